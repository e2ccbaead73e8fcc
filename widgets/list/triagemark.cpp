#include "list/triagemark.h"

namespace dtriage {

using State = TriageSession::State;

TriageMark TriageMark::of(State state, const TriageRecord& record, const QString& key)
{
    TriageMark mark;
    mark.note = record.stateNote;
    switch (state) {
    case State::Idle: mark.kind = Kind::None; break;
    case State::AwaitingFixApproval:
    case State::AwaitingYamlApproval: mark.kind = Kind::NeedsApproval; break;
    case State::Done: mark.kind = settled(record, key); break;
    case State::Stopped: mark.kind = Kind::Stopped; break;
    // The runner cannot start here: kept for a person to verify on TT hardware.
    case State::NeedsTtVerification: mark.kind = Kind::Review; break;
    case State::Failed: mark.kind = Kind::Failed; break;
    case State::Canceled: mark.kind = Kind::Canceled; break;
    case State::AwaitingCi: mark.kind = Kind::WaitingForCi; break;
    default: mark.kind = Kind::Running; break;
    }
    return mark;
}

// A settled session: what its YAML plan did to this entry.
TriageMark::Kind TriageMark::settled(const TriageRecord& record, const QString& key)
{
    const TriageRecord::EntryResult* entry = record.entry(key);
    if (!entry || !entry->included)
        return Kind::Unchanged;
    if (entry->needsReview())
        return Kind::Review;
    if (!entry->yaml.written)
        return Kind::Unchanged;
    if (entry->yaml.after.status == QLatin1String("KNOWN_FAILURE_XFAIL"))
        return Kind::Xfail;
    return Kind::Fixed;
}

QString TriageMark::widestText()
{
    const QString approval = tr("needs approval");
    const QString ci = tr("waiting for CI");
    return approval.size() >= ci.size() ? approval : ci;
}

QString TriageMark::text() const
{
    switch (kind) {
    case Kind::None: return {};
    case Kind::Running: return tr("running");
    case Kind::WaitingForCi: return tr("waiting for CI");
    case Kind::NeedsApproval: return tr("needs approval");
    case Kind::Fixed: return tr("fixed");
    case Kind::Xfail: return tr("xfail");
    case Kind::Review: return tr("review");
    case Kind::Unchanged: return tr("unchanged");
    case Kind::Stopped: return tr("stopped");
    case Kind::Failed: return tr("failed");
    case Kind::Canceled: return tr("canceled");
    }
    return {};
}

}  // namespace dtriage
