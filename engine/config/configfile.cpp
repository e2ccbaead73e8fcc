#include "config/configfile.h"

#include "checkout/testkey.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
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

QString tr(const char* text)
{
    return QCoreApplication::translate("ConfigFile", text);
}

QString str(const std::string& s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

int lineOf(const YAML::Node& node)
{
    return node.Mark().is_null() ? 0 : node.Mark().line + 1;
}

// Byte offsets of line starts, so that line texts are O(1) and offsets map to
// lines by binary search.
class LineIndex {
public:
    explicit LineIndex(QByteArrayView text) : m_text(text)
    {
        m_starts.push_back(0);
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text[i] == '\n' && i + 1 < text.size())
                m_starts.push_back(i + 1);
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
            return fail(tr("The file is not valid UTF-8 (a byte sequence on this line cannot be "
                           "decoded); save it as UTF-8"),
                        path, n);
    }
    return fail(tr("The file is not valid UTF-8"), path);
}

// YAML forbids tabs in indentation; yaml-cpp's own message ("illegal map value")
// does not say so. Like ruamel.yaml, a tab among leading blanks is refused even on
// an otherwise blank line. Control characters are not allowed in a YAML stream.
Result<void> checkLine(QByteArrayView line, int n, const QString& path)
{
    bool indent = true;
    for (const char c : line) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\t' && c != '\r') || u == 0x7f)
            return fail(tr("Control character 0x%1 in the file").arg(u, 2, 16, QLatin1Char('0')),
                        path, n);
        if (indent && c == '\t')
            return fail(tr("A tab character is used for indentation; YAML allows only spaces"),
                        path, n);
        indent = indent && c == ' ';
    }
    return {};
}

Result<void> checkRawText(QByteArrayView bytes, const LineIndex& lines, const QString& path)
{
    if (bytes.trimmed().isEmpty())
        return fail(tr("The file is empty"), path);
    if (auto ok = checkUtf8(bytes, lines, path); !ok)
        return ok;
    for (int n = 1; n <= lines.count(); ++n) {
        if (auto ok = checkLine(lines.line(n), n, path); !ok)
            return ok;
    }
    return {};
}

// ---- checks on the yaml-cpp tree that yaml-cpp itself does not make -----------

// Walks every node once: duplicate keys at any level (tt-xla's ruamel refuses them,
// yaml-cpp keeps both), and quoted scalars that never close (yaml-cpp silently
// runs them to the end of the file). A node budget stops alias "billion laughs"
// expansion: without aliases a file cannot hold more nodes than bytes.
class TreeCheck {
public:
    TreeCheck(QByteArrayView bytes, qsizetype bomLength, const LineIndex& lines,
              const QString& path)
        : m_bytes(bytes), m_bom(bomLength), m_lines(lines), m_path(path),
          m_budget(2 * bytes.size() + 64)
    {
    }

    Result<void> run(const YAML::Node& root) { return visit(root, 0); }

private:
    Result<void> visit(const YAML::Node& node, int depth)
    {
        if (depth > kMaxDepth)
            return fail(tr("The YAML is nested too deeply (or an alias refers to itself)"),
                        m_path, lineOf(node));
        if (--m_budget < 0)
            return fail(tr("The YAML expands to too many nodes (aliases)"), m_path,
                        lineOf(node));
        if (node.IsScalar())
            return checkQuote(node);
        if (node.IsSequence()) {
            for (const YAML::Node& child : node) {
                if (auto ok = visit(child, depth + 1); !ok)
                    return ok;
            }
        }
        if (node.IsMap())
            return visitMap(node, depth);
        return {};
    }

    Result<void> visitMap(const YAML::Node& map, int depth)
    {
        // Small maps (the fields of an entry) are cheaper to scan than to hash.
        std::unordered_map<std::string_view, int> seen;
        std::vector<std::pair<std::string_view, int>> few;
        const bool big = map.size() > 16;
        for (const auto& kv : map) {
            if (kv.first.IsScalar()) {
                const std::string& key = kv.first.Scalar();
                const int line = lineOf(kv.first);
                const int first = big ? remember(seen, key, line) : remember(few, key, line);
                if (first >= 0)
                    return fail(tr("Duplicate key “%1” (first on line %2); tt-xla refuses "
                                   "files with duplicate keys")
                                    .arg(str(key))
                                    .arg(first),
                                m_path, line);
            }
            if (auto ok = visit(kv.first, depth + 1); !ok)
                return ok;
            if (auto ok = visit(kv.second, depth + 1); !ok)
                return ok;
        }
        return {};
    }

