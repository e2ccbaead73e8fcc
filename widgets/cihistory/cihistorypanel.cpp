#include "cihistory/cihistorypanel.h"

#include "chrome/elidedlabel.h"
#include "cihistory/cihistorymodel.h"
#include "cihistory/runstripdelegate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace dtriage {
namespace {

using Kind = HistoryProposal::Kind;
constexpr int kNewsFilter = -2;  // the kind box's item for the newest run's news (-1: all entries)

// The strips' delegate paints arch columns; every other cell is the style's.
class HistoryDelegate : public RunStripDelegate {
public:
    using RunStripDelegate::RunStripDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        if (index.data(CiHistoryModel::MarksRole).isValid())
            RunStripDelegate::paint(painter, option, index);
        else
            QStyledItemDelegate::paint(painter, option, index);
    }
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        return index.data(CiHistoryModel::MarksRole).isValid() ? RunStripDelegate::sizeHint(option, index)
                                                               : QStyledItemDelegate::sizeHint(option, index);
    }
};

}  // namespace

CiHistoryPanel::CiHistoryPanel(QWidget* parent) : QWidget(parent)
{
    m_model = new CiHistoryModel(this);
    m_read = new QPushButton(tr("&Read Runs…"), this);
    m_read->setToolTip(tr("Runs already downloaded: a run's folder as gh run download leaves it (or its artifact zips "
                          "beside run.json), or a folder of such runs"));
    m_sync = new QPushButton(tr("S&ync from GitHub…"), this);
    m_sync->setToolTip(tr("Download the last runs of one workflow or several through gh into the data home (kept: a "
                          "sync again asks only for what it lacks)"));
    m_kind = new QComboBox(this);
    m_kind->setAccessibleName(tr("Show entries of kind"));
    m_kind->addItem(tr("All entries"), -1);
    for (Kind kind : HistoryProposal::listedKinds())
        m_kind->addItem(HistoryProposal::kindTitle(kind), int(kind));
    m_kind->addItem(HistoryProposal::kindTitle(Kind::None), int(Kind::None));
    m_kind->addItem(tr("News of the newest run"), kNewsFilter);
    m_problems = new QPushButton(this);
    m_problems->setFlat(true);
    m_problems->hide();
    m_summary = new ElidedLabel(this);
    m_summary->setFullText(tr("No runs read yet: Read Runs… or Sync from GitHub…"));
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->setItemDelegate(new HistoryDelegate(m_view));
    m_view->setAccessibleName(tr("CI history of the training entries"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_approveSelected = new QPushButton(tr("&Approve Selected…"), this);
    m_approveShown = new QPushButton(tr("Approve All &Shown…"), this);
    m_show = new QPushButton(tr("Show &Entry"), this);  // before Save PR Text: the tab order is the row's
    m_prText = new QPushButton(tr("Save &PR Text…"), this);
    m_prText->setToolTip(tr("The pull request's text: of the changes written from here, else of the changes proposed"));
    auto* top = new QHBoxLayout;
    top->addWidget(m_read);
    top->addWidget(m_sync);
    top->addWidget(new QLabel(tr("Show:"), this));
    top->addWidget(m_kind);
    top->addWidget(m_summary, 1);
    top->addWidget(m_problems);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_approveSelected);
    bottom->addWidget(m_approveShown);
    bottom->addWidget(m_show);
    bottom->addStretch(1);
    bottom->addWidget(m_prText);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addLayout(bottom);
    connect(m_problems, &QPushButton::clicked, this, [this] {
        QMessageBox box(QMessageBox::Information, tr("Not Taken from the Runs"),
                        tr("%n thing(s) the runs hold could not be taken; nothing was made of them.", nullptr,
                           int(m_problemList.size())),
                        QMessageBox::Close, this);
        box.setDetailedText(m_problemList.join(u'\n'));
        box.exec();
    });
    connect(m_read, &QPushButton::clicked, this, &CiHistoryPanel::readRequested);
    connect(m_sync, &QPushButton::clicked, this, [this] {
        if (m_syncing)
            Q_EMIT cancelSyncRequested();
        else
            Q_EMIT syncRequested();
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const int kind = m_kind->currentData().toInt();
        m_model->setKindFilter(kind < 0 ? std::nullopt : std::optional(Kind(kind)));
        m_model->setNewsOnly(kind == kNewsFilter);
        updateButtons();
    });
    connect(m_approveSelected, &QPushButton::clicked, this, [this] { Q_EMIT approveRequested(selectedChanges()); });
    connect(m_approveShown, &QPushButton::clicked, this, [this] { Q_EMIT approveRequested(shownChanges()); });
    connect(m_prText, &QPushButton::clicked, this, [this] {
        const QStringList selected = selectedChanges();
        Q_EMIT prTextRequested(selected.isEmpty() ? m_model->history().changingKeys() : selected);
    });
    connect(m_show, &QPushButton::clicked, this, [this] {
        if (const QString key = listedKey(m_view->currentIndex()); !key.isEmpty())
            Q_EMIT entryActivated(key);
    });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (const QString key = listedKey(index); !key.isEmpty())
            Q_EMIT entryActivated(key);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CiHistoryPanel::updateButtons);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &CiHistoryPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CiHistoryPanel::updateButtons);
    updateButtons();
}

