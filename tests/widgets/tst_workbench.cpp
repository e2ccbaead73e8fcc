// The workbench driven like a user would, on a copy of the demo checkout with
// real torch and real pytest: case a from selection to exported report; a reject
// path that leaves every file as it was; a cancel path that stops the job.
// Screenshots of the main states land in <build>/screenshots/.
#include "session/approvalbar.h"
#include "checkout/democheckout.h"
#include "diff/diffview.h"
#include "chrome/elidedlabel.h"
#include "familyviews/dtype/dtypedumpmodel.h"
#include "familyviews/dtype/dtypedumptable.h"
#include "familyviews/dtype/dtypeevidence.h"
#include "familyviews/unpack/unpackevidence.h"
#include "list/failurelistmodel.h"
#include "jobs/jobconsole.h"
#include "jobs/joblistmodel.h"
#include "mainwindow.h"
#include "dialogs/reportdialog.h"
#include "session/sessionpanel.h"
#include "source/sourceview.h"
#include "triageruns.h"
#include "session/triagecoordinator.h"
#include "session/triagerun.h"
#include "families/failurelist.h"
#include "windowfixture.h"
#include "chrome/workbenchstatusbar.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProgressBar>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QMessageBox>
#include <QToolButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTextBrowser>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

const QString kSpeechKey = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kSpeechLoader = QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py");
const QString kTrainingYaml =
    QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml");
// What the user says of a judgement call's loss target (issue 46 §3: no reason, no approval).
const QString kReason = QStringLiteral("the detection loss reads every head's output here (reviewed).");

}  // namespace


class TestWorkbench : public QObject {
    Q_OBJECT

private:
    WindowFixture m_fixture;

    QString freshDemo() { return m_fixture.freshDemo(); }
    bool openDemo(MainWindow& window, QString* root) { return m_fixture.openDemo(window, root); }
    TriageSession* startOn(MainWindow& window, const QString& key) { return WindowFixture::startOn(window, key); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_fixture.isValid());
        QVERIFY2(fontSetProblem().isEmpty(), qPrintable(fontSetProblem()));
    }

    void caseAFromSelectionToReport();
    void rejectLeavesEveryFileUntouched();
    void cancelStopsTheJob();
    void cancelBatchAsksAndSaysWhereItStopped();
    void keyboardMovesAndEnterStarts();
    void triageAllGatedWithImportedResults();
    void closedMidTriageResumesInTheNextWindow();
    void yamlChangedByAnotherTriageIsPlannedAgain();
    void sameLoaderWaitsForItsSession();
};

