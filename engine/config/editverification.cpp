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
bool windowAccepts(const ConfigFile& before, const ConfigEdit& plan, const Entry& entry,
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

}  // namespace

Result<void> EditVerification::verify(const ConfigFile& before, const ConfigEdit& plan, const Entry& entry,
                                      const Entry& expected, bool wholeFile)
{
    if (auto ok = checkOutsideBytes(plan, entry); !ok)
        return ok;
    if (!wholeFile && windowAccepts(before, plan, entry, expected))
        return {};
    auto after = ConfigFile::parse(plan.after, plan.path);
    if (!after)
        return std::unexpected(verifyError(after.error().toString(), plan.path, after.error().line));
    return compareEntries(before, *after, expected, plan.path);
}

}  // namespace dtriage
