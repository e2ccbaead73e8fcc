#pragma once
// The unpack_forward_output family's steps of one triage session (tt-xla's
// triage-unpack-forward-output skill): the forward probe of the entry (the
// output's tree, the handler that applies, what it gives) and step 4's decision
// from it; the fix the user's choice of target makes (a registry line in
// training_utils.py, or an override method on the loader); the probe again with
// the fix (works; the same failure: revert; a new error); and the scope the fix
// reaches (the loader's training entries, or every entry whose model emits the
// registered class).
#include "families/playbook.h"
#include "families/unpack/fix/unpackchoice.h"
#include "families/unpack/fix/unpackfixbuilder.h"
#include "families/unpack/probe/forwardprobejob.h"
#include "families/unpack/probe/unpackdecision.h"
#include "families/unpack/scope/unpackscope.h"

#include <QList>
#include <QPointer>

#include <optional>

namespace dtriage {

struct LoaderEditResult;

class UnpackPlaybook : public Playbook {
    Q_OBJECT
public:
    explicit UnpackPlaybook(PlaybookHost& host, QObject* parent = nullptr);
    ~UnpackPlaybook() override;

    void gated(const QString& reason) override;
    void reproduce() override;
    void proposeFix() override;
    void verifyFix() override;
    void scope() override;
    void cancel() override;

    // What the evidence panel and the tests show.
    const std::optional<ForwardProbeResult>& before() const { return m_before; }
    const std::optional<ForwardProbeResult>& after() const { return m_after; }
    const std::optional<UnpackDecision>& decision() const { return m_decision; }
    // The target the fix was built for, and every one the panel may offer.
    const std::optional<UnpackChoice>& choice() const { return m_choice; }
    QList<UnpackChoice> options() const;

Q_SIGNALS:
    // A probe's result or the choice changed: the panel shows it again.
    void evidenceChanged();

private:
    ForwardProbeJob* startProbe(const TestKey& key, const QString& loaderPath);
    void importProbe(const QString& path);
    void onProbeBefore(const ForwardProbeResult& result);
    void onFixBuilt(const Result<UnpackFixEdit>& built);
    void offer(const Result<LoaderEditResult>& edit, const QString& summary,
               const std::optional<FileEdit>& companion);
    void onProbeAfter(const ForwardProbeResult& result);
    void startScopeProbes();
    void onScopeProbe(int index, const ForwardProbeResult& result);

    QList<QPointer<ForwardProbeJob>> m_probes;
    std::optional<ForwardProbeResult> m_before;
    std::optional<ForwardProbeResult> m_after;
    std::optional<UnpackDecision> m_decision;
    std::optional<UnpackChoice> m_choice;
    UnpackScope m_scope;
    QString m_choiceReview;      // the review item of a proposed (not chosen) target
};

}  // namespace dtriage
