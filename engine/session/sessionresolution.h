#pragma once
// docs/triage.md §2 step 1: everything a triage session finds before it runs anything, the
// checkout, its training (and inference) YAML, the entry and its key (from a key
// or a model_info.name), the loader and its analysis. Built on a worker thread
// (YAML parsing, loader analysis and reading files all block) and handed to the
// session as one value.
#include "analysis/loaderanalysis.h"
#include "checkout/checkout.h"
#include "checkout/runnerdefaults.h"
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "config/entry.h"
#include "core/error.h"
#include "report/triagerecord.h"
#include "format/blackchoice.h"
#include "run/pythonenvironment.h"
#include "session/resumepoint.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

namespace dtriage {

class FailureFamily;

struct TriageSessionConfig;

struct SessionResolution {
    // The strings are the session's own: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    Checkout checkout;
    ConfigFile training;
    std::optional<ConfigFile> inference;
    Entry entry;
    TestKey key;
    QString loaderPath;  // absolute
    QString modelInfoName;
    std::optional<LoaderAnalysis> analysis;  // for model_info names of the variants
    Result<PythonCommand> python = std::unexpected(Error{});  // probed after the gate
    std::optional<ResumePoint> resumePoint;  // resume(): decided with the loader on disk
    RunnerDefaults runner;  // what the checkout's own runner passes by default
    BlackPin blackPin;      // the black version the loaders' pre-commit pins

    // Whose black formats the fix: the checkout's Python's (once probed), else the
    // workbench's; compared with the pin.
    BlackChoice black() const { return BlackChoice::of(python, blackPin); }

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
