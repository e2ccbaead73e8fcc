// The parts of resume and revert that need no torch: UnifiedDiff::unapply takes a recorded
// edit back out of a file (and refuses a file changed since), ResumePoint decides
// where a saved record goes on, and SessionUndo restores both files of a demo copy
// byte for byte or, on a conflict, writes nothing.
#include "config/unifieddiff.h"
#include "demofiles.h"
#include "config/unifieddiff.h"
#include "session/resumepoint.h"
#include "session/sessionundo.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;
using namespace dtriage::testing;
using Step = ResumePoint::Step;

namespace {

const QByteArray kOriginal =
    "import torch\n\n\ndef load_inputs(dtype_override=None):\n"
    "    x = torch.zeros((1, 4))\n    y = torch.ones(2)\n    return {\"x\": x, \"y\": y}\n"
    "\n\n# padding\n# padding\n# padding\n# padding\n# padding\n# padding\n# padding\n"
    "def tail():\n    return 1";  // no final newline
const QByteArray kFixed =
    "import torch\n\n\ndef load_inputs(dtype_override=None):\n"
    "    x = torch.zeros(\n        (1, 4), dtype=dtype_override\n    )\n"
    "    y = torch.ones(2)\n    return {\"x\": x, \"y\": y}\n"
    "\n\n# padding\n# padding\n# padding\n# padding\n# padding\n# padding\n# padding\n"
    "def tail():\n    return 2\n";

// A record whose fix landed (works) with the loader diff of kOriginal -> kFixed.
TriageRecord landedRecord(const QString& stateNote)
{
    TriageRecord record;
    record.key = QStringLiteral("tiny/pytorch-single_device-training");
    record.loaderPath = QStringLiteral("third_party/tt_forge_models/tiny/pytorch/loader.py");
    record.fix.result = TriageRecord::Fix::Result::Works;
    record.fix.file = QStringLiteral("tiny/pytorch/loader.py");
    record.fix.line = 5;
    record.loaderDiff = UnifiedDiff::make(kOriginal, kFixed, QStringLiteral("tiny/pytorch/loader.py"));
    record.stateNote = stateNote;
    TriageRecord::EntryResult entry;
    entry.key = record.key;
    record.entries = {entry};
    return record;
}

}  // namespace

class TstSessionResume : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void unapplyRestoresEveryHunk();
    void unapplyRefusesChangedFile();
    void unapplyRefusesGarbage();
    void doneRecordIsFinished();
    void landedFixOnDiskReproducesAfterFix();
    void fixInFlightCountsWhenOnDisk();
    void revertedLoaderStartsOver();
    void recordedPytestPlansYaml();
    void planWithoutJUnitFileReproducesAgain();
    void nothingLandedStartsOver();
    void undoRestoresBothFilesByteForByte();
    void undoFromRecordedDiffs();
    void undoConflictWritesNothing();
};

void TstSessionResume::unapplyRestoresEveryHunk()
{
    const QString diff = UnifiedDiff::make(kOriginal, kFixed, QStringLiteral("loader.py"));
    QVERIFY(diff.count(QStringLiteral("@@ -")) == 2);  // two hunks, one without final newline
    const auto before = UnifiedDiff::unapply(kFixed, diff);
    QVERIFY2(before.has_value(), qPrintable(before ? QString() : before.error().toString()));
    QCOMPARE(*before, kOriginal);
    // And the other way round: a diff that removes lines and adds a final newline.
    const QString back = UnifiedDiff::make(kFixed, kOriginal, QStringLiteral("loader.py"));
    QCOMPARE(UnifiedDiff::unapply(kOriginal, back).value_or(QByteArray()), kFixed);
}

void TstSessionResume::unapplyRefusesChangedFile()
{
    const QString diff = UnifiedDiff::make(kOriginal, kFixed, QStringLiteral("loader.py"));
    QByteArray edited = kFixed;
    edited.replace("dtype=dtype_override", "dtype=torch.float16");
    QVERIFY(!UnifiedDiff::unapply(edited, diff).has_value());
    QVERIFY(!UnifiedDiff::unapply(kOriginal, diff).has_value());  // reverted already
    QVERIFY(!UnifiedDiff::unapply("# one line\n" + kFixed, diff).has_value());  // shifted
}

