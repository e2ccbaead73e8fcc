#include "config/configeditor.h"

#include "core/filereplacement.h"

#include "config/unifieddiff.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <optional>
#include <vector>

namespace dtriage {

namespace {

const QString kArchOverrides = QStringLiteral("arch_overrides");
const QString kReason = QStringLiteral("reason");

// tt-xla's config loader rejects any other field name.
const QStringList& allowedFields()
{
    static const QStringList names = {
        QStringLiteral("required_pcc"), QStringLiteral("assert_pcc"),
        QStringLiteral("assert_atol"), QStringLiteral("required_atol"),
        QStringLiteral("assert_allclose"), QStringLiteral("allclose_rtol"),
        QStringLiteral("allclose_atol"), QStringLiteral("status"), kReason,
        QStringLiteral("bringup_status"), QStringLiteral("markers"),
        QStringLiteral("supported_archs"), QStringLiteral("batch_size"), kArchOverrides,
        QStringLiteral("execution_pass"), QStringLiteral("filechecks"),
        QStringLiteral("enable_weight_bfp8_conversion"), QStringLiteral("optimization_level"),
        QStringLiteral("inject_custom_moe"), QStringLiteral("emitpy_assert_exact")};
    return names;
}

bool isListField(const QString& name)
{
    return name == u"markers" || name == u"supported_archs" || name == u"filechecks";
}

const QStringList& enumNames(const QString& field)
{
    static const QStringList status = {
        QStringLiteral("EXPECTED_PASSING"), QStringLiteral("KNOWN_FAILURE_XFAIL"),
        QStringLiteral("NOT_SUPPORTED_SKIP"), QStringLiteral("UNSPECIFIED"),
        QStringLiteral("EXCLUDE_MODEL")};
    static const QStringList bringup = {
        QStringLiteral("FAILED_FE_COMPILATION"), QStringLiteral("FAILED_TTMLIR_COMPILATION"),
        QStringLiteral("FAILED_RUNTIME"), QStringLiteral("INCORRECT_RESULT"),
        QStringLiteral("PASSED"), QStringLiteral("UNKNOWN"), QStringLiteral("NOT_STARTED")};
    static const QStringList none;
    return field == u"status" ? status : field == u"bringup_status" ? bringup : none;
}

// ---- the file as lines ---------------------------------------------------------

// Line i (0-based) is bytes [start(i), start(i + 1)), terminator included, so that
// a block can be cut out and put back without touching a single other byte.
class LineTable {
public:
    explicit LineTable(const QByteArray& bytes) : m_bytes(bytes)
    {
        m_starts.push_back(0);
        for (qsizetype i = 0; i < bytes.size(); ++i) {
            if (bytes[i] == '\n')
                m_starts.push_back(i + 1);
        }
        if (m_starts.back() != bytes.size())
            m_starts.push_back(bytes.size());  // a last line without a newline
    }
    qsizetype start(int i) const { return m_starts[size_t(i)]; }
    QByteArrayView line(int i) const
    {
        return QByteArrayView(m_bytes).sliced(start(i), start(i + 1) - start(i));
    }

private:
    const QByteArray& m_bytes;
    std::vector<qsizetype> m_starts;
};

int indentOf(QByteArrayView line)
{
    int n = 0;
    while (n < line.size() && line[n] == ' ')
        ++n;
    return n;
}

bool isBlank(QByteArrayView line)
{
    return line.trimmed().isEmpty();
}

bool isCommentOnly(QByteArrayView line)
{
    return line.trimmed().startsWith('#');
}

QByteArray lineEnding(QByteArrayView line)
{
    return line.endsWith("\r\n") ? QByteArray("\r\n") : QByteArray("\n");
}

// "\\x7F", "\\u2028": characters that must not appear literally in a quoted
// scalar. Line separators were line breaks in YAML 1.1, the BOM may be stripped.
QString hexEscape(char32_t c, QChar kind, int width)
{
    return QStringLiteral("\\") + kind
         + QString::number(uint(c), 16).rightJustified(width, u'0').toUpper();
}

// ---- the change, validated -------------------------------------------------------

// One field to write: its YAML text and the value the parser must read back.
struct Setting {
    QString name;
    QByteArray text;
    QVariant value;
};

Result<void> checkPlainText(const QString& name, const QString& value)
{
    for (const QChar c : value) {
        if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() <= 0x9f)
            || c == QChar::LineSeparator || c == QChar::ParagraphSeparator)
            return fail(QCoreApplication::translate(
                            "ConfigEditor", "The value of %1 contains a line break or control "
                                            "character; only reason may hold such text")
                            .arg(name));
    }
    if (value.isEmpty())
        return fail(QCoreApplication::translate("ConfigEditor", "The value of %1 is empty").arg(name));
    if (value != value.trimmed())
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "The value of %1 starts or ends with spaces, which YAML "
                                        "would drop")
                        .arg(name));
    return {};
}

