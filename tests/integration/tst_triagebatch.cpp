// TriageBatch on a copy of the demo checkout with real torch (CASES.md; pytest's
// results come from tests/data/junit/demo_after_all_fixes.xml to keep it fast):
// two loaders in parallel with yes (progress, the loader-wide scope covering a
// sibling key, what lands on disk), a YAML changed on disk between a session's
// plan and its write (the batch re-plans and writes both), interactive mode
// where sessions wait for the test's approvals and two YAML writes are forced
// to interleave (the second one is re-planned), and cancel.
#include "config/configfile.h"
#include "demofixture.h"
#include "session/triagebatch.h"
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

class TstTriageBatch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_demo.startWorker(); }
    void init() { m_demo.newCopy(); }
    void cleanupTestCase() { m_demo.stopWorker(); }

    void twoLoadersInParallelWithYes();
    void yamlChangedBeforeTheWriteIsReplanned();
    void interactiveSessionsWaitAndInterleavedWritesReplan();
    void cancelWhileWaitingWritesNothing();

private:
    TriageBatchConfig config(const QStringList& keys, int jobs, bool yes) const;
    QString yamlPath() const { return m_demo.path(kTrainingYaml); }
    // The fields of `key` in the training YAML as it is on disk (a failed parse fails the test).
    Entry entry(const QString& key) const;
    static TriageSession* sessionFor(const TriageBatch& batch, const QString& key);

    DemoFixture m_demo;
};

TriageBatchConfig TstTriageBatch::config(const QStringList& keys, int jobs, bool yes) const
{
    TriageBatchConfig config;
    config.checkoutRoot = m_demo.root();
    config.keys = keys;
    config.jobs = jobs;
    config.yes = yes;
    config.interpreter = QStringLiteral(DTRIAGE_PYTHON);
    config.importedJUnit = kAfterAllFixes;
    config.warmWorker = m_demo.readyWorker();
    config.sessionRoot = m_demo.tmpPath(QStringLiteral("sessions-%1").arg(m_demo.copies()));
    return config;
}

Entry TstTriageBatch::entry(const QString& key) const
{
    const auto file = ConfigFile::load(yamlPath());
    if (!file) {
        qWarning("%s", qPrintable(file.error().toString()));
        return {};
    }
    const Entry* found = file->find(key);
    return found ? *found : Entry{};
}

TriageSession* TstTriageBatch::sessionFor(const TriageBatch& batch, const QString& key)
{
    for (TriageSession* session : batch.sessions()) {
        if (session->record().key == key)
            return session;
    }
    return nullptr;
}

