#pragma once
// How a failure family recognises its own error in text (a YAML reason, a CPU
// error line, pytest's failure): what step 7 of every family needs to tell "the
// original failure is still there" from "the test got past it". The family owns
// the rule (FailureFamily::signature()); YamlPlan only asks.
#include <QString>

namespace dtriage {

class FailureSignature {
public:
    virtual ~FailureSignature() = default;
    // Whether `text` (an error line, a traceback, a log) shows the family's error.
    virtual bool matches(const QString& text) const = 0;
    // The reason the YAML gets for the family's error: the shape tt-xla's skill
    // writes, with test-specific details dropped. A raw line is normalised too.
    virtual QString canonicalReason(const QString& text) const = 0;
    // Branch B's review when pytest still shows the family's error although the
    // fix works on CPU: the likely cause, for a human. Translated.
    virtual QString stillFailsReview() const = 0;
};

}  // namespace dtriage
