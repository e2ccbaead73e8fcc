#pragma once
// The record a resumed session goes on with (TriageSession::resume), made from
// the one the old session saved and the place it goes on at (ResumePoint): the
// saved record as far as it still holds, reopened. Pure.
#include "config/entry.h"
#include "report/triagerecord.h"

namespace dtriage {

class ResumedRecord {
public:
    // ResumePoint::Step::ReproduceAfterFix: the saved record up to the fix, with
    // the paths of `resolved` (this session's step 1); what comes after the fix
    // (the repro after it, scope, pytest, YAML) is found again. `entry` is the
    // triaged entry as the training YAML holds it now.
    static TriageRecord afterFix(const TriageRecord& saved, const TriageRecord& resolved, const Entry& entry);
    // ResumePoint::Step::PlanYaml: the saved record, reopened.
    static TriageRecord planned(const TriageRecord& saved);
};

}  // namespace dtriage
