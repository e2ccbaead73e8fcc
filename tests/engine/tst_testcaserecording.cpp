// TestcaseRecording: one testcase's XML events kept as bytes (what a ReadingMemo
// knows a testcase by, issue 50) and handed on again as they came, the testcase's
// time kept apart from what identifies it (and handed back as its last attribute);
// a recording holds at most kMaxBytes.
#include "run/testcaserecording.h"

#include <QTest>

#include <string>
#include <vector>

using namespace dtriage;

namespace {

// Every event as one line: "S name a=v b=w", "T text", "E name".
class Transcript : public XmlEvents::Handler {
public:
    std::vector<std::string> lines;
    bool start(std::string_view name, const char** attributes) override
    {
        std::string line = "S " + std::string(name);
        for (const char** a = attributes; a[0]; a += 2)
            line += std::string(" ") + a[0] + "=" + a[1];
        lines.push_back(line);
        return true;
    }
    void end(std::string_view name) override { lines.push_back("E " + std::string(name)); }
    void text(std::string_view chars) override { lines.push_back("T " + std::string(chars)); }
    void restart() override { lines.clear(); }
};

// A testcase with a time, a property, a failure in two runs of text.
void record(TestcaseRecording& recording, const char* time, std::string_view first, std::string_view second)
{
    const char* timed[] = {"classname", "tests.runner.test_models", "time", time, "name", "test_x[a/pytorch-A]", nullptr};
    const char* untimed[] = {"classname", "tests.runner.test_models", "name", "test_x[a/pytorch-A]", nullptr};
    recording.begin(time ? timed : untimed);
    const char* property[] = {"name", "tags", "value", "{'pcc': 0.5}", nullptr};
    recording.start("property", property);
    recording.end("property");
    const char* failure[] = {"message", "boom", nullptr};
    recording.start("failure", failure);
    recording.text(first);
    recording.text(second);
    recording.end("failure");
}

}  // namespace

class TestTestcaseRecording : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void replaysWhatItRecorded();
    void theTimeIsNotWhatIdentifiesIt();
    void piecesSplitOtherwiseDiffer();
    void longValuesAndManyAttributesRoundTrip();
    void holdsAtMostItsBound();
};

void TestTestcaseRecording::replaysWhatItRecorded()
{
    TestcaseRecording recording;
    QVERIFY(recording.isEmpty());
    record(recording, "0.25", "E   Runtime", "Error: boom");
    QVERIFY(!recording.isEmpty());
    QCOMPARE(QByteArray(recording.time()), QByteArray("0.25"));
    Transcript transcript;
    recording.replay(transcript);
    const std::vector<std::string> expected{
        "S testcase classname=tests.runner.test_models name=test_x[a/pytorch-A] time=0.25",
        "S property name=tags value={'pcc': 0.5}", "E property", "S failure message=boom", "T E   Runtime",
        "T Error: boom", "E failure"};
    QCOMPARE(transcript.lines, expected);
    // A testcase without attributes and without a time.
    TestcaseRecording bare;
    bare.begin(nullptr);
    QVERIFY(!bare.time());
    Transcript one;
    bare.replay(one);
    QCOMPARE(one.lines, std::vector<std::string>{"S testcase"});
    recording.clear();
    QVERIFY(recording.isEmpty() && !recording.time());
}

void TestTestcaseRecording::theTimeIsNotWhatIdentifiesIt()
{
    TestcaseRecording a, b, none;
    record(a, "0.25", "x", "y");
    record(b, "31.5", "x", "y");
    QCOMPARE(a.events(), b.events());
    QCOMPARE(QByteArray(b.time()), QByteArray("31.5"));
    // Without a time: the same testcase (its seconds come from its own attribute).
    record(none, nullptr, "x", "y");
    QCOMPARE(none.events(), a.events());
    QVERIFY(!none.time());
    // A time attribute deeper in (on a <property>) is no testcase's time: it identifies.
    TestcaseRecording c, d;
    for (auto [recording, value] : {std::pair{&c, "1"}, std::pair{&d, "2"}}) {
        recording->begin(nullptr);
        const char* attributes[] = {"time", value, nullptr};
        recording->start("property", attributes);
    }
    QVERIFY(c.events() != d.events());
}

void TestTestcaseRecording::piecesSplitOtherwiseDiffer()
{
    TestcaseRecording a, b;
    record(a, "1", "ab", "c");
    record(b, "1", "a", "bc");
    QVERIFY(a.events() != b.events());
}

void TestTestcaseRecording::longValuesAndManyAttributesRoundTrip()
{
    // Lengths whose first byte is 0 (256, 65,536), and 300 attributes.
    const std::string v256(256, 'v'), v65536(65536, 'w');
    std::vector<std::string> names;
    for (int i = 0; i < 300; ++i)
        names.push_back(std::string(1, 'a').append(std::to_string(i)));  // not "a" + …: g++ 12 -Wrestrict
    std::vector<const char*> attributes;
    for (const std::string& name : names) {
        attributes.push_back(name.c_str());
        attributes.push_back(name == "a7" ? v65536.c_str() : name == "a8" ? v256.c_str() : "v");
    }
    attributes.push_back(nullptr);
    TestcaseRecording recording;
    QVERIFY(recording.begin(attributes.data()));
    QVERIFY(recording.text(v256));
    Transcript original, replayed;
    original.start("testcase", attributes.data());
    original.text(v256);
    recording.replay(replayed);
    QCOMPARE(replayed.lines, original.lines);
}

void TestTestcaseRecording::holdsAtMostItsBound()
{
    TestcaseRecording recording;
    const char* testcase[] = {"name", "test_x[a/pytorch-A]", "time", "1", nullptr};
    QVERIFY(recording.begin(testcase));
    const std::string chunk(TestcaseRecording::kMaxBytes / 4, 'x');
    int taken = 0;
    while (recording.text(chunk))
        ++taken;
    QCOMPARE(taken, 3);
    const qsizetype full = recording.events().size();
    QVERIFY(full <= TestcaseRecording::kMaxBytes);
    // Nothing is recorded past the bound, whichever the event.
    const std::string name(TestcaseRecording::kMaxBytes, 'n');
    const char* attributes[] = {"value", name.c_str(), nullptr};
    QVERIFY(!recording.start("property", attributes));
    QVERIFY(!recording.end(name));
    QCOMPARE(recording.events().size(), full);
    // The bound exactly: a text (6 bytes beside its own) that ends at it is taken, one byte more is not.
    for (const qsizetype over : {0, 1}) {
        TestcaseRecording exact;
        QVERIFY(exact.begin(testcase));
        const qsizetype room = TestcaseRecording::kMaxBytes - exact.events().size() - 6;
        QCOMPARE(exact.text(std::string(size_t(room + over), 't')), over == 0);
        QCOMPARE(exact.events().size() == TestcaseRecording::kMaxBytes, over == 0);
        QCOMPARE(exact.text(std::string_view()), over == 1);  // full, or the long text left it room
    }
    // A testcase whose own attributes are past it is not begun.
    const char* huge[] = {"name", name.c_str(), "time", "2", nullptr};
    QVERIFY(!recording.begin(huge));
    QVERIFY(recording.isEmpty());
    QVERIFY(!recording.time());
}

QTEST_GUILESS_MAIN(TestTestcaseRecording)
#include "tst_testcaserecording.moc"
