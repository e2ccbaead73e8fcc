#include "reportoutput.h"

#include "report/reportwriter.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace dtriage {
namespace {

QString suffixOf(const QString& path) { return QFileInfo(path).suffix().toLower(); }

QString besideReport(const QString& reportPath, const QString& suffix)
{
    const QFileInfo info(reportPath);
    return info.dir().filePath(info.completeBaseName() + suffix);
}

bool writeBytes(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    *error = file.errorString();
    return false;
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
    const ReportWriter writer(records);
    const QString suffix = suffixOf(path);
    QByteArray bytes;
    if (suffix == QLatin1String("json"))
        bytes = writer.json();
    else if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        bytes = writer.html().toUtf8();
    else
        bytes = writer.markdown().toUtf8();
    QString error;
    if (!writeBytes(path, bytes, &error)) {
        err << tr("The report could not be written to %1: %2").arg(path, error) << '\n';
        return false;
    }
    err << tr("Report written: %1").arg(path) << '\n';
    const QList<QPair<QString, QString>> patches{
        {loaderPatchPath(path), writer.loaderPatch()},
        {yamlPatchPath(path), writer.yamlPatch()},
    };
    for (const auto& [patchPath, patch] : patches) {
        if (patch.isEmpty())
            continue;  // no file for an empty diff
        if (!writeBytes(patchPath, patch.toUtf8(), &error)) {
            err << tr("The patch could not be written to %1: %2").arg(patchPath, error) << '\n';
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
