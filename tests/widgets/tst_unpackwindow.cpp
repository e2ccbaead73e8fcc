// The unpack_forward_output family in the window, driven like a user would on a
// copy of the demo checkout with real torch and real pytest (CASES.md u1): the
// Family column and filter, the pre-flight hint of a loader that overrides the
// method already, the output tree with the proposed loss target marked, another
// target chosen before the approval (the diff is built again), and the output
// after the fix.
#include "diff/diffview.h"
#include "list/failurefilterproxy.h"
#include "list/failurelistmodel.h"
#include "familyviews/unpack/outputtreeview.h"
#include "familyviews/unpack/unpackevidence.h"
#include "mainwindow.h"
#include "session/sessionpanel.h"
#include "windowfixture.h"
#include "config/configfile.h"
#include "families/failurelist.h"
#include "triageruns.h"

#include <QElapsedTimer>

#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTabBar>
#include <QScrollArea>
#include <QWheelEvent>
#include <QApplication>
#include <QTest>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

const QString kSsdKey = QStringLiteral("ssd_tuple/pytorch-Lite-single_device-training");
const QString kSsdLoader = QStringLiteral("third_party/tt_forge_models/ssd_tuple/pytorch/loader.py");

QString cell(MainWindow& window, const QString& key, int column, int role = Qt::DisplayRole)
{
    const FailureListModel* model = window.failureModel();
    return model->index(model->rowOfKey(key), column).data(role).toString();
}

}  // namespace

class TestUnpackWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_fixture.isValid());
        QVERIFY2(fontSetProblem().isEmpty(), qPrintable(fontSetProblem()));
    }
    void listShowsTheFamilyAndItsPreflight();
    void chooseAnotherTargetThenApprove();
    void registryFixShowsWhereItLands_data();
    void registryFixShowsWhereItLands();
    void triageAllOfTheFamily();

private:
    WindowFixture m_fixture;
};

void TestUnpackWindow::listShowsTheFamilyAndItsPreflight()
{
    MainWindow window;
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    QCOMPARE(cell(window, kSsdKey, FailureListModel::FamilyColumn), QStringLiteral("unpack"));
    QCOMPARE(cell(window, QStringLiteral("speecht5/pytorch-Tts-single_device-training"), FailureListModel::FamilyColumn),
             QStringLiteral("bf16"));
    // Issue 47 §2: no family's gate takes a passing entry's reason: blank, as `list` says "-".
    for (const char* passing : {"resnet/pytorch-ResNet18-single_device-training",
                                "mlp_mixer/pytorch-Mixer_Tiny-single_device-training"})
        QCOMPARE(cell(window, QString::fromLatin1(passing), FailureListModel::FamilyColumn), QString());
    // The unpack family's pre-flight reads its own rows: efficientdet overrides already.
    QTRY_VERIFY_WITH_TIMEOUT(cell(window, QStringLiteral("efficientdet/pytorch-D0-single_device-training"),
                     FailureListModel::PreflightColumn)
                    .startsWith(QStringLiteral("overrides unpack")),
                             120000);
    QCOMPARE(cell(window, kSsdKey, FailureListModel::PreflightColumn), QStringLiteral("clear"));
}

