#pragma once
// `propose --probe` for the inputs family: from an inputs probe run elsewhere,
// where each returned part lands, the decision and the load_inputs edit; the
// returns of load_inputs the probe's call did not reach are named, left as they are.
#include "families/proposedfix.h"

#include <QCoreApplication>

namespace dtriage {

class InputsProbeFix {
    Q_DECLARE_TR_FUNCTIONS(InputsProbeFix)
public:
    static ProposedFix propose(const ProbeFixRequest& request);
};

}  // namespace dtriage
