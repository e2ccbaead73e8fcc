#pragma once
// What a forward probe found, the way a triage session needs it: as the record's
// CpuRun (the training step as the runner does it, forward then unpack, in
// bfloat16; the float32 forward when that failed; the output's tensors as the
// dump) and the canonical reason of its error. Pure.
#include "families/unpack/probe/forwardfindings.h"
#include "report/triagerecord.h"

#include <QString>

namespace dtriage {

class UnpackFindings {
public:
    static TriageRecord::CpuRun cpuRun(const ForwardFindings& found);
    // The runner's step's error: the forward's, else the unpack's; empty when it passes.
    static QString error(const ForwardFindings& found);
    // The runner's step passes: the forward runs and unpacks to one tensor.
    static bool passes(const ForwardFindings& found);
};

}  // namespace dtriage
