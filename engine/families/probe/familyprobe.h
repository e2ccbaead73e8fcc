#pragma once
// A failure family's CPU probe of one loader variant: a fixed script under the
// scripts' root (resources/python/families/<id>/) that prints its findings as
// "@dtriage {json}" events, and how they read. The family owns it; the job that
// runs it (FamilyProbeJob), its result (ProbeResult), the warm worker and the
// survey never name a family.
#include "core/error.h"
#include "families/probe/probefindings.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace dtriage {

class FamilyProbe {
public:
    virtual ~FamilyProbe() = default;

    // "forward": the job's "probe", and what its greeting ("hello") says it is.
    virtual QString name() const = 0;
    // The script, relative to the scripts' root: "families/unpack/forward_probe.py".
    virtual QString script() const = 0;
    // "forward probe", translated: how its jobs and its problems name it.
    virtual QString title() const = 0;
    // The events only this probe prints ("output_tree"): one of them in another
    // probe's result says the file was mixed up or edited.
    virtual QStringList events() const = 0;
    // Findings with nothing found (a probe that printed nothing that reads).
    virtual std::shared_ptr<const ProbeFindings> none() const = 0;
    // The findings of its events; an error naming the first that does not read.
    virtual Result<std::shared_ptr<const ProbeFindings>> read(const QList<QJsonObject>& events) const = 0;
};

// A probe whose findings are `Findings` (a ProbeFindings with a static
// `Result<Findings> fromEvents(const QList<QJsonObject>&)`).
template <typename Findings>
class FindingsProbe : public FamilyProbe {
public:
    std::shared_ptr<const ProbeFindings> none() const override { return std::make_shared<const Findings>(); }
    Result<std::shared_ptr<const ProbeFindings>> read(const QList<QJsonObject>& events) const override
    {
        Result<Findings> found = Findings::fromEvents(events);
        if (!found)
            return std::unexpected(found.error());
        return std::make_shared<const Findings>(std::move(*found));
    }
};

}  // namespace dtriage