void TstSessionResume::unapplyRefusesGarbage()
{
    QVERIFY(!UnifiedDiff::unapply(kFixed, QString()).has_value());
    QVERIFY(!UnifiedDiff::unapply(kFixed, QStringLiteral("--- a/x\n+++ b/x\n@@ bogus\n")).has_value());
}

void TstSessionResume::doneRecordIsFinished()
{
    TriageRecord record = landedRecord(QStringLiteral("done: the YAML was written"));
    record.state = TriageRecord::State::Done;
    QCOMPARE(ResumePoint::of(record, kFixed, true).step, Step::Finished);
}

void TstSessionResume::landedFixOnDiskReproducesAfterFix()
{
    const ResumePoint point = ResumePoint::of(landedRecord(QStringLiteral("running_pytest: pytest")), kFixed, false);
    QCOMPARE(point.step, Step::ReproduceAfterFix);
    QVERIFY(!point.loaderChanged);
    QCOMPARE(point.loaderWithFix.value_or(QByteArray()), kFixed);
    QCOMPARE(point.loaderOriginal.value_or(QByteArray()), kOriginal);
    QVERIFY(point.note.contains(QStringLiteral("tiny/pytorch/loader.py:5")));
}

void TstSessionResume::fixInFlightCountsWhenOnDisk()
{
    // Saved just after the write, before the repro said whether it works.
    TriageRecord record = landedRecord(QStringLiteral("reproducing_after: CPU repro after the fix"));
    record.fix.result = TriageRecord::Fix::Result::NotAttempted;
    QCOMPARE(ResumePoint::of(record, kFixed, false).step, Step::ReproduceAfterFix);
    // Saved while waiting for approval: the original loader is no surprise.
    record.stateNote = QStringLiteral("awaiting_fix_approval: loader.py:5: add dtype");
    const ResumePoint waiting = ResumePoint::of(record, kOriginal, false);
    QCOMPARE(waiting.step, Step::FromStart);
    QVERIFY(!waiting.loaderChanged);
}

void TstSessionResume::revertedLoaderStartsOver()
{
    const TriageRecord record = landedRecord(QStringLiteral("running_pytest: pytest"));
    for (const auto& onDisk : {std::optional<QByteArray>(kOriginal), std::optional<QByteArray>()}) {
        const ResumePoint point = ResumePoint::of(record, onDisk, true);
        QCOMPARE(point.step, Step::FromStart);
        QVERIFY(point.loaderChanged);
        QVERIFY(point.note.contains(QStringLiteral("no longer holds the fix")));
        QVERIFY(point.note.contains(QStringLiteral("starting over at step 1")));
    }
}

void TstSessionResume::recordedPytestPlansYaml()
{
    TriageRecord record = landedRecord(QStringLiteral("awaiting_yaml_approval"));
    record.junitSource = QStringLiteral("/somewhere/pytest-1.xml");
    const ResumePoint point = ResumePoint::of(record, kFixed, true);
    QCOMPARE(point.step, Step::PlanYaml);
    QCOMPARE(point.loaderOriginal.value_or(QByteArray()), kOriginal);
    // A YAML conflict stopped it: plan again, too.
    record.state = TriageRecord::State::Stopped;
    record.stateNote = QStringLiteral("stopped: YAML conflict: changed on disk");
    record.yamlDiff = QStringLiteral("--- a/x\n");
    QCOMPARE(ResumePoint::of(record, kFixed, true).step, Step::PlanYaml);
    // No fix at all (op not implemented): plans from the record alone.
    TriageRecord noFix = record;
    noFix.fix = {};
    noFix.loaderDiff.clear();
    QCOMPARE(ResumePoint::of(noFix, kOriginal, true).step, Step::PlanYaml);
}

void TstSessionResume::planWithoutJUnitFileReproducesAgain()
{
    TriageRecord record = landedRecord(QStringLiteral("awaiting_yaml_approval"));
    record.junitSource = QStringLiteral("/gone/pytest-1.xml");
    QCOMPARE(ResumePoint::of(record, kFixed, /*junitExists=*/false).step, Step::ReproduceAfterFix);
}

void TstSessionResume::nothingLandedStartsOver()
{
    TriageRecord record;
    record.key = QStringLiteral("x/pytorch-single_device-training");
    record.stateNote = QStringLiteral("failed: the repro crashed: killed by signal 9 (SIGKILL)");
    const ResumePoint point = ResumePoint::of(record, kOriginal, false);
    QCOMPARE(point.step, Step::FromStart);
    QVERIFY(!point.loaderChanged);
}

