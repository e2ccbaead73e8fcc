#pragma once
// The loader fix a triage session holds (docs/triage.md §2 step 5): the patcher that
// previews and applies it, the previewed plan that waits for approval, whether
// it landed, and a fix an earlier session applied that a resumed session goes on
// with. A landed fix is either this session's pending edit (its patcher takes it
// back) or an adopted one (SessionUndo takes it back, conflict-checked).
#include "analysis/loadereditresult.h"
#include "analysis/loaderpatcher.h"
#include "core/error.h"
#include "session/sessionundo.h"

#include <QCoreApplication>
#include <QFuture>
#include <QString>

#include <memory>
#include <optional>

namespace dtriage {

class LoaderFixState {
    // The strings are the session's own: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    void open(const QString& checkoutRoot);  // step 1: a patcher for the checkout
    // The edit checked and previewed; kept as the plan to apply when it is valid.
    // A companion (a second file the same fix edits) is previewed with it: both
    // are kept, or neither.
    Result<LoaderPatchPlan> preview(const QString& loaderPath, const LoaderEditResult& edit,
                                    const QString& summary, const std::optional<FileEdit>& companion = {});
    const std::optional<LoaderPatchPlan>& plan() const { return m_plan; }
    const std::optional<LoaderPatchPlan>& companion() const { return m_companion; }
    // Both files' diffs, for the approval: the loader's, then the companion's.
    QString diff() const;
    // The previewed plan, then its companion; a companion that cannot be written
    // takes the first back, so both land or neither.
    QFuture<Result<void>> apply();

    bool landed() const { return m_landed; }
    void setLanded(bool landed) { m_landed = landed; }
    // Landed and not verified yet: the patcher still holds the edit.
    bool isPending(const QString& loaderPath) const;
    // The session ends with the fix on disk: the patcher lets go of it.
    void accept(const QString& loaderPath);
    // Takes the landed fix back (the pending edit, else the adopted one), its
    // companion first.
    QFuture<Result<void>> revert(const QString& loaderPath, const QString& checkoutRoot);
    void reverted();  // not landed, nothing adopted

    // An earlier session's fix (and its companion), on disk: landed.
    void adopt(const WrittenFile& fix, const std::optional<WrittenFile>& companion = {});
    void forgetAdopted()
    {
        m_adopted.reset();
        m_adoptedCompanion.reset();
    }
    // What the fix wrote and replaced, where this session holds the bytes.
    std::optional<WrittenFile> held() const;
    std::optional<WrittenFile> heldCompanion() const;

private:
    std::shared_ptr<LoaderPatcher> m_patcher;  // shared with the worker of an apply or revert
    std::optional<LoaderPatchPlan> m_plan;
    std::optional<LoaderPatchPlan> m_companion;
    bool m_landed = false;
    std::optional<WrittenFile> m_adopted;
    std::optional<WrittenFile> m_adoptedCompanion;
};

}  // namespace dtriage
