#include "session/yamlreplan.h"

#include "config/configfile.h"
#include "session/combinedyamlplan.h"

namespace dtriage {
namespace {

// The session's stop after a refused write appended "the YAML was not written:
// <conflict>" as its last review item; once a re-plan is written that item is
// no longer true.
void dropConflictItem(TriageRecord& record)
{
    if (!record.review.isEmpty())
        record.review.removeLast();
}

}  // namespace

Result<EditPlan> YamlReplan::plan(const QString& configPath, const TriageRecord& record,
                                  const QString& displayRoot)
{
    const auto file = ConfigFile::load(configPath);
    if (!file)
        return std::unexpected(file.error());
    QList<EntryChange> changes;
    for (const TriageRecord::EntryResult& entry : record.entries) {
        if (entry.included && entry.yaml.changed)
            changes << toState(entry.key, entry.yaml.after);
    }
    return CombinedYamlPlan::make(*file, changes, displayRoot);
}

EntryChange YamlReplan::toState(const QString& key, const TriageRecord::YamlFields& after)
{
    EntryChange change;
    change.key = key;
    const auto field = [&change](const QString& name, const QString& value) {
        if (value.isEmpty())
            change.remove << name;
        else
            change.set.append({name, value});
    };
    field(QStringLiteral("status"), after.status);
    field(QStringLiteral("bringup_status"), after.bringupStatus);
    field(QStringLiteral("reason"), after.reason);
    field(QStringLiteral("assert_pcc"), after.assertPcc);
    return change;
}

void YamlReplan::markWritten(TriageRecord& record, const EditPlan& plan)
{
    dropConflictItem(record);
    record.yamlDiff = plan.diff;
    for (auto& entry : record.entries) {
        if (entry.included && entry.yaml.changed)
            entry.yaml.written = true;
    }
    record.state = TriageRecord::State::Done;
    record.stateNote = tr("done: the YAML was written (re-planned after a parallel session's write)");
}

void YamlReplan::markUnneeded(TriageRecord& record)
{
    dropConflictItem(record);
    // Nothing of this record's reached the file: its stale diff is no patch to apply.
    record.yamlDiff.clear();
    record.state = TriageRecord::State::Done;
    record.stateNote = tr("done: the YAML already holds the planned states (written by a parallel session)");
}

}  // namespace dtriage
