// CiSync against the stand-in gh playing GitHub with the demo's recorded weekly
// runs (tests/data/ci/gh "history": run list, run view, the artifacts API and its
// zips, in gh's and the REST API's shapes): the last runs downloaded into the
// cache, each whole once its run.json is written; a second sync downloads
// nothing; a sync cut off by the network resumes with what it lacked; a run in
// progress is not downloaded, and said; hostile artifacts are downloaded as bytes
// and refused when read, the history saying so and taking nothing from them.
#include "cihistory/cihistory.h"
#include "cihistory/cisync.h"
#include "cihistory/cisyncqueue.h"
#include "recordedruns.h"
#include "standingh.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace dtriage;
using namespace dtriage::testing;

class TestCiSync : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;
    int m_caches = 0;

    static QJsonObject scenario(const QJsonObject& more = {})
    {
        QJsonObject history{{QStringLiteral("runs_dir"), weeklyRunsDir()},
                            {QStringLiteral("workflow"), QStringLiteral("schedule-weekly-training.yml")}};
        for (auto it = more.begin(); it != more.end(); ++it)
            history.insert(it.key(), *it);
        return {{QStringLiteral("login"), QStringLiteral("alice")}, {QStringLiteral("history"), history}};
    }

    CiSyncConfig config(const QString& cache, int last = 3)
    {
        CiSyncConfig c;
        c.workingDirectory = m_work.path();
        c.workflow = QStringLiteral("schedule-weekly-training.yml");
        c.last = last;
        c.cacheDir = cache;
        return c;
    }

    QString newCache() { return m_work.filePath(QStringLiteral("cache-%1").arg(++m_caches)); }

    static int zipsIn(const QString& folder)
    {
        return int(QDir(folder).entryList({QStringLiteral("*.zip")}, QDir::Files).size());
    }

