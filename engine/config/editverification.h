#pragma once
// ConfigEditor's last step before a plan is shown: the planned bytes re-parse,
// nothing outside the entry's lines changed, and the entry reads back exactly
// as planned with no new problem. A small window around the entry is parsed
// when that is enough; else (and always before a write) the whole file.
#include "config/configeditor.h"
#include "config/configfile.h"
#include "config/splicedfile.h"
#include "core/error.h"

namespace dtriage {

class EditVerification {
public:
    static Result<void> verify(const ConfigFile& before, const ConfigEdit& plan, const Entry& entry,
                               const Entry& expected, bool wholeFile);
    // The same for many entries' blocks spliced in one pass: each block's window
    // parsed on its own, else (an anchor, a bare key, any doubt) the whole file.
    static Result<void> verifyAll(const ConfigFile& before, const SplicedFile& spliced);
    // New entries appended (EntryAddition): `after` parsed whole holds `before`'s
    // entries as they were, then `added` as planned, and no new problem.
    static Result<void> verifyAppended(const ConfigFile& before, const QByteArray& after, const QList<Entry>& added);
};

}  // namespace dtriage
