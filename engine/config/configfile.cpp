#include "config/configfile.h"

#include "core/filereplacement.h"

#include "checkout/testkey.h"
#include "config/yamltree.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/exceptions.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace dtriage {

namespace {

const QString kTestConfig = QStringLiteral("test_config");
const QString kPlaceholders = QStringLiteral("PLACEHOLDER_MODELS");
const QString kPlaceholdersFile = QStringLiteral("test_config_placeholders.yaml");

// Real files nest five levels deep; anything far deeper is either hostile or an
// alias cycle (yaml-cpp builds `&a [*a]` as a cyclic graph), so walks stop here.
constexpr int kMaxDepth = 64;


using yaml::NodeId;
using yaml::Tree;

QString str(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// Byte offsets of line starts, so that line texts are O(1) and offsets map to
// lines by binary search.
class LineIndex {
public:
    explicit LineIndex(QByteArrayView text) : m_text(text)
    {
        m_starts.reserve(std::size_t(text.size() / 32));  // real lines average ~40 bytes
        m_starts.push_back(0);
        if (text.isEmpty())
            return;  // data() may be null, which memchr must not see
        const char* const end = text.data() + text.size();
        for (const char* p = text.data(); (p = static_cast<const char*>(
                                               std::memchr(p, '\n', std::size_t(end - p))));) {
            if (++p == end)
                break;
            m_starts.push_back(p - text.data());
        }
    }
    int count() const { return m_text.isEmpty() ? 0 : int(m_starts.size()); }
    // 1-based; without the line break.
    QByteArrayView line(int n) const
    {
        const qsizetype begin = m_starts[n - 1];
        qsizetype end = n < int(m_starts.size()) ? m_starts[n] : m_text.size();
        while (end > begin && (m_text[end - 1] == '\n' || m_text[end - 1] == '\r'))
            --end;
        return m_text.sliced(begin, end - begin);
    }
    int lineAt(qsizetype offset) const
    {
        return int(std::upper_bound(m_starts.begin(), m_starts.end(), offset) - m_starts.begin());
    }

private:
    QByteArrayView m_text;
    std::vector<qsizetype> m_starts;
};

// Blank and comment lines after an entry belong to nobody: a commented-out entry
// that follows an entry must not be rewritten with it.
bool isTrailingNoise(QByteArrayView line)
{
    const QByteArrayView body = line.trimmed();
    return body.isEmpty() || body.startsWith('#') || body == "...";
}

// ---- checks on the raw bytes, before yaml-cpp sees them ---------------------

Result<void> checkUtf8(QByteArrayView bytes, const LineIndex& lines, const QString& path)
{
    if (bytes.isValidUtf8())
        return {};
    // A UTF-8 sequence never spans '\n', so the first invalid line is the culprit.
    for (int n = 1; n <= lines.count(); ++n) {
        if (!lines.line(n).isValidUtf8())
            return fail(ConfigFile::tr("The file is not valid UTF-8 (a byte sequence on this line cannot be "
                           "decoded); save it as UTF-8"),
                        path, n);
    }
    return fail(ConfigFile::tr("The file is not valid UTF-8"), path);
}

// YAML forbids tabs in indentation; yaml-cpp's own message ("illegal map value")
// does not say so. Like ruamel.yaml, a tab among leading blanks is refused even on
// an otherwise blank line. Control characters are not allowed in a YAML stream.
// One pass over the whole text rather than per line: this runs on every byte.
Result<void> checkControls(QByteArrayView bytes, const QString& path)
{
    int line = 1;
    bool indent = true;
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '\n') {
            ++line;
            indent = true;
            continue;
        }
        if ((u < 0x20 && c != '\t' && c != '\r') || u == 0x7f)
            return fail(ConfigFile::tr("Control character 0x%1 in the file").arg(u, 2, 16, QLatin1Char('0')),
                        path, line);
        if (indent && c == '\t')
            return fail(ConfigFile::tr("A tab character is used for indentation; YAML allows only spaces"),
                        path, line);
        indent = indent && c == ' ';
    }
    return {};
}

