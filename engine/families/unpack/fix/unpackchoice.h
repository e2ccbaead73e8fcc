#pragma once
// What the unpack fix returns for the loss, as the user chooses it in the panel
// (or `--target` on the command line) before the diff is built: a registry entry
// for the output's class (one attribute), or an override on the loader (one
// entry, the sum of some entries, the sum of everything). The workbench proposes
// one from the probe's decision; where several tensors could be the loss's
// source the proposal is a judgement call and says so.
#include "core/error.h"
#include "families/unpack/fix/overridewriter.h"
#include "families/unpack/probe/outputtree.h"
#include "families/unpack/probe/unpackdecision.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace dtriage {

struct UnpackChoice {
    Q_DECLARE_TR_FUNCTIONS(UnpackChoice)
public:
    enum class Path { Registry, Override };
    Path path = Path::Override;
    QString attribute;    // Registry: `_register_attr("<Class>", attribute)`
    UnpackTarget target;  // Override: what the method returns, and the user's reason

    // The workbench's proposal for `decision` (an edit-allowing one) over `output`.
    // Tensors in another dtype than the forward ran in (float32 anchors of a
    // bfloat16 model, integer indices) are no head's output: left out of a sum
    // when the others stand apart by key.
    static UnpackChoice propose(const UnpackDecision& decision, const OutputNode& output);
    // The choice a fix is built for: `name` (UnpackChoice::name(), the user's),
    // else the proposal; with the user's reason `why` (which confirms a proposal
    // too). An error when it does not fit the output, or registers a class whose
    // entry is wrong already.
    static Result<UnpackChoice> resolve(const UnpackDecision& decision, const OutputNode& output,
                                        const QString& name, const QString& why);
    // Every choice the panel offers for `output`: registry attributes (a named
    // class, not for a wrong registry entry), each top-level tensor, each
    // top-level entry holding tensors summed, and the sum of all.
    static QList<UnpackChoice> options(const UnpackDecision& decision, const OutputNode& output);

    // "registry:logits", "entry:0", "sum:cls_logits,bbox_regression", "sum": the
    // name `--target` takes and the record keeps (the reason travels apart).
    QString name() const;
    static Result<UnpackChoice> fromName(const QString& name);
    // For people: "registry entry: logits", "override: [0]", "override: the sum
    // of cls_logits and bbox_regression".
    QString label(const OutputNode& output) const;
    // The choice fits `output` (its keys are entries of it; a registry choice
    // needs a named class and a tensor attribute).
    Result<void> checkAgainst(const OutputNode& output) const;

    bool operator==(const UnpackChoice& other) const
    {
        return path == other.path && attribute == other.attribute && target.kind == other.target.kind
            && target.keys == other.target.keys;
    }
};

}  // namespace dtriage
