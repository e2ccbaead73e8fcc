#include "cihistory/cisyncqueue.h"

#include <QDir>
#include <QFileInfo>

namespace dtriage {

CiSyncQueue::CiSyncQueue(CiSyncConfig config, QStringList workflows, QObject* parent)
    : QObject(parent), m_config(std::move(config)), m_pending(std::move(workflows))
{
    qRegisterMetaType<dtriage::CiSyncOutcome>();
    m_pending.removeDuplicates();
    m_several = m_pending.size() > 1;
    m_outcome.ok = true;
}

QStringList CiSyncQueue::workflowsIn(const QString& text)
{
    QStringList out;
    for (const QString& part : text.split(u','))
        if (const QString workflow = part.trimmed(); !workflow.isEmpty() && !out.contains(workflow))
            out << workflow;
    return out;
}

void CiSyncQueue::start()
{
    next();
}

void CiSyncQueue::next()
{
    if (m_finished)
        return;
    if (m_pending.isEmpty()) {
        finish();
        return;
    }
    const QString workflow = m_pending.takeFirst();
    CiSyncConfig config = m_config;
    config.workflow = workflow;
    for (const QString& id : std::as_const(m_ids))
        config.broughtElsewhere.insert(id.toLongLong());
    // Each workflow's own folder: the data home's by default; in a folder given, a
    // folder of its own there when there are several.
    if (m_several && !config.cacheDir.isEmpty())
        config.cacheDir = QDir(config.cacheDir).filePath(QFileInfo(workflow).fileName());
    auto* sync = new CiSync(config, this);
    m_sync = sync;
    connect(sync, &CiSync::progress, this, &CiSyncQueue::progress);
    connect(sync, &CiSync::finished, this, [this, sync, workflow](const CiSyncOutcome& outcome) {
        sync->deleteLater();
        onSynced(workflow, outcome);
    });
    sync->start();
}

void CiSyncQueue::onSynced(const QString& workflow, const CiSyncOutcome& outcome)
{
    m_outcome.notes << outcome.notes;
    m_outcome.downloaded += outcome.downloaded;
    m_outcome.kept += outcome.kept;
    m_outcome.broughtElsewhere << outcome.broughtElsewhere;
    if (!outcome.ok) {
        m_outcome.ok = false;
        m_outcome.canceled = outcome.canceled;
        m_outcome.error = outcome.error;
        finish();
        return;
    }
    if (outcome.runFolders.isEmpty() && outcome.broughtElsewhere.isEmpty())
        m_empty << workflow;
    QStringList again;
    for (const qint64 id : outcome.broughtElsewhere)
        again << QString::number(id);
    for (const QString& folder : outcome.runFolders) {
        const QString id = QFileInfo(folder).fileName();
        if (m_ids.contains(id))
            again << id;
        else
            m_outcome.runFolders << folder;
        m_ids.insert(id);
    }
    if (!again.isEmpty())
        m_outcome.notes << tr("%1: run(s) %2 already read under another name of the same workflow: read once")
                               .arg(workflow, again.join(QStringLiteral(", ")));
    next();
}

void CiSyncQueue::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    // One workflow without a run is the caller's to say; of several, each is named.
    for (const QString& workflow : std::as_const(m_empty))
        if (m_several)
            m_outcome.notes << (m_outcome.runFolders.isEmpty() ? tr("no completed run of %1").arg(workflow)
                                                           : tr("no completed run of %1: only the other workflows' runs are read")
                                                                 .arg(workflow));
    Q_EMIT finished(m_outcome);
}

void CiSyncQueue::cancel()
{
    m_pending.clear();
    if (m_sync)
        m_sync->cancel();  // its finished ends the queue, canceled
    else
        finish();
}

CiSyncOutcome CiSyncQueue::runBlocking()
{
    return runUntilFinished(*this);
}

}  // namespace dtriage
