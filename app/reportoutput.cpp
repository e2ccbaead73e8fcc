#include "reportoutput.h"

#include "report/reportwriter.h"

#include <QFileInfo>
#include <QSaveFile>

namespace dtriage {
namespace {

QString suffixOf(const QString& path) { return QFileInfo(path).suffix().toLower(); }

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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        err << tr("The report could not be written to %1: %2").arg(path, file.errorString()) << '\n';
        return false;
    }
    err << tr("Report written: %1").arg(path) << '\n';
    return true;
}

}  // namespace dtriage
