#include "session/combinedyamlplan.h"

#include "config/unifieddiff.h"

#include <QDir>
#include <QFileInfo>

namespace dtriage {

Result<EditPlan> CombinedYamlPlan::make(const ConfigFile& file, const QList<EntryChange>& changes,
                                        const QString& displayRoot)
{
    EditPlan combined{file.path(), file.bytes(), file.bytes(), {}, {}};
    ConfigFile current = file;
    for (const EntryChange& change : changes) {
        auto plan = ConfigEditor::plan(current, change, displayRoot);
        if (!plan)
            return std::unexpected(plan.error());
        auto next = ConfigFile::parse(plan->after, file.path());
        if (!next)
            return std::unexpected(next.error());
        current = *next;
        combined.after = plan->after;
        combined.change = change;
    }
    const QString label = displayRoot.isEmpty() ? QFileInfo(file.path()).fileName()
                                                : QDir(displayRoot).relativeFilePath(file.path());
    combined.diff = UnifiedDiff::make(combined.before, combined.after, label);
    return combined;
}

}  // namespace dtriage
