// `verify … --ci` and `verify … --ci-run ID` as a user runs them (real processes of
// the built binary), against the stand-in gh on PATH: the dispatch shown and
// nothing sent until approved; sent, followed, its reports downloaded and the
// YAML planned from them; picked up again by the run's id and written with --yes;
// a checkout whose workflow no longer takes the inputs; fixes that must be pushed
// first; a run cancelled; options that do not go together.
#include "appprocess.h"
#include "checkout/democheckout.h"
#include "standingh.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;
using dtriage::testing::StandInGh;

namespace {

const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kJUnit = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/");

using Run = dtriage::testing::AppRun;

}  // namespace

class TestCiVerify : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;
    int m_copies = 0;

    Run run(const QStringList& arguments)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();  // PATH with the stand-in gh first
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_work.filePath(QStringLiteral("config")));
        return dtriage::testing::runApp(arguments, env);
    }

    // A demo copy; with `workflow`, the checkout's .github/workflows/manual-test-single.yml.
    QString demo(const QByteArray& workflow = {})
    {
        const auto copy = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("demo-%1").arg(++m_copies)),
                                               QStringLiteral(DTRIAGE_DEMO_DIR));
        if (!copy)
            return {};
        if (!workflow.isEmpty()) {
            QDir().mkpath(*copy + QStringLiteral("/.github/workflows"));
            QFile file(*copy + QStringLiteral("/.github/workflows/manual-test-single.yml"));
            if (!file.open(QIODevice::WriteOnly))
                return {};
            file.write(workflow);
        }
        return *copy;
    }
    static QByteArray realWorkflow()
    {
        QFile file(StandInGh::workflowCopy());
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    QStringList verify(const QString& checkout, const QStringList& more)
    {
        return QStringList{QStringLiteral("verify"), kSpeecht5, QStringLiteral("--checkout"), checkout,
                           QStringLiteral("--branch"), QStringLiteral("A"), QStringLiteral("--poll-interval"),
                           QStringLiteral("0.05")}
               + more;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_work.isValid()); }

    // Nothing is sent before the user approves: the exact command is shown.
    void theDispatchWaitsForApproval()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-shown")));
        gh.play(StandInGh::goodScenario(), {kJUnit + QStringLiteral("demo_after_speecht5_fix.xml")});
        const QString checkout = demo(realWorkflow());
        QVERIFY(!checkout.isEmpty());
        const Run r = run(verify(checkout, {QStringLiteral("--ci"), QStringLiteral("--runs-on"), QStringLiteral("n300")}));
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.out.contains("gh workflow run manual-test-single.yml --repo tenstorrent/tt-xla -f "
                                "dir=tests/runner/test_models.py::test_all_models_torch -f 'contains=[speecht5/pytorch-Tts-single_device-training]' "
                                "-f 'args=--force-run --runxfail' -f runs_on=n300 -f parallel_groups=1\n"),
                 r.out.constData());
        QVERIFY(r.out.contains("Not dispatched: run again with --dispatch (or --yes) to send it."));
        QVERIFY(gh.calls().isEmpty());
    }

    // Approved: sent, followed to its end, the reports downloaded and step 7 planned
    // from them (the YAML diff still waits for --yes). Then the run is picked up by
    // its id and the plan written -- nothing dispatched a second time.
    void dispatchFollowPlanThenPickUpAndWrite()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-flow")));
        gh.play(StandInGh::goodScenario(QStringLiteral("failure")), {kJUnit + QStringLiteral("demo_after_speecht5_fix.xml")});
        const QString checkout = demo(realWorkflow());
        const Run planned = run(verify(checkout, {QStringLiteral("--ci"), QStringLiteral("--dispatch"), QStringLiteral("--json")}));
        QCOMPARE(planned.exitCode, 4);
        const QJsonObject doc = planned.json();
        QCOMPARE(doc.value(QLatin1String("ci_run")).toObject().value(QLatin1String("id")).toInteger(), 4242);
        QCOMPARE(doc.value(QLatin1String("ci_reports")).toArray().size(), 1);
        const QJsonObject entry = doc.value(QLatin1String("entries")).toArray().first().toObject();
        QCOMPARE(entry.value(QLatin1String("observed_error")).toString(),
                 QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique"));
        QVERIFY(!doc.value(QLatin1String("written")).toBool());
        QVERIFY(planned.err.contains("Not written: verify with --ci-run 4242 --yes writes this diff from the same run."));
        QVERIFY2(planned.err.contains("CI run 4242: https://github.com/tenstorrent/tt-xla/actions/runs/4242"), planned.err.constData());
        QVERIFY(planned.err.contains("the same verify with --ci-run 4242 in place of --ci picks the run up"));
        QVERIFY(planned.err.contains("run 4242: completed, failure"));
        QCOMPARE(gh.calls(QStringLiteral("workflow run")).size(), 1);

        const Run written = run(verify(checkout, {QStringLiteral("--ci-run"), QStringLiteral("4242"), QStringLiteral("--yes")}));
        QCOMPARE(written.exitCode, 0);
        QVERIFY2(written.out.contains("Written tests/runner/test_config/torch/test_config_training_single_device.yaml"),
                 written.out.constData());
        QCOMPARE(gh.calls(QStringLiteral("workflow run")).size(), 1);
        QCOMPARE(gh.apiCalls(QStringLiteral("/actions/runs/4242/artifacts")).size(), 2);  // each verify downloads
        QFile yaml(checkout + QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml"));
        QVERIFY(yaml.open(QIODevice::ReadOnly));
        QVERIFY(yaml.readAll().contains("reason: \"error: 'ttir.sum' op Reduce dimensions are not unique\""));
    }

    // A re-run's attempt 2 uploaded a report cut short; attempt 1's report reads
    // well. No attempt-1 result stands for what attempt 2 may hold: verify breaks off,
    // saying why, and writes nothing.
    void aCutNewerAttemptLeavesNoVerdict()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-attempts")));
        gh.play(StandInGh::goodScenario(QStringLiteral("failure")), {kJUnit + QStringLiteral("demo_after_speecht5_fix.xml")});
        QFile whole(kJUnit + QStringLiteral("demo_after_speecht5_fix.xml"));
        QVERIFY(whole.open(QIODevice::ReadOnly));
        const QByteArray text = whole.readAll();
        const QString again = gh.artifacts() + QStringLiteral("/test-reports-4d2a-2.0-n150--9100");
        QVERIFY(QDir().mkpath(again));
        QFile cut(again + QStringLiteral("/report_9100.xml"));
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(text.left(text.indexOf("<testcase ") + 40));
        cut.close();
        const QString checkout = demo(realWorkflow());
        const QString yaml = checkout + QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml");
        QFile before(yaml);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray yamlBefore = before.readAll();
        const Run r = run(verify(checkout, {QStringLiteral("--ci-run"), QStringLiteral("4242"), QStringLiteral("--yes")}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("attempt 2") || r.out.contains("attempt 2"), (r.err + r.out).constData());
        QVERIFY2(r.err.contains(kSpeecht5.toUtf8()), r.err.constData());
        QFile after(yaml);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), yamlBefore);
    }

    // The checkout's workflow no longer takes an input: said before anything is sent.
    void aChangedWorkflowStopsTheDispatch()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-changed")));
        gh.play(StandInGh::goodScenario());
        const QString checkout = demo(realWorkflow().replace("      parallel_groups:", "      groups:"));
        const Run r = run(verify(checkout, {QStringLiteral("--ci"), QStringLiteral("--yes")}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("the workflow's inputs changed: the workflow has no input \"parallel_groups\""), r.err.constData());
        QVERIFY(gh.calls().isEmpty());
    }

    // A typo in a runner (issue 31): said as a value the workflow does not offer, with
    // its choices, never as "the workflow's inputs changed"; from the checkout's copy
    // of the workflow before anything is sent, else from GitHub's refusal.
    void aRunnerTypoIsNamedWithTheChoices()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-typo")));
        gh.play(StandInGh::goodScenario());
        const QStringList typo{QStringLiteral("--ci"), QStringLiteral("--runs-on"), QStringLiteral("n150x"),
                               QStringLiteral("--yes")};
        const Run withCopy = run(verify(demo(realWorkflow()), typo));
        QCOMPARE(withCopy.exitCode, 2);
        QVERIFY2(withCopy.err.contains("--runs-on n150x is not one the workflow offers (n150, n300, p150, n300-llmbox"),
                 withCopy.err.constData());
        QVERIFY2(!withCopy.err.contains("inputs changed"), withCopy.err.constData());
        QVERIFY(gh.calls().isEmpty());
        const Run fromGitHub = run(verify(demo(), typo));
        QVERIFY2(fromGitHub.err.contains("GitHub refused --runs-on n150x: not one of the workflow's choices for "
                                         "runs_on"),
                 fromGitHub.err.constData());
        QVERIFY2(!fromGitHub.err.contains("inputs changed"), fromGitHub.err.constData());
    }

    // A landed fix lives in the working tree only: the git commands that push it are
    // shown (never run), and nothing is dispatched until a pushed ref is given.
    void fixesMustBePushedFirst()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-push")));
        gh.play(StandInGh::goodScenario());
        const QString checkout = demo(realWorkflow());
        QFile records(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/report/records.json"));
        QVERIFY(records.open(QIODevice::ReadOnly));
        const QJsonObject speecht5 = QJsonDocument::fromJson(records.readAll())
                                         .object().value(QLatin1String("records")).toArray().first().toObject();
        QCOMPARE(speecht5.value(QLatin1String("key")).toString(), kSpeecht5);
        QFile record(m_work.filePath(QStringLiteral("record.json")));
        QVERIFY(record.open(QIODevice::WriteOnly));
        record.write(QJsonDocument(speecht5).toJson());
        record.close();
        const QStringList args{QStringLiteral("verify"), kSpeecht5, QStringLiteral("--checkout"), checkout,
                               QStringLiteral("--record"), record.fileName(), QStringLiteral("--ci"), QStringLiteral("--yes")};
        const Run r = run(args);
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.out.contains("git -C third_party/tt_forge_models switch -c dtriage/speecht5\n"), r.out.constData());
        QVERIFY(r.out.contains("git -C third_party/tt_forge_models add -- speecht5/pytorch/loader.py\n"));
        QVERIFY(r.out.contains("git -C third_party/tt_forge_models push -u origin dtriage/speecht5\n"));
        QVERIFY(r.out.contains("then run it again with --forge-models-ref dtriage/speecht5"));
        QVERIFY(gh.calls().isEmpty());
        // The demo's loaders have no remote: the ref cannot be checked, nothing is sent.
        const Run unchecked = run(args + QStringList{QStringLiteral("--forge-models-ref"), QStringLiteral("dtriage/speecht5")});
        QCOMPARE(unchecked.exitCode, 1);
        QVERIFY2(unchecked.err.contains("has no remote \"origin\"") && unchecked.err.contains("then push dtriage/speecht5 there"),
                 unchecked.err.constData());
        QVERIFY(gh.calls().isEmpty());
    }

    void aRunIsCancelled()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-cancel")));
        QJsonObject scenario = StandInGh::goodScenario();
        scenario.insert(QStringLiteral("statuses"), QJsonArray{QStringLiteral("in_progress")});
        gh.play(scenario);
        // No branch or record needed: nothing is planned.
        const Run r = run({QStringLiteral("verify"), kSpeecht5, QStringLiteral("--checkout"), demo(),
                           QStringLiteral("--ci-run"), QStringLiteral("4242"), QStringLiteral("--cancel")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("run 4242 canceled on GitHub: nothing imported"), r.out.constData());
        QCOMPARE(gh.calls(QStringLiteral("run cancel")).size(), 1);
    }

    void optionsThatDoNotGoTogether_data()
    {
        QTest::addColumn<QStringList>("more");
        QTest::addColumn<QString>("said");
        QTest::newRow("--ci and --junit") << QStringList{"--ci", "--junit", kJUnit + "demo_before_fix.xml"} << "one of --junit FILE, --ci or --ci-run ID";
        QTest::newRow("--ci and --ci-run") << QStringList{"--ci", "--ci-run", "4242"} << "not both";
        QTest::newRow("--cancel alone") << QStringList{"--ci", "--cancel"} << "--cancel goes with --ci-run ID";
        QTest::newRow("no groups") << QStringList{"--ci", "--groups", "0"} << "--groups must be a number";
    }

    void optionsThatDoNotGoTogether()
    {
        QFETCH(QStringList, more);
        QFETCH(QString, said);
        StandInGh gh(m_work.filePath(QStringLiteral("gh-usage")));
        gh.play(StandInGh::goodScenario());
        const Run r = run(verify(demo(), more));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(said.toUtf8()), r.err.constData());
        QVERIFY(gh.calls().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCiVerify)
#include "tst_civerify.moc"
