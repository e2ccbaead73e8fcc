#pragma once
// A unified diff a session recorded (TriageRecord::loaderDiff / yamlDiff), read
// back to take the edit out of the file again. A resumed session has only the
// record, not the bytes the original session held in memory: the diff is the
// one exact description of what was written. The edit is taken out only when the
// file still holds every hunk where the diff put it, and the diff remade from the
// result equals the recorded one byte for byte; anything else means the file was
// changed since, and nothing is reconstructed.
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace dtriage {

class RecordedDiff {
    Q_DECLARE_TR_FUNCTIONS(RecordedDiff)
public:
    // The bytes `current` had before `diff` was applied to them.
    static Result<QByteArray> unapply(const QByteArray& current, const QString& diff);
};

}  // namespace dtriage
