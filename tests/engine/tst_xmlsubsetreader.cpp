// XmlSubsetReader: the part of XML pytest writes, read without expat. It may change
// nothing: every document reads to the same events and the same outcome as expat
// alone reads it (XmlEvents::Readers::ExpatOnly), whether the subset reader took it
// or gave up on it and expat read it again. Checked on every XML file the
// repository holds (the demo's runs made by real pytest must all take the subset),
// on each construct the subset takes or leaves, and on 40,000 mutations of real
// reports with XML's own characters.
#include "run/junitreader.h"
#include "run/xmlevents.h"
#include "junitfiles.h"

#include <QFileInfo>
#include <QRandomGenerator>
#include <QTest>

#include <string>

using namespace dtriage;

namespace {

// Every event as a line; restart() forgets them, as a handler must.
class Recorder : public XmlEvents::Handler {
public:
    std::vector<std::string> events;
    int restarts = 0;
    std::string stopAt;  // a start element that says stop

    bool start(std::string_view name, const char** attributes) override
    {
        std::string line = "start " + std::string(name);
        for (const char** at = attributes; *at; at += 2)
            line += " [" + std::string(at[0]) + "=" + std::string(at[1]) + "]";
        events.push_back(line);
        return name != stopAt;
    }
    void end(std::string_view name) override { events.push_back("end " + std::string(name)); }
    void text(std::string_view chars) override { events.push_back("text " + std::string(chars)); }
    void restart() override
    {
        events.clear();
        ++restarts;
    }
};

struct Reading {
    XmlEvents::Outcome outcome;
    std::vector<std::string> events;
    int restarts = 0;
};

Reading readWith(const QByteArray& xml, XmlEvents::Readers readers, const std::string& stopAt = {})
{
    Recorder recorder;
    recorder.stopAt = stopAt;
    const XmlEvents::Outcome outcome = XmlEvents::read(xml, recorder, readers);
    return {outcome, recorder.events, recorder.restarts};
}

// The two readings agree; whether the subset reader took the document.
bool sameAsExpat(const QByteArray& xml, const std::string& stopAt = {})
{
    const Reading fast = readWith(xml, XmlEvents::Readers::Fastest, stopAt);
    const Reading expat = readWith(xml, XmlEvents::Readers::ExpatOnly, stopAt);
    const auto show = [&] { return QString::fromUtf8(xml.left(300)); };
    if (fast.events != expat.events) {
        const size_t n = std::min(fast.events.size(), expat.events.size());
        size_t at = 0;
        while (at < n && fast.events[at] == expat.events[at])
            ++at;
        qWarning().noquote() << "events differ at" << at << "of" << show() << "\nfast: "
                             << (at < fast.events.size() ? QString::fromStdString(fast.events[at]) : "(none)")
                             << "\nexpat:" << (at < expat.events.size() ? QString::fromStdString(expat.events[at]) : "(none)");
        return (QTest::qVerify(false, "fast.events == expat.events", "", __FILE__, __LINE__), false);
    }
    const bool same = fast.outcome.wellFormed == expat.outcome.wellFormed && fast.outcome.stopped == expat.outcome.stopped
                      && fast.outcome.error == expat.outcome.error && fast.outcome.line == expat.outcome.line
                      && fast.outcome.repaired == expat.outcome.repaired;
    if (!same)
        qWarning().noquote() << "outcomes differ on" << show() << fast.outcome.error << expat.outcome.error;
    QTest::qVerify(same, "same outcome", "", __FILE__, __LINE__);
    QTest::qVerify(!fast.outcome.subset || expat.outcome.wellFormed, "the subset took only what is well-formed", "",
                   __FILE__, __LINE__);
    // Read once when the subset reader read it to its end or to where it broke off;
    // else once more by expat, the handler told to start again.
    QTest::qVerify(expat.restarts == 0 && fast.restarts <= 1 && (!fast.outcome.subset || fast.restarts == 0),
                   "restarts", "", __FILE__, __LINE__);
    return fast.outcome.subset;
}

using junitfiles::bytesOf;
using junitfiles::xmlFilesUnder;

// ` a0="0" a1="1" …`
QByteArray attributes(int count)
{
    QByteArray out;
    for (int i = 0; i < count; ++i)
        out += " a" + QByteArray::number(i) + "=\"" + QByteArray::number(i) + "\"";
    return out;
}

}  // namespace

