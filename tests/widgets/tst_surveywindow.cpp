// The survey in the window (issue 17), driven as a user would on a copy of the
// demo checkout with real torch: Triage ▸ Survey Failing Entries runs in the
// background with its progress in the status bar, the Survey dock groups the
// backlog as CASES.md "Survey" documents (families and flavors, passes,
// environment, the clusters, the stale reasons), Triage Group starts the family's
// batch over a group, Record Observed Reasons writes one approved YAML diff and
// nothing before approval, and a canceled survey goes on where it stopped.
#include "session/approvalbar.h"
#include "diff/diffview.h"
#include "list/failurelistmodel.h"
#include "mainwindow.h"
#include "surveydock.h"
#include "survey/surveypanel.h"
#include "survey/surveytreemodel.h"
#include "triageruns.h"
#include "windowfixture.h"
#include "chrome/workbenchstatusbar.h"

#include <QDialog>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

constexpr int kSurveyMs = 240 * 1000;
const QString kDgcnn = QStringLiteral("dgcnn/pytorch-single_device-training");
const QString kTrainingYaml = QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml");

int countOf(const SurveyTreeModel* model, const QString& group)
{
    return model->groupIndex(group).siblingAtColumn(SurveyTreeModel::CountColumn).data().toInt();
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestSurveyWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_fixture.isValid());
    }
    void surveyGroupsTriagesAndRecords();
    void canceledSurveyGoesOn();
    void closedOrReplacedMidSurvey();

private:
    static bool surveyed(MainWindow& window)
    {
        QDeadlineTimer deadline(kSurveyMs);
        while (window.surveyDock()->survey()->isRunning() && !deadline.hasExpired())
            QTest::qWait(50);
        return !window.surveyDock()->survey()->isRunning();
    }
    WindowFixture m_fixture;
};

