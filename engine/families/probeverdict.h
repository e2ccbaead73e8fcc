#pragma once
// What a failure family's CPU probe of the triaged entry allows (docs/triage.md §2
// steps 3-4), as a value its playbook hands the session: the session alone writes
// it into the record, makes the triaged entry's YAML target and goes on as `next`
// says.
#include "record/triagerecord.h"

#include <QString>
#include <QStringList>

namespace dtriage {

struct ProbeVerdict {
    enum class Next {
        ProposeFix,  // step 5: the playbook proposes its fix
        Scope,       // no loader fix (`why` says so): the entries it reaches, then pytest
        Pytest,      // no fix and no scope: straight to pytest and the YAML
        Stop,        // the decision allows nothing: the session stops with `why`
        Fail,        // the probe's result cannot be decided on: the session fails with `why`
    };

    TriageRecord::CpuRun cpuBefore;  // the triaged entry's CPU run before any fix
    QString decision;  // the family's name for step 4's decision ("proceed"); empty: none was made
    // The sub-flavor the probe saw; empty: the gate's stands. A different one is said in the log.
    QString flavor;
    QString canonicalReason;  // the triaged entry's reason on branch A, in the family's words
    QString note;             // what the probe showed, one line (the Deciding state's note)
    Next next = Next::Fail;
    // The entry's CPU run passed with no fix: it is stale (branch B whatever the fix).
    bool passesWithoutFix = false;
    QString why;  // Stop and Fail: the reason; else why there is no fix (the record's fix.why)
    QStringList log;  // lines for the session's log, in order, before it goes on
};

}  // namespace dtriage
