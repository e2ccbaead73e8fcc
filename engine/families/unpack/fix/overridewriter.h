#pragma once
// The override fix of the unpack_forward_output family: a
// `def unpack_forward_output(self, forward_output)` method for the loader's
// ModelLoader, written from the forward probe's tree and the user's choice of
// target, one line a statement (the fix step has black shape it), with the skill's two docstring sections
// ("Forward output structure", generated from the tree; "What is selected and
// why", the selection and the user's reason -- or, without one, that which loss it
// feeds is a guess to confirm). A sum returns a scalar, `sum(t.sum() for t in ...)`
// (tensors of different shapes do not broadcast): over the tensors themselves, as
// the skill and the merged PRs write it, when they are the entries or one flat
// tuple/list; through tt-forge-models' extract_tensors_recursive (an import) only
// for a nested structure.
#include "families/unpack/probe/outputtree.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace dtriage {

// What the override returns.
struct UnpackTarget {
    enum class Kind {
        Entry,   // one entry of the output as it is: `forward_output[0]`, `forward_output.logits`
        SumAll,  // every tensor in the output, summed
        SumOf,   // every tensor under the named top-level entries, summed
    };
    Kind kind = Kind::SumAll;
    QStringList keys;  // Entry: one key; SumOf: one or more; as OutputNode::Entry::key
    QString why;       // the user's reason: which loss reads it (one sentence or more)
};

class OverrideWriter {
    Q_DECLARE_TR_FUNCTIONS(OverrideWriter)
public:
    static constexpr int kLineLength = 88;  // black's, and tt-forge-models'
    static constexpr int kMethodIndent = 4;

    // The method, preceded by one blank line, ending in "\n"; an error when a key
    // is not an entry of the output or the target returns nothing.
    static Result<QByteArray> method(const OutputNode& output, const UnpackTarget& target);
    // The import a sum needs, placed after `from ...base import ForgeModel`: relative
    // to the loader's package, `loaderPath` (relative to the loaders' root:
    // "siglip/image_text_similarity/pytorch/loader.py" is three packages deep, so
    // "from ....tools.utils import extract_tensors_recursive").
    static QByteArray importLine(const QString& loaderPath);
    // Whether the method sums through extract_tensors_recursive (a nested structure).
    static bool needsImport(const OutputNode& output, const UnpackTarget& target);
    // "the sum of all 2 tensors", "the sum of cls_logits and bbox_regression", "logits", "[0]".
    static QString selection(const OutputNode& output, const UnpackTarget& target);
    // The tree as the docstring shows it: "tuple of 2:", "  [0] Tensor (2, 16, 6) torch.bfloat16".
    static QStringList structureLines(const OutputNode& output);
    // Python for the entry `key` of `output`: `forward_output[0]`, `forward_output["boxes"]`,
    // `forward_output.logits` (a named class, read as attributes).
    // Empty when `key` cannot be an index of a sequence.
    static QString access(const OutputNode& output, const QString& key);
    // `text` as a Python string literal, double-quoted as black writes it: "...",
    // every backslash, quote and unprintable character escaped (PythonLiteral).
    static QString pythonString(const QString& text);
};

}  // namespace dtriage