void TestUnpackWindow::chooseAnotherTargetThenApprove()
{
    MainWindow window;
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    const QByteArray before = fileBytes(QDir(root).filePath(kSsdLoader));
    SessionPanel* panel = window.sessionPanel();
    TriageSession* session = WindowFixture::startOn(window, kSsdKey);
    QVERIFY(session);
    QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval || session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::AwaitingFixApproval);

    // The panel shows the family's view: the tree, every tensor marked for the
    // proposed sum, and the choice of target, open while the fix waits.
    auto* evidence = qobject_cast<UnpackEvidence*>(panel->evidence());
    QVERIFY(evidence);
    QTRY_COMPARE(evidence->beforeTree()->markedTensors(), (QStringList{QStringLiteral("[0]"), QStringLiteral("[1]")}));
    QVERIFY(evidence->decisionLabel()->text().contains(QStringLiteral("unpack_forward_output method")));
    QVERIFY(evidence->choices()->isEnabled());
    QVERIFY(panel->diffView()->editor(DiffKind::Loader)->toPlainText().contains(QStringLiteral("the sum of all 2 tensors")));
    SCREENSHOT_AT_SIZES(&window, QStringLiteral("unpack-proposal"),
                        [&]() -> QString { return approvalInSight(panel, DiffKind::Loader, &window); });
    screenshot(&window, QStringLiteral("unpack-1-proposal.png"));

    // The proposal is a judgement call (issue 46 §3): read whole, it still cannot be
    // approved, by the button or by Ctrl+Return, until a reason is given.
    DiffView* diff = panel->diffView();
    QScrollBar* bar = diff->editor(DiffKind::Loader)->verticalScrollBar();
    QTRY_VERIFY_WITH_TIMEOUT((scrollThrough(bar), diff->wholeDiffShown(DiffKind::Loader)), 20000);
    QVERIFY(!diff->approvalBar()->approveButton()->isEnabled());
    QVERIFY2(diff->approvalBar()->hintLabel()->fullText().startsWith(QStringLiteral("Judgement call: say which loss reads it")),
             qPrintable(diff->approvalBar()->hintLabel()->fullText()));
    QTest::keyClick(diff->editor(DiffKind::Loader), Qt::Key_Return, Qt::ControlModifier);
    session->approveLoaderFix();  // the engine holds it too
    QTest::qWait(200);
    QCOMPARE(session->state(), State::AwaitingFixApproval);
    QCOMPARE(fileBytes(QDir(root).filePath(kSsdLoader)), before);

    // Another target, with the user's reason: the fix is built again.
    QComboBox* choices = evidence->choices();
    const int first = choices->findData(QStringLiteral("entry:0"));
    QVERIFY(first >= 0);
    choices->setCurrentIndex(first);
    QTest::keyClicks(evidence->whyEdit(), QStringLiteral("the SSD loss here reads the class logits only."));
    QTest::mouseClick(evidence->rebuildButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(session->loaderDiff().contains(QStringLiteral("+        return forward_output[0]")), kRunMs);
    QTRY_COMPARE(session->state(), State::AwaitingFixApproval);
    QTRY_VERIFY(panel->diffView()->editor(DiffKind::Loader)->toPlainText().contains(
        QStringLiteral("the SSD loss here reads the class logits only.")));
    QTRY_COMPARE(evidence->beforeTree()->markedTensors(), QStringList{QStringLiteral("[0]")});
    QCOMPARE(fileBytes(QDir(root).filePath(kSsdLoader)), before);  // nothing before the approval

    APPROVE_WHOLE_DIFF(panel->diffView(), DiffKind::Loader);
    QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingYamlApproval || session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::AwaitingYamlApproval);
    QVERIFY(!evidence->choices()->isEnabled());  // the fix is on disk: no more choosing
    QCOMPARE(evidence->tabs()->currentIndex(), 1);  // the output after the fix
    APPROVE_WHOLE_DIFF(panel->diffView(), DiffKind::Yaml);
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::Done);
    QVERIFY(fileBytes(QDir(root).filePath(kSsdLoader)).contains("        return forward_output[0]\n"));
    screenshot(&window, QStringLiteral("unpack-2-done.png"));
}

void TestUnpackWindow::registryFixShowsWhereItLands_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1366x700") << QSize(1366, 700);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