// A value goes out unquoted (as the files write them), so it must read back as
// the same string: no YAML syntax at its start and no ": " / " #" inside.
Result<void> checkPlain(const QString& name, const QString& value)
{
    if (auto ok = checkPlainText(name, value); !ok)
        return ok;
    const QChar first = value.front();
    const bool indicatorStart =
        QStringLiteral("[]{},#&*!|>'\"%@`").contains(first)
        || (QStringLiteral("-?:").contains(first) && (value.size() == 1 || value[1] == u' '));
    if (indicatorStart)
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "The value of %1 starts with “%2”, which YAML reads as "
                                        "syntax, not text")
                        .arg(name, first));
    for (const char* bad : {": ", " #", "\t#"}) {
        if (value.contains(QLatin1StringView(bad)))
            return fail(QCoreApplication::translate(
                            "ConfigEditor", "The value of %1 contains “%2”, which YAML reads as "
                                            "syntax, not text")
                            .arg(name, QString::fromLatin1(bad).trimmed()));
    }
    if (value.endsWith(u':'))
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "The value of %1 ends with “:”, which YAML reads as a key")
                        .arg(name));
    static const QStringList nulls = {QStringLiteral("~"), QStringLiteral("null"),
                                      QStringLiteral("Null"), QStringLiteral("NULL")};
    if (nulls.contains(value))
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "The value of %1 would be read as null; remove the field "
                                        "instead")
                        .arg(name));
    return {};
}

// List fields take a flow list of plain words, "[push, nightly]", like the files.
Result<QVariant> parseFlowList(const QString& name, const QString& value)
{
    if (auto ok = checkPlainText(name, value); !ok)
        return std::unexpected(ok.error());
    if (!value.startsWith(u'[') || !value.endsWith(u']'))
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "%1 must be written as a list, like [push, nightly]")
                        .arg(name));
    QStringList items;
    const QString inner = value.mid(1, value.size() - 2).trimmed();
    for (const QString& raw : inner.isEmpty() ? QStringList() : inner.split(u',')) {
        const QString item = raw.trimmed();
        const bool word = !item.isEmpty() && std::all_of(item.begin(), item.end(), [](QChar c) {
            return c.isLetterOrNumber() || QStringLiteral("_-./").contains(c);
        });
        if (!word || item.startsWith(u'-'))
            return fail(QCoreApplication::translate(
                            "ConfigEditor", "The list item “%1” of %2 must be a plain word "
                                            "(letters, digits, _ - . /)")
                            .arg(item, name));
        items.append(item);
    }
    return QVariant(items);
}

