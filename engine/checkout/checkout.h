#pragma once
// A tt-xla checkout on disk: where its configs, loaders and runner are.
#include <QCoreApplication>
#include "checkout/testkey.h"
#include "core/error.h"

#include <QString>
#include <QStringList>

namespace dtriage {

class Checkout {
    Q_DECLARE_TR_FUNCTIONS(Checkout)
public:
    // A fresh `git clone` of tt-xla has the configs but an empty loaders submodule:
    // the YAML can be listed and verified from, nothing can be triaged.
    enum class Loaders { Required, Optional };

    // A folder that is not a tt-xla checkout is an Error naming what is missing
    // (tests/runner/test_config, third_party/tt_forge_models, ...). With
    // Loaders::Optional a missing or empty submodule is not an error: the checkout
    // opens and loadersProblem() says what to run.
    static Result<Checkout> open(const QString& dir, Loaders loaders = Loaders::Required);

    // Empty when the loaders are there; else one line naming the command that
    // fetches them (git submodule update --init third_party/tt_forge_models).
    QString loadersProblem() const { return m_loadersProblem; }
    bool hasLoaders() const { return m_loadersProblem.isEmpty(); }

    QString root() const { return m_root; }
    QString configRoot() const;   // <root>/tests/runner/test_config
    QString loadersRoot() const;  // <root>/third_party/tt_forge_models
    // Every tests/runner/test_config/**/test_config_*.yaml, absolute, sorted.
    QStringList configFiles() const { return m_configFiles; }
    // The YAMLs tt-xla's runner loads, in the order it merges them (config_loader.py,
    // conftest's torch | jax | torch_llm): each runner folder's test_config_*.yaml,
    // sorted, not below it, not the placeholders file. A later file's entry of a key wins.
    QStringList runnerConfigs() const;
    // "torch/test_config_training_single_device.yaml": a YAML as tt-xla's runner names
    // it (its folder and file) when it is in a runner folder, else its file name.
    static QString runnerConfigName(const QString& path);
    // The runnerConfigName of the YAML a test with no entry belongs in, from what the
    // runner recorded of it (its tags): the folder of its test function
    // (test_all_models_torch: torch, test_all_models_jax: jax, test_llms_torch:
    // torch_llm) and test_config_<run mode>_<parallelism>.yaml. Empty when one is not known.
    static QString runnerConfigNameFor(const QString& testFunction, const QString& runMode, const QString& parallelism);
    QString trainingConfig() const;   // torch/test_config_training_single_device.yaml
    QString inferenceConfig() const;  // torch/test_config_inference_single_device.yaml
    QString loaderPath(const TestKey& key) const;  // absolute path of its loader.py
    QString relativePath(const QString& absolutePath) const;

private:
    QString m_root;
    QStringList m_configFiles;
    QString m_loadersProblem;
};

}  // namespace dtriage
