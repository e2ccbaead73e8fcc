#include "session/resumepoint.h"

#include "config/entry.h"

#include "config/unifieddiff.h"

#include <QStringList>

namespace dtriage {

namespace {

bool noteStartsWithAny(const QString& stateNote, const QStringList& states)
{
    for (const QString& state : states) {
        if (stateNote == state || stateNote.startsWith(state + QLatin1Char(':')))
            return true;
    }
    return false;
}

}  // namespace

bool ResumePoint::fixExpectedOnDisk(const TriageRecord& record)
{
    return record.fix.landed() || record.fixInFlight();
}

bool ResumePoint::yamlWasPlanned(const TriageRecord& record, bool junitExists)
{
    if (record.entries.isEmpty() || record.junitSource.isEmpty() || !junitExists)
        return false;
    // A YAML conflict stops a session after its plan was made: plan it again.
    const bool conflict = record.state == TriageRecord::State::Stopped && !record.yamlDiff.isEmpty();
    return conflict
        || noteStartsWithAny(record.stateNote, {QStringLiteral("planning_yaml"),
                                                QStringLiteral("awaiting_yaml_approval"),
                                                QStringLiteral("writing_yaml")});
}

ResumePoint ResumePoint::of(const TriageRecord& record, const std::optional<QByteArray>& loaderOnDisk,
                            bool junitExists)
{
    ResumePoint point;
    if (record.state == TriageRecord::State::Done) {
        point.step = Step::Finished;
        point.note = tr("the saved session is done; nothing to resume");
        return point;
    }
    // The disk decides whether the fix is there: the record may have been saved
    // just before or just after the write.
    std::optional<QByteArray> original;
    if (loaderOnDisk && !record.loaderDiff.isEmpty()
        && record.fix.result != TriageRecord::Fix::Result::Reverted) {
        if (auto unapplied = UnifiedDiff::unapply(*loaderOnDisk, record.loaderDiff))
            original = *unapplied;
    }
    if (!original && fixExpectedOnDisk(record)) {
        point.loaderChanged = true;
        point.note = tr("the loader %1 no longer holds the fix the saved session applied (it was "
                        "edited or reverted since); starting over at step 1")
                         .arg(record.loaderPath);
        return point;
    }
    if (original) {
        point.loaderWithFix = *loaderOnDisk;
        point.loaderOriginal = *original;
    }
    const bool fixOnDiskAgrees = original.has_value() == record.fix.landed();
    if (fixOnDiskAgrees && yamlWasPlanned(record, junitExists)) {
        point.step = Step::PlanYaml;
        point.note = tr("pytest's results are recorded; planning the YAML again against the file "
                        "as it is now");
    } else if (original) {
        point.step = Step::ReproduceAfterFix;
        point.note = tr("the loader fix is on disk (%1); re-running the CPU repro after the fix")
                         .arg(record.fix.location());
    } else {
        point.note = tr("nothing landed before the saved session ended; starting over at step 1");
    }
    return point;
}

TriageRecord ResumePoint::reopenAfterFix(const TriageRecord& saved, const TriageRecord& resolved, const Entry& entry)
{
    TriageRecord::EntryResult triaged = saved.entries.value(0, resolved.entries.value(0));
    triaged.cpuAfter = {};
    triaged.pytest = {};
    triaged.yaml = {};
    triaged.yaml.before = TriageRecord::YamlFields::of(entry);
    TriageRecord record = reopen(saved);
    record.loaderPath = resolved.loaderPath;
    record.configPath = resolved.configPath;
    record.checkoutRoot = resolved.checkoutRoot;
    record.entries = {triaged};
    record.yamlDiff.clear();
    record.junitSource.clear();
    record.junitImported = false;
    record.inference = {};
    return record;
}

TriageRecord ResumePoint::reopen(const TriageRecord& saved)
{
    TriageRecord record = saved;
    record.state = TriageRecord::State::InProgress;
    record.finished = {};
    record.runnerUnavailable.clear();  // what the last run could not do here; this one may
    return record;
}

}  // namespace dtriage
