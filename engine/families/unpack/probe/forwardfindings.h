#pragma once
// What forward_probe.py found for one loader variant, read from its events: the
// forward in bfloat16 (and in float32 when that failed), the output's tree, the
// unpack_forward_output that applies to it, and what that gave. Pure; the probe's
// step-4 decision (UnpackDecision) is made from it.
#include "core/error.h"
#include "families/probe/probefindings.h"
#include "families/unpack/probe/outputtree.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace dtriage {

// Which unpack_forward_output applies to the output ("unpack_handler").
struct UnpackHandler {
    enum class Kind {
        None,      // the default, and the registry has no entry for the class
        Tensor,    // the output is a tensor: the default passes it through
        Override,  // the loader's own method
        Registry,  // the default, through the registry entry of the class
    };
    Kind kind = Kind::None;
    QString className;  // the output's class
    QString attribute;  // Registry: the attribute the entry reads (empty: another handler)
    std::optional<OutputNode> attributeValue;  // Registry: what that attribute holds
    QString file;  // Override: the loader, relative to the checkout root
    int line = 0;
    bool registryAvailable = false;  // the checkout has training_utils' registry
};

struct ForwardFindings : ProbeFindings {
    // One forward phase ("phase_result").
    struct Phase {
        bool ran = false;
        bool ok = false;
        QString stage;  // where it failed: "load_model", "forward", ...
        QString errorType;
        QString message;
        QString errorLine() const;  // "RuntimeError: mat1 and mat2 shapes cannot be multiplied"
    };
    // What unpack_forward_output gave ("unpack_result").
    struct Unpacked {
        bool ok = false;  // one tensor
        std::optional<OutputNode> returned;
        QString errorType;
        QString message;
        QString errorLine() const;
    };

    Phase bfloat16;
    Phase float32;
    std::optional<OutputNode> output;
    std::optional<UnpackHandler> handler;
    std::optional<Unpacked> unpacked;

    // The runner's step passes: the forward runs and unpacks to one tensor.
    bool passes() const override;
    // The runner's step's error: the forward's, else the unpack's; empty when it passes.
    QString error() const override;
    QStringList errorLines() const override { return {bfloat16.errorLine(), float32.errorLine()}; }
    // The training step as the runner does it, forward then unpack, in bfloat16; the
    // float32 forward when that failed; the output's tensors as the dump.
    TriageRecord::CpuRun cpuRun() const override;

    // The events as forward_probe.py printed them (the JSON after "@dtriage ").
    static Result<ForwardFindings> fromEvents(const QList<QJsonObject>& events);
};

}  // namespace dtriage