Result<void> checkRawText(QByteArrayView bytes, const LineIndex& lines, const QString& path)
{
    if (bytes.trimmed().isEmpty())
        return fail(ConfigFile::tr("The file is empty"), path);
    if (auto ok = checkUtf8(bytes, lines, path); !ok)
        return ok;
    return checkControls(bytes, path);
}

// ---- checks on the YAML tree that yaml-cpp itself does not make -----------------

// Walks every node once: duplicate keys at any level (tt-xla's ruamel refuses them,
// yaml-cpp keeps both), and quoted scalars that never close (yaml-cpp silently
// runs them to the end of the file). A node budget stops alias "billion laughs"
// expansion: without aliases a file cannot hold more nodes than bytes.
class TreeCheck {
public:
    TreeCheck(const Tree& tree, QByteArrayView bytes, qsizetype bomLength,
              const LineIndex& lines, const QString& path)
        : m_tree(tree), m_bytes(bytes), m_bom(bomLength), m_lines(lines), m_path(path),
          m_budget(2 * bytes.size() + 64), m_quoteChecked(tree.nodeCount(), false)
    {
    }

    Result<void> run(NodeId root) { return visit(root, 0); }

private:
    Result<void> visit(NodeId id, int depth)
    {
        const yaml::Node& node = m_tree[id];
        if (depth > kMaxDepth)
            return fail(ConfigFile::tr("The YAML is nested too deeply (or an alias refers to itself)"),
                        m_path, node.line);
        if (--m_budget < 0)
            return fail(ConfigFile::tr("The YAML expands to too many nodes (aliases)"), m_path, node.line);
        if (node.isScalar())
            return checkQuote(id);
        for (const NodeId child : m_tree.items(id)) {
            if (auto ok = visit(child, depth + 1); !ok)
                return ok;
        }
        return node.isMap() ? visitMap(id, depth) : Result<void>();
    }

    Result<void> visitMap(NodeId map, int depth)
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

    Result<void> checkDuplicate(NodeId key, int firstLine) const
    {
        if (firstLine < 0)
            return {};
        return fail(ConfigFile::tr("Duplicate key “%1” (first on line %2); tt-xla refuses "
                       "files with duplicate keys")
                        .arg(str(m_tree.scalar(key)))
                        .arg(firstLine),
                    m_path, m_tree[key].line);
    }

    // The line of an earlier identical scalar key, or -1 after remembering this one.
    int remember(std::unordered_map<std::string_view, int>& seen, NodeId key) const
    {
        if (!m_tree[key].isScalar())
            return -1;
        const auto [it, inserted] = seen.emplace(m_tree.scalar(key), m_tree[key].line);
        return inserted ? -1 : it->second;
    }
    int remember(std::vector<std::pair<std::string_view, int>>& seen, NodeId key) const
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

    Result<void> checkQuote(NodeId id)
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

    const Tree& m_tree;
    QByteArrayView m_bytes;
    qsizetype m_bom;
    const LineIndex& m_lines;
    const QString& m_path;
    qsizetype m_budget;
    std::vector<bool> m_quoteChecked;
};

// ---- what tt-xla accepts in an entry -----------------------------------------

// What checkField verifies in a field's value.
enum class FieldCheck : std::uint8_t { None, Status, Bringup, StringList, Archs, Overrides };

struct KnownField {
    std::string_view name;
    FieldCheck check;
};

