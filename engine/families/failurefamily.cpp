#include "families/failurefamily.h"

#include "families/probefixproposal.h"

#include <QCoreApplication>

namespace dtriage {

ProbeFixProposal FailureFamily::proposeFromProbe(const ProbeFixRequest& request) const
{
    return ProbeFixProposal::failed(
        QCoreApplication::translate("FailureFamily", "%1: the %2 family's probe runs here only; no probe result is read")
            .arg(request.probeFile, title()));
}

}  // namespace dtriage
