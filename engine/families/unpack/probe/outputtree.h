#pragma once
// The structure of a forward's output as forward_probe.py prints it (its
// "output_tree" event): tensors with shape and dtype, containers and objects with
// their class name and entries. An HF ModelOutput is a mapping whose class is not
// "dict": the class name is what the handler registry is keyed by.
#include "core/error.h"
#include "core/pythonliteral.h"
#include "run/probefields.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace dtriage {

struct OutputNode {
    enum class Kind { Tensor, Mapping, Sequence, Object, Value, None, Truncated };
    struct Entry;

    Kind kind = Kind::None;
    QString className;  // "tuple", "dict", "MultipleChoiceModelOutput"; "Tensor" for a tensor
    QList<qint64> shape;  // tensors
    QString dtype;        // tensors: "torch.bfloat16"
    // tensors: whether autograd tracks it (forward_probe.py's "requires_grad"; older
    // probes print none: unknown, taken as tracked).
    std::optional<bool> requiresGrad;
    QString repr;         // values: "3"
    QList<Entry> entries;  // mappings, sequences, objects; in order
    // A tuple that stands for a ModelOutput (transformers' return_dict=False): the
    // class the forward is annotated to return ("SiglipOutput") and the field each
    // position holds (forward_probe.py's "fields_of", "position_names"); empty when
    // the annotation names none or its fields do not match the tuple's length.
    QString fieldsOf;
    QStringList positionNames;
    int more = 0;          // entries the probe did not list

    bool isTensor() const { return kind == Kind::Tensor; }
    // A tuple, list or dict (OrderedDict, defaultdict): no class name of its own
    // to register a handler for.
    bool isBareContainer() const;
    // extract_tensors_recursive finds the tensors in it (a plain object it does not enter).
    bool isEnterable() const;
    // "Tensor (2, 16, 6) torch.bfloat16", "tuple of 2", "MultipleChoiceModelOutput of 2".
    QString headline() const;
    // Every tensor below this node (itself included), depth first, with its path
    // from here: "[0]", "cls_logits[1]", "logits".
    QList<QPair<QString, const OutputNode*>> tensors(const QString& path = {}) const;
    // Whether a loss could run backward through it: a tensor autograd tracks (or
    // one not known not to be), a container holding one. Anchors and other
    // reference geometry need none (issue 46 §3).
    bool hasGradPath() const;
    // Whether the probe stopped reading somewhere below (a "truncated" node:
    // nested deeper than forward_probe.py's MAX_DEPTH): tensors() misses what is there.
    bool cutBelow() const;
    // The first entry named `key` (a mapping's or object's key, a sequence's index as text).
    const Entry* entry(const QString& key) const;
    const OutputNode* child(const QString& key) const;
    // Whether a fix may name the entry `key` in code: it is there, its key is a
    // constant we write (Entry::literal) and no other entry shows as it.
    bool nameable(const QString& key) const;
    // An entry of this node as the tree and the docstring name it: "[0]" for a
    // sequence's index, the name itself otherwise (a namedtuple's field too).
    QString label(const QString& key) const;
    // The position of the field `name` in a tuple that stands for fieldsOf: "1"; empty
    // when the tuple has no such field.
    QString positionOf(const QString& name) const;
    // The path step to the entry below `path`: "[0]", ".logits", or "logits" at the top.
    QString step(const QString& key, const QString& path) const;

    // The node `fields` holds, read as data (ProbeFields): a class is a Python
    // name, a dtype torch's, an entry's literal a constant that str() shows as its
    // key. A problem is `fields`' error; the node is then incomplete.
    static OutputNode read(ProbeFields& fields, int depth = 0);
    // One tree alone (tests): read() as an "output_tree" event's "tree".
    static Result<OutputNode> fromJson(const QJsonObject& json);
    static constexpr int kMaxDepth = 16;  // forward_probe.py stops at kProbeDepth
    static constexpr int kProbeDepth = 8;  // forward_probe.py's MAX_DEPTH
    static constexpr int kMaxEntries = 1000;  // it lists 48
    bool operator==(const OutputNode&) const = default;
};

struct OutputNode::Entry {
    QString key;
    // The key as a constant: a str (also from older probes, which print none), an
    // int, a bool, None. None of those for a key the probe prints no literal for (a
    // tuple, a float, an enum: forward_probe.py's "literal": null) or one two
    // entries show as: such an entry is shown, never named in a fix.
    std::optional<PythonLiteral> literal;
    std::shared_ptr<OutputNode> value;
    bool operator==(const Entry& other) const
    {
        return key == other.key && literal == other.literal && (value == other.value || (value && other.value && *value == *other.value));
    }
};

}  // namespace dtriage