Result<Setting> makeSetting(const QString& name, const QString& value)
{
    if (name == kReason)
        return Setting{name, ConfigEditor::quoted(value).toUtf8(), QVariant(value)};
    if (isListField(name)) {
        auto list = parseFlowList(name, value);
        if (!list)
            return std::unexpected(list.error());
        return Setting{name, value.toUtf8(), *list};
    }
    if (auto ok = checkPlain(name, value); !ok)
        return std::unexpected(ok.error());
    const QStringList& names = enumNames(name);
    if (!names.isEmpty() && !names.contains(value.toUpper()))
        return fail(QCoreApplication::translate("ConfigEditor", "“%1” is not a valid %2; expected one of %3")
                        .arg(value, name, names.join(QStringLiteral(", "))));
    return Setting{name, value.toUtf8(), QVariant(value)};
}

Result<void> checkFieldName(const QString& name)
{
    if (name == kArchOverrides)
        return fail(QCoreApplication::translate(
            "ConfigEditor", "arch_overrides cannot be set or removed here; per-arch overrides "
                            "are edited by hand"));
    if (!allowedFields().contains(name))
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "“%1” is not a field tt-xla accepts (allowed: %2)")
                        .arg(name, allowedFields().join(QStringLiteral(", "))));
    return {};
}

struct Validated {
    QList<Setting> settings;  // only those that change the entry
    QStringList removals;     // only fields the entry has
};

Result<Validated> validate(const Entry& entry, const EntryChange& change, const QString& path)
{
    Validated out;
    QStringList seen;
    auto once = [&](const QString& name) -> Result<void> {
        if (auto ok = checkFieldName(name); !ok)
            return ok;
        if (seen.contains(name))
            return fail(QCoreApplication::translate(
                            "ConfigEditor", "The field %1 is changed twice in one edit")
                            .arg(name));
        seen.append(name);
        return {};
    };
    for (const auto& [name, value] : change.set) {
        if (auto ok = once(name); !ok)
            return fail(ok.error().message, path, entry.firstLine);
        auto setting = makeSetting(name, value);
        if (!setting)
            return fail(setting.error().message, path, entry.firstLine);
        const Field* current = entry.field(name);
        if (!current || current->value != setting->value)  // equal values keep their bytes
            out.settings.append(*setting);
    }
    for (const QString& name : change.remove) {
        if (auto ok = once(name); !ok)
            return fail(ok.error().message, path, entry.firstLine);
        if (entry.field(name))  // removing an absent field is already done
            out.removals.append(name);
    }
    return out;
}

// ---- where each field of the entry sits -------------------------------------------

struct FieldSpan {
    QString name;
    int first = 0, last = 0;  // 0-based file lines, inclusive
    QByteArray comment;       // " # ..." after a one-line value, kept on replace
    int indent = 0;
};

// The 0-based line and offset just past the quote closing a quoted scalar.
std::optional<std::pair<int, qsizetype>> closingQuote(const LineTable& t, int line,
                                                      qsizetype from, int lastLine, char quote)
{
    for (int l = line; l <= lastLine; ++l) {
        const QByteArrayView text = t.line(l);
        for (qsizetype i = l == line ? from : 0; i < text.size(); ++i) {
            if (quote == '"' && text[i] == '\\')
                ++i;
            else if (text[i] == quote && quote == '\'' && i + 1 < text.size() && text[i + 1] == '\'')
                ++i;
            else if (text[i] == quote)
                return std::pair{l, i + 1};
        }
    }
    return std::nullopt;
}

// " # comment" (with its leading blanks) in the rest of a line, else empty.
QByteArray commentIn(QByteArrayView rest)
{
    if (rest.endsWith('\n'))
        rest.chop(lineEnding(rest).size());
    const QByteArrayView body = rest.trimmed();
    if (!body.startsWith('#') || rest.isEmpty() || (rest[0] != ' ' && rest[0] != '\t'))
        return {};
    return rest.toByteArray();
}

