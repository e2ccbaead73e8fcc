#pragma once
// What the test family's probe (detached_probe.py) found: whether the forward's
// output needs a gradient, and the runner's training step.
#include "families/probe/probefindings.h"

#include <optional>

namespace dtriage {

struct DetachedFindings : ProbeFindings {
    std::optional<bool> outputRequiresGrad;  // none: the probe did not get to the forward's output
    TrainingStep step;

    bool passes() const override { return step.ran && step.ok; }
    QString error() const override { return step.errorLine(); }
    TriageRecord::CpuRun cpuRun() const override;
    const TrainingStep* trainingStep() const override { return &step; }

    static Result<DetachedFindings> fromEvents(const QList<QJsonObject>& events);
};

}  // namespace dtriage
