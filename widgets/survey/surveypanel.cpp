#include "survey/surveypanel.h"

#include "survey/surveyobservation.h"
#include "survey/surveytreemodel.h"

#include <QHBoxLayout>

#include <functional>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTreeView>
#include <QVBoxLayout>

namespace dtriage {

SurveyPanel::SurveyPanel(QWidget* parent) : QWidget(parent)
{
    m_model = new SurveyTreeModel(this);
    m_summary = new QLabel(tr("No survey yet: Triage ▸ Survey Failing Entries runs every failing training entry's "
                              "CPU training step and groups the backlog by what fails."),
                           this);
    m_summary->setWordWrap(true);
    m_view = new QTreeView(this);
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Survey of the backlog"));
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->header()->setSectionResizeMode(SurveyTreeModel::NameColumn, QHeaderView::Interactive);
    m_view->header()->resizeSection(SurveyTreeModel::NameColumn, 380);
    m_view->header()->resizeSection(SurveyTreeModel::CountColumn, 60);
    m_view->header()->resizeSection(SurveyTreeModel::SeenColumn, 420);
    m_triage = new QPushButton(tr("&Triage Group"), this);
    m_record = new QPushButton(tr("Record Observed &Reasons…"), this);
    m_report = new QPushButton(tr("Save Survey Report…"), this);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_triage);
    buttons->addWidget(m_record);
    buttons->addStretch(1);
    buttons->addWidget(m_report);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    connect(m_triage, &QPushButton::clicked, this, [this] { Q_EMIT triageRequested(selectedResults()); });
    connect(m_record, &QPushButton::clicked, this, [this] { Q_EMIT recordRequested(selectedResults()); });
    connect(m_report, &QPushButton::clicked, this, &SurveyPanel::reportRequested);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (!m_model->hasChildren(index.siblingAtColumn(0)))
            Q_EMIT entryActivated(index.siblingAtColumn(0).data().toString());
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &SurveyPanel::updateButtons);
    updateButtons();
}

// The view stays where the user looks: expansion, current row and scroll position
// (a survey of hundreds of entries refreshes while it is browsed).
void SurveyPanel::setResults(const QList<Surveyed>& results)
{
    const QSet<QString> expanded = expandedGroups();
    const QString current = currentPath();
    const int scrolled = m_view->verticalScrollBar()->value();
    m_model->setResults(results);
    restore(expanded, current);
    m_view->verticalScrollBar()->setValue(scrolled);
    m_report->setEnabled(!results.isEmpty());
    updateButtons();
}

void SurveyPanel::setSummary(const QString& text) { m_summary->setText(text); }

QList<SurveyPanel::Surveyed> SurveyPanel::selectedResults() const
{
    return m_model->resultsUnder(m_view->currentIndex());
}

bool SurveyPanel::selectGroup(const QString& name)
{
    const QModelIndex group = m_model->groupIndex(name);
    if (group.isValid())
        m_view->setCurrentIndex(group);
    return group.isValid();
}

bool SurveyPanel::selectEntry(const QString& key)
{
    const QModelIndexList found =
        m_model->match(m_model->index(0, 0), Qt::DisplayRole, key, 1, Qt::MatchExactly | Qt::MatchRecursive);
    if (found.isEmpty())
        return false;
    m_view->setCurrentIndex(found.first());
    return true;
}

void SurveyPanel::updateButtons()
{
    const QList<Surveyed> selected = selectedResults();
    int triageable = 0;
    int recordable = 0;
    for (const Surveyed& r : selected) {
        triageable += SurveyObservation::triageFamily(r) ? 1 : 0;
        recordable += SurveyObservation::reasonToRecord(r) ? 1 : 0;
    }
    m_triage->setEnabled(triageable > 0);
    m_triage->setToolTip(triageable > 0
                             ? tr("Triage the %n selected entries whose recorded reason the family's triage takes",
                                  nullptr, triageable)
                             : tr("No selected entry has a recorded reason a family's triage takes: record the "
                                  "observed reasons first"));
    m_record->setEnabled(recordable > 0);
    m_record->setToolTip(recordable > 0
                             ? tr("Record what the survey saw as the reason of %n selected entries (one YAML diff "
                                  "to approve; the status stays)",
                                  nullptr, recordable)
                             : tr("Nothing to record: the reasons already say it, or it passed on CPU (pytest "
                                  "decides: triage it), or it failed for this machine's environment"));
}

// Rows are named by their path from the top: a group by its name, a loader by its
// file, an entry by its key (texts alone repeat: a family and a cluster's kind).
QString SurveyPanel::pathOf(const QModelIndex& index)
{
    QStringList path;
    for (QModelIndex at = index.siblingAtColumn(0); at.isValid(); at = at.parent()) {
        const bool named = at.data(SurveyTreeModel::IsLoaderRole).toBool() || !at.model()->hasChildren(at);
        path.prepend(named ? at.data().toString() : at.data(SurveyTreeModel::GroupRole).toString());
    }
    return path.join(u'\n');
}

QSet<QString> SurveyPanel::expandedGroups() const
{
    QSet<QString> expanded;
    std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
        for (int row = 0; row < m_model->rowCount(parent); ++row) {
            const QModelIndex at = m_model->index(row, 0, parent);
            if (m_view->isExpanded(at)) {
                expanded << pathOf(at);
                walk(at);
            }
        }
    };
    walk({});
    return expanded;
}

QString SurveyPanel::currentPath() const { return pathOf(m_view->currentIndex()); }

void SurveyPanel::restore(const QSet<QString>& expanded, const QString& current)
{
    bool found = false;
    std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
        for (int row = 0; row < m_model->rowCount(parent); ++row) {
            const QModelIndex at = m_model->index(row, 0, parent);
            const QString path = pathOf(at);
            if (!found && path == current) {
                found = true;
                m_view->selectionModel()->setCurrentIndex(at, QItemSelectionModel::ClearAndSelect
                                                                  | QItemSelectionModel::Rows);
            }
            if (expanded.contains(path)) {
                m_view->setExpanded(at, true);
                walk(at);
            } else if (current.startsWith(path + u'\n')) {
                walk(at);  // the current row lies below a collapsed one
            }
        }
    };
    walk({});
}

}  // namespace dtriage