void TestWorkbench::caseAFromSelectionToReport()
{
    MainWindow window;
    QString root;
    QVERIFY(openDemo(window, &root));
    const QString loaderPath = QDir(root).filePath(kSpeechLoader);
    const QByteArray loaderBefore = fileBytes(loaderPath);
    const QByteArray yamlBefore = fileBytes(QDir(root).filePath(kTrainingYaml));
    SessionPanel* panel = window.sessionPanel();

    window.selectKey(kSpeechKey);
    QCOMPARE(panel->key(), kSpeechKey);
    QTRY_VERIFY(panel->sourceView()->editor()->toPlainText().contains(QLatin1String("decoder_input_values")));
    QVERIFY(window.workbenchStatus()->pythonLabel()->text().contains(QLatin1String("torch")));
    screenshot(&window, QStringLiteral("workbench-1-selected.png"));

    QTest::mouseClick(panel->startButton(), Qt::LeftButton);
    TriageSession* session = panel->session();
    QVERIFY(session);
    QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval || session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::AwaitingFixApproval);

    // The float32 input of the BFLOAT16 phase stands out; the site is marked.
    auto* evidence = qobject_cast<DtypeEvidence*>(panel->evidence());
    QVERIFY(evidence);  // the session's family is the bf16 one
    DtypeDumpModel* dump = evidence->beforeTable()->model();
    int offenders = 0;
    for (int row = 0; row < dump->rowCount(); ++row) {
        const QString label = dump->index(row, DtypeDumpModel::InputColumn).data().toString();
        QCOMPARE(dump->stayedFloat32(row), label == QLatin1String("decoder_input_values"));
        offenders += dump->stayedFloat32(row);
    }
    QCOMPARE(offenders, 1);
    QCOMPARE(panel->sourceView()->markedLine(), 119);
    QCOMPARE(window.failureModel()->triageMark(kSpeechKey).kind, TriageMark::Kind::NeedsApproval);
    QVERIFY(panel->diffView()->editor(DiffKind::Loader)->toPlainText().contains(QLatin1String("dtype=dtype_override")));
    QCOMPARE(fileBytes(loaderPath), loaderBefore);  // shown, not written
    // Under the diff: which black shaped the fix (the demo's Python has Debian's)
    // and the loaders' pre-commit pin it is compared with.
    const ElidedLabel* formatting = panel->diffView()->captionLabel();
    QVERIFY2(formatting->isVisible(), "the loader diff says nothing of its formatting");
    QVERIFY2(formatting->fullText().startsWith(QLatin1String("Formatted by black "))
                 && formatting->fullText().endsWith(QLatin1String("; pre-commit pins 22.3.0")),
             qPrintable(formatting->fullText()));
    const QString said = formatting->toolTip();  // the whole sentence: whose black, which file pins it
    QVERIFY2(said.startsWith(QLatin1String("Formatting: formatted by black "))
                 && said.contains(QLatin1String("(the checkout's Python)"))
                 && said.contains(QLatin1String("third_party/tt_forge_models/.pre-commit-config.yaml pins black 22.3.0")),
             qPrintable(said));
    screenshot(&window, QStringLiteral("workbench-2-fix-approval.png"));
    // The diff waiting, at a laptop's and a desktop's size: the offending row of the
    // dtype table, some lines of the diff and the Approve button are in sight.
    SCREENSHOT_AT_SIZES(&window, QStringLiteral("diff-waiting"), [&]() -> QString {
        QTableView* table = evidence->beforeTable()->view();
        const QAbstractItemModel* shown = table->model();  // offenders first
        for (int row = 0; row < shown->rowCount(); ++row) {
            const QModelIndex input = shown->index(row, DtypeDumpModel::InputColumn);
            if (input.data().toString() == QLatin1String("decoder_input_values")
                && !table->viewport()->rect().contains(table->visualRect(input)))
                return QStringLiteral("the offending row is out of the dtype table's sight");
        }
        if (const QString wrong = approvalInSight(panel, DiffKind::Loader, &window); !wrong.isEmpty())
            return wrong;
        // The offending call itself, not only the line's start.
        if (const QString marked = markedLineInSight(panel->sourceView(), 36); !marked.isEmpty())
            return marked;
        const QString approve = shownWhole(panel->diffView()->approvalBar()->approveButton(), &window);
        return approve.isEmpty() ? shownWhole(table, &window) : approve;
    });

    APPROVE_WHOLE_DIFF(panel->diffView(), DiffKind::Loader);
    QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingYamlApproval || session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::AwaitingYamlApproval);
    // The CPU re-run passed: the after-table has no offender and says ok.
    QCOMPARE(session->record().entries.first().cpuAfter.phase(u"bf16").result, TriageRecord::CpuPhase::Result::Ok);
    QVERIFY(evidence->afterTable()->model()->rowCount() > 0);
    for (int row = 0; row < evidence->afterTable()->model()->rowCount(); ++row)
        QVERIFY(!evidence->afterTable()->model()->stayedFloat32(row));
    QVERIFY(panel->diffView()->editor(DiffKind::Yaml)->toPlainText().contains(QLatin1String("KNOWN_FAILURE_XFAIL")));
    // The source view shows the loader as it is now: with the fix, the site still marked.
    QTRY_VERIFY(panel->sourceView()->editor()->toPlainText().contains(QLatin1String("dtype=dtype_override")));
    QTRY_COMPARE(panel->sourceView()->markedLine(), 119);
    screenshot(&window, QStringLiteral("workbench-3-yaml-approval.png"));

    APPROVE_WHOLE_DIFF(panel->diffView(), DiffKind::Yaml);
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::Done);
    QCOMPARE(window.failureModel()->triageMark(kSpeechKey).kind, TriageMark::Kind::Xfail);
    // The Status column follows the YAML on disk (it kept "skip" after the write).
    FailureListModel* list = window.failureModel();
    QTRY_COMPARE(list->index(list->rowOfKey(kSpeechKey), FailureListModel::StatusColumn).data().toString(),
                 QStringLiteral("xfail"));
    QCOMPARE(window.sessionPanel()->key(), kSpeechKey);  // read again in place: the selection stays
    // So does an edit made elsewhere (an editor, a git checkout).
    {
        const QString yamlPath = QDir(root).filePath(kTrainingYaml);
        const QByteArray written = fileBytes(yamlPath);
        QByteArray edited = written;
        const QByteArray resnet = "  resnet/pytorch-ResNet18-single_device-training:\n    status: EXPECTED_PASSING\n";
        QVERIFY(edited.contains(resnet));
        edited.replace(resnet, "  resnet/pytorch-ResNet18-single_device-training:\n    status: NOT_SUPPORTED_SKIP\n");
        QFile file(yamlPath);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(edited);
        file.close();
        const QString resnetKey = QStringLiteral("resnet/pytorch-ResNet18-single_device-training");
        QTRY_COMPARE(list->index(list->rowOfKey(resnetKey), FailureListModel::StatusColumn).data().toString(),
                     QStringLiteral("skip"));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(written);
        file.close();
        QTRY_COMPARE(list->index(list->rowOfKey(resnetKey), FailureListModel::StatusColumn).data().toString(),
                     QStringLiteral("pass"));
    }
    QTRY_COMPARE(window.jobConsole()->runningCount(), 0);
    QVERIFY(window.jobConsole()->model()->rowCount() >= 3);  // repro, repro after the fix, pytest
    screenshot(&window, QStringLiteral("workbench-4-done.png"));

    // The files on disk: the one-line fix and the xfail entry docs/triage.md prescribes.
    const QString loader = QString::fromUtf8(fileBytes(loaderPath));
    QVERIFY(loader.contains(QLatin1String("(1, 1, self.model.config.num_mel_bins), dtype=dtype_override")));
    const QString yaml = QString::fromUtf8(fileBytes(QDir(root).filePath(kTrainingYaml)));
    const qsizetype at = yaml.indexOf(kSpeechKey + QLatin1Char(':'));
    QVERIFY(at >= 0);
    const QString block = yaml.mid(at, 300);
    QVERIFY2(block.contains(QLatin1String("status: KNOWN_FAILURE_XFAIL")), qPrintable(block));
    QVERIFY2(block.contains(QLatin1String("'ttir.sum' op Reduce dimensions are not unique")), qPrintable(block));

    QTest::mouseClick(panel->reportButton(), Qt::LeftButton);
    ReportDialog* report = window.findChild<ReportDialog*>();
    QVERIFY(report);
    QTRY_VERIFY(report->isVisible());
    QVERIFY(report->prText().contains(kSpeechKey));
    screenshot(report, QStringLiteral("workbench-5-report.png"));
    // The report fits a laptop's screen: its smallest size is below 1366x768.
    SCREENSHOT_AT_SIZES(report, QStringLiteral("report"), [&]() -> QString {
        if (report->minimumSizeHint().width() > 1366 || report->minimumSizeHint().height() > 768)
            return QStringLiteral("the report needs at least %1x%2")
                .arg(report->minimumSizeHint().width())
                .arg(report->minimumSizeHint().height());
        return shownWhole(static_cast<QWidget*>(report->preview()), report);
    });
    const auto files = report->exportAll(m_fixture.filePath(QStringLiteral("report")));
    QVERIFY2(files.has_value(), qPrintable(files ? QString() : files.error().toString()));
    QVERIFY(fileBytes(files->markdown).contains(kSpeechKey.toUtf8()));
    QVERIFY(fileBytes(files->loaderPatch).contains("dtype=dtype_override"));
    QVERIFY(fileBytes(files->yamlPatch).contains("KNOWN_FAILURE_XFAIL"));
    report->close();

    // Revert: both writes undone, byte for byte; the entry no longer counts as fixed.
    QPushButton* revert = panel->diffView()->approvalBar()->revertButton();
    QTRY_VERIFY(revert->isEnabled());
    QSignalSpy reverted(session, &TriageSession::reverted);
    QTest::mouseClick(revert, Qt::LeftButton);
    QVERIFY(reverted.wait(30000));
    QVERIFY2(reverted.first().at(0).toBool(), qPrintable(reverted.first().at(1).toString()));
    QCOMPARE(fileBytes(loaderPath), loaderBefore);
    QCOMPARE(fileBytes(QDir(root).filePath(kTrainingYaml)), yamlBefore);
    QTRY_VERIFY(!revert->isEnabled());
    QTRY_VERIFY(!panel->sourceView()->editor()->toPlainText().contains(QLatin1String("dtype=dtype_override")));
}

