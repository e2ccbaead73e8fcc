#pragma once
// What the bfloat16 family's fix proposal (DtypeFixProposal::propose, step 5) is
// told of the CPU repro: the flavor, the step-4 action, the floating inputs that
// stayed float32 in the BFLOAT16 phase, that phase's traceback.
#include "families/dtype/fix/tracebackframe.h"
#include "families/dtype/gate/dtypeflavor.h"
#include "families/dtype/probe/dtypedecision.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace dtriage {

struct DtypeFixRequest {
    DtypeFlavor flavor = DtypeFlavor::None;
    // The step-4 action; anything but Proceed edits nothing (docs/triage.md §2 step 4).
    DtypeDecision::Action decision = DtypeDecision::Action::Proceed;
    // Labels of the floating inputs that were float32 in the BFLOAT16 phase, as the
    // repro prints them ("decoder_input_values", "1", "<single>"). nullopt when that
    // phase printed no dump because it failed inside load_inputs.
    std::optional<QStringList> float32Inputs;
    QList<TracebackFrame> traceback;  // of the BFLOAT16 phase's error; may be empty
    // float32Inputs were read from the loader's source (propose without a repro):
    // the why says so, not "was float32" as if a phase had been seen.
    bool fromSource = false;
};

}  // namespace dtriage
