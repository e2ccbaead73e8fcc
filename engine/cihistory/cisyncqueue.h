#pragma once
// The last runs of several workflows (issue 50: "runs of several workflows
// together"), each synced in turn by a CiSync of its own into its own folder, as
// one outcome: every workflow's whole runs, newest first within each, a run that
// another workflow's selector already brought (gh takes a workflow's file or its
// name) neither downloaded again nor read twice, only said; a workflow without a
// completed run said, the others read. Stops at the first failure (what was
// synced before it stays whole in the data home). The verb and the window's Sync both run one.
#include "cihistory/cisync.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

namespace dtriage {

class CiSyncQueue : public QObject {
    Q_OBJECT
public:
    // `config` for every workflow of `workflows` (its `workflow` set for each; its
    // `cacheDir`, when given, holds a folder per workflow when there are several).
    CiSyncQueue(CiSyncConfig config, QStringList workflows, QObject* parent = nullptr);
    void start();
    void cancel();
    CiSyncOutcome runBlocking();
    bool isFinished() const { return m_finished; }

    // The workflows of `text`: separated by commas, trimmed, each once ("a.yml, On nightly").
    static QStringList workflowsIn(const QString& text);

Q_SIGNALS:
    void progress(const QString& line);
    void finished(const dtriage::CiSyncOutcome& outcome);

private:
    void next();
    void onSynced(const QString& workflow, const CiSyncOutcome& outcome);
    void finish();

    CiSyncConfig m_config;
    QStringList m_pending;
    QStringList m_empty;  // workflows without a completed run
    QSet<QString> m_ids;  // run ids read
    CiSyncOutcome m_outcome;
    QPointer<CiSync> m_sync;
    bool m_several = false;
    bool m_finished = false;
};

}  // namespace dtriage
