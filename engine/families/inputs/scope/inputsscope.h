#pragma once
// The scope of an inputs fix (tt-xla's triage-inputs skill, step 6): the fix is
// in the loader's load_inputs, so it reaches every training entry of the loader;
// each gets the training-inputs probe with the fix on disk (a few at a time) and
// is included when its own reason is this family's and its training step now
// passes (branch B) or moved on to another error (branch C); one expected to pass
// that fails with the fix is said so. load_inputs does not know the run mode, so
// the fix reaches inference too: the inference tests of every variant of the
// loader run with pytest (inferenceKeys()).
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "config/entry.h"
#include "families/inputs/probe/inputsprobejob.h"
#include "families/probequeue.h"
#include "report/triagerecord.h"
#include "session/yamltarget.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <optional>
#include <utility>

namespace dtriage {

class InputsScope {
    Q_DECLARE_TR_FUNCTIONS(InputsScope)
public:
    struct Candidate {
        TestKey key;
        Entry entry;
        std::optional<InputsProbeResult> probe;
    };

    // The returns the fix wrote, each's lines (first, last) in the loader as it
    // is now: a candidate whose load_inputs call returns elsewhere reaches none.
    struct FixedLines {
        QList<std::pair<int, int>> spans;
        bool known() const { return !spans.isEmpty(); }
        bool contain(int line) const
        {
            return std::any_of(spans.cbegin(), spans.cend(),
                               [line](const auto& span) { return line >= span.first && line <= span.second; });
        }
    };

    // The training entries of `triaged`'s loader other than it.
    void collect(const ConfigFile& training, const TestKey& triaged, FixedLines fixed);

    bool isEmpty() const { return m_candidates.isEmpty(); }
    const Candidate& at(int index) const { return m_candidates.at(index); }
    std::optional<int> startNext(int limit) { return m_queue.startNext(limit); }
    bool finish(int index, const InputsProbeResult& result);
    // Appends every candidate's entry to `record`; the included ones' targets.
    QList<YamlTarget> addEntries(TriageRecord& record) const;

    // The inference test keys of `triaged` and of every other variant with a training entry.
    QStringList inferenceKeys(const TestKey& triaged) const;

private:
    std::optional<YamlTarget> include(const Candidate& candidate, TriageRecord::EntryResult& entry) const;
    static bool brokenByFix(const Candidate& candidate);
    // It still fails for a missing input at a return of load_inputs the fix left as it was.
    bool returnsBesideFix(const Candidate& candidate) const;

    QList<Candidate> m_candidates;
    ProbeQueue m_queue;
    FixedLines m_fixed;
};

}  // namespace dtriage
