#include "families/unpack/unpackplaybook.h"
#include "families/unpack/unpackshown.h"

#include "core/textlines.h"
#include "core/workpool.h"
#include "families/playbookhost.h"
#include "families/triagecontext.h"
#include "families/unpack/gate/unpacksignature.h"
#include "families/unpack/probe/forwardfindings.h"
#include "families/unpack/probe/forwardprobe.h"
#include "families/unpack/scope/unpackscope.h"

#include <QDir>

namespace dtriage {

QVariant UnpackPlaybook::evidence() const
{
    if (!before())
        return {};
    return QVariant::fromValue(UnpackShown{shared<ForwardFindings>(before()), shared<ForwardFindings>(after()),
                                           m_decision, m_choice, options()});
}

UnpackPlaybook::UnpackPlaybook(PlaybookHost& host, QObject* parent)
    : ProbePlaybook(host, ForwardProbe::instance(), parent)
{
}

QList<UnpackChoice> UnpackPlaybook::options() const
{
    const ForwardFindings* found = foundBefore();
    if (!m_decision || !m_decision->allowsEdits() || !found || !found->output)
        return {};
    return UnpackChoice::options(*m_decision, *found->output);
}

// ------------------------------------------------------------------ step 4: decide

ProbeVerdict UnpackPlaybook::decide(const ProbeResult& before)
{
    const ForwardFindings& found = before.as<ForwardFindings>();
    m_decision = UnpackDecision::decide(found);
    ProbeVerdict verdict;
    verdict.cpuBefore = found.cpuRun();
    verdict.decision = UnpackDecision::actionName(m_decision->action);
    verdict.note = verdict.cpuBefore.summary();
    const QString error = found.error();
    verdict.canonicalReason = UnpackSignature().canonicalReason(error.isEmpty() ? m_host.record().gateReason : error);
    verdict.why = m_decision->explanation();
    switch (m_decision->action) {
    case UnpackDecision::Action::Stale:
        // The probe decides, not the reason: the YAML is the only thing wrong.
        verdict.next = ProbeVerdict::Next::Pytest;
        verdict.passesWithoutFix = true;
        verdict.log << m_decision->explanation();
        return verdict;
    case UnpackDecision::Action::RegistryEntry:
    case UnpackDecision::Action::Override:
    case UnpackDecision::Action::WrongRegistry:
        verdict.next = ProbeVerdict::Next::ProposeFix;
        verdict.why.clear();
        return verdict;
    case UnpackDecision::Action::Escalate:
    case UnpackDecision::Action::NotThisFamily:
    case UnpackDecision::Action::BrokenOverride:
    case UnpackDecision::Action::TooDeep:
    case UnpackDecision::Action::Incomplete:
        break;
    }
    verdict.next = ProbeVerdict::Next::Stop;
    return verdict;
}

// ------------------------------------------------------------------ step 5: fix

void UnpackPlaybook::proposeFix()
{
    m_host.progress(PlaybookHost::Step::ProposingFix);
    const ForwardFindings& found = *foundBefore();
    const PlaybookHost::FixChoice wanted = m_host.fixChoice();
    const Result<UnpackChoice> choice = UnpackChoice::resolve(*m_decision, *found.output, wanted.choice, wanted.why);
    if (!choice) {
        m_host.fail(choice.error().toString());
        return;
    }
    m_choice = *choice;
    FixOffer offer;
    offer.fix.why = QStringLiteral("%1: %2").arg(choice->label(*found.output), choice->target.why);
    offer.refusedReview = tr("the unpack fix was refused: %1");
    if (m_decision->judgementCall && !wanted.confirmed()) {
        offer.review << (wanted.choice.isEmpty()
                             ? tr("the loss target is a judgement call: %1 was proposed from the structure alone")
                             : tr("the loss target is a judgement call: %1 was chosen without a reason (which loss "
                                  "reads it)"))
                            .arg(choice->label(*found.output));
        offer.judgement = judgementOf(*found.output, *choice);
    }
    const TriageContext& context = m_host.context();
    auto built = WorkPool::run(UnpackFixBuilder::build, context.checkout.root(), context.loaderPath, found, *choice,
                               context.black());
    await(built, [this, offer](Result<UnpackFixEdit> built) { onFixBuilt(built, offer); });
}

// What a person settles before the fix may be written: which tensors the loss reads.
QString UnpackPlaybook::judgementOf(const OutputNode& output, const UnpackChoice& proposed) const
{
    QStringList choices;
    for (const UnpackChoice& option : UnpackChoice::options(*m_decision, output))
        choices << option.name();
    const QString how = m_host.fixChoice().choice.isEmpty() ? tr("it proposed %1 from the structure alone")
                                                            : tr("%1 was chosen without a reason");
    return tr("the loss target is a judgement call: the workbench cannot tell which of the output's tensors "
              "(%1) the loss reads; %2, which is not written unreviewed. "
              "Settle it: dtype-triage triage %3 --target CHOICE --why \"which loss reads it\" --yes (choices: %4), "
              "or pick the target beside the output tree in the window, say why and approve")
        .arg(m_decision->tensorPaths.isEmpty() ? choices.join(QStringLiteral(", "))
                                               : m_decision->tensorPaths.join(QStringLiteral(", ")),
             how.arg(proposed.label(output)), m_host.record().key, choices.join(QStringLiteral(", ")));
}

void UnpackPlaybook::onFixBuilt(const Result<UnpackFixEdit>& built, FixOffer offer)
{
    if (!built) {
        offer.edit = std::unexpected(built.error());
        m_host.offerFix(offer);
        return;
    }
    const QDir loaders(m_host.context().checkout.loadersRoot());
    TriageRecord::Fix& fix = offer.fix;
    fix.file = loaders.relativeFilePath(built->path);
    fix.kind = built->kind;
    fix.edit = built->summary;
    fix.line = built->siteLine;
    fix.companionFile = built->companion ? loaders.relativeFilePath(built->companion->path) : QString();
    fix.companionEdit = built->companion ? built->companion->summary : QString();
    const LoaderEditResult& edit = built->edit;
    const QList<QByteArray> lines = TextLines::split(edit.after);
    fix.after = QString::fromUtf8(lines.mid(edit.firstLine - 1, edit.lastLine - edit.firstLine + 1).join()).trimmed();
    offer.edit = edit;
    offer.companion = built->companion;
    offer.summary = built->companion ? tr("%1; %2").arg(built->summary, built->companion->summary) : built->summary;
    offerImported(offer);
}

// ------------------------------------------------------------------ the fix again

FixVerdict UnpackPlaybook::judge(const ProbeResult& after)
{
    FixVerdict verdict;
    const ForwardFindings& found = after.as<ForwardFindings>();
    if (!after.completed() && !found.setupFailure.isEmpty()) {
        // The loader no longer imports: the fix broke it. A new error, kept for a human.
        verdict.outcome = FixVerdict::Outcome::NewError;
        verdict.newError = found.setupFailure;
        return verdict;
    }
    if (!after.completed()) {
        verdict.why = after.problem();
        return verdict;
    }
    verdict.cpuAfter = found.cpuRun();
    verdict.log << verdict.cpuAfter->summary();
    if (found.passes()) {
        verdict.outcome = FixVerdict::Outcome::Works;
    } else if (UnpackSignature().matches(found.error())) {
        // Unpacking still fails the same way: the fix did not reach it; take it back.
        verdict.outcome = FixVerdict::Outcome::SameFailure;
    } else {
        verdict.outcome = FixVerdict::Outcome::NewError;
        verdict.newError = found.error();
    }
    return verdict;
}

// ------------------------------------------------------------------ scope

ScopeCandidates UnpackPlaybook::scopeCandidates()
{
    m_scopeClass.clear();
    if (!m_choice)
        return {};
    const TriageContext& context = m_host.context();
    if (m_choice->path == UnpackChoice::Path::Registry) {
        m_scopeClass = foundBefore()->output->className;
        return UnpackScope::ofRegistry(context.training, m_host.record().key, m_scopeClass);
    }
    return ProbePlaybook::scopeCandidates();  // an override's: the loader's other training entries
}

std::optional<YamlTarget> UnpackPlaybook::include(const ScopeCandidate& candidate, TriageRecord::EntryResult& entry,
                                                  QStringList&) const
{
    return UnpackScope::include(candidate, m_scopeClass, entry);
}

}  // namespace dtriage