// Issue 47 §5: bert_mc's fix is a registry line in training_utils.py. The code view
// opens that file at the line the fix writes, marked; the evidence is read whole
// (nothing past the pane's right edge: the Loss target row, the Build button, the
// decision's sentence); the wheel over the evidence keeps its tab bar in sight.
void TestUnpackWindow::registryFixShowsWhereItLands()
{
    QFETCH(QSize, size);
    const QString bert = QStringLiteral("bert_mc/pytorch-Tiny-single_device-training");
    MainWindow window;
    window.resize(size);
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    SessionPanel* panel = window.sessionPanel();
    TriageSession* session = WindowFixture::startOn(window, bert);
    QVERIFY(session);
    QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval || session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::AwaitingFixApproval);
    const TriageRecord::Fix fix = session->record().fix;
    QCOMPARE(fix.file, QStringLiteral("training_utils.py"));
    QVERIFY(fix.line > 0);
    QTRY_COMPARE(panel->sourceView()->displayPath(), QStringLiteral("third_party/tt_forge_models/training_utils.py"));
    QTRY_COMPARE(panel->sourceView()->markedLine(), fix.line);
    QVERIFY(panel->sourceView()->editor()->toPlainText().contains(QStringLiteral("def _register_attr")));

    auto* evidence = qobject_cast<UnpackEvidence*>(panel->evidence());
    QVERIFY(evidence);
    QTest::qWait(100);
    auto* area = qobject_cast<QScrollArea*>(evidence->parentWidget()->parentWidget());
    QVERIFY(area);
    const QRect pane = area->viewport()->rect();
    QVERIFY2(evidence->width() <= pane.width(), qPrintable(QStringLiteral("evidence %1 px in a %2 px pane").arg(evidence->width()).arg(pane.width())));
    for (QWidget* widget : {static_cast<QWidget*>(evidence->rebuildButton()), static_cast<QWidget*>(evidence->choices()),
                            static_cast<QWidget*>(evidence->decisionLabel())})
        QVERIFY2(widget->isVisible() && widget->width() > 0 && widget->mapTo(area->viewport(), QPoint(widget->width(), 0)).x() <= pane.width(),
                 qPrintable(QStringLiteral("%1 ends at %2, the pane at %3").arg(QString::fromLatin1(widget->metaObject()->className()))
                                .arg(widget->mapTo(area->viewport(), QPoint(widget->width(), 0)).x()).arg(pane.width())));
    // The wheel over the evidence: the page scrolls to its choice row, its tabs stay in sight.
    QWidget* page = evidence->choices()->parentWidget();
    QScrollArea* pageArea = nullptr;
    for (QWidget* up = page; up && up != evidence; up = up->parentWidget())
        if (auto* scrolling = qobject_cast<QScrollArea*>(up))
            pageArea = scrolling;
    QVERIFY(pageArea);
    QScrollBar* pageBar = pageArea->verticalScrollBar();
    const bool pageScrolls = pageBar->maximum() > 0;
    for (int notch = 0; notch < 6; ++notch) {
        QWheelEvent wheel(QPointF(10, 10), pageArea->viewport()->mapToGlobal(QPointF(10, 10)), QPoint(), QPoint(0, -120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(pageArea->viewport(), &wheel);
    }
    QTest::qWait(50);
    QCOMPARE(pageBar->value() > 0, pageScrolls);  // at 1366x700 it does
    QVERIFY(size.height() > 700 || pageScrolls);
    QVERIFY2(evidence->tabs()->tabBar()->mapTo(area->viewport(), QPoint(0, 0)).y() >= 0,
             qPrintable(QStringLiteral("the tab bar at y %1").arg(evidence->tabs()->tabBar()->mapTo(area->viewport(), QPoint(0, 0)).y())));
    screenshot(&window, QStringLiteral("unpack-registry-%1x%2.png").arg(size.width()).arg(size.height()));
    QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), 30000);
}

