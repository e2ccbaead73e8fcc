// The inputs family in the window, driven like a user would on a copy of the demo
// checkout with real torch and real pytest (CASES.md i1): the Family and Flavor
// columns and the pre-flight's positional-return hint, the probe's input table
// (where each slot lands: the decoder ids in attention_mask), the fix marked in
// the source and approved, the inputs after the fix, and the inference test the
// fix reached in the record.
#include "diff/diffview.h"
#include "list/failuregroupmodel.h"
#include "list/failuregroupview.h"
#include "list/failurelistmodel.h"
#include "chrome/elidedlabel.h"
#include "familyviews/inputs/inputsevidence.h"
#include "mainwindow.h"
#include "triageruns.h"
#include "session/sessionpanel.h"
#include "windowfixture.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QLineEdit>
#include <QTest>
#include <QTreeWidget>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

const QString kSpeechKey = QStringLiteral("speech_s2s/pytorch-Tiny-single_device-training");
const QString kSpeechLoader = QStringLiteral("third_party/tt_forge_models/speech_s2s/pytorch/loader.py");

QString cell(MainWindow& window, const QString& key, int column)
{
    const FailureListModel* model = window.failureModel();
    return model->index(model->rowOfKey(key), column).data().toString();
}

QStringList rowOf(const QTreeWidget* table, int row)
{
    const QTreeWidgetItem* item = table->topLevelItem(row);
    return item ? QStringList{item->text(0), item->text(1), item->text(2)} : QStringList();
}

}  // namespace

class TestInputsWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_fixture.isValid());
        QVERIFY2(fontSetProblem().isEmpty(), qPrintable(fontSetProblem()));
    }
    void listShowsTheFamilyAndItsPreflight();
    void probeTableThenApprove();
    void groupedByFamilyAndFlavor();

private:
    WindowFixture m_fixture;
};

void TestInputsWindow::listShowsTheFamilyAndItsPreflight()
{
    MainWindow window;
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    QCOMPARE(cell(window, kSpeechKey, FailureListModel::FamilyColumn), QStringLiteral("inputs"));
    QCOMPARE(cell(window, kSpeechKey, FailureListModel::FlavorColumn), QStringLiteral("decoder_inputs"));
    QCOMPARE(cell(window, QStringLiteral("deeplab_pool/pytorch-Tiny-single_device-training"), FailureListModel::FlavorColumn),
             QStringLiteral("bn_single_value"));
    QTRY_VERIFY_WITH_TIMEOUT(
        cell(window, kSpeechKey, FailureListModel::PreflightColumn).startsWith(QStringLiteral("positional return")), 120000);
    QVERIFY(cell(window, QStringLiteral("t5_dict/pytorch-Small-single_device-training"), FailureListModel::PreflightColumn)
                .startsWith(QStringLiteral("returns inputs")));
}