// The fields tt-xla accepts. Keys are looked up by their UTF-8 bytes, so a known
// name needs no conversion and its QString is shared rather than made per entry.
constexpr std::array kFields{
    KnownField{"required_pcc", FieldCheck::None},
    KnownField{"assert_pcc", FieldCheck::None},
    KnownField{"assert_atol", FieldCheck::None},
    KnownField{"required_atol", FieldCheck::None},
    KnownField{"assert_allclose", FieldCheck::None},
    KnownField{"allclose_rtol", FieldCheck::None},
    KnownField{"allclose_atol", FieldCheck::None},
    KnownField{"status", FieldCheck::Status},
    KnownField{"reason", FieldCheck::None},
    KnownField{"bringup_status", FieldCheck::Bringup},
    KnownField{"markers", FieldCheck::StringList},
    KnownField{"supported_archs", FieldCheck::Archs},
    KnownField{"batch_size", FieldCheck::None},
    KnownField{"arch_overrides", FieldCheck::Overrides},
    KnownField{"execution_pass", FieldCheck::None},
    KnownField{"filechecks", FieldCheck::StringList},
    KnownField{"enable_weight_bfp8_conversion", FieldCheck::None},
    KnownField{"optimization_level", FieldCheck::None},
    KnownField{"inject_custom_moe", FieldCheck::None},
    KnownField{"emitpy_assert_exact", FieldCheck::None},
};

// The position of `name` in kFields, or -1 for a field tt-xla rejects.
int knownField(std::string_view name)
{
    const auto it = std::find_if(kFields.begin(), kFields.end(),
                                 [&](const KnownField& f) { return f.name == name; });
    return it == kFields.end() ? -1 : int(it - kFields.begin());
}

// The field's name: shared for a known field, converted otherwise.
QString fieldName(std::string_view name, int known)
{
    static const QList<QString> names = [] {
        QList<QString> all;
        for (const KnownField& f : kFields)
            all.append(QString::fromLatin1(f.name.data(), qsizetype(f.name.size())));
        return all;
    }();
    return known >= 0 ? names[known] : str(name);
}

const QStringList& statusNames()
{
    static const QStringList names = {
        QStringLiteral("EXPECTED_PASSING"), QStringLiteral("KNOWN_FAILURE_XFAIL"),
        QStringLiteral("NOT_SUPPORTED_SKIP"), QStringLiteral("UNSPECIFIED"),
        QStringLiteral("EXCLUDE_MODEL")};
    return names;
}

const QStringList& bringupNames()
{
    static const QStringList names = {
        QStringLiteral("FAILED_FE_COMPILATION"), QStringLiteral("FAILED_TTMLIR_COMPILATION"),
        QStringLiteral("FAILED_RUNTIME"), QStringLiteral("INCORRECT_RESULT"),
        QStringLiteral("PASSED"), QStringLiteral("UNKNOWN"), QStringLiteral("NOT_STARTED")};
    return names;
}

constexpr std::array<std::string_view, 8> kArchs{
    "n150", "p150", "n300", "n300-llmbox", "galaxy-wh-6u", "galaxy-bh", "qb2-blackhole",
    "lb-blackhole"};

bool isArch(std::string_view name)
{
    return std::find(kArchs.begin(), kArchs.end(), name) != kArchs.end();
}

// For messages.
QString archList()
{
    QStringList names;
    for (const std::string_view arch : kArchs)
        names.append(QString::fromLatin1(arch.data(), qsizetype(arch.size())));
    return names.join(u", ");
}

QVariant toVariant(const Tree& tree, NodeId id);

// A sequence of scalars is a QStringList; anything else a QVariantList.
QVariant sequenceVariant(const Tree& tree, NodeId id)
{
    const auto items = tree.items(id);
    if (std::all_of(items.begin(), items.end(), [&](NodeId item) { return tree[item].isScalar(); })) {
        QStringList strings;
        strings.reserve(qsizetype(items.size()));
        for (const NodeId item : items)
            strings.append(str(tree.scalar(item)));
        return strings;
    }
    QVariantList values;
    values.reserve(qsizetype(items.size()));
    for (const NodeId item : items)
        values.append(toVariant(tree, item));
    return values;
}

QVariant toVariant(const Tree& tree, NodeId id)
{
    switch (tree[id].kind) {
    case yaml::Node::Kind::Scalar:
        return str(tree.scalar(id));
    case yaml::Node::Kind::Sequence:
        return sequenceVariant(tree, id);
    case yaml::Node::Kind::Map: {
        QVariantMap map;
        for (const yaml::Pair& kv : tree.pairs(id))
            map.insert(str(tree.scalar(kv.key)), toVariant(tree, kv.value));
        return map;
    }
    default:
        return {};
    }
}

