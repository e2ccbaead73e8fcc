#include "config/archoverrideedit.h"

#include "config/linetable.h"

#include <QCoreApplication>

namespace dtriage {
namespace {

using Lines = QList<QByteArray>;
using Setting = EntryChangeCheck::Setting;

const QByteArray kArchOverrides = QByteArrayLiteral("arch_overrides");

Lines split(const QByteArray& block)
{
    Lines lines;
    qsizetype from = 0;
    while (from < block.size()) {
        const qsizetype nl = block.indexOf('\n', from);
        const qsizetype end = nl < 0 ? block.size() : nl + 1;
        lines << block.mid(from, end - from);
        from = end;
    }
    return lines;
}

bool isContent(const QByteArray& line)
{
    return !isBlank(line) && !isCommentOnly(line);
}

QByteArray spaces(int n)
{
    return QByteArray(n, ' ');
}

// `line` is "<name>:" at `indent`; `rest` gets what follows the colon, trimmed.
bool isKeyLine(const QByteArray& line, int indent, const QByteArray& name, QByteArray* rest)
{
    if (indentOf(line) != indent || !line.mid(indent).startsWith(name + ':'))
        return false;
    const QByteArray after = line.mid(indent + name.size() + 1);
    if (!after.isEmpty() && !QByteArrayView(" \t\r\n").contains(after.front()))
        return false;  // "status_x:" is not "status:"
    *rest = after.trimmed();
    return true;
}

// The index of the closing quote of the quoted value `rest` starts with; -1: not on this line.
qsizetype closingQuote(const QByteArray& rest)
{
    const char quote = rest.front();
    for (qsizetype i = 1; i < rest.size(); ++i) {
        if (quote == '"' && rest[i] == '\\')
            ++i;
        else if (rest[i] == quote && quote == '\'' && i + 1 < rest.size() && rest[i + 1] == '\'')
            ++i;
        else if (rest[i] == quote)
            return i;
    }
    return -1;
}

// The comment after a one-line value ("  # why", its blanks included), or empty; nullopt when the value
// does not end on its line (a quote left open, a block scalar).
std::optional<QByteArray> commentOf(const QByteArray& rest)
{
    if (rest.startsWith('|') || rest.startsWith('>') || rest.isEmpty())
        return std::nullopt;
    qsizetype valueEnd = 0;
    if (rest.startsWith('"') || rest.startsWith('\'')) {
        valueEnd = closingQuote(rest);
        if (valueEnd < 0)
            return std::nullopt;
    }
    qsizetype hash = rest.indexOf(" #", valueEnd);
    if (hash < 0)
        return QByteArray();
    while (hash > valueEnd && (rest[hash - 1] == ' ' || rest[hash - 1] == '\t'))
        --hash;  // the blanks before it too: the line reads as it did
    return rest.mid(hash);
}

// The last line of the mapping under the key line `head`: every following line
// indented deeper (blank and comment lines only between two of them).
int lastOf(const Lines& lines, int head, int indent)
{
    int last = head;
    for (int i = head + 1; i < lines.size(); ++i) {
        if (!isContent(lines[i]))
            continue;
        if (indentOf(lines[i]) <= indent)
            break;
        last = i;
    }
    return last;
}

// The indentation of the first line under `head` (up to `last`); `fallback` when none.
int childIndent(const Lines& lines, int head, int last, int fallback)
{
    for (int i = head + 1; i <= last; ++i) {
        if (isContent(lines[i]))
            return indentOf(lines[i]);
    }
    return fallback;
}

// The line of `name:` at `indent` among lines (head, last]; -1 when absent.
int find(const Lines& lines, int head, int last, int indent, const QByteArray& name, QByteArray* rest)
{
    for (int i = head + 1; i <= last; ++i) {
        if (isKeyLine(lines[i], indent, name, rest))
            return i;
    }
    return -1;
}

// What stands after "arch_overrides:" (or "n150:") where a block should start:
// named as it is, so the user is not sent looking for a flow mapping that is an
// anchor or a tag.
QString whatFollows(const QByteArray& rest)
{
    const QString text = QString::fromUtf8(rest.trimmed().left(40));
    if (rest.startsWith('&'))
        return QCoreApplication::translate("ConfigEditor", "an anchor, %1").arg(text);
    if (rest.startsWith('*'))
        return QCoreApplication::translate("ConfigEditor", "an alias, %1").arg(text);
    if (rest.startsWith('!'))
        return QCoreApplication::translate("ConfigEditor", "a tag, %1").arg(text);
    if (rest.startsWith('{') || rest.startsWith('['))
        return QCoreApplication::translate("ConfigEditor", "a flow mapping");
    return QCoreApplication::translate("ConfigEditor", "a value on its line, %1").arg(text);
}

Error handEdit(const QString& what)
{
    return Error{QCoreApplication::translate(
                     "ConfigEditor", "The arch_overrides of this entry are not written one field a line (%1); "
                                     "edit them by hand")
                     .arg(what)};
}

QByteArray fieldLine(int indent, const Setting& s, const QByteArray& comment, const QByteArray& eol)
{
    return spaces(indent) + s.name.toUtf8() + ": " + s.text + comment + eol;
}

struct Layout {
    int fieldIndent = 0;
    int step = 2;  // the block's own indentation step
    QByteArray eol;
};

// An arch's whole mapping, for an arch arch_overrides does not hold yet.
QByteArray archBlock(const EntryChangeCheck::ArchValidated& arch, int indent, const Layout& layout)
{
    QByteArray out = spaces(indent) + arch.arch.toUtf8() + ':' + layout.eol;
    for (const Setting& s : arch.settings)
        out += fieldLine(indent + layout.step, s, {}, layout.eol);
    return out;
}

// The changes of one arch whose mapping starts at `head`.
Result<void> editArch(Lines& lines, int head, int archIndent, const EntryChangeCheck::ArchValidated& arch,
                      const Layout& layout)
{
    const int fieldIndent = childIndent(lines, head, lastOf(lines, head, archIndent), archIndent + layout.step);
    for (const Setting& s : arch.settings) {
        const int last = lastOf(lines, head, archIndent);
        QByteArray rest;
        const int at = find(lines, head, last, fieldIndent, s.name.toUtf8(), &rest);
        if (at < 0) {
            lines.insert(last + 1, fieldLine(fieldIndent, s, {}, layout.eol));
            continue;
        }
        const std::optional<QByteArray> comment = commentOf(rest);
        if (!comment)
            return std::unexpected(handEdit(QStringLiteral("%1 of %2").arg(s.name, arch.arch)));
        lines[at] = fieldLine(fieldIndent, s, *comment, lineEnding(lines[at]));
    }
    for (const QString& name : arch.removals) {
        QByteArray rest;
        const int at = find(lines, head, lastOf(lines, head, archIndent), fieldIndent, name.toUtf8(), &rest);
        if (at < 0 || !commentOf(rest))
            return std::unexpected(handEdit(QStringLiteral("%1 of %2").arg(name, arch.arch)));
        lines.removeAt(at);
    }
    return {};
}

}  // namespace

Result<QByteArray> ArchOverrideEdit::apply(const QByteArray& block, int fieldIndent, const QByteArray& eol,
                                           const QList<EntryChangeCheck::ArchValidated>& arches)
{
    Lines lines = split(block);
    const bool noFinalNewline = !lines.isEmpty() && !lines.back().endsWith('\n');
    if (noFinalNewline)
        lines.back() += eol;
    const int step = std::max(2, fieldIndent - indentOf(lines.value(0)));
    const Layout layout{fieldIndent, step, eol};
    QByteArray rest;
    int head = find(lines, 0, int(lines.size()) - 1, fieldIndent, kArchOverrides, &rest);
    if (head >= 0 && !rest.isEmpty() && !rest.startsWith('#'))
        return std::unexpected(handEdit(whatFollows(rest)));
    if (head < 0) {
        lines << spaces(fieldIndent) + kArchOverrides + ':' + eol;
        head = int(lines.size()) - 1;
    }
    for (const EntryChangeCheck::ArchValidated& arch : arches) {
        const int last = lastOf(lines, head, fieldIndent);
        const int archIndent = childIndent(lines, head, last, fieldIndent + step);
        const int at = find(lines, head, last, archIndent, arch.arch.toUtf8(), &rest);
        if (at < 0) {
            lines.insert(last + 1, archBlock(arch, archIndent, layout));
            continue;
        }
        if (!rest.isEmpty() && !rest.startsWith('#'))
            return std::unexpected(handEdit(QStringLiteral("%1: %2").arg(arch.arch, whatFollows(rest))));
        if (auto edited = editArch(lines, at, archIndent, arch, layout); !edited)
            return std::unexpected(edited.error());
    }
    QByteArray out = lines.join();
    if (noFinalNewline)
        out.chop(eol.size());
    return out;
}

QVariantMap ArchOverrideEdit::expected(QVariantMap overrides, const QList<EntryChangeCheck::ArchValidated>& arches)
{
    for (const EntryChangeCheck::ArchValidated& arch : arches) {
        QVariantMap fields = overrides.value(arch.arch).toMap();
        for (const Setting& s : arch.settings)
            fields.insert(s.name, s.value);
        for (const QString& name : arch.removals)
            fields.remove(name);
        overrides.insert(arch.arch, fields);
    }
    return overrides;
}

}  // namespace dtriage
