// JsonText writes, as it goes, the bytes QJsonDocument::toJson(Compact) writes for
// the same values: compared byte for byte (members written in Qt's order, by name)
// on strings with every control, quotes, backslashes, non-ASCII and emoji, on
// doubles (shortest, integral, tiny, NaN and infinities as null), integers and
// booleans, nested objects and arrays, empty ones included.
#include "core/jsontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <limits>

using namespace dtriage;

class TestJsonText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stringsAreEscapedAsQtEscapesThem()
    {
        QString every;
        for (char16_t c = 0; c < 0x80; ++c)
            every += QChar(c);
        const QStringList texts = {QString(), QStringLiteral("plain"), every, QStringLiteral("\"q\" \\b\\ /slash/"),
                                   QStringLiteral("é € 𝄞 😀 \u2028 \u00a0 \u007f \u0085"), QStringLiteral("line\r\nnext\ttab"),
                                   // surrogates without their pair, as Qt writes them (\ud800)
                                   QString(QChar(0xD800)), QStringLiteral("a") + QChar(0xDC01) + QStringLiteral("b"),
                                   QString(QChar(0xDBFF)) + QStringLiteral("😀") + QChar(0xD800)};
        for (const QString& text : texts) {
            JsonText out;
            out.beginObject().member(QLatin1StringView("a"), text).endObject();
            const QByteArray qt = QJsonDocument(QJsonObject{{QStringLiteral("a"), text}}).toJson(QJsonDocument::Compact);
            QCOMPARE(out.text(), qt);
            JsonText keyed;  // the text as a member's name
            keyed.beginObject().key(text).value(1).endObject();
            QCOMPARE(keyed.text(), QJsonDocument(QJsonObject{{text, 1}}).toJson(QJsonDocument::Compact));
        }
        JsonText latin;  // a Latin-1 name beyond ASCII goes as UTF-8
        latin.beginObject().key(QLatin1StringView("caf\xe9")).value(1).endObject();
        QCOMPARE(latin.text(), QJsonDocument(QJsonObject{{QStringLiteral("café"), 1}}).toJson(QJsonDocument::Compact));
    }

    void numbersAndTruthAsQtWritesThem()
    {
        const double doubles[] = {0.0, 1.0, -2.5, 0.995, 0.1 + 0.2, 1e-300, 123456789012.0, 1e21,
                                  std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
                                  -std::numeric_limits<double>::infinity()};
        for (const double d : doubles) {
            JsonText out;
            out.beginArray().value(d).endArray();
            QCOMPARE(out.text(), QJsonDocument(QJsonArray{d}).toJson(QJsonDocument::Compact));
        }
        JsonText out;
        out.beginArray().value(0).value(-7).value(qint64(1) << 40).value(true).value(false).endArray();
        QCOMPARE(out.text(), QJsonDocument(QJsonArray{0, -7, qint64(1) << 40, true, false}).toJson(QJsonDocument::Compact));
    }

    void nestingAsQtWritesIt()
    {
        JsonText out;
        out.beginObject();
        out.key(QLatin1StringView("a")).beginArray().endArray();
        out.key(QLatin1StringView("b")).beginObject().endObject();
        out.key(QLatin1StringView("c")).beginArray().beginObject().member(QLatin1StringView("d"), 1).endObject();
        out.beginArray().value(QLatin1StringView("x")).endArray().endArray();
        out.key(QStringLiteral("é")).strings({QStringLiteral("1"), QStringLiteral("2")});
        out.endObject();
        const QJsonObject qt{{QStringLiteral("a"), QJsonArray()},
                             {QStringLiteral("b"), QJsonObject()},
                             {QStringLiteral("c"), QJsonArray{QJsonObject{{QStringLiteral("d"), 1}}, QJsonArray{QStringLiteral("x")}}},
                             {QStringLiteral("é"), QJsonArray{QStringLiteral("1"), QStringLiteral("2")}}};
        QCOMPARE(out.text(), QJsonDocument(qt).toJson(QJsonDocument::Compact));
    }
};

QTEST_GUILESS_MAIN(TestJsonText)
#include "tst_jsontext.moc"
