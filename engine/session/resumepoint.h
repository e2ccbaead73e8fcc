#pragma once
// Where a session resumed from its saved record goes on (TriageSession::resume).
// The record says how far the old session got; the loader on disk says whether
// its fix is still there. Starting over at step 1 with the fix on disk would see
// the (dtype family's) bf16 phase pass and stop the entry as "stale", so a landed fix is picked up
// where it was: its CPU repro is run again and the triage goes on with it. A
// loader that no longer holds the recorded fix (edited or reverted since) is said
// so, and the triage starts over. Pure: decided from values, tested without torch.
#include "record/triagerecord.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dtriage {

struct Entry;

class ResumePoint {
    Q_DECLARE_TR_FUNCTIONS(ResumePoint)
public:
    enum class Step {
        Finished,           // the record is done: nothing to do
        FromStart,          // step 1 again
        ReproduceAfterFix,  // the fix is on disk: its CPU repro, then scope, pytest, YAML
        PlanYaml,           // pytest's results are recorded: plan the YAML again
    };

    Step step = Step::FromStart;
    QString note;  // translated, one sentence: why it goes on there
    // The recorded fix was expected on disk but is not: a human should know.
    bool loaderChanged = false;
    // With a landed fix: the loader as it is on disk, and as it was before the fix.
    std::optional<QByteArray> loaderWithFix;
    std::optional<QByteArray> loaderOriginal;

    // `loaderOnDisk`: nullopt when unreadable; `junitExists`: the record's JUnit
    // file is still there to be read again.
    static ResumePoint of(const TriageRecord& record, const std::optional<QByteArray>& loaderOnDisk,
                          bool junitExists);

    // The record the resumed session goes on with, from the one the old session
    // saved. Step::ReproduceAfterFix: the saved record up to the fix, with the
    // paths of `resolved` (this session's step 1); what comes after the fix (the
    // repro after it, scope, pytest, YAML) is found again. `entry` is the triaged
    // entry as the training YAML holds it now.
    static TriageRecord reopenAfterFix(const TriageRecord& saved, const TriageRecord& resolved, const Entry& entry);
    // Step::PlanYaml: the saved record, reopened.
    static TriageRecord reopen(const TriageRecord& saved);

private:
    // The old session had written the fix (or was writing it) when it ended.
    static bool fixExpectedOnDisk(const TriageRecord& record);
    static bool yamlWasPlanned(const TriageRecord& record, bool junitExists);
};

}  // namespace dtriage
