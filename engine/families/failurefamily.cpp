#include "families/failurefamily.h"

#include "families/proposedfix.h"

#include <QCoreApplication>

namespace dtriage {

ProposedFix FailureFamily::proposeFromProbe(const ProbeFixRequest& request) const
{
    return ProposedFix::failed(
        QCoreApplication::translate("FailureFamily", "%1: the %2 family's probe runs here only; no probe result is read")
            .arg(request.probeFile, title()));
}

}  // namespace dtriage
