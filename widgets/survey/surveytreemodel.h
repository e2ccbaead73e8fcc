#pragma once
// The survey as a tree (issue 17's "family ▸ sub-flavor ▸ loader, clusters by
// size, stale reasons"): a row per group in SurveyReport's order — each failure
// family with its sub-flavors under it, passes on CPU, environment, the other clusters largest first, not
// run — each with its loaders and their entries, and last the entries whose
// recorded reason the survey contradicts. Rebuilt from the results as they come.
#include "survey/surveyrun.h"

#include <QStandardItemModel>

namespace dtriage {

class SurveyTreeModel : public QStandardItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, CountColumn, SeenColumn, RecordedColumn, ColumnCount };
    enum Role {
        ResultsRole = Qt::UserRole + 1,  // QList<int>: indices into results() under the row
        GroupRole,                       // the group's name (SurveyReport::Group::name), on every row of it
        StaleRole,                       // an entry whose recorded reason the survey contradicts
        IsLoaderRole,                    // a loader's row
    };
    static constexpr const char* kStaleGroup = "stale";
    // What a group's row says for a group name of the survey's (SurveyClass::name,
    // a family's id): translated; a flavor or an error's signature as it is.
    static QString titleOf(const QString& name);

    explicit SurveyTreeModel(QObject* parent = nullptr);

    void setResults(const QList<SurveyRun::Surveyed>& results);
    const QList<SurveyRun::Surveyed>& results() const { return m_results; }
    // The results under `index` (a group, a loader or an entry).
    QList<SurveyRun::Surveyed> resultsUnder(const QModelIndex& index) const;
    // The row of the group `name` (a family's id, a sub-flavor's "family/flavor",
    // "passes", …); invalid when there is none.
    QModelIndex groupIndex(const QString& name) const;

private:
    QList<QStandardItem*> groupRow(const QString& name, const QString& title, const QList<int>& indices);
    QList<QStandardItem*> entryRow(int index, const QString& group);
    static void setIndices(const QList<QStandardItem*>& row, const QList<int>& indices, const QString& group);

    QList<SurveyRun::Surveyed> m_results;
};

}  // namespace dtriage
