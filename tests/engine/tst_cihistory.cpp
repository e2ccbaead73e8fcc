// The training YAML against the demo's recorded weekly runs (CASES.md "Recorded CI
// runs": two archs, three runs, a re-run job, a timed-out job, a flaky entry, an
// entry passing on p150 only, a regression): exactly the expected proposals; the
// marks behind them; approving them writes the YAML the test expects, every other
// byte as it was, and read again the runs ask for nothing more. Then what is left
// out and said: a run in progress, a run of another workflow, a run given twice, a
// report broken off, a test passing only on its job's re-run.
#include "cihistory/cihistory.h"
#include "cihistory/rundigest.h"
#include "config/configeditor.h"
#include "recordedruns.h"

#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;
using namespace dtriage::testing;
using Kind = HistoryProposal::Kind;
using Mark = RunMark::Kind;

namespace {

QString trainingYaml()
{
    return QStringLiteral(DTRIAGE_DEMO_DIR "/") + kTrainingYaml;
}

QStringList keysOf(const QList<const EntryHistory*>& entries)
{
    QStringList keys;
    for (const EntryHistory* h : entries)
        keys << h->key;
    return keys;
}

QString strip(const EntryHistory& h, const QString& arch)
{
    QString out;
    for (const RunMark& mark : h.on(arch)->marks)
        out += mark.glyph();
    return out;
}

}  // namespace

class TestCiHistory : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;

    CiHistory read(const QStringList& folders, const QString& training = trainingYaml())
    {
        const Result<CiHistory> history = CiHistory::read(training, folders);
        if (!history)
            qFatal("%s", qPrintable(history.error().toString()));
        return *history;
    }

