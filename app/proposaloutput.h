#pragma once
// How `propose` ends for every family and either request (a probe run elsewhere,
// the loader's source alone): the family's lines and JSON fields, then the diff
// of every file with how the loader's edit was formatted, written (all files or
// none) only with --apply.
#include "families/proposedfix.h"

#include <QCoreApplication>

namespace dtriage {

class VerbParser;

class ProposalOutput {
    Q_DECLARE_TR_FUNCTIONS(ProposalOutput)
public:
    static int finish(VerbParser& verb, const ProposedFix& proposal, bool apply);

private:
    static int showAndWrite(VerbParser& verb, const QList<FileEdit>& files, bool apply);
};

}  // namespace dtriage
