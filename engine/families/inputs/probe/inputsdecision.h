#pragma once
// Step 4 of the inputs family (tt-xla's triage-inputs skill, steps 4-5): what the
// training-inputs probe allows, by sub-flavor. The CPU error decides the flavor
// (the reason only gated); the fix is one of inputs_edit.py's kinds, made in
// load_inputs only.
#include "families/inputs/probe/inputsfindings.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dtriage {

class InputsDecision {
    Q_DECLARE_TR_FUNCTIONS(InputsDecision)
public:
    enum class Action {
        Proceed,        // a fix of `editKind` in load_inputs
        NoFix,          // the family's error, but no fix applies: xfail (`why`)
        Stale,          // the training step passes: straight to pytest + YAML
        UnpackFamily,   // unpack_forward_output fails: the unpack family's entry
        NotThisFamily,  // another error: another skill's, nothing is edited
        Incomplete,     // the probe did not get as far as the training step
    };

    Action action = Action::Incomplete;
    QString flavor;    // from the CPU error: "decoder_inputs", "missing_targets", "bn_single_value"
    QString editKind;  // Proceed: "decoder_dict", "decoder_key", "targets", "batch_repeat"
    QString why;       // NoFix: the reason, translated

    static InputsDecision decide(const InputsFindings& found);

    QString explanation() const;  // translated, one or two sentences
    static QString actionName(Action action);  // "proceed", "no_fix", ... (records, --json)
    static std::optional<Action> actionFromName(const QString& name);
    static QString summary(Action action);
    // How an edit kind reads for people: "the positional list becomes a dict".
    static QString editDescription(const QString& kind);

private:
    static InputsDecision decoder(const InputsFindings& found);
    static InputsDecision targets(const InputsFindings& found);
    static InputsDecision batchNorm(const InputsFindings& found);
};

}  // namespace dtriage
