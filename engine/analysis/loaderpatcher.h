#pragma once
// Writes the one-line loader fix, and takes it back (docs/triage.md §2 step 5, "Hard rules";
// docs/architecture.md "Writing files"). A preview shows the exact unified diff; only a plan that
// preview() issued is applied, only while the file is byte-identical to what the
// diff was made from, atomically. Revert uses `git -C <submodule> checkout -- <file>`
// when the file was tracked and clean before the edit, else the saved bytes.
// Nothing is ever committed, forbidden files are refused, and at most one edit per
// loader file is pending in the whole process (applied, neither reverted nor
// accepted): a second apply to that loader is refused.
//
// Threads: the calls block (they run git through QProcess and wait for it), so a
// session runs them on a worker thread holding a shared reference to the patcher
// (LoaderFixState); the command line and the tests call them directly. Every
// method is thread-safe.
#include "core/error.h"

#include <QByteArray>
#include <QDateTime>
#include <QFuture>
#include <QString>

#include <optional>

namespace dtriage {

struct LoaderPatchPlan {
    QString path;  // absolute, canonical
    QString label;  // relative to the checkout root: the preview's diff label
    QString submoduleLabel;  // relative to the loaders submodule (third_party/tt_forge_models)
    QByteArray before;  // the bytes the diff was made from
    QByteArray after;
    QString diff;  // unified diff labelled relative to the checkout root
    QString submoduleDiff;  // the same, relative to the submodule (`git apply` there)
    QString summary;  // the edit in words, for the approval bar and the report
    QString token;  // issued by preview(); apply() accepts nothing else
};

// An applied edit that has been neither reverted nor accepted.
struct PendingLoaderEdit {
    // GitCheckout: the file was tracked and clean, so `before` is what git has
    // (git checkout would restore the same bytes); SavedBytes: only our copy has
    // them. revert() writes `before` back either way, atomically.
    enum class Undo { GitCheckout, SavedBytes };
    QString path;
    QString gitRoot;  // the repository (the submodule) holding the file; empty without git
    QByteArray before;
    QByteArray after;
    QString summary;
    Undo undo = Undo::SavedBytes;
    QDateTime appliedAt;
};

class LoaderPatcher {
public:
    explicit LoaderPatcher(QString checkoutRoot);
    // Releases this patcher's locks; the edits stay on disk, uncommitted (the
    // session that made them has ended, and with it the undo).
    ~LoaderPatcher();
    LoaderPatcher(const LoaderPatcher&) = delete;
    LoaderPatcher& operator=(const LoaderPatcher&) = delete;

    // Refuses forbidden files, files outside the loaders submodule, a file that no
    // longer holds `before`, and an edit that changes nothing.
    Result<LoaderPatchPlan> preview(const QString& loaderPath, const QByteArray& before,
        const QByteArray& after, const QString& summary = {});
    // Writes plan.after after re-checking everything preview() checked, the token,
    // the loader-wide lock and the file on disk (conflict: nothing written).
    Result<void> apply(const LoaderPatchPlan& plan);
    // Restores the bytes from before the pending edit; refuses (writes nothing)
    // when the file no longer holds what apply() wrote.
    Result<void> revert(const QString& loaderPath);
    // Keeps the pending edit and releases the loader's lock.
    Result<void> accept(const QString& loaderPath);

    std::optional<PendingLoaderEdit> pendingEdit(const QString& loaderPath) const;
    bool hasPendingEdit(const QString& loaderPath) const
    {
        return pendingEdit(loaderPath).has_value();
    }
    QString checkoutRoot() const { return m_root; }

private:
    Result<QString> checkedPath(const QString& loaderPath, QString* label) const;
    Result<void> writeAndRegister(const LoaderPatchPlan& plan);

    QString m_root;
    quintptr m_id;  // this patcher's identity in the process-wide registry
};

}  // namespace dtriage
