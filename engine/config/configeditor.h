#pragma once
// Lossless edits of one entry of a YAML config: only that entry's block is
// rewritten, every other byte of the file is kept. Each plan is verified by
// re-parsing before it can be written; writing re-checks the file on disk.
#include "config/configedit.h"
#include "config/configfile.h"
#include "config/entrychange.h"
#include "core/error.h"

namespace dtriage {

class ConfigEditor {
public:
    // Builds the new bytes and the diff, then verifies them (see verify()).
    // An unknown key, a field name tt-xla would reject, or a value that cannot be
    // emitted safely (newline in a status, ...) is an Error; nothing is written.
    // Replaced fields keep their line (and a trailing "# comment"); new fields go
    // after the entry's own fields but before arch_overrides, whose archs' fields
    // change only as the change's `arches` say (ArchOverrideEdit). Removing an absent field or setting a field to the value it already
    // has changes nothing: a change that leaves the bytes as they are gives a
    // no-op plan (after == before, empty diff), not an error. List fields
    // (markers, supported_archs, filechecks) take a flow list: "[push, nightly]".
    // The diff label is `path` relative to `displayRoot`, or its file name.
    // Verification here takes a shortcut when it is provably equivalent: the
    // entry's block is parsed on its own (the bytes around it being identical
    // and the file free of anchors/aliases); otherwise the whole file is parsed.
    static Result<ConfigEdit> plan(const ConfigFile& file, const EntryChange& change,
                                 const QString& displayRoot = {});
    // Several entries' changes as one edit of one file: the user approves one
    // diff and one conflict check guards the one write (a session's triaged key
    // and its siblings, a sync's proposals). Made in one pass from the one parse
    // of `file` — each entry's block rewritten, all spliced in, each verified —
    // so a change costs what it touches; the first change that does not validate
    // or place is the Error. A list naming one entry twice is planned in turn,
    // each change on the bytes the one before left.
    // A change with `add` is a new entry, appended after the last one (EntryAddition)
    // once the others are made; the whole file is then parsed to verify it.
    static Result<ConfigEdit> planAll(const ConfigFile& file, const QList<EntryChange>& changes,
                                    const QString& displayRoot = {});
    // Re-parses `after`: every other entry equal (fields and values) to before,
    // the changed entry equal to before with the change applied, and all bytes
    // outside the entry's block identical; a new entry (`add`) appended as
    // EntryAddition appends it, every entry before it unchanged. A plan of one
    // change. Always parses the whole file (~10 ms for the inference file): the
    // belt-and-braces check before a write.
    static Result<void> verify(const ConfigEdit& plan);
    // Refuses when the file on disk differs from plan.before (an Error with
    // conflict set), else writes it through FileReplacement: under the file's
    // lock, a temp file in the same folder, fsynced, read back, renamed over.
    // A no-op plan writes nothing. A failed write leaves the original intact.
    static Result<void> write(const ConfigEdit& plan);
    // Undo: the plan that turns plan.after back into plan.before. Writing it goes
    // through the same conflict check, so an undo never clobbers a later edit.
    // Its change is empty, so verify() applies to forward plans only.
    static ConfigEdit inverse(const ConfigEdit& plan);

private:
    static Result<ConfigEdit> planWithAdditions(const ConfigFile& file, const QList<EntryChange>& existing,
                                                const QList<EntryChange>& additions, const QString& displayRoot);

public:
    // `text` as a double-quoted YAML scalar ("..." with \" \\ and control escapes).
    static QString quoted(const QString& text);
};

}  // namespace dtriage
