#pragma once
// What the unpack_forward_output family's evidence view shows of a session
// (Playbook::evidence()): the forward probe before and with the fix, step 4's
// decision, the target the fix was built for and every one the view may offer.
#include "families/unpack/fix/unpackchoice.h"
#include "families/unpack/probe/forwardfindings.h"
#include "families/unpack/probe/unpackdecision.h"

#include <QList>

#include <memory>
#include <optional>

namespace dtriage {

struct UnpackShown {
    std::shared_ptr<const ForwardFindings> before;  // null: not probed yet
    std::shared_ptr<const ForwardFindings> after;
    std::optional<UnpackDecision> decision;
    std::optional<UnpackChoice> choice;
    QList<UnpackChoice> options;
};

}  // namespace dtriage
