#pragma once
// One entry whose YAML a triage session plans (the triaged key first, then the
// included siblings of its loader), with what its own CPU repros said: the
// branch of docs/triage.md §2 step 7 it is on, its family's canonical reason, and for branch C
// the CPU error after the fix. Planned against the entry as it is in the file
// now and the pytest results of the run.
#include "config/entry.h"
#include "record/triagerecord.h"
#include "run/junitreader.h"
#include "yamlplan/yamlplan.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace dtriage {

class FailureSignature;

struct YamlTarget {
    // The strings are the session's own: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    QString key;
    YamlPlan::Branch branch = YamlPlan::Branch::A;
    QString canonicalReason;  // of its CPU error before the fix, in the family's words
    QString newError;         // branch C: the CPU error after the fix
    // Its CPU run passed with no fix at all (a stale entry of a family whose probe
    // decides, not its reason): branch B, per pytest outcome, fix or none.
    bool passesWithoutFix = false;

    // Branch A unless `fixLanded` or passesWithoutFix (a reverted or never applied
    // fix plans A).
    YamlPlan plan(const FailureSignature& signature, const Entry& entry, const JUnitReport& junit,
                  bool fixLanded) const;

    // Which branch an entry is on — decided here only (docs/triage.md §2 steps 5-7).
    // The triaged entry: B when the fix works on CPU, C when it brought a new CPU
    // error, else A.
    static YamlPlan::Branch branchOfTriaged(TriageRecord::Fix::Result fixResult);
    // Another training entry of the same loader: B when the fix landed and its own
    // CPU run as the runner does it now passes (even when the triaged entry is on
    // C: its own CPU run is clean), else A.
    static YamlPlan::Branch branchOfSibling(bool fixLanded, bool passesNow);

    // The targets of step 7 as the session that saved `record` had them, from
    // what its record says each included entry's CPU repros showed.
    static QList<YamlTarget> fromRecord(const TriageRecord& record, const FailureSignature& signature,
                                        bool fixLanded);
    // The triaged entry of `record` before the repro after its fix ran again.
    static YamlTarget triaged(const TriageRecord& record, const FailureSignature& signature);
    // The targets' keys, in order: the keys step 7 verifies.
    static QStringList keysOf(const QList<YamlTarget>& targets);
};

}  // namespace dtriage
