#pragma once
// The window's layout kept across runs (issue 14: "remember the layout, offer
// View ▸ Reset Layout"): the window's geometry, its docks and every named
// splitter (the list | session panel, source | evidence, evidence / diff, the job
// console's), in QSettings under "layout/". The layout the window was built with
// is captured first: Reset Layout returns to it.
#include <QByteArray>
#include <QHash>
#include <QString>

class QMainWindow;
class QSettings;

namespace dtriage {

class WindowLayout {
public:
    // The built layout, before anything is restored over it.
    void captureDefaults(QMainWindow* window);
    // True when a saved layout was applied.
    bool restore(QMainWindow* window, QSettings& settings) const;
    void save(QMainWindow* window, QSettings& settings) const;
    // Back to the captured layout; the saved one is forgotten.
    void reset(QMainWindow* window, QSettings& settings) const;

private:
    QByteArray m_state;
    QHash<QString, QByteArray> m_splitters;  // by objectName
};

}  // namespace dtriage
