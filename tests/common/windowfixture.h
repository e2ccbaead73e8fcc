#pragma once
// The fixture of the tests that drive the real window on copies of the demo
// checkout with real torch and pytest (tst_workbench, tst_unpackwindow): fresh
// copies, the window opened on one with its Python found, a session started as a
// user starts it, the pending diff approved as a user must (scrolled to its end
// first), and screenshots in <build>/screenshots/.
#include "session/approvalbar.h"
#include "checkout/democheckout.h"
#include "diff/diffview.h"
#include "chrome/elidedlabel.h"
#include "layoutcheck.h"
#include "scrollthrough.h"
#include "mainwindow.h"
#include "session/sessionpanel.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace dtriage::testing {

constexpr int kRunMs = 300 * 1000;  // a repro plus pytest on a loaded 2-core machine

inline QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Every file of the checkout with its bytes: "nothing written" means equal snapshots.
inline QHash<QString, QByteArray> checkoutFiles(const QString& root)
{
    QHash<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.contains(QLatin1String("__pycache__")) && !path.contains(QLatin1String(".pytest_cache")))
            files.insert(QDir(root).relativeFilePath(path), fileBytes(path));
    }
    return files;
}

inline void screenshot(QWidget* widget, const QString& name)
{
    const QString dir = QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    QVERIFY(widget->grab().save(dir + QLatin1Char('/') + name));
}

// The sizes tt-xla engineers' screens have (issue 14): a laptop and a desktop.
inline const QList<QSize>& screenSizes()
{
    // 1366x700: a 1366x768 laptop less a desktop's panels (issue 30).
    static const QList<QSize> sizes{QSize(1366, 700), QSize(1920, 1080)};
    return sizes;
}

// `widget` wholly inside `top` (not cut by its edge, not hidden): "" or what is wrong.
inline QString shownWhole(QWidget* widget, QWidget* top) { return insideOf(widget, top); }

// `top` at each screen size: `check` (empty: fine, else what is wrong) holds at
// both, and a screenshot "<name>-<w>x<h>.png" of each. The size it had is restored.
#define SCREENSHOT_AT_SIZES(top, name, check)                                                              \
    do {                                                                                                    \
        const QSize kept = (top)->size();                                                                   \
        for (const QSize& size : screenSizes()) {                                                           \
            (top)->resize(size);                                                                            \
            QTest::qWait(50);                                                                               \
            const QString wrong = (check)();                                                                \
            QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("at %1x%2: ").arg(size.width()).arg(size.height()) + wrong)); \
            screenshot((top), QStringLiteral("%1-%2x%3.png").arg(name).arg(size.width()).arg(size.height())); \
        }                                                                                                   \
        (top)->resize(kept);                                                                                \
    } while (false)

// Shows the whole pending diff (scrolls through it) and clicks Approve. The
// scroll range grows as the layout catches up on a loaded machine, so every
// poll scrolls through again, as a user keeps scrolling until Approve lights.
inline void approveWholeDiff(DiffView* diff, DiffKind kind)
{
    QTRY_COMPARE(diff->tabs()->currentWidget()->isVisible(), true);
    QScrollBar* bar = diff->editor(kind)->verticalScrollBar();
    QPushButton* approve = diff->approvalBar()->approveButton();
    const auto state = [&] {
        return QStringLiteral("awaiting %1, tab %2, scroll %3 of %4, hint: %5")
            .arg(diff->isAwaiting(kind))
            .arg(int(diff->currentKind()))
            .arg(bar->value())
            .arg(bar->maximum())
            .arg(diff->approvalBar()->hintLabel()->fullText());
    };
    QTRY_VERIFY2_WITH_TIMEOUT((scrollThrough(bar), approve->isEnabled() && diff->wholeDiffShown(kind)),
                              qPrintable(QStringLiteral("Approve stays off: ") + state()), 20000);
    QVERIFY2(diff->wholeDiffShown(kind), qPrintable(state()));
    QTest::mouseClick(approve, Qt::LeftButton);
}

// A failed approval ends the test function at once, not after the next long wait.
#define APPROVE_WHOLE_DIFF(diff, kind)      \
    do {                                    \
        approveWholeDiff(diff, kind);       \
        if (QTest::currentTestFailed())     \
            return;                         \
    } while (false)

class WindowFixture {
public:
    // The window's QSettings (layout, grouped list, recent checkouts) live in the
    // fixture's folder: nothing a test saves reaches another test or the user.
    WindowFixture()
    {
        const QString settings = m_work.filePath(QStringLiteral("settings"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings);
    }

    bool isValid() const { return m_work.isValid(); }

    QString freshDemo()
    {
        const QString parent = m_work.filePath(QString::number(++m_copies));
        QDir().mkpath(parent);
        const auto copy = DemoCheckout::copyTo(parent, QStringLiteral(DTRIAGE_DEMO_DIR));
        return copy ? *copy : QString();
    }

    // The window on a fresh demo copy, its list loaded and its Python found.
    bool openDemo(MainWindow& window, QString* root)
    {
        *root = freshDemo();
        return !root->isEmpty() && openCheckout(window, *root);
    }

    // The window on `root` (a copy made before), its list loaded and its Python found.
    bool openCheckout(MainWindow& window, const QString& root)
    {
        QSignalSpy loaded(&window, &MainWindow::checkoutLoaded);
        QSignalSpy python(&window, &MainWindow::pythonResolved);
        window.show();
        window.openCheckout(root);
        if (!loaded.wait(30000))
            return false;
        if (python.isEmpty() && !python.wait(180000))
            return false;
        return python.first().first().toBool();
    }

    // Selects `key` and clicks Start, as a user does.
    static TriageSession* startOn(MainWindow& window, const QString& key)
    {
        window.selectKey(key);
        if (window.sessionPanel()->key() != key)
            return nullptr;
        QTest::mouseClick(window.sessionPanel()->startButton(), Qt::LeftButton);
        return window.sessionPanel()->session();
    }

    QString filePath(const QString& name) const { return m_work.filePath(name); }

private:
    QTemporaryDir m_work;
    int m_copies = 0;
};

}  // namespace dtriage::testing
