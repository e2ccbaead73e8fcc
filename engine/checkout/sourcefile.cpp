#include "sourcefile.h"
#include "core/boundedfile.h"
#include "core/workpool.h"

#include <QFile>
#include <QtConcurrent>

namespace dtriage {

Result<SourceFile> SourceFile::read(const QString& path)
{
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Source);
    if (!bytes)
        return std::unexpected(bytes.error());
    return SourceFile{path, QString::fromUtf8(*bytes)};
}

QFuture<Result<SourceFile>> SourceFile::readAsync(const QString& path)
{
    return WorkPool::run([path] { return read(path); });
}

}  // namespace dtriage
