#pragma once
// The inputs family's probe (step 3), and the survey's training step:
// resources/python/families/inputs/inputs_probe.py, the runner's training step
// (bfloat16, model.train(), its batch size, forward, unpack_forward_output,
// backward) with what load_inputs returned and where each part lands; its events
// read into InputsFindings.
#include "families/inputs/probe/inputsfindings.h"
#include "families/probe/familyprobe.h"

#include <QCoreApplication>

namespace dtriage {

class InputsProbe final : public FindingsProbe<InputsFindings> {
    Q_DECLARE_TR_FUNCTIONS(InputsProbe)
public:
    static const InputsProbe& instance();

    QString name() const override { return QStringLiteral("inputs"); }
    QString script() const override { return QStringLiteral("families/inputs/inputs_probe.py"); }
    QString title() const override;
    QStringList events() const override
    {
        return {QStringLiteral("forward_signature"), QStringLiteral("loaded_inputs"), QStringLiteral("model_config"),
                QStringLiteral("batch_trial"), QStringLiteral("targets_trial")};
    }
};

}  // namespace dtriage
