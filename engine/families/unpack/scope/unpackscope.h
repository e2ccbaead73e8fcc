#pragma once
// The scope of an unpack fix (tt-xla's triage-unpack-forward-output skill, step 6):
// an override covers its loader's other training entries; a registry entry is
// global by class name, so it covers every training entry whose reason is this
// family's and whose model emits that class. Each candidate gets a forward probe
// with the fix on disk (at most a few at a time); from its result and its own
// YAML reason it is included in the YAML plan (branch B: it passes now) or left
// alone with a note saying why.
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "config/entry.h"
#include "families/probequeue.h"
#include "families/unpack/probe/forwardprobejob.h"
#include "report/triagerecord.h"
#include "session/yamltarget.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace dtriage {

class UnpackScope {
    Q_DECLARE_TR_FUNCTIONS(UnpackScope)
public:
    struct Candidate {
        TestKey key;
        Entry entry;
        std::optional<ForwardProbeResult> probe;
    };

    // An override's: the training entries of `modelPath` other than `triagedKey`.
    void collectLoader(const ConfigFile& training, const QString& triagedKey, const QString& modelPath);
    // A registry entry's for `className`: every other training entry whose reason
    // is this family's, except those whose reason names another class (their
    // model emits that one; no probe needed to leave them alone).
    void collectRegistry(const ConfigFile& training, const QString& triagedKey, const QString& className);

    bool isEmpty() const { return m_candidates.isEmpty(); }
    const Candidate& at(int index) const { return m_candidates.at(index); }
    std::optional<int> startNext(int limit) { return m_queue.startNext(limit); }
    // Notes `index`'s probe; true once every candidate's result is in.
    bool finish(int index, const ForwardProbeResult& result);
    // Appends every candidate's entry to `record` and returns the included ones'
    // targets, in order.
    QList<YamlTarget> addEntries(TriageRecord& record) const;

private:
    std::optional<YamlTarget> include(const Candidate& candidate, TriageRecord::EntryResult& entry) const;

    QList<Candidate> m_candidates;
    QString m_className;  // a registry scope's class; empty for an override's
    ProbeQueue m_queue;
};

}  // namespace dtriage
