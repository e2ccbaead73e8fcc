// PythonLiteral: a probe's key read as a constant and written as we render it.
// Every accepted literal is checked against Python's own ast.literal_eval, and
// every rendered source is read back by it: the value Python sees is the value
// we read, whatever quotes, backslashes, NULs or line separators it holds.
#include "core/pythonliteral.h"
#include "core/pythonname.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace dtriage;

namespace {

// [type name, str() of the value] per source, as Python reads it; a refused one
// is ["error", ""].
QJsonArray pythonReads(const QStringList& sources)
{
    const char* script = R"(
import ast, json, sys
out = []
for source in json.load(sys.stdin):
    try:
        value = ast.literal_eval(source)
        out.append([type(value).__name__, str(value)])
    except Exception:
        out.append(["error", ""])
print(json.dumps(out))
)";
    QProcess python;
    python.start(QStringLiteral(DTRIAGE_PYTHON), {QStringLiteral("-c"), QString::fromLatin1(script)});
    python.write(QJsonDocument(QJsonArray::fromStringList(sources)).toJson(QJsonDocument::Compact));
    python.closeWriteChannel();
    if (!python.waitForFinished(30000))
        return {};
    return QJsonDocument::fromJson(python.readAllStandardOutput()).array();
}

const QStringList& hostileTexts()
{
    static const QStringList texts{
        QStringLiteral("logits"),
        QStringLiteral("it's \"quoted\""),
        QStringLiteral("\"\"\"closes a docstring\"\"\""),
        QStringLiteral("back\\slash\\"),
        QStringLiteral("line\nbreak\rand\ttab"),
        QString(QChar(0)) + QStringLiteral("nul"),
        QStringLiteral("sep\u2028arator\u2029\u0085"),
        QStringLiteral("(__import__('os').system('touch /tmp/x'), 'a')[1]"),
        QStringLiteral("\U0001F600 emoji and \u00e9"),
        QStringLiteral("\x7f\x1b[31m"),
        QString(),
    };
    return texts;
}

}  // namespace

class TestPythonLiteral : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsWhatLiteralEvalReads_data()
    {
        QTest::addColumn<QString>("source");
        for (const char* s : {"'logits'", "\"it's\"", "'a\\nb'", "'\\x00'", "'\\u2028'", "'\\U0001f600'", "'\\101\\7'",
                              "'\\'\\\"\\\\'", "'\\a\\b\\f\\v\\r\\t'", "''", "0", "-5", "-0", "123456789012345678901234567890",
                              "True", "False", "None", "'\u00e9\u2028 raw'"})
            QTest::newRow(s) << QString::fromUtf8(s);
    }
    void readsWhatLiteralEvalReads()
    {
        QFETCH(QString, source);
        const Result<PythonLiteral> literal = PythonLiteral::parse(source);
        QVERIFY2(literal, qPrintable(literal ? QString() : literal.error().message));
        const QJsonArray read = pythonReads({source, literal->source()});
        QCOMPARE(read.size(), 2);
        for (const QJsonValue& python : read) {
            QCOMPARE(python.toArray().at(0).toString(), literal->typeName());
            QCOMPARE(python.toArray().at(1).toString(), literal->text());
        }
    }

    void refusesWhatIsNoConstant_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("says");
        const auto row = [](const char* name, const QString& source, const char* says) {
            QTest::newRow(name) << source << QString::fromUtf8(says);
        };
        row("the issue's payload", QStringLiteral("(__import__('os').system('touch /tmp/x'), 'a')[1]"), "no str, int");
        row("a name", QStringLiteral("logits"), "no str, int");
        row("arithmetic", QStringLiteral("1+1"), "no str, int");
        row("a float", QStringLiteral("1.5"), "no str, int");
        row("a leading zero", QStringLiteral("007"), "no str, int");
        row("a tuple", QStringLiteral("(0, 1)"), "no str, int");
        row("bytes", QStringLiteral("b'a'"), "no str, int");
        row("an f-string", QStringLiteral("f'{x}'"), "no str, int");
        row("raw", QStringLiteral("r'a'"), "no str, int");
        row("two strings", QStringLiteral("'a' 'b'"), "bare '");
        row("a call hidden in quotes", QStringLiteral("'a' + __import__('os').system('x') + 'b'"), "bare '");
        row("triple quotes", QStringLiteral("'''a'''"), "triple-quoted");
        row("unclosed", QStringLiteral("'a"), "no str, int");
        row("an escaped end", QStringLiteral("'a\\'"), "ends in a backslash");
        row("a line break", QStringLiteral("'a\nb'"), "line break");
        row("a NUL", QStringLiteral("'a") + QChar(0) + QStringLiteral("'"), "NUL");
        row("a named escape", QStringLiteral("'\\N{DASH}'"), "no escape");
        row("an unknown escape", QStringLiteral("'\\d'"), "no escape");
        row("a short hex escape", QStringLiteral("'\\x4'"), "no escape");
        row("past Unicode", QStringLiteral("'\\U00110000'"), "no escape");
        row("half a character", QStringLiteral("'\\ud800'"), "half a character");
        row("spaces around", QStringLiteral(" 1"), "no str, int");
        row("empty", QString(), "no str, int");
    }
    void refusesWhatIsNoConstant()
    {
        QFETCH(QString, source);
        QFETCH(QString, says);
        const Result<PythonLiteral> literal = PythonLiteral::parse(source);
        QVERIFY(!literal);
        QVERIFY2(literal.error().message.contains(says), qPrintable(literal.error().message));
    }

    // Whatever a key holds, its rendering is one str constant equal to it.
    void rendersAnyTextAsOneString()
    {
        QStringList sources;
        for (const QString& text : hostileTexts())
            sources << PythonLiteral::string(text).source();
        const QJsonArray read = pythonReads(sources);
        QCOMPARE(read.size(), hostileTexts().size());
        for (qsizetype i = 0; i < read.size(); ++i) {
            QCOMPARE(read.at(i).toArray().at(0).toString(), QStringLiteral("str"));
            QCOMPARE(read.at(i).toArray().at(1).toString(), hostileTexts().at(i));
            QVERIFY(!sources.at(i).contains(u'\n') && !sources.at(i).contains(QChar(0))
                    && !sources.at(i).contains(QChar(0x2028)));
            // Its own parse gives it back.
            QCOMPARE(PythonLiteral::parse(sources.at(i))->text(), hostileTexts().at(i));
        }
    }

    void namesAreNamesOnly()
    {
        QVERIFY(isPythonName(QStringLiteral("logits")));
        QVERIFY(isPythonName(QStringLiteral("_x1")));
        QVERIFY(isPythonName(QStringLiteral("match")));  // a soft keyword is a name
        for (const char* no : {"class", "None", "1x", "a.b", "a b", "a\n", "x()", "", "é"})
            QVERIFY2(!isPythonName(QString::fromUtf8(no)), no);
    }
};

QTEST_APPLESS_MAIN(TestPythonLiteral)
#include "tst_pythonliteral.moc"
