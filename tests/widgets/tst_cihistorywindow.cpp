// The CI history in the window (issue "Keep the training YAML true to CI"), driven
// as a user would on a copy of the demo checkout with its recorded weekly runs
// beside it: Triage ▸ CI History… shows the dock, which reads those runs on its
// own; every entry's strip of marks per arch with the runs behind it in a tooltip;
// the kind filter; Approve All Shown… and Approve Selected… each show one YAML
// diff, write nothing on Reject, and write exactly the chosen changes, byte for
// byte, on Approve; the runs read again against the YAML as written propose
// nothing more for them and the failure list follows; Enter on a row selects the
// entry where its family's triage starts; runs that cannot be taken are said; the
// nightly's runs read against every YAML, PCC figures and news shown, and one
// approval writes each YAML they change (issue 50).
#include "cihistorydock.h"
#include "cihistory/cihistorymodel.h"
#include "cihistory/cihistorypanel.h"
#include "diff/diffview.h"
#include "list/failurelistmodel.h"
#include "mainwindow.h"
#include "recordedruns.h"
#include "session/triagecoordinator.h"
#include "session/triagerun.h"
#include "record/triagerecord.h"
#include "standingh.h"
#include "synccommand.h"
#include "windowfixture.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QHeaderView>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

using Kind = HistoryProposal::Kind;

QAction* menuAction(MainWindow& window, const QString& text)
{
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction* action : menu->menu()->actions())
                if (action->text() == text)
                    return action;
    return nullptr;
}

QStringList shownKeys(const CiHistoryModel* model)
{
    QStringList keys;
    for (int row = 0; row < model->rowCount(); ++row)
        keys << model->entryAt(row)->key;
    return keys;
}

// Clicks `key`'s row, with `modifier` (Ctrl: adds it to the selection).
bool clickRow(CiHistoryPanel* panel, const QString& key, Qt::KeyboardModifiers modifier = {})
{
    const int row = panel->model()->rowOf(key);
    if (row < 0)
        return false;
    const QModelIndex index = panel->model()->index(row, CiHistoryModel::KeyColumn);
    panel->view()->scrollTo(index);
    QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, modifier, panel->view()->visualRect(index).center());
    return true;
}

}  // namespace

class TestCiHistoryWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<QDialog*>();
        QVERIFY(m_fixture.isValid());
    }
    void theDockShowsTheRecordedRuns();
    void approvingWritesOnlyWhatWasChosen();
    void runsNotTakenAreSaid();
    void syncFromTheWindow();
    void aTriageHereIsHeldBack();
    void theRunsLastReadAreReadOnOpen();
    void theNightlysRunsChangeEveryYamlTheyCover();
    void aNewEntryHasNoRowToShow();

private:
    // The demo opened in `window` at 1366x700, its CI History dock shown and the
    // runs of `folders` read in it; null when any of that failed.
    CiHistoryDock* readInDock(MainWindow& window, QString* root, const QStringList& folders);
    // The window on a demo copy with its recorded runs beside it, the dock shown
    // from the menu and its first reading done.
    bool openWithRuns(MainWindow& window, QString* root);

    WindowFixture m_fixture;
};

