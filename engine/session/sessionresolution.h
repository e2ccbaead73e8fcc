#pragma once
// docs/triage.md §2 step 1: everything a triage session finds before it runs anything, the
// checkout, its training (and inference) YAML, the entry and its key (from a key
// or a model_info.name), the loader and its analysis. Built on a worker thread
// (YAML parsing, loader analysis and reading files all block) and handed to the
// session as one value.
#include "families/triagecontext.h"
#include "record/triagerecord.h"
#include "session/resumepoint.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

namespace dtriage {

class FailureFamily;

struct TriageSessionConfig;

struct SessionResolution : TriageContext {
    // The strings are the session's own: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    std::optional<ResumePoint> resumePoint;  // resume(): decided with the loader on disk

    // `record` as step 1 leaves it: the key, variant and model_info.name, the
    // loader's and the YAML's paths, and the triaged entry as the YAML has it.
    void describe(TriageRecord& record) const;
    // Once the loader fix landed: the inference entries of the same loader whose
    // failure (by `family`'s gate) it likely made stale (flagged, never edited).
    TriageRecord::InferenceCheck staleInference(const FailureFamily& family) const;

    // Blocking: worker threads only. With `saved` (a resumed session's record),
    // also where it goes on, from the loader on disk and its recorded JUnit file.
    static Result<std::shared_ptr<SessionResolution>> resolve(const TriageSessionConfig& config,
                                                              const std::optional<TriageRecord>& saved);
};

}  // namespace dtriage
