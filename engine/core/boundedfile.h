#pragma once
// The one way a file named by a path is read. A path may come from the command
// line, a record, a checkout or a CI download, and may name a FIFO (open() blocks
// for ever), /dev/zero (never ends), a folder, a dangling link or a 3 GB report:
// each is refused here, with the path and why, before a byte is kept. A link to a
// regular file is followed (a checkout may link training_utils.py elsewhere).
// docs/architecture.md, "Bounded reads".
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace dtriage {

class BoundedFile {
    Q_DECLARE_TR_FUNCTIONS(BoundedFile)
public:
    // "1.0 MB", "1000 bytes": every size the workbench says, in one form.
    static QString sizeText(qint64 bytes);
    // What a file is, and so how large it may be (limit()).
    enum class Kind {
        Source,       // a loader, training_utils.py, conftest.py, a workflow, a settings file
        Config,       // a test-config YAML
        ProbeResult,  // a probe's printed output, imported or our own
        Report,       // a JUnit report, ours or a CI artifact
        Record,       // a session record, the data home's index
        Store,        // the survey store
        KeyList,      // survey --keys, a list of test keys
    };
    static qint64 limit(Kind kind);

    // The whole file: a regular file no larger than its kind allows, read to its
    // end (a file that grows past the limit while read is refused too).
    static Result<QByteArray> read(const QString& path, Kind kind);
    // Whether `path` is a regular file (after links) that read() would take,
    // without reading it: the error read() would give, else nothing.
    static Result<void> check(const QString& path, Kind kind);
    // Nothing at `path`: no file and no link. A dangling link is something (reading
    // it says why), so an optional file's absence is never mistaken for it.
    static bool absent(const QString& path);
    // At most the last `bytes` bytes of a regular file (a log shown in a report).
    static Result<QByteArray> tail(const QString& path, qint64 bytes);
};

}  // namespace dtriage
