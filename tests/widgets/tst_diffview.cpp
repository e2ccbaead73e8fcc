// The diff preview: Approve stays locked until the whole diff waiting for approval has
// been on screen (scrolled to the bottom, or fitting), Reject is always there while a
// diff waits, and every decision names the diff it was about.
#include "approvalbar.h"
#include "diffview.h"
#include "elidedlabel.h"

#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace dtriage;

namespace {

QString diffOf(int changedLines, const QString& file = QStringLiteral("speecht5/pytorch/loader.py"))
{
    QString diff = QStringLiteral("--- a/%1\n+++ b/%1\n@@ -1,%2 +1,%2 @@\n").arg(file).arg(changedLines);
    for (int i = 0; i < changedLines; ++i) {
        const QChar mark = i % 3 == 0 ? u'-' : i % 3 == 1 ? u'+' : u' ';
        diff += QStringLiteral("%1        decoder_input_values = torch.zeros((1, 1, %2))\n").arg(mark).arg(i);
    }
    return diff;
}

const QString kShortYaml = QStringLiteral(
    "--- a/tests/runner/test_config/torch/test_config_training_single_device.yaml\n"
    "+++ b/tests/runner/test_config/torch/test_config_training_single_device.yaml\n"
    "@@ -10,3 +10,3 @@\n"
    "   speecht5/pytorch-Tts-single_device-training:\n"
    "-    status: NOT_SUPPORTED_SKIP\n"
    "+    status: KNOWN_FAILURE_XFAIL\n");

DiffKind kindOf(const QSignalSpy& spy, int call = 0) { return spy.at(call).at(0).value<DiffKind>(); }

}  // namespace

class TestDiffView : public QObject {
    Q_OBJECT

private:
    // A window small enough that a 200-line diff has to scroll.
    bool showSmall(DiffView& view)
    {
        view.resize(420, 260);
        view.show();
        return QTest::qWaitForWindowExposed(&view);
    }

    static QPushButton* approve(DiffView& view) { return view.approvalBar()->approveButton(); }
    static QPushButton* reject(DiffView& view) { return view.approvalBar()->rejectButton(); }
    static QString hint(DiffView& view) { return view.approvalBar()->hintLabel()->text(); }

private Q_SLOTS:
    void longDiffUnlocksOnlyAtTheBottom()
    {
        DiffView view;
        QVERIFY(showSmall(view));
        QSignalSpy approved(&view, &DiffView::approveRequested);
        view.setDiff(DiffKind::Loader, diffOf(200), true);
        QTest::qWait(50);  // layout and resize settle; they must not unlock anything

        QPlainTextEdit* edit = view.editor(DiffKind::Loader);
        QScrollBar* bar = edit->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        QVERIFY(!view.wholeDiffShown(DiffKind::Loader));
        QVERIFY(!approve(view)->isEnabled());
        QVERIFY(reject(view)->isEnabled());
        QCOMPARE(hint(view), QStringLiteral("Scroll to the end of the diff to approve"));

        approve(view)->click();  // a disabled button: nothing happens
        QCOMPARE(approved.count(), 0);

        bar->setValue(bar->maximum() - 1);
        QVERIFY(!approve(view)->isEnabled());
        bar->setValue(bar->maximum());
        QVERIFY(view.wholeDiffShown(DiffKind::Loader));
        QVERIFY(approve(view)->isEnabled());
        QVERIFY(hint(view) != QStringLiteral("Scroll to the end of the diff to approve"));

        bar->setValue(0);  // reaching the end once is enough
        QVERIFY(approve(view)->isEnabled());

        approve(view)->click();
        QCOMPARE(approved.count(), 1);
        QCOMPARE(kindOf(approved), DiffKind::Loader);
        QVERIFY(!approve(view)->isEnabled());
        QVERIFY(!reject(view)->isEnabled());
        QVERIFY(!view.isAwaiting(DiffKind::Loader));
        QCOMPARE(hint(view), QStringLiteral("Approved"));

        // The record update shows the same diff again, no longer awaiting: the outcome stays.
        view.setDiff(DiffKind::Loader, diffOf(200), false);
        QCOMPARE(hint(view), QStringLiteral("Approved"));

        // The next approval request locks Approve again.
        view.setDiff(DiffKind::Loader, diffOf(201), true);
        QTest::qWait(20);
        QVERIFY(!approve(view)->isEnabled());
        QVERIFY(reject(view)->isEnabled());
    }

