#pragma once
// A new entry of a test-config YAML (issue 50: the runner's ADD_CONFIG, a test
// with no YAML status passing in the experimental nightly, promoted as tt-xla's
// PR #1968 promotes them): its block appended after the file's last entry — a
// blank line, the key at the entries' indentation, each field below it — without
// touching a byte before it. ConfigEditor::planAll places it after every other
// change of the file and verifies the whole file reads back with every entry as
// before and the new one as planned, last.
#include "config/configfile.h"
#include "config/entrychange.h"
#include "core/error.h"

#include <QByteArray>
#include <QList>

namespace dtriage {

class EntryAddition {
public:
    // `bytes` (the file's, other changes made) with `additions` appended; `file`
    // is the file as read, for its layout. An Error for a key the file already
    // holds, a change that is not a plain set of fields, a value tt-xla would
    // reject, or a file whose entries do not end it (another top-level key after
    // test_config: nowhere to put one).
    static Result<QByteArray> append(const ConfigFile& file, const QByteArray& bytes, const QList<EntryChange>& additions);
    // `after` parses; its entries are those of `before` (the bytes before the
    // additions) and then each addition's, read back as planned; no new problem.
    static Result<void> verify(const QByteArray& before, const QByteArray& after, const QList<EntryChange>& additions,
                               const QString& path);
};

}  // namespace dtriage
