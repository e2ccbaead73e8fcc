#include "jobs/jobconsole.h"

#include "chrome/caretinsight.h"
#include "chrome/focusframe.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace dtriage {

namespace {

QString joined(const std::deque<QString>& lines)
{
    qsizetype size = 0;
    for (const QString& line : lines)
        size += line.size() + 1;
    QString text;
    text.reserve(size);
    bool first = true;
    for (const QString& line : lines) {
        if (!first)
            text += QLatin1Char('\n');
        text += line;
        first = false;
    }
    return text;
}

}  // namespace

JobConsole::JobConsole(QWidget* parent) : QWidget(parent), m_model(new JobListModel(this))
{
    m_view = new QTableView;
    m_view->setTabKeyNavigation(false);  // Tab leaves the table (keyboard reaches everything)
    m_view->setAccessibleName(tr("Jobs"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setColumnWidth(JobListModel::NameColumn, 220);
    m_view->setColumnWidth(JobListModel::StateColumn, 100);
    m_view->setColumnWidth(JobListModel::ElapsedColumn, 64);
    // Three whole rows at least (issue 47 §8): compact rows, scrolled row by row so
    // the top one is never sliced, no horizontal bar to take the third.
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height()
                             + kWholeRows * m_view->verticalHeader()->defaultSectionSize() + 2 * m_view->frameWidth());
    FocusFrame::install(m_view);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { onCurrentRowChanged(current.row()); });

    m_output = new QPlainTextEdit;
    m_output->setAccessibleName(tr("Job output"));
    m_output->setReadOnly(true);
    m_output->setUndoRedoEnabled(false);
    m_output->setLineWrapMode(QPlainTextEdit::NoWrap);  // wrapping long log lines costs layout time
    m_output->setMaximumBlockCount(kMaxLinesPerJob);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setPlaceholderText(tr("The output of the selected job appears here."));
    CaretInSight::install(m_output);  // followed at its end: its caret would be out of sight

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_view);
    leftLayout->addWidget(buildStatusRow());

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("jobSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(m_output);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    m_flushTimer = new QTimer(this);
    m_flushTimer->setSingleShot(true);
    m_flushTimer->setInterval(kFlushIntervalMs);
    connect(m_flushTimer, &QTimer::timeout, this, &JobConsole::flushPending);
    m_elapsedTimer = new QTimer(this);
    m_elapsedTimer->setInterval(1000);
    connect(m_elapsedTimer, &QTimer::timeout, m_model, &JobListModel::tickElapsed);
    updateControls();
}

QWidget* JobConsole::buildStatusRow()
{
    m_status = new QLabel;
    m_progress = new QProgressBar;
    m_progress->setMaximumWidth(220);
    // Its count in words: an empty bar at 0 looks like a text field (issue 30).
    m_progress->setTextVisible(true);
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the selected job (its whole process group)"));
    connect(m_cancel, &QPushButton::clicked, this, &JobConsole::requestCancel);
    auto* row = new QWidget;
    // The busy bar animates while jobs run: each frame repaints what is behind it up
    // to the nearest opaque widget. Without this one that was the dock, whose title
    // is laid out again every frame (a quarter of the GUI thread's time, bench_stall).
    row->setAutoFillBackground(true);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_cancel);
    return row;
}

int JobConsole::beginJob(const QString& name)
{
    const int jobId = m_nextLocalId++;
    beginJob(jobId, name);
    return jobId;
}

void JobConsole::beginJob(int jobId, const QString& name)
{
    const int previousRunning = runningCount();
    if (previousRunning == 0) {
        m_begun = m_ended = 0;  // a new stretch of work: its own count
        m_followNewest = true;  // and the selection follows it until the user picks
    }
    ++m_begun;
    m_buffers[jobId] = Buffer{};
    m_cancelAsked.remove(jobId);
    m_model->addJob(jobId, name);
    m_newestJob = jobId;
    if (m_followNewest || jobId == m_shownJob || m_shownJob == -1) {
        m_followNewest = true;
        selectRow(jobId);
    }
    afterStateChange(previousRunning);
}

void JobConsole::appendLine(int jobId, const QString& line)
{
    const auto found = m_buffers.find(jobId);
    if (found == m_buffers.end())
        return;
    QString text = line;
    while (text.endsWith(QLatin1Char('\n')) || text.endsWith(QLatin1Char('\r')))
        text.chop(1);
    Buffer& buffer = *found;
    buffer.lines.push_back(text);
    if (int(buffer.lines.size()) > kMaxLinesPerJob) {
        buffer.lines.pop_front();
        ++buffer.dropped;
    }
    if (jobId != m_shownJob)
        return;
    if (!m_reloadPending) {
        m_pending.append(text);
        // More than the pane keeps arrived in one interval: reloading the buffer is
        // cheaper than appending lines that would be trimmed at once.
        if (m_pending.size() > kMaxLinesPerJob) {
            m_pending.clear();
            m_reloadPending = true;
        }
    }
    if (!m_flushTimer->isActive())
        m_flushTimer->start();
}

void JobConsole::setProgress(int jobId, int value, int maximum)
{
    m_model->setProgress(jobId, value, maximum);
    if (jobId == m_shownJob)
        updateProgress();
}

