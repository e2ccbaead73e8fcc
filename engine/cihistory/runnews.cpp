#include "cihistory/runnews.h"

#include "cihistory/cihistory.h"
#include "cihistory/observedreason.h"

#include <algorithm>

namespace dtriage {
namespace {

// The first observation of `marks` after index `after`; null: none.
const RunMark* earlierObservation(const QList<RunMark>& marks, int after)
{
    for (qsizetype i = after + 1; i < marks.size(); ++i)
        if (marks[i].isObservation())
            return &marks[i];
    return nullptr;
}

// The newest run that saw the test, when it is the newest run of its workflow: an
// index of `marks`; -1: none (a newer run of another workflow saw it since).
int newsRun(const QList<RunMark>& marks, const QList<int>& newestOfEach)
{
    for (int i = 0; i < marks.size(); ++i)
        if (marks[i].isObservation())
            return newestOfEach.contains(i) ? i : -1;
    return -1;
}

bool failed(const RunMark& mark)
{
    return mark.kind == RunMark::Kind::Failed;
}

}  // namespace

// Runs of several workflows: each workflow's newest run is news, against the run
// before it that saw the test (of any workflow: the same test, the same YAML).
RunNews RunNews::of(const CiHistory& history)
{
    RunNews news;
    if (history.runs.size() < 2)
        return news;
    news.run = history.runs.constFirst().id;
    const QList<int> newest = history.newestOfEach();
    for (int i : newest)
        news.runs << history.runs[i].id;
    for (const EntryHistory& h : history.entries) {
        if (!h.inYaml)
            continue;  // a test in no YAML: the experimental nightly's hundreds of failures are no news
        for (const ArchMarks& arch : h.arches) {
            const int at = newsRun(arch.marks, newest);
            // A pass only on a re-run is neither news of a fix nor of a failure: flaky.
            if (at < 0 || arch.marks[at].kind == RunMark::Kind::PassedOnRetry)
                continue;
            const RunMark& mark = arch.marks[at];
            const qint64 run = history.runs[at].id;
            const RunMark* earlier = earlierObservation(arch.marks, at);
            if (!earlier || failed(mark) == failed(*earlier)) {
                if (earlier && failed(mark))
                    news.items << NewsItem{NewsItem::Kind::Persisting, h.key, arch.arch, mark.error, earlier->error,
                                           !mark.error.isEmpty() && !earlier->error.isEmpty()
                                               && !ObservedReason::agrees(earlier->error, mark.error),
                                           run};
                continue;
            }
            news.items << (failed(mark) ? NewsItem{NewsItem::Kind::New, h.key, arch.arch, mark.error, {}, false, run}
                                        : NewsItem{NewsItem::Kind::Fixed, h.key, arch.arch, {}, earlier->error, false, run});
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
    QStringList ids;
    for (qint64 id : runs)
        ids << QString::number(id);
    QString text = runs.size() > 1
                       ? tr("newest runs %1: %n new failure(s)", nullptr, int(ofKind(NewsItem::Kind::New).size()))
                             .arg(ids.join(QStringLiteral(", ")))
                       : tr("newest run %1: %n new failure(s)", nullptr, int(ofKind(NewsItem::Kind::New).size())).arg(run);
    text += tr(", %n fixed", nullptr, int(ofKind(NewsItem::Kind::Fixed).size()));
    text += tr(", %n persisting", nullptr, int(persisting.size()));
    if (changed)
        text += tr(" (%n with another error)", nullptr, int(changed));
    return text;
}

}  // namespace dtriage
