#pragma once
// The workbench's status bar: the checkout, the Python the repros run with (and
// its torch), the running jobs, imported results, the batch's progress.
#include <QStatusBar>

class QLabel;
class QProgressBar;
class QToolButton;

namespace dtriage {

class ElidedLabel;

class WorkbenchStatusBar : public QStatusBar {
    Q_OBJECT
public:
    explicit WorkbenchStatusBar(QWidget* parent = nullptr);

    void setCheckout(const QString& text);
    void setPython(const QString& description, bool usable);
    void setRunningJobs(int running);
    void setImportedJUnit(const QString& path);  // empty: pytest runs here
    void setEntryCount(const QString& text);
    void setPreflight(const QString& text);
    // A batch runs: "3 of 14"; finished == total hides the bar after a moment.
    // Canceled (`canceledAfter` >= 0): "Batch canceled after 3 of 14", whatever
    // the skipped rest adds to `finished`.
    void setBatchProgress(int finished, int total, int canceledAfter = -1);
    // A survey runs: "Survey: 12 of 430, about 3 min 10 s left" (leftMs < 0: no
    // estimate yet), with its Cancel; endSurvey() hides them after a moment.
    void setSurveyProgress(int done, int total, qint64 leftMs);
    void endSurvey();
    static QString duration(qint64 ms);

    QLabel* pythonLabel() const { return m_python; }
    QLabel* jobsLabel() const { return m_jobs; }
    ElidedLabel* checkoutLabel() const { return m_checkout; }
    QProgressBar* batchBar() const { return m_batch; }
    QToolButton* cancelBatchButton() const { return m_cancelBatch; }
    QProgressBar* surveyBar() const { return m_survey; }
    QToolButton* cancelSurveyButton() const { return m_cancelSurvey; }

Q_SIGNALS:
    void cancelBatchRequested();
    void cancelSurveyRequested();

private:
    ElidedLabel* m_checkout = nullptr;
    QLabel* m_python = nullptr;
    QLabel* m_jobs = nullptr;
    QLabel* m_junit = nullptr;
    QLabel* m_count = nullptr;
    ElidedLabel* m_preflight = nullptr;
    QProgressBar* m_batch = nullptr;
    QToolButton* m_cancelBatch = nullptr;
    int m_batchGeneration = 0;  // news since an end: its bar is not hidden
    QProgressBar* m_survey = nullptr;
    QToolButton* m_cancelSurvey = nullptr;
};

}  // namespace dtriage
