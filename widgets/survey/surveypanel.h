#pragma once
// The survey's panel (a dock of the window): the backlog as SurveyTreeModel
// groups it, what the survey is doing, and what can follow from a selection —
// Triage Group (the family's batch over the entries its triage takes), Record
// Observed Reasons (one YAML diff to approve), Save Report. Enter on an entry
// shows it in the failure list; the buttons say why they are off.
#include "survey/surveyrun.h"

#include <QSet>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeView;

namespace dtriage {

class SurveyTreeModel;

class SurveyPanel : public QWidget {
    Q_OBJECT
public:
    using Surveyed = SurveyRun::Surveyed;
    explicit SurveyPanel(QWidget* parent = nullptr);

    // Rebuilds the tree; the expanded groups and the current row stay.
    void setResults(const QList<Surveyed>& results);
    void setSummary(const QString& text);
    QList<Surveyed> selectedResults() const;
    // Selects the row of group `name` (SurveyReport::Group::name).
    bool selectGroup(const QString& name);
    bool selectEntry(const QString& key);

    SurveyTreeModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    QLabel* summaryLabel() const { return m_summary; }
    QPushButton* triageButton() const { return m_triage; }
    QPushButton* recordButton() const { return m_record; }
    QPushButton* reportButton() const { return m_report; }

Q_SIGNALS:
    void triageRequested(const QList<dtriage::SurveyRun::Surveyed>& results);
    void recordRequested(const QList<dtriage::SurveyRun::Surveyed>& results);
    void reportRequested();
    void entryActivated(const QString& key);

private:
    void updateButtons();
    QSet<QString> expandedGroups() const;
    static QString pathOf(const QModelIndex& index);  // "dtype\ndtype/cross_dtype\ndetr/…" of a row
    QString currentPath() const;
    void restore(const QSet<QString>& expanded, const QString& current);

    SurveyTreeModel* m_model = nullptr;
    QTreeView* m_view = nullptr;
    QLabel* m_summary = nullptr;
    QPushButton* m_triage = nullptr;
    QPushButton* m_record = nullptr;
    QPushButton* m_report = nullptr;
};

}  // namespace dtriage
