#pragma once
// `propose --probe` for the unpack family: from a forward probe run elsewhere, the
// decision, the output's structure, the proposed (or chosen) loss target and its
// fix, as the session builds it.
#include "families/proposedfix.h"

#include <QCoreApplication>

namespace dtriage {

class UnpackProbeFix {
    Q_DECLARE_TR_FUNCTIONS(UnpackProbeFix)
public:
    static ProposedFix propose(const ProbeFixRequest& request);
};

}  // namespace dtriage