void TstTriageBatch::twoLoadersInParallelWithYes()
{
    const QByteArray loaderBefore = readFile(m_demo.path(kSpeechLoader));
    TriageBatch batch(config({kDla1x, kDla2x, kSpeechKey, QStringLiteral("not a key")}, 2, true));
    QSignalSpy started(&batch, &TriageBatch::sessionStarted);
    QSignalSpy progress(&batch, &TriageBatch::progress);
    QSignalSpy finishedEntries(&batch, &TriageBatch::entryFinished);
    QSignalSpy skipped(&batch, &TriageBatch::entrySkipped);
    QSignalSpy finished(&batch, &TriageBatch::finished);
    int mostAtOnce = 0;
    QStringList loadersAtOnce;
    connect(&batch, &TriageBatch::sessionStarted, this, [&batch, &mostAtOnce](TriageSession*) {
        mostAtOnce = std::max(mostAtOnce, int(batch.sessions().size()));
    });
    QCOMPARE(batch.total(), 4);
    batch.start();
    QTRY_VERIFY_WITH_TIMEOUT(batch.isFinished(), kTimeoutMs);
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
    QCOMPARE(batch.finishedCount(), 4);
    QCOMPARE(batch.failedCount(), 0);
    QVERIFY(batch.sessions().isEmpty());

    const QList<TriageRecord> records = batch.records();
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

// Someone edits the YAML after the session planned and before the batch lets it
// write: the write is refused, the batch plans the same target states against
// the file as it is now, and writes that; the other edit survives.
void TstTriageBatch::yamlChangedBeforeTheWriteIsReplanned()
{
    TriageBatch batch(config({kDla1x}, 1, true));
    QSignalSpy replanned(&batch, &TriageBatch::replanned);
    const QByteArray foreign = "# edited while the batch ran\n";
    int edits = 0;
    connect(&batch, &TriageBatch::sessionStarted, this, [this, foreign, &edits](TriageSession* session) {
        connect(session, &TriageSession::needsApproval, this,
                [this, foreign, &edits](TriageSession::ApprovalKind kind, const QString&) {
                    // Runs before the batch's approval (queued): plan made, write not yet.
                    if (kind == TriageSession::ApprovalKind::YamlPlan && edits++ == 0)
                        QVERIFY(writeFile(yamlPath(), foreign + readFile(yamlPath())));
                });
    });
    batch.start();
    QTRY_VERIFY_WITH_TIMEOUT(batch.isFinished(), kTimeoutMs);
    QCOMPARE(edits, 1);
    QCOMPARE(replanned.size(), 1);
    QCOMPARE(replanned[0][0].toString(), kDla1x);
    QVERIFY(replanned[0][1].toString().contains(QStringLiteral("+    status: KNOWN_FAILURE_XFAIL")));
    QCOMPARE(batch.failedCount(), 0);

    const QByteArray yaml = readFile(yamlPath());
    QVERIFY(yaml.startsWith(foreign));  // nothing lost
    QCOMPARE(entry(kDla1x).status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QCOMPARE(entry(kDla1x).bringupStatus(), QStringLiteral("FAILED_FE_COMPILATION"));
    const QList<TriageRecord> records = batch.records();
    QCOMPARE(records.size(), 1);
    QCOMPARE(records[0].state, TriageRecord::State::Done);
    QVERIFY2(records[0].stateNote.contains(QStringLiteral("re-planned")), qPrintable(records[0].stateNote));
    QVERIFY(records[0].entries[0].yaml.written);
    QCOMPARE(records[0].yamlDiff, replanned[0][1].toString());
    for (const QString& item : records[0].review)
        QVERIFY2(!item.contains(QStringLiteral("not written")), qPrintable(item));
}

// Interactive mode: nothing moves past an approval until the test gives it. Both
// sessions plan their YAML against the pristine file; the first write lands, the
// second is refused and comes back re-planned, waiting for approveReplan().
void TstTriageBatch::interactiveSessionsWaitAndInterleavedWritesReplan()
{
    const QString loaderPath = m_demo.path(kSpeechLoader);
    const QByteArray loaderBefore = readFile(loaderPath);
    const QByteArray yamlBefore = readFile(yamlPath());
    TriageBatch batch(config({kSpeechKey, kDla1x}, 2, false));
    QSignalSpy replanned(&batch, &TriageBatch::replanned);
    QSignalSpy finishedEntries(&batch, &TriageBatch::entryFinished);
    QSignalSpy progress(&batch, &TriageBatch::progress);
    batch.start();

    QTRY_VERIFY_WITH_TIMEOUT(sessionFor(batch, kSpeechKey)
                                 && sessionFor(batch, kSpeechKey)->state() == State::AwaitingFixApproval,
                             kTimeoutMs);
    QCOMPARE(readFile(loaderPath), loaderBefore);  // waits: nothing written
    sessionFor(batch, kSpeechKey)->approveLoaderFix();

    const auto bothAwaitYaml = [&batch] {
        const TriageSession* speech = sessionFor(batch, kSpeechKey);
        const TriageSession* dla = sessionFor(batch, kDla1x);
        return speech && dla && speech->state() == State::AwaitingYamlApproval
            && dla->state() == State::AwaitingYamlApproval;
    };
    QTRY_VERIFY_WITH_TIMEOUT(bothAwaitYaml(), kTimeoutMs);
    QCOMPARE(readFile(yamlPath()), yamlBefore);
    QVERIFY(!batch.isFinished());
    QCOMPARE(batch.finishedCount(), 0);

    sessionFor(batch, kDla1x)->approveYamlPlan();
    QTRY_COMPARE_WITH_TIMEOUT(finishedEntries.size(), 1, kTimeoutMs);
    QCOMPARE(finishedEntries[0][0].toString(), kDla1x);
    QCOMPARE(entry(kDla1x).status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));

    // speecht5's plan was made from the bytes before Dla1x's write: refused, re-planned.
    sessionFor(batch, kSpeechKey)->approveYamlPlan();
    QTRY_COMPARE_WITH_TIMEOUT(replanned.size(), 1, kTimeoutMs);
    QCOMPARE(replanned[0][0].toString(), kSpeechKey);
    QCOMPARE(batch.replansAwaitingApproval(), QStringList{kSpeechKey});
    QCOMPARE(entry(kSpeechKey).status(), QStringLiteral("NOT_SUPPORTED_SKIP"));  // not before approval
    QVERIFY(!batch.isFinished());
    batch.approveReplan(kSpeechKey);
    QTRY_VERIFY_WITH_TIMEOUT(batch.isFinished(), kTimeoutMs);

    QCOMPARE(progress.size(), 2);
    QCOMPARE(batch.failedCount(), 0);
    const Entry speech = entry(kSpeechKey);
    QCOMPARE(speech.status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QCOMPARE(speech.bringupStatus(), QStringLiteral("FAILED_TTMLIR_COMPILATION"));
    QCOMPARE(entry(kDla1x).status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));  // not lost
    QCOMPARE(entry(kDla1x).reason(), QStringLiteral("RuntimeError: 'cdist' not implemented for 'BFloat16'"));
    const QList<TriageRecord> records = batch.records();
    QCOMPARE(records.size(), 2);
    QCOMPARE(records[0].key, kDla1x);  // finishing order
    QCOMPARE(records[1].key, kSpeechKey);
    QCOMPARE(records[1].state, TriageRecord::State::Done);
    QVERIFY(records[1].entries[0].yaml.written);
    QVERIFY(records[1].stateNote.contains(QStringLiteral("re-planned")));
    QVERIFY(loaderBefore != readFile(loaderPath));
    // The session's saved record was updated to how it ended, not left at the refused write.
    const auto savedState = [this] {
        QDirIterator it(m_demo.tmpPath(QStringLiteral("sessions-%1").arg(m_demo.copies())),
                        {QStringLiteral("record.json")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const auto record = TriageSession::loadRecord(it.next());
            if (record && record->key == kSpeechKey)
                return record->stateNote;
        }
        return QString();
    };
    QTRY_VERIFY_WITH_TIMEOUT(savedState().contains(QStringLiteral("re-planned")), 10000);
}

void TstTriageBatch::cancelWhileWaitingWritesNothing()
{
    const auto before = snapshot(m_demo.root(), PyCache::Skip);
    TriageBatch batch(config({kSpeechKey, kDla1x}, 1, false));
    QSignalSpy skipped(&batch, &TriageBatch::entrySkipped);
    batch.start();
    QTRY_VERIFY_WITH_TIMEOUT(sessionFor(batch, kSpeechKey)
                                 && sessionFor(batch, kSpeechKey)->state() == State::AwaitingFixApproval,
                             kTimeoutMs);
    // A waiting session frees its job slot: with jobs 1 the other loader started.
    QTRY_VERIFY_WITH_TIMEOUT(sessionFor(batch, kDla1x) != nullptr, kTimeoutMs);
    batch.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(batch.isFinished(), kTimeoutMs);
    QCOMPARE(batch.finishedCount(), 2);
    QCOMPARE(batch.records().size(), 2);
    QVERIFY(batch.sessions().isEmpty());
    QCOMPARE(snapshot(m_demo.root(), PyCache::Skip), before);
}

QTEST_GUILESS_MAIN(TstTriageBatch)
#include "tst_triagebatch.moc"