// Where a comment starts in a one-line plain or flow value: a '#' after a blank,
// outside the quotes a flow list may hold ("[\"p150\"] # why").
qsizetype commentStart(QByteArrayView line, qsizetype from)
{
    char quote = 0;
    char previous = line[from];
    for (qsizetype i = from; i < line.size(); ++i) {
        const char c = line[i];
        if (quote) {
            if (c == '\\' && quote == '"')
                ++i;
            else if (c == quote)
                quote = 0;
            continue;
        }
        if ((c == '"' || c == '\'') && QByteArrayView("[{,:").contains(previous))
            quote = c;
        else if (c == '#' && i > from && (line[i - 1] == ' ' || line[i - 1] == '\t'))
            return i - 1;
        if (c != ' ')
            previous = c;
    }
    return -1;
}

// The last line of a value that is not quoted: everything up to the next field
// that is not blank or a comment (comments between fields belong to nobody);
// for a block scalar (| or >), the more-indented lines, comments included.
int unquotedEnd(const LineTable& t, int first, int regionEnd, int indent, bool blockScalar)
{
    int last = first;
    for (int l = first + 1; l <= regionEnd; ++l) {
        const QByteArrayView text = t.line(l);
        if (isBlank(text))
            continue;
        if (blockScalar && indentOf(text) <= indent)
            break;
        if (blockScalar || !isCommentOnly(text))
            last = l;
    }
    return last;
}

Result<FieldSpan> spanOf(const LineTable& t, const Field& field, int regionEnd, const QString& path)
{
    FieldSpan span{field.name, field.line - 1, field.line - 1, {}, 0};
    const QByteArrayView text = t.line(span.first);
    span.indent = indentOf(text);
    const QByteArray head = field.name.toUtf8() + ':';
    if (!text.sliced(span.indent).startsWith(head))
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "Cannot find the field %1 where the parser put it; "
                                        "edit this entry by hand")
                        .arg(field.name),
                    path, field.line);
    qsizetype at = span.indent + head.size();
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t'))
        ++at;
    const char c = at < text.size() ? text[at] : '\n';
    if (c == '"' || c == '\'') {
        const auto end = closingQuote(t, span.first, at + 1, regionEnd, c);
        if (!end)
            return fail(QCoreApplication::translate("ConfigEditor", "The quoted value of %1 does not end")
                            .arg(field.name),
                        path, field.line);
        span.last = end->first;
        span.comment = commentIn(t.line(span.last).sliced(end->second));
        return span;
    }
    span.last = unquotedEnd(t, span.first, regionEnd, span.indent, c == '|' || c == '>');
    if (span.last == span.first && at < text.size() && c != '|' && c != '>' && c != '#') {
        const qsizetype hash = commentStart(text, at);
        if (hash >= 0)
            span.comment = commentIn(text.sliced(hash));
    }
    return span;
}

// Refuses entries whose fields are not lines of their own block: a flow mapping
// on the key's line ("key: {status: X}") or an alias to another entry.
Result<QList<FieldSpan>> fieldSpans(const LineTable& t, const Entry& entry, const QString& path)
{
    QList<FieldSpan> spans;
    for (qsizetype i = 0; i < entry.fields.size(); ++i) {
        const Field& field = entry.fields[i];
        const int next = i + 1 < entry.fields.size() ? entry.fields[i + 1].line : entry.lastLine + 1;
        if (field.line <= entry.firstLine || field.line > entry.lastLine || next <= field.line)
            return fail(QCoreApplication::translate(
                            "ConfigEditor", "The entry %1 is not written one field a line "
                                            "(flow style or an alias); edit it by hand")
                            .arg(entry.key),
                        path, entry.firstLine);
        auto span = spanOf(t, field, next - 2, path);
        if (!span)
            return std::unexpected(span.error());
        spans.append(*span);
    }
    return spans;
}

// An entry without fields must be a bare "key:" so that fields can follow it.
Result<void> checkBareKey(const LineTable& t, const Entry& entry, const QString& path)
{
    QByteArrayView line = t.line(entry.firstLine - 1).trimmed();
    const qsizetype hash = line.indexOf(" #");
    if (hash >= 0)
        line = line.first(hash).trimmed();
    if (line.endsWith(':'))
        return {};
    return fail(QCoreApplication::translate(
                    "ConfigEditor", "The entry %1 has a value on its key line; edit it by hand")
                    .arg(entry.key),
                path, entry.firstLine);
}