void TestSurveyWindow::surveyGroupsTriagesAndRecords()
{
    MainWindow window;
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    SurveyDock* dock = window.surveyDock();
    SurveyPanel* panel = dock->panel();
    QVERIFY(window.surveyFailing());
    QVERIFY(dock->isVisible());
    QVERIFY(!window.surveyFailing());  // one at a time
    QTRY_VERIFY_WITH_TIMEOUT(window.workbenchStatus()->surveyBar()->isVisible(), 5000);
    QVERIFY(surveyed(window));
    QCOMPARE(window.workbenchStatus()->surveyBar()->value(), 32);
    QVERIFY(!window.workbenchStatus()->cancelSurveyButton()->isVisible());
    QVERIFY2(panel->summaryLabel()->text().startsWith(QStringLiteral("32 entries surveyed")),
             qPrintable(panel->summaryLabel()->text()));

    if (const QString shots = qEnvironmentVariable("DTRIAGE_SHOTS"); !shots.isEmpty()) {
        window.resize(1366, 768);
        panel->view()->expand(panel->model()->groupIndex(QStringLiteral("dtype")));
        panel->view()->expand(panel->model()->groupIndex(QStringLiteral("dtype/cross_dtype")));
        QTest::qWait(200);
        window.grab().save(shots + QStringLiteral("/survey-1366x768.png"));
    }
    // CASES.md "Survey": family ▸ sub-flavor, passes, environment, the one cluster of
    // two, the stale reasons last.
    const SurveyTreeModel* tree = panel->model();
    QCOMPARE(countOf(tree, QStringLiteral("dtype")), 12);
    QCOMPARE(countOf(tree, QStringLiteral("dtype/cross_dtype")), 9);
    QCOMPARE(countOf(tree, QStringLiteral("unpack")), 5);
    QCOMPARE(countOf(tree, QStringLiteral("inputs")), 6);
    QCOMPARE(countOf(tree, QStringLiteral("inputs/bn_single_value")), 2);
    QCOMPARE(countOf(tree, QStringLiteral("passes")), 4);  // with chest_xray Rgb (CASES.md c1)
    QCOMPARE(countOf(tree, QStringLiteral("environment")), 2);
    QCOMPARE(countOf(tree, QStringLiteral("other: IndexError: index N is out of bounds for dimension N with size N")), 2);
    QCOMPARE(countOf(tree, QString::fromLatin1(SurveyTreeModel::kStaleGroup)), 4);  // vit, efficientdet, pointnet, fcos
    QCOMPARE(tree->groupIndex(QStringLiteral("inputs/bn_single_value")).parent(), tree->groupIndex(QStringLiteral("inputs")));
    QCOMPARE(tree->index(0, 0).data().toString(), QStringLiteral("bf16"));  // the family's one name (issue 47 §2, §10)
    QCOMPARE(panel->model()->index(panel->model()->rowCount() - 1, 0).data(SurveyTreeModel::GroupRole).toString(),
             QString::fromLatin1(SurveyTreeModel::kStaleGroup));
    // family ▸ flavor ▸ loader ▸ entry
    const QModelIndex detr = panel->model()->match(panel->model()->groupIndex(QStringLiteral("dtype/cross_dtype")),
                                                   Qt::DisplayRole, QStringLiteral("detr/pytorch/loader.py"), 1,
                                                   Qt::MatchExactly | Qt::MatchRecursive).value(0);
    QVERIFY(detr.isValid());
    QCOMPARE(detr.siblingAtColumn(SurveyTreeModel::CountColumn).data().toInt(), 3);

    // An environment failure records nothing (it says nothing of CI's machine) and no family triages it.
    QVERIFY(panel->selectEntry(QStringLiteral("layoutlm_v2/pytorch-single_device-training")));
    QVERIFY(!panel->recordButton()->isEnabled());
    QVERIFY(!panel->triageButton()->isEnabled());
    // A stale reason that passes on CPU: its family's triage (pytest decides), nothing to record.
    QVERIFY(panel->selectEntry(QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training")));
    QVERIFY(panel->triageButton()->isEnabled());
    QVERIFY(!panel->recordButton()->isEnabled());

    // Triage Group: the family's batch over the group.
    QVERIFY(panel->selectGroup(QStringLiteral("inputs/bn_single_value")));
    QVERIFY(panel->triageButton()->isEnabled());
    QTest::mouseClick(panel->triageButton(), Qt::LeftButton);
    QVERIFY(window.runs()->batch());
    QCOMPARE(window.runs()->batch()->total(), 2);
    window.runs()->cancelBatch();

    // Record Observed Reasons: dgcnn has none; one diff, nothing written before approval.
    const QString yaml = QDir(root).filePath(kTrainingYaml);
    const QByteArray before = readAll(yaml);
    QVERIFY(panel->selectEntry(kDgcnn));
    QVERIFY(panel->recordButton()->isEnabled());
    QSignalSpy shown(dock, &SurveyDock::approvalShown);
    // Rejected: nothing written.
    QTest::mouseClick(panel->recordButton(), Qt::LeftButton);
    QVERIFY(shown.count() == 1 || shown.wait(10000));
    QDialog* rejected = dock->pendingApproval();
    QVERIFY(rejected);
    QTest::mouseClick(rejected->findChild<DiffView*>()->approvalBar()->rejectButton(), Qt::LeftButton);
    QTRY_VERIFY(!dock->pendingApproval());
    QCOMPARE(readAll(yaml), before);
    QTest::mouseClick(panel->recordButton(), Qt::LeftButton);
    QVERIFY(shown.count() == 2 || shown.wait(10000));
    QDialog* dialog = dock->pendingApproval();
    QVERIFY(dialog);
    auto* diff = dialog->findChild<DiffView*>();
    QVERIFY(diff);
    const QString reason = QStringLiteral("reason: \"IndexError: index 24 is out of bounds for dimension 0 with size 24\"");
    QVERIFY2(diff->editor(DiffKind::Yaml)->toPlainText().contains(QStringLiteral("+    ") + reason),
             qPrintable(diff->editor(DiffKind::Yaml)->toPlainText()));
    QCOMPARE(readAll(yaml), before);
    QTRY_VERIFY(diff->approvalBar()->approveButton()->isEnabled());
    QTest::mouseClick(diff->approvalBar()->approveButton(), Qt::LeftButton);
    QTRY_VERIFY(readAll(yaml).contains(reason.toUtf8()));
    QByteArray expected = before;
    expected.replace("  dgcnn/pytorch-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
                     "    bringup_status: FAILED_FE_COMPILATION\n",
                     "  dgcnn/pytorch-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
                     "    bringup_status: FAILED_FE_COMPILATION\n    " + reason.toUtf8() + "\n");
    QCOMPARE(readAll(yaml), expected);
    // The panel and the list follow the file: nothing more to record for dgcnn.
    QTRY_VERIFY(panel->selectEntry(kDgcnn) && !panel->recordButton()->isEnabled());
    const FailureListModel* model = window.failureModel();
    QTRY_COMPARE(model->index(model->rowOfKey(kDgcnn), FailureListModel::ReasonColumn).data().toString(),
                 reason.section(QStringLiteral("\""), 1, 1));
    QTRY_VERIFY_WITH_TIMEOUT(window.runs()->runningSessions() == 0, 120000);
}

void TestSurveyWindow::canceledSurveyGoesOn()
{
    MainWindow window;
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    BacklogSurvey* survey = window.surveyDock()->survey();
    // Cancel is clicked as the fifth result comes in (a warm survey of the demo
    // takes about a second: polling could miss it).
    QToolButton* cancel = window.workbenchStatus()->cancelSurveyButton();
    bool clicked = false;
    connect(survey, &BacklogSurvey::progressed, this, [cancel, &clicked](const SurveyProgress& progress) {
        if (!clicked && progress.done == 5 && cancel->isVisible()) {
            clicked = true;
            QTest::mouseClick(cancel, Qt::LeftButton);
        }
    });
    QVERIFY(window.surveyFailing());
    QTRY_VERIFY_WITH_TIMEOUT(!survey->isRunning(), kSurveyMs);
    const int before = survey->progress().done;
    QVERIFY(clicked);
    QCOMPARE(before, 5);
    QVERIFY(window.surveyDock()->panel()->summaryLabel()->text().startsWith(QStringLiteral("Survey canceled")));
    QVERIFY(window.surveyFailing());
    QVERIFY(surveyed(window));
    QCOMPARE(survey->progress().done, 32);
    QCOMPARE(survey->progress().reused, before);
}

// Another checkout opened while a survey runs: it stops, its results are not shown
// for the new checkout; and a window closed mid-survey goes without a crash (the
// sanitizer build runs this).
void TestSurveyWindow::closedOrReplacedMidSurvey()
{
    QString second;
    {
        MainWindow window;
        QString root;
        QVERIFY(m_fixture.openDemo(window, &root));
        BacklogSurvey* survey = window.surveyDock()->survey();
        QVERIFY(window.surveyFailing());
        QTRY_VERIFY_WITH_TIMEOUT(survey->progress().done >= 1, kSurveyMs);
        QVERIFY(m_fixture.openDemo(window, &second));
        QVERIFY(!survey->isRunning());
        QVERIFY(survey->results().isEmpty());
        QTest::qWait(400);  // a refresh queued before the switch has run
        QCOMPARE(window.surveyDock()->panel()->model()->rowCount(), 0);
        QVERIFY(window.surveyFailing());
        QTRY_VERIFY_WITH_TIMEOUT(survey->progress().done >= 1, kSurveyMs);
    }  // closed mid-survey
    QVERIFY(!second.isEmpty());
}

QTEST_MAIN(TestSurveyWindow)
#include "tst_surveywindow.moc"