void TestWorkbench::rejectLeavesEveryFileUntouched()
{
    MainWindow window;
    QString root;
    QVERIFY(openDemo(window, &root));
    const auto before = checkoutFiles(root);
    TriageSession* session = startOn(window, kSpeechKey);
    QVERIFY(session);
    // Reject every diff the session asks about until it settles.
    while (!session->isFinished()) {
        QTRY_VERIFY_WITH_TIMEOUT(session->isFinished() || session->state() == State::AwaitingFixApproval
                                     || session->state() == State::AwaitingYamlApproval,
                                 kRunMs);
        if (session->isFinished())
            break;
        QPushButton* reject = window.sessionPanel()->diffView()->approvalBar()->rejectButton();
        QTRY_VERIFY(reject->isEnabled());
        QTest::mouseClick(reject, Qt::LeftButton);
        QTRY_VERIFY(session->isFinished() || (session->state() != State::AwaitingFixApproval
                                              && session->state() != State::AwaitingYamlApproval));
    }
    QVERIFY(session->record().fix.result != TriageRecord::Fix::Result::Works);
    QCOMPARE(checkoutFiles(root), before);
}

void TestWorkbench::cancelStopsTheJob()
{
    MainWindow window;
    QString root;
    QVERIFY(openDemo(window, &root));
    const auto before = checkoutFiles(root);
    JobConsole* console = window.jobConsole();
    // Cancel from the console as soon as the repro job shows up there.
    QPointer<TriageSession> session;
    connect(console, &JobConsole::runningCountChanged, this, [&](int running) {
        if (running > 0)
            QTimer::singleShot(0, console, [console] {
                if (console->cancelButton()->isEnabled())
                    QTest::mouseClick(console->cancelButton(), Qt::LeftButton);
            });
    });
    session = startOn(window, kSpeechKey);
    QVERIFY(session);
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::Canceled);
    QCOMPARE(window.failureModel()->triageMark(kSpeechKey).kind, TriageMark::Kind::Canceled);
    QTRY_COMPARE_WITH_TIMEOUT(console->runningCount(), 0, 15000);  // SIGTERM, a grace period, SIGKILL
    QCOMPARE(checkoutFiles(root), before);

    // The panel's Cancel: the killed repro is the user's cancel, not a failure.
    disconnect(console, &JobConsole::runningCountChanged, this, nullptr);
    const int jobsBefore = console->model()->rowCount();
    session = startOn(window, kSpeechKey);
    QVERIFY(session);
    QTRY_VERIFY_WITH_TIMEOUT(console->runningCount() > 0, kRunMs);
    QTest::mouseClick(window.sessionPanel()->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::Canceled);
    QTRY_COMPARE_WITH_TIMEOUT(console->runningCount(), 0, 15000);
    QVERIFY(console->model()->rowCount() > jobsBefore);
    for (int row = jobsBefore; row < console->model()->rowCount(); ++row)
        QCOMPARE(console->model()->state(console->model()->jobIdAt(row)), JobListModel::State::Canceled);
    QCOMPARE(checkoutFiles(root), before);
}