// ---- the new block -------------------------------------------------------------------

const FieldSpan* findSpan(const QList<FieldSpan>& spans, const QString& name)
{
    for (const FieldSpan& span : spans) {
        if (span.name == name)
            return &span;
    }
    return nullptr;
}

// New fields go after the entry's own fields but before arch_overrides: the files
// keep overrides last, and a field after the override mapping is easily misread
// as one more override. Returns the index of the field they follow, or -1.
qsizetype insertionPoint(const QList<Field>& fields)
{
    for (qsizetype i = fields.size() - 1; i >= 0; --i) {
        if (fields[i].name != kArchOverrides)
            return i;
    }
    return -1;
}

struct Block {
    const LineTable& lines;
    const Entry& entry;
    const QList<FieldSpan>& spans;
    QByteArray eol;
    int indent;  // of new fields: the entry's own field indentation
};

QByteArray fieldLine(const Block& b, int indent, const Setting& s, const QByteArray& comment)
{
    return QByteArray(indent, ' ') + s.name.toUtf8() + ": " + s.text + comment + b.eol;
}

QByteArray rewrite(const Block& b, const Validated& v)
{
    const int first = b.entry.firstLine - 1;
    std::vector<std::optional<QByteArray>> rows;
    for (int l = first; l < b.entry.lastLine; ++l)
        rows.emplace_back(b.lines.line(l).toByteArray());
    const bool noFinalNewline = !rows.back()->endsWith('\n');
    if (noFinalNewline)
        *rows.back() += b.eol;
    auto clear = [&](const FieldSpan& s) {
        for (int l = s.first; l <= s.last; ++l)
            rows[size_t(l - first)].reset();
    };
    QByteArray added;
    for (const Setting& s : v.settings) {
        if (const FieldSpan* span = findSpan(b.spans, s.name)) {
            clear(*span);
            rows[size_t(span->first - first)] = fieldLine(b, span->indent, s, span->comment);
        } else {
            added += fieldLine(b, b.indent, s, {});
        }
    }
    for (const QString& name : v.removals)
        clear(*findSpan(b.spans, name));
    const qsizetype after = insertionPoint(b.entry.fields);
    const size_t insertRow = after < 0 ? 0 : size_t(b.spans[after].last - first);
    QByteArray out;
    for (size_t i = 0; i < rows.size(); ++i) {
        out += rows[i].value_or(QByteArray());
        if (i == insertRow)
            out += added;
    }
    if (noFinalNewline)
        out.chop(b.eol.size());
    return out;
}

// The entry as the parser must read it back after the change.
Entry expectedEntry(const Entry& before, const Validated& v)
{
    Entry out = before;
    out.fields.clear();
    QList<Field> added;
    for (const Setting& s : v.settings) {
        if (!before.field(s.name))
            added.append(Field{s.name, s.value, 0});
    }
    const qsizetype after = insertionPoint(before.fields);
    if (after < 0)
        out.fields += added;
    for (qsizetype i = 0; i < before.fields.size(); ++i) {
        Field f = before.fields[i];
        auto set = std::find_if(v.settings.begin(), v.settings.end(),
                                [&](const Setting& s) { return s.name == f.name; });
        if (set != v.settings.end())
            f.value = set->value;
        if (!v.removals.contains(f.name))
            out.fields.append(f);
        if (i == after)
            out.fields += added;
    }
    return out;
}

// ---- verification -----------------------------------------------------------------------

bool sameFields(const Entry& a, const Entry& b)
{
    if (a.key != b.key || a.fields.size() != b.fields.size())
        return false;
    for (qsizetype i = 0; i < a.fields.size(); ++i) {
        if (a.fields[i].name != b.fields[i].name || a.fields[i].value != b.fields[i].value)
            return false;
    }
    return true;
}

