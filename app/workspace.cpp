#include "workspace.h"
#include "core/workpool.h"

#include "families/families.h"
#include "run/sessionfolder.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

Workspace::Workspace(QObject* parent) : QObject(parent)
{
    connect(&m_loading, &QFutureWatcherBase::finished, this, [this] { Q_EMIT configsLoaded(m_loading.result()); });
    connect(&m_reloading, &QFutureWatcherBase::finished, this, [this] {
        if (m_reloadOf == m_checkoutGeneration)  // not a reload of the checkout before this one
            Q_EMIT configsChanged(m_reloading.result());
    });
    m_changeTimer.setSingleShot(true);
    m_changeTimer.setInterval(kChangeSettleMs);
    connect(&m_changeTimer, &QTimer::timeout, this, &Workspace::reloadChanged);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, [this] { m_changeTimer.start(); });
    // A file gone when the paths were watched again (a checkout that takes longer
    // than kChangeSettleMs, an editor that removes before it writes) is not watched:
    // its folder says when it is back.
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, [this] {
        if (m_watcher.files().size() < m_paths.size())
            m_changeTimer.start();
    });
    connect(&m_preflight, &QFutureWatcherBase::finished, this, [this] {
        // A canceled scan (a new checkout) has nothing to say, and no successor.
        if (m_preflight.isCanceled() || m_preflightNext <= 0)
            return;
        const FailureFamily* family = Families::all().at(m_preflightNext - 1);
        if (m_preflight.future().resultCount() > 0)
            Q_EMIT preflightDone(family->id(), m_preflight.result());
        startNextPreflight();
    });
    // At most a few progress lines a second: each one lays the status bar out again,
    // and a scan reports every loader (bursts of them stalled the window, bench_stall).
    m_progressTimer.setSingleShot(true);
    m_progressTimer.setInterval(kProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this, [this] {
        if (m_preflight.isRunning())
            Q_EMIT preflightProgress(m_preflight.progressValue(), m_preflight.progressMaximum());
    });
    connect(&m_preflight, &QFutureWatcherBase::progressValueChanged, this, [this] {
        if (!m_progressTimer.isActive())
            m_progressTimer.start();
    });
    connect(&m_python, &QFutureWatcherBase::finished, this, [this] {
        const Result<PythonCommand> python = m_python.result();
        if (python)
            Q_EMIT pythonFound(*python);
        else
            Q_EMIT pythonMissing(python.error());
    });
    connect(&m_unfinished, &QFutureWatcherBase::finished, this,
            [this] { Q_EMIT unfinishedFound(m_unfinished.result()); });
}

void Workspace::loadConfigs(const QStringList& paths)
{
    m_changeTimer.stop();
    ++m_checkoutGeneration;
    m_paths = paths;
    watch(paths);
    m_loading.setFuture(WorkPool::run([paths] { return ConfigSet::load(paths); }));
}

void Workspace::watch(const QStringList& paths)
{
    const QStringList watched = m_watcher.files() + m_watcher.directories();
    if (!watched.isEmpty())
        m_watcher.removePaths(watched);
    if (paths.isEmpty())
        return;
    QStringList folders;
    for (const QString& path : paths)
        if (const QString folder = QFileInfo(path).absolutePath(); !folders.contains(folder))
            folders << folder;
    m_watcher.addPaths(paths + folders);  // a missing file is refused: its folder is watched
}

// An atomic replacement (FileReplacement, an editor's save) is a new file: the
// watcher drops the old one, so every path is watched again.
void Workspace::reloadChanged()
{
    watch(m_paths);
    m_reloadOf = m_checkoutGeneration;
    const QStringList paths = m_paths;
    m_reloading.setFuture(WorkPool::run([paths] { return ConfigSet::load(paths); }));
}

// Every family's pre-flight, one after the other (the first, the bfloat16 scan,
// is the one that takes a while): each row's Pre-flight column is its family's.
void Workspace::preflight(const Checkout& checkout)
{
    m_loadersRoot = checkout.loadersRoot();
    m_preflightNext = 0;
    startNextPreflight();
}

void Workspace::startNextPreflight()
{
    if (m_preflightNext >= Families::all().size()) {
        m_preflightNext = 0;
        return;
    }
    m_preflight.setFuture(Families::all().at(m_preflightNext++)->preflight(m_loadersRoot));
}

void Workspace::cancelPreflight()
{
    m_preflightNext = 0;
    m_preflight.cancel();
}

void Workspace::findPython(const QString& checkoutRoot, const QString& interpreter)
{
    m_python.setFuture(PythonEnvironment::resolveAsync(checkoutRoot, interpreter));
}

void Workspace::findUnfinished(const QString& checkoutRoot)
{
    m_unfinished.setFuture(RecordFile::unfinishedAsync(SessionFolder::defaultRoot(), checkoutRoot));
}

}  // namespace dtriage
