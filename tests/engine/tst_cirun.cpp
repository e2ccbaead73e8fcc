// Verifying through tt-xla's CI (engine/ci): the dispatch of "Run Test Single"
// checked against a copy of the real manual-test-single.yml, its -k expression
// run by real pytest on the demo checkout, and the whole run -- dispatch, find,
// follow, download, collect -- against a stand-in gh on PATH that answers in gh's
// real JSON shapes: each kind of failure, cancel, and picking a run up again.
#include "checkout/democheckout.h"
#include "checkout/testkey.h"
#include "ci/cidispatch.h"
#include "ci/cireports.h"
#include "ci/cirun.h"
#include "ci/cirunstatus.h"
#include "ci/forgemodelsref.h"
#include "ci/workflowinputs.h"
#include "run/junitreader.h"
#include "processes.h"
#include "standingh.h"

#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace dtriage;
using dtriage::testing::git;
using dtriage::testing::StandInGh;

namespace {

const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kVit = QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training");
const QString kJUnit = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/");

CiDispatch dispatchFor(const QStringList& keys, const QString& runsOn = QStringLiteral("n150"), int groups = 1)
{
    CiDispatchOptions options;
    options.runsOn = runsOn;
    options.parallelGroups = groups;
    return *CiDispatch::forKeys(keys, options);
}

}  // namespace