void TestInputsWindow::probeTableThenApprove()
{
    MainWindow window;
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    const QByteArray before = fileBytes(QDir(root).filePath(kSpeechLoader));
    SessionPanel* panel = window.sessionPanel();
    TriageSession* session = WindowFixture::startOn(window, kSpeechKey);
    QVERIFY(session);
    QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval || session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::AwaitingFixApproval);

    auto* evidence = qobject_cast<InputsEvidence*>(panel->evidence());
    QVERIFY(evidence);
    QTRY_COMPARE(evidence->beforeTable()->topLevelItemCount(), 2);
    QCOMPARE(rowOf(evidence->beforeTable(), 1).mid(0, 2), (QStringList{QStringLiteral("1"), QStringLiteral("attention_mask")}));
    QVERIFY(rowOf(evidence->beforeTable(), 1).at(2).contains(QStringLiteral("torch.int64")));
    QVERIFY(evidence->decisionLabel()->fullText().contains(QStringLiteral("dict")));
    // load_inputs returns in three places (a branch per variant): which one this
    // test reached, and one diff for it and Tiny_Prompted's, which fails the same way.
    QVERIFY2(evidence->beforePassedLabel()->fullText().endsWith(QStringLiteral(" · the return at line 147")),
             qPrintable(evidence->beforePassedLabel()->fullText()));
    QCOMPARE(panel->diffView()->editor(DiffKind::Loader)->toPlainText().count(QStringLiteral("\"decoder_input_ids\": decoder_input_ids,")), 2);
    QCOMPARE(fileBytes(QDir(root).filePath(kSpeechLoader)), before);  // nothing before the approval
    SCREENSHOT_AT_SIZES(&window, QStringLiteral("inputs-proposal"),
                        [&]() -> QString { return approvalInSight(panel, DiffKind::Loader, &window); });
    screenshot(&window, QStringLiteral("inputs-1-proposal.png"));

    APPROVE_WHOLE_DIFF(panel->diffView(), DiffKind::Loader);
    QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingYamlApproval || session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::AwaitingYamlApproval);
    QTRY_COMPARE(evidence->tabs()->currentIndex(), 1);  // the inputs after the fix
    QCOMPARE(rowOf(evidence->afterTable(), 1).mid(0, 2),
             (QStringList{QStringLiteral("decoder_input_ids"), QStringLiteral("decoder_input_ids")}));
    APPROVE_WHOLE_DIFF(panel->diffView(), DiffKind::Yaml);
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::Done);
    QCOMPARE(session->record().inference.runs.size(), 3);  // Tiny, Tiny_Prompted, Tiny_Turbo
    for (const auto& run : session->record().inference.runs)
        QCOMPARE(run.outcome, QStringLiteral("passed"));
    screenshot(&window, QStringLiteral("inputs-2-done.png"));
}

