// The window's chrome at 1366x700 (issue 30, point 5), on the demo checkout with a
// session of each family waiting at its fix's approval:
// - every Tab stop shows that it has the focus: walked as a user tabs, each widget
//   that takes the focus looks different with it than without it (its pixels and
//   a frame's just around it), after the diff and the job output were scrolled
//   (a caret left out of sight shows nothing);
// - the status bar says each of its items whole, or cut at a word's end with the
//   whole text in the tooltip (a long checkout path, a venv's Python).
#include "chrome/elidedlabel.h"
#include "jobs/jobconsole.h"
#include "triageruns.h"
#include "windowfixture.h"
#include "chrome/workbenchstatusbar.h"

#include <QApplication>
#include <QImage>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

// The window's pixels around `widget` (a focus frame may be drawn just outside it).
QImage around(QWidget* window, QWidget* widget)
{
    const QRect rect = QRect(widget->mapTo(window, QPoint(0, 0)), widget->size()).adjusted(-3, -3, 3, 3);
    return window->grab(rect.intersected(window->rect())).toImage();
}

QString describe(QWidget* widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        name += u'#' + widget->objectName();
    if (!widget->accessibleName().isEmpty())
        name += QStringLiteral(" \"%1\"").arg(widget->accessibleName());
    const QRect rect(widget->mapTo(widget->window(), QPoint(0, 0)), widget->size());
    return name + QStringLiteral(" at %1,%2").arg(rect.x()).arg(rect.y());
}

void scrollToEnd(QPlainTextEdit* edit)
{
    edit->verticalScrollBar()->setValue(edit->verticalScrollBar()->maximum());
}

}  // namespace

class TestWindowChrome : public QObject {
    Q_OBJECT

    WindowFixture m_fixture;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_fixture.isValid());
        QVERIFY2(fontSetProblem().isEmpty(), qPrintable(fontSetProblem()));
    }

    void everyTabStopShowsItsFocus_data()
    {
        QTest::addColumn<QString>("key");
        QTest::newRow("dtype") << QStringLiteral("speecht5/pytorch-Tts-single_device-training");
        QTest::newRow("unpack") << QStringLiteral("ssd_tuple/pytorch-Lite-single_device-training");
        QTest::newRow("inputs") << QStringLiteral("speech_s2s/pytorch-Tiny-single_device-training");
    }

    void everyTabStopShowsItsFocus()
    {
        QFETCH(QString, key);
        MainWindow window;
        QString root;
        QVERIFY(m_fixture.openDemo(window, &root));
        window.resize(1366, 700);
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        TriageSession* session = WindowFixture::startOn(window, key);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval || session->isFinished(), kRunMs);
        QCOMPARE(session->state(), State::AwaitingFixApproval);
        DiffView* diff = window.sessionPanel()->diffView();
        scrollToEnd(diff->editor(DiffKind::Loader));
        for (QPlainTextEdit* output : window.jobConsole()->findChildren<QPlainTextEdit*>())
            scrollToEnd(output);
        QTest::qWait(100);

        QStringList stops;
        QStringList unseen;
        window.failureView()->setFocus(Qt::TabFocusReason);
        QWidget* first = nullptr;
        for (int press = 0; press < 80; ++press) {
            QWidget* focused = QApplication::focusWidget();
            QVERIFY(focused);
            if (focused == first)
                break;
            if (!first)
                first = focused;
            focused->clearFocus();
            QTest::qWait(20);
            const QImage without = around(&window, focused);
            focused->setFocus(Qt::TabFocusReason);
            QTest::qWait(20);
            stops << describe(focused);
            if (around(&window, focused) == without)
                unseen << describe(focused);
            QTest::keyClick(focused, Qt::Key_Tab);
        }
        qInfo("%lld Tab stops: %s", qlonglong(stops.size()), qPrintable(stops.join(QStringLiteral("; "))));
        QVERIFY2(stops.size() >= 12, qPrintable(stops.join(u'\n')));
        QVERIFY2(unseen.isEmpty(), qPrintable(QStringLiteral("no visible focus: ") + unseen.join(QStringLiteral("; "))));
        QVERIFY(window.sessionPanel()->cancelButton()->isEnabled());
        QTest::mouseClick(window.sessionPanel()->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), 30000);
    }

    // Nothing in the status bar is cut mid-letter at 1366 px: a label shows its whole
    // text, or an elided one ending in "…" with the whole text in its tooltip.
    void statusBarSaysItsItemsAt1366()
    {
        MainWindow window;
        QString root;
        QVERIFY(m_fixture.openDemo(window, &root));
        window.resize(1366, 700);
        auto* status = qobject_cast<WorkbenchStatusBar*>(window.statusBar());
        QVERIFY(status);
        // A venv's interpreter, as tt-xla engineers have it: longer than the label's room.
        status->setPython(QStringLiteral("/home/engineer/src/tt-xla/venv/bin/python3.11 (torch 2.7.0+cpu, "
                                         "from venv/ beside the checkout)"),
                          true);
        QTest::qWait(100);
        QStringList cut;
        for (QLabel* label : status->findChildren<QLabel*>()) {
            if (!label->isVisibleTo(&window) || label->text().isEmpty())
                continue;
            const int needed = label->fontMetrics().horizontalAdvance(label->text());
            const QRect inWindow(label->mapTo(&window, QPoint(0, 0)), label->size());
            if (needed > label->contentsRect().width() || !window.rect().contains(inWindow))
                cut << QStringLiteral("\"%1\" needs %2 px, has %3").arg(label->text()).arg(needed).arg(label->contentsRect().width());
            else if (label->text().endsWith(QChar(0x2026)) && label->toolTip().isEmpty())
                cut << QStringLiteral("\"%1\" is cut and has no tooltip").arg(label->text());
        }
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
        QVERIFY(status->pythonLabel()->text().endsWith(QChar(0x2026)));
        QVERIFY(status->pythonLabel()->toolTip().contains(QStringLiteral("from venv/ beside the checkout")));
        QVERIFY2(status->checkoutLabel()->toolTip().contains(root), qPrintable(status->checkoutLabel()->toolTip()));
        screenshot(&window, QStringLiteral("statusbar-1366x700.png"));
    }
};

QTEST_MAIN(TestWindowChrome)
#include "tst_windowchrome.moc"
