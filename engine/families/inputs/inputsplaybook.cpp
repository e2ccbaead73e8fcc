#include "families/inputs/inputsplaybook.h"
#include "families/inputs/inputsshown.h"

#include "core/textlines.h"
#include "core/workpool.h"
#include "families/inputs/gate/inputssignature.h"
#include "families/inputs/probe/inputsfindings.h"
#include "families/inputs/probe/inputsprobe.h"
#include "families/inputs/scope/inputssiblings.h"
#include "families/inputs/scope/variantbreakage.h"
#include "families/playbookhost.h"
#include "families/triagecontext.h"

#include <QDir>

#include <utility>

namespace dtriage {

QVariant InputsPlaybook::evidence() const
{
    if (!before())
        return {};
    return QVariant::fromValue(InputsShown{shared<InputsFindings>(before()), shared<InputsFindings>(after()), m_decision});
}

namespace {

QString lineList(const QList<int>& lines)
{
    QStringList numbers;
    for (const int line : lines)
        numbers << QString::number(line);
    return numbers.join(QLatin1String(", "));
}

}  // namespace

InputsPlaybook::InputsPlaybook(PlaybookHost& host, QObject* parent)
    : ProbePlaybook(host, InputsProbe::instance(), parent)
{
}

// ------------------------------------------------------------------ step 4: decide

ProbeVerdict InputsPlaybook::decide(const ProbeResult& before)
{
    const InputsFindings& found = before.as<InputsFindings>();
    m_decision = InputsDecision::decide(found);
    ProbeVerdict verdict;
    verdict.cpuBefore = found.cpuRun();
    verdict.decision = InputsDecision::actionName(m_decision->action);
    verdict.flavor = m_decision->flavor;
    verdict.note = verdict.cpuBefore.summary();
    InputsSignature signature;
    const QString error = found.error();
    verdict.canonicalReason = signature.canonicalReason(signature.matches(error) ? error : m_host.record().gateReason);
    verdict.why = m_decision->explanation();
    switch (m_decision->action) {
    case InputsDecision::Action::Stale:
        verdict.next = ProbeVerdict::Next::Pytest;
        verdict.passesWithoutFix = true;
        verdict.log << m_decision->explanation();
        return verdict;
    case InputsDecision::Action::Proceed:
        verdict.next = ProbeVerdict::Next::ProposeFix;
        verdict.why.clear();
        return verdict;
    case InputsDecision::Action::NoFix:
        // The family's error with no fix: straight to xfail with the canonical reason.
        verdict.next = ProbeVerdict::Next::Pytest;
        verdict.why = m_decision->why;
        verdict.log << m_decision->explanation();
        return verdict;
    case InputsDecision::Action::UnpackFamily:
    case InputsDecision::Action::NotThisFamily:
    case InputsDecision::Action::Incomplete:
        break;
    }
    verdict.next = ProbeVerdict::Next::Stop;
    return verdict;
}

// ------------------------------------------------------------------ step 5: fix

void InputsPlaybook::proposeFix()
{
    // A fix planned again (the loader changed under it) starts over: its returns
    // and the variants reaching them are read afresh.
    m_siblings.clear();
    m_siblingsProbed = false;
    m_firstBuild.reset();
    m_buildReview.clear();
    m_fixed = {};
    m_variantsBefore.clear();
    m_variantsWith.clear();
    m_checked.clear();
    m_guard.clear();
    m_host.progress(PlaybookHost::Step::ProposingFix);
    buildFix({});
}

void InputsPlaybook::buildFix(const QList<int>& alsoReturns)
{
    const TriageContext& context = m_host.context();
    m_alsoReturns = alsoReturns;
    auto built = WorkPool::run(InputsFixBuilder::build, context.loaderPath, *foundBefore(), m_decision->editKind,
                               context.black(), InputsFixBuilder::Reach{alsoReturns, m_guard});
    await(built, [this](Result<InputsFixEdit> built) { onFixBuilt(built); });
}

void InputsPlaybook::onFixBuilt(const Result<InputsFixEdit>& built)
{
    if (built && probeSiblings(*built))
        return;
    if (built) {
        offerFix(*built);
        return;
    }
    if (m_firstBuild) {
        // The other variants' returns could not be edited with it: the test's own stands.
        m_buildReview << tr("the fix edits only this test's return: %1").arg(built.error().toString());
        offerFix(*std::exchange(m_firstBuild, std::nullopt));
        return;
    }
    // No edit could be made (a processor owns the inputs, ...) or it failed its
    // checks: no fix, the xfail path.
    const QString why = built.error().toString();
    m_host.noFix(why, tr("no inputs fix: %1").arg(why));
}

// load_inputs returns in several places: the variants failing for this family
// are probed first, to edit every return they reach in one diff. False when
// there is nothing to probe (once, or none fails this way).
bool InputsPlaybook::probeSiblings(const InputsFixEdit& built)
{
    if (built.otherReturns.isEmpty() || m_siblingsProbed)
        return false;
    m_siblingsProbed = true;
    m_siblings = InputsSiblings::of(m_host.context().training, m_host.context().key);
    if (m_siblings.isEmpty())
        return false;
    m_firstBuild = built;
    m_host.progress(PlaybookHost::Step::ProposingFix,
                    tr("load_inputs returns in %n places: the other variants failing this way are probed first",
                       nullptr, int(built.otherReturns.size() + 1)));
    probeAll(m_siblings, tr("inputs probe of %1 (which return it reaches)"), [this] { onSiblingsProbed(); });
    return true;
}

void InputsPlaybook::onSiblingsProbed()
{
    const InputsSiblings::Returns returns =
        InputsSiblings::returnsToEdit(m_siblings, m_decision->editKind, m_firstBuild->otherReturns);
    for (const QString& note : returns.notes)
        m_host.log(note);
    if (returns.lines.isEmpty())
        offerFix(*std::exchange(m_firstBuild, std::nullopt));
    else
        buildFix(returns.lines);
}

// Every other variant of the loader run with the edit's text and as it is: one the
// edit breaks gets the edit guarded away from it, once; broken even so, no fix.
bool InputsPlaybook::checkVariants(const InputsFixEdit& built)
{
    const TriageContext& context = m_host.context();
    if (built.edit.after == m_checked || !context.python || !context.analysis)
        return false;
    if (m_variantsWith.isEmpty())
        m_variantsWith = VariantBreakage::others(*context.analysis, context.training, context.key);
    if (m_variantsWith.isEmpty())
        return false;
    m_checking = built;
    m_host.progress(PlaybookHost::Step::ProposingFix,
                    tr("the edit reaches %n other variant(s) of the loader: each runs with it first", nullptr,
                       int(m_variantsWith.size())));
    probeAll(
        m_variantsWith, tr("%1 of %2 with the edit").arg(m_probe.title(), QStringLiteral("%1")),
        [this] {
            if (!m_variantsBefore.isEmpty()) {
                onVariantsProbed();
                return;
            }
            m_variantsBefore = m_variantsWith;
            probeAll(m_variantsBefore, tr("%1 of %2 without it").arg(m_probe.title(), QStringLiteral("%1")),
                     [this] { onVariantsProbed(); });
        },
        built.edit.after);
    return true;
}

void InputsPlaybook::onVariantsProbed()
{
    // An edit that does not import breaks every variant alike: the import check says why.
    for (const ScopeCandidate& with : std::as_const(m_variantsWith))
        if (with.probe && with.probe->findings && !with.probe->findings->setupFailure.isEmpty()) {
            const InputsFixEdit built = *std::exchange(m_checking, std::nullopt);
            m_checked = built.edit.after;
            offerFix(built);
            return;
        }
    const TriageContext& context = m_host.context();
    const VariantBreakage::Verdict verdict =
        VariantBreakage::judge(*context.analysis, context.key, m_variantsBefore, m_variantsWith);
    for (const QString& note : verdict.notes)
        m_host.log(note);
    const InputsFixEdit built = *std::exchange(m_checking, std::nullopt);
    for (const QString& unknown : verdict.unknown)
        m_buildReview << tr("another variant was not checked with the edit: %1").arg(unknown);
    if (verdict.broken.isEmpty()) {
        m_checked = built.edit.after;
        offerFix(built);
        return;
    }
    const QString broken = verdict.broken.join(QLatin1String("; "));
    if (m_guard.isEmpty() && !verdict.needing.isEmpty() && context.analysis->hasVariantEnum) {
        m_guard = verdict.needing;
        m_buildReview << tr("the edit broke other variants (%1): it is made for %2 only, as their forward takes it")
                             .arg(broken, m_guard.join(QLatin1String(", ")));
        buildFix(m_alsoReturns);
        return;
    }
    const QString why = tr("the edit breaks other variants of the loader, which share its return: %1").arg(broken);
    m_host.noFix(why, tr("no inputs fix: %1").arg(why));
}

void InputsPlaybook::offerFix(const InputsFixEdit& built)
{
    m_firstBuild.reset();  // this build is the one: a guarded one that fails later falls back to nothing
    if (checkVariants(built))
        return;
    FixOffer offer;
    TriageRecord::Fix& fix = offer.fix;
    fix.file = QDir(m_host.context().checkout.loadersRoot()).relativeFilePath(built.path);
    fix.kind = built.kind;
    fix.edit = built.summary;
    fix.line = built.siteLine;
    fix.why = InputsDecision::editDescription(built.kind);
    const LoaderEditResult& edit = built.edit;
    const QList<QByteArray> lines = TextLines::split(edit.after);
    fix.after = QString::fromUtf8(lines.mid(edit.firstLine - 1, edit.lastLine - edit.firstLine + 1).join()).trimmed();
    // Only a fix of one return among several can be missed by another variant's call.
    m_fixed = built.otherReturns.isEmpty() ? InputsScope::FixedLines{} : InputsScope::FixedLines{built.editedSpans};
    if (!built.otherReturns.isEmpty())
        offer.log << tr("load_inputs also returns at line %1: the fix leaves it as it is", nullptr,
                        int(built.otherReturns.size()))
                         .arg(lineList(built.otherReturns));
    offer.review = std::exchange(m_buildReview, {});
    for (const QString& skipped : built.skippedReturns)
        offer.review << tr("another variant's return not edited: %1").arg(skipped);
    offer.edit = edit;
    offer.summary = built.summary;
    offer.refusedReview = tr("no inputs fix: %1");
    offerImported(offer);
}

// ------------------------------------------------------------------ the fix again

FixVerdict InputsPlaybook::judge(const ProbeResult& after)
{
    FixVerdict verdict;
    if (!after.completed()) {
        // An edit inside load_inputs cannot break the import (its syntax was checked):
        // a probe that did not finish says nothing about the fix.
        verdict.why = after.problem();
        return verdict;
    }
    const InputsFindings& found = after.as<InputsFindings>();
    verdict.cpuAfter = found.cpuRun();
    verdict.log << verdict.cpuAfter->summary();
    if (found.passes()) {
        verdict.outcome = FixVerdict::Outcome::Works;
    } else if (found.train.stage == QLatin1String("load_inputs")) {
        // The edit itself fails: it is no fix of the model's inputs; take it back.
        verdict.outcome = FixVerdict::Outcome::SameFailure;
        verdict.review << tr("the edited load_inputs raised %1; the fix was reverted").arg(found.error());
    } else if (InputsSignature().matches(found.error())) {
        // The same error: the fix was at the wrong place; take it back.
        verdict.outcome = FixVerdict::Outcome::SameFailure;
    } else {
        verdict.outcome = FixVerdict::Outcome::NewError;
        verdict.newError = found.error();
    }
    return verdict;
}

// ------------------------------------------------------------------ scope

std::optional<YamlTarget> InputsPlaybook::include(const ScopeCandidate& candidate, TriageRecord::EntryResult& entry,
                                                  QStringList& review) const
{
    return InputsScope::include(candidate, m_fixed, entry, review);
}

// The fix landed: its inference tests run with the training ones.
QStringList InputsPlaybook::inferenceRuns(const ScopeCandidates& scope) const
{
    const std::optional<ConfigFile>& inference = m_host.context().inference;
    return InputsScope::inferenceKeys(m_host.context().key, scope, inference ? &*inference : nullptr);
}

}  // namespace dtriage
