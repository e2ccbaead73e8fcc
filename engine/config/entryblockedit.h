#pragma once
// One entry's block of a config file rewritten by one checked change, without
// touching a byte outside it: the fields' lines found where the parser put them,
// replaced fields kept on their line (with a trailing "# comment"), new fields
// after the entry's own and before arch_overrides, removed ones cut out, the
// archs' part through ArchOverrideEdit. ConfigEditor splices the result into the
// file, one block or many in one pass, and verifies it.
#include "config/configfile.h"
#include "config/entrychangecheck.h"
#include "config/linetable.h"
#include "core/error.h"

#include <QByteArray>

namespace dtriage {

// What replaces bytes [start, end) of the file: the entry's lines firstLine to
// lastLine (1-based, as Entry counts them), and the entry as a parser must read
// the new bytes back.
struct BlockSplice {
    qsizetype start = 0, end = 0;
    int firstLine = 0, lastLine = 0;
    QByteArray bytes;
    Entry expected;
};

class EntryBlockEdit {
public:
    // `lines` is the table of file.bytes(); `change` is not empty. An entry the
    // editor cannot place fields in (flow style, an alias, a value on its key
    // line, a quote that does not end) is an Error naming its line.
    static Result<BlockSplice> make(const ConfigFile& file, const LineTable& lines, const Entry& entry,
                                    const EntryChangeCheck::Validated& change);
    // The entry as a parser must read it back after `change`.
    static Entry expected(const Entry& before, const EntryChangeCheck::Validated& change);
};

}  // namespace dtriage
