#pragma once
// docs/triage.md §2 "Hard rules" that are facts about paths and entries, so the engine can
// enforce them itself instead of trusting the UI.
#include <QString>

#include <functional>
#include <QStringList>

namespace dtriage {

struct Entry;

class HardRules {
public:
    // Paths relative to the tt-xla checkout root:
    // tests/runner/test_config/torch/test_config_{training,inference}_single_device.yaml
    static QString trainingConfigPath();
    static QString inferenceConfigPath();
    static QString loadersRoot();  // third_party/tt_forge_models
    // dynamic_loader.py, torch_overrides.py and the inference YAML.
    static QStringList forbiddenFiles();

    // True for a forbidden file, and for any path we cannot place inside the
    // checkout (absolute, or climbing out with ".."): never write there.
    // Separators and "." / ".." segments are normalised first.
    static bool isForbiddenEdit(const QString& relativePath);

    // The report's flag after a loader fix landed: an inference entry of the same
    // loader that is KNOWN_FAILURE_XFAIL with a reason `familyGate` takes (the
    // triaging family's gate). `loaderModelPath` is "speecht5/pytorch";
    // "speecht5/pytorch/loader.py" and a "third_party/tt_forge_models/" prefix
    // are accepted too.
    static bool isStaleInferenceEntry(const Entry& entry, const QString& loaderModelPath,
                                      const std::function<bool(const QString& reason)>& familyGate);
};

}  // namespace dtriage
