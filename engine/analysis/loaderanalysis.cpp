#include "analysis/loaderanalysis.h"

namespace dtriage {

QString InputProvenance::label() const
{
    if (single)
        return QStringLiteral("<single>");
    if (position >= 0)
        return QString::number(position);
    return key;
}

QString ModelInfoFacts::name(const QString& variantValue) const
{
    if (unresolvedVariants.contains(variantValue))
        return {};
    const auto known = nameByVariant.constFind(variantValue);
    if (known != nameByVariant.constEnd())
        return *known;
    // The same f-string as ModelInfo.name in tt-forge-models' config.py.
    const QString variant = variantValue.isEmpty() ? QStringLiteral("None") : variantValue;
    return QStringList{framework, model, variant, task, source}.join(QLatin1Char('_'));
}

QStringList LoaderAnalysis::variantValues() const
{
    QStringList values;
    for (const VariantInfo& v : variants)
        values << v.value;
    return values;
}

bool LoaderAnalysis::variantForModelInfoName(const QString& name, QString* variantValue) const
{
    const QStringList candidates = hasVariantEnum ? variantValues() : QStringList{QString()};
    for (const QString& value : candidates) {
        if (modelInfo.name(value) == name) {
            if (variantValue)
                *variantValue = value;
            return true;
        }
    }
    return false;
}

QString LoaderAnalysis::loaderCall(const QString& variantValue) const
{
    for (const VariantInfo& v : variants) {
        if (v.value == variantValue)
            return QStringLiteral("ModelLoader(variant=ModelVariant.%1)").arg(v.member);
    }
    return QStringLiteral("ModelLoader()");
}

const InputProvenance* LoaderAnalysis::inputByLabel(const QString& label) const
{
    for (const InputProvenance& p : inputs) {
        if (p.label() == label)
            return &p;
    }
    return nullptr;
}

}  // namespace dtriage