// A demo copy with its speecht5 loader and training YAML "written" by a session.
struct WrittenDemo {
    QString root, loader, yaml;
    QByteArray loaderBefore, loaderAfter, yamlBefore, yamlAfter;
};

static WrittenDemo writtenDemo(const QString& parent)
{
    WrittenDemo demo;
    demo.root = copyDemo(parent).value_or(QString());
    demo.loader = QDir(demo.root).filePath(kSpeechLoader);
    demo.yaml = QDir(demo.root).filePath(kTrainingYaml);
    demo.loaderBefore = readFile(demo.loader);
    demo.yamlBefore = readFile(demo.yaml);
    demo.loaderAfter = speechLoaderAfterFix(demo.loaderBefore);
    demo.yamlAfter = QByteArray(demo.yamlBefore).replace("status: NOT_SUPPORTED_SKIP", "status: KNOWN_FAILURE_XFAIL");
    writeFile(demo.loader, demo.loaderAfter);
    writeFile(demo.yaml, demo.yamlAfter);
    return demo;
}

void TstSessionResume::undoRestoresBothFilesByteForByte()
{
    QTemporaryDir tmp;
    const WrittenDemo demo = writtenDemo(tmp.path());
    QVERIFY(!demo.root.isEmpty() && demo.loaderAfter != demo.loaderBefore && demo.yamlAfter != demo.yamlBefore);
    SessionUndo undo;
    undo.checkoutRoot = demo.root;
    undo.loader = WrittenFile{demo.loader, demo.loaderAfter, demo.loaderBefore, {}, {}, false};
    undo.yaml = WrittenFile{demo.yaml, demo.yamlAfter, demo.yamlBefore, {}, {}, false};
    const auto done = undo.runBlocking();
    QVERIFY2(done.has_value(), qPrintable(done ? QString() : done.error().toString()));
    QVERIFY(done->contains(QStringLiteral("speecht5/pytorch/loader.py")));
    QCOMPARE(readFile(demo.loader), demo.loaderBefore);
    QCOMPARE(readFile(demo.yaml), demo.yamlBefore);
}

void TstSessionResume::undoFromRecordedDiffs()
{
    QTemporaryDir tmp;
    const WrittenDemo demo = writtenDemo(tmp.path());
    SessionUndo undo;
    undo.checkoutRoot = demo.root;
    undo.loader = WrittenFile{demo.loader, {}, {}, UnifiedDiff::make(demo.loaderBefore, demo.loaderAfter, QStringLiteral("speecht5/pytorch/loader.py")), {}, false};
    undo.yaml = WrittenFile{demo.yaml, {}, {}, UnifiedDiff::make(demo.yamlBefore, demo.yamlAfter, QStringLiteral("t.yaml")), {}, false};
    QVERIFY(undo.run().result().has_value());
    QCOMPARE(readFile(demo.loader), demo.loaderBefore);
    QCOMPARE(readFile(demo.yaml), demo.yamlBefore);
}

void TstSessionResume::undoConflictWritesNothing()
{
    QTemporaryDir tmp;
    const WrittenDemo demo = writtenDemo(tmp.path());
    const QByteArray yamlChanged = demo.yamlAfter + "# edited later\n";
    QVERIFY(writeFile(demo.yaml, yamlChanged));
    SessionUndo undo;
    undo.checkoutRoot = demo.root;
    undo.loader = WrittenFile{demo.loader, demo.loaderAfter, demo.loaderBefore, {}, {}, false};
    undo.yaml = WrittenFile{demo.yaml, demo.yamlAfter, demo.yamlBefore, {}, {}, false};
    const auto done = undo.runBlocking();
    QVERIFY(!done.has_value());
    QVERIFY(done.error().message.contains(QStringLiteral("changed since the session wrote it")));
    // The loader was fine, but a conflict anywhere writes nothing anywhere.
    QCOMPARE(readFile(demo.loader), demo.loaderAfter);
    QCOMPARE(readFile(demo.yaml), yamlChanged);
}

QTEST_GUILESS_MAIN(TstSessionResume)
#include "tst_sessionresume.moc"
