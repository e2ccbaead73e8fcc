#include "sourcefile.h"
#include "core/workpool.h"

#include <QFile>
#include <QtConcurrent>

namespace dtriage {

Result<SourceFile> SourceFile::read(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("cannot read %1: %2").arg(path, file.errorString()));
    if (file.size() > kMaxBytes)
        return fail(tr("%1 is too large to show (%2 bytes)").arg(path).arg(file.size()));
    return SourceFile{path, QString::fromUtf8(file.readAll())};
}

QFuture<Result<SourceFile>> SourceFile::readAsync(const QString& path)
{
    return WorkPool::run([path] { return read(path); });
}

}  // namespace dtriage
