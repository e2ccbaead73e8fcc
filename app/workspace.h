#pragma once
// The background work of the checkout the window has open: its config files
// read, its loaders pre-flighted, a Python that imports torch found, and the
// sessions an earlier window left unfinished found. Each runs off the GUI
// thread and comes back as one signal on it; starting one again (a new
// checkout) drops the late result of the last.
#include "checkout/checkout.h"
#include "config/configset.h"
#include "core/error.h"
#include "families/preflightbadge.h"
#include "session/recordfile.h"
#include "run/pythonenvironment.h"

#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace dtriage {

class Workspace : public QObject {
    Q_OBJECT
public:
    explicit Workspace(QObject* parent = nullptr);

    // Reads the config files, then watches them: a change on disk (a triage's write,
    // an editor, a git checkout) reads them again and says configsChanged.
    void loadConfigs(const QStringList& paths);
    void preflight(const Checkout& checkout);
    void cancelPreflight();
    void findPython(const QString& checkoutRoot, const QString& interpreter);
    void findUnfinished(const QString& checkoutRoot);

Q_SIGNALS:
    void configsLoaded(const dtriage::ConfigSet& configs);
    void configsChanged(const dtriage::ConfigSet& configs);
    void preflightProgress(int done, int total);
    // One family's pre-flight is done (FailureFamily::id()); the others follow.
    void preflightDone(const QString& familyId, const dtriage::PreflightOutcome& reading);
    void pythonFound(const dtriage::PythonCommand& python);
    void pythonMissing(const dtriage::Error& why);
    void unfinishedFound(const QList<dtriage::RecordFile::Saved>& records);

private:
    void watch(const QStringList& paths);
    void reloadChanged();

    QFutureWatcher<ConfigSet> m_loading;
    QFutureWatcher<ConfigSet> m_reloading;
    QFileSystemWatcher m_watcher;
    QTimer m_changeTimer;  // a write is several events (a replacement: remove, add)
    QStringList m_paths;
    int m_checkoutGeneration = 0;  // loadConfigs calls: a reload of an older set is dropped
    int m_reloadOf = -1;
    void startNextPreflight();

    QFutureWatcher<PreflightOutcome> m_preflight;
    static constexpr int kProgressIntervalMs = 250;
    static constexpr int kChangeSettleMs = 200;
    QTimer m_progressTimer;  // coalesces the scan's progress into preflightProgress
    QString m_loadersRoot;
    qsizetype m_preflightNext = 0;  // the next family's index in Families::all(); 0: none running
    QFutureWatcher<Result<PythonCommand>> m_python;
    QFutureWatcher<QList<RecordFile::Saved>> m_unfinished;
};

}  // namespace dtriage
