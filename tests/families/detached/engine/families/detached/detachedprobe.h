#pragma once
// The test family's probe: python/families/detached/detached_probe.py (a resource of
// the test, ":/python/families/detached/").
#include "families/detached/detachedfindings.h"
#include "families/probe/familyprobe.h"

namespace dtriage {

class DetachedProbe final : public FindingsProbe<DetachedFindings> {
public:
    static const DetachedProbe& instance()
    {
        static const DetachedProbe probe;
        return probe;
    }
    QString name() const override { return QStringLiteral("detached"); }
    QString script() const override { return QStringLiteral("families/detached/detached_probe.py"); }
    QString title() const override { return QStringLiteral("detached probe"); }
    QStringList events() const override { return {QStringLiteral("output"), QStringLiteral("step")}; }
};

}  // namespace dtriage
