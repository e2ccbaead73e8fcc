#include "survey/surveyreport.h"

#include "core/filereplacement.h"

#include "families/families.h"
#include "report/htmlrenderer.h"
#include "report/markdownrenderer.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

#include <algorithm>

namespace dtriage {
namespace {

using namespace report;

// A cluster is named by its kind and the masked error: "other: IndexError: index N …".
// A family's failure its gate has no sub-flavor for (an unknown unpack error).
const QString kNoFlavor = QStringLiteral("unclassified");

QString groupName(const SurveyRun::Surveyed& r)
{
    const SurveyClass& found = r.found;
    if (found.kind == SurveyClass::Kind::Family && found.flavor.isEmpty())
        return QStringLiteral("%1/%2").arg(found.family, kNoFlavor);
    const bool cluster = found.kind == SurveyClass::Kind::Other || found.kind == SurveyClass::Kind::Environment;
    return cluster ? QStringLiteral("%1: %2").arg(found.name(), found.signature) : found.name();
}

// Where a group sits in the tree: a family's sub-flavor under the family, a cluster
// under its kind; passes and not run stand alone.
std::pair<QString, QString> placeOf(const SurveyClass& found)
{
    switch (found.kind) {
    case SurveyClass::Kind::Family:
        return {found.family, found.flavor.isEmpty() ? kNoFlavor : found.flavor};
    case SurveyClass::Kind::Environment:
    case SurveyClass::Kind::Other:
        return {found.name(), found.signature};
    case SurveyClass::Kind::Passes:
    case SurveyClass::Kind::NotRun:
        break;
    }
    return {QString(), found.name()};
}

int familyOrder(const SurveyClass& found)
{
    const QList<const FailureFamily*>& all = Families::all();
    for (int i = 0; i < all.size(); ++i)
        if (all[i]->id() == found.family)
            return i;
    return int(all.size());
}

QJsonObject entryJson(const SurveyRun::Surveyed& r)
{
    return {{QStringLiteral("key"), r.outcome.key},
            {QStringLiteral("group"), r.found.name()},
            {QStringLiteral("signature"), r.found.signature},
            {QStringLiteral("passes"), r.outcome.passes},
            {QStringLiteral("stage"), r.outcome.stage},
            {QStringLiteral("error"), r.outcome.errorLine()},
            {QStringLiteral("frame"), r.outcome.frame},
            {QStringLiteral("problem"), r.outcome.problem},
            {QStringLiteral("recorded_reason"), r.outcome.recordedReason},
            {QStringLiteral("stale_reason"), r.found.contradicts(r.outcome.recordedReason)},
            {QStringLiteral("reused"), r.reused}};
}

Inline entryLine(const SurveyRun::Surveyed& r)
{
    Inline line{code(r.outcome.key)};
    if (!r.outcome.ran)
        line << plain(QStringLiteral(" — ")) << plain(r.outcome.problem);
    else if (!r.outcome.passes)
        line << plain(QStringLiteral(" — ")) << code(r.outcome.errorLine());
    if (!r.outcome.frame.isEmpty())
        line << plain(QStringLiteral(" (")) << code(r.outcome.frame) << plain(QStringLiteral(")"));
    return line;
}

}  // namespace

QList<SurveyReport::Group> SurveyReport::groups(const QList<Surveyed>& results)
{
    QMap<QString, QList<Surveyed>> byName;
    for (const Surveyed& r : results)
        byName[groupName(r)] << r;
    QList<Group> ordered;
    for (auto it = byName.cbegin(); it != byName.cend(); ++it) {
        const auto [parent, title] = placeOf(it.value().first().found);
        ordered << Group{it.key(), it.value(), parent, title};
    }
    std::stable_sort(ordered.begin(), ordered.end(), [](const Group& a, const Group& b) {
        const SurveyClass& fa = a.entries.first().found;
        const SurveyClass& fb = b.entries.first().found;
        if (fa.kind != fb.kind)
            return int(fa.kind) < int(fb.kind);
        if (familyOrder(fa) != familyOrder(fb))
            return familyOrder(fa) < familyOrder(fb);
        return a.entries.size() > b.entries.size();
    });
    return ordered;
}

QList<SurveyReport::Surveyed> SurveyReport::contradicted(const QList<Surveyed>& results)
{
    QList<Surveyed> stale;
    for (const Surveyed& r : results)
        if (r.found.contradicts(r.outcome.recordedReason))
            stale << r;
    return stale;
}

QString SurveyReport::rerunSummary(const QList<Surveyed>& results)
{
    QList<std::pair<QString, int>> counts;  // in the order first met
    for (const Surveyed& r : results)
        for (const QString& why : r.rerunBecause) {
            auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == why; });
            if (it == counts.end())
                counts.append({why, 1});
            else
                ++it->second;
        }
    if (counts.isEmpty())
        return {};
    std::stable_sort(counts.begin(), counts.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    QStringList parts;
    for (const auto& [why, count] : counts)
        parts << tr("%1 because %2").arg(count).arg(why);
    return tr("run again: %1").arg(parts.join(QStringLiteral(", ")));
}

