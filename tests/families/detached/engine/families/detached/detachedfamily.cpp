#include "families/detached/detachedfamily.h"

#include "families/detached/detachedfix.h"
#include "families/detached/detachedplaybook.h"
#include "families/detached/detachedprobe.h"

#include <QFuture>

namespace dtriage {
namespace {

// No look at the loaders before anything runs: every key is clear.
class NoPreflight : public PreflightReading {
public:
    PreflightBadge badge(const QString&, const QString&) const override
    {
        PreflightBadge badge;
        badge.state = PreflightBadge::State::Clear;
        return badge;
    }
    QString summary() const override { return QStringLiteral("detached: no pre-flight"); }
};

}  // namespace

Result<QString> DetachedFamily::gate(const QString& reason) const
{
    if (m_signature.matches(reason))
        return QStringLiteral("no_grad");
    return fail(QStringLiteral("the reason is no detached-output failure"));
}

std::unique_ptr<Playbook> DetachedFamily::playbook(PlaybookHost& host) const
{
    return std::make_unique<DetachedPlaybook>(host);
}

QString DetachedFamily::flavorDescription(const QString& flavor) const
{
    return flavor == QLatin1String("no_grad") ? QStringLiteral("a backward over an output that needs no gradient")
                                              : QString();
}

QString DetachedFamily::decisionExplanation(const QString& decision) const
{
    if (decision == QLatin1String("reattach"))
        return QStringLiteral("the model detaches its output: the .detach() goes");
    if (decision == QLatin1String("stale"))
        return QStringLiteral("the training step passes on CPU");
    return {};
}

QFuture<PreflightOutcome> DetachedFamily::preflight(const QString&) const
{
    return QtFuture::makeReadyFuture(PreflightOutcome(std::make_shared<NoPreflight>()));
}

EditKind DetachedFamily::editKind(const QString& fixKind) const
{
    return fixKind == DetachedFix::editKind().name ? DetachedFix::editKind() : EditKind{};
}

const FamilyProbe* DetachedFamily::probe() const { return &DetachedProbe::instance(); }

ProposedFix DetachedFamily::proposeFromProbe(const ProbeFixRequest& request) const
{
    return DetachedFix::propose(request);
}

}  // namespace dtriage
