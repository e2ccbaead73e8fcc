#include "cihistory/entryhistory.h"

namespace dtriage {

QString EntryHistory::statusOn(const QString& arch) const
{
    return archStatus.value(arch, status);
}

const ArchMarks* EntryHistory::on(const QString& arch) const
{
    for (const ArchMarks& marks : arches)
        if (marks.arch == arch)
            return &marks;
    return nullptr;
}

const RunMark* EntryHistory::newestFailure() const
{
    const RunMark* newest = nullptr;
    int newestRun = -1;
    for (const ArchMarks& marks : arches) {
        for (int run = 0; run < marks.marks.size(); ++run) {
            const RunMark& mark = marks.marks[run];
            if (mark.kind != RunMark::Kind::Failed)
                continue;
            if (!newest || run < newestRun) {  // runs are newest first
                newest = &mark;
                newestRun = run;
            }
            break;
        }
    }
    return newest;
}

}  // namespace dtriage
