#pragma once
// `propose KEY --probe FILE [--target CHOICE] [--why TEXT] [--apply]`: a family's
// fix from a probe run elsewhere (a machine with the model's weights: the probe's
// printed output saved to FILE; its greeting names the probe, and so the family),
// as the family's session would build it (FailureFamily::proposeFromProbe);
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
        QString choice;  // the family's choice of fix (--target); empty: the proposal
        QString why;
        bool apply = false;
        QString modelPath;  // the entry's: a probe of another loader or variant is refused
        QString variant;
        bool noBlack = false;  // --no-black
        QString interpreter;   // --interpreter: whose black shapes the edit (ProposeCommand::blackFor)
    };
    // `loaderPath`: the entry's loader (an override goes there).
    static int run(VerbParser& verb, const QString& loaderPath, const Options& options);
};

}  // namespace dtriage
