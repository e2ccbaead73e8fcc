#pragma once
// ConfigFile's reading of the entries from a checked tree: each entry's fields
// as QVariants, its line span, and the non-fatal problems tt-xla would refuse.
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "config/entryschema.h"
#include "config/lineindex.h"
#include "config/yamltree.h"
#include "core/error.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariant>

#include <algorithm>

namespace dtriage {

// Blank and comment lines after an entry belong to nobody: a commented-out entry
// that follows an entry must not be rewritten with it.
inline bool isTrailingNoise(QByteArrayView line)
{
    const QByteArrayView body = line.trimmed();
    return body.isEmpty() || body.startsWith('#') || body == "...";
}

inline QVariant toVariant(const yaml::Tree& tree, yaml::NodeId id);

// A sequence of scalars is a QStringList; anything else a QVariantList.
inline QVariant sequenceVariant(const yaml::Tree& tree, yaml::NodeId id)
{
    const auto items = tree.items(id);
    if (std::all_of(items.begin(), items.end(), [&](yaml::NodeId item) { return tree[item].isScalar(); })) {
        QStringList strings;
        strings.reserve(qsizetype(items.size()));
        for (const yaml::NodeId item : items)
            strings.append(yaml::str(tree.scalar(item)));
        return strings;
    }
    QVariantList values;
    values.reserve(qsizetype(items.size()));
    for (const yaml::NodeId item : items)
        values.append(toVariant(tree, item));
    return values;
}

inline QVariant toVariant(const yaml::Tree& tree, yaml::NodeId id)
{
    switch (tree[id].kind) {
    case yaml::Node::Kind::Scalar:
        return yaml::str(tree.scalar(id));
    case yaml::Node::Kind::Sequence:
        return sequenceVariant(tree, id);
    case yaml::Node::Kind::Map: {
        QVariantMap map;
        for (const yaml::Pair& kv : tree.pairs(id))
            map.insert(yaml::str(tree.scalar(kv.key)), toVariant(tree, kv.value));
        return map;
    }
    default:
        return {};
    }
}

// Builds entries from the checked tree and collects non-fatal problems.
class EntryReader {
public:
    EntryReader(const yaml::Tree& tree, const LineIndex& lines, const QString& path,
                QList<Error>& problems)
        : m_tree(tree), m_lines(lines), m_path(path), m_problems(problems)
    {
    }

    // `endLine` is the last line the root mapping may own (before the next
    // top-level key, or the end of the file).
    Result<QList<Entry>> read(yaml::NodeId root, bool testKeys, int endLine)
    {
        if (m_tree[root].isNull())
            return QList<Entry>();
        if (!m_tree[root].isMap())
            return fail(ConfigFile::tr("The top-level key must hold a mapping of entries"), m_path,
                        m_tree[root].line);
        QList<Entry> entries;
        QList<int> keyLines;  // of every key, kept or not: they bound the spans
        entries.reserve(qsizetype(m_tree.pairs(root).size()));
        keyLines.reserve(qsizetype(m_tree.pairs(root).size()));
        for (const yaml::Pair& kv : m_tree.pairs(root)) {
            keyLines.append(m_tree[kv.key].line);
            if (std::optional<Entry> entry = readEntry(kv.key, kv.value, testKeys))
                entries.append(std::move(*entry));
        }
        setLastLines(entries, keyLines, endLine);
        return entries;
    }

private:
    void problem(int line, const QString& message)
    {
        m_problems.append(Error{message, m_path, line});
    }

    std::optional<Entry> readEntry(yaml::NodeId keyNode, yaml::NodeId value, bool testKey)
    {
        const int line = m_tree[keyNode].line;
        if (!m_tree[keyNode].isScalar()) {
            problem(line, ConfigFile::tr("An entry key that is not a string is ignored"));
            return std::nullopt;
        }
        Entry entry;
        entry.key = yaml::str(m_tree.scalar(keyNode));
        entry.firstLine = line;
        if (entry.key.contains(u'\n') || entry.key.contains(u'\r')) {
            problem(line, ConfigFile::tr("The key “%1” contains a line break; it cannot be a test key "
                             "and is ignored")
                              .arg(entry.key.simplified()));
            return std::nullopt;
        }
        if (testKey) {
            if (auto parsed = TestKey::parse(entry.key); !parsed)
                problem(line, parsed.error().message);
        }
        readFields(entry, value);
        return entry;
    }