// tt-xla issue #4293's view of the front-end failures: View ▸ Group by Family,
// Flavor and Loader shows the list as a tree; picking an entry there opens it, j/k
// walk the entries, a group the user closes stays closed as the list regroups, the
// right-click menu triages a group, and the next window opens grouped.
void TestInputsWindow::groupedByFamilyAndFlavor()
{
    MainWindow window;
    QString root;
    QVERIFY(m_fixture.openDemo(window, &root));
    window.groupByFamily(true);
    FailureGroupView* tree = window.groupView();
    QVERIFY(tree->isVisibleTo(&window));
    QVERIFY(!window.failureView()->isVisibleTo(&window));
    const FailureGroupModel* groups = tree->groups();
    QStringList families;
    for (int f = 0; f < groups->rowCount(); ++f)
        families << groups->index(f, 0).data().toString();
    QCOMPARE(families.size(), 4);  // bf16, unpack, inputs, and the entries no family takes
    QVERIFY2(families[2].startsWith(QStringLiteral("inputs — missing training inputs (6 entries)")), qPrintable(families[2]));
    const QModelIndex inputs = groups->index(2, 0);
    QCOMPARE(groups->rowCount(inputs), 3);
    const QModelIndex decoder = groups->index(0, 0, inputs);
    QVERIFY2(decoder.data().toString().startsWith(QStringLiteral("decoder_inputs — ")), qPrintable(decoder.data().toString()));
    QCOMPARE(groups->rowCount(decoder), 2);  // two loaders: speech_s2s's two variants, t5_dict
    const QModelIndex speechLoader = groups->index(0, 0, decoder);
    QCOMPARE(groups->level(speechLoader), FailureGroupModel::Level::Loader);
    QVERIFY(speechLoader.data().toString().startsWith(QStringLiteral("speech_s2s (2 entries)")));
    // (Without the app's translator the source text's plural stands: "entr" either way.)
    const QString t5Loader = groups->index(1, 0, decoder).data().toString();
    QVERIFY2(t5Loader.startsWith(QStringLiteral("t5_dict (1 entr")), qPrintable(t5Loader));
    const QModelIndex speech = groups->index(0, FailureListModel::KeyColumn, speechLoader);
    QCOMPARE(speech.data(FailureListModel::KeyRole).toString(), kSpeechKey);
    QCOMPARE(speech.data().toString(), QStringLiteral("speech_s2s · Tiny"));

    tree->setCurrentIndex(speech);
    QCOMPARE(window.currentKey(), kSpeechKey);
    QTest::keyClick(tree, Qt::Key_J);
    QCOMPARE(window.currentKey(), QStringLiteral("speech_s2s/pytorch-Tiny_Prompted-single_device-training"));
    QTest::keyClick(tree, Qt::Key_J);  // over the t5_dict loader row
    QCOMPARE(window.currentKey(), QStringLiteral("t5_dict/pytorch-Small-single_device-training"));
    QTest::keyClick(tree, Qt::Key_J);  // over the missing_targets and ssdlite_det group rows to the entry
    QCOMPARE(window.currentKey(), QStringLiteral("ssdlite_det/pytorch-Lite320-single_device-training"));
    window.resize(1366, 700);
    screenshot(&window, QStringLiteral("inputs-3-grouped.png"));

    // Triage ▸ Triage Group on the bn_single_value flavor: its two entries, one batch.
    tree->setCurrentIndex(groups->index(2, 0, inputs));
    QCOMPARE(tree->currentGroupKeys(), (QStringList{QStringLiteral("deeplab_pool/pytorch-Tiny-single_device-training"),
                                                    QStringLiteral("scene_bn/pytorch-Tiny-single_device-training")}));
    QVERIFY(window.triageGroup());
    QCOMPARE(window.runs()->batch()->total(), 2);
    window.runs()->cancelBatch();
    QTRY_VERIFY_WITH_TIMEOUT(window.runs()->runningSessions() == 0, 120000);
    // The group of entries no family takes triages nothing.
    tree->setCurrentIndex(groups->index(groups->rowCount() - 1, 0));
    QVERIFY(!window.triageGroup());

    // The right-click menu holds Triage Group; a closed loader stays closed as the
    // list regroups (a filter typed and cleared).
    QVERIFY(tree->actions().contains(window.findChild<QAction*>(QStringLiteral("triageGroup"))));
    const auto ssdlite = [&] {
        const QModelIndex missingTargets = groups->index(1, 0, inputs);
        return groups->index(0, 0, missingTargets);
    };
    QVERIFY(ssdlite().data().toString().startsWith(QStringLiteral("ssdlite_det (1 entr")));
    tree->collapse(ssdlite());
    window.filterEdit()->setText(QStringLiteral("ssdlite"));
    window.filterEdit()->clear();
    QVERIFY(!tree->isExpanded(ssdlite()));
    QVERIFY(tree->isExpanded(groups->index(0, 0, groups->index(0, 0, inputs))));
    // Collapse All is remembered as the user's own closing; Expand All opens them again.
    tree->setAllExpanded(false);
    window.filterEdit()->setText(QStringLiteral("ssdlite"));
    window.filterEdit()->clear();
    QVERIFY(!tree->isExpanded(groups->index(2, 0)));
    tree->setAllExpanded(true);
    window.filterEdit()->setText(QStringLiteral("ssdlite"));
    window.filterEdit()->clear();
    QVERIFY(tree->isExpanded(groups->index(2, 0)));
    QVERIFY(tree->isExpanded(ssdlite()));
    {
        MainWindow next;  // the toggle is remembered
        QVERIFY(next.groupView()->isVisibleTo(&next));
    }

    // The table follows, and back to the flat list keeps the entry.
    window.groupByFamily(false);
    QCOMPARE(window.currentKey(), QStringLiteral("ssdlite_det/pytorch-Lite320-single_device-training"));
    QVERIFY(window.failureView()->isVisibleTo(&window));
}

QTEST_MAIN(TestInputsWindow)
#include "tst_inputswindow.moc"
