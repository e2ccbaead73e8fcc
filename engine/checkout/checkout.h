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
    // A folder that is not a tt-xla checkout is an Error naming what is missing
    // (tests/runner/test_config, third_party/tt_forge_models, ...).
    static Result<Checkout> open(const QString& dir);

    QString root() const { return m_root; }
    QString configRoot() const;   // <root>/tests/runner/test_config
    QString loadersRoot() const;  // <root>/third_party/tt_forge_models
    // Every tests/runner/test_config/**/test_config_*.yaml, absolute, sorted.
    QStringList configFiles() const { return m_configFiles; }
    QString trainingConfig() const;   // torch/test_config_training_single_device.yaml
    QString inferenceConfig() const;  // torch/test_config_inference_single_device.yaml
    QString loaderPath(const TestKey& key) const;  // absolute path of its loader.py
    QString relativePath(const QString& absolutePath) const;

private:
    QString m_root;
    QStringList m_configFiles;
};

}  // namespace dtriage
