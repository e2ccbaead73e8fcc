#include "yamlplan/yamlplan.h"
#include "yamlplan/reasontext.h"
#include "yamlplan/entrystates.h"

#include "config/entry.h"
#include "yamlplan/failuresignature.h"

#include <QCoreApplication>
#include <QStringList>

namespace dtriage {

namespace {

const QString kReason = QStringLiteral("reason");
const QString kFeCompilation = QStringLiteral("FAILED_FE_COMPILATION");

YamlPlan planned(const Entry& entry, YamlPlan::Branch branch, EntryChange target)
{
    YamlPlan plan;
    plan.branch = branch;
    target.key = entry.key;
    plan.change = EntryStates::minimal(entry, target);
    plan.target = std::move(target);
    plan.migratesSkip =
        entry.status() == QStringLiteral("NOT_SUPPORTED_SKIP") && !plan.change.isEmpty();
    return plan;
}

YamlPlan unchanged(const Entry& entry, YamlPlan::Branch branch, const QString& why)
{
    YamlPlan plan = planned(entry, branch, {});
    plan.needsReview = true;
    plan.reviewReason = why;
    return plan;
}

// A and C rest on pytest confirming the failure; a pass or a skip contradicts them.
void flagUnexpectedOutcome(YamlPlan& plan, YamlPlan::PytestOutcome pytest)
{
    if (pytest == YamlPlan::PytestOutcome::Failed)
        return;
    plan.needsReview = true;
    plan.reviewReason =
        QCoreApplication::translate(
            "YamlPlan",
            "pytest did not fail as the CPU repro did (outcome: %1); an XPASS or a different "
            "skip path needs a human look before this is written.")
            .arg(YamlPlan::outcomeName(pytest));
}

YamlPlan originalErrorBack(const FailureSignature& signature, const Entry& entry, const QString& canonicalReason,
                           const QString& line)
{
    const QString reason = canonicalReason.isEmpty() ? line : canonicalReason;
    YamlPlan plan = planned(entry, YamlPlan::Branch::A, EntryStates::xfail(kFeCompilation, signature.canonicalReason(reason)));
    plan.revertFix = true;
    plan.needsReview = true;
    plan.reviewReason = signature.stillFailsReview();
    return plan;
}

// A failure that is not the family's error: what pytest observed, classified (the
// runner's tags first), with its line verbatim; a PCC-only divergence passes
// with assert_pcc off.
YamlPlan observedFailure(const Entry& entry, YamlPlan::Branch branch, const YamlPlan::Observation& seen,
                         const QString& source, const QString& line)
{
    const BringupClassifier::Category category =
        seen.runnerCategory.value_or(BringupClassifier::classify(source));
    YamlPlan plan;
    if (category == BringupClassifier::Category::Numerics) {
        plan = planned(entry, branch, EntryStates::passing(true));
    } else if (category == BringupClassifier::Category::Unclassified || line.isEmpty()) {
        plan = unchanged(entry, branch,
                         QCoreApplication::translate(
                             "YamlPlan",
                             "pytest failed, but the error could not be classified; nothing is "
                             "planned for this entry."));
    } else {
        plan = planned(entry, branch,
                       EntryStates::xfail(BringupClassifier::bringupStatus(category), ReasonText::keptOrObserved(entry.reason(), line)));
    }
    plan.category = category;
    return plan;
}

YamlPlan failedA(const FailureSignature& signature, const Entry& entry, const YamlPlan::Observation& seen,
                 const QString& canonicalReason)
{
    const QString source = ReasonText::isGeneric(seen.errorText) ? seen.log : seen.errorText;
    const QString& line = seen.errorLine;
    // No text at all says nothing against the CPU error: the canonical reason.
    if (line.isEmpty() || signature.matches(source))
        return planned(entry, YamlPlan::Branch::A, EntryStates::xfail(kFeCompilation, signature.canonicalReason(canonicalReason)));
    YamlPlan plan = observedFailure(entry, YamlPlan::Branch::A, seen, source, line);
    if (!plan.needsReview)
        plan.observedError = ReasonText::verbatim(line);
    return plan;
}

YamlPlan failedB(const FailureSignature& signature, const Entry& entry, const YamlPlan::Observation& seen,
                 const QString& canonicalReason)
{
    const QString source = ReasonText::isGeneric(seen.errorText) ? seen.log : seen.errorText;
    const QString& line = seen.errorLine;
    if (signature.matches(source))
        return originalErrorBack(signature, entry, canonicalReason, line);
    return observedFailure(entry, YamlPlan::Branch::B, seen, source, line);
}

// Skipped or errored under --force-run --runxfail: pytest says nothing about the
// failure, so nothing is planned.
YamlPlan skipPath(const Entry& entry, YamlPlan::Branch branch, YamlPlan::PytestOutcome outcome)
{
    return unchanged(entry, branch,
                     QCoreApplication::translate(
                         "YamlPlan",
                         "pytest reported %1 under --force-run --runxfail: a different skip or "
                         "setup path; nothing is planned for this entry.")
                         .arg(YamlPlan::outcomeName(outcome)));
}

YamlPlan planA(const FailureSignature& signature, const Entry& entry, const YamlPlan::Observation& seen,
               const QString& canonicalReason)
{
    switch (seen.outcome) {
    case YamlPlan::PytestOutcome::Failed:
        return failedA(signature, entry, seen, canonicalReason);
    case YamlPlan::PytestOutcome::Passed:
        return unchanged(entry, YamlPlan::Branch::A,
                         QCoreApplication::translate(
                             "YamlPlan",
                             "pytest passed (an XPASS) although no working fix landed; nothing is "
                             "planned for this entry: look at it before changing its status."));
    case YamlPlan::PytestOutcome::Skipped:
    case YamlPlan::PytestOutcome::Errored:
        break;
    }
    return skipPath(entry, YamlPlan::Branch::A, seen.outcome);
}

YamlPlan planB(const FailureSignature& signature, const Entry& entry, const YamlPlan::Observation& seen,
               const QString& canonicalReason)
{
    switch (seen.outcome) {
    case YamlPlan::PytestOutcome::Passed:
        return planned(entry, YamlPlan::Branch::B, EntryStates::passing(false));
    case YamlPlan::PytestOutcome::Failed:
        return failedB(signature, entry, seen, canonicalReason);
    case YamlPlan::PytestOutcome::Skipped:
    case YamlPlan::PytestOutcome::Errored:
        break;
    }
    return skipPath(entry, YamlPlan::Branch::B, seen.outcome);
}

YamlPlan planC(const Entry& entry, const QString& newCpuError, YamlPlan::PytestOutcome pytest)
{
    const QString line = BringupClassifier::meaningfulLine(newCpuError);
    if (line.isEmpty()) {
        return unchanged(entry, YamlPlan::Branch::C,
                         QCoreApplication::translate(
                             "YamlPlan",
                             "the new CPU error has no line to quote as the reason; nothing is "
                             "planned for this entry."));
    }
    YamlPlan plan = planned(entry, YamlPlan::Branch::C, EntryStates::xfail(kFeCompilation, ReasonText::verbatim(line)));
    plan.category = BringupClassifier::Category::FeCompilation;
    flagUnexpectedOutcome(plan, pytest);
    return plan;
}

}  // namespace

YamlPlan YamlPlan::plan(const FailureSignature& signature, Branch branch, const Entry& entry, const Observation& seen,
                        const QString& canonicalReason, const QString& newCpuError)
{
    switch (branch) {
    case Branch::A:
        break;
    case Branch::B:
        return planB(signature, entry, seen, canonicalReason);
    case Branch::C:
        return planC(entry, newCpuError, seen.outcome);
    }
    return planA(signature, entry, seen, canonicalReason);
}

YamlPlan::Observation YamlPlan::Observation::ofText(PytestOutcome outcome, const QString& errorText, const QString& log)
{
    return {outcome, errorText, log, std::nullopt, BringupClassifier::quotedLine({errorText, log}).line};
}

YamlPlan YamlPlan::branchA(const FailureSignature& signature, const Entry& entry, const QString& canonicalReason,
                           PytestOutcome pytest)
{
    return plan(signature, Branch::A, entry, {pytest, {}, {}, std::nullopt, {}}, canonicalReason);
}

YamlPlan YamlPlan::branchB(const FailureSignature& signature, const Entry& entry, PytestOutcome pytest,
                           const QString& errorText, const QString& canonicalReason, const QString& log)
{
    return plan(signature, Branch::B, entry, Observation::ofText(pytest, errorText, log), canonicalReason);
}

YamlPlan YamlPlan::branchC(const FailureSignature& signature, const Entry& entry, const QString& newCpuError,
                           PytestOutcome pytest)
{
    return plan(signature, Branch::C, entry, {pytest, {}, {}, std::nullopt, {}}, {}, newCpuError);
}

QString YamlPlan::summary() const
{
    if (target.isEmpty())
        return QCoreApplication::translate("YamlPlan", "unchanged");
    QStringList parts;
    for (const auto& [field, value] : target.set) {
        const QString shown = field == kReason ? QStringLiteral("\"%1\"").arg(value) : value;
        parts.append(QStringLiteral("%1: %2").arg(field, shown));
    }
    for (const QString& field : target.remove)
        parts.append(QStringLiteral("-%1").arg(field));
    return parts.join(QStringLiteral(", "));
}

QString YamlPlan::branchName(Branch branch)
{
    switch (branch) {
    case Branch::A:
        return QStringLiteral("A");
    case Branch::B:
        return QStringLiteral("B");
    case Branch::C:
        return QStringLiteral("C");
    }
    return {};
}

QString YamlPlan::outcomeName(PytestOutcome outcome)
{
    switch (outcome) {
    case PytestOutcome::Passed:
        return QStringLiteral("passed");
    case PytestOutcome::Failed:
        return QStringLiteral("failed");
    case PytestOutcome::Skipped:
        return QStringLiteral("skipped");
    case PytestOutcome::Errored:
        return QStringLiteral("errored");
    }
    return {};
}

}  // namespace dtriage
