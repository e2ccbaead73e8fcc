#pragma once
// Only triagesession.cpp includes this: the adapter between a family's Playbook
// and the session, whose ledger alone records what it hands back.
#include "families/playbookhost.h"
#include "session/sessionjobs.h"
#include "session/sessionresolution.h"
#include "session/triagesession.h"

namespace dtriage {

// The session as its playbook sees it: a PlaybookHost that reads the session's
// state and hands the steps' values to the session (its SessionLedger records them).
class SessionPlaybookHost : public PlaybookHost {
public:
    explicit SessionPlaybookHost(TriageSession& session) : m_s(session) {}

    const TriageContext& context() const override { return *m_s.m_res; }
    const TriageRecord& record() const override { return m_s.m_record; }
    const YamlTarget& triagedTarget() const override { return m_s.m_targets.constFirst(); }
    FixChoice fixChoice() const override { return {m_s.m_config.fixChoice, m_s.m_config.fixChoiceWhy}; }
    QString importedProbe() const override { return m_s.m_config.importedProbe; }
    bool fixLanded() const override { return m_s.m_fix->files().landed(); }
    void configureProbe(ProbeJob& job, const QString& stem) override { m_s.m_jobs->configureProbe(job, stem); }
    int beginJob(const QString& name) override { return m_s.m_jobs->begin(name); }
    void jobLine(int jobId, const QString& line) override { m_s.m_jobs->show(jobId, line); }
    void jobNote(int jobId, const QString& line) override { m_s.m_jobs->note(jobId, line); }
    void endJob(int jobId, const QString& summary, bool ok) override { m_s.m_jobs->end(jobId, summary, ok); }
    void progress(Step step, const QString& note) override { m_s.setState(stateOf(step), note); }
    void log(const QString& line) override { m_s.log(line); }
    void fail(const QString& why) override { m_s.failWith(why); }
    void probeImported(const QString& path) override { m_s.m_record.probeSource = path; }
    void decided(const ProbeVerdict& verdict) override { m_s.onDecided(verdict); }
    void offerFix(const FixOffer& offer) override { m_s.onFixOffered(offer); }
    void noFix(const QString& why, const QString& review) override { m_s.onNoFix(why, review); }
    void judged(const FixVerdict& verdict) override { m_s.onJudged(verdict); }
    void scoped(const ScopeResult& scope) override { m_s.onScoped(scope); }

private:
    static TriageSession::State stateOf(Step step)
    {
        switch (step) {
        case Step::Reproducing: return TriageSession::State::ReproducingBefore;
        case Step::ProposingFix: return TriageSession::State::ProposingFix;
        case Step::ReproducingAfter: return TriageSession::State::ReproducingAfter;
        case Step::Scoping: break;
        }
        return TriageSession::State::Scoping;
    }

    TriageSession& m_s;
};

}  // namespace dtriage