Error verifyError(const QString& why, const QString& path, int line = 0)
{
    return Error{QCoreApplication::translate("ConfigEditor", "The edit failed verification: %1")
                     .arg(why),
                 path, line};
}

Result<void> checkOutsideBytes(const EditPlan& plan, const Entry& entry)
{
    const LineTable t(plan.before);
    const qsizetype start = t.start(entry.firstLine - 1);
    const qsizetype tail = plan.before.size() - t.start(entry.lastLine);
    const bool same = plan.after.size() >= start + tail
                   && QByteArrayView(plan.after).first(start) == QByteArrayView(plan.before).first(start)
                   && QByteArrayView(plan.after).last(tail) == QByteArrayView(plan.before).last(tail);
    if (same)
        return {};
    return std::unexpected(verifyError(
        QCoreApplication::translate("ConfigEditor", "bytes outside the entry %1 would change")
            .arg(entry.key),
        plan.path, entry.firstLine));
}

// A problem (unknown field, invalid value) that the edit would introduce.
std::optional<Error> newProblem(const ConfigFile& before, const ConfigFile& after)
{
    if (after.problems().size() <= before.problems().size())
        return std::nullopt;
    QStringList known;
    for (const Error& e : before.problems())
        known.append(e.message);
    for (const Error& e : after.problems()) {
        if (!known.removeOne(e.message))
            return e;
    }
    return after.problems().back();
}

Result<void> compareEntries(const ConfigFile& before, const ConfigFile& after, const Entry& wanted,
                            const QString& path)
{
    if (after.rootKey() != before.rootKey() || after.entries().size() != before.entries().size())
        return std::unexpected(verifyError(
            QCoreApplication::translate("ConfigEditor", "the file would hold other entries"), path));
    for (qsizetype i = 0; i < before.entries().size(); ++i) {
        const Entry& old = before.entries()[i];
        const Entry& now = after.entries()[i];
        const Entry& expected = old.key == wanted.key ? wanted : old;
        if (!sameFields(expected, now))
            return std::unexpected(verifyError(
                QCoreApplication::translate("ConfigEditor", "the entry %1 would read back as "
                                                            "something else than planned")
                    .arg(old.key),
                path, now.firstLine));
    }
    if (auto added = newProblem(before, after))
        return std::unexpected(verifyError(added->toString(), path, added->line));
    return {};
}

// True when the text may hold an anchor or alias: '&' or '*' where a node can
// start (line start, after ": ", "- ", "? ", "[", "{", ","). Quoted
// text like "a && b" does not count; a false alarm only costs a full parse.
bool mayHoldAnchors(QByteArrayView text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        const char c = text[i];
        if ((c != '&' && c != '*') || QByteArrayView(" \t\r\n").contains(text[i + 1]))
            continue;
        qsizetype j = i;
        while (j > 0 && (text[j - 1] == ' ' || text[j - 1] == '\t'))
            --j;
        if (j == 0 || QByteArrayView("\n:?-[{,").contains(text[j - 1]))
            return true;
    }
    return false;
}

// The entry's block alone under its root key, followed by the blank and comment
// lines after it (a block scalar at the block's end could take them in).
QByteArray window(const QString& rootKey, const QByteArray& bytes, qsizetype start, qsizetype blockEnd)
{
    qsizetype end = blockEnd;
    while (end < bytes.size()) {
        qsizetype next = bytes.indexOf('\n', end);
        next = next < 0 ? bytes.size() : next + 1;
        const QByteArrayView line = QByteArrayView(bytes).sliced(end, next - end);
        if (!isBlank(line) && !isCommentOnly(line))
            break;
        end = next;
    }
    return rootKey.toUtf8() + ":\n" + bytes.sliced(start, end - start);
}

