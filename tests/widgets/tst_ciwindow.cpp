// Verifying through tt-xla's CI in the real window (demo checkout, real torch, the
// stand-in gh on PATH): with Triage ▸ Verify Through tt-xla's CI on, a triage stops
// after its CPU repro, waiting for CI; Dispatch Waiting Entries to CI… shows the
// runners and groups (the workflow's choices, remembered), the push commands for
// the fix and the exact gh command, and sends nothing until a pushed ref is given;
// the run is a job in the console with its progress; its reports feed the YAML
// plan, which waits for approval as usual. A window closed while the run goes on:
// the next one resumes the session and picks the same run up by itself; canceled
// in the console, the run is canceled on GitHub and the session waits for another.
#include "dialogs/cidispatchdialog.h"
#include "jobs/jobconsole.h"
#include "standingh.h"
#include "list/failurelistmodel.h"
#include "list/triagemark.h"
#include "triageruns.h"
#include "windowci.h"
#include "windowfixture.h"
#include "chrome/workbenchsettings.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kReport = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_speecht5_fix.xml");

bool sh(const QString& dir, const QString& command)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"})
        env.insert(QString::fromLatin1(name), QStringLiteral("tester@example.com"));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir);
    process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
    process.waitForFinished(60000);
    if (process.exitCode() != 0)
        qWarning("%s: %s", qPrintable(command), process.readAllStandardError().constData());
    return process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

}  // namespace

class TestCiWindow : public QObject {
    Q_OBJECT

    WindowFixture m_fixture;

