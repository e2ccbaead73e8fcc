#pragma once
// A loader's text for display, read off the GUI thread. Loaders are small, but a
// network file system or a huge generated file must never stall the window.
#include "core/error.h"

#include <QCoreApplication>
#include <QFuture>
#include <QString>

namespace dtriage {

struct SourceFile {
    Q_DECLARE_TR_FUNCTIONS(SourceFile)
public:
    // What is no regular file, or larger than a source file may be
    // (BoundedFile::Kind::Source), is refused: it is no loader.
    QString path;
    QString text;

    static Result<SourceFile> read(const QString& path);
    static QFuture<Result<SourceFile>> readAsync(const QString& path);
};

}  // namespace dtriage