std::optional<Entry> parseWindow(const QByteArray& text, const QString& path, qsizetype& problems)
{
    auto parsed = ConfigFile::parse(text, path);
    if (!parsed || parsed->entries().size() != 1)
        return std::nullopt;
    problems = parsed->problems().size();
    return parsed->entries().front();
}

// The fast way to accept a plan, without parsing the whole file again: the
// bytes outside the block are identical (checked before), the file has no
// anchors or aliases (through which another entry could depend on this block),
// and the block parses on its own as the planned entry. The entry's block starts
// at a key of the root mapping and the lines after it are blank or comments up
// to the next key, so the parser is in the same state at both ends of the block
// in the window and in the file. As a check of that reasoning, the window must
// reproduce the entry as the full parse of `before` read it. Any doubt returns
// false and the caller parses the whole file.
bool windowAccepts(const ConfigFile& before, const EditPlan& plan, const Entry& entry,
                   const Entry& expected)
{
    const LineTable t(plan.before);
    const qsizetype start = t.start(entry.firstLine - 1);
    const qsizetype tail = plan.before.size() - t.start(entry.lastLine);
    // A bare key (no fields) on either side leaves the parser in another state at
    // the block's end than a mapping of fields does, so the text after the block may
    // read differently (yaml-cpp takes a following ":" line as the bare key's value).
    if (indentOf(t.line(entry.firstLine - 1)) == 0 || entry.fields.isEmpty()
        || expected.fields.isEmpty() || mayHoldAnchors(plan.before) || mayHoldAnchors(plan.after))
        return false;
    qsizetype oldProblems = 0, newProblems = 0;
    const auto old = parseWindow(window(before.rootKey(), plan.before, start, plan.before.size() - tail),
                                 plan.path, oldProblems);
    if (!old || !sameFields(*old, entry))
        return false;
    const auto now = parseWindow(window(before.rootKey(), plan.after, start, plan.after.size() - tail),
                                 plan.path, newProblems);
    return now && sameFields(*now, expected) && newProblems <= oldProblems;
}

Result<void> verifyAgainst(const ConfigFile& before, const EditPlan& plan, const Validated& v,
                           bool wholeFile)
{
    const Entry* entry = before.find(plan.change.key);
    if (!entry)
        return fail(QCoreApplication::translate("ConfigEditor", "No entry “%1” in this file")
                        .arg(plan.change.key),
                    plan.path);
    if (auto ok = checkOutsideBytes(plan, *entry); !ok)
        return ok;
    const Entry expected = expectedEntry(*entry, v);
    if (!wholeFile && windowAccepts(before, plan, *entry, expected))
        return {};
    auto after = ConfigFile::parse(plan.after, plan.path);
    if (!after)
        return std::unexpected(verifyError(after.error().toString(), plan.path, after.error().line));
    return compareEntries(before, *after, expected, plan.path);
}

QString diffLabel(const QString& path, const QString& displayRoot)
{
    return displayRoot.isEmpty() ? QFileInfo(path).fileName() : QDir(displayRoot).relativeFilePath(path);
}

Result<QByteArray> readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("ConfigEditor", "Cannot read the file: %1")
                        .arg(file.errorString()),
                    path);
    return file.readAll();
}

}  // namespace

