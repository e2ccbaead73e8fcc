// TriageCoordinator on a copy of the demo checkout with real torch (CASES.md;
// pytest's results come from tests/data/junit/demo_after_all_fixes.xml to keep it
// fast): a run of two loaders in parallel with yes (progress, the loader-wide
// scope covering a sibling key, what lands on disk), a YAML changed on disk
// between a session's plan and its write (the session plans again and writes
// both), interactive mode where sessions wait for the test's approvals and two
// YAML writes are forced to interleave (the second one is planned again and asks
// again), cancel, and two runs sharing a loader (one session of it at a time).
#include "config/configfile.h"
#include "demofixture.h"
#include "session/triagecoordinator.h"
#include "session/triagerun.h"
#include "session/triagesession.h"

#include <QDirIterator>
#include <QSignalSpy>
#include <QtTest>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

const QString kDla1x = QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training");
const QString kDla2x = QStringLiteral("centernet/pytorch-Dla2x_Coco-single_device-training");
const QString kAfterAllFixes = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_all_fixes.xml");

const TriageRecord* recordOf(const QList<TriageRecord>& records, const QString& key)
{
    for (const TriageRecord& record : records) {
        if (record.key == key)
            return &record;
    }
    return nullptr;
}

}  // namespace

class TstTriageCoordinator : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_demo.startWorker(); }
    void init() { m_demo.newCopy(); }
    void cleanupTestCase() { m_demo.stopWorker(); }

    void twoLoadersInParallelWithYes();
    void yamlChangedBeforeTheWriteIsReplanned();
    void interactiveSessionsWaitAndInterleavedWritesReplan();
    void cancelWhileWaitingWritesNothing();
    void runsShareTheLoaderRule();

private:
    TriageCoordinatorConfig config(int jobs, bool yes) const;
    QString yamlPath() const { return m_demo.path(kTrainingYaml); }
    // The fields of `key` in the training YAML as it is on disk (a failed parse fails the test).
    Entry entry(const QString& key) const;
    static TriageSession* sessionFor(const TriageCoordinator& coordinator, const QString& key);

    DemoFixture m_demo;
};

TriageCoordinatorConfig TstTriageCoordinator::config(int jobs, bool yes) const
{
    TriageCoordinatorConfig config;
    config.session.checkoutRoot = m_demo.root();
    config.session.interpreter = QStringLiteral(DTRIAGE_PYTHON);
    config.session.importedJUnit = kAfterAllFixes;
    config.jobs = jobs;
    config.yes = yes;
    config.sessionRoot = m_demo.tmpPath(QStringLiteral("sessions-%1").arg(m_demo.copies()));
    return config;
}

Entry TstTriageCoordinator::entry(const QString& key) const
{
    const auto file = ConfigFile::load(yamlPath());
    if (!file) {
        qWarning("%s", qPrintable(file.error().toString()));
        return {};
    }
    const Entry* found = file->find(key);
    return found ? *found : Entry{};
}

TriageSession* TstTriageCoordinator::sessionFor(const TriageCoordinator& coordinator, const QString& key)
{
    TriageSession* newest = nullptr;
    for (TriageSession* session : coordinator.sessions()) {
        if (session->key() == key)
            newest = session;
    }
    return newest;
}