// Builds entries from the checked tree and collects non-fatal problems.
class EntryReader {
public:
    EntryReader(const Tree& tree, const LineIndex& lines, const QString& path,
                QList<Error>& problems)
        : m_tree(tree), m_lines(lines), m_path(path), m_problems(problems)
    {
    }

    // `endLine` is the last line the root mapping may own (before the next
    // top-level key, or the end of the file).
    Result<QList<Entry>> read(NodeId root, bool testKeys, int endLine)
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

    std::optional<Entry> readEntry(NodeId keyNode, NodeId value, bool testKey)
    {
        const int line = m_tree[keyNode].line;
        if (!m_tree[keyNode].isScalar()) {
            problem(line, ConfigFile::tr("An entry key that is not a string is ignored"));
            return std::nullopt;
        }
        Entry entry;
        entry.key = str(m_tree.scalar(keyNode));
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

    void readFields(Entry& entry, NodeId value)
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
            const int known = knownField(key);
            Field field{fieldName(key, known), toVariant(m_tree, kv.value), m_tree[kv.key].line};
            checkField(known, field.name, kv.value, field.line, false);
            entry.fields.append(std::move(field));
        }
    }

    // `known` is the field's position in kFields, or -1.
    void checkField(int known, const QString& name, NodeId value, int line, bool inOverride)
    {
        if (known < 0) {
            problem(line, ConfigFile::tr("Unknown field “%1”; tt-xla rejects it").arg(name));
            return;
        }
        switch (kFields[std::size_t(known)].check) {
        case FieldCheck::Status:
            return checkEnum(name, value, line, statusNames());
        case FieldCheck::Bringup:
            return checkEnum(name, value, line, bringupNames());
        case FieldCheck::StringList:
            return checkStringList(name, value, line);
        case FieldCheck::Archs:
            return checkArchList(value, line);
        case FieldCheck::Overrides:
            return inOverride ? problem(line, ConfigFile::tr("arch_overrides cannot be nested"))
                              : checkOverrides(value, line);
        case FieldCheck::None:
            return;
        }
    }

    void checkEnum(const QString& name, NodeId value, int line, const QStringList& names)
    {
        const QString text = str(m_tree.scalar(value)).trimmed();
        if (!names.contains(text.toUpper()))
            problem(line, ConfigFile::tr("Invalid %1 “%2”; expected one of %3")
                              .arg(name, text, names.join(QStringLiteral(", "))));
    }

    void checkStringList(const QString& name, NodeId value, int line)
    {
        const auto items = m_tree.items(value);
        const bool ok = m_tree[value].isSequence()
                     && std::all_of(items.begin(), items.end(),
                                    [&](NodeId item) { return m_tree[item].isScalar(); });
        if (!ok)
            problem(line, ConfigFile::tr("%1 must be a list of strings").arg(name));
    }

    void checkArchList(NodeId value, int line)
    {
        checkStringList(QStringLiteral("supported_archs"), value, line);
        for (const NodeId arch : m_tree.items(value)) {
            if (m_tree[arch].isScalar() && !isArch(m_tree.scalar(arch)))
                problem(m_tree[arch].line, ConfigFile::tr("Unknown arch “%1”; expected one of %2")
                                               .arg(str(m_tree.scalar(arch)), archList()));
        }
    }

    void checkOverrides(NodeId value, int line)
    {
        if (!m_tree[value].isMap()) {
            problem(line, ConfigFile::tr("arch_overrides must map arch names to fields"));
            return;
        }
        for (const yaml::Pair& arch : m_tree.pairs(value)) {
            const std::string_view name = m_tree.scalar(arch.key);
            const int archLine = m_tree[arch.key].line;
            if (!isArch(name))
                problem(archLine, ConfigFile::tr("Unknown arch “%1” in arch_overrides; expected one of %2")
                                      .arg(str(name), archList()));
            if (m_tree[arch.value].isNull())
                continue;
            if (!m_tree[arch.value].isMap()) {
                problem(archLine, ConfigFile::tr("arch_overrides of %1 must be a mapping").arg(str(name)));
                continue;
            }
            for (const yaml::Pair& kv : m_tree.pairs(arch.value)) {
                const std::string_view key = m_tree.scalar(kv.key);
                const int known = knownField(key);
                checkField(known, fieldName(key, known), kv.value, m_tree[kv.key].line, true);
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

    const Tree& m_tree;
    const LineIndex& m_lines;
    const QString& m_path;
    QList<Error>& m_problems;
};

// Where a quoted scalar opens, for the heuristic below: at the start of a line's
// content or after ':', '-', '?' (block) or '[', '{', ',' (flow).
bool opensScalar(char previous)
{
    return previous == '\n' || previous == ':' || previous == '-' || previous == '?'
        || previous == '[' || previous == '{' || previous == ',';
}

// The line of a quoted scalar that never closes, or 0. Only used to explain a
// yaml-cpp failure, whose own message ("end of sequence flow not found") points at
// the end of the file instead of the stray quote.
int unterminatedQuoteLine(QByteArrayView bytes, const LineIndex& lines)
{
    char previous = '\n';  // last significant byte outside quotes on this line
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (c == '\n') {
            previous = '\n';
        } else if (c == '#' && (previous == '\n' || bytes[i - 1] == ' ')) {
            while (i + 1 < bytes.size() && bytes[i + 1] != '\n')
                ++i;  // a comment runs to the end of the line
        } else if ((c == '"' || c == '\'') && opensScalar(previous)) {
            const qsizetype open = i;
            for (++i; i < bytes.size(); ++i) {
                if (c == '"' && bytes[i] == '\\')
                    ++i;
                else if (bytes[i] == c && !(c == '\'' && i + 1 < bytes.size() && bytes[i + 1] == '\''))
                    break;
                else if (bytes[i] == c)
                    ++i;  // '' inside a single-quoted scalar
            }
            if (i >= bytes.size())
                return lines.lineAt(open);
            previous = c;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            previous = c;
        }
    }
    return 0;
}

Result<yaml::Stream> parseYaml(const QByteArray& bytes, const LineIndex& lines,
                               const QString& path)
{
    try {
        return yaml::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    } catch (const YAML::DeepRecursion& e) {
        return fail(ConfigFile::tr("The YAML is nested too deeply"), path, e.mark.is_null() ? 0 : e.mark.line + 1);
    } catch (const YAML::Exception& e) {
        const int line = e.mark.is_null() ? 0 : e.mark.line + 1;
        if (const int quote = unterminatedQuoteLine(bytes, lines); quote > 0 && (line == 0 || quote <= line))
            return fail(ConfigFile::tr("Unterminated quoted string: the quote opened here is never closed"),
                        path, quote);
        return fail(ConfigFile::tr("YAML syntax error: %1").arg(str(e.msg)), path, line);
    } catch (const std::exception& e) {
        return fail(ConfigFile::tr("Cannot parse the YAML: %1").arg(QString::fromLocal8Bit(e.what())), path);
    }
}

struct Contents {
    QString rootKey;
    QList<Entry> entries;
};

// The value of the first top-level key spelled `key`, if any.
std::optional<NodeId> valueOf(const Tree& tree, NodeId map, const QString& key)
{
    const QByteArray utf8 = key.toUtf8();
    for (const yaml::Pair& kv : tree.pairs(map)) {
        if (tree[kv.key].isScalar() && tree.scalar(kv.key) == std::string_view(utf8))
            return kv.value;
    }
    return std::nullopt;
}

// The top level: which key holds the entries, where that mapping ends, and
// problems for top-level keys tt-xla ignores.
Result<Contents> readRoot(const Tree& tree, NodeId root, const LineIndex& lines,
                          const QString& path, QList<Error>& problems)
{
    if (!tree[root].isMap())
        return fail(ConfigFile::tr("The top level must be a mapping with a “test_config:” key"), path,
                    tree[root].line);
    // tt-xla reads PLACEHOLDER_MODELS from the placeholders file and test_config from
    // all others; a file without its expected key may still hold the other one.
    const bool placeholdersName = QFileInfo(path).fileName() == kPlaceholdersFile;
    const QString expected = placeholdersName ? kPlaceholders : kTestConfig;
    const QString other = placeholdersName ? kTestConfig : kPlaceholders;
    Contents contents;
    contents.rootKey = valueOf(tree, root, expected) ? expected
                     : valueOf(tree, root, other)    ? other
                                                     : QString();
    if (contents.rootKey.isEmpty())
        return fail(ConfigFile::tr("No top-level “%1:” key").arg(expected), path);

    NodeId entries = 0;
    int endLine = lines.count();
    bool afterEntries = false;
    for (const yaml::Pair& kv : tree.pairs(root)) {
        const QString key = str(tree.scalar(kv.key));
        if (afterEntries) {
            endLine = tree[kv.key].line - 1;
            afterEntries = false;
        }
        if (key == contents.rootKey) {
            entries = kv.value;
            afterEntries = true;
        } else {
            problems.append(Error{ConfigFile::tr("Top-level key “%1” is ignored by tt-xla").arg(key), path,
                                  tree[kv.key].line});
        }
    }
    auto read = EntryReader(tree, lines, path, problems)
                    .read(entries, contents.rootKey == kTestConfig, endLine);
    if (!read)
        return std::unexpected(read.error());
    contents.entries = std::move(*read);
    return contents;
}

}  // namespace

