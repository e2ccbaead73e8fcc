#include "config/entryaddition.h"

#include "config/configeditor.h"
#include "config/editverification.h"
#include "config/entryblockedit.h"
#include "config/entrychangecheck.h"
#include "config/linetable.h"
#include "config/unifieddiff.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace dtriage {
namespace {

// The entries' layout, read off the file's last entry: where its key and its
// fields start, the line ending. Nowhere to append (no entry, or a line after the
// last entry that is neither blank nor a comment) is an Error.
struct Layout {
    int keyIndent = 2;
    int fieldIndent = 4;
    QByteArray eol = "\n";
};

Result<Layout> layoutOf(const ConfigFile& file)
{
    if (file.entries().isEmpty())
        return fail(QCoreApplication::translate("ConfigEditor", "the file holds no entry to put a new one after"), file.path());
    const Entry& last = file.entries().back();
    const LineTable lines(file.bytes());
    const int count = UnifiedDiff::lineCount(file.bytes());
    for (int i = last.lastLine; i < count; ++i)
        if (const QByteArrayView line = lines.line(i); !isBlank(line) && !isCommentOnly(line))
            return fail(QCoreApplication::translate("ConfigEditor", "the entries do not end the file (line %1 follows "
                                                                    "them): nowhere to put a new one")
                            .arg(i + 1),
                        file.path(), i + 1);
    Layout layout;
    const QByteArrayView keyLine = lines.line(last.firstLine - 1);
    layout.keyIndent = indentOf(keyLine);
    layout.fieldIndent = last.fields.isEmpty() ? layout.keyIndent + 2 : indentOf(lines.line(last.fields.front().line - 1));
    layout.eol = lineEnding(keyLine);
    return layout;
}

// A key as tt-xla writes them (plain); one YAML would read otherwise, double-quoted.
QByteArray keyText(const QString& key)
{
    static const QRegularExpression plain(QStringLiteral(R"(^[A-Za-z0-9_][A-Za-z0-9_./+=,()\-]*$)"));
    return (plain.match(key).hasMatch() ? key : ConfigEditor::quoted(key)).toUtf8();
}

// The change as the new entry's fields: a plain set, each value as ConfigEditor writes it.
Result<EntryChangeCheck::Validated> validated(const EntryChange& change, const QString& path)
{
    if (!change.remove.isEmpty() || !change.arches.isEmpty() || change.set.isEmpty())
        return fail(QCoreApplication::translate("ConfigEditor", "a new entry “%1” takes fields to set only").arg(change.key), path);
    return EntryChangeCheck::validate(Entry{change.key, 0, 0, {}}, change, path);
}

}  // namespace

Result<QByteArray> EntryAddition::append(const ConfigFile& file, const QByteArray& bytes, const QList<EntryChange>& additions)
{
    if (additions.isEmpty())
        return bytes;
    const auto layout = layoutOf(file);
    if (!layout)
        return std::unexpected(layout.error());
    QByteArray out = bytes;
    if (!out.isEmpty() && !out.endsWith('\n'))
        out += layout->eol;
    for (const EntryChange& change : additions) {
        if (file.find(change.key))
            return fail(QCoreApplication::translate("ConfigEditor", "“%1” is in the file already: not added again").arg(change.key),
                        file.path());
        const auto valid = validated(change, file.path());
        if (!valid)
            return std::unexpected(valid.error());
        out += layout->eol + QByteArray(layout->keyIndent, ' ') + keyText(change.key) + ':' + layout->eol;
        for (const EntryChangeCheck::Setting& setting : valid->settings)
            out += QByteArray(layout->fieldIndent, ' ') + setting.name.toUtf8() + ": " + setting.text + layout->eol;
    }
    return out;
}

Result<void> EntryAddition::verify(const QByteArray& before, const QByteArray& after, const QList<EntryChange>& additions,
                                   const QString& path)
{
    if (!after.startsWith(before))
        return fail(QCoreApplication::translate("ConfigEditor", "The edit failed verification: %1")
                        .arg(QCoreApplication::translate("ConfigEditor", "bytes before the new entries would change")),
                    path);
    const auto parsed = ConfigFile::parse(before, path);
    if (!parsed)
        return std::unexpected(parsed.error());
    QList<Entry> added;
    for (const EntryChange& change : additions) {
        const auto valid = validated(change, path);
        if (!valid)
            return std::unexpected(valid.error());
        added << EntryBlockEdit::expected(Entry{change.key, 0, 0, {}}, *valid);
    }
    return EditVerification::verifyAppended(*parsed, after, added);
}

}  // namespace dtriage