// Cancel batch asks first, and the bar then says where the batch stopped, not
// "22 of 22" full (issue 47 §12).
void TestWorkbench::cancelBatchAsksAndSaysWhereItStopped()
{
    MainWindow window;
    QString root;
    QVERIFY(openDemo(window, &root));
    const auto before = checkoutFiles(root);
    QSignalSpy done(window.runs(), &TriageRuns::batchFinished);
    QVERIFY(window.triageAllGated());
    TriageRun* batch = window.runs()->batch();
    QVERIFY(batch);
    WorkbenchStatusBar* status = window.workbenchStatus();
    QTRY_VERIFY_WITH_TIMEOUT(status->cancelBatchButton()->isVisible(), 10000);
    const auto answer = [&](const QString& button) {
        QTest::mouseClick(status->cancelBatchButton(), Qt::LeftButton);
        const auto asking = [&window]() -> QMessageBox* {
            for (QMessageBox* box : window.findChildren<QMessageBox*>())
                if (box->isVisible())
                    return box;
            return nullptr;
        };
        QTRY_VERIFY(asking());
        QMessageBox* ask = asking();
        QVERIFY2(ask->text().contains(QStringLiteral("Cancel the batch")), qPrintable(ask->text()));
        QAbstractButton* chosen = nullptr;
        for (QAbstractButton* offered : ask->buttons())
            if (offered->text() == button)
                chosen = offered;
        QVERIFY2(chosen, qPrintable(button));
        QTest::mouseClick(chosen, Qt::LeftButton);
        QTRY_VERIFY(!ask->isVisible());
    };
    answer(QStringLiteral("Keep Running"));
    if (QTest::currentTestFailed())
        return;
    QVERIFY(!batch->isFinished());
    QTest::qWait(200);
    QVERIFY(done.isEmpty());
    const int finishedBefore = batch->finishedCount();
    answer(QStringLiteral("Cancel Batch"));
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), kRunMs);
    QCOMPARE(batch->finishedCount(), batch->total());
    QCOMPARE(status->batchBar()->text(),
             QStringLiteral("Batch canceled after %1 of %2").arg(finishedBefore).arg(batch->total()));
    QVERIFY(!status->cancelBatchButton()->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(window.jobConsole()->runningCount(), 0, 15000);
    QCOMPARE(checkoutFiles(root), before);
}

