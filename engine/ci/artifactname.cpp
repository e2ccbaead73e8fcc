#include "ci/artifactname.h"

#include "config/entryschema.h"

#include <QRegularExpression>

namespace dtriage {
namespace {

// "<runs-on>-<mark>": the longest of tt-xla's archs that starts it ("n300-llmbox"
// before "n300"), else its first segment.
QString runsOnOf(const QString& rest)
{
    QString found;
    for (qsizetype dash = rest.indexOf(u'-'); dash > 0; dash = rest.indexOf(u'-', dash + 1)) {
        const QString candidate = rest.left(dash);
        if (EntrySchema::isArch(candidate.toStdString()))
            found = candidate;
    }
    return found.isEmpty() ? rest.section(u'-', 0, 0) : found;
}

}  // namespace

std::optional<ArtifactName> ArtifactName::parse(const QString& name)
{
    static const QRegularExpression shape(
        QStringLiteral(R"(^test-reports-([^-]+)-(\d+)\.(\d+)-(.+)-(\d+)(?:\.zip)?$)"));
    const QRegularExpressionMatch m = shape.match(name);
    if (!m.hasMatch())
        return std::nullopt;
    ArtifactName out;
    out.hash = m.captured(1);
    out.attempt = m.captured(2).toInt();
    out.index = m.captured(3).toInt();
    const QString rest = m.captured(4);
    out.runsOn = runsOnOf(rest);
    out.mark = rest.mid(out.runsOn.size() + 1);
    out.jobId = m.captured(5).toLongLong();
    if (out.attempt < 1 || out.runsOn.isEmpty())
        return std::nullopt;
    return out;
}

QString ArtifactName::arch() const
{
    return EntrySchema::isArch(runsOn.toStdString()) ? runsOn : QString();
}

}  // namespace dtriage
