#pragma once
// docs/triage.md §2 step 6: the loader-wide scope of a triage. The other training entries
// of the triaged entry's loader (its siblings) each get a CPU repro, at most a
// few at a time; from each one's result, its own YAML reason and whether the fix
// landed, a sibling is included in the YAML plan (with its branch) or left alone
// with a note saying why.
#include "analysis/loaderanalysis.h"
#include "config/configfile.h"
#include "config/entry.h"
#include "record/triagerecord.h"
#include "families/dtype/probe/reprojob.h"
#include "families/probequeue.h"
#include "run/warmworker.h"  // reprojob.h needs it complete
#include "families/scoperesult.h"
#include "yamlplan/yamltarget.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace dtriage {

class DtypeSiblingScope {
    // The strings are the session's own: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    struct Sibling {
        QString key;
        QString variant;
        Entry entry;
        std::optional<ReproResult> repro;
    };

    // Starts over with the training entries of `modelPath` other than `triagedKey`.
    void collect(const ConfigFile& training, const QString& triagedKey, const QString& modelPath);
    bool isEmpty() const { return m_siblings.isEmpty(); }
    const Sibling& at(int index) const { return m_siblings.at(index); }
    // The next sibling to start while fewer than `limit` run, counted as running
    // from now on; none when `limit` run or every sibling has started.
    std::optional<int> startNext(int limit) { return m_queue.startNext(limit); }
    // Notes `index`'s result; true once every sibling's result is in.
    bool finish(int index, const ReproResult& result);
    // Every sibling's entry and the included ones' targets, in order (branches by
    // YamlTarget::branchOfSibling).
    ScopeResult result(const std::optional<LoaderAnalysis>& analysis, bool fixLanded, const QString& loadersRoot) const;

private:
    static std::optional<YamlTarget> include(const Sibling& sibling, TriageRecord::EntryResult& entry,
                                             bool fixLanded, const QString& loadersRoot);

    QList<Sibling> m_siblings;
    ProbeQueue m_queue;
};

}  // namespace dtriage