void TestWorkbench::keyboardMovesAndEnterStarts()
{
    MainWindow window;
    QString root = freshDemo();
    QSignalSpy loaded(&window, &MainWindow::checkoutLoaded);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openCheckout(root);
    QVERIFY(loaded.wait(30000));
    // The checkout heads File ▸ Open Recent, and the next window remembers it.
    auto* recent = window.findChild<QMenu*>(QStringLiteral("recent"));
    QVERIFY(recent && !recent->actions().isEmpty());
    QCOMPARE(recent->actions().first()->text(), QDir::cleanPath(root));
    {
        MainWindow next;
        auto* nextRecent = next.findChild<QMenu*>(QStringLiteral("recent"));
        QCOMPARE(nextRecent->actions().first()->text(), QDir::cleanPath(root));
    }
    QTableView* view = window.failureView();
    view->setFocus();
    QCOMPARE(view->currentIndex().row(), 0);
    QTest::keyClick(view, Qt::Key_J);
    QCOMPARE(view->currentIndex().row(), 1);
    QTest::keyClick(view, Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(view->currentIndex().row(), 2);
    QTest::keyClick(view, Qt::Key_K);
    QCOMPARE(view->currentIndex().row(), 1);
    QTest::keyClick(view, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(view->currentIndex().row(), 0);
    QCOMPARE(window.sessionPanel()->key(), window.currentKey());
    // Typing j into the filter filters; it does not move the selection.
    QTest::keyClick(window.filterEdit(), Qt::Key_J);
    QCOMPARE(window.filterEdit()->text(), QStringLiteral("j"));
    window.filterEdit()->clear();
    // Enter on the list starts the triage of the selection.
    window.selectKey(QStringLiteral("pointnet/pytorch-single_device-training"));
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Return);
    TriageSession* session = window.runs()->session(QStringLiteral("pointnet/pytorch-single_device-training"));
    QVERIFY(session);
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::Stopped);  // case g: misfire, nothing to edit
}

