#include "config/yamltree.h"

#include <yaml-cpp/anchor.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <spanstream>

namespace dtriage::yaml {

std::string_view Tree::scalar(NodeId id) const
{
    const Node& n = m_nodes[id];
    return n.isScalar() ? std::string_view(m_text).substr(n.begin, n.size) : std::string_view();
}

std::span<const NodeId> Tree::items(NodeId id) const
{
    const Node& n = m_nodes[id];
    return n.isSequence() ? std::span(m_items).subspan(n.begin, n.size) : std::span<const NodeId>();
}

std::span<const Pair> Tree::pairs(NodeId id) const
{
    const Node& n = m_nodes[id];
    return n.isMap() ? std::span(m_pairs).subspan(n.begin, n.size) : std::span<const Pair>();
}

// Builds one document. Children of open collections wait in one shared stack and
// move to the tree's flat arrays when their collection ends, so every sequence's
// items (every map's pairs) end up contiguous.
class TreeBuilder final : public YAML::EventHandler {
public:
    explicit TreeBuilder(Tree& tree) : m_tree(tree) {}

    NodeId root() const { return m_root; }
    int startPos() const { return m_startPos; }

    void OnDocumentStart(const YAML::Mark& mark) override { m_startPos = mark.pos; }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override
    {
        attach(add(mark, Node::Kind::Null, anchor));
    }
    // Like YAML::NodeBuilder: the alias is the anchored node itself, even one
    // that is still open (a cycle).
    void OnAlias(const YAML::Mark&, YAML::anchor_t anchor) override { attach(m_anchors[anchor]); }
    void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  const std::string& value) override;
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override
    {
        open(add(mark, Node::Kind::Sequence, anchor));
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override
    {
        open(add(mark, Node::Kind::Map, anchor));
    }
    void OnMapEnd() override { close(); }

private:
    struct Open {
        NodeId id;
        std::size_t firstChild;  // into m_pending
    };

    NodeId add(const YAML::Mark& mark, Node::Kind kind, YAML::anchor_t anchor);
    void attach(NodeId id);
    void open(NodeId id) { m_open.push_back({id, m_pending.size()}); }
    void close();

    Tree& m_tree;
    std::vector<NodeId> m_anchors;  // yaml-cpp numbers a document's anchors from 1
    std::vector<NodeId> m_pending;
    std::vector<Open> m_open;
    NodeId m_root = 0;
    bool m_hasRoot = false;
    int m_startPos = -1;
};

void TreeBuilder::OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                           const std::string& value)
{
    const NodeId id = add(mark, Node::Kind::Scalar, anchor);
    Node& node = m_tree.m_nodes[id];
    node.nonPlain = tag == "!";
    node.begin = std::uint32_t(m_tree.m_text.size());
    node.size = std::uint32_t(value.size());
    m_tree.m_text += value;
    attach(id);
}

NodeId TreeBuilder::add(const YAML::Mark& mark, Node::Kind kind, YAML::anchor_t anchor)
{
    const auto id = NodeId(m_tree.m_nodes.size());
    Node& node = m_tree.m_nodes.emplace_back();
    node.kind = kind;
    if (!mark.is_null()) {
        node.line = mark.line + 1;
        node.column = mark.column;
        node.pos = mark.pos;
    }
    if (anchor != YAML::NullAnchor) {
        if (m_anchors.size() <= anchor)
            m_anchors.resize(anchor + 1);
        m_anchors[anchor] = id;
    }
    return id;
}

void TreeBuilder::attach(NodeId id)
{
    if (!m_open.empty())
        m_pending.push_back(id);
    else if (!m_hasRoot) {
        m_root = id;
        m_hasRoot = true;
    }
}

void TreeBuilder::close()
{
    const Open done = m_open.back();
    m_open.pop_back();
    Node& node = m_tree.m_nodes[done.id];
    const auto first = m_pending.begin() + std::ptrdiff_t(done.firstChild);
    if (node.isSequence()) {
        node.begin = std::uint32_t(m_tree.m_items.size());
        node.size = std::uint32_t(m_pending.end() - first);
        m_tree.m_items.insert(m_tree.m_items.end(), first, m_pending.end());
    } else {
        // yaml-cpp always emits a key and a value (a null for a missing one).
        node.begin = std::uint32_t(m_tree.m_pairs.size());
        node.size = std::uint32_t((m_pending.end() - first) / 2);
        for (auto it = first; it + 1 < m_pending.end(); it += 2)
            m_tree.m_pairs.push_back({*it, *(it + 1)});
    }
    m_pending.erase(first, m_pending.end());
    attach(done.id);
}

namespace {

// Later documents only matter for where they start: the caller refuses them.
class DocumentStart final : public YAML::EventHandler {
public:
    YAML::Mark start;
    int rootLine = 0;

    void OnDocumentStart(const YAML::Mark& mark) override
    {
        start = mark;
        rootLine = 0;
    }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& mark, YAML::anchor_t) override { node(mark); }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override { node(mark); }
    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                  const std::string&) override
    {
        node(mark);
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                         YAML::EmitterStyle::value) override
    {
        node(mark);
    }
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                    YAML::EmitterStyle::value) override
    {
        node(mark);
    }
    void OnMapEnd() override {}

private:
    void node(const YAML::Mark& mark)
    {
        if (rootLine == 0)
            rootLine = mark.is_null() ? -1 : mark.line + 1;
    }
};

}  // namespace

Stream parse(std::string_view text)
{
    std::ispanstream in(std::span<const char>(text.data(), text.size()));
    YAML::Parser parser(in);
    Stream stream;
    TreeBuilder first(stream.tree);
    if (!parser.HandleNextDocument(first))
        return stream;
    stream.documents = 1;
    stream.root = first.root();
    // yaml-cpp starts an empty document at a token it cannot place (a stray ','
    // or ']' at the top level) without consuming it, forever: YAML::LoadAll runs
    // out of memory. A document that starts where the previous one did is that.
    int previousStart = first.startPos();
    DocumentStart next;
    while (parser.HandleNextDocument(next)) {
        if (++stream.documents == 2)
            stream.secondLine = std::max(next.rootLine, 0);
        if (next.start.pos == previousStart)
            throw YAML::ParserException(next.start, "unexpected token");
        previousStart = next.start.pos;
    }
    return stream;
}

}  // namespace dtriage::yaml
