#pragma once
// A unified diff (as `diff -u` / git print it) between two texts, used for every
// preview the user approves: YAML edits and loader edits alike.
#include "core/error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace dtriage {

struct UnifiedDiff {
    Q_DECLARE_TR_FUNCTIONS(UnifiedDiff)

public:
    // "--- a/<label>\n+++ b/<label>\n@@ ... @@" hunks with `context` lines around
    // each change; empty string when the texts are equal. Handles a missing final
    // newline ("\ No newline at end of file").
    static QString make(const QByteArray& before, const QByteArray& after,
                        const QString& label, int context = 3);

    // How many lines the diff counts in `text`: a last line without "\n" is a line.
    static int lineCount(QByteArrayView text)
    {
        return int(text.count('\n')) + (!text.isEmpty() && !text.endsWith('\n') ? 1 : 0);
    }

    // Lines [beforeFirst, beforeEnd) of the text before became [afterFirst,
    // afterEnd) of the text after (0-based).
    struct Region {
        int beforeFirst, beforeEnd, afterFirst, afterEnd;
    };
    // make() when the caller knows where the texts differ: every difference lies
    // in one of `changed` (sorted, disjoint) and the lines between them pair up one
    // to one. Only those lines are compared, so a few hundred changed entries of a
    // 16 MB file cost what they touch, not the file times the changes.
    static QString make(const QByteArray& before, const QByteArray& after, const QString& label, int context,
                        const std::vector<Region>& changed);

    // The bytes `current` had before `diff` (a diff make() wrote, recorded in a
    // TriageRecord) was applied to them. A resumed session has only the record,
    // not the bytes the original session held in memory: the diff is the one
    // exact description of what was written. The edit is taken out only when
    // `current` still holds every hunk where the diff put it and the diff remade
    // from the result equals `diff` byte for byte; anything else means the file
    // was changed since, and nothing is reconstructed.
    static Result<QByteArray> unapply(const QByteArray& current, const QString& diff);
};

}  // namespace dtriage
