#include "config/editverification.h"

#include "config/linetable.h"

#include <QCoreApplication>

#include <algorithm>

namespace dtriage {
namespace {

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

Result<void> checkOutsideBytes(const ConfigEdit& plan, const Entry& entry)
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

// A problem (unknown field, invalid value) that the edit would introduce: one
// `after` holds and `before` does not, counted as a multiset — an edit of many
// entries may fix one problem and bring another.
std::optional<Error> newProblem(const QList<Error>& before, const QList<Error>& after)
{
    QStringList known;
    for (const Error& e : before)
        known.append(e.message);
    for (const Error& e : after) {
        if (!known.removeOne(e.message))
            return e;
    }
    return std::nullopt;
}

Result<void> compareEntries(const ConfigFile& before, const ConfigFile& after,
                            const QHash<QString, const Entry*>& wanted, const QString& path)
{
    if (after.rootKey() != before.rootKey() || after.entries().size() != before.entries().size())
        return std::unexpected(verifyError(
            QCoreApplication::translate("ConfigEditor", "the file would hold other entries"), path));
    for (qsizetype i = 0; i < before.entries().size(); ++i) {
        const Entry& old = before.entries()[i];
        const Entry& now = after.entries()[i];
        const Entry* planned = wanted.value(old.key);
        const Entry& expected = planned ? *planned : old;
        if (!sameFields(expected, now))
            return std::unexpected(verifyError(
                QCoreApplication::translate("ConfigEditor", "the entry %1 would read back as "
                                                            "something else than planned")
                    .arg(old.key),
                path, now.firstLine));
    }
    if (auto added = newProblem(before.problems(), after.problems()))
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

struct WindowReading {
    Entry entry;
    QList<Error> problems;
};

std::optional<WindowReading> parseWindow(const QByteArray& text, const QString& path)
{
    auto parsed = ConfigFile::parse(text, path);
    if (!parsed || parsed->entries().size() != 1)
        return std::nullopt;
    return WindowReading{parsed->entries().front(), parsed->problems()};
}

// True when the text holds a carriage return that is no CRLF's: YAML reads a
// lone CR as a line break, the line table does not, so a window cut by lines may
// not be cut where the parser's lines are.
bool hasLoneCarriageReturn(QByteArrayView text)
{
    for (qsizetype at = text.indexOf('\r'); at >= 0; at = text.indexOf('\r', at + 1)) {
        if (at + 1 >= text.size() || text[at + 1] != '\n')
            return true;
    }
    return false;
}

// Neither anchors (another entry may depend on the block) nor lone CRs (the
// block's lines may not be the parser's): the windows can be trusted.
bool windowsApply(QByteArrayView text)
{
    return !mayHoldAnchors(text) && !hasLoneCarriageReturn(text);
}

// True when every line of the block [start, end) after its key line is blank, a
// comment, or indented deeper than the key: nothing in it belongs to the mapping
// around the entry. A line as deep as the key or less ("?" at column 0 that opens
// another key) is read by the whole file otherwise than by the window.
bool nestedUnder(const QByteArray& bytes, qsizetype start, qsizetype end, int keyIndent)
{
    qsizetype at = bytes.indexOf('\n', start);
    while (at >= 0 && at + 1 < end) {
        const qsizetype next = bytes.indexOf('\n', at + 1);
        const QByteArrayView line = QByteArrayView(bytes).sliced(at + 1, (next < 0 || next > end ? end : next) - at - 1);
        if (!isBlank(line) && !isCommentOnly(line) && indentOf(line) <= keyIndent)
            return false;
        at = next;
    }
    return true;
}

// An entry's block in the file before and after the edit, byte ranges.
struct Block {
    const Entry& entry;
    const Entry& expected;
    qsizetype oldStart, oldEnd, newStart, newEnd;
};

// The belt-and-braces way: the whole new text parsed, every entry compared.
Result<void> wholeFileAccepts(const ConfigFile& before, const QByteArray& after,
                              const QHash<QString, const Entry*>& wanted)
{
    auto parsed = ConfigFile::parse(after, before.path());
    if (!parsed)
        return std::unexpected(verifyError(parsed.error().toString(), before.path(), parsed.error().line));
    return compareEntries(before, *parsed, wanted, before.path());
}

// The fast way to accept an entry's new block, without parsing the whole file
// again: the bytes outside the block are identical (checked, or so by
// construction), the file has no anchors or aliases (through which another entry
// could depend on this block: the caller checks), and the block parses on its own
// as the planned entry. The entry's block starts at a key of the root mapping and
// the lines after it are blank or comments up to the next key, so the parser is in
// the same state at both ends of the block in the window and in the file. As a
// check of that reasoning, the window must reproduce the entry as the full parse
// of `before` read it. Any doubt returns false and the caller parses the whole file.
bool windowAccepts(const ConfigFile& before, const QByteArray& after, const Block& block)
{
    const QByteArrayView keyLine = QByteArrayView(before.bytes()).sliced(block.oldStart);
    // A bare key (no fields) on either side leaves the parser in another state at
    // the block's end than a mapping of fields does, so the text after the block may
    // read differently (yaml-cpp takes a following ":" line as the bare key's value).
    const int keyIndent = indentOf(keyLine);
    if (keyIndent == 0 || block.entry.fields.isEmpty() || block.expected.fields.isEmpty()
        || !nestedUnder(before.bytes(), block.oldStart, block.oldEnd, keyIndent)
        || !nestedUnder(after, block.newStart, block.newEnd, keyIndent))
        return false;
    const auto old = parseWindow(window(before.rootKey(), before.bytes(), block.oldStart, block.oldEnd),
                                 before.path());
    if (!old || !sameFields(old->entry, block.entry))
        return false;
    const auto now = parseWindow(window(before.rootKey(), after, block.newStart, block.newEnd), before.path());
    return now && sameFields(now->entry, block.expected) && !newProblem(old->problems, now->problems);
}

}  // namespace

Result<void> EditVerification::verifyAppended(const ConfigFile& before, const QByteArray& after, const QList<Entry>& added)
{
    auto parsed = ConfigFile::parse(after, before.path());
    if (!parsed)
        return std::unexpected(verifyError(parsed.error().toString(), before.path(), parsed.error().line));
    const qsizetype kept = before.entries().size();
    if (parsed->rootKey() != before.rootKey() || parsed->entries().size() != kept + added.size())
        return std::unexpected(verifyError(
            QCoreApplication::translate("ConfigEditor", "the file would hold other entries"), before.path()));
    for (qsizetype i = 0; i < parsed->entries().size(); ++i) {
        const Entry& expected = i < kept ? before.entries()[i] : added[i - kept];
        if (!sameFields(expected, parsed->entries()[i]))
            return std::unexpected(verifyError(
                QCoreApplication::translate("ConfigEditor", "the entry %1 would read back as something else than planned")
                    .arg(expected.key),
                before.path(), parsed->entries()[i].firstLine));
    }
    if (auto problem = newProblem(before.problems(), parsed->problems()))
        return std::unexpected(verifyError(problem->toString(), before.path(), problem->line));
    return {};
}

Result<void> EditVerification::verify(const ConfigFile& before, const ConfigEdit& plan, const Entry& entry,
                                      const Entry& expected, bool wholeFile)
{
    if (auto ok = checkOutsideBytes(plan, entry); !ok)
        return ok;
    const LineTable t(plan.before);
    const qsizetype start = t.start(entry.firstLine - 1), tail = plan.before.size() - t.start(entry.lastLine);
    const Block block{entry, expected, start, plan.before.size() - tail, start, plan.after.size() - tail};
    if (!wholeFile && windowsApply(plan.before) && windowsApply(plan.after) && windowAccepts(before, plan.after, block))
        return {};
    return wholeFileAccepts(before, plan.after, {{entry.key, &expected}});
}

Result<void> EditVerification::verifyAll(const ConfigFile& before, const SplicedFile& spliced)
{
    QHash<QString, const Entry*> wanted;
    // Each window costs a parse of its bytes, old and new: past the file's size
    // in all, one parse of the whole file is cheaper, and as sure.
    qsizetype windowBytes = 0;
    for (const SplicedFile::Placed& p : spliced.placed)
        windowBytes += (p.oldEnd - p.oldStart) + (p.newEnd - p.newStart);
    bool windowsAccept = windowBytes < spliced.bytes.size() && windowsApply(before.bytes());
    for (const SplicedFile::Placed& p : spliced.placed) {
        const Entry& expected = p.splice->expected;
        wanted.insert(expected.key, &expected);
        if (!windowsAccept)
            continue;
        const Entry* entry = before.find(expected.key);
        const Block block{*entry, expected, p.oldStart, p.oldEnd, p.newStart, p.newEnd};
        windowsAccept = windowsApply(QByteArrayView(spliced.bytes).sliced(p.newStart, p.newEnd - p.newStart))
                     && windowAccepts(before, spliced.bytes, block);
    }
    return windowsAccept ? Result<void>() : wholeFileAccepts(before, spliced.bytes, wanted);
}

}  // namespace dtriage