// Issue 47 §7: t5_dict triaged here (its new reason written, its loader fixed)
// after the runs; the dock marks its "record" held back and Approve All Shown
// leaves it out, so the runs' old error is not written back. Selected on its
// own, it can still be approved.
void TestCiHistoryWindow::aTriageHereIsHeldBack()
{
    const QString t5 = QStringLiteral("t5_dict/pytorch-Small-single_device-training");
    MainWindow window;
    window.resize(1366, 700);
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    TriageCoordinatorConfig config;  // as `triage KEY --yes` runs it
    config.session.checkoutRoot = root;
    config.yes = true;
    TriageCoordinator coordinator(config);
    TriageRun* run = coordinator.start({t5});
    QSignalSpy triaged(run, &TriageRun::finished);
    QVERIFY(triaged.wait(kRunMs));
    QCOMPARE(run->records().size(), 1);
    QCOMPARE(run->records().constFirst().state, TriageRecord::State::Done);
    QVERIFY(DemoCheckout::copyRecordedRunsBeside(root, weeklyRunsDir()));
    QSignalSpy read(window.ciHistoryDock(), &CiHistoryDock::historyRead);
    menuAction(window, QStringLiteral("&CI History…"))->trigger();
    QVERIFY(read.wait(60000));
    CiHistoryPanel* panel = window.ciHistoryDock()->panel();
    const CiHistoryModel* model = panel->model();
    const int row = model->rowOf(t5);
    QVERIFY(row >= 0);
    QCOMPARE(model->index(row, CiHistoryModel::KindColumn).data().toString(),
             QStringLiteral("%1 (held back)").arg(HistoryProposal::kindTitle(Kind::Record)));
    const QString tip = model->index(row, CiHistoryModel::KeyColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("Held back: its YAML entry was written by a triage here (ended ")), qPrintable(tip));
    QVERIFY(!model->history().changingKeys().contains(t5));
    QCOMPARE(model->history().heldKeys(), QStringList{t5});
    // Approve All Shown: one diff, without t5_dict's entry.
    QSignalSpy asked(window.ciHistoryDock(), &CiHistoryDock::approvalShown);
    QTest::mouseClick(panel->approveShownButton(), Qt::LeftButton);
    QTRY_VERIFY(!asked.isEmpty());
    auto* dialog = asked.first().first().value<QDialog*>();
    QVERIFY(dialog);
    const QString diff = dialog->findChild<DiffView*>()->editor(DiffKind::Yaml)->toPlainText();
    QVERIFY2(!diff.contains(QStringLiteral("decoder_inputs_embeds")), qPrintable(diff));
    QVERIFY(diff.contains(QStringLiteral("index 24 is out of bounds")));
    dialog->reject();
    // Selected on its own, the held-back change is offered.
    panel->view()->clearSelection();
    QVERIFY(clickRow(panel, t5));
    QVERIFY(panel->approveSelectedButton()->isEnabled());
}

// Issue 47 §13: runs read for a checkout (anywhere: here a folder of their own,
// not the demo's recorded runs beside it) are read again when CI History opens
// on that checkout in a later window; another checkout's runs are not.
void TestCiHistoryWindow::theRunsLastReadAreReadOnOpen()
{
    QString root;
    const QString runs = copyWeeklyRuns(m_fixture.filePath(QStringLiteral("runs-read-once")));
    QVERIFY(!runs.isEmpty());
    {
        MainWindow window;
        QVERIFY(m_fixture.openDemo(window, &root));
        QSignalSpy read(window.ciHistoryDock(), &CiHistoryDock::historyRead);
        window.ciHistoryDock()->read(RecordedRun::foldersIn(runs));
        QVERIFY(read.wait(60000));
        QCOMPARE(window.ciHistoryDock()->panel()->model()->rowCount(), 33);
        QVERIFY(window.close());
    }
    MainWindow again;
    QSignalSpy read(again.ciHistoryDock(), &CiHistoryDock::historyRead);
    QVERIFY(m_fixture.openCheckout(again, root));
    menuAction(again, QStringLiteral("&CI History…"))->trigger();
    QVERIFY(read.wait(60000));
    QCOMPARE(read.first().first().toString(), QString());
    QCOMPARE(again.ciHistoryDock()->panel()->model()->history().runs.size(), 3);
    // Another checkout: nothing of the first one's runs.
    QString other;
    MainWindow third;
    QVERIFY(m_fixture.openDemo(third, &other));
    QSignalSpy thirdRead(third.ciHistoryDock(), &CiHistoryDock::historyRead);
    menuAction(third, QStringLiteral("&CI History…"))->trigger();
    QVERIFY(!third.ciHistoryDock()->isBusy());  // a read would have begun at once
    QVERIFY(thirdRead.isEmpty());
    QCOMPARE(third.ciHistoryDock()->panel()->model()->history().runs.size(), 0);
}

bool TestCiHistoryWindow::openWithRuns(MainWindow& window, QString* root)
{
    if (!m_fixture.openDemo(window, root))
        return false;
    if (!DemoCheckout::copyRecordedRunsBeside(*root, weeklyRunsDir()))
        return false;
    QAction* show = menuAction(window, QStringLiteral("&CI History…"));
    if (!show)
        return false;
    QSignalSpy read(window.ciHistoryDock(), &CiHistoryDock::historyRead);
    show->trigger();
    if (!read.wait(60000))
        return false;
    return read.first().first().toString().isEmpty();
}

