#include "cihistory/runnews.h"

#include "cihistory/cihistory.h"
#include "cihistory/observedreason.h"

#include <algorithm>

namespace dtriage {
namespace {

// The newest mark of `marks` after the first that saw the test; null: none.
const RunMark* earlierObservation(const QList<RunMark>& marks)
{
    for (qsizetype i = 1; i < marks.size(); ++i)
        if (marks[i].isObservation())
            return &marks[i];
    return nullptr;
}

bool failed(const RunMark& mark)
{
    return mark.kind == RunMark::Kind::Failed;
}

}  // namespace

RunNews RunNews::of(const CiHistory& history)
{
    RunNews news;
    if (history.runs.size() < 2)
        return news;
    news.run = history.runs.constFirst().id;
    for (const EntryHistory& h : history.entries) {
        for (const ArchMarks& arch : h.arches) {
            // A pass only on a re-run is neither news of a fix nor of a failure: flaky.
            if (arch.marks.isEmpty() || !arch.marks.constFirst().isObservation()
                || arch.marks.constFirst().kind == RunMark::Kind::PassedOnRetry)
                continue;
            const RunMark& newest = arch.marks.constFirst();
            const RunMark* earlier = earlierObservation(arch.marks);
            if (!earlier || failed(newest) == failed(*earlier)) {
                if (earlier && failed(newest))
                    news.items << NewsItem{NewsItem::Kind::Persisting, h.key, arch.arch, newest.error, earlier->error,
                                           !newest.error.isEmpty() && !earlier->error.isEmpty()
                                               && !ObservedReason::agrees(earlier->error, newest.error)};
                continue;
            }
            news.items << (failed(newest) ? NewsItem{NewsItem::Kind::New, h.key, arch.arch, newest.error, {}, false}
                                          : NewsItem{NewsItem::Kind::Fixed, h.key, arch.arch, {}, earlier->error, false});
        }
    }
    return news;
}

QList<NewsItem> RunNews::ofKind(NewsItem::Kind kind) const
{
    QList<NewsItem> out;
    for (const NewsItem& item : items)
        if (item.kind == kind)
            out << item;
    return out;
}

QList<NewsItem> RunNews::listed() const
{
    QList<NewsItem> out;
    for (const NewsItem& item : items)
        if (item.kind != NewsItem::Kind::Persisting || item.causeChanged)
            out << item;
    return out;
}

QString RunNews::kindName(NewsItem::Kind kind)
{
    switch (kind) {
    case NewsItem::Kind::New: return QStringLiteral("new");
    case NewsItem::Kind::Fixed: return QStringLiteral("fixed");
    case NewsItem::Kind::Persisting: return QStringLiteral("persisting");
    }
    return {};
}

QString RunNews::summary() const
{
    if (run == 0)
        return {};
    const QList<NewsItem> persisting = ofKind(NewsItem::Kind::Persisting);
    const qsizetype changed = std::count_if(persisting.begin(), persisting.end(), [](const NewsItem& i) { return i.causeChanged; });
    QString text = tr("newest run %1: %n new failure(s)", nullptr, int(ofKind(NewsItem::Kind::New).size())).arg(run);
    text += tr(", %n fixed", nullptr, int(ofKind(NewsItem::Kind::Fixed).size()));
    text += tr(", %n persisting", nullptr, int(persisting.size()));
    if (changed)
        text += tr(" (%n with another error)", nullptr, int(changed));
    return text;
}

}  // namespace dtriage