    void shortDiffUnlocksOnceShown()
    {
        DiffView view;
        QSignalSpy approved(&view, &DiffView::approveRequested);
        view.setDiff(DiffKind::Yaml, kShortYaml, true);
        QCOMPARE(view.tabs()->currentWidget(), view.editor(DiffKind::Yaml));
        QTest::qWait(20);
        // Not on screen yet: fitting is not enough.
        QVERIFY(!view.wholeDiffShown(DiffKind::Yaml));
        QVERIFY(!approve(view)->isEnabled());

        QVERIFY(showSmall(view));
        QTRY_VERIFY(view.wholeDiffShown(DiffKind::Yaml));
        QVERIFY(approve(view)->isEnabled());
        approve(view)->click();
        QCOMPARE(approved.count(), 1);
        QCOMPARE(kindOf(approved), DiffKind::Yaml);
    }

    void hiddenTabIsNotShown()
    {
        DiffView view;
        QVERIFY(showSmall(view));
        view.setDiff(DiffKind::Loader, diffOf(200), true);
        view.setDiff(DiffKind::Yaml, kShortYaml, false);
        QCOMPARE(view.tabs()->currentWidget(), view.editor(DiffKind::Loader));

        // On the YAML tab the bar is about the YAML diff, which waits for nothing.
        view.tabs()->setCurrentWidget(view.editor(DiffKind::Yaml));
        QTest::qWait(20);
        QVERIFY(!approve(view)->isEnabled());
        QVERIFY(!reject(view)->isEnabled());
        QVERIFY2(hint(view).contains(QStringLiteral("Loader")), qPrintable(hint(view)));
        QVERIFY(!view.wholeDiffShown(DiffKind::Loader));

        // Back on the Loader tab it still has to be scrolled through.
        view.tabs()->setCurrentWidget(view.editor(DiffKind::Loader));
        QTest::qWait(20);
        QVERIFY(!approve(view)->isEnabled());
        QVERIFY(reject(view)->isEnabled());
        QScrollBar* bar = view.editor(DiffKind::Loader)->verticalScrollBar();
        bar->setValue(bar->maximum());
        QVERIFY(approve(view)->isEnabled());

        // A second diff waiting brings its tab forward; each tab keeps its own lock.
        QSignalSpy approved(&view, &DiffView::approveRequested);
        view.setDiff(DiffKind::Yaml, diffOf(200, QStringLiteral("test_config_training.yaml")), true);
        QCOMPARE(view.tabs()->currentWidget(), view.editor(DiffKind::Yaml));
        QTest::qWait(20);
        QVERIFY(!approve(view)->isEnabled());
        view.tabs()->setCurrentWidget(view.editor(DiffKind::Loader));
        QVERIFY(approve(view)->isEnabled());
        approve(view)->click();
        QCOMPARE(approved.count(), 1);
        QCOMPARE(kindOf(approved), DiffKind::Loader);
        QVERIFY(view.isAwaiting(DiffKind::Yaml));
    }

    void rejectIsAvailableAtOnce()
    {
        DiffView view;
        QVERIFY(showSmall(view));
        QSignalSpy approved(&view, &DiffView::approveRequested);
        QSignalSpy rejected(&view, &DiffView::rejectRequested);
        view.setDiff(DiffKind::Yaml, diffOf(200, QStringLiteral("test_config_training.yaml")), true);
        QTest::qWait(20);
        QVERIFY(!approve(view)->isEnabled());
        QVERIFY(reject(view)->isEnabled());
        reject(view)->click();
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(kindOf(rejected), DiffKind::Yaml);
        QCOMPARE(approved.count(), 0);
        QVERIFY(!reject(view)->isEnabled());
        QVERIFY(!approve(view)->isEnabled());
        QVERIFY(hint(view).startsWith(QStringLiteral("Rejected")));

        // Scrolling after the decision unlocks nothing.
        QScrollBar* bar = view.editor(DiffKind::Yaml)->verticalScrollBar();
        bar->setValue(bar->maximum());
        QVERIFY(!approve(view)->isEnabled());
    }

    void revertFollowsAvailability()
    {
        DiffView view;
        QVERIFY(showSmall(view));
        QSignalSpy reverted(&view, &DiffView::revertRequested);
        QPushButton* revert = view.approvalBar()->revertButton();
        QVERIFY(!revert->isEnabled());
        view.setRevertAvailable(true);
        QVERIFY(revert->isEnabled());
        revert->click();
        QCOMPARE(reverted.count(), 1);
        view.setRevertAvailable(false);
        QVERIFY(!revert->isEnabled());
        revert->click();
        QCOMPARE(reverted.count(), 1);
        view.setRevertAvailable(true);
        view.clear();
        QVERIFY(!revert->isEnabled());
    }

