#include "chrome/workbenchstatusbar.h"

#include "chrome/elidedlabel.h"
#include "chrome/wordelide.h"

#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>

namespace dtriage {
namespace {

constexpr int kPythonWidth = 420;

}  // namespace

WorkbenchStatusBar::WorkbenchStatusBar(QWidget* parent) : QStatusBar(parent)
{
    m_checkout = new ElidedLabel(this);
    m_python = new QLabel(tr("Python: looking for an interpreter with torch…"), this);
    m_jobs = new QLabel(this);
    m_junit = new QLabel(this);
    m_count = new QLabel(this);
    m_preflight = new ElidedLabel(this);
    m_batch = new QProgressBar(this);
    m_batch->setMaximumWidth(220);
    m_batch->hide();
    m_cancelBatch = new QToolButton(this);
    m_cancelBatch->setText(tr("Cancel batch"));
    m_cancelBatch->hide();
    m_survey = new QProgressBar(this);
    m_survey->setMinimumWidth(170);
    m_survey->setMaximumWidth(320);
    m_survey->hide();
    m_cancelSurvey = new QToolButton(this);
    m_cancelSurvey->setText(tr("Cancel survey"));
    m_cancelSurvey->hide();
    // Long paths must not widen the window: the label gives way, cut at a word's
    // end (ElidedLabel), the tooltip keeps all.
    m_checkout->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_python->setMaximumWidth(kPythonWidth);
    // The pre-flight's summary of every family is long: it takes what is left (the
    // tooltip keeps it whole) instead of widening the window past a 1366-px screen.
    m_preflight->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    addWidget(m_checkout, 2);
    addWidget(m_preflight, 3);
    addPermanentWidget(m_python);
    addPermanentWidget(m_jobs);
    addPermanentWidget(m_junit);
    addPermanentWidget(m_batch);
    addPermanentWidget(m_cancelBatch);
    addPermanentWidget(m_survey);
    addPermanentWidget(m_cancelSurvey);
    addPermanentWidget(m_count);
    m_junit->hide();
    setRunningJobs(0);
    connect(m_cancelBatch, &QToolButton::clicked, this, &WorkbenchStatusBar::cancelBatchRequested);
    connect(m_cancelSurvey, &QToolButton::clicked, this, &WorkbenchStatusBar::cancelSurveyRequested);
}

void WorkbenchStatusBar::setCheckout(const QString& text)
{
    m_checkout->setFullText(text);
}

void WorkbenchStatusBar::setPython(const QString& description, bool usable)
{
    // A venv's path is long: cut at a word's end within the label's width, not mid-letter.
    const QString text = usable ? tr("Python: %1").arg(description) : tr("Python: none usable");
    m_python->setText(WordElide::elided(m_python->fontMetrics(), text, kPythonWidth - 4));
    m_python->setToolTip(description);
    m_python->setStyleSheet(usable ? QString() : QStringLiteral("QLabel { color: #c0392b; }"));
}

void WorkbenchStatusBar::setRunningJobs(int running)
{
    m_jobs->setText(tr("%n job(s) running", nullptr, running));
}

void WorkbenchStatusBar::setImportedJUnit(const QString& path)
{
    m_junit->setVisible(!path.isEmpty());
    m_junit->setText(tr("Results: %1").arg(QFileInfo(path).fileName()));
    m_junit->setToolTip(tr("pytest outcomes come from %1 instead of a local run").arg(path));
}

void WorkbenchStatusBar::setEntryCount(const QString& text)
{
    m_count->setText(text);
}

void WorkbenchStatusBar::setPreflight(const QString& text)
{
    m_preflight->setFullText(text);
}

void WorkbenchStatusBar::setBatchProgress(int finished, int total, int canceledAfter)
{
    const bool canceled = canceledAfter >= 0;
    const int generation = ++m_batchGeneration;
    m_batch->setRange(0, qMax(1, total));
    m_batch->setValue(canceled ? canceledAfter : finished);
    // %v and %m are the bar's own; the count at the cancel is ours.
    m_batch->setFormat(canceled ? tr("Batch canceled after %1 of %2").arg(canceledAfter).arg(total)
                                : tr("Batch: %v of %m"));
    const bool running = finished < total;
    m_batch->show();
    m_cancelBatch->setVisible(running && !canceled);
    if (!running) {
        QTimer::singleShot(canceled ? 10000 : 4000, m_batch, [this, generation] {
            if (generation == m_batchGeneration)
                m_batch->hide();
        });
    }
}

void WorkbenchStatusBar::setSurveyProgress(int done, int total, qint64 leftMs)
{
    const bool running = done < total;
    m_survey->setRange(0, qMax(1, total));
    m_survey->setValue(done);
    // %v and %m are the bar's own; the estimate is ours (none until a step ran).
    m_survey->setFormat(leftMs < 0 || !running ? tr("Survey: %v of %m")
                                               : tr("Survey: %v of %m, about %1 left").arg(duration(leftMs)));
    m_survey->show();
    m_cancelSurvey->setVisible(running);
}

void WorkbenchStatusBar::endSurvey()
{
    m_cancelSurvey->hide();
    QTimer::singleShot(4000, m_survey, [this] {
        if (!m_cancelSurvey->isVisible())
            m_survey->hide();
    });
}

QString WorkbenchStatusBar::duration(qint64 ms)
{
    const qint64 s = (ms + 999) / 1000;
    return s < 60 ? tr("%n s", nullptr, int(s)) : tr("%1 min %2 s").arg(s / 60).arg(s % 60);
}

}  // namespace dtriage
