#pragma once
// The scope of an unpack fix (tt-xla's triage-unpack-forward-output skill, step 6):
// an override covers its loader's other training entries; a registry entry is
// global by class name, so it covers every training entry whose reason is this
// family's and whose model emits that class. Each candidate gets a forward probe
// with the fix on disk; from its result and its own YAML reason it is included in
// the YAML plan (branch B: it passes now) or left alone with a note saying why.
#include "config/configfile.h"
#include "families/probe/scopecandidate.h"
#include "record/triagerecord.h"
#include "yamlplan/yamltarget.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dtriage {

class UnpackScope {
    Q_DECLARE_TR_FUNCTIONS(UnpackScope)
public:
    // A registry entry's for `className`: every other training entry whose reason
    // is this family's, except those whose reason names another class (their
    // model emits that one; no probe needed to leave them alone).
    static ScopeCandidates ofRegistry(const ConfigFile& training, const QString& triagedKey, const QString& className);
    // A probed candidate: its target when included; `entry` notes why or why not.
    // `className`: a registry scope's class; empty for an override's.
    static std::optional<YamlTarget> include(const ScopeCandidate& candidate, const QString& className,
                                             TriageRecord::EntryResult& entry);
};

}  // namespace dtriage
