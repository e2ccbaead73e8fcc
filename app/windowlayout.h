#pragma once
// The window's layout (issues 14 and 30): its first size from the screen, the
// list's share of the width until the user sets it, the session panel's dividers
// per failure family, and all of it kept across runs in QSettings under
// "layout/": the geometry, the docks, every named splitter (the list | panel,
// the job console's, the source | why-this-site), the families' (FamilySplits).
// The layout the window was built with is captured first: View ▸ Reset Layout
// returns to it. Also keeps the docks' tab bars out of the Tab chain.
#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

class QMainWindow;
class QSettings;
class QSplitter;

namespace dtriage {

class FamilySplits;

class WindowLayout : public QObject {
    Q_OBJECT
public:
    // `listSplitter`: the list | panel divider; `listWidth`: what the list's
    // columns need now.
    WindowLayout(QMainWindow* window, QSplitter* listSplitter, FamilySplits* families,
                 std::function<int()> listWidth);

    // The first run's size: the screen's available area (less a desktop's
    // panels), at most 1600x1000.
    static QSize defaultSize(const QWidget* window);

    // The built layout is captured, then the saved one (if any) applied over it.
    void captureAndRestore(QSettings& settings);
    void save(QSettings& settings) const;
    // Back to the captured layout; the saved one is forgotten.
    void reset(QSettings& settings);
    // The list as wide as its columns need (at most 45% of the window), until the
    // user moved its divider or their layout was restored.
    void placeList();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QMainWindow* m_window;
    QSplitter* m_listSplitter;
    FamilySplits* m_families;
    std::function<int()> m_listWidth;
    bool m_listChosen = false;
    QByteArray m_state;
    QHash<QString, QByteArray> m_splitters;  // by objectName
};

}  // namespace dtriage
