#pragma once
// A tt-xla test key: <model_path>[-<variant>]-<parallelism>-<run_mode> (docs/triage.md §1).
// The model path is split at "/pytorch" (or "/jax"), never at the first "/".
#include <QCoreApplication>
#include "core/error.h"

#include <QString>

namespace dtriage {

struct TestKey {
    QString modelPath;    // "qwen_2_5/causal_lm/pytorch"
    QString variant;      // "0.5B"; empty for loaders without ModelVariant
    QString parallelism;  // "single_device", or LLM's "llm_decode-seq_1-batch_1-single_device-mesh_default"
    QString runMode;      // "training" | "inference"

    static Result<TestKey> parse(const QString& key);
    QString toString() const;

    // "qwen_2_5/causal_lm/pytorch/loader.py", relative to third_party/tt_forge_models.
    QString loaderRelativePath() const;
    // "qwen_2_5/causal_lm" — the model's folder without the framework segment.
    QString modelDir() const;
    QString framework() const;  // "pytorch" | "jax"
    // The test function of test_models.py the YAML entry is for (the op-by-op test
    // has the same ids): "test_all_models_torch" | "test_all_models_jax".
    QString testFunction() const;
    // The pytest node id tt-xla uses for this key.
    QString pytestNodeId() const;
    // The file that holds the model tests, relative to the checkout root.
    static QString testsFile();

    bool operator==(const TestKey&) const = default;

    Q_DECLARE_TR_FUNCTIONS(TestKey)
};

}  // namespace dtriage