void CiHistoryPanel::setHistory(CiHistory history)
{
    const QString current = currentKey();
    m_model->setHistory(std::move(history));
    // The columns move with the arches: the last history's stretched column may be a strip now.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->resizeColumnsToContents();
    m_view->horizontalHeader()->resizeSection(CiHistoryModel::KeyColumn,
                                              std::min(m_view->horizontalHeader()->sectionSize(CiHistoryModel::KeyColumn), 420));
    m_view->horizontalHeader()->setSectionResizeMode(m_model->changeColumn(), QHeaderView::Stretch);
    if (!current.isEmpty())
        selectEntry(current);
    updateButtons();
}

const CiHistory& CiHistoryPanel::history() const { return m_model->history(); }

void CiHistoryPanel::setSummary(const QString& text) { m_summary->setFullText(text); }

void CiHistoryPanel::setProblems(const QStringList& problems)
{
    m_problemList = problems;
    m_problems->setText(tr("%n not taken…", nullptr, int(problems.size())));
    m_problems->setToolTip(problems.join(u'\n'));
    m_problems->setVisible(!problems.isEmpty());
}

void CiHistoryPanel::setBusy(bool busy, bool syncing)
{
    m_busy = busy;
    m_syncing = syncing;
    m_sync->setText(syncing ? tr("&Cancel Sync") : tr("S&ync from GitHub…"));
    updateButtons();
}

void CiHistoryPanel::showKind(std::optional<HistoryProposal::Kind> kind)
{
    m_kind->setCurrentIndex(m_kind->findData(kind ? int(*kind) : -1));
}

bool CiHistoryPanel::selectEntry(const QString& key)
{
    const int row = m_model->rowOf(key);
    if (row < 0)
        return false;
    m_view->selectRow(row);
    m_view->scrollTo(m_model->index(row, 0));
    return true;
}

QString CiHistoryPanel::currentKey() const
{
    return m_view->currentIndex().data(CiHistoryModel::KeyRole).toString();
}

QString CiHistoryPanel::listedKey(const QModelIndex& index) const
{
    const EntryHistory* h = index.isValid() ? m_model->entryAt(index.row()) : nullptr;
    return h && h->inYaml ? h->key : QString();
}

QStringList CiHistoryPanel::selectedChanges() const
{
    QStringList keys;
    for (const QModelIndex& row : m_view->selectionModel()->selectedRows())
        if (const EntryHistory* h = m_model->entryAt(row.row()); h && h->proposal.changes())
            keys << h->key;
    return keys;
}

QStringList CiHistoryPanel::shownChanges() const
{
    QStringList keys;
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (const EntryHistory* h = m_model->entryAt(row); h->proposal.changesFreely())
            keys << h->key;  // a held-back change only when selected on its own
    return keys;
}

void CiHistoryPanel::updateButtons()
{
    m_read->setEnabled(!m_busy);
    m_sync->setEnabled(!m_busy || m_syncing);
    const int selected = int(selectedChanges().size());
    const int shown = int(shownChanges().size());
    m_approveSelected->setEnabled(!m_busy && selected > 0);
    m_approveSelected->setToolTip(selected > 0 ? tr("One YAML diff for the %1 selected changes, shown before anything is "
                                                    "written").arg(selected)
                                               : tr("Select entries with a change (regressed, promote, record)"));
    m_approveShown->setEnabled(!m_busy && shown > 0);
    m_approveShown->setToolTip(shown > 0 ? tr("One YAML diff for the %1 changes shown").arg(shown)
                                         : tr("No entry shown has a change to make"));
    m_prText->setEnabled(!m_busy && !m_model->history().runs.isEmpty());
    const QModelIndex current = m_view->currentIndex();
    const EntryHistory* unlisted = !currentKey().isEmpty() && listedKey(current).isEmpty() ? m_model->entryAt(current.row()) : nullptr;
    m_show->setEnabled(!listedKey(current).isEmpty());
    if (!unlisted)
        m_show->setToolTip(tr("The entry in the failure list, where its triage starts (Enter)"));
    else if (unlisted->proposal.kind == HistoryProposal::Kind::Add)
        m_show->setToolTip(tr("A new entry: no YAML holds it yet, so the failure list has no row for it"));
    else
        m_show->setToolTip(tr("In no YAML: the failure list has no row for it"));
}

}  // namespace dtriage
