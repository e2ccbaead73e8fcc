#pragma once
// The runs' proposals this checkout has overtaken (issue 47 §7). Right after a
// triage here wrote a new reason and fixed the loader, the weekly runs still hold
// the old error, and their "record" would write it back. An entry is held back
// when it or its loader changed after the newest run's head commit:
// - a triage of this checkout (its record) wrote the entry's YAML or applied its
//   loader fix after that run was made;
// - git knows that commit, and the entry differs from the YAML at it, or the
//   loader's folder from the tt-forge-models commit it pinned (a later commit or
//   an uncommitted edit alike);
// - git does not know that commit (not fetched): the entry or the loader has
//   uncommitted changes.
// Held back: shown and marked, never in Approve All nor `sync --yes` unless named.
#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace dtriage {

class CiHistory;
class Checkout;

class LocalChanges {
    Q_DECLARE_TR_FUNCTIONS(LocalChanges)
public:
    // Why each changing entry of `history` is held back (translated), by key.
    // Blocking (git, the records): a worker's or the command line's.
    static QHash<QString, QString> of(const CiHistory& history, const Checkout& checkout, const QString& sessionsRoot);
};

}  // namespace dtriage
