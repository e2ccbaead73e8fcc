#pragma once
// ConfigFile's checks on the YAML tree that yaml-cpp itself does not make.
#include "config/configfile.h"
#include "config/lineindex.h"
#include "config/yamltree.h"
#include "core/error.h"

#include <QByteArrayView>
#include <QHash>
#include <QString>

#include <vector>

namespace dtriage {

// Real files nest five levels deep; anything far deeper is either hostile or an
// alias cycle (yaml-cpp builds `&a [*a]` as a cyclic graph), so walks stop here.
inline constexpr int kMaxDepth = 64;

// Walks every node once: duplicate keys at any level (tt-xla's ruamel refuses them,
// yaml-cpp keeps both), and quoted scalars that never close (yaml-cpp silently
// runs them to the end of the file). A node budget stops alias "billion laughs"
// expansion: without aliases a file cannot hold more nodes than bytes.
class TreeCheck {
public:
    TreeCheck(const yaml::Tree& tree, QByteArrayView bytes, qsizetype bomLength,
              const LineIndex& lines, const QString& path)
        : m_tree(tree), m_bytes(bytes), m_bom(bomLength), m_lines(lines), m_path(path),
          m_budget(2 * bytes.size() + 64), m_quoteChecked(tree.nodeCount(), false)
    {
    }

    Result<void> run(yaml::NodeId root) { return visit(root, 0); }

private:
    Result<void> visit(yaml::NodeId id, int depth)
    {
        const yaml::Node& node = m_tree[id];
        if (depth > kMaxDepth)
            return fail(ConfigFile::tr("The YAML is nested too deeply (or an alias refers to itself)"),
                        m_path, node.line);
        if (--m_budget < 0)
            return fail(ConfigFile::tr("The YAML expands to too many nodes (aliases)"), m_path, node.line);
        if (node.isScalar())
            return checkQuote(id);
        for (const yaml::NodeId child : m_tree.items(id)) {
            if (auto ok = visit(child, depth + 1); !ok)
                return ok;
        }
        return node.isMap() ? visitMap(id, depth) : Result<void>();
    }

    Result<void> visitMap(yaml::NodeId map, int depth)
    {
        // Small maps (the fields of an entry) are cheaper to scan than to hash.
        std::unordered_map<std::string_view, int> seen;
        std::vector<std::pair<std::string_view, int>> few;
        const std::size_t size = m_tree.pairs(map).size();
        const bool big = size > 16;
        if (big)
            seen.reserve(size);
        else
            few.reserve(size);
        for (const yaml::Pair& kv : m_tree.pairs(map)) {
            if (auto ok = checkDuplicate(kv.key, big ? remember(seen, kv.key) : remember(few, kv.key));
                !ok)
                return ok;
            if (auto ok = visit(kv.key, depth + 1); !ok)
                return ok;
            if (auto ok = visit(kv.value, depth + 1); !ok)
                return ok;
        }
        return {};
    }

    Result<void> checkDuplicate(yaml::NodeId key, int firstLine) const
    {
        if (firstLine < 0)
            return {};
        return fail(ConfigFile::tr("Duplicate key “%1” (first on line %2); tt-xla refuses "
                       "files with duplicate keys")
                        .arg(yaml::str(m_tree.scalar(key)))
                        .arg(firstLine),
                    m_path, m_tree[key].line);
    }

    // The line of an earlier identical scalar key, or -1 after remembering this one.
    int remember(std::unordered_map<std::string_view, int>& seen, yaml::NodeId key) const
    {
        if (!m_tree[key].isScalar())
            return -1;
        const auto [it, inserted] = seen.emplace(m_tree.scalar(key), m_tree[key].line);
        return inserted ? -1 : it->second;
    }
    int remember(std::vector<std::pair<std::string_view, int>>& seen, yaml::NodeId key) const
    {
        if (!m_tree[key].isScalar())
            return -1;
        const std::string_view text = m_tree.scalar(key);
        for (const auto& [k, l] : seen) {
            if (k == text)
                return l;
        }
        seen.emplace_back(text, m_tree[key].line);
        return -1;
    }

    Result<void> checkQuote(yaml::NodeId id)
    {
        // An aliased scalar is one node: scanning its text once is enough (an alias
        // bomb of a long quoted string would otherwise rescan it per reference).
        const yaml::Node& node = m_tree[id];
        if (!node.nonPlain || node.line == 0 || m_quoteChecked[id])
            return {};
        m_quoteChecked[id] = true;
        // The mark is on the scalar's first byte, counted without a BOM.
        const qsizetype at = node.pos + m_bom;
        if (at < 0 || at >= m_bytes.size() || m_lines.lineAt(at) != node.line)
            return {};
        const char quote = m_bytes[at];
        if ((quote == '"' || quote == '\'') && !isClosed(at, quote))
            return fail(ConfigFile::tr("Unterminated quoted string: the %1 opened here is never closed")
                            .arg(QLatin1Char(quote)),
                        m_path, node.line);
        return {};
    }

    bool isClosed(qsizetype open, char quote) const
    {
        for (qsizetype i = open + 1; i < m_bytes.size(); ++i) {
            const char c = m_bytes[i];
            if (quote == '"' && c == '\\')
                ++i;  // an escape: the next byte cannot close
            else if (c == quote) {
                if (quote == '\'' && i + 1 < m_bytes.size() && m_bytes[i + 1] == '\'')
                    ++i;  // '' is an escaped single quote
                else
                    return true;
            }
        }
        return false;
    }

    const yaml::Tree& m_tree;
    QByteArrayView m_bytes;
    qsizetype m_bom;
    const LineIndex& m_lines;
    const QString& m_path;
    qsizetype m_budget;
    std::vector<bool> m_quoteChecked;
};

}  // namespace dtriage
