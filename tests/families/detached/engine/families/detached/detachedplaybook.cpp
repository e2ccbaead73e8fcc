#include "families/detached/detachedplaybook.h"

#include "core/textlines.h"
#include "core/workpool.h"
#include "families/detached/detachedfindings.h"
#include "families/detached/detachedfix.h"
#include "families/detached/detachedprobe.h"
#include "families/detached/detachedsignature.h"
#include "families/playbookhost.h"
#include "families/triagecontext.h"

#include <QDir>

namespace dtriage {

QVariant DetachedPlaybook::evidence() const
{
    if (!before())
        return {};
    return QVariant::fromValue(DetachedShown{shared<DetachedFindings>(before()), shared<DetachedFindings>(after())});
}

DetachedPlaybook::DetachedPlaybook(PlaybookHost& host, QObject* parent)
    : ProbePlaybook(host, DetachedProbe::instance(), parent)
{
}

ProbeVerdict DetachedPlaybook::decide(const ProbeResult& before)
{
    const DetachedFindings& found = before.as<DetachedFindings>();
    ProbeVerdict verdict;
    verdict.cpuBefore = found.cpuRun();
    verdict.note = verdict.cpuBefore.summary();
    verdict.canonicalReason = DetachedSignature().canonicalReason(found.error());
    if (found.passes()) {
        verdict.decision = QStringLiteral("stale");
        verdict.next = ProbeVerdict::Next::Pytest;
        verdict.passesWithoutFix = true;
        verdict.why = QStringLiteral("the training step passes on CPU: the entry is stale");
    } else if (found.outputRequiresGrad == false && DetachedSignature().matches(found.error())) {
        verdict.decision = QStringLiteral("reattach");
        verdict.next = ProbeVerdict::Next::ProposeFix;
    } else {
        verdict.decision = QStringLiteral("not_this_family");
        verdict.next = ProbeVerdict::Next::Stop;
        verdict.why = QStringLiteral("the training step fails otherwise: %1").arg(found.error());
    }
    return verdict;
}

void DetachedPlaybook::proposeFix()
{
    m_host.progress(PlaybookHost::Step::ProposingFix);
    await(WorkPool::run(DetachedFix::build, m_host.context().loaderPath), [this](Result<FileEdit> built) {
        FixOffer offer;
        offer.refusedReview = QStringLiteral("taking .detach() off was refused: %1");
        offer.fix.why = QStringLiteral("the forward's output needs no gradient: the model detaches it");
        if (!built) {
            offer.edit = std::unexpected(built.error());
            m_host.offerFix(offer);
            return;
        }
        offer.fix.file = QDir(m_host.context().checkout.loadersRoot()).relativeFilePath(built->path);
        offer.fix.kind = DetachedFix::editKind().name;
        offer.fix.edit = built->summary;
        offer.fix.line = built->edit.firstLine;
        offer.fix.before = QString::fromUtf8(TextLines::split(built->edit.before).value(built->edit.firstLine - 1)).trimmed();
        offer.fix.after = QString::fromUtf8(TextLines::split(built->edit.after).value(built->edit.firstLine - 1)).trimmed();
        offer.edit = built->edit;
        offer.summary = built->summary;
        m_host.offerFix(offer);
    });
}

FixVerdict DetachedPlaybook::judge(const ProbeResult& after)
{
    FixVerdict verdict;
    if (!after.completed()) {
        verdict.why = after.problem();
        return verdict;
    }
    const DetachedFindings& found = after.as<DetachedFindings>();
    verdict.cpuAfter = found.cpuRun();
    if (found.passes())
        verdict.outcome = FixVerdict::Outcome::Works;
    else if (DetachedSignature().matches(found.error()))
        verdict.outcome = FixVerdict::Outcome::SameFailure;
    else
        verdict.outcome = FixVerdict::Outcome::NewError, verdict.newError = found.error();
    return verdict;
}

std::optional<YamlTarget> DetachedPlaybook::include(const ScopeCandidate& candidate, TriageRecord::EntryResult& entry,
                                                  QStringList&) const
{
    const ProbeFindings* found = candidate.finished<ProbeFindings>(entry);
    if (!found)
        return std::nullopt;
    if (!found->passes() || !DetachedSignature().matches(candidate.entry.reason())) {
        entry.scopeNote = QStringLiteral("left alone");
        return std::nullopt;
    }
    entry.included = true;
    entry.scopeNote = QStringLiteral("same loader, passes with the fix: included");
    return YamlTarget{entry.key, YamlTarget::branchOfSibling(true, true),
                      DetachedSignature().canonicalReason(candidate.entry.reason()), {}};
}

}  // namespace dtriage
