#include "families/families.h"
#include "families/unpack/fix/unpackedits.h"
#include "families/unpack/unpackfamily.h"

#include "families/proposedfix.h"
#include "families/unpack/fix/unpackprobefix.h"
#include "families/unpack/probe/forwardprobe.h"

#include "families/unpack/gate/unpackpreflight.h"
#include "families/unpack/probe/unpackdecision.h"
#include "families/unpack/unpackplaybook.h"
#include "record/triagerecord.h"

#include <algorithm>

namespace dtriage {

QString UnpackFamily::title() const { return tr("unpack_forward_output failures"); }

std::unique_ptr<Playbook> UnpackFamily::playbook(PlaybookHost& host) const
{
    return std::make_unique<UnpackPlaybook>(host);
}

QString UnpackFamily::flavorDescription(const QString& flavor) const
{
    if (flavor == QLatin1String("not_implemented"))
        return tr("the YAML says tt-forge-models implements no unpack_forward_output for the model");
    if (flavor == QLatin1String("no_handler"))
        return tr("no handler for the output's class in unpack_forward_output's registry");
    if (flavor == QLatin1String("wrong_handler"))
        return tr("the registered handler does not return a tensor");
    return {};
}

QString UnpackFamily::decisionExplanation(const QString& decision) const
{
    const std::optional<UnpackDecision::Action> action = UnpackDecision::actionFromName(decision);
    return action ? UnpackDecision::summary(*action) : QString();
}

QList<FailureFamily::ReportNote> UnpackFamily::reportNotes(const QList<TriageRecord>& records) const
{
    const bool registry = std::any_of(records.cbegin(), records.cend(), [&](const TriageRecord& r) {
        return Families::byId(r.family) == this && r.fix.kind == QLatin1String("registry_entry");
    });
    if (!registry)
        return {};
    return {{tr("Why a registry entry reaches other models"),
             tr("unpack_forward_output's registry (training_utils.py) is keyed by the output's class name: "
                "one _register_attr line serves every model that emits that class. The workbench probed every "
                "training entry whose reason is an unpack failure and whose reason names no other class, and "
                "included those whose model emits the class and now unpacks.")}};
}

QFuture<PreflightOutcome> UnpackFamily::preflight(const QString& loadersRoot) const
{
    return UnpackPreflight::scan(loadersRoot);
}

EditKind UnpackFamily::editKind(const QString& fixKind) const
{
    if (fixKind == QLatin1String("registry_entry"))
        return unpackEdit(QStringLiteral("add_registry_entry"));
    if (fixKind == QLatin1String("override"))
        return unpackEdit(QStringLiteral("add_unpack_override"));
    return {};
}

// A wrong registry entry's deletion from training_utils.py.
EditKind UnpackFamily::companionEditKind() const { return unpackEdit(QStringLiteral("remove_registry_entry")); }

const FamilyProbe* UnpackFamily::probe() const { return &ForwardProbe::instance(); }

ProposedFix UnpackFamily::proposeFromProbe(const ProbeFixRequest& request) const
{
    return UnpackProbeFix::propose(request);
}

QString UnpackFamily::choiceHelp() const
{
    return tr("the loss target: registry:ATTR, entry:KEY, sum:KEY,KEY or sum");
}

QString UnpackFamily::dumpName() const { return tr("output"); }

}  // namespace dtriage