private Q_SLOTS:
    void theRecordedRunsProposeExactly()
    {
        const CiHistory history = read(weeklyRunFolders());
        QCOMPARE(history.runs.size(), 3);
        QCOMPARE(history.runs.first().id, 19090000003);
        QCOMPARE(history.runs[1].attempt, 2);
        QCOMPARE(history.arches, (QStringList{QStringLiteral("n150"), QStringLiteral("p150")}));
        QVERIFY2(history.problems.isEmpty(), qPrintable(history.problems.join(u'\n')));
        QCOMPARE(history.entries.size(), 33);  // the weekly's selection: 16 xfail (densenet then), 17 skip
        QCOMPARE(keysOf(history.ofKind(Kind::Regressed)), QStringList{kDensenet});
        QCOMPARE(keysOf(history.ofKind(Kind::Promote)), (QStringList{kNoMask, kVitKey}));
        QCOMPARE(keysOf(history.ofKind(Kind::Record)), (QStringList{kDgcnn, kImagenet}));
        QCOMPARE(keysOf(history.ofKind(Kind::Flaky)), QStringList{kEfficientdet});
        QCOMPARE(history.changingKeys(), (QStringList{kDensenet, kNoMask, kVitKey, kDgcnn, kImagenet}));
    }

    void theMarksBehindThem()
    {
        const CiHistory history = read(weeklyRunFolders());
        // Regressed: EXPECTED_PASSING now, out of device memory in every run it ran;
        // the newest run's n150 job of its group timed out before its report.
        const EntryHistory& densenet = *history.entry(kDensenet);
        QCOMPARE(strip(densenet, QStringLiteral("n150")), QStringLiteral("⌛✗✗"));
        QCOMPARE(strip(densenet, QStringLiteral("p150")), QStringLiteral("✗✗✗"));
        const RunMark& timedOut = densenet.on(QStringLiteral("n150"))->marks.first();
        QCOMPARE(timedOut.absence, RunMark::Absence::JobTimedOut);
        QCOMPARE(timedOut.jobId, 190900000030);
        const RunMark& oom = densenet.on(QStringLiteral("p150"))->marks.first();
        QCOMPARE(oom.stage, QStringLiteral("FAILED_RUNTIME"));
        QVERIFY(oom.error.startsWith(QLatin1String("Out of Memory: Not enough space")));
        QCOMPARE(densenet.proposal.change.set.size(), 3);
        // The second run's first p150 job was re-run: its reports are attempt 2's.
        const EntryHistory& vit = *history.entry(kVitKey);
        QCOMPARE(vit.on(QStringLiteral("p150"))->marks[1].attempt, 2);
        QCOMPARE(strip(vit, QStringLiteral("n150")) + strip(vit, QStringLiteral("p150")), QStringLiteral("✓✓✓✓✓✓"));
        // One arch only: the form tt-xla's files use.
        const EntryHistory& noMask = *history.entry(kNoMask);
        QCOMPARE(noMask.proposal.archs, QStringList{QStringLiteral("p150")});
        QCOMPARE(noMask.proposal.change.arches.size(), 1);
        QVERIFY(noMask.proposal.change.set.isEmpty());
        // The flaky entry: a dispatch timeout on p150 in the second run only.
        const EntryHistory& flaky = *history.entry(kEfficientdet);
        QCOMPARE(strip(flaky, QStringLiteral("p150")), QStringLiteral("✓✗✓"));
        QVERIFY(flaky.proposal.change.isEmpty());
        QCOMPARE(flaky.on(QStringLiteral("p150"))->marks[1].stage, QStringLiteral("FAILED_RUNTIME"));
        // Skipped entries were not run: no proposal, whatever their reason says.
        const EntryHistory& speecht5 = *history.entry(kSpeechKey);
        QCOMPARE(strip(speecht5, QStringLiteral("p150")), QStringLiteral("–––"));
        QCOMPARE(speecht5.on(QStringLiteral("p150"))->marks.first().kind, Mark::NotRun);
        QCOMPARE(speecht5.proposal.kind, Kind::None);
        // A failure a family takes links to that family's triage; its reason agrees
        // with the runner's torch-1.13 str(e) through the family's canonical form.
        const EntryHistory& detr101 = *history.entry(QStringLiteral("detr/pytorch-ResNet101-single_device-training"));
        QCOMPARE(detr101.family, QStringLiteral("dtype"));
        QCOMPARE(detr101.proposal.kind, Kind::None);
        QCOMPARE(history.entry(QStringLiteral("roberta_mc/pytorch-Tiny-single_device-training"))->family, QStringLiteral("unpack"));
        QCOMPARE(history.entry(QStringLiteral("t5_dict/pytorch-Small-single_device-training"))->family, QStringLiteral("inputs"));
        QVERIFY(history.entry(kDgcnn)->family.isEmpty());
    }

    // Approving every proposal writes exactly the expected blocks; read again, the
    // runs ask for nothing but keep the flaky entry listed.
    void approvingWritesTheExpectedYaml()
    {
        const auto demo = copyDemo(m_work.filePath(QStringLiteral("approve")));
        QVERIFY(demo);
        const QString yaml = QDir(*demo).filePath(kTrainingYaml);
        const QByteArray before = readFile(yaml);
        CiHistory history = read(weeklyRunFolders(), yaml);
        const auto file = ConfigFile::load(yaml);
        QVERIFY(file);
        const auto plan = ConfigEditor::planAll(*file, history.changesFor(history.changingKeys()), *demo);
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        QVERIFY(ConfigEditor::write(*plan));
        const QByteArray expected = withEdits(before, kWeeklyEdits);
        QVERIFY(!expected.isEmpty());
        QCOMPARE(readFile(yaml), expected);
        history = read(weeklyRunFolders(), yaml);
        QVERIFY(history.changingKeys().isEmpty());
        QCOMPARE(keysOf(history.ofKind(Kind::Flaky)), QStringList{kEfficientdet});
    }

    // Some of the proposals: only theirs are written.
    void aSelectionWritesOnlyIt()
    {
        const auto demo = copyDemo(m_work.filePath(QStringLiteral("some")));
        QVERIFY(demo);
        const QString yaml = QDir(*demo).filePath(kTrainingYaml);
        const QByteArray before = readFile(yaml);
        const CiHistory history = read(weeklyRunFolders(), yaml);
        const auto plan = ConfigEditor::planAll(*ConfigFile::load(yaml), history.changesFor({kVitKey, kNoMask}), *demo);
        QVERIFY(plan);
        QVERIFY(ConfigEditor::write(*plan));
        QCOMPARE(readFile(yaml), withEdits(before, {kWeeklyEdits[1], kWeeklyEdits[2]}));
    }

    void runsThatCannotBeTakenAreSaid()
    {
        const QString runs = copyWeeklyRuns(m_work.filePath(QStringLiteral("left-out")));
        QVERIFY(!runs.isEmpty());
        const QString newest = QDir(runs).filePath(kWeeklyRuns[0]);
        const QString middle = QDir(runs).filePath(kWeeklyRuns[1]);
        QVERIFY(setRunField(newest, QStringLiteral("status"), QStringLiteral("in_progress")));
        QVERIFY(setRunField(middle, QStringLiteral("workflowName"), QStringLiteral("On nightly")));
        const QStringList folders{newest, middle, QDir(runs).filePath(kWeeklyRuns[2]), QDir(runs).filePath(kWeeklyRuns[2])};
        // The weekly training's runs asked for: the one of another workflow is said.
        const Result<CiHistory> read = CiHistory::read(trainingYaml(), folders, {QStringLiteral("On weekly training")});
        QVERIFY(read);
        const CiHistory& history = *read;
        QCOMPARE(history.runs.size(), 1);
        QCOMPARE(history.runs.first().id, 19070000001);
        const QString said = history.problems.join(u'\n');
        QVERIFY2(said.contains(QStringLiteral("run 19090000003 is in_progress, not completed: left out")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("run 19080000002 is of the workflow “On nightly”, not “On weekly training”")),
                 qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("run 19070000001 was given twice")), qPrintable(said));
        // One run is not evidence enough to differ from three: vit still passes everywhere.
        QCOMPARE(history.entry(kVitKey)->proposal.kind, Kind::Promote);
    }

    // A report that breaks off mid-way: what it held is unread, never a pass; an
    // entry whose run says nothing readable is not promoted on it.
    void aBrokenReportIsUnreadNotPassed()
    {
        const QString runs = copyWeeklyRuns(m_work.filePath(QStringLiteral("broken")));
        const QString newest = QDir(runs).filePath(kWeeklyRuns[0]);
        QDirIterator it(newest, {QStringLiteral("report_190900000032.xml")}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(it.hasNext());
        const QString report = it.next();
        const QByteArray bytes = readFile(report);
        QVERIFY(writeFile(report, bytes.left(bytes.indexOf("vit/pytorch-Tiny_Patch16") + 10)));
        const CiHistory history = read({newest, QDir(runs).filePath(kWeeklyRuns[1]), QDir(runs).filePath(kWeeklyRuns[2])});
        QVERIFY2(history.problems.join(u'\n').contains(QLatin1String("broke off")), qPrintable(history.problems.join(u'\n')));
        const RunMark& vit = history.entry(kVitKey)->on(QStringLiteral("p150"))->marks.first();
        QCOMPARE(vit.kind, Mark::Unread);
        QCOMPARE(history.entry(kVitKey)->proposal.kind, Kind::None);
        QVERIFY(history.entry(kVitKey)->proposal.why.contains(QLatin1String("promote after a run that covers it")));
    }

    // The second run's p150 job of efficientdet's group re-run too (attempt 2), with
    // the first run's report of that group: it failed in attempt 1 and passed in 2.
    void aPassOnlyOnARerunIsFlaky()
    {
        const QString runs = copyWeeklyRuns(m_work.filePath(QStringLiteral("retry")));
        const QString middle = QDir(runs).filePath(kWeeklyRuns[1]);
        const QString passing = QDir(runs).filePath(kWeeklyRuns[2]);
        QDirIterator it(passing, {QStringLiteral("report_190700000013.xml")}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(it.hasNext());
        const QByteArray report = readFile(it.next());
        const QString artifact = QStringLiteral(
            "test-reports-5f3a9c1e-2.3-p150-p150_and_training_and_weekly_and_not_large_and_(known_failure_xfail_or_not_"
            "supported_skip)-190800000027");
        QVERIFY(writeFile(QDir(middle).filePath(artifact + QStringLiteral("/report_190800000027.xml")), report));
        const CiHistory history = read({QDir(runs).filePath(kWeeklyRuns[0]), middle, passing});
        const RunMark& retried = history.entry(kEfficientdet)->on(QStringLiteral("p150"))->marks[1];
        QCOMPARE(retried.kind, Mark::PassedOnRetry);
        QCOMPARE(retried.attempt, 2);
        QVERIFY2(retried.error.contains(QLatin1String("Timeout in dispatch kernel")), qPrintable(retried.error));
        QCOMPARE(history.entry(kEfficientdet)->proposal.kind, Kind::Flaky);
        QVERIFY(history.entry(kEfficientdet)->proposal.why.contains(QLatin1String("passed only on a re-run 1")));
    }

    // vit's p150 job timed out in every run: its n150 passes promote n150 alone
    // (arch_overrides); nothing is said of p150, which no run saw. densenet's p150
    // job too: its regression is n150's.
    void anArchNeverSeenIsNotChangedFromTheTop()
    {
        const QString runs = copyWeeklyRuns(m_work.filePath(QStringLiteral("unseen")));
        QStringList folders;
        for (const QString& id : kWeeklyRuns) {
            folders << QDir(runs).filePath(id);
            QVERIFY(timeOutJobOf(folders.last(), QStringLiteral("p150"), kVitKey) > 0);
            timeOutJobOf(folders.last(), QStringLiteral("p150"), kDensenet);  // 0: vit's job held it too
        }
        const CiHistory history = read(folders);
        const EntryHistory& vit = *history.entry(kVitKey);
        QCOMPARE(strip(vit, QStringLiteral("p150")), QStringLiteral("⌛⌛⌛"));
        QCOMPARE(vit.proposal.kind, Kind::Promote);
        QCOMPARE(vit.proposal.archs, QStringList{QStringLiteral("n150")});
        QVERIFY(vit.proposal.change.set.isEmpty() && vit.proposal.change.remove.isEmpty());
        QCOMPARE(vit.proposal.change.arches.size(), 1);
        QCOMPARE(vit.proposal.change.arches.first().arch, QStringLiteral("n150"));
        const EntryHistory& densenet = *history.entry(kDensenet);
        QCOMPARE(densenet.proposal.kind, Kind::Regressed);
        QCOMPARE(densenet.proposal.archs, QStringList{QStringLiteral("n150")});
        QVERIFY(densenet.proposal.change.set.isEmpty());
    }

    // dgcnn fails otherwise on p150 (its p150 reports say another error): a YAML that
    // already says each arch's error asks for nothing; one that says none records
    // the newest failure's at the top and the other arch's in its override.
    void eachArchKeepsItsOwnReason()
    {
        const QString runs = copyWeeklyRuns(m_work.filePath(QStringLiteral("per-arch")));
        QStringList folders;
        for (const QString& id : kWeeklyRuns) {
            folders << QDir(runs).filePath(id);
            QDirIterator it(folders.last(), {QStringLiteral("report_*.xml")}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString report = it.next();
                if (report.contains(QLatin1String("-p150-")))
                    QVERIFY(writeFile(report, readFile(report).replace("index 24 is out of bounds for dimension 0 with size 24",
                                                                       "size of tensor a (48) must match the size of tensor b (24) at non-singleton dimension 0")));
            }
        }
        const auto demo = copyDemo(m_work.filePath(QStringLiteral("per-arch-demo")));
        QVERIFY(demo);
        const QString yaml = QDir(*demo).filePath(kTrainingYaml);
        const QByteArray plain = readFile(yaml);
        const QByteArray block = "  dgcnn/pytorch-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
                                 "    bringup_status: FAILED_FE_COMPILATION\n";
        QCOMPARE(plain.count(block), 1);
        QByteArray both = plain;
        both.replace(block, block + "    reason: \"index 24 is out of bounds for dimension 0 with size 24\"\n"
                                    "    arch_overrides:\n      p150:\n"
                                    "        reason: \"size of tensor a (48) must match the size of tensor b (24) at non-singleton dimension 0\"\n");
        QVERIFY(writeFile(yaml, both));
        const CiHistory recorded = read(folders, yaml);
        QCOMPARE(recorded.entry(kDgcnn)->proposal.kind, Kind::None);

        QVERIFY(writeFile(yaml, plain));
        const CiHistory unrecorded = read(folders, yaml);
        const EntryHistory& none = *unrecorded.entry(kDgcnn);
        QCOMPARE(none.proposal.kind, Kind::Record);  // n150's newest run timed out: p150's failure is the newest
        QCOMPARE(none.proposal.change.set,
                 (QList<QPair<QString, QString>>{{QStringLiteral("reason"), QStringLiteral("size of tensor a (48) must match the size of tensor b (24) at non-singleton dimension 0")}}));
        QCOMPARE(none.proposal.change.arches.size(), 1);
        QCOMPARE(none.proposal.change.arches.first().arch, QStringLiteral("n150"));
        QCOMPARE(none.proposal.change.arches.first().set.first().second,
                 QStringLiteral("index 24 is out of bounds for dimension 0 with size 24"));
    }

    // A run read once is read from its digest next time, with the same history; a
    // report changed since rules the digest out, and a digest that does not read
    // is no digest.
    void aDigestStandsForItsRunUntilItChanges()
    {
        const QString runs = copyWeeklyRuns(m_work.filePath(QStringLiteral("digest")));
        QStringList folders;
        for (const QString& id : kWeeklyRuns)
            folders << QDir(runs).filePath(id);
        const RunDigest digest(m_work.filePath(QStringLiteral("digests")));
        const auto first = CiHistory::read(trainingYaml(), folders, {}, &digest);
        QVERIFY(first);
        QCOMPARE(QDir(m_work.filePath(QStringLiteral("digests"))).entryList(QDir::Files).size(), 3);
        const auto kept = digest.load(*RecordedRun::open(folders.first()));
        QVERIFY(kept);
        QCOMPARE(kept->size(), 3);
        const auto second = CiHistory::read(trainingYaml(), folders, {}, &digest);
        QVERIFY(second);
        QCOMPARE(second->changingKeys(), first->changingKeys());
        QCOMPARE(second->testcases, first->testcases);
        QCOMPARE(strip(*second->entry(kEfficientdet), QStringLiteral("p150")), QStringLiteral("✓✗✓"));
        QCOMPARE(second->entry(kDensenet)->on(QStringLiteral("p150"))->marks.first().error,
                 first->entry(kDensenet)->on(QStringLiteral("p150"))->marks.first().error);
        // The newest run's p150 report of vit's group, cut: the digest no longer stands for it.
        QDirIterator it(folders.first(), {QStringLiteral("report_190900000032.xml")}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(it.hasNext());
        const QString report = it.next();
        const QByteArray bytes = readFile(report);
        QVERIFY(writeFile(report, bytes.left(bytes.indexOf("vit/pytorch-Tiny_Patch16") + 10)));
        QVERIFY(!digest.load(*RecordedRun::open(folders.first())));
        const auto changed = CiHistory::read(trainingYaml(), folders, {}, &digest);
        QCOMPARE(changed->entry(kVitKey)->on(QStringLiteral("p150"))->marks.first().kind, Mark::Unread);
        // A digest cut short reads as none: the run is parsed again.
        for (const QString& name : QDir(m_work.filePath(QStringLiteral("digests"))).entryList(QDir::Files)) {
            const QString path = m_work.filePath(QStringLiteral("digests/") + name);
            QVERIFY(writeFile(path, readFile(path).left(100)));
        }
        QVERIFY(!digest.load(*RecordedRun::open(folders.last())));
        const auto again = CiHistory::read(trainingYaml(), folders, {}, &digest);
        QVERIFY(again);
        QCOMPARE(again->testcases, changed->testcases);
    }
};

QTEST_GUILESS_MAIN(TestCiHistory)
#include "tst_cihistory.moc"