// "Triage all bf16" with pytest outcomes imported from elsewhere: the user approves
// every diff in the window as the sessions ask (YAML planned again after another
// write too); the files end exactly as the engine's run leaves them with --yes on
// another copy.
void TestWorkbench::triageAllGatedWithImportedResults()
{
    const QString junit = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_all_fixes.xml");
    MainWindow window;
    QString root;
    QVERIFY(openDemo(window, &root));
    window.importJUnit(junit);
    QVERIFY(window.workbenchStatus()->findChildren<QLabel*>().size() > 0);
    QSignalSpy progress(window.runs(), &TriageRuns::batchProgress);
    QSignalSpy done(window.runs(), &TriageRuns::batchFinished);
    QVERIFY(window.triageAllGated());
    QVERIFY(window.workbenchStatus()->batchBar()->isVisible());
    QStringList bf16Keys;
    for (const FailureRow& row : window.failureModel()->rows())
        if (row.isGated())
            bf16Keys << row.key;

    int approvals = 0;
    QElapsedTimer clock;
    clock.start();
    while (done.isEmpty() && clock.elapsed() < kRunMs) {
        QTest::qWait(50);
        for (const QString& key : std::as_const(bf16Keys)) {
            TriageSession* session = window.runs()->session(key);
            const bool waiting = session && (session->state() == State::AwaitingFixApproval
                                             || session->state() == State::AwaitingYamlApproval);
            if (!(waiting && session->key() == key))
                continue;
            window.selectKey(key);
            if (session->fixNeedsAPerson()) {  // a judgement call: the reason first, as a user gives it
                auto* evidence = qobject_cast<UnpackEvidence*>(window.sessionPanel()->evidence());
                if (!evidence || !evidence->rebuildButton()->isEnabled())
                    continue;
                evidence->whyEdit()->setText(kReason);
                QTest::mouseClick(evidence->rebuildButton(), Qt::LeftButton);
                break;
            }
            const bool yaml = session->state() == State::AwaitingYamlApproval;
            const DiffKind kind = yaml ? DiffKind::Yaml : DiffKind::Loader;
            // A session keeps its Awaiting state until an approved write lands;
            // like a user, click only where the panel still offers Approve.
            if (!window.sessionPanel()->diffView()->isAwaiting(kind))
                continue;
            approveWholeDiff(window.sessionPanel()->diffView(), kind);
            if (QTest::currentTestFailed())
                return;
            ++approvals;
            break;
        }
    }
    QVERIFY2(!done.isEmpty(), "the batch did not finish");
    QVERIFY(approvals >= 4);
    qInfo("%d approvals in the window", approvals);
    QCOMPARE(progress.last().at(0).toInt(), progress.last().at(1).toInt());
    for (const QString& key : std::as_const(bf16Keys))
        QVERIFY2(window.failureModel()->triageMark(key).kind != TriageMark::Kind::None, qPrintable(key));
    screenshot(&window, QStringLiteral("workbench-6-batch.png"));

    // The same batch by the engine alone, approving everything, on another copy.
    const QString reference = freshDemo();
    TriageCoordinatorConfig config;
    config.session.checkoutRoot = reference;
    config.session.importedJUnit = junit;
    config.jobs = 2;
    config.yes = true;
    config.session.fixChoiceWhy = kReason;  // the reason the window's user gave the judgement calls
    config.sessionRoot = m_fixture.filePath(QStringLiteral("reference-sessions"));
    for (const FailureRow& row : window.failureModel()->rows())
        config.families.insert(row.key, row.family);  // as the window and `batch` give them
    TriageCoordinator coordinator(config);
    TriageRun* batch = coordinator.start(bf16Keys);
    QSignalSpy batchDone(batch, &TriageRun::finished);
    QVERIFY(batchDone.wait(kRunMs));
    const auto gui = checkoutFiles(root);
    const auto cli = checkoutFiles(reference);
    QCOMPARE(gui.keys().size(), cli.keys().size());
    for (auto it = cli.cbegin(); it != cli.cend(); ++it)
        QVERIFY2(gui.value(it.key()) == it.value(), qPrintable(it.key()));
    QVERIFY(window.runs()->records().size() >= 4);
}

