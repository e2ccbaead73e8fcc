#pragma once
// A small read-only YAML tree built from yaml-cpp's parser events. YAML::LoadAll
// allocates several heap objects per node (shared pointers, a memory pool, a map
// vector); here a document is four flat vectors, which makes loading the real
// config files about a third faster. Aliases are node ids shared with their
// anchor, so the tree is a graph exactly like yaml-cpp's (an alias inside its own
// anchor makes a cycle): walkers must bound their depth and work.
#include <QString>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace dtriage::yaml {

// A scalar of the tree (UTF-8) as a QString.
inline QString str(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

using NodeId = std::uint32_t;

struct Node {
    enum class Kind : std::uint8_t { Null, Scalar, Sequence, Map };

    Kind kind = Kind::Null;
    // yaml-cpp tags every quoted, literal or folded scalar "!" and plain ones "?";
    // an explicit tag (`!!str x`) is neither.
    bool nonPlain = false;
    int line = 0;    // 1-based; 0 when yaml-cpp gave no position
    int column = 0;  // 0-based
    int pos = -1;    // byte offset of the node's first byte, not counting a BOM
    std::uint32_t begin = 0;  // into the scalar text, the sequence items or the map pairs
    std::uint32_t size = 0;   // bytes, items or pairs

    bool isNull() const { return kind == Kind::Null; }
    bool isScalar() const { return kind == Kind::Scalar; }
    bool isSequence() const { return kind == Kind::Sequence; }
    bool isMap() const { return kind == Kind::Map; }
};

struct Pair {
    NodeId key;
    NodeId value;
};

class Tree {
public:
    const Node& operator[](NodeId id) const { return m_nodes[id]; }
    // Empty for anything but a scalar, like YAML::Node::Scalar().
    std::string_view scalar(NodeId id) const;
    std::span<const NodeId> items(NodeId id) const;  // empty unless a sequence
    std::span<const Pair> pairs(NodeId id) const;    // in file order; empty unless a map
    std::size_t nodeCount() const { return m_nodes.size(); }

private:
    friend class TreeBuilder;
    std::vector<Node> m_nodes;
    std::vector<NodeId> m_items;
    std::vector<Pair> m_pairs;
    std::string m_text;  // all scalar values, back to back
};

// The first document of a stream as a tree, and what callers need of the others.
struct Stream {
    Tree tree;
    int documents = 0;   // 0 for a stream with no document (only comments)
    NodeId root = 0;     // of the first document; valid when documents > 0
    int secondLine = 0;  // line of the second document's root node, when there is one
};

// Parses every document (so a syntax error anywhere is reported, as YAML::LoadAll
// does) but builds only the first. Throws YAML::Exception (DeepRecursion for
// nesting beyond yaml-cpp's limit) on malformed input.
Stream parse(std::string_view text);

}  // namespace dtriage::yaml
