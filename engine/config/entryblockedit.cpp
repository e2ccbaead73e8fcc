#include "config/entryblockedit.h"

#include "config/archoverrideedit.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>
#include <vector>

namespace dtriage {

namespace {

using Setting = EntryChangeCheck::Setting;
using Validated = EntryChangeCheck::Validated;

const QString kArchOverrides = QStringLiteral("arch_overrides");

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
    if (!v.arches.isEmpty()) {
        auto overrides = std::find_if(out.fields.begin(), out.fields.end(),
                                      [](const Field& f) { return f.name == kArchOverrides; });
        if (overrides == out.fields.end())
            out.fields.append(Field{kArchOverrides, ArchOverrideEdit::expected({}, v.arches), 0});
        else
            overrides->value = ArchOverrideEdit::expected(overrides->value.toMap(), v.arches);
    }
    return out;
}

}  // namespace

Result<BlockSplice> EntryBlockEdit::make(const ConfigFile& file, const LineTable& lines, const Entry& entry,
                                         const Validated& change)
{
    auto spans = fieldSpans(lines, entry, file.path());
    if (!spans)
        return std::unexpected(spans.error());
    if (spans->isEmpty()) {
        if (auto ok = checkBareKey(lines, entry, file.path()); !ok)
            return std::unexpected(ok.error());
    }
    const QByteArrayView keyLine = lines.line(entry.firstLine - 1);
    const QByteArray eol = lineEnding(keyLine.endsWith('\n') ? keyLine : lines.line(0));
    const int indent = spans->isEmpty() ? indentOf(keyLine) + 2 : spans->front().indent;
    const Block block{lines, entry, *spans, eol, indent};
    BlockSplice splice{lines.start(entry.firstLine - 1), lines.start(entry.lastLine), entry.firstLine,
                       entry.lastLine, rewrite(block, change), expectedEntry(entry, change)};
    if (!change.arches.isEmpty()) {
        auto withArches = ArchOverrideEdit::apply(splice.bytes, indent, eol, change.arches);
        if (!withArches)
            return fail(withArches.error().message, file.path(), entry.firstLine);
        splice.bytes = *withArches;
    }
    return splice;
}

Entry EntryBlockEdit::expected(const Entry& before, const Validated& change)
{
    return expectedEntry(before, change);
}

}  // namespace dtriage
