#include "record/triagerecord.h"

#include "families/families.h"

#include "config/entry.h"
#include "yamlplan/bringupclassifier.h"
#include "yamlplan/hardrules.h"
#include "yamlplan/yamlplan.h"

#include <QJsonArray>

namespace dtriage {

namespace {

using Record = TriageRecord;

void assignField(Record::YamlFields& fields, const QString& name, const QString& value)
{
    if (name == u"status")
        fields.status = value;
    else if (name == u"bringup_status")
        fields.bringupStatus = value;
    else if (name == u"reason")
        fields.reason = value;
    else if (name == u"assert_pcc")
        fields.assertPcc = value;
}

QString changeText(const EntryChange& change)
{
    QStringList parts;
    for (const auto& [field, value] : change.set) {
        const QString shown = field == u"reason" ? QStringLiteral("\"%1\"").arg(value) : value;
        parts.append(QStringLiteral("%1: %2").arg(field, shown));
    }
    for (const QString& field : change.remove)
        parts.append(u'-' + field);
    return parts.join(QStringLiteral(", "));
}

}  // namespace

QString TriageRecord::CpuPhase::resultName() const
{
    switch (result) {
    case Result::Ok:
        return tr("ok");
    case Result::Failed:
        return tr("failed");
    case Result::NotRun:
        break;
    }
    return tr("not run");
}

const TriageRecord::CpuPhase& TriageRecord::CpuRun::first() const
{
    static const CpuPhase kNotRun;
    return phases.isEmpty() ? kNotRun : phases.first();
}

const TriageRecord::CpuPhase& TriageRecord::CpuRun::phase(QStringView name) const
{
    static const CpuPhase kNotRun;
    for (const CpuPhase& p : phases) {
        if (p.name == name)
            return p;
    }
    return kNotRun;
}

TriageRecord::CpuPhase& TriageRecord::CpuRun::phase(const QString& name)
{
    for (CpuPhase& p : phases) {
        if (p.name == name)
            return p;
    }
    phases.append(CpuPhase{name, CpuPhase::Result::NotRun, {}, {}, {}});
    return phases.last();
}

QString TriageRecord::CpuRun::summary() const
{
    if (!ran())
        return QStringLiteral("—");
    QStringList parts;
    for (const CpuPhase& p : phases)
        parts << tr("%1 %2", "phase name, then its result").arg(p.name, p.resultName());
    return parts.join(QStringLiteral(", "));
}

QString TriageRecord::fixedFile() const
{
    return fix.file.isEmpty() ? loaderPath : HardRules::loadersRoot() + u'/' + fix.file;
}

QString TriageRecord::companionFile() const
{
    return fix.companionFile.isEmpty() ? QString() : HardRules::loadersRoot() + u'/' + fix.companionFile;
}

void TriageRecord::Fix::setFormatting(const QString& used, const QString& from, const BlackPin& pin)
{
    formatter = used;
    formatterFrom = from;
    blackPin = pin.rev;
    blackPinFile = pin.file;
}

QString TriageRecord::Fix::location() const
{
    if (file.isEmpty())
        return {};
    return line > 0 ? QStringLiteral("%1:%2").arg(file).arg(line) : file;
}

TriageRecord::Pytest TriageRecord::Pytest::fromCase(const JUnitCase& junitCase)
{
    Pytest pytest;
    pytest.outcome = junitCase.outcome;
    pytest.errorLine = junitCase.errorLine;
    if (junitCase.outcome != JUnitCase::Outcome::Passed)
        pytest.category = BringupClassifier::categoryName(junitCase.category);
    if (junitCase.tags)
        pytest.runnerStatus = junitCase.tags->bringupStatus();
    pytest.note = junitCase.note;
    return pytest;
}

TriageRecord::YamlFields TriageRecord::YamlFields::of(const Entry& entry)
{
    return {entry.status(), entry.bringupStatus(), entry.reason(),
            entry.scalar(QStringLiteral("assert_pcc")).toLower()};
}

QString TriageRecord::YamlFields::state() const
{
    QStringList parts{status.isEmpty() ? QStringLiteral("UNSPECIFIED") : status};
    if (!bringupStatus.isEmpty())
        parts.append(bringupStatus);
    if (!assertPcc.isEmpty())
        parts.append(QStringLiteral("assert_pcc: %1").arg(assertPcc));
    return parts.join(QStringLiteral(", "));
}

QString TriageRecord::YamlFields::full() const
{
    if (reason.isEmpty())
        return state();
    return QStringLiteral("%1, reason: \"%2\"").arg(state(), reason);
}

TriageRecord::YamlState TriageRecord::YamlState::fromPlan(const Entry& entry, const YamlPlan& plan)
{
    YamlState yaml;
    yaml.branch = YamlPlan::branchName(plan.branch);
    yaml.change = changeText(plan.change);
    yaml.before = YamlFields::of(entry);
    yaml.after = yaml.before;
    for (const auto& [field, value] : plan.target.set)
        assignField(yaml.after, field, value);
    for (const QString& field : plan.target.remove)
        assignField(yaml.after, field, {});
    yaml.changed = !plan.isNoOp();
    yaml.needsReview = plan.needsReview;
    yaml.reviewReason = plan.reviewReason;
    yaml.revertFix = plan.revertFix;
    yaml.observedError = plan.observedError;
    return yaml;
}

bool TriageRecord::InferenceCheck::regressed() const { return !regressedKeys().isEmpty(); }

QStringList TriageRecord::InferenceCheck::regressedKeys() const
{
    QStringList keys;
    for (const InferenceRun& run : runs)
        if (run.regressed)
            keys << run.key;
    return keys;
}

bool TriageRecord::EntryResult::needsReview() const
{
    // A planned entry whose pytest outcome nobody could read is not settled.
    const bool unknownVerdict = included && !yaml.branch.isEmpty()
                                && pytest.outcome == JUnitCase::Outcome::Unknown;
    return yaml.needsReview || unknownVerdict;
}

QStringList TriageRecord::reviewItems() const
{
    QStringList items = review;
    if (!runnerUnavailable.isEmpty()) {
        QStringList keys;
        for (const EntryResult& e : entries)
            if (e.included)
                keys << e.key;
        items.append(tr("verify on TT hardware: %1. %2, and the YAML is untouched. Through tt-xla's CI: "
                        "dtype-triage verify %3 --ci --yes; or with a JUnit file from a TT machine: dtype-triage "
                        "verify %3 --junit FILE --yes")
                         .arg(runnerUnavailable,
                              fix.landed() ? tr("The loader fix the CPU verified is kept (uncommitted)")
                                           : tr("No loader fix was made"),
                              keys.join(u' ')));
    }
    for (const EntryResult& e : entries) {
        if (e.yaml.needsReview)
            items.append(tr("%1: %2").arg(e.key, e.yaml.reviewReason));
        else if (e.needsReview())
            items.append(tr("%1: the pytest outcome is unknown (%2)").arg(e.key, e.pytest.note));
    }
    for (const StaleInference& s : inference.stale) {
        items.append(tr("inference entry %1 is stale after the loader fix (%2: \"%3\"); it is "
                        "flagged, not edited")
                         .arg(s.key, s.status, s.reason));
    }
    if (!inference.untouched)
        items.append(tr("the inference YAML changed during the triage; the workbench never edits "
                        "it: check what did"));
    return items;
}

bool TriageRecord::reachedDecision() const
{
    if (decision.isEmpty() || stoppedBeforeWrite)
        return false;
    const bool fixOnOffer = !loaderDiff.isEmpty() && fix.result == Fix::Result::NotAttempted;
    return !fixOnOffer || fixInFlight();
}

bool TriageRecord::fixInFlight() const
{
    // SessionStates::name() of the states between the approval and the verdict.
    for (const QLatin1String state : {QLatin1String("applying_fix"), QLatin1String("reproducing_after"),
                                      QLatin1String("reverting_fix")})
        if (stateNote == state || stateNote.startsWith(state + u':'))
            return true;
    return false;
}

const TriageRecord::EntryResult* TriageRecord::entry(const QString& entryKey) const
{
    for (const EntryResult& e : entries) {
        if (e.key == entryKey)
            return &e;
    }
    return nullptr;
}

QString TriageRecord::unnamedFamily()
{
    const FailureFamily* owner = Families::byId({});
    return owner ? owner->id() : QString();
}

}  // namespace dtriage
