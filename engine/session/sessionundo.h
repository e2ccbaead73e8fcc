#pragma once
// Takes back what a finished triage session wrote (TriageSession::revertWrites):
// the YAML block and the landed loader fix. Like every write (docs/architecture.md "Writing
// files") it is conflict-checked: each file must still hold exactly what the
// session left there, else nothing at all is written. The YAML goes back through
// YamlChange (atomic write, read back), the loader through LoaderPatcher (hard
// rules, the one-edit-per-loader lock, atomic write), so an undo never clobbers a
// later edit and never bypasses the rules a forward edit obeys.
#include "analysis/editkind.h"
#include "core/error.h"
#include "record/triagerecord.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFuture>
#include <QString>

#include <optional>

namespace dtriage {

// One file a session wrote. A session that still holds the bytes gives both
// `written` and `original` (the check is then byte for byte); a session resumed
// from its record has only the recorded diff, which UnifiedDiff::unapply takes back out.
struct WrittenFile {
    QString path;  // absolute
    std::optional<QByteArray> written;
    std::optional<QByteArray> original;
    QString diff;  // the recorded unified diff; used when the bytes are unknown
    // Set when `original` or `diff` came from a session record, which may be a
    // file from elsewhere (`verify --record`): the edit kind (TriageRecord::Fix::kind)
    // the restore must take back exactly, checked with fix_tools.validate read
    // backwards, so a record cannot put into a loader what its fix did not add.
    EditKind recordedKind;
    bool fromRecord = false;
};

class SessionUndo {
    Q_DECLARE_TR_FUNCTIONS(SessionUndo)
public:
    QString checkoutRoot;
    std::optional<WrittenFile> loader;
    std::optional<WrittenFile> companion;  // the fix's second file (TriageRecord::Fix::companionFile)
    std::optional<WrittenFile> yaml;

    // What the session of `record` wrote, to take back: the exact bytes where the
    // session still holds them (`heldLoader`, `heldYaml`), else the record's diffs
    // (a session resumed from a done record). `loaderPath` is absolute; when empty,
    // the record's loader path is taken below `checkoutRoot`.
    static SessionUndo of(const TriageRecord& record, const QString& checkoutRoot, const QString& loaderPath,
                          const std::optional<WrittenFile>& heldLoader,
                          const std::optional<WrittenFile>& heldYaml,
                          const std::optional<WrittenFile>& heldCompanion = {});
    // The fix an earlier session of `record` applied, on disk: the loader
    // (`loaderPath`, as it is now and as it was before the fix) and the fix's second
    // file, by its recorded diff. A resumed session goes on with it and takes it back
    // by these, each restore checked against the record's edit kind.
    struct AdoptedFix {
        WrittenFile loader;
        std::optional<WrittenFile> companion;
    };
    static AdoptedFix adopted(const TriageRecord& record, const QString& checkoutRoot, const QString& loaderPath,
                              const std::optional<QByteArray>& written, const std::optional<QByteArray>& original);
    // The edit kind of a fix's second file (fix_tools.validate's name): the one
    // companion a fix makes is a wrong registry entry deleted.
    static EditKind companionEditKind(const TriageRecord& record);
    // The kind fix_tools.validate knows `record`'s loader fix by (its family's editKind).
    static EditKind recordedEditKind(const TriageRecord& record);
    // `record` says the session wrote something that is not reverted yet.
    static bool hasWrites(const TriageRecord& record);
    // `record` once run() took back what this undo names.
    void markReverted(TriageRecord& record) const;

    bool isEmpty() const { return !loader && !yaml; }
    // Checks every file, then restores them. Returns one translated sentence that
    // says what was restored. Blocking: worker threads, the CLI and tests.
    Result<QString> runBlocking() const;
    QFuture<Result<QString>> run() const;

    // The loader and its companion alone, both checked before either is written,
    // for a resumed session that must take back a fix an earlier session applied
    // (docs/triage.md §2 steps 5 and 7 revert it).
    static Result<void> restoreLoader(const QString& checkoutRoot, const WrittenFile& file,
                                      const std::optional<WrittenFile>& companion = {});

private:
    struct Restore {
        QByteArray current;
        QByteArray original;
    };
    // The bytes to put back, or a conflict when the file changed since.
    static Result<Restore> check(const WrittenFile& file);
    // A loader restored from a record undoes one edit of its kind and nothing more.
    static Result<void> checkRecordedRestore(const WrittenFile& file, const Restore& restore);
    // A YAML restored from a record is a test config of this checkout.
    Result<void> checkConfigPath(const QString& path) const;
    static Result<void> writeLoader(const QString& checkoutRoot, const WrittenFile& file,
                                    const Restore& restore);
    static Result<void> writeYaml(const WrittenFile& file, const Restore& restore);
};

}  // namespace dtriage
