#pragma once
// What a failure family reads from the loaders' source alone, nothing run: the
// `scan` verb's pre-flight of every loader and `propose KEY` without --probe. The
// family owns it (FailureFamily::sourceAnalysis), as it owns its probe
// (FamilyProbe, what runs); the verbs never name a family.
#include "families/proposedfix.h"

#include <QCommandLineOption>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace dtriage {

// `scan`: what a family's pre-flight of every loader prints.
struct LoaderScanOutput {
    QStringList lines;     // the text, a line each
    QJsonObject json;      // the verb's JSON fields
    QStringList problems;  // said on stderr: a loader that could not be analysed
};

class FamilySourceAnalysis {
public:
    virtual ~FamilySourceAnalysis() = default;

    // What `scan` predicts for this family, for the verb's help ("which loaders
    // build a floating input that stays float32 ..."); translated.
    virtual QString prediction() const = 0;
    // `scan`: every loader under `loadersRoot`. Blocking (loader analysis).
    virtual LoaderScanOutput scan(const QString& loadersRoot) const = 0;

    // `propose` without --probe: the options only this family takes (--flavor).
    // One of them given chooses this family whatever the entry's reason.
    virtual QList<QCommandLineOption> options() const = 0;
    // The fix the loader's source allows for `request`. Blocking.
    virtual ProposedFix propose(const SourceFixRequest& request) const = 0;
};

}  // namespace dtriage