    // The line of an earlier identical key, or -1 after remembering this one.
    static int remember(std::unordered_map<std::string_view, int>& seen,
                        const std::string& key, int line)
    {
        const auto [it, inserted] = seen.emplace(key, line);
        return inserted ? -1 : it->second;
    }
    static int remember(std::vector<std::pair<std::string_view, int>>& seen,
                        const std::string& key, int line)
    {
        for (const auto& [k, l] : seen) {
            if (k == key)
                return l;
        }
        seen.emplace_back(key, line);
        return -1;
    }

    Result<void> checkQuote(const YAML::Node& node)
    {
        // yaml-cpp tags every non-plain scalar "!"; the mark is on its first byte.
        if (node.Tag() != "!" || node.Mark().is_null())
            return {};
        const qsizetype at = node.Mark().pos + m_bom;
        if (at < 0 || at >= m_bytes.size() || m_lines.lineAt(at) != node.Mark().line + 1)
            return {};
        const char quote = m_bytes[at];
        if ((quote == '"' || quote == '\'') && !isClosed(at, quote))
            return fail(tr("Unterminated quoted string: the %1 opened here is never closed")
                            .arg(QLatin1Char(quote)),
                        m_path, node.Mark().line + 1);
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

    QByteArrayView m_bytes;
    qsizetype m_bom;
    const LineIndex& m_lines;
    const QString& m_path;
    qsizetype m_budget;
};

// ---- what tt-xla accepts in an entry -----------------------------------------

const QSet<QString>& allowedFields()
{
    static const QSet<QString> fields = {
        QStringLiteral("required_pcc"), QStringLiteral("assert_pcc"),
        QStringLiteral("assert_atol"), QStringLiteral("required_atol"),
        QStringLiteral("assert_allclose"), QStringLiteral("allclose_rtol"),
        QStringLiteral("allclose_atol"), QStringLiteral("status"), QStringLiteral("reason"),
        QStringLiteral("bringup_status"), QStringLiteral("markers"),
        QStringLiteral("supported_archs"), QStringLiteral("batch_size"),
        QStringLiteral("arch_overrides"), QStringLiteral("execution_pass"),
        QStringLiteral("filechecks"), QStringLiteral("enable_weight_bfp8_conversion"),
        QStringLiteral("optimization_level"), QStringLiteral("inject_custom_moe"),
        QStringLiteral("emitpy_assert_exact")};
    return fields;
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

const QStringList& archNames()
{
    static const QStringList names = {
        QStringLiteral("n150"), QStringLiteral("p150"), QStringLiteral("n300"),
        QStringLiteral("n300-llmbox"), QStringLiteral("galaxy-wh-6u"),
        QStringLiteral("galaxy-bh"), QStringLiteral("qb2-blackhole"),
        QStringLiteral("lb-blackhole")};
    return names;
}

QVariant toVariant(const YAML::Node& node)
{
    switch (node.Type()) {
    case YAML::NodeType::Scalar:
        return str(node.Scalar());
    case YAML::NodeType::Sequence: {
        QStringList strings;
        QVariantList values;
        bool allScalars = true;
        for (const YAML::Node& child : node) {
            allScalars = allScalars && child.IsScalar();
            values.append(toVariant(child));
            if (child.IsScalar())
                strings.append(str(child.Scalar()));
        }
        return allScalars ? QVariant(strings) : QVariant(values);
    }
    case YAML::NodeType::Map: {
        QVariantMap map;
        for (const auto& kv : node)
            map.insert(kv.first.IsScalar() ? str(kv.first.Scalar()) : QString(),
                       toVariant(kv.second));
        return map;
    }
    default:
        return {};
    }
}

// Builds entries from the checked tree and collects non-fatal problems.
class EntryReader {
public:
    EntryReader(const LineIndex& lines, const QString& path, QList<Error>& problems)
        : m_lines(lines), m_path(path), m_problems(problems)
    {
    }

    // `endLine` is the last line the root mapping may own (before the next
    // top-level key, or the end of the file).
    Result<QList<Entry>> read(const YAML::Node& root, bool testKeys, int endLine)
    {
        if (root.IsNull())
            return QList<Entry>();
        if (!root.IsMap())
            return fail(tr("The top-level key must hold a mapping of entries"), m_path,
                        lineOf(root));
        QList<Entry> entries;
        QList<int> keyLines;  // of every key, kept or not: they bound the spans
        entries.reserve(qsizetype(root.size()));
        for (const auto& kv : root) {
            keyLines.append(lineOf(kv.first));
            if (std::optional<Entry> entry = readEntry(kv.first, kv.second, testKeys))
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

    std::optional<Entry> readEntry(const YAML::Node& keyNode, const YAML::Node& value,
                                   bool testKey)
    {
        const int line = lineOf(keyNode);
        if (!keyNode.IsScalar()) {
            problem(line, tr("An entry key that is not a string is ignored"));
            return std::nullopt;
        }
        Entry entry;
        entry.key = str(keyNode.Scalar());
        entry.firstLine = line;
        if (entry.key.contains(u'\n') || entry.key.contains(u'\r')) {
            problem(line, tr("The key “%1” contains a line break; it cannot be a test key "
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

    void readFields(Entry& entry, const YAML::Node& value)
    {
        if (value.IsNull())
            return;
        if (!value.IsMap()) {
            problem(entry.firstLine, tr("The entry “%1” is not a mapping of fields").arg(entry.key));
            return;
        }
        // An alias (`key: *other`) shares another entry's lines; edits would go astray.
        if (lineOf(value) < entry.firstLine)
            problem(entry.firstLine,
                    tr("The entry “%1” is a YAML alias; its fields live elsewhere").arg(entry.key));
        entry.fields.reserve(qsizetype(value.size()));
        for (const auto& kv : value) {
            Field field{str(kv.first.Scalar()), toVariant(kv.second), lineOf(kv.first)};
            checkField(field.name, kv.second, field.line, false);
            entry.fields.append(std::move(field));
        }
    }

    void checkField(const QString& name, const YAML::Node& value, int line, bool inOverride)
    {
        if (!allowedFields().contains(name))
            problem(line, tr("Unknown field “%1”; tt-xla rejects it").arg(name));
        else if (name == u"status")
            checkEnum(name, value, line, statusNames());
        else if (name == u"bringup_status")
            checkEnum(name, value, line, bringupNames());
        else if (name == u"markers" || name == u"filechecks")
            checkStringList(name, value, line);
        else if (name == u"supported_archs")
            checkArchList(value, line);
        else if (name == u"arch_overrides")
            inOverride ? problem(line, tr("arch_overrides cannot be nested"))
                       : checkOverrides(value, line);
    }

    void checkEnum(const QString& name, const YAML::Node& value, int line,
                   const QStringList& names)
    {
        const QString text = value.IsScalar() ? str(value.Scalar()).trimmed() : QString();
        if (!names.contains(text.toUpper()))
            problem(line, tr("Invalid %1 “%2”; expected one of %3")
                              .arg(name, text, names.join(QStringLiteral(", "))));
    }

    void checkStringList(const QString& name, const YAML::Node& value, int line)
    {
        bool ok = value.IsSequence();
        for (std::size_t i = 0; ok && i < value.size(); ++i)
            ok = value[i].IsScalar();
        if (!ok)
            problem(line, tr("%1 must be a list of strings").arg(name));
    }

    void checkArchList(const YAML::Node& value, int line)
    {
        checkStringList(QStringLiteral("supported_archs"), value, line);
        if (!value.IsSequence())
            return;
        for (const YAML::Node& arch : value) {
            if (arch.IsScalar() && !archNames().contains(str(arch.Scalar())))
                problem(lineOf(arch), tr("Unknown arch “%1”; expected one of %2")
                                          .arg(str(arch.Scalar()), archNames().join(u", ")));
        }
    }

    void checkOverrides(const YAML::Node& value, int line)
    {
        if (!value.IsMap()) {
            problem(line, tr("arch_overrides must map arch names to fields"));
            return;
        }
        for (const auto& arch : value) {
            const QString name = arch.first.IsScalar() ? str(arch.first.Scalar()) : QString();
            if (!archNames().contains(name))
                problem(lineOf(arch.first), tr("Unknown arch “%1” in arch_overrides; expected "
                                               "one of %2")
                                                .arg(name, archNames().join(u", ")));
            if (arch.second.IsNull())
                continue;
            if (!arch.second.IsMap()) {
                problem(lineOf(arch.first), tr("arch_overrides of %1 must be a mapping").arg(name));
                continue;
            }
            for (const auto& kv : arch.second)
                checkField(str(kv.first.Scalar()), kv.second, lineOf(kv.first), true);
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

Result<std::vector<YAML::Node>> loadDocuments(const QByteArray& bytes, const LineIndex& lines,
                                              const QString& path)
{
    try {
        return YAML::LoadAll(std::string(bytes.constData(), std::size_t(bytes.size())));
    } catch (const YAML::DeepRecursion& e) {
        return fail(tr("The YAML is nested too deeply"), path, e.mark.is_null() ? 0 : e.mark.line + 1);
    } catch (const YAML::Exception& e) {
        const int line = e.mark.is_null() ? 0 : e.mark.line + 1;
        if (const int quote = unterminatedQuoteLine(bytes, lines); quote > 0 && (line == 0 || quote <= line))
            return fail(tr("Unterminated quoted string: the quote opened here is never closed"),
                        path, quote);
        return fail(tr("YAML syntax error: %1").arg(str(e.msg)), path, line);
    } catch (const std::exception& e) {
        return fail(tr("Cannot parse the YAML: %1").arg(QString::fromLocal8Bit(e.what())), path);
    }
}

struct Contents {
    QString rootKey;
    QList<Entry> entries;
};

// The top level: which key holds the entries, where that mapping ends, and
// problems for top-level keys tt-xla ignores.
Result<Contents> readRoot(const YAML::Node& root, const LineIndex& lines, const QString& path,
                          QList<Error>& problems)
{
    if (!root.IsMap())
        return fail(tr("The top level must be a mapping with a “test_config:” key"), path,
                    lineOf(root));
    // tt-xla reads PLACEHOLDER_MODELS from the placeholders file and test_config from
    // all others; a file without its expected key may still hold the other one.
    const bool placeholdersName = QFileInfo(path).fileName() == kPlaceholdersFile;
    const QString expected = placeholdersName ? kPlaceholders : kTestConfig;
    const QString other = placeholdersName ? kTestConfig : kPlaceholders;
    Contents contents;
    contents.rootKey = root[expected.toStdString()] ? expected
                     : root[other.toStdString()]    ? other
                                                    : QString();
    if (contents.rootKey.isEmpty())
        return fail(tr("No top-level “%1:” key").arg(expected), path);

    YAML::Node entries;
    int endLine = lines.count();
    bool afterEntries = false;
    for (const auto& kv : root) {
        const QString key = kv.first.IsScalar() ? str(kv.first.Scalar()) : QString();
        if (afterEntries) {
            endLine = lineOf(kv.first) - 1;
            afterEntries = false;
        }
        if (key == contents.rootKey) {
            entries = kv.second;
            afterEntries = true;
        } else {
            problems.append(Error{tr("Top-level key “%1” is ignored by tt-xla").arg(key), path,
                                  lineOf(kv.first)});
        }
    }
    auto read = EntryReader(lines, path, problems)
                    .read(entries, contents.rootKey == kTestConfig, endLine);
    if (!read)
        return std::unexpected(read.error());
    contents.entries = std::move(*read);
    return contents;
}

}  // namespace

Result<ConfigFile> ConfigFile::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("Cannot read the file: %1").arg(file.errorString()), path);
    return parse(file.readAll(), path);
}

Result<ConfigFile> ConfigFile::parse(const QByteArray& bytes, const QString& path)
{
    ConfigFile config;
    config.m_path = path;
    config.m_bytes = bytes;
    const LineIndex lines(bytes);
    if (auto ok = checkRawText(bytes, lines, path); !ok)
        return std::unexpected(ok.error());

    auto docs = loadDocuments(bytes, lines, path);
    if (!docs)
        return std::unexpected(docs.error());
    if (docs->empty() || docs->front().IsNull())
        return fail(tr("The file has no YAML content (only comments or blank lines)"), path);
    if (docs->size() > 1)
        return fail(tr("The file holds more than one YAML document; tt-xla reads exactly one"),
                    path, lineOf((*docs)[1]));
    const YAML::Node& root = docs->front();
    const qsizetype bom = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    try {
        if (auto ok = TreeCheck(bytes, bom, lines, path).run(root); !ok)
            return std::unexpected(ok.error());
        auto contents = readRoot(root, lines, path, config.m_problems);
        if (!contents)
            return std::unexpected(contents.error());
        config.m_rootKey = contents->rootKey;
        config.m_entries = std::move(contents->entries);
    } catch (const YAML::Exception& e) {
        // Tree access does not throw on a checked tree; this is a last line of defence.
        return fail(tr("YAML error: %1").arg(str(e.msg)), path,
                    e.mark.is_null() ? 0 : e.mark.line + 1);
    }
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