    void readFields(Entry& entry, yaml::NodeId value)
    {
        if (m_tree[value].isNull())
            return;
        if (!m_tree[value].isMap()) {
            problem(entry.firstLine, ConfigFile::tr("The entry “%1” is not a mapping of fields").arg(entry.key));
            return;
        }
        // An alias (`key: *other`) shares another entry's lines; edits would go astray.
        if (m_tree[value].line < entry.firstLine)
            problem(entry.firstLine,
                    ConfigFile::tr("The entry “%1” is a YAML alias; its fields live elsewhere").arg(entry.key));
        entry.fields.reserve(qsizetype(m_tree.pairs(value).size()));
        for (const yaml::Pair& kv : m_tree.pairs(value)) {
            const std::string_view key = m_tree.scalar(kv.key);
            const int known = EntrySchema::knownField(key);
            Field field{EntrySchema::fieldName(key, known), toVariant(m_tree, kv.value), m_tree[kv.key].line};
            checkField(known, field.name, kv.value, field.line, false);
            entry.fields.append(std::move(field));
        }
    }

    // `known` is the field's position in EntrySchema, or -1.
    void checkField(int known, const QString& name, yaml::NodeId value, int line, bool inOverride)
    {
        if (known < 0) {
            problem(line, ConfigFile::tr("Unknown field “%1”; tt-xla rejects it").arg(name));
            return;
        }
        switch (EntrySchema::check(known)) {
        case EntrySchema::Check::Status:
            return checkEnum(name, value, line, EntrySchema::statusNames());
        case EntrySchema::Check::Bringup:
            return checkEnum(name, value, line, EntrySchema::bringupNames());
        case EntrySchema::Check::StringList:
            return checkStringList(name, value, line);
        case EntrySchema::Check::Archs:
            return checkArchList(value, line);
        case EntrySchema::Check::Overrides:
            return inOverride ? problem(line, ConfigFile::tr("arch_overrides cannot be nested"))
                              : checkOverrides(value, line);
        case EntrySchema::Check::None:
            return;
        }
    }

    void checkEnum(const QString& name, yaml::NodeId value, int line, const QStringList& names)
    {
        const QString text = yaml::str(m_tree.scalar(value)).trimmed();
        if (!names.contains(text.toUpper()))
            problem(line, ConfigFile::tr("Invalid %1 “%2”; expected one of %3")
                              .arg(name, text, names.join(QStringLiteral(", "))));
    }

    void checkStringList(const QString& name, yaml::NodeId value, int line)
    {
        const auto items = m_tree.items(value);
        const bool ok = m_tree[value].isSequence()
                     && std::all_of(items.begin(), items.end(),
                                    [&](yaml::NodeId item) { return m_tree[item].isScalar(); });
        if (!ok)
            problem(line, ConfigFile::tr("%1 must be a list of strings").arg(name));
    }

    void checkArchList(yaml::NodeId value, int line)
    {
        checkStringList(QStringLiteral("supported_archs"), value, line);
        for (const yaml::NodeId arch : m_tree.items(value)) {
            if (m_tree[arch].isScalar() && !EntrySchema::isArch(m_tree.scalar(arch)))
                problem(m_tree[arch].line, ConfigFile::tr("Unknown arch “%1”; expected one of %2")
                                               .arg(yaml::str(m_tree.scalar(arch)), EntrySchema::archList()));
        }
    }

    void checkOverrides(yaml::NodeId value, int line)
    {
        if (!m_tree[value].isMap()) {
            problem(line, ConfigFile::tr("arch_overrides must map arch names to fields"));
            return;
        }
        for (const yaml::Pair& arch : m_tree.pairs(value)) {
            const std::string_view name = m_tree.scalar(arch.key);
            const int archLine = m_tree[arch.key].line;
            if (!EntrySchema::isArch(name))
                problem(archLine, ConfigFile::tr("Unknown arch “%1” in arch_overrides; expected one of %2")
                                      .arg(yaml::str(name), EntrySchema::archList()));
            if (m_tree[arch.value].isNull())
                continue;
            if (!m_tree[arch.value].isMap()) {
                problem(archLine, ConfigFile::tr("arch_overrides of %1 must be a mapping").arg(yaml::str(name)));
                continue;
            }
            for (const yaml::Pair& kv : m_tree.pairs(arch.value)) {
                const std::string_view key = m_tree.scalar(kv.key);
                const int known = EntrySchema::knownField(key);
                checkField(known, EntrySchema::fieldName(key, known), kv.value, m_tree[kv.key].line, true);
            }
        }
    }

    // Each entry ends before the next key at its indentation (or at `endLine`),
    // minus trailing blank and comment lines.
    void setLastLines(QList<Entry>& entries, const QList<int>& keyLines, int endLine) const
    {
        qsizetype next = 0;  // index into keyLines of the entry's successor
        for (Entry& entry : entries) {
            while (next < keyLines.size() && keyLines[next] <= entry.firstLine)
                ++next;
            int last = next < keyLines.size() ? keyLines[next] - 1 : endLine;
            while (last > entry.firstLine && isTrailingNoise(m_lines.line(last)))
                --last;
            entry.lastLine = std::max(last, entry.firstLine);
        }
    }

    const yaml::Tree& m_tree;
    const LineIndex& m_lines;
    const QString& m_path;
    QList<Error>& m_problems;
};

}  // namespace dtriage
