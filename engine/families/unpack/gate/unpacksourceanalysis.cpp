#include "families/unpack/gate/unpacksourceanalysis.h"

#include "core/boundedfile.h"
#include "families/families.h"
#include "families/unpack/gate/unpackpreflight.h"
#include "families/unpack/unpackfamily.h"

#include <QDir>
#include <QJsonArray>

namespace dtriage {

QString UnpackSourceAnalysis::prediction() const
{
    return tr("which loaders define their own unpack_forward_output, whose unpack entries go straight to pytest and "
              "the YAML");
}

LoaderScanOutput UnpackSourceAnalysis::scan(const QString& loadersRoot) const
{
    const QList<UnpackPreflight::Loader> loaders = UnpackPreflight::readBlocking(loadersRoot);
    LoaderScanOutput out;
    QJsonArray json;
    int overrides = 0;
    for (const UnpackPreflight::Loader& loader : loaders) {
        const QString file = loader.modelPath + QStringLiteral("/loader.py");
        overrides += loader.overrideLine > 0 ? 1 : 0;
        out.lines << (loader.overrideLine > 0
                          ? tr("%1: has an override (line %2): its unpack entries go straight to pytest and the YAML")
                                .arg(file)
                                .arg(loader.overrideLine)
                          : tr("%1: no override (the registry in training_utils.py decides)").arg(file));
        json.append(QJsonObject{{QStringLiteral("loader"), file},
                                {QStringLiteral("has_override"), loader.overrideLine > 0},
                                {QStringLiteral("line"), loader.overrideLine}});
    }
    out.lines << tr("%1 loaders, %2 with an override of their own").arg(loaders.size()).arg(overrides);
    out.json.insert(QStringLiteral("loaders"), json);
    out.json.insert(QStringLiteral("overrides"), overrides);
    return out;
}

ProposedFix UnpackSourceAnalysis::propose(const SourceFixRequest& request) const
{
    const Result<QByteArray> bytes = BoundedFile::read(request.loaderPath, BoundedFile::Kind::Source);
    if (!bytes)
        return ProposedFix::failed(bytes.error().toString());
    const int line = UnpackPreflight::overrideLineOf(*bytes);
    if (line <= 0)
        return ProposedFix::failed(tr("%1 fails with %2 (family %3) and its loader defines no unpack_forward_output "
                                      "of its own: the fix is proposed from the family's probe: give --probe FILE")
                                       .arg(request.key, Families::byId(UnpackFamily::kId)->title(), UnpackFamily::kId));
    ProposedFix proposed;
    proposed.ending = ProposedFix::Ending::NoFix;
    proposed.lines = {tr("has an override: loader.py:%1 defines unpack_forward_output").arg(line),
                      tr("no loader edit: the entry goes straight to pytest and the YAML (dtype-triage triage %1 --yes "
                         "on a TT machine, or dtype-triage verify %1 --ci or --junit FILE)")
                          .arg(request.key)};
    proposed.json.insert(QStringLiteral("proposal"),
                         QJsonObject{{QStringLiteral("has_override"), true},
                                     {QStringLiteral("line"), line},
                                     {QStringLiteral("next"), QStringLiteral("pytest")}});
    return proposed;
}

}  // namespace dtriage