Document SurveyReport::document(const QList<Surveyed>& results)
{
    Document doc;
    doc << heading(1, {plain(tr("Survey of the training backlog"))});
    doc << paragraph({plain(tr("%n training entries, each one's CPU training step run as the runner runs it "
                               "(bfloat16, model.train(), the runner's batch size, forward, unpack_forward_output, "
                               "backward), grouped by what fails.", nullptr, int(results.size())))});
    const QList<Group> all = groups(results);
    QList<QList<Inline>> rows{{{plain(tr("group"))}, {plain(tr("entries"))}}};
    for (const Group& group : all)
        rows << QList<Inline>{{code(group.name)}, {plain(QString::number(group.entries.size()))}};
    doc << table(rows);
    for (const Group& group : all) {
        doc << heading(2, {code(group.name), plain(QStringLiteral(" (%1)").arg(group.entries.size()))});
        QList<Inline> items;
        for (const Surveyed& r : group.entries)
            items << entryLine(r);
        doc << bullets(items);
    }
    const QList<Surveyed> stale = contradicted(results);
    doc << heading(2, {plain(tr("Recorded reasons the survey contradicts (%1)").arg(stale.size()))});
    QList<Inline> items;
    for (const Surveyed& r : stale)
        items << Inline{code(r.outcome.key), plain(tr(" — recorded: ")), code(r.outcome.recordedReason),
                        plain(tr(" — seen: ")),
                        r.outcome.passes ? plain(tr("passes on CPU")) : code(r.outcome.errorLine())};
    doc << (items.isEmpty() ? paragraph({plain(tr("None."))}) : bullets(items));
    return doc;
}

QJsonObject SurveyReport::json(const QList<Surveyed>& results)
{
    QJsonArray entries;
    for (const Surveyed& r : results)
        entries.append(entryJson(r));
    QJsonObject counts;
    for (const Group& group : groups(results))
        counts.insert(group.name, int(group.entries.size()));
    return {{QStringLiteral("entries"), entries}, {QStringLiteral("groups"), counts}};
}

Result<void> SurveyReport::write(const QString& path, const QList<Surveyed>& results, const QJsonObject& jsonDocument)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    if (suffix == QLatin1String("md"))
        bytes = MarkdownRenderer::render(document(results)).toUtf8();
    else if (suffix == QLatin1String("html"))
        bytes = HtmlRenderer::render(document(results), tr("Survey of the training backlog")).toUtf8();
    else if (suffix == QLatin1String("json"))
        bytes = QJsonDocument(jsonDocument).toJson();
    else
        return fail(tr("%1: the survey report is .md, .html or .json").arg(path));
    return FileReplacement::write(path, bytes);
}

}  // namespace dtriage
