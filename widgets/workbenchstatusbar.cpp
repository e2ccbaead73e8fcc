#include "workbenchstatusbar.h"

#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>

namespace dtriage {

WorkbenchStatusBar::WorkbenchStatusBar(QWidget* parent) : QStatusBar(parent)
{
    m_checkout = new QLabel(this);
    m_python = new QLabel(tr("Python: looking for an interpreter with torch…"), this);
    m_jobs = new QLabel(this);
    m_junit = new QLabel(this);
    m_count = new QLabel(this);
    m_preflight = new QLabel(this);
    m_batch = new QProgressBar(this);
    m_batch->setMaximumWidth(220);
    m_batch->setFormat(tr("Batch: %v of %m"));
    m_batch->hide();
    m_cancelBatch = new QToolButton(this);
    m_cancelBatch->setText(tr("Cancel batch"));
    m_cancelBatch->hide();
    // Long paths must not widen the window: the label gives way, the tooltip keeps all.
    m_checkout->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_python->setMaximumWidth(420);
    addWidget(m_checkout, 1);
    addPermanentWidget(m_python);
    addPermanentWidget(m_jobs);
    addPermanentWidget(m_junit);
    addPermanentWidget(m_batch);
    addPermanentWidget(m_cancelBatch);
    addPermanentWidget(m_preflight);
    addPermanentWidget(m_count);
    m_junit->hide();
    setRunningJobs(0);
    connect(m_cancelBatch, &QToolButton::clicked, this, &WorkbenchStatusBar::cancelBatchRequested);
}

void WorkbenchStatusBar::setCheckout(const QString& text)
{
    m_checkout->setText(text);
    m_checkout->setToolTip(text);
}

void WorkbenchStatusBar::setPython(const QString& description, bool usable)
{
    m_python->setText(usable ? tr("Python: %1").arg(description) : tr("Python: none usable"));
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
    m_preflight->setText(text);
}

void WorkbenchStatusBar::setBatchProgress(int finished, int total)
{
    m_batch->setRange(0, qMax(1, total));
    m_batch->setValue(finished);
    const bool running = finished < total;
    m_batch->show();
    m_cancelBatch->setVisible(running);
    if (!running)
        QTimer::singleShot(4000, m_batch, [this] {
            if (m_batch->value() >= m_batch->maximum())
                m_batch->hide();
        });
}

}  // namespace dtriage
