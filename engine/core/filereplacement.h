#pragma once
// The one way dtype-triage writes a file (docs/architecture.md "Writing files").
// Under an advisory lock on the file (flock: the kernel drops it when the process
// dies) it re-reads the file and compares it with what the plan was made from,
// writes the new bytes to a temporary file in the same folder, fsyncs it, checks
// it reads back as written, renames it over the original and fsyncs the folder.
// The original is never truncated: a full disk, a short write (RLIMIT_FSIZE), a
// failed fsync or rename all leave it byte for byte as it was, and the temporary
// file is removed. Two processes writing one file take turns; the second finds
// the first one's bytes and is refused with a conflict instead of losing them.
// The temporary's name holds its writer's pid: the next write of the file removes
// those a writer killed mid-write left (kill -9 cannot run the removal).
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dtriage {

class FileReplacement {
    Q_DECLARE_TR_FUNCTIONS(FileReplacement)

public:
    // How far a written file is known to be safe when write() returns. Disk: the
    // bytes and the rename fsynced (a power loss keeps them). Process: in the
    // kernel's page cache and renamed into place, not fsynced -- a killed process
    // cannot lose them, and writing costs a fraction of a millisecond, so the
    // caller may write before it tells anyone (a session's record before the
    // state it holds is announced).
    enum class Durability { Disk, Process };

    // Writes `after` to `path`. With `expectedBefore`, the file must exist and
    // still hold exactly those bytes: else the result is an Error with `conflict`
    // set and `conflictMessage` (or a default) as its message, and nothing is
    // written. Without it the file is replaced, or created, whatever it holds.
    // The permissions of an existing file are kept.
    static Result<void> write(const QString& path, const QByteArray& after,
                              const std::optional<QByteArray>& expectedBefore = std::nullopt,
                              const QString& conflictMessage = {}, Durability durability = Durability::Disk);
    // Reading is BoundedFile's (core/boundedfile.h).
};

}  // namespace dtriage
