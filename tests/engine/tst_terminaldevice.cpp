// TerminalDevice: every verb's stdout and stderr. Whole UTF-8 with nothing to
// replace goes to the stream as it is; everything else through the decoder and
// TerminalText::sanitized, as before. The bytes it writes are the same either way:
// compared with that reading, chunk by chunk, on text with every kind of control,
// on characters cut between writes, on invalid UTF-8, and on random bytes.
#include "core/terminaldevice.h"
#include "core/terminaltext.h"

#include <QRandomGenerator>
#include <QStringDecoder>
#include <QTest>

#include <cstdio>

using namespace dtriage;

namespace {

// What the device wrote before it had a path for plain bytes: every chunk decoded
// and sanitized character by character (the QStringView reading).
QByteArray reference(const QList<QByteArray>& chunks)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    QByteArray out;
    for (const QByteArray& chunk : chunks) {
        const QString text = decoder.decode(chunk);
        out += TerminalText::sanitized(QStringView(text)).toUtf8();
    }
    return out;
}

QByteArray throughDevice(const QList<QByteArray>& chunks)
{
    FILE* file = std::tmpfile();
    {
        TerminalDevice device(file);
        for (const QByteArray& chunk : chunks)
            device.write(chunk);
    }
    std::rewind(file);
    QByteArray out;
    char buffer[4096];
    for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, file)) > 0;)
        out.append(buffer, qsizetype(n));
    std::fclose(file);
    return out;
}

// `text` cut into pieces of the given lengths (the last takes the rest).
QList<QByteArray> cut(const QByteArray& text, const QList<int>& lengths)
{
    QList<QByteArray> chunks;
    qsizetype at = 0;
    for (const int length : lengths) {
        if (at >= text.size())
            break;
        chunks << text.mid(at, length);
        at += length;
    }
    if (at < text.size())
        chunks << text.mid(at);
    return chunks;
}

}  // namespace

class TestTerminalDevice : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sameBytesAsDecoding_data();
    void sameBytesAsDecoding();
    void plainTextIsWrittenAsItIs();
    void randomBytesInRandomChunks();
    void bothSanitizedReadTheSame();
};

void TestTerminalDevice::sameBytesAsDecoding_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<int>>("lengths");
    const QByteArray accents = "caf\xc3\xa9 \xe2\x9c\x93 \xf0\x9f\x98\x80 done\n";
    QTest::newRow("plain") << QByteArray("a line\n\tindented\r\n") << QList<int>{};
    QTest::newRow("accents whole") << accents << QList<int>{};
    QTest::newRow("é cut") << accents << QList<int>{4};
    QTest::newRow("✓ cut twice") << accents << QList<int>{7, 1, 1};
    QTest::newRow("emoji cut after each byte") << accents << QList<int>{11, 1, 1, 1, 1};
    QTest::newRow("escape") << QByteArray("key\x1b]0;title\x07 end\n") << QList<int>{};
    QTest::newRow("lone CR") << QByteArray("progress\rover\n") << QList<int>{};
    QTest::newRow("CR cut from its LF") << QByteArray("line\r\nnext\n") << QList<int>{5};
    QTest::newRow("DEL") << QByteArray("a\x7f" "b") << QList<int>{};
    QTest::newRow("C1 NEL") << QByteArray("a\xc2\x85" "b") << QList<int>{};
    QTest::newRow("C1 cut") << QByteArray("a\xc2\x85" "b") << QList<int>{2};
    QTest::newRow("bidi override") << QByteArray("x\xe2\x80\xae" "y") << QList<int>{};
    QTest::newRow("bidi isolate") << QByteArray("x\xe2\x81\xa6" "y") << QList<int>{};
    QTest::newRow("not bidi") << QByteArray("x\xe2\x80\x94y \xe2\x81\xa5z") << QList<int>{};
    QTest::newRow("invalid byte") << QByteArray("bad \xff byte\n") << QList<int>{};
    QTest::newRow("surrogate") << QByteArray("s \xed\xa0\x80 s\n") << QList<int>{};
    QTest::newRow("overlong") << QByteArray("o \xc0\xaf o\n") << QList<int>{};
    QTest::newRow("cut and never ended") << QByteArray("end \xe2\x9c") << QList<int>{};
    QTest::newRow("continuation only, then text") << accents << QList<int>{8, 1, 3};
    QTest::newRow("NUL") << QByteArray("a\0b", 3) << QList<int>{};
    QTest::newRow("BOM first") << QByteArray("\xef\xbb\xbf{}\n") << QList<int>{};
    QTest::newRow("BOM after plain, then an escape") << QByteArray("ok\n\xef\xbb\xbf\x1b[0m") << QList<int>{3};
}

void TestTerminalDevice::sameBytesAsDecoding()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<int>, lengths);
    const QList<QByteArray> chunks = cut(text, lengths);
    QCOMPARE(throughDevice(chunks), reference(chunks));
}

void TestTerminalDevice::plainTextIsWrittenAsItIs()
{
    // A --json document: megabytes, every byte as it was.
    QByteArray json = "{\n  \"entries\": [\n";
    for (int i = 0; i < 20000; ++i)
        json += "    {\"key\": \"caf\xc3\xa9/pytorch-" + QByteArray::number(i) + "\", \"note\": \"\xe2\x9c\x93\\u001b\"},\n";
    json += "  ]\n}\n";
    const QList<QByteArray> chunks = cut(json, QList<int>(400, 16384));
    QCOMPARE(throughDevice(chunks), json);
    QCOMPARE(reference(chunks), json);
    // The text itself comes back, not a copy: nothing was replaced.
    const QString plain = QString::fromUtf8(json);
    QVERIFY(TerminalText::sanitized(plain).constData() == plain.constData());
}

// The overload that hands clean text back reads as the one over a view.
void TestTerminalDevice::bothSanitizedReadTheSame()
{
    for (const char* text : {"plain", "tab\tand\nline\r\n", "lone\rCR", "esc\x1b[0m", "end CR\r", "\xc2\x85 NEL",
                             "\xe2\x80\xae bidi", "\x7f del", ""}) {
        const QString s = QString::fromUtf8(text);
        QCOMPARE(TerminalText::sanitized(s), TerminalText::sanitized(QStringView(s)));
    }
}

void TestTerminalDevice::randomBytesInRandomChunks()
{
    QRandomGenerator random(20261207);
    const QByteArray alphabet("ab \n\t\r\x1b\x7f\xc2\x85\xc3\xa9\xe2\x80\xae\x81\xa6\x9c\x93\xf0\x9f\x98\xff\xef\xbb\xbf");
    for (int round = 0; round < 2000; ++round) {
        QByteArray text;
        const int size = random.bounded(1, 40);
        for (int i = 0; i < size; ++i)
            text += alphabet[random.bounded(int(alphabet.size()))];
        QList<int> lengths;
        for (int n = random.bounded(0, 5); n > 0; --n)
            lengths << random.bounded(1, 8);
        const QList<QByteArray> chunks = cut(text, lengths);
        if (throughDevice(chunks) != reference(chunks))
            QFAIL(qPrintable(QStringLiteral("round %1: %2 in %3 chunks").arg(round).arg(QString::fromLatin1(text.toHex(' '))).arg(chunks.size())));
    }
}

QTEST_GUILESS_MAIN(TestTerminalDevice)
#include "tst_terminaldevice.moc"
