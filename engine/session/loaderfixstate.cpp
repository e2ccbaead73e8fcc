#include "session/loaderfixstate.h"

#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

void LoaderFixState::open(const QString& checkoutRoot)
{
    m_patcher = std::make_shared<LoaderPatcher>(checkoutRoot);
}

Result<LoaderPatchPlan> LoaderFixState::preview(const QString& loaderPath, const LoaderEditResult& edit,
                                                const QString& summary)
{
    auto plan = m_patcher->preview(loaderPath, edit.before, edit.after, summary);
    if (plan)
        m_plan = *plan;
    return plan;
}

// The worker holds the patcher too: a session destroyed mid-write (a closed
// window) must not pull it out from under the thread still using it.
QFuture<Result<void>> LoaderFixState::apply()
{
    return QtConcurrent::run([patcher = m_patcher, plan = *m_plan] { return patcher->apply(plan); });
}

bool LoaderFixState::isPending(const QString& loaderPath) const
{
    return m_landed && m_patcher && m_patcher->hasPendingEdit(loaderPath);
}

void LoaderFixState::accept(const QString& loaderPath)
{
    if (m_patcher)
        (void)m_patcher->accept(loaderPath);
}

QFuture<Result<void>> LoaderFixState::revert(const QString& loaderPath, const QString& checkoutRoot)
{
    if (m_patcher && m_patcher->hasPendingEdit(loaderPath))
        return QtConcurrent::run([patcher = m_patcher, loaderPath] { return patcher->revert(loaderPath); });
    const std::optional<WrittenFile> adopted = m_adopted;
    const QString none = tr("this session holds no loader edit to revert");
    return QtConcurrent::run([adopted, checkoutRoot, none]() -> Result<void> {
        if (!adopted)
            return fail(none);
        return SessionUndo::restoreLoader(checkoutRoot, *adopted);
    });
}

void LoaderFixState::reverted()
{
    m_landed = false;
    m_adopted.reset();
}

void LoaderFixState::adopt(const WrittenFile& fix)
{
    m_landed = true;
    m_adopted = fix;
}

std::optional<WrittenFile> LoaderFixState::held() const
{
    if (m_adopted)
        return m_adopted;
    if (m_plan)
        return WrittenFile{m_plan->path, m_plan->after, m_plan->before, {}};
    return std::nullopt;
}

}  // namespace dtriage