// A window closed while a triage waits for the YAML approval: the next window on
// the same checkout offers to resume it, and it goes on from there (the fix is
// not proposed again) to the same files a full run gives.
void TestWorkbench::closedMidTriageResumesInTheNextWindow()
{
    QString root;
    {
        MainWindow first;
        QVERIFY(openDemo(first, &root));
        TriageSession* session = startOn(first, kSpeechKey);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval || session->isFinished(), kRunMs);
        APPROVE_WHOLE_DIFF(first.sessionPanel()->diffView(), DiffKind::Loader);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingYamlApproval || session->isFinished(), kRunMs);
        QCOMPARE(session->state(), State::AwaitingYamlApproval);
    }  // closed without a decision on the YAML
    const QByteArray loaderAfterFix = fileBytes(QDir(root).filePath(kSpeechLoader));

    MainWindow second;
    QSignalSpy found(&second, &MainWindow::unfinishedFound);
    QSignalSpy loaded(&second, &MainWindow::checkoutLoaded);
    second.show();
    second.openCheckout(root);
    QVERIFY(loaded.wait(30000));
    QVERIFY(found.wait(30000) || !found.isEmpty());
    QCOMPARE(found.first().first().toInt(), 1);
    auto* resume = second.findChild<QPushButton*>(QStringLiteral("resume"));
    QVERIFY(resume && resume->isVisible());
    screenshot(&second, QStringLiteral("workbench-7-resume-offered.png"));
    QTest::mouseClick(resume, Qt::LeftButton);
    TriageSession* resumed = second.runs()->session(kSpeechKey);
    QVERIFY(resumed);
    QTRY_VERIFY_WITH_TIMEOUT(resumed->state() == State::AwaitingYamlApproval || resumed->isFinished(), kRunMs);
    QCOMPARE(resumed->state(), State::AwaitingYamlApproval);
    QVERIFY(resumed->resumePoint().has_value());
    QCOMPARE(second.sessionPanel()->session(), resumed);
    APPROVE_WHOLE_DIFF(second.sessionPanel()->diffView(), DiffKind::Yaml);
    QTRY_VERIFY_WITH_TIMEOUT(resumed->isFinished(), kRunMs);
    QCOMPARE(resumed->state(), State::Done);
    QCOMPARE(fileBytes(QDir(root).filePath(kSpeechLoader)), loaderAfterFix);  // one edit, not two
    const QString yaml = QString::fromUtf8(fileBytes(QDir(root).filePath(kTrainingYaml)));
    const QString block = yaml.mid(yaml.indexOf(kSpeechKey + QLatin1Char(':')), 300);
    QVERIFY2(block.contains(QLatin1String("status: KNOWN_FAILURE_XFAIL")), qPrintable(block));

    // Settled now: a third window offers nothing.
    MainWindow third;
    QSignalSpy none(&third, &MainWindow::unfinishedFound);
    third.openCheckout(root);
    QVERIFY(none.wait(30000) || !none.isEmpty());
    QCOMPARE(none.first().first().toInt(), 0);
}

