#pragma once
// One training entry across the runs read: its marks per arch (one per run, in the
// history's run order), what its YAML says now, and what the history proposes.
#include "cihistory/historyproposal.h"
#include "cihistory/pccguidance.h"
#include "cihistory/runmark.h"

#include <QHash>
#include <QList>
#include <QString>

namespace dtriage {

struct ArchMarks {
    QString arch;
    QList<RunMark> marks;  // marks[i] is run i's (CiHistory::runs)
};

struct EntryHistory {
    QString key;
    QString config;         // the path of the YAML that holds it (or, not inYaml, the one it belongs in)
    bool inYaml = true;     // false: a test the runner ran as UNSPECIFIED, in no YAML read
    QString status;         // the YAML's, top level
    QString reason;
    QString bringupStatus;
    QHash<QString, QString> archStatus;  // the status each arch_overrides arch sets
    QList<ArchMarks> arches;
    QList<PccFigures> pcc;  // the PCC its runs measured, per arch (PccGuidance::figures)
    HistoryProposal proposal;
    // The failure family whose gate takes the error the runs observed (the YAML's
    // reason when it agrees with it): its triage is the way to a fix. Empty: none.
    QString family;

    // The status the runner resolves for `arch` (its override's, else the entry's).
    QString statusOn(const QString& arch) const;
    const ArchMarks* on(const QString& arch) const;
    // The newest failure observed on any arch (archs in the history's order); null: none.
    const RunMark* newestFailure() const;
};

}  // namespace dtriage
