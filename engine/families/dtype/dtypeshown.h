#pragma once
// What the bfloat16 family's evidence view shows of a session (Playbook::evidence()):
// the CPU repros before and with the fix, and the fix proposal (its site, the input
// key and the chain that reaches it).
#include "families/dtype/fix/dtypefixproposal.h"
#include "families/dtype/probe/reprojob.h"

#include <optional>

namespace dtriage {

struct DtypeShown {
    std::optional<ReproResult> before;
    std::optional<ReproResult> after;
    std::optional<DtypeFixProposal> proposal;
};

}  // namespace dtriage