    void ctrlReturnApprovesOnlyWhenUnlocked()
    {
        DiffView view;
        QVERIFY(showSmall(view));
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QSignalSpy approved(&view, &DiffView::approveRequested);

        view.setDiff(DiffKind::Loader, diffOf(200), true);
        QPlainTextEdit* edit = view.editor(DiffKind::Loader);
        edit->setFocus();
        QTest::qWait(20);
        QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(approved.count(), 0);

        edit->verticalScrollBar()->setValue(edit->verticalScrollBar()->maximum());
        QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(approved.count(), 1);
        QCOMPARE(kindOf(approved), DiffKind::Loader);
        QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);  // decided already
        QCOMPARE(approved.count(), 1);
    }

    void emptyDiffHasNothingToChange()
    {
        DiffView view;
        QVERIFY(showSmall(view));
        view.setDiff(DiffKind::Yaml, QString(), false);
        view.tabs()->setCurrentWidget(view.editor(DiffKind::Yaml));
        QCOMPARE(view.editor(DiffKind::Yaml)->placeholderText(), QStringLiteral("Nothing to change"));
        QCOMPARE(hint(view), QStringLiteral("Nothing to change"));
        QVERIFY(!approve(view)->isEnabled());

        // Waiting with nothing in it: there is nothing to scroll, so nothing blocks it.
        view.setDiff(DiffKind::Yaml, QString(), true);
        QVERIFY(view.wholeDiffShown(DiffKind::Yaml));
        QVERIFY(approve(view)->isEnabled());
        QVERIFY(hint(view).startsWith(QStringLiteral("Nothing to change")));
    }

    void wideLinesAreHintedNotDemanded()
    {
        DiffView view;
        QVERIFY(showSmall(view));
        const QString wide = kShortYaml + QStringLiteral("+    reason: \"%1\"\n").arg(QString(300, u'x'));
        view.setDiff(DiffKind::Yaml, wide, true);
        QTRY_VERIFY(view.wholeDiffShown(DiffKind::Yaml));
        QVERIFY(approve(view)->isEnabled());
        QTRY_VERIFY(view.editor(DiffKind::Yaml)->horizontalScrollBar()->maximum() > 0);
        QVERIFY2(hint(view).contains(QStringLiteral("wider than the view")), qPrintable(hint(view)));
        QScrollBar* horizontal = view.editor(DiffKind::Yaml)->horizontalScrollBar();
        horizontal->setValue(horizontal->maximum());
        QVERIFY2(!hint(view).contains(QStringLiteral("wider than the view")), qPrintable(hint(view)));
    }

    // The caption belongs to its tab: shown under the loader's diff, hidden on the
    // YAML tab, gone with clear().
    void captionFollowsItsTab()
    {
        DiffView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.captionLabel()->isHidden());
        view.setDiff(DiffKind::Loader, kShortYaml, true);
        view.setCaption(DiffKind::Loader, QStringLiteral("Formatted by black 23.1.0; pre-commit pins 22.3.0"),
                        QStringLiteral("Formatting: formatted by black 23.1.0 (the checkout's Python), but …"));
        QVERIFY(view.captionLabel()->isVisible());
        QCOMPARE(view.captionLabel()->fullText(), QStringLiteral("Formatted by black 23.1.0; pre-commit pins 22.3.0"));
        QCOMPARE(view.captionLabel()->toolTip(),
                 QStringLiteral("Formatting: formatted by black 23.1.0 (the checkout's Python), but …"));
        view.tabs()->setCurrentIndex(1);
        QVERIFY(view.captionLabel()->isHidden());
        view.tabs()->setCurrentIndex(0);
        QVERIFY(view.captionLabel()->isVisible());
        view.clear();
        QVERIFY(view.captionLabel()->isHidden());
        QVERIFY(view.caption(DiffKind::Loader).isEmpty());
    }

    void screenshot()
    {
        DiffView view;
        view.resize(640, 360);
        view.setDiff(DiffKind::Yaml, kShortYaml, false);
        view.setDiff(DiffKind::Loader,
                     QStringLiteral("--- a/speecht5/pytorch/loader.py\n+++ b/speecht5/pytorch/loader.py\n"
                                    "@@ -116,7 +116,9 @@ class ModelLoader(ForgeModel):\n"
                                    "         inputs = self.processor(text=text, return_tensors=\"pt\")\n"
                                    "-        decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins))\n"
                                    "+        decoder_input_values = torch.zeros(\n"
                                    "+            (1, 1, self.model.config.num_mel_bins), dtype=dtype_override\n"
                                    "+        )\n"
                                    "         inputs[\"decoder_input_values\"] = decoder_input_values\n"
                                    "         return inputs\n"),
                     true);
        view.setCaption(DiffKind::Loader, QStringLiteral("Formatted by black 23.1.0; pre-commit pins 22.3.0"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(approve(view)->isEnabled());
        const QString dir = QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots");
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(view.grab().save(dir + QStringLiteral("/diffview.png")));

        view.resize(420, 220);
        view.setDiff(DiffKind::Loader, diffOf(200), true);
        QTest::qWait(50);
        QVERIFY(!approve(view)->isEnabled());
        QVERIFY(view.grab().save(dir + QStringLiteral("/diffview-locked.png")));
    }
};

QTEST_MAIN(TestDiffView)
#include "tst_diffview.moc"
