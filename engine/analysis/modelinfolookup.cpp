#include "analysis/modelinfolookup.h"

#include "analysis/loaderanalyzer.h"
#include "checkout/testkey.h"

#include <QHash>

#include <optional>

namespace dtriage {

QList<const Entry*> ModelInfoLookup::entries(const Checkout& checkout, const ConfigFile& training,
                                             const QString& modelInfoName, int* unknown)
{
    QHash<QString, std::optional<LoaderAnalysis>> analyses;  // one analysis per loader
    QList<const Entry*> found;
    for (const Entry& entry : training.entries()) {
        const auto key = TestKey::parse(entry.key);
        if (!key || key->runMode != QLatin1String("training"))
            continue;
        const QString loader = checkout.loaderPath(*key);
        if (!analyses.contains(loader)) {
            auto analysis = LoaderAnalyzer::analyzeBlocking(loader);
            analyses.insert(loader, analysis ? std::optional(*analysis) : std::nullopt);
        }
        const auto& analysis = analyses.value(loader);
        QString variant;
        if (analysis && analysis->variantForModelInfoName(modelInfoName, &variant) && variant == key->variant)
            found << &entry;
        else if (unknown && analysis && analysis->modelInfo.unresolvedVariants.contains(key->variant))
            ++*unknown;
    }
    return found;
}

QString ModelInfoLookup::unknownNote(int unknown)
{
    return unknown <= 0 ? QString()
                        : tr(" (%n training entry(s) build their model_info.name at run time, not known from the "
                             "loader's source: name those by their key)",
                             nullptr, unknown);
}

Result<const Entry*> ModelInfoLookup::entry(const Checkout& checkout, const ConfigFile& training,
                                            const QString& name)
{
    const Entry* entry = training.find(name.trimmed());
    if (!entry && !TestKey::parse(name.trimmed())) {
        int unknown = 0;
        const auto found = entries(checkout, training, name.trimmed(), &unknown);
        if (found.isEmpty())
            return fail(tr("%1 is neither a key nor a model_info.name of a training entry in %2")
                            .arg(name, checkout.relativePath(training.path()))
                        + unknownNote(unknown));
        if (found.size() > 1) {
            QStringList keys;
            for (const Entry* e : found)
                keys << e->key;
            return fail(tr("%1 is ambiguous: %2").arg(name, keys.join(QStringLiteral(", "))));
        }
        entry = found.value(0, nullptr);
    }
    if (!entry)
        return fail(tr("%1 is neither a key nor a model_info.name of a training entry in %2")
                        .arg(name, checkout.relativePath(training.path())));
    return entry;
}

}  // namespace dtriage
