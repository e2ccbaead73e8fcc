#pragma once
// The background jobs of the workbench as a table: name, state, elapsed time, summary.
// Rows are only ever appended (a job keeps its row after it ends), so views and
// selections stay stable while thousands of output lines arrive elsewhere; the
// model itself never holds output.
#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QHash>
#include <QList>

namespace dtriage {

class JobListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, StateColumn, ElapsedColumn, SummaryColumn, ColumnCount };
    enum class State { Running, Ok, Failed, Canceled };
    enum Role { JobIdRole = Qt::UserRole + 1, StateRole };

    explicit JobListModel(QObject* parent = nullptr);

    // A job id already in the table starts again in its own row (a re-run).
    void addJob(int jobId, const QString& name);
    void finishJob(int jobId, const QString& summary, bool ok);
    void cancelJob(int jobId);
    // maximum <= 0 means "busy, extent unknown", as for QProgressBar.
    void setProgress(int jobId, int value, int maximum);
    // Repaints the elapsed column of the running jobs; the console calls it once a second.
    void tickElapsed();

    bool contains(int jobId) const { return m_rowOf.contains(jobId); }
    int rowOf(int jobId) const { return m_rowOf.value(jobId, -1); }
    int jobIdAt(int row) const;
    State state(int jobId) const;
    bool isRunning(int jobId) const;
    bool hasProgress(int jobId) const;
    int progressValue(int jobId) const;
    int progressMaximum(int jobId) const;
    qint64 elapsedMs(int jobId) const;
    QString summary(int jobId) const;
    int runningCount() const { return m_running; }

    static QString stateText(State state);
    static QString formatElapsed(qint64 ms);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row {
        int jobId = 0;
        QString name;
        State state = State::Running;
        QString summary;
        QElapsedTimer clock;   // runs while the job runs
        qint64 finalMs = -1;   // frozen at the end
        int progressValue = 0;
        int progressMaximum = 0;  // 0: no known maximum (busy)
    };
    const Row* find(int jobId) const;
    void leaveRunning(Row& row);
    void emitRowChanged(int row);
    qint64 elapsedOf(const Row& row) const;
    QVariant display(const Row& row, int column) const;
    static QVariant stateColor(State state);

    QList<Row> m_rows;
    QHash<int, int> m_rowOf;  // job id → row (the newest row for that id)
    int m_running = 0;
};

}  // namespace dtriage
