#pragma once
// `dtype-triage propose KEY --checkout DIR [--probe FILE] [family options] [--apply]`:
// the loader fix for an entry, with its evidence and diff, from the loader's
// source alone (the family of the entry's reason, or of the options given:
// FamilySourceAnalysis) or from a probe run elsewhere (ProbeProposal); written
// only with --apply, through the same validation and conflict checks as the window.
#include "analysis/loadereditresult.h"
#include "format/blackchoice.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace dtriage {

class VerbParser;

class ProposeCommand {
    Q_DECLARE_TR_FUNCTIONS(ProposeCommand)

public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
    // Whose black shapes a proposed edit: none with --no-black, else the
    // checkout's Python's (resolved as a session would, with --interpreter), else
    // the workbench's; with the loaders' pin.
    static BlackChoice blackFor(VerbParser& verb, bool noBlack, const QString& interpreter);
    // "formatting: formatted by black 23.1.0 (…), but … pins black 22.3.0 …" and the
    // same in the JSON (formatter, formatter_from, black_pin, formatting).
    static void showFormatting(VerbParser& verb, const LoaderEditResult& edit);
};

}  // namespace dtriage
