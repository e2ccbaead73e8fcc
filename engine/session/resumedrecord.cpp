#include "session/resumedrecord.h"

namespace dtriage {

TriageRecord ResumedRecord::afterFix(const TriageRecord& saved, const TriageRecord& resolved, const Entry& entry)
{
    TriageRecord::EntryResult triaged = saved.entries.value(0, resolved.entries.value(0));
    triaged.cpuAfter = {};
    triaged.pytest = {};
    triaged.yaml = {};
    triaged.yaml.before = TriageRecord::YamlFields::of(entry);
    TriageRecord record = planned(saved);
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

TriageRecord ResumedRecord::planned(const TriageRecord& saved)
{
    TriageRecord record = saved;
    record.state = TriageRecord::State::InProgress;
    record.finished = {};
    return record;
}

}  // namespace dtriage
