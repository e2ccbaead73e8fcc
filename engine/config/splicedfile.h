#pragma once
// A config file with many entries' blocks replaced in one pass (ConfigEditor::
// planAll): the new bytes, where each block sits in both texts — for the
// verification of each block on its own — and the changed line ranges, the only
// lines the diff compares.
#include "config/entryblockedit.h"
#include "config/unifieddiff.h"

#include <QByteArray>

#include <vector>

namespace dtriage {

struct SplicedFile {
    // One replaced block: bytes [oldStart, oldEnd) of the file became [newStart, newEnd).
    struct Placed {
        qsizetype oldStart = 0, oldEnd = 0, newStart = 0, newEnd = 0;
        const BlockSplice* splice = nullptr;  // into the list of() was given
    };

    QByteArray bytes;
    std::vector<Placed> placed;
    std::vector<UnifiedDiff::Region> regions;

    // `splices` sorted by start and disjoint (one per entry); they must outlive the result.
    static SplicedFile of(const QByteArray& before, const std::vector<BlockSplice>& splices);
};

}  // namespace dtriage
