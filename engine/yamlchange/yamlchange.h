#pragma once
// One change of a test-config YAML as the user approves it (issue 49: the one
// owner of a YAML change): the entries' changes planned as one edit of the file
// as it is, the diff shown, the one write (through ConfigEditor's conflict check
// and FileReplacement) and the edit that takes it back. Producers — the verify and
// sync verbs (YamlChangeVerb), the survey's record and the CI history's Approve
// (YamlApproval), the session's step 7, SessionUndo — hand it their EntryChanges
// and never name the writer (tst_yamlchangeowner).
#include "config/configedit.h"
#include "config/configfile.h"
#include "config/entrychange.h"
#include "core/error.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

class YamlChange {
public:
    // `changes` planned on `file` (read by the caller, who looked up its entries);
    // an Error for a change that does not validate or place. `displayRoot`: the
    // diff's paths are relative to it.
    static Result<YamlChange> plan(const ConfigFile& file, const QList<EntryChange>& changes,
                                   const QString& displayRoot);
    // The same on the file at `path`, read now. With `unplaced`: new entries
    // (EntryChange::add) the file cannot take (a key after its entries, a block
    // scalar that would take the blank line) leave the other changes planned alone,
    // and why they were left out is in `unplaced`.
    static Result<YamlChange> plan(const QString& path, const QList<EntryChange>& changes,
                                   const QString& displayRoot, QString* unplaced = nullptr);

    const QString& path() const { return m_edit.path; }
    const QString& diff() const { return m_edit.diff; }
    bool changesNothing() const { return m_edit.after == m_edit.before; }
    // The bytes the write puts in the file, and those it was planned from.
    const QByteArray& planned() const { return m_edit.after; }
    const QByteArray& original() const { return m_edit.before; }
    // Writes the planned bytes; refused (an Error with conflict set) when the file
    // changed on disk since it was read. A change of nothing writes nothing, and is
    // still refused as a conflict when the file moved on.
    Result<void> write() const;
    // What writeAll() did: the files written (changed), in order, and the error that stopped it.
    struct Written {
        QStringList paths;
        std::optional<Error> error;
        bool ok() const { return !error; }
    };
    // Changes of several YAMLs, written one file after the other (a change of nothing
    // writes nothing, and is still refused when its file moved on): a failure part
    // way stops there, the files before it written, each a whole, valid YAML.
    static Written writeAll(const QList<YamlChange>& changes);
    // The change that takes this one back once written (its own conflict check).
    YamlChange undo() const;
    // The change that puts `original` back where the file holds `current`: a
    // resumed session's revert, from what its record kept (SessionUndo).
    static YamlChange restore(const QString& path, const QByteArray& current, const QByteArray& original);

private:
    explicit YamlChange(ConfigEdit edit) : m_edit(std::move(edit)) {}

    ConfigEdit m_edit;
};

}  // namespace dtriage
