#pragma once
// The unpack family's probe (step 3): resources/python/families/unpack/
// forward_probe.py, the forward in bfloat16 (and float32 when that fails), the
// output's tree, the unpack_forward_output that applies and what it gives; its
// events read into ForwardFindings.
#include "families/probe/familyprobe.h"
#include "families/unpack/probe/forwardfindings.h"

#include <QCoreApplication>

namespace dtriage {

class ForwardProbe final : public FindingsProbe<ForwardFindings> {
    Q_DECLARE_TR_FUNCTIONS(ForwardProbe)
public:
    static const ForwardProbe& instance();

    QString name() const override { return QStringLiteral("forward"); }
    QString script() const override { return QStringLiteral("families/unpack/forward_probe.py"); }
    QString title() const override;
    QStringList events() const override
    {
        return {QStringLiteral("output_tree"), QStringLiteral("unpack_handler"), QStringLiteral("unpack_result")};
    }
};

}  // namespace dtriage
