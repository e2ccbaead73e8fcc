#pragma once
// The workbench's status bar: the checkout, the Python the repros run with (and
// its torch), the running jobs, imported results, the batch's progress.
#include <QStatusBar>

class QLabel;
class QProgressBar;
class QToolButton;

namespace dtriage {

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
    void setBatchProgress(int finished, int total);

    QLabel* pythonLabel() const { return m_python; }
    QLabel* jobsLabel() const { return m_jobs; }
    QLabel* checkoutLabel() const { return m_checkout; }
    QProgressBar* batchBar() const { return m_batch; }

Q_SIGNALS:
    void cancelBatchRequested();

private:
    QLabel* m_checkout = nullptr;
    QLabel* m_python = nullptr;
    QLabel* m_jobs = nullptr;
    QLabel* m_junit = nullptr;
    QLabel* m_count = nullptr;
    QLabel* m_preflight = nullptr;
    QProgressBar* m_batch = nullptr;
    QToolButton* m_cancelBatch = nullptr;
};

}  // namespace dtriage