Result<EditPlan> ConfigEditor::plan(const ConfigFile& file, const EntryChange& change,
                                    const QString& displayRoot)
{
    const Entry* entry = file.find(change.key);
    if (!entry)
        return fail(QCoreApplication::translate("ConfigEditor", "No entry “%1” in this file").arg(change.key),
                    file.path());
    auto valid = validate(*entry, change, file.path());
    if (!valid)
        return std::unexpected(valid.error());
    EditPlan plan{file.path(), file.bytes(), file.bytes(), change, {}};
    if (valid->settings.isEmpty() && valid->removals.isEmpty())
        return plan;  // nothing to change: a no-op plan with an empty diff
    const LineTable lines(file.bytes());
    auto spans = fieldSpans(lines, *entry, file.path());
    if (!spans)
        return std::unexpected(spans.error());
    if (spans->isEmpty()) {
        if (auto ok = checkBareKey(lines, *entry, file.path()); !ok)
            return std::unexpected(ok.error());
    }
    const QByteArrayView keyLine = lines.line(entry->firstLine - 1);
    const QByteArray eol = lineEnding(keyLine.endsWith('\n') ? keyLine : lines.line(0));
    const int indent = spans->isEmpty() ? indentOf(keyLine) + 2 : spans->front().indent;
    const Block block{lines, *entry, *spans, eol, indent};
    const qsizetype start = lines.start(entry->firstLine - 1), end = lines.start(entry->lastLine);
    plan.after = file.bytes().first(start) + rewrite(block, *valid) + file.bytes().sliced(end);
    if (plan.after == plan.before)
        return plan;
    plan.diff = UnifiedDiff::make(plan.before, plan.after, diffLabel(file.path(), displayRoot));
    if (auto ok = verifyAgainst(file, plan, *valid, false); !ok)
        return std::unexpected(ok.error());
    return plan;
}

Result<void> ConfigEditor::verify(const EditPlan& plan)
{
    if (plan.after == plan.before)
        return {};
    auto before = ConfigFile::parse(plan.before, plan.path);
    if (!before)
        return std::unexpected(before.error());
    const Entry* entry = before->find(plan.change.key);
    if (!entry)
        return fail(QCoreApplication::translate("ConfigEditor", "No entry “%1” in this file")
                        .arg(plan.change.key),
                    plan.path);
    auto valid = validate(*entry, plan.change, plan.path);
    if (!valid)
        return std::unexpected(valid.error());
    return verifyAgainst(*before, plan, *valid, true);
}

Result<void> ConfigEditor::write(const EditPlan& plan)
{
    const QString changed = QCoreApplication::translate("ConfigEditor",
                                                        "The file changed on disk since it was read; nothing was "
                                                        "written. Reload it and plan the edit again");
    if (plan.after == plan.before) {
        // Nothing to write; still a conflict when the file moved on meanwhile.
        const auto onDisk = readAll(plan.path);
        if (!onDisk)
            return std::unexpected(onDisk.error());
        return *onDisk == plan.before ? Result<void>() : conflict(changed, plan.path);
    }
    // Re-read, compare, write, fsync, check, rename: one step under the file's lock.
    return FileReplacement::write(plan.path, plan.after, plan.before, changed);
}

EditPlan ConfigEditor::inverse(const EditPlan& plan)
{
    EditPlan undo{plan.path, plan.after, plan.before, EntryChange{plan.change.key, {}, {}}, {}};
    // The label is the one the forward diff used: "--- a/<label>\n".
    const QString first = plan.diff.section(u'\n', 0, 0);
    const QString label = first.startsWith(u"--- a/") ? first.mid(6) : QFileInfo(plan.path).fileName();
    undo.diff = UnifiedDiff::make(undo.before, undo.after, label);
    return undo;
}

QString ConfigEditor::quoted(const QString& text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += u'"';
    for (const char32_t c : text.toUcs4()) {
        if (c == U'"' || c == U'\\')
            out += u'\\' + QString(QChar(c));
        else if (c == U'\n')
            out += QStringLiteral("\\n");
        else if (c == U'\t')
            out += QStringLiteral("\\t");
        else if (c == U'\r')
            out += QStringLiteral("\\r");
        else if (c < 0x20 || (c >= 0x7f && c <= 0x9f))
            out += hexEscape(c, u'x', 2);
        else if (c == 0x2028 || c == 0x2029 || c == 0xFEFF || c == 0xFFFE || c == 0xFFFF)
            out += hexEscape(c, u'u', 4);
        else
            out += QString::fromUcs4(&c, 1);
    }
    out += u'"';
    return out;
}

}  // namespace dtriage
