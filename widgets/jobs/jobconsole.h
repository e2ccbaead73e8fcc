#pragma once
// The bottom panel of the workbench: the background jobs (repros, pytest) in a table
// and the live output of the selected one. It never touches a process: the window
// forwards the engine's job signals here and turns cancelRequested() into a cancel.
//
// Output can arrive at thousands of lines a second across several jobs, so every
// job keeps only its last kMaxLinesPerJob lines, and the visible pane receives the
// selected job's new lines in batches from a coalescing timer, never line by line.
#include "jobs/joblistmodel.h"

#include <QHash>
#include <QSet>
#include <QStringList>
#include <QWidget>

#include <deque>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;

namespace dtriage {

class JobConsole : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMaxLinesPerJob = 5000;
    static constexpr int kFlushIntervalMs = 60;
    // The job list shows at least this many whole rows.
    static constexpr int kWholeRows = 3;

    explicit JobConsole(QWidget* parent = nullptr);

    // Ids chosen here count up from kFirstLocalId, far above the engine's own ids
    // (passed to the other overload), so the two never collide.
    static constexpr int kFirstLocalId = 1 << 30;
    int beginJob(const QString& name);
    // Beginning an id that is already listed starts it again in a new row with empty output.
    void beginJob(int jobId, const QString& name);
    void appendLine(int jobId, const QString& line);
    void setProgress(int jobId, int value, int maximum);
    void endJob(int jobId, const QString& summary, bool ok);
    void markCanceled(int jobId);

    int runningCount() const;
    // The job whose output the pane shows; -1 when none is selected.
    int selectedJob() const { return m_shownJob; }
    void selectJob(int jobId);
    // The buffered lines of a job (at most kMaxLinesPerJob), joined by '\n'.
    QString outputOf(int jobId) const;
    int bufferedLineCount(int jobId) const;
    // Lines pushed out of the bounded buffer (the engine's log file still has them).
    qint64 droppedLineCount(int jobId) const;

    JobListModel* model() const { return m_model; }
    QTableView* jobView() const { return m_view; }
    QPlainTextEdit* output() const { return m_output; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progressBar() const { return m_progress; }

Q_SIGNALS:
    void cancelRequested(int jobId);
    void runningCountChanged(int running);

private:
    struct Buffer {
        std::deque<QString> lines;
        qint64 dropped = 0;  // lines pushed out of the front since the job began
    };
    QWidget* buildStatusRow();
    void onCurrentRowChanged(int row);
    void selectRow(int jobId);
    void showJob(int jobId);
    void flushPending();
    void requestCancel();
    void updateControls();
    void updateProgress();
    void afterStateChange(int previousRunning);

    JobListModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QPlainTextEdit* m_output = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QTimer* m_flushTimer = nullptr;
    QTimer* m_elapsedTimer = nullptr;

    QHash<int, Buffer> m_buffers;
    QStringList m_pending;       // the shown job's lines not yet in the pane
    bool m_reloadPending = false;  // more arrived than the pane keeps: reload it whole
    int m_shownJob = -1;
    int m_begun = 0;  // jobs begun since the console was last idle
    int m_ended = 0;  // and ended of those
    int m_newestJob = -1;
    bool m_followNewest = true;  // until the user picks a job; again from the next stretch of work
    bool m_selecting = false;    // our own selection changes are not the user's choice
    int m_nextLocalId = kFirstLocalId;
    QSet<int> m_cancelAsked;  // one request per job is enough
};

}  // namespace dtriage