// The family filter on unpack, Triage All: every u case in the window with the
// workbench's own proposals, each diff approved in the panel as a user does; the
// YAML ends as CASES.md says (u3's registry entry settles roberta_mc too).
void TestUnpackWindow::triageAllOfTheFamily()
{
    MainWindow window;
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    QComboBox* families = window.familyFilter();
    families->setCurrentIndex(families->findData(QStringLiteral("unpack")));
    QSignalSpy done(window.runs(), &TriageRuns::batchFinished);
    QVERIFY(window.triageAllGated());
    QStringList keys;
    for (const FailureRow& row : window.failureModel()->rows())
        if (row.family == QLatin1String("unpack"))
            keys << row.key;
    QCOMPARE(keys.size(), 7);
    int approvals = 0;
    int reasons = 0;
    QElapsedTimer clock;
    clock.start();
    while (done.isEmpty() && clock.elapsed() < kRunMs) {
        QTest::qWait(50);
        for (const QString& key : std::as_const(keys)) {
            TriageSession* session = window.runs()->session(key);
            const bool waiting = session && session->key() == key
                && (session->state() == State::AwaitingFixApproval || session->state() == State::AwaitingYamlApproval);
            if (!waiting)
                continue;
            window.selectKey(key);
            if (session->fixNeedsAPerson()) {  // a judgement call: the reason first, as a user gives it
                auto* evidence = qobject_cast<UnpackEvidence*>(window.sessionPanel()->evidence());
                if (!evidence || !evidence->rebuildButton()->isEnabled())
                    continue;
                evidence->whyEdit()->setText(QStringLiteral("the model's loss reads exactly this (reviewed)."));
                QTest::mouseClick(evidence->rebuildButton(), Qt::LeftButton);
                ++reasons;
                break;
            }
            const DiffKind kind = session->state() == State::AwaitingYamlApproval ? DiffKind::Yaml : DiffKind::Loader;
            if (!window.sessionPanel()->diffView()->isAwaiting(kind))
                continue;
            APPROVE_WHOLE_DIFF(window.sessionPanel()->diffView(), kind);
            ++approvals;
            break;
        }
    }
    QVERIFY2(!done.isEmpty(), "the batch did not finish");
    qInfo("%d approvals and %d reasons in the window", approvals, reasons);
    for (const QString& key : std::as_const(keys))
        if (TriageSession* session = window.runs()->session(key))
            qInfo("%s: %s", qPrintable(key), qPrintable(session->stateNote()));
    QVERIFY(approvals >= 9);  // 4 fixes and 5 YAML plans
    QVERIFY(reasons >= 3);    // u1, u2 and u4 are judgement calls
    screenshot(&window, QStringLiteral("unpack-3-batch.png"));
    const auto yaml = ConfigFile::load(QDir(root).filePath(
        QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml")));
    QVERIFY(yaml.has_value());
    const auto status = [&](const QString& key) { return yaml->find(key) ? yaml->find(key)->status() : QString(); };
    for (const char* key : {"ssd_tuple/pytorch-Lite-single_device-training", "retinanet/pytorch-Tiny-single_device-training",
                            "bert_mc/pytorch-Tiny-single_device-training", "mgp_str/pytorch-Base-single_device-training",
                            "efficientdet/pytorch-D0-single_device-training"})
        QCOMPARE(status(QString::fromLatin1(key)), QStringLiteral("EXPECTED_PASSING"));
    QCOMPARE(status(QStringLiteral("roberta_mc/pytorch-Tiny-single_device-training")),
             QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QCOMPARE(yaml->find(QStringLiteral("retinanet/pytorch-Tiny-single_device-training"))->scalar(QStringLiteral("assert_pcc")),
             QStringLiteral("false"));
    QCOMPARE(window.runs()->session(QStringLiteral("fcos/pytorch-Tiny-single_device-training"))->state(), State::Stopped);
    QVERIFY(!fileBytes(QDir(root).filePath(QStringLiteral("third_party/tt_forge_models/training_utils.py")))
                 .contains("\"MgpstrModelOutput\""));  // u4's wrong entry, deleted with its override
}

QTEST_MAIN(TestUnpackWindow)
#include "tst_unpackwindow.moc"