class TestCiRun : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;

    int m_runs = 0;

    CiRunConfig config(std::optional<CiDispatch> dispatch, qint64 runId = 0)
    {
        CiRunConfig config;
        config.workingDirectory = m_work.path();
        config.pollMs = 20;
        config.findAttempts = 3;
        config.dispatch = std::move(dispatch);
        config.runId = runId;
        config.downloadDir = m_work.filePath(QStringLiteral("downloads-%1").arg(++m_runs));
        return config;
    }

    // Runs to the end; `progress` gets what each look at the run said.
    static CiRunOutcome runToEnd(CiRun& run, QList<CiRunStatus>* progress = nullptr)
    {
        QSignalSpy finished(&run, &CiRun::finished);
        if (progress)
            connect(&run, &CiRun::progress, &run, [progress](const CiRunStatus& s) { progress->append(s); });
        run.start();
        if (finished.isEmpty() && !finished.wait(60000)) {
            CiRunOutcome unfinished;
            unfinished.error = QStringLiteral("did not finish");
            return unfinished;
        }
        return finished.first().first().value<CiRunOutcome>();
    }
    CiRunOutcome runToEnd(CiRunConfig config, QList<CiRunStatus>* progress = nullptr)
    {
        CiRun run(std::move(config));
        return runToEnd(run, progress);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_work.isValid()); }

    // The exact dispatch, and every input it sends is one the workflow takes, with
    // a value its choices allow; every required input is given.
    void dispatchMatchesTheWorkflowInputs()
    {
        const auto workflow = WorkflowInputs::read(StandInGh::workflowCopy());
        QVERIFY2(workflow, qPrintable(workflow ? QString() : workflow.error().toString()));
        CiDispatchOptions options;
        options.runsOn = QStringLiteral("p150");
        options.parallelGroups = 2;
        options.forgeModelsRef = QStringLiteral("dtriage/speecht5-and-1-more");
        const auto dispatch = CiDispatch::forKeys({kSpeecht5, kVit}, options);
        QVERIFY(dispatch);
        const QString contains = u'[' + kSpeecht5 + QStringLiteral("] or [") + kVit + u']';
        QCOMPARE(dispatch->ghArguments(),
                 (QStringList{QStringLiteral("workflow"), QStringLiteral("run"), QStringLiteral("manual-test-single.yml"),
                              QStringLiteral("--repo"), QStringLiteral("tenstorrent/tt-xla"),
                              QStringLiteral("-f"), QStringLiteral("dir=tests/runner/test_models.py::test_all_models_torch"),
                              QStringLiteral("-f"), QStringLiteral("contains=") + contains,
                              QStringLiteral("-f"), QStringLiteral("args=--force-run --runxfail"),
                              QStringLiteral("-f"), QStringLiteral("runs_on=p150"),
                              QStringLiteral("-f"), QStringLiteral("parallel_groups=2"),
                              QStringLiteral("-f"), QStringLiteral("forge_models_override=dtriage/speecht5-and-1-more")}));
        QVERIFY(dispatch->checkAgainst(*workflow));
        for (const auto& [name, value] : dispatch->inputs()) {
            const WorkflowInput* input = workflow->input(name);
            QVERIFY2(input, qPrintable(name));
            if (input->type == u"choice")
                QVERIFY2(input->options.contains(value), qPrintable(name + u'=' + value));
        }
        for (const WorkflowInput& input : workflow->inputs())
            if (input.required)
                QVERIFY2(!dispatch->input(input.name).isEmpty(), qPrintable(input.name));
        QCOMPARE(workflow->options(QStringLiteral("parallel_groups")),
                 (QStringList{"1", "2", "3", "4", "5", "8", "10"}));
        QVERIFY(dispatch->displayCommand().startsWith(
            QStringLiteral("gh workflow run manual-test-single.yml --repo tenstorrent/tt-xla -f "
                           "dir=tests/runner/test_models.py::test_all_models_torch -f 'contains=[")));
    }

    // The workflow no longer takes what the workbench sends: every mismatch said.
    void changedInputsAreSaid()
    {
        QFile copy(StandInGh::workflowCopy());
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QByteArray text = copy.readAll();
        text.replace("      contains:", "      filter:");
        const auto workflow = WorkflowInputs::fromText(text, QStringLiteral("manual-test-single.yml"));
        QVERIFY(workflow);
        const auto checked = dispatchFor({kSpeecht5}, QStringLiteral("n150"), 4).checkAgainst(*workflow);
        QVERIFY(!checked);
        QVERIFY2(checked.error().message.startsWith(QStringLiteral("the workflow's inputs changed: ")),
                 qPrintable(checked.error().message));
        QVERIFY(checked.error().message.contains(QStringLiteral("the workflow has no input \"contains\"")));
        QVERIFY(!WorkflowInputs::fromText("name: x\non:\n  push:\n"));
    }

    // Issue 35: runners or a group count the workflow does not offer are the
    // user's choice, said as such -- not "the workflow's inputs changed".
    void choicesTheWorkflowDoesNotOfferAreSaid()
    {
        const auto workflow = WorkflowInputs::read(StandInGh::workflowCopy());
        QVERIFY(workflow);
        const auto groups = dispatchFor({kSpeecht5}, QStringLiteral("n150"), 99).checkAgainst(*workflow);
        QVERIFY(!groups);
        QVERIFY2(groups.error().message.startsWith(QStringLiteral("--groups 99 is not one the workflow offers (")),
                 qPrintable(groups.error().message));
        const auto runners = dispatchFor({kSpeecht5}, QStringLiteral("x300"), 1).checkAgainst(*workflow);
        QVERIFY(!runners);
        QVERIFY2(runners.error().message.startsWith(QStringLiteral("--runs-on x300 is not one the workflow offers (")),
                 qPrintable(runners.error().message));
        QVERIFY(!runners.error().message.contains(QStringLiteral("changed")));
    }

    // Issue 35: gh's answers are checked before they are used: a run that is no
    // run ({"status":5,"databaseId":"x"} was polled as "run 0" 1,344 times).
    void ghAnswersAreChecked()
    {
        // gh's JSON with ' for " (moc reads raw string literals poorly).
        const auto gh = [](const char* json) { return QByteArray(json).replace('\'', '"'); };
        QVERIFY(!CiRunStatus::fromView(gh("{'status':5,'databaseId':'x'}")));
        QVERIFY(!CiRunStatus::fromView(gh("{'status':'queued','databaseId':0}")));
        QVERIFY(!CiRunStatus::fromView(gh("{'status':'queued','databaseId':1.5}")));
        QVERIFY(!CiRunStatus::fromView(gh("{'status':'sleeping','databaseId':7}")));
        QVERIFY(!CiRunStatus::fromView(gh("{'status':'completed','databaseId':7,'conclusion':'maybe'}")));
        QVERIFY(!CiRunStatus::fromList(gh("[{'status':'queued','databaseId':7},5]")));
        QVERIFY(!CiRunStatus::fromList(gh("[{'status':'queued','databaseId':-3}]")));
        const auto ok = CiRunStatus::fromView(
            gh("{'status':'completed','databaseId':7,'conclusion':'success','url':'https://github.com/a/b/actions/runs/7','jobs':[]}"));
        QVERIFY(ok);
        QCOMPARE(ok->id, 7);
        QVERIFY(CiRunStatus::fromList(gh("[{'status':'in_progress','databaseId':8,'conclusion':''}]")));
    }

    void repoOfARunsPage()
    {
        QCOMPARE(CiRunStatus::repoOf(QStringLiteral("https://github.com/tenstorrent/tt-xla/actions/runs/4242"), {}),
                 QStringLiteral("tenstorrent/tt-xla"));
        QCOMPARE(CiRunStatus::repoOf({}, QStringLiteral("tenstorrent/tt-xla")), QStringLiteral("tenstorrent/tt-xla"));
        QCOMPARE(CiRunStatus::repoOf(QStringLiteral("https://example.com/x"), QStringLiteral("a/b")), QStringLiteral("a/b"));
    }

    void keysPytestCannotSelectAreRefused()
    {
        QVERIFY(!CiDispatch::forKeys({}, {}));
        const auto quoted = CiDispatch::forKeys({QStringLiteral("a/pytorch-it's-single_device-training")}, {});
        QVERIFY(!quoted);
        QVERIFY(quoted.error().message.contains(QStringLiteral("cannot be selected with pytest -k")));
        QVERIFY(!CiDispatch::forKeys({QStringLiteral("a b")}, {}));
    }

    // The whole flow: who is logged in, the dispatch exactly as built, the user's
    // new run found among older ones, followed to its end with its jobs' progress,
    // the test-reports-* artifacts downloaded (the perf one left alone) and every
    // report_*.xml found, read as one report.
    void dispatchFollowDownload()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-flow")));
        gh.play(StandInGh::goodScenario(),
                {kJUnit + QStringLiteral("demo_after_speecht5_fix.xml"), kJUnit + QStringLiteral("demo_xunit2_subset.xml")});
        const CiDispatch dispatch = dispatchFor({kSpeecht5, kVit});
        QList<CiRunStatus> progress;
        CiRun run(config(dispatch));
        QSignalSpy found(&run, &CiRun::runFound);
        const CiRunOutcome outcome = runToEnd(run, &progress);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(found.size(), 1);
        QCOMPARE(outcome.run.id, 4242);
        QCOMPARE(outcome.run.url, QStringLiteral("https://github.com/tenstorrent/tt-xla/actions/runs/4242"));
        QCOMPARE(outcome.run.conclusion, QStringLiteral("success"));
        QCOMPARE(outcome.reports.size(), 2);
        for (const QString& report : outcome.reports) {
            QVERIFY2(QFileInfo(report).fileName().startsWith(QStringLiteral("report_")), qPrintable(report));
            // Taken out of its zip into a folder named after the artifact, as gh run
            // download leaves it: CiReports reads the attempt from that name.
            QVERIFY2(QFileInfo(report).dir().dirName().startsWith(QStringLiteral("test-reports-4d2a-1.")), qPrintable(report));
            QVERIFY(QFileInfo::exists(QFileInfo(report).dir().path() + QStringLiteral(".zip")));
        }

        // Who is logged in, their newest run before the dispatch, the dispatch, then the run after it.
        const QList<QStringList> calls = gh.calls();
        QCOMPARE(calls.value(0), (QStringList{"api", "user", "--jq", ".login"}));
        QCOMPARE(calls.value(1).mid(0, 2), (QStringList{"run", "list"}));
        QCOMPARE(calls.value(2), dispatch.ghArguments());
        const QStringList list = calls.value(3);
        QCOMPARE(list.mid(0, 2), (QStringList{"run", "list"}));
        QVERIFY(list.join(u' ').contains(QStringLiteral("--workflow manual-test-single.yml")));
        QVERIFY(list.join(u' ').contains(QStringLiteral("--user alice")));
        // The artifacts API, as the CI history downloads: one page of the run's
        // artifacts, then the zips of the two test-reports-* (the perf one left alone).
        QCOMPARE(gh.apiCalls(QStringLiteral("/actions/runs/")).size(), 1);
        QCOMPARE(gh.apiCalls(QStringLiteral("/actions/runs/4242/artifacts?per_page=100&page=1")).size(), 1);
        QCOMPARE(gh.apiCalls(QStringLiteral("/zip")).size(), 2);
        QVERIFY(gh.calls(QStringLiteral("run download")).isEmpty());
        QVERIFY(gh.calls(QStringLiteral("run cancel")).isEmpty());

        // queued (from the list), then each look: queued, running with one of 3 jobs done, completed.
        QVERIFY(progress.size() >= 3);
        QCOMPARE(progress.first().status, QStringLiteral("queued"));
        bool sawRunning = false;
        for (const CiRunStatus& status : progress)
            if (status.status == u"in_progress") {
                sawRunning = true;
                QCOMPARE(status.jobs, 3);
                QCOMPARE(status.jobsDone, 1);
                QCOMPARE(status.summary(), QStringLiteral("run 4242: in progress, 1 of 3 jobs done"));
            }
        QVERIFY(sawRunning);
        QVERIFY(progress.last().isCompleted());

        const auto merged = JUnitReader::readAll(outcome.reports);
        QVERIFY(merged);
        const auto alone = JUnitReader::read(kJUnit + QStringLiteral("demo_after_speecht5_fix.xml"));
        QCOMPARE(merged->outcomeFor(kSpeecht5).outcome, alone->outcomeFor(kSpeecht5).outcome);
        QVERIFY(!merged->truncated);
    }

    // Later gh versions name the run they started: no need to look for it.
    void runNamedByGhIsFollowedAtOnce()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-url")));
        QJsonObject scenario = StandInGh::goodScenario();
        scenario.insert(QStringLiteral("print_run_url"), true);
        gh.play(scenario, {kJUnit + QStringLiteral("demo_after_speecht5_fix.xml")});
        const CiRunOutcome outcome = runToEnd(config(dispatchFor({kSpeecht5})));
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(gh.calls(QStringLiteral("run list")).size(), 1);  // only the one before the dispatch
        QCOMPARE(outcome.reports.size(), 1);
    }

    // Tests that fail on TT fail the run: their reports are pytest's word all the same.
    void aFailedRunsReportsAreImported()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-failed")));
        gh.play(StandInGh::goodScenario(QStringLiteral("failure")), {kJUnit + QStringLiteral("demo_before_fix.xml")});
        const CiRunOutcome outcome = runToEnd(config(dispatchFor({kSpeecht5})));
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.run.conclusion, QStringLiteral("failure"));
        QCOMPARE(outcome.reports.size(), 1);
    }

    void failuresAreSaid_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("lastCall");
        QTest::newRow("gh missing") << "missing" << "GitHub's command line gh cannot be started" << "";
        QTest::newRow("not logged in") << "logout" << "gh is not logged in to GitHub: run gh auth login" << "api user";
        QTest::newRow("no permission") << "forbidden" << "no permission in tenstorrent/tt-xla (HTTP 403)" << "workflow run";
        QTest::newRow("workflow not found") << "not_found" << "(HTTP 404)" << "workflow run";
        QTest::newRow("inputs changed on GitHub") << "inputs"
                                                  << "GitHub refused the workflow's inputs (HTTP 422): the workflow's "
                                                     "inputs changed — could not create workflow dispatch event: HTTP 422: "
                                                     "Unexpected inputs provided: [\"contains\"]"
                                                  << "workflow run";
        QTest::newRow("run never appears") << "hidden" << "the workflow was dispatched, but no run of it appeared" << "run list";
        QTest::newRow("cancelled on GitHub") << "cancelled" << "run 4242 was cancelled on GitHub: nothing imported" << "run view";
        QTest::newRow("failed, no artifacts") << "no_artifacts" << "run 4242 (ended: failure) has no test-reports-* artifact: nothing to import"
                                              << "api repos/tenstorrent/tt-xla/actions/runs/4242/artifacts?per_page=100&page=1";
        QTest::newRow("artifacts without reports") << "no_reports" << "test-reports-* artifacts hold no report_*.xml"
                                                   << "api repos/tenstorrent/tt-xla/actions/artifacts/";
        QTest::newRow("a download fails") << "network"
                                          << "downloading the test reports of run 4242 (ended: success): downloading "
                                             "test-reports-4d2a-1.0-n150--9000"
                                          << "api repos/tenstorrent/tt-xla/actions/artifacts/";
    }

    // Each kind of failure is said in words that say what to do, and stops there.
    void failuresAreSaid()
    {
        QFETCH(QString, change);
        QFETCH(QString, said);
        QFETCH(QString, lastCall);
        StandInGh gh(m_work.filePath(QStringLiteral("gh-") + change));
        QJsonObject scenario = StandInGh::goodScenario();
        QStringList reports{kJUnit + QStringLiteral("demo_after_speecht5_fix.xml")};
        if (change == u"logout")
            scenario.insert(QStringLiteral("login"), QJsonValue::Null);
        if (change == u"forbidden" || change == u"not_found")
            scenario.insert(QStringLiteral("dispatch"), change);
        if (change == u"inputs") {
            QFile copy(StandInGh::workflowCopy());
            QVERIFY(copy.open(QIODevice::ReadOnly));
            QFile changed(m_work.filePath(QStringLiteral("changed-workflow.yml")));
            QVERIFY(changed.open(QIODevice::WriteOnly));
            changed.write(copy.readAll().replace("      contains:", "      filter:"));
            scenario.insert(QStringLiteral("workflow"), changed.fileName());
        }
        if (change == u"hidden")
            scenario.insert(QStringLiteral("appears_after"), 1000);
        if (change == u"cancelled")
            scenario.insert(QStringLiteral("conclusion"), QStringLiteral("cancelled"));
        if (change == u"no_artifacts") {
            scenario.insert(QStringLiteral("conclusion"), QStringLiteral("failure"));
            reports.clear();
        }
        if (change == u"network")
            scenario.insert(QStringLiteral("fail_downloads"), 0);  // the first zip meets a dead network
        if (change == u"no_reports") {
            reports.clear();
            scenario.insert(QStringLiteral("artifacts"), true);  // only the perf artifact, under a test-reports name below
        }
        gh.play(scenario, reports);
        if (change == u"no_reports")
            QVERIFY(QDir().rename(gh.artifacts() + QStringLiteral("/perf-reports-4d2a-1.0-n150--9000"),
                                  gh.artifacts() + QStringLiteral("/test-reports-4d2a-1.0-n150--9000")));
        const QByteArray path = qgetenv("PATH");
        if (change == u"missing")
            qputenv("PATH", QFile::encodeName(m_work.filePath(QStringLiteral("empty-bin"))));
        const CiRunOutcome outcome = runToEnd(config(dispatchFor({kSpeecht5})));
        qputenv("PATH", path);
        QVERIFY(!outcome.ok);
        QVERIFY(!outcome.canceled);
        QVERIFY2(outcome.error.contains(said), qPrintable(outcome.error));
        QVERIFY(outcome.reports.isEmpty());
        const QList<QStringList> calls = gh.calls();
        const QString last = calls.isEmpty() ? QString() : calls.last().mid(0, 2).join(u' ');
        QVERIFY2(lastCall.isEmpty() ? last.isEmpty() : last.startsWith(lastCall), qPrintable(last));
    }

    // Cancel while an artifact downloads (gh waiting on a stalled connection): gh is
    // stopped at once, nothing imported; the run had ended, so nothing to cancel on GitHub.
    void cancelStopsAHangingDownload()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-hang")));
        QJsonObject scenario = StandInGh::goodScenario();
        scenario.insert(QStringLiteral("hang_downloads"), true);
        gh.play(scenario, {kJUnit + QStringLiteral("demo_after_speecht5_fix.xml")});
        CiRun run(config(dispatchFor({kSpeecht5})));
        QSignalSpy finished(&run, &CiRun::finished);
        run.start();
        const QString pidFile = gh.state() + QStringLiteral("/hanging.pid");
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(pidFile), 30000);
        QCOMPARE(run.step(), CiRun::Step::Downloading);
        run.cancel();
        QVERIFY(finished.wait(10000) || !finished.isEmpty());
        const auto outcome = finished.first().first().value<CiRunOutcome>();
        QVERIFY(outcome.canceled);
        QVERIFY(!outcome.canceledOnGitHub);
        QVERIFY(outcome.reports.isEmpty());
        QFile pid(pidFile);
        QVERIFY(pid.open(QIODevice::ReadOnly));
        const pid_t hanging = pid_t(pid.readAll().trimmed().toLongLong());
        QTRY_VERIFY_WITH_TIMEOUT(hanging > 0 && ::kill(hanging, 0) != 0, 5000);
        QVERIFY(gh.calls(QStringLiteral("run cancel")).isEmpty());
    }

    // Cancel while it runs: the following stops and the run is cancelled on GitHub.
    void cancelCancelsTheRunOnGitHub()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-cancel")));
        QJsonObject scenario = StandInGh::goodScenario();
        scenario.insert(QStringLiteral("statuses"), QJsonArray{QStringLiteral("in_progress")});
        gh.play(scenario, {kJUnit + QStringLiteral("demo_after_speecht5_fix.xml")});
        CiRun run(config(dispatchFor({kSpeecht5})));
        QSignalSpy progress(&run, &CiRun::progress);
        QSignalSpy finished(&run, &CiRun::finished);
        run.start();
        QVERIFY(progress.wait(30000));
        run.cancel();
        QVERIFY(finished.wait(30000));
        const auto outcome = finished.first().first().value<CiRunOutcome>();
        QVERIFY(outcome.canceled);
        QVERIFY(outcome.canceledOnGitHub);
        QCOMPARE(outcome.error, QStringLiteral("run 4242 canceled on GitHub: nothing imported"));
        QCOMPARE(gh.calls(QStringLiteral("run cancel")), (QList<QStringList>{{"run", "cancel", "4242", "--repo", "tenstorrent/tt-xla"}}));
        QVERIFY(gh.apiCalls(QStringLiteral("/artifacts")).isEmpty());
    }

    // A run dispatched earlier (a closed window, verify --ci-run) is picked up by its
    // id: followed and downloaded, nothing dispatched again. A look that fails now
    // and then (the network) is asked again.
    void aRunIsPickedUpByItsId()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-resume")));
        QJsonObject scenario = StandInGh::goodScenario();
        scenario.insert(QStringLiteral("view_failures"), 2);
        gh.play(scenario, {kJUnit + QStringLiteral("demo_after_speecht5_fix.xml")});
        CiRun run(config(std::nullopt, 4242));
        QStringList log;
        connect(&run, &CiRun::logLine, &run, [&log](const QString& line) { log << line; });
        const CiRunOutcome outcome = runToEnd(run);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(gh.calls(QStringLiteral("workflow run")).isEmpty());
        QVERIFY(gh.calls(QStringLiteral("api user")).isEmpty());
        QCOMPARE(outcome.reports.size(), 1);
        QVERIFY2(log.join(u'\n').contains(QStringLiteral("check your internet connection or https://githubstatus.com; asking again (1 of 3)")),
                 qPrintable(log.join(u'\n')));
    }

    // The fixes must be on the tt-forge-models ref CI checks out: git ls-remote
    // finds the branch, git diff finds the fixed file there as in the working tree.
    void forgeModelsRefHoldsTheFixes()
    {
        const QString origin = m_work.filePath(QStringLiteral("origin.git"));
        const QString loaders = m_work.filePath(QStringLiteral("loaders"));
        QDir().mkpath(loaders);
        git(m_work.path(), {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("--bare"), origin});
        git(loaders, {QStringLiteral("init"), QStringLiteral("-q")});
        // No origin yet: one line that says what to do, not git's nine.
        const auto noOrigin = ForgeModelsRef::check(loaders, QStringLiteral("dtriage/speecht5"), {});
        QVERIFY(!noOrigin);
        QVERIFY2(noOrigin.error().message.contains(QStringLiteral("has no remote \"origin\""))
                     && !noOrigin.error().message.contains(u'\n') && !noOrigin.error().message.contains(QStringLiteral("fatal")),
                 qPrintable(noOrigin.error().message));
        git(loaders, {QStringLiteral("remote"), QStringLiteral("add"), QStringLiteral("origin"), origin});
        QDir().mkpath(loaders + QStringLiteral("/speecht5/pytorch"));
        const QString loader = loaders + QStringLiteral("/speecht5/pytorch/loader.py");
        const auto write = [&](const QByteArray& text) {
            QFile file(loader);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        };
        write("x = 1\n");
        git(loaders, {QStringLiteral("add"), QStringLiteral(".")});
        git(loaders, {QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("base")});
        write("x = 2\n");  // the approved fix, in the working tree only
        const QStringList fixed{QStringLiteral("speecht5/pytorch/loader.py")};
        const QString branch = ForgeModelsRef::suggestedBranch({kSpeecht5});
        QCOMPARE(branch, QStringLiteral("dtriage/speecht5"));
        QCOMPARE(ForgeModelsRef::suggestedBranch({kSpeecht5, kVit}), QStringLiteral("dtriage/speecht5-and-1-more"));

        const auto notPushed = ForgeModelsRef::check(loaders, branch, fixed);
        QVERIFY(!notPushed);
        QVERIFY2(notPushed.error().message.contains(QStringLiteral("is not on the tt-forge-models remote")),
                 qPrintable(notPushed.error().message));

        // The commands the workbench shows, run as the user would.
        const QStringList commands =
            ForgeModelsRef::pushCommands(QStringLiteral("third_party/tt_forge_models"), fixed, branch, QStringLiteral("Fix training"));
        QCOMPARE(commands, (QStringList{
                               "git -C third_party/tt_forge_models switch -c dtriage/speecht5",
                               "git -C third_party/tt_forge_models add -- speecht5/pytorch/loader.py",
                               "git -C third_party/tt_forge_models commit -m 'Fix training'",
                               "git -C third_party/tt_forge_models push -u origin dtriage/speecht5"}));
        git(loaders, {QStringLiteral("switch"), QStringLiteral("-q"), QStringLiteral("-c"), branch});
        git(loaders, QStringList{QStringLiteral("add")} + fixed);
        git(loaders, {QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("Fix training")});
        git(loaders, {QStringLiteral("push"), QStringLiteral("-q"), QStringLiteral("origin"), branch});
        const auto pushed = ForgeModelsRef::check(loaders, branch, fixed);
        QVERIFY2(pushed, qPrintable(pushed ? QString() : pushed.error().message));
        QCOMPARE(*pushed, git(loaders, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}));
        const auto bySha = ForgeModelsRef::check(loaders, pushed->left(10), fixed);
        QVERIFY2(bySha, qPrintable(bySha ? QString() : bySha.error().message));

        // A branch whose name ends in the same words is not taken for it (ls-remote matches tails).
        git(loaders, {QStringLiteral("push"), QStringLiteral("-q"), QStringLiteral("origin"),
                      QStringLiteral("HEAD~1:refs/heads/other/") + branch});
        QCOMPARE(*ForgeModelsRef::check(loaders, branch, fixed), *pushed);
        // A fixed file that is new and not committed: not on the ref, though git diff says nothing.
        QFile added(loaders + QStringLiteral("/speecht5/pytorch/extra.py"));
        QVERIFY(added.open(QIODevice::WriteOnly));
        added.close();
        const auto missing = ForgeModelsRef::check(loaders, branch, fixed + QStringList{QStringLiteral("speecht5/pytorch/extra.py")});
        QVERIFY(!missing);
        QVERIFY2(missing.error().message.contains(QStringLiteral("does not hold speecht5/pytorch/extra.py")),
                 qPrintable(missing.error().message));
        QVERIFY(ForgeModelsRef::originNote(loaders).contains(QStringLiteral("not tenstorrent/tt-forge-models")));

        write("x = 3\n");  // edited again after the push
        const auto stale = ForgeModelsRef::check(loaders, branch, fixed);
        QVERIFY(!stale);
        QVERIFY2(stale.error().message.contains(QStringLiteral("does not hold the approved fixes")),
                 qPrintable(stale.error().message));
    }

    // A run of the user's that started seconds before the dispatch (another verify)
    // is not taken for this one: only a run newer than the newest before the dispatch is.
    void anEarlierRunIsNotTakenForThisOne()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-recent")));
        QJsonObject scenario = StandInGh::goodScenario();
        scenario.insert(QStringLiteral("recent_run"), true);
        scenario.insert(QStringLiteral("appears_after"), 2);  // the new run shows only on the third look after the dispatch
        gh.play(scenario, {kJUnit + QStringLiteral("demo_after_speecht5_fix.xml")});
        const CiRunOutcome outcome = runToEnd(config(dispatchFor({kSpeecht5})));
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.run.id, 4242);
        QCOMPARE(gh.calls(QStringLiteral("run list")).size(), 4);  // before the dispatch, and three looks
        for (const QStringList& view : gh.calls(QStringLiteral("run view")))
            QCOMPARE(view.value(2), QStringLiteral("4242"));
    }

    // Cancel at each step says what became of the run; finished() comes once.
    void cancelAtEachStep_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("said");
        QTest::newRow("before anything was sent") << int(CiRun::Step::CheckingLogin) << "canceled before anything was sent";
        QTest::newRow("while dispatching") << int(CiRun::Step::Dispatching) << "canceled while dispatching: the dispatch may have been sent";
        QTest::newRow("while finding") << int(CiRun::Step::Finding) << "its run was not found yet; cancel it on https://github.com/tenstorrent/tt-xla/actions/workflows/manual-test-single.yml";
    }

    void cancelAtEachStep()
    {
        QFETCH(int, step);
        QFETCH(QString, said);
        StandInGh gh(m_work.filePath(QStringLiteral("gh-cancel-%1").arg(step)));
        QJsonObject scenario = StandInGh::goodScenario();
        scenario.insert(QStringLiteral("appears_after"), 1000);
        gh.play(scenario);
        CiRun run(config(dispatchFor({kSpeecht5})));
        QSignalSpy finished(&run, &CiRun::finished);
        run.start();
        QTRY_VERIFY_WITH_TIMEOUT(int(run.step()) >= step || run.isFinished(), 30000);
        QCOMPARE(int(run.step()), step);
        run.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QTest::qWait(200);
        QCOMPARE(finished.size(), 1);
        const auto outcome = finished.first().first().value<CiRunOutcome>();
        QVERIFY(outcome.canceled);
        QVERIFY(!outcome.canceledOnGitHub);
        QVERIFY2(outcome.error.contains(said), qPrintable(outcome.error));
    }

    // A re-run of the failed jobs is a later attempt whose pytest ran only what failed:
    // its results replace the first attempt's for those keys; the rest stand.
    void aLaterAttemptReplacesAnEarlierOne()
    {
        const QString root = m_work.filePath(QStringLiteral("attempts"));
        const auto testcase = [](const QString& key, bool failed) {
            return QStringLiteral("<testcase classname=\"tests.runner.test_models\" name=\"test_all_models_torch[%1]\" "
                                  "time=\"1.0\">%2</testcase>")
                .arg(key, failed ? QStringLiteral("<failure message=\"RuntimeError: boom\">E   RuntimeError: boom</failure>")
                                 : QString());
        };
        const auto place = [&](const QString& artifact, const QStringList& cases) {
            QDir().mkpath(root + u'/' + artifact);
            QFile file(root + u'/' + artifact + QStringLiteral("/report_1.xml"));
            if (file.open(QIODevice::WriteOnly))
                file.write((QStringLiteral("<?xml version=\"1.0\" encoding=\"utf-8\"?><testsuites><testsuite name=\"pytest\" "
                                           "tests=\"%1\">").arg(cases.size())
                            + cases.join(QString()) + QStringLiteral("</testsuite></testsuites>"))
                               .toUtf8());
            return file.fileName();
        };
        // Attempt 1: speecht5 failed (flaky), vit passed; the re-run of the failed job runs speecht5 alone, and it passes.
        const QString first = place(QStringLiteral("test-reports-4d2a-1.0-n150--9000"),
                                    {testcase(kSpeecht5, true), testcase(kVit, false)});
        const QString second = place(QStringLiteral("test-reports-4d2a-2.0-n150--9100"), {testcase(kSpeecht5, false)});
        QCOMPARE(CiReports::attemptOf(first), 1);
        QCOMPARE(CiReports::attemptOf(second), 2);
        QCOMPARE(CiReports::attemptOf(kJUnit + QStringLiteral("demo_before_fix.xml")), 1);
        const auto merged = CiReports::read({second, first});
        QVERIFY(merged);
        QCOMPARE(merged->outcomeFor(kSpeecht5).outcome, JUnitCase::Outcome::Passed);
        QCOMPARE(merged->outcomeFor(kVit).outcome, JUnitCase::Outcome::Passed);
        // Within one attempt, two groups' reports of a key: the worse stands (JUnitReader::readAll).
        const QString other = place(QStringLiteral("test-reports-4d2a-1.1-n150--9001"), {testcase(kVit, true)});
        QCOMPARE(CiReports::read({first, other})->outcomeFor(kVit).outcome, JUnitCase::Outcome::Failed);

        // Issue 35: the newest attempt's report unreadable: no earlier result stands
        // for the keys it may hold (any), and the report says so.
        const QString broken = root + QStringLiteral("/test-reports-4d2a-3.0-n150--9200/report_1.xml");
        QDir().mkpath(QFileInfo(broken).path());
        QFile garbage(broken);
        QVERIFY(garbage.open(QIODevice::WriteOnly) && garbage.write("<?xml version=\"1.0\"?><testsuites><testsu") > 0);
        garbage.close();
        const auto stale = CiReports::read({first, broken});
        QVERIFY(stale);
        QVERIFY(stale->truncated);
        QVERIFY2(stale->problem.contains(QStringLiteral("attempt 3")), qPrintable(stale->problem));
        QCOMPARE(stale->outcomeFor(kSpeecht5).outcome, JUnitCase::Outcome::Unknown);
        QCOMPARE(stale->outcomeFor(kVit).outcome, JUnitCase::Outcome::Unknown);
        // One of attempt 3's groups read, one not: what attempt 3 did say stands.
        const QString third = place(QStringLiteral("test-reports-4d2a-3.1-n150--9201"), {testcase(kSpeecht5, false)});
        const auto partly = CiReports::read({first, broken, third});
        QVERIFY(partly);
        QCOMPARE(partly->outcomeFor(kSpeecht5).outcome, JUnitCase::Outcome::Passed);
        QCOMPARE(partly->outcomeFor(kVit).outcome, JUnitCase::Outcome::Unknown);
    }

    // A CI run's reports read as one: the worst outcome of a key wins, an
    // unreadable file leaves its keys unknown, never passed.
    void reportsOfOneRunReadAsOne()
    {
        const auto both = JUnitReader::readAll(
            {kJUnit + QStringLiteral("demo_after_all_fixes.xml"), kJUnit + QStringLiteral("demo_before_fix.xml")});
        QVERIFY(both);
        const auto before = JUnitReader::read(kJUnit + QStringLiteral("demo_before_fix.xml"));
        QCOMPARE(both->outcomeFor(kSpeecht5).outcome, before->outcomeFor(kSpeecht5).outcome);
        QCOMPARE(both->suites, 2);
        const auto withBroken = JUnitReader::readAll(
            {kJUnit + QStringLiteral("demo_after_all_fixes.xml"), kJUnit + QStringLiteral("empty.xml")});
        QVERIFY(withBroken);
        QVERIFY(withBroken->truncated);
        QVERIFY(withBroken->problem.contains(QStringLiteral("empty.xml")));
        QVERIFY(!JUnitReader::readAll({kJUnit + QStringLiteral("empty.xml"), m_work.filePath(QStringLiteral("none.xml"))}));
        QVERIFY(!JUnitReader::readAll({}));
    }
};

QTEST_GUILESS_MAIN(TestCiRun)
#include "tst_cirun.moc"
