#pragma once
// A unified diff (as `diff -u` / git print it) between two texts, used for every
// preview the user approves: YAML edits and loader edits alike.
#include <QByteArray>
#include <QString>

namespace dtriage {

struct UnifiedDiff {
    // "--- a/<label>\n+++ b/<label>\n@@ ... @@" hunks with `context` lines around
    // each change; empty string when the texts are equal. Handles a missing final
    // newline ("\ No newline at end of file").
    static QString make(const QByteArray& before, const QByteArray& after,
                        const QString& label, int context = 3);
};

}  // namespace dtriage
