#pragma once
// `propose KEY --probe FILE [--target CHOICE] [--why TEXT] [--apply]`: a family's
// fix from a probe run elsewhere (a machine with the model's weights: the probe's
// printed output saved to FILE; its greeting names the probe), as the session
// would build it: the unpack family's decision, proposed (or chosen) loss target
// and diff (forward_probe.py), or the inputs family's decision and load_inputs
// edit (inputs_probe.py); written only with --apply, through the same checks.
#include "analysis/loadereditresult.h"
#include "format/blackchoice.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <variant>

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
        QString modelPath;  // the entry's: a probe of another loader or variant is refused
        QString variant;
        bool noBlack = false;  // --no-black
        QString interpreter;   // --interpreter: whose black shapes the edit (ProposeCommand::blackFor)
    };
    // `loaderPath`: the entry's loader (an override goes there).
    static int run(VerbParser& verb, const QString& loaderPath, const Options& options);

private:
    // Each family's part: the files its fix edits, or the verb's exit code when
    // there is no fix to show.
    static std::variant<int, QList<FileEdit>> unpackEdits(VerbParser& verb, const QString& loaderPath,
                                                          const Options& options);
    static std::variant<int, QList<FileEdit>> inputsEdits(VerbParser& verb, const QString& loaderPath,
                                                          const Options& options);
    // The diff of every file, with how the loader's edit was formatted; written
    // (all or none) with `apply`.
    static int showAndWrite(VerbParser& verb, const QList<FileEdit>& files, bool apply);
};

}  // namespace dtriage
