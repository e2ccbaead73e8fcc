// UnifiedDiff::unapply: a diff a session recorded, read back to take its edit
// out of the file again.
#include "config/unifieddiff.h"

#include "core/textlines.h"

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>

#include <algorithm>

namespace dtriage {

namespace {

// One "@@ -a,b +c,d @@" hunk: its lines as they were and as they are, each with
// its terminator (a line without "\n" is a last line without a final newline).
struct Hunk {
    int oldStart = 0;  // 0-based index of the hunk's first line in the file as it was
    int newStart = 0;  // 0-based index of the hunk's first line in the file as it is
    QList<QByteArray> oldLines;
    QList<QByteArray> newLines;
    QByteArray kinds;  // ' ', '-' or '+' for each line of the hunk, in order
};

// 0-based index of a range's first line: an empty range names the line before it.
int rangeStart(const QRegularExpressionMatch& match, int start, int count)
{
    const int first = match.captured(start).toInt();
    const bool empty = match.hasCaptured(count) && match.captured(count).toInt() == 0;
    return empty ? first : first - 1;
}

Result<Hunk> hunkHeader(const QByteArray& line)
{
    static const QRegularExpression header(QStringLiteral(R"(^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@)"));
    const auto match = header.match(QString::fromUtf8(line));
    if (!match.hasMatch())
        return fail(UnifiedDiff::tr("not a unified diff hunk: %1").arg(QString::fromUtf8(line)));
    Hunk hunk;
    hunk.oldStart = rangeStart(match, 1, 2);
    hunk.newStart = rangeStart(match, 3, 4);
    return hunk;
}

Result<QList<Hunk>> parse(const QString& diff)
{
    QList<Hunk> hunks;
    QList<QByteArray>* lastSide[2] = {nullptr, nullptr};  // the sides the last line went to
    for (const QByteArray& line : TextLines::split(diff.toUtf8())) {
        if (line.startsWith("--- ") || line.startsWith("+++ "))
            continue;
        if (line.startsWith("@@")) {
            auto hunk = hunkHeader(line);
            if (!hunk)
                return std::unexpected(hunk.error());
            hunks << *hunk;
            continue;
        }
        if (hunks.isEmpty())
            return fail(UnifiedDiff::tr("the recorded diff has no hunk"));
        Hunk& hunk = hunks.last();
        if (line.startsWith('\\')) {  // "\ No newline at end of file": of the line before
            for (QList<QByteArray>* side : lastSide)
                if (side && !side->isEmpty() && side->last().endsWith('\n'))
                    side->last().chop(1);
            continue;
        }
        const QByteArray text = line.mid(1);
        const char kind = line.isEmpty() ? ' ' : line.at(0);
        hunk.kinds += kind == '-' || kind == '+' ? kind : ' ';
        lastSide[0] = kind != '+' ? &hunk.oldLines : nullptr;
        lastSide[1] = kind != '-' ? &hunk.newLines : nullptr;
        for (QList<QByteArray>* side : lastSide)
            if (side)
                side->append(text);
    }
    if (hunks.isEmpty())
        return fail(UnifiedDiff::tr("the recorded diff is empty"));
    return hunks;
}

// Where the hunks change lines: each run of '-' and '+' lines, in both texts. A
// diff make() wrote is minimal there, so no line of a run's '-' side equals one
// of its '+' side, and comparing the runs alone remakes it, whichever regions
// it was made from (the whole file, or the blocks ConfigEditor::planAll changed).
std::vector<UnifiedDiff::Region> changedRuns(const QList<Hunk>& hunks)
{
    std::vector<UnifiedDiff::Region> runs;
    for (const Hunk& hunk : hunks) {
        int oldLine = hunk.oldStart, newLine = hunk.newStart;
        for (qsizetype i = 0; i < hunk.kinds.size();) {
            if (hunk.kinds[i] == ' ') {
                ++oldLine, ++newLine, ++i;
                continue;
            }
            UnifiedDiff::Region run{oldLine, oldLine, newLine, newLine};
            for (; i < hunk.kinds.size() && hunk.kinds[i] != ' '; ++i)
                hunk.kinds[i] == '-' ? ++run.beforeEnd : ++run.afterEnd;
            oldLine = run.beforeEnd, newLine = run.afterEnd;
            runs.push_back(run);
        }
    }
    return runs;
}

}  // namespace

Result<QByteArray> UnifiedDiff::unapply(const QByteArray& current, const QString& diff)
{
    auto hunks = parse(diff);
    if (!hunks)
        return std::unexpected(hunks.error());
    QList<QByteArray> lines = TextLines::split(current);
    // Last hunk first: the earlier hunks' positions stay valid.
    for (auto it = hunks->crbegin(); it != hunks->crend(); ++it) {
        const qsizetype count = it->newLines.size();
        if (it->newStart < 0 || it->newStart + count > lines.size()
            || !std::equal(it->newLines.cbegin(), it->newLines.cend(), lines.cbegin() + it->newStart))
            return fail(tr("the file no longer holds the recorded edit at line %1")
                            .arg(it->newStart + 1));
        lines.remove(it->newStart, count);
        for (qsizetype i = 0; i < it->oldLines.size(); ++i)
            lines.insert(it->newStart + i, it->oldLines[i]);
    }
    const QByteArray before = lines.join();
    const QString first = diff.section(u'\n', 0, 0);
    const QString label = first.startsWith(u"--- a/") ? first.mid(6) : QString();
    if (UnifiedDiff::make(before, current, label, 3, changedRuns(*hunks)) != diff)
        return fail(tr("the file changed around the recorded edit"));
    return before;
}

}  // namespace dtriage
