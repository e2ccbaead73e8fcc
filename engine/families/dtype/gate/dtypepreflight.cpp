#include "families/dtype/gate/dtypepreflight.h"

#include <algorithm>

namespace dtriage {
namespace {

// A finding on a value assigned under an `if` holds only for the variants that take
// that branch, which the static scan cannot tell apart.
bool onlyOnSomePaths(const LoaderAnalysis& analysis, const PreflightFinding& finding)
{
    return finding.provenanceIndex >= 0 && finding.provenanceIndex < analysis.inputs.size()
        && analysis.inputs.at(finding.provenanceIndex).conditional;
}

PreflightBadge flaggedBadge(const LoaderAnalysis& analysis)
{
    const QList<PreflightFinding>& findings = analysis.findings;
    PreflightBadge badge;
    badge.state = PreflightBadge::State::Flagged;
    const PreflightFinding& first = findings.constFirst();
    const bool maybe = std::all_of(findings.begin(), findings.end(), [&](const PreflightFinding& finding) {
        return onlyOnSomePaths(analysis, finding);
    });
    badge.text = (maybe ? PreflightBadge::tr("maybe fixable: %1 (l. %2)") : PreflightBadge::tr("fixable: %1 (l. %2)"))
                     .arg(first.inputKey)
                     .arg(first.site.startLine);
    if (findings.size() > 1)
        badge.text += PreflightBadge::tr(" +%1").arg(findings.size() - 1);
    badge.line = first.site.startLine;
    badge.siteText = first.site.text;
    badge.inputKey = first.inputKey;
    QStringList lines;
    for (const PreflightFinding& finding : findings)
        lines << finding.why;
    badge.tooltip = lines.join(QLatin1Char('\n'));
    return badge;
}

}  // namespace

QFuture<PreflightOutcome> DtypePreflight::scan(const QString& loadersRoot)
{
    return PreflightScan::scanAs<PreflightOutcome>(loadersRoot, [](PreflightReport report) -> PreflightOutcome {
        return std::make_shared<const DtypePreflight>(std::move(report));
    });
}

QString DtypePreflight::summary() const
{
    return tr("%1 of %2 loaders flagged, %3 not analysable (%4 ms)")
        .arg(m_report.flaggedCount())
        .arg(m_report.loaders.size())
        .arg(m_report.errorCount())
        .arg(m_report.elapsedMs);
}

PreflightBadge DtypePreflight::badge(const QString& modelPath, const QString& variant) const
{
    using State = PreflightBadge::State;
    Q_UNUSED(variant);
    const PreflightResult* result = m_report.byModelPath(modelPath);
    PreflightBadge badge;
    if (!result) {
        badge.state = State::NoLoader;
        badge.text = PreflightBadge::tr("no loader");
        badge.tooltip = PreflightBadge::tr("No loader.py under %1 in the loaders folder").arg(modelPath);
        return badge;
    }
    if (!result->ok()) {
        badge.state = State::Error;
        badge.text = PreflightBadge::tr("error");
        badge.tooltip = result->analysis.error().toString();
        return badge;
    }
    if (result->flagged())
        return flaggedBadge(*result->analysis);
    badge.state = State::Clear;
    badge.text = PreflightBadge::tr("clear");
    badge.tooltip = PreflightBadge::tr("No floating input would stay float32 under dtype_override=torch.bfloat16");
    return badge;
}

}  // namespace dtriage
