#include "jobs/joblistmodel.h"

#include <QColor>
#include <QFont>

namespace dtriage {

JobListModel::JobListModel(QObject* parent) : QAbstractTableModel(parent) {}

void JobListModel::addJob(int jobId, const QString& name)
{
    if (const int old = rowOf(jobId); old >= 0 && m_rows[old].state == State::Running) {
        // The old run never reported its end; it cannot still be running under this id.
        leaveRunning(m_rows[old]);
        m_rows[old].state = State::Canceled;
        emitRowChanged(old);
    }
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    Row added;
    added.jobId = jobId;
    added.name = name;
    added.clock.start();
    m_rows.append(std::move(added));
    m_rowOf.insert(jobId, row);
    ++m_running;
    endInsertRows();
}

void JobListModel::leaveRunning(Row& row)
{
    if (row.state != State::Running)
        return;
    row.finalMs = row.clock.elapsed();
    --m_running;
}

void JobListModel::finishJob(int jobId, const QString& summary, bool ok)
{
    const int row = rowOf(jobId);
    if (row < 0)
        return;
    Row& job = m_rows[row];
    // The engine reports the end of a canceled job too; it stays "canceled".
    if (job.state != State::Canceled) {
        leaveRunning(job);
        job.state = ok ? State::Ok : State::Failed;
    }
    if (!summary.isEmpty() || job.state != State::Canceled)
        job.summary = summary;
    emitRowChanged(row);
}

void JobListModel::cancelJob(int jobId)
{
    const int row = rowOf(jobId);
    if (row < 0 || m_rows[row].state != State::Running)
        return;
    Row& job = m_rows[row];
    leaveRunning(job);
    job.state = State::Canceled;
    if (job.summary.isEmpty())
        job.summary = tr("Canceled by the user");
    emitRowChanged(row);
}

void JobListModel::setProgress(int jobId, int value, int maximum)
{
    const int row = rowOf(jobId);
    if (row < 0)
        return;
    m_rows[row].progressValue = value;
    m_rows[row].progressMaximum = qMax(0, maximum);
    Q_EMIT dataChanged(index(row, StateColumn), index(row, StateColumn));
}

void JobListModel::tickElapsed()
{
    // One dataChanged per running row's cell, never a range or a reset: Qt 6.4's
    // views repaint their whole viewport for a range (a table of 8+ jobs shaped
    // again every second, bench_stall), one cell for a single index; selection
    // and scroll position survive.
    for (int row = 0; row < m_rows.size(); ++row)
        if (m_rows.at(row).state == State::Running)
            Q_EMIT dataChanged(index(row, ElapsedColumn), index(row, ElapsedColumn), {Qt::DisplayRole});
}

void JobListModel::emitRowChanged(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

const JobListModel::Row* JobListModel::find(int jobId) const
{
    const int row = rowOf(jobId);
    return row < 0 ? nullptr : &m_rows.at(row);
}

int JobListModel::jobIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).jobId : -1;
}

JobListModel::State JobListModel::state(int jobId) const
{
    const Row* row = find(jobId);
    return row ? row->state : State::Canceled;
}

bool JobListModel::isRunning(int jobId) const
{
    const Row* row = find(jobId);
    return row && row->state == State::Running;
}

bool JobListModel::hasProgress(int jobId) const
{
    const Row* row = find(jobId);
    return row && row->progressMaximum > 0;
}

int JobListModel::progressValue(int jobId) const
{
    const Row* row = find(jobId);
    return row ? row->progressValue : 0;
}

int JobListModel::progressMaximum(int jobId) const
{
    const Row* row = find(jobId);
    return row ? row->progressMaximum : 0;
}

qint64 JobListModel::elapsedMs(int jobId) const
{
    const Row* row = find(jobId);
    return row ? elapsedOf(*row) : 0;
}

QString JobListModel::summary(int jobId) const
{
    const Row* row = find(jobId);
    return row ? row->summary : QString();
}

qint64 JobListModel::elapsedOf(const Row& row) const
{
    return row.state == State::Running ? row.clock.elapsed() : row.finalMs;
}

QString JobListModel::stateText(State state)
{
    switch (state) {
    case State::Running: return tr("running");
    case State::Ok: return tr("ok");
    case State::Failed: return tr("failed");
    case State::Canceled: return tr("canceled");
    }
    return {};
}

QString JobListModel::formatElapsed(qint64 ms)
{
    const qint64 seconds = qMax<qint64>(0, ms) / 1000;
    const auto twoDigits = [](qint64 n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); };
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3").arg(seconds / 3600).arg(twoDigits(seconds / 60 % 60), twoDigits(seconds % 60));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(twoDigits(seconds % 60));
}

int JobListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int JobListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobListModel::display(const Row& row, int column) const
{
    switch (column) {
    case NameColumn: return row.name;
    case StateColumn:
        if (row.state == State::Running && row.progressMaximum > 0)
            return tr("running %1/%2").arg(row.progressValue).arg(row.progressMaximum);
        return stateText(row.state);
    case ElapsedColumn: return formatElapsed(elapsedOf(row));
    case SummaryColumn: return row.summary;
    }
    return {};
}

// Colours readable on light and dark palettes alike (as in FailureListModel).
QVariant JobListModel::stateColor(State state)
{
    switch (state) {
    case State::Running: return QColor(0x29, 0x80, 0xb9);
    case State::Ok: return QColor(0x27, 0xae, 0x60);
    case State::Failed: return QColor(0xc0, 0x39, 0x2b);
    case State::Canceled: return QColor(0x95, 0x95, 0x95);
    }
    return {};
}

QVariant JobListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return display(row, index.column());
    case Qt::ToolTipRole:
        return index.column() == SummaryColumn && !row.summary.isEmpty() ? QVariant(row.summary) : QVariant(row.name);
    case Qt::ForegroundRole:
        if (index.column() == StateColumn || (row.state == State::Failed && index.column() != ElapsedColumn))
            return stateColor(row.state);
        return {};
    case Qt::FontRole:
        if (row.state == State::Failed && index.column() == StateColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == ElapsedColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case JobIdRole: return row.jobId;
    case StateRole: return int(row.state);
    }
    return {};
}

QVariant JobListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Job");
    case StateColumn: return tr("State");
    case ElapsedColumn: return tr("Elapsed");
    case SummaryColumn: return tr("Summary");
    }
    return {};
}

}  // namespace dtriage