void TestCiHistoryWindow::theDockShowsTheRecordedRuns()
{
    MainWindow window;
    window.resize(1600, 1000);
    QString root;
    QVERIFY2(fontSetProblem().isEmpty(), qPrintable(fontSetProblem()));
    QVERIFY(openWithRuns(window, &root));
    CiHistoryDock* dock = window.ciHistoryDock();
    QVERIFY(dock->isVisible());
    CiHistoryPanel* panel = dock->panel();
    const CiHistoryModel* model = panel->model();
    // Every entry the weekly selects, regressed first, then promote, record, flaky.
    QCOMPARE(model->rowCount(), 33);
    QCOMPARE(shownKeys(model).mid(0, 6), (QStringList{kDensenet, kNoMask, kVitKey, kDgcnn, kImagenet, kEfficientdet}));
    QCOMPARE(model->headerData(CiHistoryModel::FirstArchColumn, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("n150"));
    QCOMPARE(model->headerData(CiHistoryModel::FirstArchColumn + 1, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("p150"));
    QCOMPARE(model->index(0, CiHistoryModel::KindColumn).data().toString(), HistoryProposal::kindTitle(Kind::Regressed));
    // The strip: a mark a run, newest first, and in its tooltip what each run said.
    const QModelIndex n150 = model->index(0, CiHistoryModel::FirstArchColumn);
    QCOMPARE(n150.data().toString(), QStringLiteral("⌛✗✗"));
    QCOMPARE(n150.data(CiHistoryModel::MarksRole).toList().size(), 3);
    const QString tip = n150.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("run 19090000003")) && tip.contains(QStringLiteral("timed out before its report")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Out of Memory: Not enough space")), qPrintable(tip));
    // A run re-run: its p150 reports are of attempt 2, and the mark says so.
    const QString rerun = model->index(model->rowOf(kVitKey), CiHistoryModel::FirstArchColumn + 1).data(Qt::ToolTipRole).toString();
    QVERIFY2(rerun.contains(QStringLiteral("run 19080000002")) && rerun.contains(QStringLiteral("passed, PCC 1.0000, attempt 2")), qPrintable(rerun));
    QCOMPARE(model->index(0, model->changeColumn()).data().toString().isEmpty(), false);
    // The summary says the runs, the arches and what they propose.
    const QString summary = panel->summaryLabel()->fullText();
    QVERIFY2(summary.startsWith(QStringLiteral("3 runs on n150, p150: ")) && summary.contains(QStringLiteral("1 regressed")), qPrintable(summary));
    QVERIFY(!panel->problemsButton()->isVisible());
    // The filter: only the entries to promote.
    panel->kindBox()->setCurrentIndex(panel->kindBox()->findData(int(Kind::Promote)));
    QCOMPARE(shownKeys(model), (QStringList{kNoMask, kVitKey}));
    QVERIFY(panel->approveShownButton()->isEnabled());
    QVERIFY(!panel->approveSelectedButton()->isEnabled());
    // The newest run's news (issue 50): efficientdet passed again on p150; its row says so.
    panel->kindBox()->setCurrentIndex(panel->kindBox()->findText(QStringLiteral("News of the newest run")));
    QCOMPARE(shownKeys(model), QStringList{kEfficientdet});
    const QString news = model->index(0, CiHistoryModel::KeyColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(news.contains(QStringLiteral("Newest run: fixed on p150: efficientdet")), qPrintable(news));
    QVERIFY2(summary.contains(QStringLiteral("newest run 19090000003: 0 new failure")) && summary.contains(QStringLiteral(", 1 fixed, ")), qPrintable(summary));
    panel->showKind(std::nullopt);
    QCOMPARE(model->rowCount(), 33);
    // Enter on a row: the entry in the failure list, where its family's triage starts.
    QVERIFY(clickRow(panel, kEfficientdet));
    panel->view()->setFocus();
    QTest::keyClick(panel->view(), Qt::Key_Return);
    QTRY_COMPARE(window.sessionPanel()->key(), kEfficientdet);

    panel->view()->scrollToTop();
    QVERIFY(panel->selectEntry(kDensenet));
    screenshot(&window, QStringLiteral("ci-history.png"));
    // The strips up close: each mark's shape tells it without colour or a font's glyphs.
    const int stripsRight = panel->view()->columnViewportPosition(CiHistoryModel::FirstArchColumn + 1)
                          + panel->view()->columnWidth(CiHistoryModel::FirstArchColumn + 1);
    QVERIFY(panel->view()->viewport()->grab(QRect(0, 0, stripsRight, panel->view()->viewport()->height()))
                .save(QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots/ci-history-strips.png")));
    const auto whole = [&] {
        for (QWidget* widget : QList<QWidget*>{panel->readButton(), panel->syncButton(), panel->kindBox(),
                                               panel->approveSelectedButton(), panel->approveShownButton(),
                                               panel->prTextButton()})
            if (const QString wrong = shownWhole(widget, &window); !wrong.isEmpty())
                return wrong;
        // The key and both strips readable without scrolling sideways.
        const QTableView* view = panel->view();
        for (int column : {int(CiHistoryModel::KindColumn), CiHistoryModel::FirstArchColumn + 1})
            if (view->columnViewportPosition(column) + view->columnWidth(column) > view->viewport()->width())
                return QStringLiteral("column %1 is cut").arg(column);
        return QString();
    };
    SCREENSHOT_AT_SIZES(&window, QStringLiteral("ci-history"), whole);
}

void TestCiHistoryWindow::approvingWritesOnlyWhatWasChosen()
{
    MainWindow window;
    window.resize(1600, 1000);
    QString root;
    QVERIFY(openWithRuns(window, &root));
    CiHistoryDock* dock = window.ciHistoryDock();
    CiHistoryPanel* panel = dock->panel();
    const QString yaml = QDir(root).filePath(kTrainingYaml);
    const QByteArray before = readFile(yaml);
    const FailureListModel* list = window.failureModel();
    QCOMPARE(list->index(list->rowOfKey(kVitKey), FailureListModel::StatusColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QSignalSpy shown(dock, &CiHistoryDock::approvalShown);
    QSignalSpy read(dock, &CiHistoryDock::historyRead);

    // Approve All Shown with the promotions shown: rejected first, nothing written.
    panel->showKind(Kind::Promote);
    QTest::mouseClick(panel->approveShownButton(), Qt::LeftButton);
    QVERIFY(shown.count() == 1 || shown.wait(20000));
    QDialog* rejected = dock->pendingApproval();
    QVERIFY(rejected);
    QTest::mouseClick(rejected->findChild<DiffView*>()->approvalBar()->rejectButton(), Qt::LeftButton);
    QTRY_VERIFY(!dock->pendingApproval());
    QCOMPARE(readFile(yaml), before);
    QTest::mouseClick(panel->approveShownButton(), Qt::LeftButton);
    QVERIFY(shown.count() == 2 || shown.wait(20000));
    auto* diff = dock->pendingApproval()->findChild<DiffView*>();
    QVERIFY(diff);
    // Issue 47 §11: only what the approval is about, no empty Loader tab, no Revert.
    QVERIFY(!diff->tabs()->isTabVisible(diff->tabs()->indexOf(diff->editor(DiffKind::Loader))));
    QVERIFY(!diff->approvalBar()->revertButton()->isVisibleTo(diff));
    const QString text = diff->editor(DiffKind::Yaml)->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("+    arch_overrides:")) && text.contains(QStringLiteral("+    status: EXPECTED_PASSING")),
             qPrintable(text));
    QCOMPARE(readFile(yaml), before);  // shown, not written
    APPROVE_WHOLE_DIFF(diff, DiffKind::Yaml);
    const QByteArray promoted = withEdits(before, {kWeeklyEdits[1], kWeeklyEdits[2]});
    QVERIFY(!promoted.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(readFile(yaml), promoted, 20000);
    // The pull request's text is of what was written, though read again nothing proposes it.
    QTRY_VERIFY_WITH_TIMEOUT(read.count() >= 1, 30000);
    QString prText = dock->pullRequestText(panel->history().changingKeys());
    QVERIFY2(prText.contains(kVitKey) && prText.contains(kNoMask) && !prText.contains(kDgcnn), qPrintable(prText));
    // Read again against the YAML as written: nothing more to promote; the list follows.
    QTRY_VERIFY_WITH_TIMEOUT(read.count() >= 1 && panel->model()->rowCount() == 0, 30000);
    panel->showKind(std::nullopt);
    QCOMPARE(panel->history().entry(kVitKey)->proposal.kind, Kind::None);
    QTRY_COMPARE(list->index(list->rowOfKey(kVitKey), FailureListModel::StatusColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("EXPECTED_PASSING"));

    // Approve Selected: two records chosen by click and Ctrl+click, and only they written.
    QVERIFY(clickRow(panel, kDgcnn));
    QVERIFY(clickRow(panel, kImagenet, Qt::ControlModifier));
    QCOMPARE(panel->selectedChanges(), (QStringList{kDgcnn, kImagenet}));
    QVERIFY(panel->approveSelectedButton()->isEnabled());
    QTest::mouseClick(panel->approveSelectedButton(), Qt::LeftButton);
    QVERIFY(shown.count() == 3 || shown.wait(20000));
    diff = dock->pendingApproval()->findChild<DiffView*>();
    APPROVE_WHOLE_DIFF(diff, DiffKind::Yaml);
    QTRY_COMPARE_WITH_TIMEOUT(readFile(yaml), withEdits(promoted, {kWeeklyEdits[3], kWeeklyEdits[4]}), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->history().changingKeys() == QStringList{kDensenet}, 30000);
    prText = dock->pullRequestText(panel->history().changingKeys());
    QVERIFY2(prText.contains(kVitKey) && prText.contains(kDgcnn) && prText.contains(kImagenet) && !prText.contains(kDensenet),
             qPrintable(prText));
}

// Sync from GitHub… through the stand-in gh: runs all in progress are said, none
// read; the Sync button cancels a sync; another checkout opened during a sync
// stops it and shows its own runs; a sync that goes well shows the runs.
void TestCiHistoryWindow::syncFromTheWindow()
{
    MainWindow window;
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    CiHistoryDock* dock = window.ciHistoryDock();
    dock->show();
    CiHistoryPanel* panel = dock->panel();
    StandInGh gh(m_fixture.filePath(QStringLiteral("gh")));
    const QJsonObject history{{QStringLiteral("runs_dir"), weeklyRunsDir()},
                              {QStringLiteral("workflow"), QStringLiteral("schedule-weekly-training.yml")}};
    const auto play = [&](QJsonObject more) {
        for (auto it = history.begin(); it != history.end(); ++it)
            more.insert(it.key(), *it);
        gh.play({{QStringLiteral("login"), QStringLiteral("alice")}, {QStringLiteral("history"), more}});
    };
    CiSyncConfig config;
    config.workingDirectory = root;
    config.workflow = QStringLiteral("schedule-weekly-training.yml");
    config.last = 3;
    config.cacheDir = m_fixture.filePath(QStringLiteral("ci-runs"));

    play({{QStringLiteral("in_progress"), QJsonArray{19090000003.0, 19080000002.0, 19070000001.0}}});
    dock->sync(config);
    QVERIFY(dock->isBusy());
    QCOMPARE(panel->syncButton()->text(), QStringLiteral("&Cancel Sync"));
    QTRY_VERIFY_WITH_TIMEOUT(!dock->isBusy(), 30000);
    QVERIFY2(panel->summaryLabel()->fullText().startsWith(QStringLiteral("No completed run to read")),
             qPrintable(panel->summaryLabel()->fullText()));
    QTRY_VERIFY(panel->problemsButton()->isVisible());
    QCOMPARE(panel->problemsButton()->text(), QStringLiteral("3 not taken…"));
    QCOMPARE(panel->model()->rowCount(), 0);

    play({});
    dock->sync(config);
    QVERIFY(panel->syncButton()->isEnabled());
    QTest::mouseClick(panel->syncButton(), Qt::LeftButton);  // Cancel Sync
    QVERIFY(!dock->isBusy());
    QVERIFY2(panel->summaryLabel()->fullText().contains(QStringLiteral("canceled")), qPrintable(panel->summaryLabel()->fullText()));
    QCOMPARE(panel->syncButton()->text(), QStringLiteral("S&ync from GitHub…"));

    // Another checkout during a sync: the sync stops, the new copy's recorded runs show.
    dock->sync(config);
    const QString other = m_fixture.freshDemo();
    QVERIFY(DemoCheckout::copyRecordedRunsBeside(other, weeklyRunsDir()));
    QSignalSpy read(dock, &CiHistoryDock::historyRead);
    window.openCheckout(other);
    QVERIFY(read.wait(60000));
    QCOMPARE(panel->model()->rowCount(), 33);

    QSignalSpy synced(dock, &CiHistoryDock::historyRead);
    config.workingDirectory = other;
    dock->sync(config);
    QVERIFY(synced.wait(60000));
    QCOMPARE(synced.first().first().toString(), QString());
    QCOMPARE(panel->history().runs.size(), 3);
    QCOMPARE(panel->history().changingKeys().size(), 5);

    // Two workflows in the Sync dialog's field, by file and by name: both read together.
    QJsonObject two{{QStringLiteral("more_workflows"), QJsonObject{{QStringLiteral("schedule-nightly.yml"), nightlyRunsDir()}}}};
    play(two);
    config.workflow = QStringLiteral("schedule-weekly-training.yml, On nightly");
    QSignalSpy both(dock, &CiHistoryDock::historyRead);
    dock->sync(config);
    QVERIFY(both.wait(60000));
    QCOMPARE(both.first().first().toString(), QString());
    QCOMPARE(panel->history().runs.size(), 6);
    QCOMPARE(panel->history().workflows(), (QStringList{QStringLiteral("On nightly"), QStringLiteral("On weekly training")}));
    QVERIFY(QFileInfo::exists(m_fixture.filePath(QStringLiteral("ci-runs/On nightly/19130000003/run.json"))));
    QVERIFY2(panel->summaryLabel()->fullText().contains(QStringLiteral("newest runs 19130000003, 19090000003")),
             qPrintable(panel->summaryLabel()->fullText()));
}

void TestCiHistoryWindow::runsNotTakenAreSaid()
{
    MainWindow window;
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    const QString runs = copyWeeklyRuns(m_fixture.filePath(QStringLiteral("not-taken")));
    QVERIFY(!runs.isEmpty());
    QVERIFY(setRunField(QDir(runs).filePath(kWeeklyRuns[0]), QStringLiteral("status"), QStringLiteral("in_progress")));
    CiHistoryDock* dock = window.ciHistoryDock();
    dock->show();
    QSignalSpy read(dock, &CiHistoryDock::historyRead);
    dock->read(RecordedRun::foldersIn(runs));
    QVERIFY(read.wait(60000));
    CiHistoryPanel* panel = dock->panel();
    QTRY_VERIFY(panel->problemsButton()->isVisible());
    QCOMPARE(panel->problemsButton()->text(), QStringLiteral("1 not taken…"));
    QVERIFY2(panel->problemsButton()->toolTip().contains(QStringLiteral("run 19090000003 is in_progress")),
             qPrintable(panel->problemsButton()->toolTip()));
    QCOMPARE(panel->history().runs.size(), 2);
}

// Issue 50: the recorded nightly runs in the dock are read against every YAML the
// runner loads: resnet 18's inference regression is the inference YAML's, the PCC
// lowering and enabling the training YAML's, with their figures in the rows'
// tooltips and the newest run's news in the summary; Approve All Shown shows both
// YAMLs' diffs in one approval and writes each, byte for byte.
void TestCiHistoryWindow::theNightlysRunsChangeEveryYamlTheyCover()
{
    MainWindow window;
    QString root;
    CiHistoryDock* dock = readInDock(window, &root, nightlyRunFolders());
    QVERIFY(dock);
    CiHistoryPanel* panel = dock->panel();
    const CiHistoryModel* model = panel->model();
    const QString training = QDir(root).filePath(kTrainingYaml);
    const QString inference = QDir(root).filePath(kInferenceYaml);
    const QByteArray trainingBefore = readFile(training);
    const QByteArray inferenceBefore = readFile(inference);
    const EntryHistory* regression = panel->history().entry(kResnetInference);
    QVERIFY(regression);
    QCOMPARE(regression->config, inference);
    QCOMPARE(regression->proposal.kind, Kind::Regressed);
    QVERIFY(model->rowOf(kResnetInference) >= 0);
    const QString pcc = model->index(model->rowOf(kResnet), CiHistoryModel::KeyColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(pcc.contains(QStringLiteral("lowest PCC 0.9655")), qPrintable(pcc));
    const QString summary = panel->summaryLabel()->fullText();
    QVERIFY2(summary.contains(QStringLiteral("newest run 19130000003: 1 new failure")), qPrintable(summary));
    QSignalSpy shown(dock, &CiHistoryDock::approvalShown);
    panel->showKind(std::nullopt);
    QTest::mouseClick(panel->approveShownButton(), Qt::LeftButton);
    QVERIFY(shown.count() == 1 || shown.wait(20000));
    auto* diff = dock->pendingApproval()->findChild<DiffView*>();
    QVERIFY(diff);
    const QString text = diff->editor(DiffKind::Yaml)->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("+++ b/") + kInferenceYaml) && text.contains(QStringLiteral("+++ b/") + kTrainingYaml),
             qPrintable(text));
    QCOMPARE(readFile(training), trainingBefore);  // shown, not written
    APPROVE_WHOLE_DIFF(diff, DiffKind::Yaml);
    QTRY_COMPARE_WITH_TIMEOUT(readFile(inference), withEdits(inferenceBefore, kNightlyInferenceEdits), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(readFile(training), withEdits(trainingBefore, kNightlyEdits), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->history().changingKeys().isEmpty(), 30000);
    const QString prText = dock->pullRequestText({});
    QVERIFY2(prText.contains(QStringLiteral("The test configs changed:")) && prText.contains(kResnetInference), qPrintable(prText));
}

CiHistoryDock* TestCiHistoryWindow::readInDock(MainWindow& window, QString* root, const QStringList& folders)
{
    window.resize(1366, 700);
    QAction* show = m_fixture.openDemo(window, root) ? menuAction(window, QStringLiteral("&CI History…")) : nullptr;
    if (!show)
        return nullptr;
    CiHistoryDock* dock = window.ciHistoryDock();
    QSignalSpy read(dock, &CiHistoryDock::historyRead);
    show->trigger();
    dock->read(folders);
    if (!QTest::qWaitFor([&] { return !read.isEmpty() && dock->panel()->history().runs.size() == folders.size(); }, 60000))
        return nullptr;
    return dock;
}

// The experimental nightly's ADD_CONFIG rows: a test in no YAML has no row in the
// failure list, so Show Entry is off on it (and says why) and Enter does nothing;
// on an entry of the YAML it shows the entry, as before.
void TestCiHistoryWindow::aNewEntryHasNoRowToShow()
{
    MainWindow window;
    QString root;
    CiHistoryDock* dock = readInDock(window, &root, experimentalRunFolders() + weeklyRunFolders());
    QVERIFY(dock);
    CiHistoryPanel* panel = dock->panel();
    panel->showKind(std::nullopt);
    QPushButton* showEntry = nullptr;
    for (QPushButton* button : panel->findChildren<QPushButton*>())
        if (button->text() == QStringLiteral("Show &Entry"))
            showEntry = button;
    QVERIFY(showEntry);
    QSignalSpy asked(dock, &CiHistoryDock::showEntryRequested);
    QVERIFY(clickRow(panel, kVitInference));
    QCOMPARE(panel->history().entry(kVitInference)->proposal.kind, Kind::Add);
    QVERIFY(!showEntry->isEnabled());
    QVERIFY2(showEntry->toolTip().contains(QStringLiteral("no YAML holds it yet")), qPrintable(showEntry->toolTip()));
    QTest::keyClick(panel->view(), Qt::Key_Return);
    QCOMPARE(asked.count(), 0);
    QVERIFY(clickRow(panel, kVitKey));
    QVERIFY(showEntry->isEnabled());
    QTest::mouseClick(showEntry, Qt::LeftButton);
    QCOMPARE(asked.count(), 1);
    QCOMPARE(asked.at(0).at(0).toString(), kVitKey);
}

QTEST_MAIN(TestCiHistoryWindow)
#include "tst_cihistorywindow.moc"