private Q_SLOTS:
    void workflowsAreSeparatedByCommas()
    {
        QCOMPARE(CiSyncQueue::workflowsIn(QStringLiteral(" a.yml,On nightly ,, a.yml,")),
                 (QStringList{QStringLiteral("a.yml"), QStringLiteral("On nightly")}));
        QVERIFY(CiSyncQueue::workflowsIn(QStringLiteral(" , ")).isEmpty());
    }

    // Several workflows in turn, each in a folder of its own: a workflow whose runs
    // are all in progress is said and the other's runs read; the same workflow by its
    // name downloaded and read once; a failure stops the queue with what came before it counted.
    void aQueueSyncsEachWorkflowInTurn()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-queue")));
        gh.play(scenario({{QStringLiteral("more_workflows"), QJsonObject{{QStringLiteral("schedule-nightly.yml"), nightlyRunsDir()}}},
                          {QStringLiteral("in_progress"), QJsonArray{19130000003.0, 19120000002.0, 19110000001.0}}}));
        const QString cache = newCache();
        CiSyncQueue queue(config(cache), {QStringLiteral("schedule-nightly.yml"), QStringLiteral("schedule-weekly-training.yml"),
                                          QStringLiteral("ON WEEKLY TRAINING")});
        const CiSyncOutcome outcome = queue.runBlocking();
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.runFolders.size(), 3);
        QCOMPARE(QFileInfo(outcome.runFolders.first()).path(), QDir(cache).filePath(QStringLiteral("schedule-weekly-training.yml")));
        QCOMPARE(outcome.downloaded, 11);  // the weekly's, once: not again under its name
        QVERIFY(!QFileInfo::exists(QDir(cache).filePath(QStringLiteral("ON WEEKLY TRAINING/19090000003"))));
        QCOMPARE(outcome.broughtElsewhere, (QList<qint64>{19090000003, 19080000002, 19070000001}));
        const QString notes = outcome.notes.join(u'\n');
        QVERIFY2(notes.contains(QStringLiteral("no completed run of schedule-nightly.yml: only the other workflows' runs are read")),
                 qPrintable(notes));
        QVERIFY2(notes.contains(QStringLiteral("ON WEEKLY TRAINING: run(s) 19090000003, 19080000002, 19070000001 already read")),
                 qPrintable(notes));
        CiSyncQueue failing(config(newCache()), {QStringLiteral("schedule-weekly-training.yml"), QStringLiteral("nope.yml")});
        const CiSyncOutcome failed = failing.runBlocking();
        QVERIFY(!failed.ok);
        QVERIFY2(failed.error.contains(QStringLiteral("could not find any workflows named nope.yml")), qPrintable(failed.error));
        QCOMPARE(failed.downloaded, 11);
    }

    void downloadsCachesAndReadsAsTheFolders()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-1")));
        gh.play(scenario());
        const QString cache = newCache();
        QStringList lines;
        CiSync sync(config(cache));
        connect(&sync, &CiSync::progress, &sync, [&lines](const QString& line) { lines << line; });
        const CiSyncOutcome first = sync.runBlocking();
        QVERIFY2(first.ok, qPrintable(first.error));
        QCOMPARE(first.downloaded, 11);  // test-reports only: the log artifact is left alone
        QCOMPARE(first.kept, 0);
        QCOMPARE(first.runFolders.size(), 3);
        QCOMPARE(QFileInfo(first.runFolders.first()).fileName(), kWeeklyRuns.first());  // newest first
        QVERIFY(lines.join(u'\n').contains(QLatin1String("run 19080000002: whole")));
        QCOMPARE(zipsIn(first.runFolders[1]), 4);
        QCOMPARE(gh.calls(QStringLiteral("run list")).size(), 1);
        QVERIFY(gh.calls(QStringLiteral("run list")).first().contains(QStringLiteral("main")));
        // Read from the zips, the history is the one the folders give.
        const auto fromZips = CiHistory::read(QStringLiteral(DTRIAGE_DEMO_DIR "/") + kTrainingYaml, first.runFolders);
        const auto fromFolders = CiHistory::read(QStringLiteral(DTRIAGE_DEMO_DIR "/") + kTrainingYaml, weeklyRunFolders());
        QVERIFY(fromZips && fromFolders);
        QCOMPARE(fromZips->changingKeys(), fromFolders->changingKeys());
        QCOMPARE(fromZips->testcases, fromFolders->testcases);
        QVERIFY2(fromZips->problems.isEmpty(), qPrintable(fromZips->problems.join(u'\n')));

        // Again: every run is whole, nothing is asked for but the list.
        gh.play(scenario());
        CiSync again(config(cache));
        const CiSyncOutcome second = again.runBlocking();
        QVERIFY(second.ok);
        QCOMPARE(second.downloaded, 0);
        QCOMPARE(second.kept, 3);
        QCOMPARE(gh.calls().size(), 1);
    }

    // The network fails after five zips: the newest run (three) was made whole, the
    // second has two of its four; the sync fails, what it got is kept, the cut run
    // is not taken for whole; the next sync asks only for what is missing.
    void anInterruptedSyncResumes()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-2")));
        gh.play(scenario({{QStringLiteral("fail_downloads"), 5}}));
        const QString cache = newCache();
        CiSync cut(config(cache));
        const CiSyncOutcome failed = cut.runBlocking();
        QVERIFY(!failed.ok);
        QVERIFY2(failed.error.contains(QLatin1String("internet connection")) || failed.error.contains(QLatin1String("connect")),
                 qPrintable(failed.error));
        QCOMPARE(failed.downloaded, 5);
        QCOMPARE(failed.runFolders, QStringList{QDir(cache).filePath(kWeeklyRuns.first())});
        const QString cutRun = QDir(cache).filePath(kWeeklyRuns[1]);
        QCOMPARE(zipsIn(cutRun), 2);
        QVERIFY(!QFileInfo::exists(QDir(cutRun).filePath(QStringLiteral("run.json"))));
        QVERIFY(QDir(cutRun).entryList({QStringLiteral("*.part")}, QDir::Files).isEmpty());

        gh.play(scenario());
        CiSync resumed(config(cache));
        const CiSyncOutcome done = resumed.runBlocking();
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(done.downloaded, 6);
        QCOMPARE(done.kept, 1);
        QCOMPARE(done.runFolders.size(), 3);
        int zipCalls = 0;
        for (const QStringList& call : gh.calls())
            zipCalls += call.size() > 1 && call[1].endsWith(QLatin1String("/zip"));
        QCOMPARE(zipCalls, 6);
    }

    void aRunInProgressIsNotDownloaded()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-3")));
        gh.play(scenario({{QStringLiteral("in_progress"), QJsonArray{19090000003.0}}}));
        CiSync sync(config(newCache()));
        const CiSyncOutcome outcome = sync.runBlocking();
        QVERIFY(outcome.ok);
        QCOMPARE(outcome.runFolders.size(), 2);
        QVERIFY2(outcome.notes.join(u'\n').contains(QLatin1String("run 19090000003 is in_progress: not downloaded")),
                 qPrintable(outcome.notes.join(u'\n')));
    }

    // gh run list -b: only the branch's runs (the recorded ones are all of main).
    void onlyTheBranchsRuns()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-branch")));
        gh.play(scenario());
        CiSyncConfig other = config(newCache());
        other.branch = QStringLiteral("release-0.9");
        CiSync sync(other);
        const CiSyncOutcome outcome = sync.runBlocking();
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(outcome.runFolders.isEmpty());
        QCOMPARE(outcome.downloaded, 0);
        QVERIFY(gh.calls(QStringLiteral("run list")).first().contains(QStringLiteral("release-0.9")));
    }

    // A listing that is no API answer fails the sync: the run is not taken for
    // whole (no run.json), so the next sync asks again.
    void aGarbledListingIsNoEmptyRun()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-garbled")));
        gh.play(scenario({{QStringLiteral("garbled_listing"), QJsonArray{19090000003.0}}}));
        const QString cache = newCache();
        CiSync sync(config(cache));
        const CiSyncOutcome outcome = sync.runBlocking();
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("is not the artifacts API's answer")), qPrintable(outcome.error));
        QVERIFY(!QFileInfo::exists(QDir(cache).filePath(kWeeklyRuns.first() + QStringLiteral("/run.json"))));
        gh.play(scenario());
        CiSync again(config(cache));
        const CiSyncOutcome whole = again.runBlocking();
        QVERIFY2(whole.ok, qPrintable(whole.error));
        QCOMPARE(whole.runFolders.size(), 3);
        QCOMPARE(whole.downloaded, 11);
    }

    // An artifact named as a path (or anything but a test-reports name) is not
    // downloaded, and nothing lands outside the run's folder.
    void anArtifactNamedAsAPathIsNotDownloaded()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-names")));
        const QString climbing = QStringLiteral("test-reports-5f3a9c1e-1.0-n150-mark-1/../../../escaped");
        gh.play(scenario({{QStringLiteral("extra_artifacts"),
                           QJsonObject{{kWeeklyRuns.first(), QJsonObject{{climbing, QStringLiteral("garbage")}}}}}}));
        const QString cache = newCache();
        CiSync sync(config(cache, 1));
        const CiSyncOutcome outcome = sync.runBlocking();
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.downloaded, 3);
        QVERIFY2(outcome.notes.join(u'\n').contains(QLatin1String("is no test-reports artifact's: not downloaded")),
                 qPrintable(outcome.notes.join(u'\n')));
        QDirIterator it(m_work.path(), {QStringLiteral("escaped*")}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(!it.hasNext());
    }

    void hostileArtifactsAreRefusedWhenRead()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-4")));
        const QString mark = QStringLiteral("n150_and_training_and_weekly_and_not_large_and_(known_failure_xfail_or_not_supported_skip)");
        gh.play(scenario({{QStringLiteral("extra_artifacts"),
                           QJsonObject{{QStringLiteral("19090000003"),
                                        QJsonObject{{QStringLiteral("test-reports-5f3a9c1e-1.8-n150-%1-190900000038").arg(mark), QStringLiteral("bomb")},
                                                    {QStringLiteral("test-reports-5f3a9c1e-1.9-n150-%1-190900000039").arg(mark), QStringLiteral("traversal")},
                                                    {QStringLiteral("test-reports-5f3a9c1e-1.10-p150-%1-190900000040").arg(mark), QStringLiteral("garbage")}}}}}}));
        CiSync sync(config(newCache(), 1));
        const CiSyncOutcome outcome = sync.runBlocking();
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.downloaded, 6);
        const auto history = CiHistory::read(QStringLiteral(DTRIAGE_DEMO_DIR "/") + kTrainingYaml, outcome.runFolders);
        QVERIFY(history);
        const QString said = history->problems.join(u'\n');
        QVERIFY2(said.contains(QLatin1String("zip bomb")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("outside the archive")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("broke off")) || said.contains(QLatin1String("not read")), qPrintable(said));
        // What could not be read leaves its run's arch unread: an entry of the n150
        // group whose job timed out is no longer "missing, its job timed out" but
        // unread (the refused artifacts may have held it); one a real report holds is read.
        QCOMPARE(history->entry(kDensenet)->on(QStringLiteral("n150"))->marks.first().kind, RunMark::Kind::Unread);
        QCOMPARE(history->entry(kVitKey)->on(QStringLiteral("n150"))->marks.first().kind, RunMark::Kind::Passed);
    }

    // Issue 48 §1: a `gh run list` that never stops printing was held whole (16.8 GB,
    // then std::bad_alloc). Its answer is read to GhCommand::kMaxAnswerBytes, then gh
    // is stopped and the sync says why.
    void anEndlessAnswerIsStoppedAtItsBound()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-endless")));
        gh.play(scenario({{QStringLiteral("endless_list"), true}}));
        QElapsedTimer clock;
        clock.start();
        CiSync sync(config(newCache()));
        const CiSyncOutcome outcome = sync.runBlocking();
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("listing the workflow's runs: gh printed more than 64.0 MB to stdout")),
                 qPrintable(outcome.error));
        QVERIFY2(clock.elapsed() < 60000, qPrintable(QString::number(clock.elapsed())));
    }

    // §2: a download that never answers is stopped after the idle bound, said; a
    // cancel stops it at once, gh's process with it.
    void aSilentDownloadIsStoppedAndACancelStopsIt()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-hang")));
        gh.play(scenario({{QStringLiteral("hang_downloads"), true}}));
        CiSyncConfig quick = config(newCache(), 1);
        quick.idleTimeoutMs = 1500;
        QElapsedTimer clock;
        clock.start();
        CiSync sync(quick);
        const CiSyncOutcome idle = sync.runBlocking();
        QVERIFY(!idle.ok);
        QVERIFY2(idle.error.contains(QLatin1String("gh did not answer (no output for 1.5 s: stopped)")), qPrintable(idle.error));
        QVERIFY2(clock.elapsed() < 15000, qPrintable(QString::number(clock.elapsed())));
        QTRY_VERIFY(!processAlive(gh));

        QFile::remove(gh.state() + QStringLiteral("/hanging.pid"));
        gh.play(scenario({{QStringLiteral("hang_downloads"), true}}));
        CiSync canceled(config(newCache(), 1));
        canceled.start();
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(gh.state() + QStringLiteral("/hanging.pid")), 20000);
        clock.restart();
        canceled.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(gh), 5000);
        QVERIFY2(clock.elapsed() < 4000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(canceled.isFinished());
    }

    // §4: an artifact GitHub lists at 1,000 bytes that passes the bound while it
    // downloads is refused, said, and the run's other artifacts read; the arch it
    // stood for in that run is unknown, not passed or timed out.
    void anOversizedArtifactIsRefusedAndTheRestRead()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-big")));
        const QString name = QStringLiteral("test-reports-5f3a9c1e-1.0-n150-n150_and_training_and_weekly-190900000030");
        gh.play(scenario({{QStringLiteral("extra_artifacts"),
                           QJsonObject{{kWeeklyRuns.first(), QJsonObject{{name, QStringLiteral("oversized")}}}}}}));
        CiSyncConfig small = config(newCache(), 1);
        small.maxArtifactBytes = 1 << 20;
        CiSync sync(small);
        const CiSyncOutcome outcome = sync.runBlocking();
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.downloaded, 3);
        QCOMPARE(outcome.runFolders.size(), 1);
        QVERIFY2(outcome.notes.join(u'\n').contains(name + QStringLiteral(" not taken: it passed 1.0 MB while downloading (GitHub listed 1000 bytes)")),
                 qPrintable(outcome.notes.join(u'\n')));
        QVERIFY(QDir(outcome.runFolders.first()).entryList({QStringLiteral("*.part")}).isEmpty());
        const auto history = CiHistory::read(QStringLiteral(DTRIAGE_DEMO_DIR "/") + kTrainingYaml, outcome.runFolders);
        QVERIFY(history);
        const QString said = history->problems.join(u'\n');
        QVERIFY2(said.contains(name + QStringLiteral(" was not read: it passed 1.0 MB while downloading")), qPrintable(said));
        QCOMPARE(history->entry(kDensenet)->on(QStringLiteral("n150"))->marks.first().kind, RunMark::Kind::Unread);
    }

private:
    static bool processAlive(const StandInGh& gh)
    {
        QFile file(gh.state() + QStringLiteral("/hanging.pid"));
        if (!file.open(QIODevice::ReadOnly))
            return false;
        const pid_t pid = pid_t(file.readAll().trimmed().toLongLong());
        return pid > 0 && ::kill(pid, 0) == 0;
    }
};

QTEST_GUILESS_MAIN(TestCiSync)
#include "tst_cisync.moc"
