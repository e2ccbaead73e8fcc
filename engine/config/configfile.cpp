#include "config/configfile.h"
#include "core/boundedfile.h"

#include "config/entryschema.h"

#include "core/filereplacement.h"

#include "checkout/testkey.h"
#include "config/entryreader.h"
#include "config/lineindex.h"
#include "config/treecheck.h"
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


using yaml::NodeId;
using yaml::Tree;

using yaml::str;

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
    // A link to /dev/zero or a FIFO must not hang the load.
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Config);
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
