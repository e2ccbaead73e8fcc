// VerbJson: the verb's own fields and a text merged as it is (a sync's history,
// written as it goes) print as one object, the envelope in it, and document()
// says the same; nothing merged, "{}" or "{ }" prints the verb's own alone; to a
// program the document is one line ending in a newline.
#include "verbjson.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <unistd.h>

using namespace dtriage;

namespace {

QByteArray printed(const VerbJson& json, int exitCode)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QTextStream out(&buffer);
    json.print(out, exitCode);
    return buffer.data();
}

}  // namespace

class TestVerbJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aMergedTextPrintsInTheDocument()
    {
        VerbJson json(QStringLiteral("sync"));
        json.insert(QStringLiteral("written"), false);
        json.merge(R"({"archs":["n150"],"entries":[{"key":"a/b"}]})");
        const QByteArray bytes = printed(json, 4);
        QVERIFY(bytes.endsWith('\n'));
        if (!::isatty(STDOUT_FILENO))
            QCOMPARE(bytes.count('\n'), 1);
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(bytes, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.value(QStringLiteral("archs")).toArray(), QJsonArray{QStringLiteral("n150")});
        QCOMPARE(doc.value(QStringLiteral("entries")).toArray().size(), 1);
        QCOMPARE(doc.value(QStringLiteral("written")).toBool(true), false);
        QCOMPARE(doc.value(QStringLiteral("schema")).toString(), QStringLiteral("dtype-triage/sync"));
        QCOMPARE(doc.value(QStringLiteral("exit_code")).toInt(), 4);
        QCOMPARE(doc, json.document(4));
    }

    void nothingMergedIsTheVerbsOwn()
    {
        for (const QByteArray& merged : {QByteArray(), QByteArray("{}"), QByteArray(" { \n } ")}) {
            VerbJson json(QStringLiteral("list"));
            json.insert(QStringLiteral("entries"), QJsonArray());
            json.merge(merged);
            const QByteArray bytes = printed(json, 0);
            QJsonParseError error;
            const QJsonObject doc = QJsonDocument::fromJson(bytes, &error).object();
            QCOMPARE(error.error, QJsonParseError::NoError);
            QCOMPARE(doc, json.document(0));
            QCOMPARE(doc.size(), 6);  // entries and the envelope's five
        }
    }
};

QTEST_GUILESS_MAIN(TestVerbJson)
#include "tst_verbjson.moc"