    // The dialog Dispatch Waiting Entries to CI… opened; null when it did not open.
    static CiDispatchDialog* openDialog(MainWindow& window)
    {
        window.ci()->dispatchAction()->trigger();
        QElapsedTimer clock;
        clock.start();
        CiDispatchDialog* dialog = nullptr;
        while (!(dialog = window.findChild<CiDispatchDialog*>()) && clock.elapsed() < 5000)
            QTest::qWait(20);
        return dialog;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_fixture.isValid());
    }

    // Turning CI on reaches a session that started before (it waits at its fix's
    // approval): past the approval it waits for CI instead of running pytest here.
    void theToggleReachesSessionsAlreadyStarted()
    {
        MainWindow window;
        QString root;
        QVERIFY(m_fixture.openDemo(window, &root));
        window.ci()->toggleAction()->setChecked(false);
        TriageSession* session = WindowFixture::startOn(window, kSpeecht5);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval, kRunMs);
        window.ci()->toggleAction()->setChecked(true);
        APPROVE_WHOLE_DIFF(window.sessionPanel()->diffView(), DiffKind::Loader);
        QTRY_VERIFY2_WITH_TIMEOUT(session->state() == State::AwaitingCi, qPrintable(session->stateNote()), kRunMs);
        window.ci()->toggleAction()->setChecked(false);
    }

    void dispatchFromTheWindowThenResumeOntoTheRun()
    {
        StandInGh gh(m_fixture.filePath(QStringLiteral("gh")));
        QJsonObject running = StandInGh::goodScenario(QStringLiteral("failure"));
        running.insert(QStringLiteral("statuses"), QJsonArray{QStringLiteral("queued"), QStringLiteral("in_progress")});
        gh.play(running, {kReport});
        {
            QSettings settings;  // look at the run every second, not every 30
            settings.setValue(QStringLiteral("ci/pollIntervalS"), 1);
        }
        QString root;
        auto window = std::make_unique<MainWindow>();
        QVERIFY(m_fixture.openDemo(*window, &root));
        QVERIFY(sh(root, QStringLiteral("mkdir -p .github/workflows && cp '%1' .github/workflows/").arg(StandInGh::workflowCopy())));
        const QString origin = m_fixture.filePath(QStringLiteral("tt-forge-models.git"));
        QVERIFY(sh(root, QStringLiteral("git init -q --bare '%1' && cd third_party/tt_forge_models && git init -q && git add -A "
                                        "&& git commit -qm base && git remote add origin '%1'").arg(origin)));

        QVERIFY(!window->ci()->dispatchAction()->isEnabled());
        window->ci()->toggleAction()->setChecked(true);
        TriageSession* session = WindowFixture::startOn(*window, kSpeecht5);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval, kRunMs);
        APPROVE_WHOLE_DIFF(window->sessionPanel()->diffView(), DiffKind::Loader);
        QTRY_VERIFY2_WITH_TIMEOUT(session->state() == State::AwaitingCi, qPrintable(session->stateNote()), kRunMs);
        QVERIFY(window->ci()->dispatchAction()->isEnabled());
        // Said as it is: nothing runs here until the CI reports; the header says it once.
        QTRY_COMPARE(window->failureModel()->triageMark(kSpeecht5).kind, TriageMark::Kind::WaitingForCi);
        const QString header = window->sessionPanel()->stateLabel()->fullText();
        QVERIFY2(header.count(QStringLiteral("aiting for tt-xla's CI")) == 1, qPrintable(header));

        // The fix is only on disk: the dialog shows how to push it and sends nothing without a ref.
        CiDispatchDialog* dialog = openDialog(*window);
        QVERIFY(dialog);
        QVERIFY(!dialog->dispatchButton()->isEnabled());
        QCOMPARE(dialog->runsOnBox()->count(), 9);  // the workflow's runners
        dialog->runsOnBox()->setCurrentText(QStringLiteral("p150"));
        dialog->groupsBox()->setCurrentText(QStringLiteral("2"));
        QVERIFY2(dialog->command().contains(QStringLiteral("-f runs_on=p150 -f parallel_groups=2")), qPrintable(dialog->command()));
        screenshot(dialog, QStringLiteral("ci-dispatch-dialog.png"));
        QVERIFY(sh(root, QStringLiteral("cd third_party/tt_forge_models && git switch -qc dtriage/speecht5 && git add -A && "
                                        "git commit -qm fix && git push -q origin dtriage/speecht5")));
        dialog->refEdit()->setText(QStringLiteral("dtriage/speecht5"));
        QVERIFY(dialog->dispatchButton()->isEnabled());
        QTest::mouseClick(dialog->dispatchButton(), Qt::LeftButton);

        // Found, followed: a job in the console; the run is noted in the record.
        QTRY_VERIFY_WITH_TIMEOUT(session->record().ci.id == 4242, 60000);
        QVERIFY(window->ci()->isRunning());
        QCOMPARE(window->jobConsole()->runningCount(), 1);
        const QStringList sent = gh.calls(QStringLiteral("workflow run")).value(0);
        QVERIFY2(sent.contains(QStringLiteral("runs_on=p150")) && sent.contains(QStringLiteral("parallel_groups=2")),
                 qPrintable(sent.join(u' ')));
        QVERIFY(sent.contains(QStringLiteral("contains=[") + kSpeecht5 + u']'));
        // The ref as checked: the pushed branch's commit, not its name.
        QVERIFY2(QRegularExpression(QStringLiteral("^forge_models_override=[0-9a-f]{40}$"))
                     .match(sent.filter(QStringLiteral("forge_models_override=")).value(0))
                     .hasMatch(),
                 qPrintable(sent.join(u' ')));
        {
            QSettings settings;
            const WorkbenchSettings remembered = WorkbenchSettings::load(settings);
            QCOMPARE(remembered.ciRunsOn, QStringLiteral("p150"));
            QCOMPARE(remembered.ciGroups, 2);
            QVERIFY(remembered.verifyThroughCi);
        }
        const QString recordPath = session->recordPath();
        window.reset();  // closed while the run goes on

        gh.play(running, {kReport});  // still running when the next window opens
        window = std::make_unique<MainWindow>();
        QSignalSpy loaded(window.get(), &MainWindow::checkoutLoaded);
        window->show();
        window->openCheckout(root);
        QVERIFY(loaded.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(window->unfinishedCount() == 1, 60000);
        QVERIFY(window->ci()->toggleAction()->isChecked());  // remembered
        window->resumeUnfinished();
        TriageSession* resumed = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((resumed = window->runs()->session(kSpeecht5)) != nullptr, 60000);
        // Picked up by itself, not dispatched again: followed in the console.
        QTRY_VERIFY_WITH_TIMEOUT(window->ci()->isRunning(), kRunMs);
        QCOMPARE(resumed->record().ci.id, 4242);
        QCOMPARE(resumed->recordPath(), recordPath);
        QVERIFY(gh.calls(QStringLiteral("workflow run")).isEmpty());
        JobConsole* console = window->jobConsole();
        QTRY_VERIFY_WITH_TIMEOUT(console->outputOf(window->ci()->jobId()).contains(QStringLiteral("run 4242: in progress")), 30000);

        // Cancel in the console: canceled on GitHub; the session keeps waiting, nothing written.
        console->selectJob(window->ci()->jobId());
        QTRY_VERIFY(console->cancelButton()->isEnabled());
        QTest::mouseClick(console->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!window->ci()->isRunning(), 30000);
        QCOMPARE(gh.calls(QStringLiteral("run cancel")).size(), 1);
        QCOMPARE(resumed->state(), State::AwaitingCi);
        QVERIFY2(resumed->stateNote().contains(QStringLiteral("run 4242 canceled on GitHub")), qPrintable(resumed->stateNote()));
        QCOMPARE(resumed->record().ci.id, 0);  // forgotten: not picked up again
        QTest::qWait(300);
        QVERIFY(!window->ci()->isRunning());

        // Dispatched again from the dialog (the fix is pushed: its branch given); this run ends.
        gh.play(StandInGh::goodScenario(QStringLiteral("failure")), {kReport});
        QTRY_VERIFY(window->ci()->dispatchAction()->isEnabled());
        CiDispatchDialog* again = openDialog(*window);
        QVERIFY(again);
        QCOMPARE(again->runsOnBox()->currentText(), QStringLiteral("p150"));  // the last choice
        QCOMPARE(again->refEdit()->text(), QStringLiteral("dtriage/speecht5"));  // the ref given for these fixes
        QVERIFY(again->dispatchButton()->isEnabled());
        QTest::mouseClick(again->dispatchButton(), Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(resumed->state() == State::AwaitingYamlApproval, qPrintable(resumed->stateNote()), kRunMs);
        QCOMPARE(gh.calls(QStringLiteral("workflow run")).size(), 1);
        window->selectKey(kSpeecht5);
        APPROVE_WHOLE_DIFF(window->sessionPanel()->diffView(), DiffKind::Yaml);
        QTRY_VERIFY_WITH_TIMEOUT(resumed->isFinished(), kRunMs);
        QCOMPARE(resumed->state(), State::Done);
        QVERIFY(fileBytes(root + QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml"))
                    .contains("FAILED_TTMLIR_COMPILATION"));
    }
};

QTEST_MAIN(TestCiWindow)
#include "tst_ciwindow.moc"
