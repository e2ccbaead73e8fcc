// A triage of each failure family from the keyboard alone (issue 47, "done when"):
// Ctrl+F and the entry's key, Enter (the one match is chosen), Tab to the list and
// Enter (the triage starts), Tab to the diff, PgDn to its end, Ctrl+Return (the loader fix),
// the same for the YAML, until the YAML is written. A judgement call (the unpack
// family's loss target) is settled on the way: Tab to its reason, type it, Enter.
// No mouse event is sent. At 1366x700, the jobs console and its docks as built.
#include "diff/diffview.h"
#include "familyviews/unpack/unpackevidence.h"
#include "list/failurelistpane.h"
#include "mainwindow.h"
#include "session/sessionpanel.h"
#include "windowfixture.h"

#include <QApplication>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

const QString kTrainingYaml = QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml");

// Tab from the focus until `wanted` has it; false after a whole ring without it.
bool tabTo(QWidget* wanted)
{
    for (int press = 0; press < 80; ++press) {
        QWidget* focused = QApplication::focusWidget();
        if (focused == wanted)
            return true;
        if (!focused)
            return false;
        QTest::keyClick(focused, Qt::Key_Tab);
    }
    return QApplication::focusWidget() == wanted;
}

// The diff of `kind` read to its end and approved, from the keyboard.
bool approveByKeys(DiffView* diff, DiffKind kind)
{
    QPlainTextEdit* edit = diff->editor(kind);
    if (!QTest::qWaitFor([&] { return diff->isAwaiting(kind) && edit->isVisible(); }, 30000)) {
        qWarning("the %s diff does not wait in sight", kind == DiffKind::Yaml ? "YAML" : "loader");
        return false;
    }
    if (!tabTo(edit)) {
        qWarning("Tab never reaches the diff");
        return false;
    }
    // Read as a keyboard user reads a diff longer than the view: a page at a time.
    for (int page = 0; page < 60 && !diff->wholeDiffShown(kind); ++page) {
        QTest::keyClick(edit, page == 0 ? Qt::Key_Home : Qt::Key_PageDown, page == 0 ? Qt::ControlModifier : Qt::NoModifier);
        QTest::qWait(30);
    }
    QTest::keyClick(edit, Qt::Key_End, Qt::ControlModifier);
    if (!QTest::qWaitFor([&] { return diff->wholeDiffShown(kind); }, 10000)) {
        qWarning("PgDn to Ctrl+End: the diff is not read whole");
        return false;
    }
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    return true;
}

}  // namespace

class TestKeyboardTriage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_fixture.isValid());
    }

    void eachFamilyReachesTheYamlWrite_data()
    {
        QTest::addColumn<QString>("key");
        QTest::newRow("dtype") << QStringLiteral("speecht5/pytorch-Tts-single_device-training");
        QTest::newRow("unpack") << QStringLiteral("ssd_tuple/pytorch-Lite-single_device-training");
        QTest::newRow("inputs") << QStringLiteral("speech_s2s/pytorch-Tiny-single_device-training");
    }

    void eachFamilyReachesTheYamlWrite()
    {
        QFETCH(QString, key);
        MainWindow window;
        window.resize(1366, 700);
        QString root;
        QVERIFY(m_fixture.openDemo(window, &root));
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const QByteArray yamlBefore = fileBytes(QDir(root).filePath(kTrainingYaml));

        QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.filterEdit()));
        QTest::keyClicks(window.filterEdit(), key);
        QTest::keyClick(window.filterEdit(), Qt::Key_Return);
        QTRY_COMPARE(window.sessionPanel()->key(), key);
        QVERIFY(tabTo(window.failureView()));
        QTest::keyClick(window.failureView(), Qt::Key_Return);
        TriageSession* session = nullptr;
        QTRY_VERIFY((session = window.sessionPanel()->session()));
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval || session->isFinished(), kRunMs);
        QCOMPARE(session->state(), State::AwaitingFixApproval);

        if (session->fixNeedsAPerson()) {
            auto* evidence = qobject_cast<UnpackEvidence*>(window.sessionPanel()->evidence());
            QVERIFY(evidence);
            QVERIFY(tabTo(evidence->whyEdit()));
            const QString why = QStringLiteral("the SSD loss here reads both heads.");
            QTest::keyClicks(evidence->whyEdit(), why);
            QTest::keyClick(evidence->whyEdit(), Qt::Key_Return);
            QTRY_VERIFY_WITH_TIMEOUT(session->loaderDiff().contains(why) && session->state() == State::AwaitingFixApproval
                                         && !session->fixNeedsAPerson(),
                                     kRunMs);
        }
        DiffView* diff = window.sessionPanel()->diffView();
        QVERIFY(approveByKeys(diff, DiffKind::Loader));
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingYamlApproval || session->isFinished(), kRunMs);
        QCOMPARE(session->state(), State::AwaitingYamlApproval);
        QVERIFY(approveByKeys(diff, DiffKind::Yaml));
        QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
        QCOMPARE(session->state(), State::Done);
        QVERIFY(fileBytes(QDir(root).filePath(kTrainingYaml)) != yamlBefore);  // written, by keys alone
    }

private:
    WindowFixture m_fixture;
};

QTEST_MAIN(TestKeyboardTriage)
#include "tst_keyboardtriage.moc"
