#pragma once
// The other variants whose load_inputs calls the fix must reach (tt-forge-models
// PR #643's whisper: a branch per variant, each with its own return). Before the
// fix, when load_inputs returns in more than one place, the loader's other
// training entries whose YAML reason is this family's get the training-inputs
// probe too; a return that one of them reaches and that fails the same way, with
// the same edit decided, is edited in the same diff. A return no failing variant
// reaches is left as it is (whisper's turbo branch, right already).
#include "config/configfile.h"
#include "families/probe/scopecandidate.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace dtriage {

class InputsSiblings {
    Q_DECLARE_TR_FUNCTIONS(InputsSiblings)
public:
    struct Returns {
        QList<int> lines;   // the other returns to edit, lines of the loader as it is
        QStringList notes;  // per sibling: which return it reaches, and what is done with it
    };

    // The training entries of `triaged`'s loader other than it whose reason is this family's.
    static ScopeCandidates of(const ConfigFile& training, const TestKey& triaged);
    // Of `candidates` (the returns the test's call does not reach), those a probed
    // sibling reaches and fails at as the test does, with the same edit `kind`.
    static Returns returnsToEdit(const ScopeCandidates& siblings, const QString& kind, const QList<int>& candidates);

private:
    static QString noteOf(const ScopeCandidate& sibling, const QString& kind, const QList<int>& candidates, bool* edit);
};

}  // namespace dtriage
