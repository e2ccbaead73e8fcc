#include "config/splicedfile.h"

namespace dtriage {

SplicedFile SplicedFile::of(const QByteArray& before, const std::vector<BlockSplice>& splices)
{
    SplicedFile out;
    qsizetype size = before.size();
    for (const BlockSplice& s : splices)
        size += s.bytes.size() - (s.end - s.start);
    out.bytes.reserve(size);
    qsizetype copied = 0;
    int lineShift = 0;
    for (const BlockSplice& s : splices) {
        out.bytes.append(QByteArrayView(before).sliced(copied, s.start - copied));
        const qsizetype newStart = out.bytes.size();
        out.bytes.append(s.bytes);
        out.placed.push_back({s.start, s.end, newStart, out.bytes.size(), &s});
        const int oldLines = s.lastLine - s.firstLine + 1, newLines = UnifiedDiff::lineCount(s.bytes);
        const int first = s.firstLine - 1;
        const UnifiedDiff::Region region{first, first + oldLines, first + lineShift, first + lineShift + newLines};
        // Neighbouring blocks are compared as one: a run of changed lines may
        // cross from one into the next (a last bare key that gains its newline).
        if (!out.regions.empty() && out.regions.back().beforeEnd == region.beforeFirst) {
            out.regions.back().beforeEnd = region.beforeEnd;
            out.regions.back().afterEnd = region.afterEnd;
        } else {
            out.regions.push_back(region);
        }
        lineShift += newLines - oldLines;
        copied = s.end;
    }
    out.bytes.append(QByteArrayView(before).sliced(copied));
    return out;
}

}  // namespace dtriage