class TestXmlSubsetReader : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyReportReadsTheSame()
    {
        const QStringList demo = xmlFilesUnder(QStringLiteral(DTRIAGE_DEMO_DIR "/.."));
        const QStringList data = xmlFilesUnder(QStringLiteral(DTRIAGE_TEST_DATA_DIR));
        QVERIFY(demo.size() >= 30);
        QVERIFY(data.size() >= 20);
        for (const QString& path : demo) {
            // pytest wrote these: the subset reader reads them all.
            QVERIFY2(sameAsExpat(bytesOf(path)), qPrintable(path));
            if (QTest::currentTestFailed())
                return;
        }
        int taken = 0;
        QStringList expats;
        for (const QString& path : data) {
            if (sameAsExpat(bytesOf(path)))
                ++taken;
            else
                expats << QFileInfo(path).fileName();
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(path));
        }
        qInfo("test data: %d of %lld files read by the subset reader; expat's: %s", taken, qlonglong(data.size()),
              qPrintable(expats.join(u' ')));
        QVERIFY(taken > 0);
    }

    void constructs_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<bool>("subset");
        const auto row = [](const char* name, const QByteArray& xml, bool subset) {
            QTest::newRow(name) << xml << subset;
        };
        row("pytest's own", "<?xml version=\"1.0\" encoding=\"utf-8\"?><testsuites><testsuite name=\"pytest\" errors=\"0\"><testcase classname=\"t\" name=\"a[x]\" time=\"0.1\"><failure message=\"E  x &lt; 1&#10;y\">body &amp; more</failure></testcase></testsuite></testsuites>", true);
        row("no declaration", "<a b='1' c=\"2\"/>", true);
        row("declaration, single quotes, standalone", "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<a/>", true);
        row("BOM", "\xEF\xBB\xBF<?xml version=\"1.0\"?><a>x</a>", true);
        row("BOM, no declaration", "\xEF\xBB\xBF<a>x</a>", true);
        row("comments everywhere", "<!-- c --><a><!--x-->t<!---->u<b/><!-- - --></a><!-- end -->\n", true);
        row("line ends in text", "<a>1\r\n2\r3\n4\r</a>", true);
        row("line ends and tabs in values", "<a v=\"1\r\n2\r3\n4\t5&#10;6&#13;7&#9;\"/>", true);
        row("the other quote in a value", "<a v=\"it's\" w='say \"x\"'/>", true);
        row("references", "<a>&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x1F600;&#0000067;</a>", true);
        row("'>' and ']' in text", "<a>a > b ]] c ] d</a>", true);
        row("white space in tags", "<a  x = '1'\n y\t=\"2\" ></a\n>", true);
        row("non-ASCII text and values", "<a v=\"\xC3\xA9\xE2\x82\xAC\">\xF0\x9F\x98\x80 \xEF\xBF\xBD</a>", true);
        row("C1 controls", "<a>\xC2\x85\xC2\x9F</a>", true);
        row("nested, same names", "<a><a><a>x</a></a>y</a>", true);
        row("DTD", "<!DOCTYPE a [<!ENTITY e \"x\">]><a>&e;</a>", false);
        row("processing instruction", "<a><?pi data?></a>", false);
        row("CDATA", "<a><![CDATA[x < y]]></a>", false);
        row("namespace", "<a xmlns=\"urn:x\"><b/></a>", false);
        row("prefixed name", "<x:a xmlns:x=\"urn:x\"/>", false);
        row("attribute named xmlns-like", "<a xmlnsfoo=\"1\"/>", false);
        row("non-ASCII name", "<\xC3\xA9/>", false);
        row("another encoding declared", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>\xE9</a>", false);
        row("utf8 without the dash", "<?xml version=\"1.0\" encoding=\"utf8\"?><a/>", false);
        row("version 1.1", "<?xml version=\"1.1\"?><a/>", false);
        row("undefined entity", "<a>&nbsp;</a>", false);
        row("bad character reference", "<a>&#0;</a>", false);
        row("reference past Unicode", "<a>&#x110000;</a>", false);
        row("reference to U+FFFE", "<a>&#xFFFE;</a>", false);
        row("uppercase X reference", "<a>&#X41;</a>", false);
        row("U+FFFF in text", "<a>\xEF\xBF\xBF</a>", false);
        row("control in text", "<a>\x01</a>", false);
        row("control in a value", "<a v=\"\x1F\"/>", false);
        row("'<' in a value", "<a v=\"<\"/>", false);
        row("]]> in text", "<a>]]></a>", false);
        row("-- in a comment", "<a><!-- a -- b --></a>", false);
        row("comment ending --->", "<a><!-- a ---></a>", false);
        row("duplicate attribute", "<a v=\"1\" v=\"2\"/>", false);
        row("no space between attributes", "<a v=\"1\"w=\"2\"/>", false);
        row("mismatched end", "<a><b></a></b>", false);
        row("cut off", "<a><b>text", false);
        row("junk after the root", "<a/>junk", false);
        row("two roots", "<a/><b/>", false);
        row("text before the root", "x<a/>", false);
        row("declaration not first", " <?xml version=\"1.0\"?><a/>", false);
        row("empty", "", false);
        row("only a comment", "<!-- c -->", false);
        row("32 attributes", "<a" + attributes(32) + "/>", true);
        row("33 attributes: expat's", "<a" + attributes(33) + "/>", false);
        // Quadratic in a duplicate check it would be: expat reads it at once.
        row("80,000 attributes", "<a" + attributes(80000) + "/>", false);
    }

    void constructs()
    {
        QFETCH(QByteArray, xml);
        QFETCH(bool, subset);
        QCOMPARE(sameAsExpat(xml), subset);
    }

    // A handler that says stop is read again by expat, which stops in the same place.
    void aStopIsExpats()
    {
        const QByteArray xml = "<a><b x=\"1\">t</b><halt/><c/></a>";
        QVERIFY(!sameAsExpat(xml, "halt"));
        const Reading fast = readWith(xml, XmlEvents::Readers::Fastest, "halt");
        QVERIFY(fast.outcome.stopped);
        // (expat hands on the end of an empty element it was told to stop at.)
        QCOMPARE(fast.events.back(), std::string("end halt"));
        QCOMPARE(fast.events.size(), size_t(6));
    }

    // Cut off (a job killed while its report was written), at any byte: the events
    // up to the cut are handed on once, expat only asked where and how it broke
    // off; a document the subset reader gives up on with a tag after the place is
    // read again, the handler told so once.
    void aCutDocumentIsReadOnce()
    {
        const QByteArray whole = bytesOf(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/empty_error_message.xml"));
        QVERIFY(whole.size() > 500);
        QVERIFY(sameAsExpat(whole));
        for (qsizetype cut = 0; cut < whole.size(); ++cut) {  // every cut: in a tag, a value, a reference, text
            const QByteArray xml = whole.first(cut);
            const bool taken = sameAsExpat(xml);
            const Reading fast = readWith(xml, XmlEvents::Readers::Fastest);
            if (taken && fast.outcome.wellFormed)  // only the white space after the root cut
                continue;
            QVERIFY2(fast.restarts == 0, qPrintable(QStringLiteral("cut at %1").arg(cut)));
            QVERIFY(!fast.outcome.wellFormed && !fast.outcome.error.isEmpty() && fast.outcome.line > 0);
            if (QTest::currentTestFailed())
                return;
        }
        // A fault in the last line, no tag after it: read once too.
        QVERIFY(!sameAsExpat(whole.first(whole.size() - 20) + "\x01"));
        QCOMPARE(readWith(whole.first(whole.size() - 20) + "\x01", XmlEvents::Readers::Fastest).restarts, 0);
        // Something the subset does not take with tags after it: read again.
        const QByteArray cdata = "<a><b>x</b><![CDATA[y]]></a>";
        QVERIFY(!sameAsExpat(cdata));
        QCOMPARE(readWith(cdata, XmlEvents::Readers::Fastest).restarts, 1);
        QVERIFY(readWith(cdata, XmlEvents::Readers::Fastest).outcome.wellFormed);
    }

    // A report the subset reader gave up on late (a processing instruction, which
    // expat steps over, after most of its testcases) reads as the same report
    // without it, which the subset reader reads whole: nothing of the first pass
    // stays (ReportEvents::restart).
    void aReportGivenUpOnLateReadsOnce()
    {
        const QByteArray whole = bytesOf(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_before_fix.xml"));
        const qsizetype last = whole.lastIndexOf("<testcase ");
        QVERIFY(last > 0);
        QByteArray late = whole;
        late.insert(last, "<?pi late?>");
        Recorder recorder;
        QVERIFY(XmlEvents::read(whole, recorder).subset);
        QVERIFY(!XmlEvents::read(late, recorder).subset);
        const auto a = JUnitReader::fromBytes(whole, QStringLiteral("a log"), QStringLiteral("r.xml"));
        const auto b = JUnitReader::fromBytes(late, QStringLiteral("a log"), QStringLiteral("r.xml"));
        QVERIFY(a && b);
        QVERIFY(a->cases.size() >= 10);
        QCOMPARE(b->cases.size(), a->cases.size());
        QCOMPARE(b->testcases, a->testcases);
        QCOMPARE(b->suites, a->suites);
        QCOMPARE(b->notes, a->notes);
        QCOMPARE(b->truncated, a->truncated);
        QCOMPARE(b->otherFunctions, a->otherFunctions);
        for (qsizetype i = 0; i < a->cases.size(); ++i) {
            const JUnitCase& x = a->cases[i];
            const JUnitCase& y = b->cases[i];
            QCOMPARE(y.key, x.key);
            QCOMPARE(y.outcome, x.outcome);
            QCOMPARE(y.message, x.message);
            QCOMPARE(y.text, x.text);
            QCOMPARE(y.output, x.output);
            QCOMPARE(y.properties, x.properties);
            QCOMPARE(y.errorLine, x.errorLine);
            QCOMPARE(y.note, x.note);
        }
    }

    // Real reports cut, doubled and sprinkled with what XML gives meaning to.
    void mutationsReadTheSame()
    {
        QList<QByteArray> seeds;
        for (const QString& path : xmlFilesUnder(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit"))) {
            const QByteArray bytes = bytesOf(path);
            if (bytes.size() < 6000)
                seeds << bytes;
        }
        QVERIFY(seeds.size() >= 5);
        static const QByteArrayList pieces = {"<", ">", "&", ";", "\"", "'", "/", "=", " ", "\r", "\n", "\t", "-", "!", "?",
                                              "]", "[", ":", "#", "x", "&#", "&amp;", "&lt", "<!--", "-->", "]]>", "<?",
                                              "xmlns", "\x01", "\xEF\xBF\xBE", "\xC3\xA9", "\xED\xA0\x80", "\xEF\xBB\xBF"};
        QRandomGenerator random(4242);
        int taken = 0;
        constexpr int kMutations = 40000;
        for (int i = 0; i < kMutations; ++i) {
            QByteArray xml = seeds[random.bounded(qsizetype(seeds.size()))];
            for (int edits = 1 + random.bounded(3); edits > 0; --edits) {
                const qsizetype at = random.bounded(xml.size() + 1);
                switch (random.bounded(4)) {
                case 0: xml.insert(at, pieces[random.bounded(qsizetype(pieces.size()))]); break;
                case 1: xml.remove(at, 1 + random.bounded(8)); break;
                case 2: xml.truncate(at); break;
                default: xml.replace(at, 1, pieces[random.bounded(qsizetype(pieces.size()))]);
                }
            }
            taken += sameAsExpat(xml) ? 1 : 0;
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("mutation %1").arg(i)));
        }
        qInfo("mutations: %d of %d read by the subset reader", taken, kMutations);
        // Both sides were exercised: many still well-formed, many not.
        QVERIFY(taken > kMutations / 20);
        QVERIFY(taken < kMutations - kMutations / 20);
    }
};

QTEST_GUILESS_MAIN(TestXmlSubsetReader)
#include "tst_xmlsubsetreader.moc"
