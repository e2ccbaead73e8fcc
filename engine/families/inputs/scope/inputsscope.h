#pragma once
// The scope of an inputs fix (tt-xla's triage-inputs skill, step 6): the fix is
// in the loader's load_inputs, so it reaches every training entry of the loader;
// each gets the training-inputs probe with the fix on disk and is included when
// its own reason is this family's and its training step now passes (branch B) or
// moved on to another error (branch C); one expected to pass that fails with the
// fix is said so. load_inputs does not know the run mode, so the fix reaches
// inference too: the inference tests of every variant of the loader run with
// pytest (inferenceKeys()).
#include "config/configfile.h"
#include "families/probe/scopecandidate.h"
#include "record/triagerecord.h"
#include "yamlplan/yamltarget.h"

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

    // A probed candidate: its target when included; `entry` notes why or why not,
    // `review` takes an entry the fix may have broken or did not reach.
    static std::optional<YamlTarget> include(const ScopeCandidate& candidate, const FixedLines& fixed,
                                             TriageRecord::EntryResult& entry, QStringList& review);
    // The inference test keys of `triaged` and of every candidate, and the loader's
    // entries in the inference YAML whatever their variant (issue 46 §1: a variant
    // with inference entries only reaches the edited return too).
    static QStringList inferenceKeys(const TestKey& triaged, const ScopeCandidates& candidates,
                                     const ConfigFile* inference = nullptr);

private:
    static std::optional<YamlTarget> judge(const ScopeCandidate& candidate, const FixedLines& fixed,
                                           TriageRecord::EntryResult& entry);
    static bool brokenByFix(const ScopeCandidate& candidate);
    // It still fails for a missing input at a return of load_inputs the fix left as it was.
    static bool returnsBesideFix(const ScopeCandidate& candidate, const FixedLines& fixed);
};

}  // namespace dtriage