Result<ConfigFile> ConfigFile::load(const QString& path)
{
    // A link to /dev/zero or a FIFO must not hang the load; no real test config
    // comes near the cap (the largest is ~100 KB).
    constexpr qint64 kMaxConfigBytes = 16 * 1024 * 1024;
    const Result<QByteArray> bytes = FileReplacement::read(path, kMaxConfigBytes);
    if (!bytes)
        return std::unexpected(bytes.error());
    return parse(*bytes, path);
}

Result<ConfigFile> ConfigFile::parse(const QByteArray& bytes, const QString& path)
{
    ConfigFile config;
    config.m_path = path;
    config.m_bytes = bytes;
    const LineIndex lines(bytes);
    if (auto ok = checkRawText(bytes, lines, path); !ok)
        return std::unexpected(ok.error());

    const auto stream = parseYaml(bytes, lines, path);
    if (!stream)
        return std::unexpected(stream.error());
    const Tree& tree = stream->tree;
    if (stream->documents == 0 || tree[stream->root].isNull())
        return fail(ConfigFile::tr("The file has no YAML content (only comments or blank lines)"), path);
    if (stream->documents > 1)
        return fail(ConfigFile::tr("The file holds more than one YAML document; tt-xla reads exactly one"),
                    path, stream->secondLine);
    const qsizetype bom = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    if (auto ok = TreeCheck(tree, bytes, bom, lines, path).run(stream->root); !ok)
        return std::unexpected(ok.error());
    auto contents = readRoot(tree, stream->root, lines, path, config.m_problems);
    if (!contents)
        return std::unexpected(contents.error());
    config.m_rootKey = contents->rootKey;
    config.m_entries = std::move(contents->entries);
    config.m_index.reserve(config.m_entries.size());
    for (qsizetype i = 0; i < config.m_entries.size(); ++i)
        config.m_index.insert(config.m_entries[i].key, i);
    return config;
}

const Entry* ConfigFile::find(const QString& key) const
{
    const auto it = m_index.constFind(key);
    return it == m_index.cend() ? nullptr : &m_entries[*it];
}

bool ConfigFile::isTraining() const
{
    return QFileInfo(m_path).fileName().contains(QStringLiteral("training"));
}

bool ConfigFile::isPlaceholders() const
{
    return m_rootKey == kPlaceholders;
}

}  // namespace dtriage
