#include "survey/surveytreemodel.h"

#include "checkout/testkey.h"
#include "survey/surveyreport.h"
#include "families/families.h"
#include "families/failurefamily.h"

#include <QBrush>
#include <QMap>

namespace dtriage {
namespace {

QString seenText(const SurveyRun::Surveyed& r)
{
    if (!r.outcome.ran)
        return SurveyTreeModel::tr("did not run: %1").arg(r.outcome.problem);
    if (r.outcome.passes)
        return SurveyTreeModel::tr("passes on CPU");
    return r.outcome.frame.isEmpty() ? r.outcome.errorLine()
                                     : QStringLiteral("%1 (%2)").arg(r.outcome.errorLine(), r.outcome.frame);
}

QString loaderOf(const QString& key)
{
    const auto parsed = TestKey::parse(key);
    return parsed ? parsed->loaderRelativePath() : key;
}

}  // namespace

QString SurveyTreeModel::titleOf(const QString& name)
{
    if (const FailureFamily* family = Families::byId(name))
        return family->shortName();  // as the list's Family column says it
    if (name == QLatin1String("passes"))
        return tr("passes on CPU");
    if (name == QLatin1String("not run"))
        return tr("did not run");
    if (name == QLatin1String("environment"))
        return tr("environment");
    if (name == QLatin1String("other"))
        return tr("other failures");
    if (name == QLatin1String("unclassified"))
        return tr("unclassified");
    return name;
}

SurveyTreeModel::SurveyTreeModel(QObject* parent) : QStandardItemModel(parent)
{
    setHorizontalHeaderLabels({tr("Group ▸ loader ▸ entry"), tr("Entries"), tr("What the survey saw"),
                               tr("Recorded reason")});
}

void SurveyTreeModel::setResults(const QList<SurveyRun::Surveyed>& results)
{
    m_results = results;
    removeRows(0, rowCount());
    QHash<QString, int> indexOfKey;
    for (int i = 0; i < results.size(); ++i)
        indexOfKey.insert(results[i].outcome.key, i);
    // A family's sub-flavors under a row of the family, clusters under a row of their kind.
    QHash<QString, QStandardItem*> parents;
    for (const SurveyReport::Group& group : SurveyReport::groups(results)) {
        QList<int> indices;
        for (const SurveyRun::Surveyed& r : group.entries)
            indices << indexOfKey.value(r.outcome.key);
        if (group.parent.isEmpty()) {
            appendRow(groupRow(group.name, titleOf(group.title), indices));
            continue;
        }
        QStandardItem*& parent = parents[group.parent];
        if (!parent) {
            const QList<QStandardItem*> row = groupRow(group.parent, titleOf(group.parent), {});
            appendRow(row);
            parent = row.first();
        }
        parent->appendRow(groupRow(group.name, titleOf(group.title), indices));
        const QList<int> all = parent->data(ResultsRole).value<QList<int>>() + indices;
        const int at = parent->row();
        setIndices({parent, item(at, CountColumn), item(at, SeenColumn), item(at, RecordedColumn)}, all, group.parent);
        item(at, CountColumn)->setText(QString::number(all.size()));
    }
    QList<int> stale;
    for (const SurveyRun::Surveyed& r : SurveyReport::contradicted(results))
        stale << indexOfKey.value(r.outcome.key);
    if (!stale.isEmpty())
        appendRow(groupRow(QString::fromLatin1(kStaleGroup), tr("Stale recorded reasons"), stale));
}

QList<QStandardItem*> SurveyTreeModel::groupRow(const QString& name, const QString& title, const QList<int>& indices)
{
    QList<QStandardItem*> row{new QStandardItem(title), new QStandardItem(QString::number(indices.size())),
                              new QStandardItem(), new QStandardItem()};
    setIndices(row, indices, name);
    QMap<QString, QList<int>> byLoader;
    for (int index : indices)
        byLoader[loaderOf(m_results.at(index).outcome.key)] << index;
    for (auto it = byLoader.cbegin(); it != byLoader.cend(); ++it) {
        QList<QStandardItem*> loader{new QStandardItem(it.key()), new QStandardItem(QString::number(it->size())),
                                     new QStandardItem(), new QStandardItem()};
        setIndices(loader, *it, name);
        loader.first()->setData(true, IsLoaderRole);
        for (int index : *it)
            loader.first()->appendRow(entryRow(index, name));
        row.first()->appendRow(loader);
    }
    return row;
}

QList<QStandardItem*> SurveyTreeModel::entryRow(int index, const QString& group)
{
    const SurveyRun::Surveyed& r = m_results.at(index);
    const bool stale = r.found.contradicts(r.outcome.recordedReason);
    QList<QStandardItem*> row{new QStandardItem(r.outcome.key),
                              new QStandardItem(stale ? tr("stale") : QString()),
                              new QStandardItem(seenText(r)), new QStandardItem(r.outcome.recordedReason)};
    for (QStandardItem* item : row)
        item->setToolTip(item->text());
    if (stale) {
        row[CountColumn]->setForeground(QBrush(QColor(0xc0, 0x39, 0x2b)));
        row[CountColumn]->setToolTip(tr("The recorded reason says something else than what the survey saw"));
    }
    if (r.reused)
        row[SeenColumn]->setToolTip(tr("%1\n(kept from an earlier survey: nothing it depends on changed)")
                                        .arg(seenText(r)));
    setIndices(row, {index}, group);
    row.first()->setData(stale, StaleRole);
    return row;
}

void SurveyTreeModel::setIndices(const QList<QStandardItem*>& row, const QList<int>& indices, const QString& group)
{
    for (QStandardItem* item : row) {
        item->setEditable(false);
        item->setData(QVariant::fromValue(indices), ResultsRole);
        item->setData(group, GroupRole);
    }
}

QList<SurveyRun::Surveyed> SurveyTreeModel::resultsUnder(const QModelIndex& index) const
{
    QList<SurveyRun::Surveyed> under;
    for (int i : index.siblingAtColumn(NameColumn).data(ResultsRole).value<QList<int>>())
        under << m_results.at(i);
    return under;
}

QModelIndex SurveyTreeModel::groupIndex(const QString& name) const
{
    for (int row = 0; row < rowCount(); ++row) {
        const QModelIndex top = index(row, NameColumn);
        if (top.data(GroupRole).toString() == name)
            return top;
        for (int child = 0; child < rowCount(top); ++child)  // a family's sub-flavors, a kind's clusters
            if (const QModelIndex flavor = index(child, NameColumn, top); flavor.data(GroupRole).toString() == name
                && !flavor.data(IsLoaderRole).toBool())
                return flavor;
    }
    return {};
}

}  // namespace dtriage
