#pragma once
// What the checkout's own test runner does by default that a CPU repro must do
// too (docs/triage.md §1 "What the runner does"). Since tt-xla PR #4535 the
// runner passes batch_size=self.DEFAULT_TRAINING_BATCH_SIZE (2, a class attribute
// of DynamicTorchModelTester) to load_inputs for training when the YAML entry sets
// none and the signature takes it; older checkouts have no such value and pass
// none. The value is read from the checkout's runner as Python reads the module
// (resources/python/runner_tester.py, with `ast`), never assumed.
#include "config/entry.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dtriage {

struct RunnerDefaults {
    Q_DECLARE_TR_FUNCTIONS(RunnerDefaults)
public:
    // DEFAULT_TRAINING_BATCH_SIZE of the checkout's runner; nullopt when it has none.
    std::optional<int> trainingBatchSize;
    // Where the runner defines it: the class that holds it ("DynamicTorchModelTester";
    // empty for a module constant) and the line in testerPath().
    QString owner;
    int line = 0;
    // Set when the runner defines the name but it reads as no batch size (not a
    // literal, a file that does not parse): said, and none is passed.
    QString problem;
    bool testerFound = false;  // the checkout has testerPath() at all

    // The batch size a training test of `entry` gets and where it came from.
    struct BatchSize {
        int value = 0;
        enum class Source { Yaml, RunnerDefault } source = Source::Yaml;
        // Where it came from: "the YAML entry's batch_size", "the runner's
        // DynamicTorchModelTester.DEFAULT_TRAINING_BATCH_SIZE (tests/runner/...py:36)";
        // translated.
        QString origin;
    };
    // The YAML's batch_size when the entry sets one, else the runner's default;
    // nullopt when neither (load_inputs then uses its own default). Whether
    // load_inputs takes batch_size at all is for the repro to check, as the
    // runner does, against its signature.
    std::optional<BatchSize> trainingBatchSizeFor(const Entry& entry) const;
    // For the record and the report: "2, from the runner's
    // DynamicTorchModelTester.DEFAULT_TRAINING_BATCH_SIZE (tests/runner/...py:36)",
    // or that load_inputs keeps its own default and why; translated.
    QString describeTrainingBatchSize(const Entry& entry) const;
    // "DynamicTorchModelTester.DEFAULT_TRAINING_BATCH_SIZE (tests/runner/…/dynamic_torch_model_tester.py:36)".
    QString where() const;

    // tests/runner/testers/torch/dynamic_torch_model_tester.py, relative to the root.
    static QString testerPath();
    // Reads the checkout's runner; a checkout without the file has no defaults.
    // Blocks on the Python thread: never call it on the GUI thread.
    static RunnerDefaults read(const QString& checkoutRoot);
    // The value in a tester module's source, read with `ast` on the Python thread.
    static RunnerDefaults parse(const QByteArray& testerSource);
};

}  // namespace dtriage
