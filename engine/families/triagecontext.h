#pragma once
// What a failure family's steps read of the entry they triage (docs/triage.md §2
// step 1): the checkout, its training (and inference) YAML, the entry and its
// key, the loader and its analysis, the Python found for the checkout, what its
// runner passes by default and whose black shapes a fix. The session resolves it
// once on a worker thread (SessionResolution) and its playbook reads it, never
// changes it.
#include "analysis/loaderanalysis.h"
#include "checkout/checkout.h"
#include "checkout/runnerdefaults.h"
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "config/entry.h"
#include "core/error.h"
#include "format/blackchoice.h"
#include "run/pythonenvironment.h"

#include <QString>

#include <optional>

namespace dtriage {

struct TriageContext {
    Checkout checkout;
    ConfigFile training;
    std::optional<ConfigFile> inference;
    Entry entry;
    TestKey key;
    QString loaderPath;  // absolute
    QString modelInfoName;
    std::optional<LoaderAnalysis> analysis;  // for model_info names of the variants
    Result<PythonCommand> python = std::unexpected(Error{});  // probed after the gate
    RunnerDefaults runner;  // what the checkout's own runner passes by default
    BlackPin blackPin;      // the black version the loaders' pre-commit pins

    // Whose black formats the fix: the checkout's Python's (once probed), else the
    // workbench's; compared with the pin.
    BlackChoice black() const { return BlackChoice::of(python, blackPin); }
};

}  // namespace dtriage
