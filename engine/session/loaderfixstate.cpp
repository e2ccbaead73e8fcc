#include "session/loaderfixstate.h"
#include "core/workpool.h"

#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

void LoaderFixState::open(const QString& checkoutRoot)
{
    m_patcher = std::make_shared<LoaderPatcher>(checkoutRoot);
}

Result<LoaderPatchPlan> LoaderFixState::preview(const QString& loaderPath, const LoaderEditResult& edit,
                                                const QString& summary, const std::optional<FileEdit>& companion)
{
    auto plan = m_patcher->preview(loaderPath, edit.before, edit.after, summary);
    if (!plan)
        return plan;
    std::optional<LoaderPatchPlan> second;
    if (companion) {
        auto other = m_patcher->preview(companion->path, companion->edit.before, companion->edit.after,
                                        companion->summary);
        if (!other)
            return std::unexpected(other.error());
        second = *other;
    }
    m_plan = *plan;
    m_companion = second;
    return plan;
}

QString LoaderFixState::diff() const
{
    return (m_plan ? m_plan->diff : QString()) + (m_companion ? m_companion->diff : QString());
}

// The worker holds the patcher too: a session destroyed mid-write (a closed
// window) must not pull it out from under the thread still using it.
QFuture<Result<void>> LoaderFixState::apply()
{
    return WorkPool::run([patcher = m_patcher, plan = *m_plan, companion = m_companion]() -> Result<void> {
        if (Result<void> applied = patcher->apply(plan); !applied)
            return applied;
        if (!companion)
            return {};
        Result<void> second = patcher->apply(*companion);
        if (!second)
            (void)patcher->revert(plan.path);  // both land, or neither
        return second;
    });
}

bool LoaderFixState::isPending(const QString& loaderPath) const
{
    return m_landed && m_patcher && m_patcher->hasPendingEdit(loaderPath);
}

void LoaderFixState::accept(const QString& loaderPath)
{
    if (!m_patcher)
        return;
    (void)m_patcher->accept(loaderPath);
    if (m_companion)
        (void)m_patcher->accept(m_companion->path);
}

QFuture<Result<void>> LoaderFixState::revert(const QString& loaderPath, const QString& checkoutRoot)
{
    if (m_patcher && m_patcher->hasPendingEdit(loaderPath)) {
        const QString companion = m_companion ? m_companion->path : QString();
        return WorkPool::run([patcher = m_patcher, loaderPath, companion]() -> Result<void> {
            if (!companion.isEmpty() && patcher->hasPendingEdit(companion))
                if (Result<void> back = patcher->revert(companion); !back)
                    return back;
            return patcher->revert(loaderPath);
        });
    }
    const std::optional<WrittenFile> adopted = m_adopted;
    const std::optional<WrittenFile> adoptedCompanion = m_adoptedCompanion;
    const QString none = tr("this session holds no loader edit to revert");
    return WorkPool::run([adopted, adoptedCompanion, checkoutRoot, none]() -> Result<void> {
        if (!adopted)
            return fail(none);
        return SessionUndo::restoreLoader(checkoutRoot, *adopted, adoptedCompanion);
    });
}

void LoaderFixState::reverted()
{
    m_landed = false;
    forgetAdopted();
}

void LoaderFixState::adopt(const WrittenFile& fix, const std::optional<WrittenFile>& companion)
{
    m_landed = true;
    m_adopted = fix;
    m_adoptedCompanion = companion;
}

std::optional<WrittenFile> LoaderFixState::held() const
{
    if (m_adopted)
        return m_adopted;
    if (m_plan)
        return WrittenFile{m_plan->path, m_plan->after, m_plan->before, {}, {}, false};
    return std::nullopt;
}

std::optional<WrittenFile> LoaderFixState::heldCompanion() const
{
    if (m_adopted)
        return m_adoptedCompanion;
    if (m_companion)
        return WrittenFile{m_companion->path, m_companion->after, m_companion->before, {}, {}, false};
    return std::nullopt;
}

}  // namespace dtriage