void TstTriageCoordinator::twoLoadersInParallelWithYes()
{
    const QByteArray loaderBefore = readFile(m_demo.path(kSpeechLoader));
    TriageCoordinator coordinator(config(2, true));
    QSignalSpy started(&coordinator, &TriageCoordinator::sessionStarted);
    int mostAtOnce = 0;
    connect(&coordinator, &TriageCoordinator::sessionStarted, this, [&coordinator, &mostAtOnce](TriageSession*) {
        mostAtOnce = std::max(mostAtOnce, coordinator.runningSessions());
    });
    TriageRun* batch = coordinator.start({kDla1x, kDla2x, kSpeechKey, QStringLiteral("not a key")});
    QSignalSpy progress(batch, &TriageRun::progress);
    QSignalSpy finishedEntries(batch, &TriageRun::entryFinished);
    QSignalSpy skipped(batch, &TriageRun::entrySkipped);
    QSignalSpy finished(batch, &TriageRun::finished);
    QCOMPARE(batch->total(), 4);
    QTRY_VERIFY_WITH_TIMEOUT(batch->isFinished(), kTimeoutMs);
    QCOMPARE(finished.size(), 1);

    // Two sessions (one per loader), both at once; Dla2x was in Dla1x's scope.
    QCOMPARE(started.size(), 2);
    QCOMPARE(mostAtOnce, 2);
    QCOMPARE(finishedEntries.size(), 2);
    QCOMPARE(skipped.size(), 2);
    QStringList skippedKeys;
    for (const auto& args : std::as_const(skipped))
        skippedKeys << args[0].toString();
    QVERIFY(skippedKeys.contains(QStringLiteral("not a key")));
    QVERIFY(skippedKeys.contains(kDla2x));
    for (const auto& args : std::as_const(skipped)) {
        if (args[0].toString() == kDla2x)
            QVERIFY2(args[1].toString().contains(kDla1x), qPrintable(args[1].toString()));
    }
    QCOMPARE(progress.size(), 4);
    for (int i = 0; i < progress.size(); ++i) {
        QCOMPARE(progress[i][0].toInt(), i + 1);
        QCOMPARE(progress[i][1].toInt(), 4);
    }
    QCOMPARE(batch->finishedCount(), 4);
    QCOMPARE(batch->failedCount(), 0);
    QVERIFY(batch->sessions().isEmpty());
    QCOMPARE(coordinator.runningSessions(), 0);

    const QList<TriageRecord> records = batch->records();
    QCOMPARE(records.size(), 2);
    for (const TriageRecord& record : records)
        QVERIFY2(record.state == TriageRecord::State::Done, qPrintable(record.key + u' ' + record.stateNote));
    const TriageRecord* speech = recordOf(records, kSpeechKey);
    QVERIFY(speech);
    QCOMPARE(speech->fix.result, TriageRecord::Fix::Result::Works);
    QVERIFY(speech->entries[0].yaml.written);
    const TriageRecord* dla = recordOf(records, kDla1x);
    QVERIFY(dla);
    QCOMPARE(dla->entries.size(), 2);

    // On disk: both loaders' outcomes, in one file that still parses.
    const Entry speechEntry = entry(kSpeechKey);
    QCOMPARE(speechEntry.status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QCOMPARE(speechEntry.reason(), QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique"));
    QCOMPARE(entry(kDla1x).status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QCOMPARE(entry(kDla1x).reason(), QStringLiteral("RuntimeError: 'cdist' not implemented for 'BFloat16'"));
    const QByteArray loaderAfter = readFile(m_demo.path(kSpeechLoader));
    QVERIFY(loaderAfter != loaderBefore);
    QVERIFY(loaderAfter.contains("(1, 1, self.model.config.num_mel_bins), dtype=dtype_override"));
}

// Someone edits the YAML after the session planned and before the coordinator
// lets it write: the write is refused, the session plans the same outcomes
// against the file as it is now and (holding the YAML turn) writes that; the
// other edit survives.
void TstTriageCoordinator::yamlChangedBeforeTheWriteIsReplanned()
{
    TriageCoordinator coordinator(config(1, true));
    QStringList diffs;
    const QByteArray foreign = "# edited while the batch ran\n";
    connect(&coordinator, &TriageCoordinator::sessionStarted, this, [this, foreign, &diffs](TriageSession* session) {
        connect(session, &TriageSession::needsApproval, this,
                [this, foreign, &diffs](TriageSession::ApprovalKind kind, const QString& diff) {
                    if (kind != TriageSession::ApprovalKind::YamlPlan)
                        return;
                    // Runs before the coordinator's approval (queued): plan made, write not yet.
                    if (diffs.isEmpty())
                        QVERIFY(writeFile(yamlPath(), foreign + readFile(yamlPath())));
                    diffs << diff;
                });
    });
    TriageRun* batch = coordinator.start({kDla1x});
    QTRY_VERIFY_WITH_TIMEOUT(batch->isFinished(), kTimeoutMs);
    QCOMPARE(diffs.size(), 2);  // the stale plan, then the one written
    QVERIFY(diffs[1].contains(QStringLiteral("+    status: KNOWN_FAILURE_XFAIL")));
    QVERIFY(diffs[1] != diffs[0]);
    QCOMPARE(batch->failedCount(), 0);

    const QByteArray yaml = readFile(yamlPath());
    QVERIFY(yaml.startsWith(foreign));  // nothing lost
    QCOMPARE(entry(kDla1x).status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QCOMPARE(entry(kDla1x).bringupStatus(), QStringLiteral("FAILED_FE_COMPILATION"));
    const QList<TriageRecord> records = batch->records();
    QCOMPARE(records.size(), 1);
    QCOMPARE(records[0].state, TriageRecord::State::Done);
    QVERIFY2(records[0].stateNote.contains(QStringLiteral("re-planned")), qPrintable(records[0].stateNote));
    QVERIFY(records[0].entries[0].yaml.written);
    QCOMPARE(records[0].yamlDiff, diffs[1]);
    for (const QString& item : records[0].review)
        QVERIFY2(!item.contains(QStringLiteral("not written")), qPrintable(item));
}

// Interactive mode: nothing moves past an approval until the test gives it. Both
// sessions plan their YAML against the pristine file; the first write lands, the
// second is refused, planned again and waits for a second approval.
void TstTriageCoordinator::interactiveSessionsWaitAndInterleavedWritesReplan()
{
    const QString loaderPath = m_demo.path(kSpeechLoader);
    const QByteArray loaderBefore = readFile(loaderPath);
    const QByteArray yamlBefore = readFile(yamlPath());
    TriageCoordinator coordinator(config(2, false));
    TriageRun* batch = coordinator.start({kSpeechKey, kDla1x});
    QSignalSpy finishedEntries(batch, &TriageRun::entryFinished);
    QSignalSpy progress(batch, &TriageRun::progress);

    QTRY_VERIFY_WITH_TIMEOUT(sessionFor(coordinator, kSpeechKey)
                                 && sessionFor(coordinator, kSpeechKey)->state() == State::AwaitingFixApproval,
                             kTimeoutMs);
    QCOMPARE(readFile(loaderPath), loaderBefore);  // waits: nothing written
    sessionFor(coordinator, kSpeechKey)->approveLoaderFix();

    const auto bothAwaitYaml = [&coordinator] {
        const TriageSession* speech = sessionFor(coordinator, kSpeechKey);
        const TriageSession* dla = sessionFor(coordinator, kDla1x);
        return speech && dla && speech->state() == State::AwaitingYamlApproval
            && dla->state() == State::AwaitingYamlApproval;
    };
    QTRY_VERIFY_WITH_TIMEOUT(bothAwaitYaml(), kTimeoutMs);
    QCOMPARE(readFile(yamlPath()), yamlBefore);
    QVERIFY(!batch->isFinished());
    QCOMPARE(batch->finishedCount(), 0);

    sessionFor(coordinator, kDla1x)->approveYamlPlan();
    QTRY_COMPARE_WITH_TIMEOUT(finishedEntries.size(), 1, kTimeoutMs);
    QCOMPARE(finishedEntries[0][0].toString(), kDla1x);
    QCOMPARE(entry(kDla1x).status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));

    // speecht5's plan was made from the bytes before Dla1x's write: refused, planned again.
    TriageSession* speechSession = sessionFor(coordinator, kSpeechKey);
    QSignalSpy asked(speechSession, &TriageSession::needsApproval);
    speechSession->approveYamlPlan();
    QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, kTimeoutMs);
    QCOMPARE(speechSession->state(), State::AwaitingYamlApproval);
    QVERIFY(!speechSession->yamlDiff().isEmpty());
    QCOMPARE(entry(kSpeechKey).status(), QStringLiteral("NOT_SUPPORTED_SKIP"));  // not before approval
    QVERIFY(!batch->isFinished());
    speechSession->approveYamlPlan();
    QTRY_VERIFY_WITH_TIMEOUT(batch->isFinished(), kTimeoutMs);

    QCOMPARE(progress.size(), 2);
    QCOMPARE(batch->failedCount(), 0);
    const Entry speech = entry(kSpeechKey);
    QCOMPARE(speech.status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QCOMPARE(speech.bringupStatus(), QStringLiteral("FAILED_TTMLIR_COMPILATION"));
    QCOMPARE(entry(kDla1x).status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));  // not lost
    QCOMPARE(entry(kDla1x).reason(), QStringLiteral("RuntimeError: 'cdist' not implemented for 'BFloat16'"));
    const QList<TriageRecord> records = batch->records();
    QCOMPARE(records.size(), 2);
    QCOMPARE(records[0].key, kDla1x);  // finishing order
    QCOMPARE(records[1].key, kSpeechKey);
    QCOMPARE(records[1].state, TriageRecord::State::Done);
    QVERIFY(records[1].entries[0].yaml.written);
    QVERIFY(records[1].stateNote.contains(QStringLiteral("re-planned")));
    QVERIFY(loaderBefore != readFile(loaderPath));
    // The session's saved record says how it ended, not the refused write.
    const auto savedState = [this] {
        QDirIterator it(m_demo.tmpPath(QStringLiteral("sessions-%1").arg(m_demo.copies())),
                        {QStringLiteral("record.json")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const auto record = RecordFile::load(it.next());
            if (record && record->key == kSpeechKey)
                return record->stateNote;
        }
        return QString();
    };
    QTRY_VERIFY_WITH_TIMEOUT(savedState().contains(QStringLiteral("re-planned")), 10000);
}

void TstTriageCoordinator::cancelWhileWaitingWritesNothing()
{
    const auto before = snapshot(m_demo.root(), PyCache::Skip);
    TriageCoordinator coordinator(config(1, false));
    TriageRun* batch = coordinator.start({kSpeechKey, kDla1x});
    QTRY_VERIFY_WITH_TIMEOUT(sessionFor(coordinator, kSpeechKey)
                                 && sessionFor(coordinator, kSpeechKey)->state() == State::AwaitingFixApproval,
                             kTimeoutMs);
    // A waiting session frees its job slot: with jobs 1 the other loader started.
    QTRY_VERIFY_WITH_TIMEOUT(sessionFor(coordinator, kDla1x) != nullptr, kTimeoutMs);
    batch->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(batch->isFinished(), kTimeoutMs);
    QCOMPARE(batch->finishedCount(), 2);
    QCOMPARE(batch->records().size(), 2);
    QVERIFY(batch->sessions().isEmpty());
    QCOMPARE(snapshot(m_demo.root(), PyCache::Skip), before);
}

// The hard rule holds across runs: a single triage of a loader that a batch's
// session is working on waits for that session, then runs (no scope skip:
// the user asked for it).
void TstTriageCoordinator::runsShareTheLoaderRule()
{
    TriageCoordinator coordinator(config(2, false));
    TriageRun* batch = coordinator.start({kDla1x});
    QTRY_VERIFY_WITH_TIMEOUT(sessionFor(coordinator, kDla1x)
                                 && sessionFor(coordinator, kDla1x)->state() == State::AwaitingYamlApproval,
                             kTimeoutMs);
    TriageRun* single = coordinator.start({kDla2x});
    QCOMPARE(sessionFor(coordinator, kDla2x), nullptr);  // Dla1x's session holds the loader
    QCOMPARE(coordinator.sessions().size(), 1);
    sessionFor(coordinator, kDla1x)->rejectYamlPlan();
    QTRY_VERIFY_WITH_TIMEOUT(batch->isFinished(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(sessionFor(coordinator, kDla2x) != nullptr, kTimeoutMs);
    QVERIFY(waitForSettled(*sessionFor(coordinator, kDla2x)));
    sessionFor(coordinator, kDla2x)->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(single->isFinished(), kTimeoutMs);
    QCOMPARE(single->records().size(), 1);
    QCOMPARE(single->records()[0].key, kDla2x);
}

QTEST_GUILESS_MAIN(TstTriageCoordinator)
#include "tst_triagecoordinator.moc"
