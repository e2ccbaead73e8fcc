#pragma once
// What the training-inputs family's evidence view shows of a session
// (Playbook::evidence()): the inputs probe before and with the fix, and step 4's
// decision.
#include "families/inputs/probe/inputsdecision.h"
#include "families/inputs/probe/inputsfindings.h"

#include <memory>
#include <optional>

namespace dtriage {

struct InputsShown {
    std::shared_ptr<const InputsFindings> before;  // null: not probed yet
    std::shared_ptr<const InputsFindings> after;
    std::optional<InputsDecision> decision;
};

}  // namespace dtriage
