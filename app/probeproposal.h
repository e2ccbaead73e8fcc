#pragma once
// `propose KEY --probe FILE [--target CHOICE] [--why TEXT] [--apply]`: the unpack
// family's fix from a forward probe run elsewhere (a machine with the model's
// weights: forward_probe.py's printed output saved to FILE), as the session
// would build it: the decision, the proposed (or chosen) loss target, the diff;
// written only with --apply, through the same checks.
#include <QCoreApplication>
#include <QString>

namespace dtriage {

class VerbParser;

class ProbeProposal {
    Q_DECLARE_TR_FUNCTIONS(ProbeProposal)
public:
    struct Options {
        QString probeFile;
        QString choice;  // UnpackChoice::name(); empty: the proposal
        QString why;
        bool apply = false;
    };
    // `loaderPath`: the entry's loader (an override goes there).
    static int run(VerbParser& verb, const QString& loaderPath, const Options& options);
};

}  // namespace dtriage
