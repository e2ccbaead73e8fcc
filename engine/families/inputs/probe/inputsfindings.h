#pragma once
// What inputs_probe.py found for one loader variant, read from its events: the
// forward's parameters, what load_inputs returned and where each part lands, the
// model's decoder start token, the BFLOAT16-TRAIN step's outcome, and for a
// BatchNorm that saw one value per channel the batch-2 trial. Pure; step 4's
// decision (InputsDecision) is made from it.
#include "core/error.h"
#include "families/probe/probefindings.h"
#include "record/triagerecord.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

struct InputsFindings : ProbeFindings {
    struct Parameter {
        QString name;
        QString kind;  // "positional_or_keyword", "keyword_only", "var_positional", ...
        QString defaultValue;  // its repr; empty when it has none
    };
    // One key or slot of what load_inputs returned ("loaded_inputs").
    struct Item {
        QString label;      // the key, the slot's index, "<single>"
        bool tensor = false;
        QString dtype;      // a tensor's
        QList<qint64> shape;
        QString type;       // what is not a tensor: "list", "NoneType"
        int length = -1;    // a list's or tuple's
        QStringList itemTypes;
        QString parameter;  // the forward parameter it lands in; empty: none takes it
        QString describe() const;  // "Tensor torch.int64 (2, 8)", "list(len=2) of dict"
    };
    struct Loaded {
        QString type;    // "dict", "list", "Tensor"
        QString passed;  // "keywords", "positional", "single"
        QStringList kwargs;  // what load_inputs was given besides dtype_override: "batch_size"
        QList<Item> items;
        // The line of load_inputs' own return the call ended at (one of several, a
        // branch per variant); 0 when the probe did not see it.
        int returnLine = 0;
        const Item* find(const QString& label) const;
        const Item* landingIn(const QString& parameter) const;
    };
    using Step = TrainingStep;
    struct BatchTrial {
        QString notRun;   // why the inputs could not be doubled; empty when it ran
        bool ok = false;  // training passed with the batch doubled
        QString errorLine;
        bool inferenceOk = false;  // an eval forward at that batch passed
        QString inferenceError;
    };

    // One form of synthetic targets tried beside the returned images (inputs_probe.py's
    // "targets_trial"): "dicts" (torchvision's list of dicts) or "padded" (YOLOX's
    // [B, max_labels, 5] tensor), and whether the training step passed with it.
    struct TargetsForm {
        QString form;
        bool ok = false;
        QString stage;  // where it failed: "forward", "unpack", "backward"
        QString errorLine;
    };

    QList<Parameter> parameters;
    std::optional<Loaded> inputs;
    std::optional<qint64> decoderStart;  // model.config.decoder_start_token_id
    QString decoderStartFrom;            // where it was read: "config", "generation_config"
    bool loaderKeepsModel = false;       // the loader keeps the model as self.model
    Step train;
    std::optional<BatchTrial> batchTrial;
    QList<TargetsForm> targetsTrial;  // in the order tried; empty: no trial ran

    QStringList parameterNames() const;
    // The form of targets the fix writes: the first the trial trained with, else the
    // only one the forward took (it failed later, in unpack or backward: another
    // error the fix moves the test on to); "dicts" when no trial ran (an older or
    // imported probe: torchvision's, the common one); empty when no form did.
    QString targetsForm() const;
    // The decoder start token as load_inputs can write it: read from the model the
    // loader keeps ("self.model.config.decoder_start_token_id"), else its value.
    QString decoderStartSource() const;
    bool passes() const override { return train.ran && train.ok; }
    QString error() const override { return train.errorLine(); }
    // The step as the record keeps it: one "bf16" phase with the inputs dumped.
    TriageRecord::CpuRun cpuRun() const override;
    const TrainingStep* trainingStep() const override { return &train; }

    static Result<InputsFindings> fromEvents(const QList<QJsonObject>& events);
};

}  // namespace dtriage
