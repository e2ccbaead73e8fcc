#include "reportoutput.h"

#include "report/reportwriter.h"

#include <QDir>
#include <QFileInfo>

namespace dtriage {
namespace {

QString suffixOf(const QString& path) { return QFileInfo(path).suffix().toLower(); }

QString besideReport(const QString& reportPath, const QString& suffix)
{
    const QFileInfo info(reportPath);
    return info.dir().filePath(info.completeBaseName() + suffix);
}

// The report's format by the file's extension (isSupported() said it is one).
ReportFormat formatOf(const QString& path)
{
    const QString suffix = suffixOf(path);
    if (suffix == QLatin1String("json"))
        return ReportFormat::Json;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return ReportFormat::Html;
    return ReportFormat::Markdown;
}

}  // namespace

bool ReportOutput::isSupported(const QString& path)
{
    static const QStringList suffixes{QStringLiteral("md"), QStringLiteral("markdown"), QStringLiteral("html"),
                                      QStringLiteral("htm"), QStringLiteral("json")};
    return suffixes.contains(suffixOf(path));
}

QString ReportOutput::usageError(const QString& verb, const QString& path)
{
    return tr("%1: --report %2: the file name must end in .md, .html or .json").arg(verb, path);
}

bool ReportOutput::write(const QString& path, const QList<TriageRecord>& records, QTextStream& err)
{
    // ReportWriter owns the exports and how they reach the disk; this only picks.
    const ReportWriter writer(records);
    if (const auto written = writer.writeFile(formatOf(path), path); !written) {
        err << tr("The report could not be written to %1: %2").arg(path, written.error().message) << '\n';
        return false;
    }
    err << tr("Report written: %1").arg(path) << '\n';
    const QList<QPair<QString, ReportFormat>> patches{
        {loaderPatchPath(path), ReportFormat::LoaderPatch},
        {yamlPatchPath(path), ReportFormat::YamlPatch},
    };
    for (const auto& [patchPath, format] : patches) {
        if (writer.bytes(format).isEmpty())
            continue;  // no file for an empty diff
        if (const auto written = writer.writeFile(format, patchPath); !written) {
            err << tr("The patch could not be written to %1: %2").arg(patchPath, written.error().message) << '\n';
            return false;
        }
        err << tr("Patch written: %1").arg(patchPath) << '\n';
    }
    return true;
}

QString ReportOutput::loaderPatchPath(const QString& reportPath)
{
    return besideReport(reportPath, QStringLiteral(".loader.patch"));
}

QString ReportOutput::yamlPatchPath(const QString& reportPath)
{
    return besideReport(reportPath, QStringLiteral(".yaml.patch"));
}

}  // namespace dtriage
