#pragma once
// What the checkout's own test runner does by default that a CPU repro must do
// too (docs/triage.md §1 "What the runner does"). Since tt-xla PR #4535 the
// runner passes batch_size=DEFAULT_TRAINING_BATCH_SIZE (2) to load_inputs for
// training when the YAML entry sets none and the signature takes it; older
// checkouts have no such constant and pass none. The value is read from the
// checkout's runner, never assumed.
#include "config/entry.h"

#include <QString>

#include <optional>

namespace dtriage {

struct RunnerDefaults {
    // DEFAULT_TRAINING_BATCH_SIZE of the checkout's runner; nullopt when it has none.
    std::optional<int> trainingBatchSize;

    // The batch size a training test of `entry` gets and where it came from.
    struct BatchSize {
        int value = 0;
        enum class Source { Yaml, RunnerDefault } source = Source::Yaml;
        // Where it came from: "the YAML entry's batch_size", "the runner's
        // DEFAULT_TRAINING_BATCH_SIZE (tests/runner/...)"; translated.
        QString origin() const;
    };
    // The YAML's batch_size when the entry sets one, else the runner's default;
    // nullopt when neither (load_inputs then uses its own default). Whether
    // load_inputs takes batch_size at all is for the repro to check, as the
    // runner does, against its signature.
    std::optional<BatchSize> trainingBatchSizeFor(const Entry& entry) const;
    // For the record and the report: "2 (the runner's DEFAULT_TRAINING_BATCH_SIZE
    // (tests/runner/...))", or that load_inputs keeps its own default; translated.
    QString describeTrainingBatchSize(const Entry& entry) const;

    // tests/runner/testers/torch/dynamic_torch_model_tester.py, relative to the root.
    static QString testerPath();
    // Reads the checkout's runner; a checkout without the file has no defaults.
    static RunnerDefaults read(const QString& checkoutRoot);
    // The constant in a module's source (a top-level `NAME = <int>` line).
    static RunnerDefaults parse(const QByteArray& testerSource);
};

}  // namespace dtriage
