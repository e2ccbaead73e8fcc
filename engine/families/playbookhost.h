#pragma once
// What a failure family's steps may ask of the triage session they run in
// (docs/triage.md §2). The session owns the state, the record, the YAML targets,
// the jobs, the approvals and every write; a Playbook reads the entry's context
// and the record, runs its probes, and hands back values (ProbeVerdict, FixOffer,
// FixVerdict, ScopeResult) that the session alone records and acts on.
#include "families/fixoffer.h"
#include "families/fixverdict.h"
#include "families/probeverdict.h"
#include "families/scoperesult.h"

#include <QList>
#include <QString>

namespace dtriage {

class ProbeJob;
struct TriageContext;
struct TriageRecord;
struct YamlTarget;

class PlaybookHost {
public:
    // Where the family's steps are, for the window and the record's state.
    enum class Step { Reproducing, ProposingFix, ReproducingAfter, Scoping };
    // The fix the user chose where the family offers a choice (the unpack family's
    // target) and their reason for it; empty: the family proposes one.
    struct FixChoice {
        QString choice;
        QString why;
        // A judgement call is settled by a person's reason (which loss reads it), not by
        // a choice alone: the reason is what the fix's docstring says (issue 46 §3).
        bool confirmed() const { return !why.isEmpty(); }
    };

    virtual const TriageContext& context() const = 0;
    virtual const TriageRecord& record() const = 0;
    // The triaged entry's YAML target, once steps 3-4 made it (the canonical reason).
    virtual const YamlTarget& triagedTarget() const = 0;
    virtual FixChoice fixChoice() const = 0;
    // A CPU probe before the fix run elsewhere, to read instead of running it here; empty: none.
    virtual QString importedProbe() const = 0;
    virtual bool fixLanded() const = 0;

    // A CPU probe under the session's limits (timeout, memory, its warm worker) and
    // logging to a file of its own in the session folder named after `stem`.
    virtual void configureProbe(ProbeJob& job, const QString& stem) = 0;
    // A probe as one of the session's jobs: its id, its lines, a line about it
    // (the interpreter it runs with), and its end with a one-line summary.
    virtual int beginJob(const QString& name) = 0;
    virtual void jobLine(int jobId, const QString& line) = 0;
    virtual void jobNote(int jobId, const QString& line) = 0;
    virtual void endJob(int jobId, const QString& summary, bool ok) = 0;

    virtual void progress(Step step, const QString& note = {}) = 0;
    virtual void log(const QString& line) = 0;
    // Something the steps cannot go on from (a probe that did not finish).
    virtual void fail(const QString& why) = 0;

    // The probe before the fix was read from `path` (a run elsewhere), not run here.
    virtual void probeImported(const QString& path) = 0;
    // Each step's value. decided(): steps 3-4 of the triaged entry; offerFix() /
    // noFix(): step 5; judged(): the probe again with the fix; scoped(): the
    // entries the fix reaches, then pytest.
    virtual void decided(const ProbeVerdict& verdict) = 0;
    virtual void offerFix(const FixOffer& offer) = 0;
    virtual void noFix(const QString& why, const QString& review = {}) = 0;
    virtual void judged(const FixVerdict& verdict) = 0;
    virtual void scoped(const ScopeResult& scope) = 0;

protected:
    ~PlaybookHost() = default;
};

}  // namespace dtriage
