#include "session/stagedloaderfix.h"

#include "core/whenready.h"

namespace dtriage {

StagedLoaderFix::StagedLoaderFix(QObject* parent) : QObject(parent) {}

std::expected<StagedLoaderFix::Offered, QString> StagedLoaderFix::offer(const QString& loaderPath,
                                                                        const FixOffer& offer)
{
    m_offerReview = offer.review;
    m_judgement = offer.judgement;
    if (!offer.edit)
        return std::unexpected(offer.edit.error().toString());
    Result<LoaderPatchPlan> plan = m_files.preview(loaderPath, *offer.edit, offer.summary, offer.companion);
    if (!plan && plan.error().conflict) {
        conflicted(plan.error());
        return Offered::Replanning;
    }
    if (!plan)
        return std::unexpected(plan.error().toString());
    return Offered::Awaiting;
}

void StagedLoaderFix::withdraw()
{
    m_offerReview.clear();
    m_judgement.clear();
}

// Never go on as if it were fixed: the loader as it is now gets a new proposal
// (a new diff, a new approval), or the conflict ends it when it keeps changing.
void StagedLoaderFix::conflicted(const Error& conflict)
{
    if (++m_replans > kMaxReplans) {
        Q_EMIT keptChanging(conflict.toString());
        return;
    }
    Q_EMIT replanning(conflict.toString());
}

void StagedLoaderFix::write()
{
    // The session's life bounds this one, and a write in flight is waited for
    // (cancelAfterWrite): no generation to drop a late result by.
    whenReady(this, m_files.apply(), [this](Result<void> applied) {
        if (!applied && !applied.error().conflict) {
            Q_EMIT writeFailed(applied.error().toString());
            return;
        }
        if (applied)
            m_files.setLanded(true);
        if (std::exchange(m_cancelPending, false))
            Q_EMIT writeCanceled();  // landed: the session takes it back; else nothing to
        else if (applied)
            Q_EMIT landed();
        else
            conflicted(applied.error());  // the approved diff no longer matches the file
    });
}

}  // namespace dtriage
