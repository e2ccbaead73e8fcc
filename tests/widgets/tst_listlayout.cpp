// The failure list at the sizes tt-xla engineers use (issue 14): at 1366×768 and
// 1920×1080, on the demo with all three families, the first ten rows show the
// key's model and variant, the triage state, the status badge, family, flavor and
// pre-flight without scrolling (each cell's visualRect inside the viewport, the
// key's short form whole), the whole key and status in tooltips, and the filter
// still matches the words the badges shorten. Screenshots land in <build>/screenshots.
#include "list/failurelistmodel.h"
#include "list/failurefilterproxy.h"
#include "mainwindow.h"
#include "triageruns.h"
#include "windowfixture.h"

#include "home/datahome.h"
#include "session/sessionpanel.h"
#include "source/sourceview.h"
#include "session/evidencepanel.h"

#include <QTextBlock>

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QAccessible>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QSettings>
#include <QMouseEvent>
#include <QSplitter>
#include <QTemporaryDir>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace dtriage;
using namespace dtriage::testing;

namespace {
QString rectText(const QRect& r)
{
    return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}
}  // namespace

class TestListLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_fixture.isValid());
        QVERIFY2(fontSetProblem().isEmpty(), qPrintable(fontSetProblem()));
        // A layout saved here stays in the fixture's folder (and no saved one changes these tests).
        QCoreApplication::setOrganizationName(QStringLiteral("dtype-triage-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_listlayout"));
    }

    void firstRowsReadableWithoutScrolling_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1366x700") << QSize(1366, 700);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void firstRowsReadableWithoutScrolling()
    {
        QFETCH(QSize, size);
        MainWindow window;
        QVERIFY(openScanned(window, size));
        QTest::qWait(100);
        QCOMPARE(window.size(), size);  // nothing forces the window wider than the screen
        QTableView* view = window.failureView();
        const QRect viewport = view->viewport()->rect();
        const QAbstractItemModel* model = view->model();
        QVERIFY(model->rowCount() >= 10);
        const int margin = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
        for (int row = 0; row < 10; ++row) {
            for (int column : {int(FailureListModel::KeyColumn), int(FailureListModel::TriageColumn),
                               int(FailureListModel::StatusColumn), int(FailureListModel::FamilyColumn),
                               int(FailureListModel::FlavorColumn), int(FailureListModel::PreflightColumn)}) {
                if (view->isColumnHidden(column))
                    continue;  // the Triage column before any session
                const QModelIndex index = model->index(row, column);
                const QRect cell = view->visualRect(index);
                QVERIFY2(viewport.contains(cell),
                         qPrintable(QStringLiteral("row %1, %2: %3 outside %4")
                                        .arg(row)
                                        .arg(model->headerData(column, Qt::Horizontal).toString())
                                        .arg(rectText(cell), rectText(viewport))));
            }
            // The key's model and variant, the status badge and the family are whole (not elided).
            for (int column : {int(FailureListModel::KeyColumn), int(FailureListModel::StatusColumn),
                               int(FailureListModel::FamilyColumn)}) {
                const QModelIndex index = model->index(row, column);
                const QVariant font = index.data(Qt::FontRole);
                const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : view->font());
                const int needed = metrics.horizontalAdvance(index.data().toString()) + margin;
                QVERIFY2(needed <= view->columnWidth(column),
                         qPrintable(QStringLiteral("row %1: \"%2\" needs %3 px, has %4")
                                        .arg(row)
                                        .arg(index.data().toString())
                                        .arg(needed)
                                        .arg(view->columnWidth(column))));
            }
        }
        // Every family's one name is whole, "unpack" and "inputs" too (not only the first rows' "bf16").
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex family = model->index(row, FailureListModel::FamilyColumn);
            const int needed = view->fontMetrics().horizontalAdvance(family.data().toString()) + margin;
            QVERIFY2(needed <= view->columnWidth(FailureListModel::FamilyColumn),
                     qPrintable(QStringLiteral("\"%1\" needs %2 px, has %3").arg(family.data().toString()).arg(needed)
                                    .arg(view->columnWidth(FailureListModel::FamilyColumn))));
        }
        QVERIFY(!view->horizontalScrollBar()->isVisible() || view->horizontalScrollBar()->value() == 0);
        const QModelIndex speecht5 =
            model->index(window.failureProxy()->mapFromSource(window.failureModel()->index(
                             window.failureModel()->rowOfKey(QStringLiteral("speecht5/pytorch-Tts-single_device-training")), 0))
                             .row(),
                         FailureListModel::KeyColumn);
        QCOMPARE(speecht5.data().toString(), QStringLiteral("speecht5 · Tts"));
        QVERIFY(speecht5.data(Qt::ToolTipRole).toString().startsWith(
            QStringLiteral("speecht5/pytorch-Tts-single_device-training\n")));
        QCOMPARE(speecht5.siblingAtColumn(FailureListModel::StatusColumn).data().toString(), QStringLiteral("skip"));
        QCOMPARE(speecht5.siblingAtColumn(FailureListModel::StatusColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("NOT_SUPPORTED_SKIP"));
        QVERIFY(view->isColumnHidden(FailureListModel::TriageColumn));  // no session yet: no width for it
        screenshot(&window, QStringLiteral("list-%1x%2.png").arg(size.width()).arg(size.height()));
        // The filter matches the whole key and the YAML's status word.
        window.filterEdit()->setText(QStringLiteral("single_device NOT_SUPPORTED"));
        QVERIFY(model->rowCount() > 0);
        for (int row = 0; row < model->rowCount(); ++row)
            QCOMPARE(model->index(row, FailureListModel::StatusColumn).data().toString(), QStringLiteral("skip"));
    }

    // An entry selected before any run: the pre-flight's site at once, marked as a
    // prediction (speecht5 line 119, densenet 121_Xray line 120, CASES.md a and b);
    // a session, once started, speaks for itself.
    void entryBeforeAnyRunShowsPrediction_data() { firstRowsReadableWithoutScrolling_data(); }
    void entryBeforeAnyRunShowsPrediction()
    {
        QFETCH(QSize, size);
        MainWindow window;
        QVERIFY(openScanned(window, size));
        SessionPanel* panel = window.sessionPanel();
        for (const auto& [key, line] : {std::pair{QStringLiteral("densenet/pytorch-121_Xray-single_device-training"), 120},
                                        std::pair{QStringLiteral("speecht5/pytorch-Tts-single_device-training"), 119}}) {
            QSignalSpy shown(panel, &SessionPanel::sourceShown);
            window.selectKey(key);
            QVERIFY(shown.count() > 0 || shown.wait(10000));
            QTRY_COMPARE(panel->sourceView()->markedLine(), line);
            QVERIFY(panel->showsPrediction());
            QVERIFY(panel->sourceView()->evidencePanel()->evidence().why.startsWith(QStringLiteral("Prediction")));
        }
        QCOMPARE(panel->sourceView()->evidencePanel()->evidence().inputKey, QStringLiteral("decoder_input_values"));
        // The marked line is on screen.
        QPlainTextEdit* editor = panel->sourceView()->editor();
        const QTextBlock block = editor->document()->findBlockByNumber(118);
        QTRY_VERIFY(editor->viewport()->rect().contains(editor->cursorRect(QTextCursor(block)).center()));
        QTest::qWait(100);
        screenshot(&window, QStringLiteral("entry-before-run-%1x%2.png").arg(size.width()).arg(size.height()));
        // A session takes over the source's marks.
        TriageSession* session = window.startTriage();
        QVERIFY(session);
        QVERIFY(!panel->showsPrediction());
        session->cancel();
        QTRY_VERIFY_WITH_TIMEOUT(window.runs()->runningSessions() == 0, 60000);
    }

    // Copy pytest Command: the selected entries' verification, to the clipboard.
    void copyPytestCommandOfSelection()
    {
        MainWindow window;
        QString root;
        QVERIFY(m_fixture.openDemo(window, &root));
        QTableView* view = window.failureView();
        window.selectKey(QStringLiteral("speecht5/pytorch-Tts-single_device-training"));
        const QModelIndex vit = view->model()->index(
            window.failureProxy()
                ->mapFromSource(window.failureModel()->index(
                    window.failureModel()->rowOfKey(QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training")), 0))
                .row(),
            0);
        view->selectionModel()->select(vit, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        const QString command = window.copyPytestCommand();
        QVERIFY(command.startsWith(QStringLiteral("pytest --force-run --runxfail '")));
        QVERIFY(command.contains(QStringLiteral("[speecht5/pytorch-Tts-single_device-training]'")));
        QVERIFY(command.contains(QStringLiteral("[vit/pytorch-Tiny_Patch16-single_device-training]'")));
        QCOMPARE(QGuiApplication::clipboard()->text(), command);
    }

    // Help ▸ About says what the tool runs with; every interactive widget of the
    // window has a name assistive technology can read (its text, or an accessible name).
    void aboutAndAccessibleNames()
    {
        MainWindow window;
        QString root;
        QVERIFY(m_fixture.openDemo(window, &root));
        QMessageBox* about = window.showAbout();
        QVERIFY(about->text().contains(QStringLiteral("Python")));
        QVERIFY(about->text().contains(DataHome::dataDir().toHtmlEscaped()));
        QVERIFY(!about->text().contains(QStringLiteral("none found yet")));
        about->close();
        QStringList unnamed;
        for (QWidget* widget : window.findChildren<QWidget*>()) {
            const bool interactive = qobject_cast<QAbstractButton*>(widget) || qobject_cast<QLineEdit*>(widget)
                                     || qobject_cast<QComboBox*>(widget) || qobject_cast<QAbstractItemView*>(widget)
                                     || qobject_cast<QPlainTextEdit*>(widget);
            if (!interactive || !widget->isVisibleTo(&window) || widget->focusPolicy() == Qt::NoFocus)
                continue;
            QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(widget);
            if (!accessible || accessible->text(QAccessible::Name).trimmed().isEmpty())
                unnamed << QStringLiteral("%1 in %2").arg(QString::fromLatin1(widget->metaObject()->className()),
                                                          QString::fromLatin1(widget->parentWidget()->metaObject()->className()));
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
    }

    // Keyboard reaches everything: Tab from the filter walks through every visible,
    // enabled widget that takes focus (flat list and grouped alike) and comes back;
    // Shift+Tab walks the same ring the other way.
    void keyboardReachesEverything()
    {
        MainWindow window;
        QString root;
        QVERIFY(m_fixture.openDemo(window, &root));
        window.resize(1366, 700);
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        for (const bool grouped : {false, true}) {
            window.groupByFamily(grouped);
            QTest::qWait(50);
            const QList<QWidget*> forward = focusRing(window, Qt::Key_Tab);
            QStringList missed;
            for (QWidget* widget : window.findChildren<QWidget*>()) {
                if (widget->isVisibleTo(&window) && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus)
                    && !widget->focusProxy() && !forward.contains(widget))
                    missed << describe(widget);
            }
            QVERIFY2(missed.isEmpty(), qPrintable(QStringLiteral("grouped %1, Tab never reaches: %2")
                                                      .arg(grouped)
                                                      .arg(missed.join(QStringLiteral(", ")))));
            QVERIFY(forward.size() >= 8);  // filter, family, failing, list, source, evidence, diff, jobs...
            const QList<QWidget*> backward = focusRing(window, Qt::Key_Backtab);
            QCOMPARE(QSet<QWidget*>(backward.cbegin(), backward.cend()), QSet<QWidget*>(forward.cbegin(), forward.cend()));
        }
    }

    // The layout is remembered across windows; View ▸ Reset Layout returns to the built one.
    void layoutRememberedAndReset()
    {
        QList<int> chosen;
        QList<int> built;
        {
            MainWindow window;
            window.resize(1366, 700);  // not the offscreen screen's 800x600
            QString root;
            QVERIFY(m_fixture.openDemo(window, &root));
            auto* splitter = window.findChild<QSplitter*>(QStringLiteral("listSessionSplitter"));
            QVERIFY(splitter);
            built = splitter->sizes();
            splitter->setSizes({built.at(0) + 60, built.at(1) - 60});
            chosen = splitter->sizes();
            window.findChild<QDockWidget*>(QStringLiteral("jobs"))->hide();
            QVERIFY(window.close());
        }
        MainWindow again;
        QString root;
        QVERIFY(m_fixture.openDemo(again, &root));
        auto* splitter = again.findChild<QSplitter*>(QStringLiteral("listSessionSplitter"));
        QCOMPARE(splitter->sizes(), chosen);  // the pre-flight's fit leaves the user's widths
        QVERIFY(!again.findChild<QDockWidget*>(QStringLiteral("jobs"))->isVisible());
        QAction* reset = nullptr;
        for (QAction* action : again.findChildren<QAction*>())
            if (action->text() == QStringLiteral("&Reset Layout"))
                reset = action;
        QVERIFY(reset);
        reset->trigger();
        QVERIFY(again.findChild<QDockWidget*>(QStringLiteral("jobs"))->isVisible());
        QVERIFY2(splitter->sizes() != chosen, qPrintable(QStringLiteral("built %1,%2 chosen %3,%4 now %5,%6").arg(built.value(0)).arg(built.value(1)).arg(chosen.value(0)).arg(chosen.value(1)).arg(splitter->sizes().value(0)).arg(splitter->sizes().value(1))));
        QVERIFY(!QSettings().contains(QStringLiteral("layout/state")));
    }

    // The panel's dividers are the family's (issue 30): moved for a dtype entry they
    // stay for dtype entries, an unpack entry has its own, both kept across windows;
    // Reset Layout gives them back to the panel's balance.
    void dividersKeptPerFamily()
    {
        const QString dtype = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
        const QString unpack = QStringLiteral("ssd_tuple/pytorch-Lite-single_device-training");
        QList<int> dtypeChosen;
        QList<int> unpackChosen;
        QList<int> unpackBalanced;
        {
            MainWindow window;
            window.resize(1366, 700);
            QString root;
            QVERIFY(m_fixture.openDemo(window, &root));
            auto* split = window.findChild<QSplitter*>(QStringLiteral("workDiffSplitter"));
            QVERIFY(split);
            window.selectKey(unpack);
            QTest::qWait(50);
            unpackBalanced = split->sizes();
            window.selectKey(dtype);
            QTest::qWait(50);
            dragHandle(split, 1, -80);
            dtypeChosen = split->sizes();
            QVERIFY2(dtypeChosen != unpackBalanced, qPrintable(sizesText(dtypeChosen)));
            window.selectKey(unpack);
            QTRY_COMPARE(split->sizes(), unpackBalanced);  // not dtype's
            dragHandle(split, 1, 60);
            unpackChosen = split->sizes();
            QVERIFY(unpackChosen != unpackBalanced && unpackChosen != dtypeChosen);
            window.selectKey(dtype);
            QTRY_COMPARE(split->sizes(), dtypeChosen);
            QVERIFY(window.close());
        }
        MainWindow again;
        again.resize(1366, 700);
        QString root;
        QVERIFY(m_fixture.openDemo(again, &root));
        auto* split = again.findChild<QSplitter*>(QStringLiteral("workDiffSplitter"));
        again.selectKey(unpack);
        QTRY_COMPARE(split->sizes(), unpackChosen);
        again.selectKey(dtype);
        QTRY_COMPARE(split->sizes(), dtypeChosen);
        again.resetLayout();
        again.selectKey(unpack);
        QTRY_COMPARE(split->sizes(), unpackBalanced);
        QVERIFY(!QSettings().contains(QStringLiteral("layout/families")));
    }

private:
    // A user's drag of `splitter`'s handle `index` by `delta` pixels (splitterMoved
    // comes from drags only).
    static void dragHandle(QSplitter* splitter, int index, int delta)
    {
        QSplitterHandle* handle = splitter->handle(index);
        const QPoint from = handle->rect().center();
        const QPoint to = from + (splitter->orientation() == Qt::Vertical ? QPoint(0, delta) : QPoint(delta, 0));
        const auto send = [handle](QEvent::Type type, const QPoint& at, Qt::MouseButtons buttons) {
            QMouseEvent event(type, at, handle->mapToGlobal(at), Qt::LeftButton, buttons, Qt::NoModifier);
            QApplication::sendEvent(handle, &event);
        };
        send(QEvent::MouseButtonPress, from, Qt::LeftButton);
        send(QEvent::MouseMove, to, Qt::LeftButton);
        send(QEvent::MouseButtonRelease, to, Qt::NoButton);
        QTest::qWait(20);
    }

    static QString sizesText(const QList<int>& sizes)
    {
        QStringList text;
        for (int size : sizes)
            text << QString::number(size);
        return text.join(u',');
    }

    // The widgets `key` (Tab or Backtab) visits from the filter until it is back
    // there (or 300 presses: a ring that never closes fails the caller's checks).
    static QList<QWidget*> focusRing(MainWindow& window, Qt::Key key)
    {
        QWidget* start = window.filterEdit();
        start->setFocus(Qt::TabFocusReason);
        QList<QWidget*> seen{start};
        for (int press = 0; press < 300; ++press) {
            QWidget* current = QApplication::focusWidget();
            QTest::keyClick(current ? current : &window, key);
            QWidget* next = QApplication::focusWidget();
            if (!next || next == start)
                break;
            if (!seen.contains(next))
                seen << next;
        }
        return seen;
    }

    static QString describe(QWidget* widget)
    {
        QStringList chain;
        for (QWidget* w = widget; w && chain.size() < 4; w = w->parentWidget())
            chain << QStringLiteral("%1(%2)").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
        return chain.join(QStringLiteral(" < "));
    }

    // The demo open in `window` at `size`, its pre-flight done.
    bool openScanned(MainWindow& window, const QSize& size)
    {
        QSignalSpy scanned(&window, &MainWindow::preflightFinished);
        QString root;
        if (!m_fixture.openDemo(window, &root) || (scanned.isEmpty() && !scanned.wait(120000)))
            return false;
        window.resize(size);
        return true;
    }

    WindowFixture m_fixture;
};

QTEST_MAIN(TestListLayout)
#include "tst_listlayout.moc"
