#pragma once
// Step 4 of the unpack_forward_output family (tt-xla's triage-unpack-forward-output
// skill, steps 3 and 5): what the forward probe allows. The probe decides, not the
// YAML reason: an entry whose loader already overrides the method, or whose class
// is registered with a tensor attribute, is stale.
#include "families/unpack/probe/forwardfindings.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

class UnpackDecision {
    Q_DECLARE_TR_FUNCTIONS(UnpackDecision)
public:
    enum class Action {
        Stale,          // a handler applies and gives one tensor: straight to pytest + YAML
        RegistryEntry,  // a named output class whose loss target is one attribute
        Override,       // a bare tuple/list/dict, or no single attribute: a method on the loader
        WrongRegistry,  // registered with an attribute that is no tensor: delete it, override
        Escalate,       // the forward fails in float32 too: nothing is edited
        NotThisFamily,  // the forward fails in bfloat16 only: a dtype failure, not an unpack one
        BrokenOverride, // the loader's own method gives no tensor: a human's to rewrite, nothing edited
        TooDeep,        // an override's tensors lie deeper than the probe reads: nothing is edited
        Incomplete,     // the probe did not get as far as unpacking
    };

    Action action = Action::Incomplete;
    // RegistryEntry: the attribute proposed ("logits"). Override: the paths of the
    // tensors proposed ("[0]", "cls_logits"), all of them unless a conventional
    // loss target stands out.
    QString attribute;
    QStringList tensorPaths;
    // Which loss reads the target, where the workbench knows it (LossTargetTable):
    // the override's docstring and the registry line's review say it.
    QString reason;
    // Several tensors could be the loss's source: the proposal is a guess the user
    // confirms or changes before the diff is built.
    bool judgementCall = false;

    static UnpackDecision decide(const ForwardFindings& found);

    bool allowsEdits() const
    {
        return action == Action::RegistryEntry || action == Action::Override || action == Action::WrongRegistry;
    }
    QString explanation() const;  // translated, one or two sentences
    static QString actionName(Action action);  // "stale", "registry_entry", ... (records, --json)
    static std::optional<Action> actionFromName(const QString& name);
    // What an action means, without this decision's particulars (the report's
    // words for a recorded decision).
    static QString summary(Action action);

    // The attributes that are a model's loss target by convention (the skill's
    // table of defaults): logits, last_hidden_state, predicted_depth, ...
    static const QStringList& conventionalTargets();
};

}  // namespace dtriage
