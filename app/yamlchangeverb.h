#pragma once
// The command line's face of a YamlChange (verify, sync): the diff printed and put
// in the JSON ("diff", "written"), nothing written without --yes (exit 4, with the
// verb's words for how to write it), else the one write, said.
#include "verbparser.h"
#include "yamlchange/yamlchange.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class YamlChangeVerb {
    Q_DECLARE_TR_FUNCTIONS(YamlChangeVerb)

public:
    // The verb's own words around the diff.
    struct Words {
        QString beforeDiff;  // printed before the diff (sync: an empty line)
        QString notWritten;  // without --yes: how to write it
        QString written;     // after the write
    };
    enum class Outcome { NoChange, NeedsApproval, Written, Failed };

    // Says and, with `yes`, writes `change`. A failed write is said and the verb
    // finished (VerbParser::fail): return ExitFailure, never finish again. Else the
    // verb finishes with exitCode(outcome), after what it adds of its own.
    static Outcome apply(VerbParser& verb, const YamlChange& change, bool yes, const Words& words);
    // The same for changes of several YAMLs (sync: every YAML the runs cover): one
    // diff of those that change something, written one file after the other.
    static Outcome apply(VerbParser& verb, const QList<YamlChange>& changes, bool yes, const Words& words);
    // ExitOk, ExitNeedsApproval, or ExitFailure for Failed (already finished).
    static int exitCode(Outcome outcome);
};

}  // namespace dtriage