void JobConsole::endJob(int jobId, const QString& summary, bool ok)
{
    const int previousRunning = runningCount();
    m_ended += m_model->isRunning(jobId) ? 1 : 0;
    m_model->finishJob(jobId, summary, ok);
    m_cancelAsked.remove(jobId);
    afterStateChange(previousRunning);
}

void JobConsole::markCanceled(int jobId)
{
    const int previousRunning = runningCount();
    m_ended += m_model->isRunning(jobId) ? 1 : 0;
    m_model->cancelJob(jobId);
    m_cancelAsked.remove(jobId);
    afterStateChange(previousRunning);
}

int JobConsole::runningCount() const
{
    return m_model->runningCount();
}

// The user's pick holds: a job starting later must not take the selection (and
// the Cancel button's target) from under the pointer. Following the newest starts
// again with the next stretch of work, once the console was idle.
void JobConsole::selectJob(int jobId)
{
    if (!m_model->contains(jobId))
        return;
    m_followNewest = false;
    selectRow(jobId);
}

void JobConsole::selectRow(int jobId)
{
    const QModelIndex index = m_model->index(m_model->rowOf(jobId), 0);
    m_selecting = true;
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_selecting = false;
    m_view->scrollTo(index);
    if (m_shownJob != jobId)
        showJob(jobId);
}

QString JobConsole::outputOf(int jobId) const
{
    const auto found = m_buffers.constFind(jobId);
    return found == m_buffers.constEnd() ? QString() : joined(found->lines);
}

int JobConsole::bufferedLineCount(int jobId) const
{
    const auto found = m_buffers.constFind(jobId);
    return found == m_buffers.constEnd() ? 0 : int(found->lines.size());
}

qint64 JobConsole::droppedLineCount(int jobId) const
{
    const auto found = m_buffers.constFind(jobId);
    return found == m_buffers.constEnd() ? 0 : found->dropped;
}

void JobConsole::onCurrentRowChanged(int row)
{
    const int jobId = m_model->jobIdAt(row);
    if (jobId == -1 || m_selecting)
        return;
    // The user picked a job: it keeps the selection (see selectJob).
    m_followNewest = false;
    if (jobId != m_shownJob)
        showJob(jobId);
}

void JobConsole::showJob(int jobId)
{
    m_shownJob = jobId;
    m_pending.clear();
    m_reloadPending = false;
    m_flushTimer->stop();
    m_output->setPlainText(outputOf(jobId));
    m_output->verticalScrollBar()->setValue(m_output->verticalScrollBar()->maximum());
    updateControls();
}

void JobConsole::flushPending()
{
    if (m_reloadPending) {
        showJob(m_shownJob);
        return;
    }
    if (m_pending.isEmpty())
        return;
    // One append for the whole batch: one layout pass, and the document trims to
    // the maximum block count once.
    m_output->appendPlainText(m_pending.join(QLatin1Char('\n')));
    m_pending.clear();
}

void JobConsole::requestCancel()
{
    const int jobId = m_shownJob;
    if (!m_model->isRunning(jobId) || m_cancelAsked.contains(jobId))
        return;
    m_cancelAsked.insert(jobId);
    updateControls();
    Q_EMIT cancelRequested(jobId);
}

void JobConsole::afterStateChange(int previousRunning)
{
    const int running = runningCount();
    if (running > 0 && !m_elapsedTimer->isActive())
        m_elapsedTimer->start();
    else if (running == 0)
        m_elapsedTimer->stop();
    updateControls();
    if (running != previousRunning)
        Q_EMIT runningCountChanged(running);
}

void JobConsole::updateControls()
{
    m_cancel->setEnabled(m_model->isRunning(m_shownJob) && !m_cancelAsked.contains(m_shownJob));
    const int running = runningCount();
    m_status->setText(running > 0 ? tr("%n job(s) running", nullptr, running)
                                  : (m_model->rowCount() > 0 ? tr("No job running") : tr("No jobs yet")));
    updateProgress();
}

void JobConsole::updateProgress()
{
    if (runningCount() == 0) {
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
        m_progress->setVisible(false);
        return;
    }
    m_progress->setVisible(true);
    if (m_model->isRunning(m_shownJob) && m_model->hasProgress(m_shownJob)) {
        m_progress->setRange(0, qMax(1, m_model->progressMaximum(m_shownJob)));
        m_progress->setValue(m_model->progressValue(m_shownJob));
        m_progress->setFormat(tr("%v of %m"));
        m_progress->setToolTip(tr("The selected job: %1 of %2").arg(m_model->progressValue(m_shownJob))
                                   .arg(m_model->progressMaximum(m_shownJob)));
        return;
    }
    // How far along one job is, unknown: how many of the jobs begun since the
    // console was last idle have ended. Not Qt's busy bar: its animation repaints
    // every frame for as long as jobs run (bench_stall); the Elapsed column ticks.
    m_progress->setVisible(m_begun > 1);
    m_progress->setRange(0, m_begun);
    m_progress->setValue(m_ended);
    m_progress->setFormat(tr("%v of %m jobs ended"));
    m_progress->setToolTip(tr("%1 of %2 jobs ended").arg(m_ended).arg(m_begun));
}

}  // namespace dtriage