// Two triages started one after the other both plan against the same YAML; the
// second write finds the file changed (the first landed) and is refused. The
// window plans it again from the recorded outcomes and asks again: both land.
void TestWorkbench::yamlChangedByAnotherTriageIsPlannedAgain()
{
    const QString junit = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_all_fixes.xml");
    const QString densenet = QStringLiteral("densenet/pytorch-121_Xray-single_device-training");
    MainWindow window;
    QString root;
    QVERIFY(openDemo(window, &root));
    window.importJUnit(junit);
    QList<QPointer<TriageSession>> sessions;
    for (const QString& key : {kSpeechKey, densenet}) {
        TriageSession* session = startOn(window, key);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval || session->isFinished(), kRunMs);
        APPROVE_WHOLE_DIFF(window.sessionPanel()->diffView(), DiffKind::Loader);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingYamlApproval || session->isFinished(), kRunMs);
        QCOMPARE(session->state(), State::AwaitingYamlApproval);
        sessions << session;
    }
    // Both plans wait, made from the same bytes. Approve speecht5's, then densenet's.
    window.selectKey(kSpeechKey);
    APPROVE_WHOLE_DIFF(window.sessionPanel()->diffView(), DiffKind::Yaml);
    QTRY_VERIFY_WITH_TIMEOUT(sessions[0]->isFinished(), kRunMs);
    QCOMPARE(sessions[0]->state(), State::Done);
    window.selectKey(densenet);
    TriageSession* densenetSession = sessions[1];
    QSignalSpy asked(densenetSession, &TriageSession::needsApproval);
    APPROVE_WHOLE_DIFF(window.sessionPanel()->diffView(), DiffKind::Yaml);
    // Refused (the file changed since the plan), planned again by the same
    // session, and waiting in the panel for a new approval.
    QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, kRunMs);
    QCOMPARE(densenetSession->state(), State::AwaitingYamlApproval);
    QCOMPARE(window.runs()->session(densenet), densenetSession);
    QCOMPARE(window.sessionPanel()->session(), densenetSession);
    QVERIFY(window.sessionPanel()->diffView()->isAwaiting(DiffKind::Yaml));
    APPROVE_WHOLE_DIFF(window.sessionPanel()->diffView(), DiffKind::Yaml);
    QTRY_VERIFY_WITH_TIMEOUT(densenetSession->isFinished(), kRunMs);
    QCOMPARE(densenetSession->state(), State::Done);
    QVERIFY(densenetSession->stateNote().contains(QLatin1String("re-planned")));
    const QString yaml = QString::fromUtf8(fileBytes(QDir(root).filePath(kTrainingYaml)));
    for (const QString& key : {kSpeechKey, densenet}) {
        const QString block = yaml.mid(yaml.indexOf(key + QLatin1Char(':')), 200);
        QVERIFY2(!block.contains(QLatin1String("NOT_SUPPORTED_SKIP")), qPrintable(block));
    }
}

// One session per loader file (docs/triage.md §2), across the window's runs: a
// second entry of a loader that a session holds waits for it (marked, queued
// once) and starts when that session ends.
void TestWorkbench::sameLoaderWaitsForItsSession()
{
    const QString dla1x = QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training");
    const QString dla2x = QStringLiteral("centernet/pytorch-Dla2x_Coco-single_device-training");
    MainWindow window;
    QString root;
    QVERIFY(openDemo(window, &root));
    QPointer<TriageSession> first = window.runs()->start(dla1x);
    QVERIFY(first);
    QCOMPARE(window.runs()->start(dla2x), nullptr);  // its loader is busy
    const TriageMark waiting = window.failureModel()->triageMark(dla2x);
    QCOMPARE(waiting.kind, TriageMark::Kind::Running);
    QVERIFY2(waiting.note.contains(QLatin1String("waiting")), qPrintable(waiting.note));
    QCOMPARE(window.runs()->start(dla2x), nullptr);  // queued once, not twice
    first->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(window.runs()->session(dla2x) != nullptr, kRunMs);
    TriageSession* second = window.runs()->session(dla2x);
    QVERIFY(second != first.data());
    QCOMPARE(second->key(), dla2x);
    second->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(second->isFinished(), kRunMs);
    // A second queued run would start another session of it now.
    QTest::qWait(500);
    QCOMPARE(window.runs()->session(dla2x), second);
    QCOMPARE(window.runs()->runningSessions(), 0);
}

QTEST_MAIN(TestWorkbench)
#include "tst_workbench.moc"
