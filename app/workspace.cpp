#include "workspace.h"

#include "families/families.h"
#include "run/sessionfolder.h"

#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

Workspace::Workspace(QObject* parent) : QObject(parent)
{
    connect(&m_loading, &QFutureWatcherBase::finished, this, [this] { Q_EMIT configsLoaded(m_loading.result()); });
    connect(&m_preflight, &QFutureWatcherBase::finished, this, [this] {
        // A canceled scan (a new checkout) has nothing to say.
        if (!m_preflight.isCanceled() && m_preflight.future().resultCount() > 0)
            Q_EMIT preflightDone(m_preflight.result());
    });
    connect(&m_preflight, &QFutureWatcherBase::progressValueChanged, this,
            [this](int done) { Q_EMIT preflightProgress(done, m_preflight.progressMaximum()); });
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
    m_loading.setFuture(QtConcurrent::run([paths] { return ConfigSet::load(paths); }));
}

// The pre-flight of the first family: with one family so far, it is the column.
void Workspace::preflight(const Checkout& checkout)
{
    m_preflight.setFuture(Families::all().constFirst()->preflight(checkout.loadersRoot()));
}

void Workspace::cancelPreflight() { m_preflight.cancel(); }

void Workspace::findPython(const QString& checkoutRoot, const QString& interpreter)
{
    m_python.setFuture(PythonEnvironment::resolveAsync(checkoutRoot, interpreter));
}

void Workspace::findUnfinished(const QString& checkoutRoot)
{
    m_unfinished.setFuture(RecordFile::unfinishedAsync(SessionFolder::defaultRoot(), checkoutRoot));
}

}  // namespace dtriage
