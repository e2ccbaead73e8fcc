#include "surveydock.h"

#include "exitcode.h"
#include "verbjson.h"
#include "core/workpool.h"

#include "yamlapproval.h"
#include "survey/surveyobservation.h"
#include "survey/surveyreport.h"
#include "survey/surveypanel.h"
#include "triageruns.h"
#include "chrome/workbenchstatusbar.h"

#include "checkout/checkout.h"
#include "core/whenready.h"

#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

SurveyDock::SurveyDock(TriageRuns* runs, WorkbenchStatusBar* status, QWidget* parent)
    : QDockWidget(tr("Survey"), parent), m_runs(runs), m_status(status)
{
    setObjectName(QStringLiteral("survey"));
    m_survey = new BacklogSurvey(this);
    m_panel = new SurveyPanel(this);
    setWidget(m_panel);
    connect(m_survey, &BacklogSurvey::progressed, this, &SurveyDock::showProgress);
    connect(m_survey, &BacklogSurvey::finished, this, &SurveyDock::onFinished);
    connect(m_status, &WorkbenchStatusBar::cancelSurveyRequested, m_survey, &BacklogSurvey::cancel);
    connect(m_panel, &SurveyPanel::triageRequested, this, &SurveyDock::triage);
    connect(m_panel, &SurveyPanel::recordRequested, this, &SurveyDock::record);
    connect(m_panel, &SurveyPanel::reportRequested, this, &SurveyDock::saveReport);
    connect(m_panel, &SurveyPanel::entryActivated, this, &SurveyDock::showEntryRequested);
}

bool SurveyDock::start(const QString& root, const PythonCommand& python, const QStringList& keys,
                       BacklogSurveyConfig config)
{
    if (!m_survey->start(root, python, keys, config))
        return false;
    m_root = root;
    ++m_generation;
    m_panel->setResults({});
    show();
    raise();
    return true;
}

SurveyDock::~SurveyDock()
{
    // The window's status bar may be gone already: the survey tells nobody now.
    m_survey->disconnect(this);
}

void SurveyDock::reset()
{
    ++m_generation;  // a refresh or a plan under way is for the old checkout
    m_survey->clear();
    m_root.clear();
    m_panel->setResults({});
    m_panel->setSummary(tr("No survey of this checkout yet."));
    if (m_approval)
        m_approval->reject();
}

// The tree is rebuilt at most every 300 ms while results pour in (a reused
// survey of hundreds of entries delivers them in one burst).
void SurveyDock::showProgress(const SurveyProgress& progress)
{
    m_status->setSurveyProgress(progress.done, progress.total, progress.leftMs());
    QString eta;
    if (progress.leftMs() > 0)
        eta = tr(", about %1 left").arg(WorkbenchStatusBar::duration(progress.leftMs()));
    else if (progress.finishing())
        eta = tr(", the last %1 running").arg(progress.left());
    m_panel->setSummary(tr("Surveying: %1 of %2 entries (%3 kept from an earlier survey)%4")
                            .arg(progress.done)
                            .arg(progress.total)
                            .arg(progress.reused)
                            .arg(eta));
    if (m_refreshQueued)
        return;
    m_refreshQueued = true;
    QTimer::singleShot(300, this, [this, generation = m_generation] {
        m_refreshQueued = false;
        if (generation == m_generation)
            m_panel->setResults(m_survey->results());
    });
}

// "; run again: 22 because the installed packages changed", or nothing.
static QString rerunNote(const QList<SurveyRun::Surveyed>& results)
{
    const QString rerun = SurveyReport::rerunSummary(results);
    return rerun.isEmpty() ? QString() : QStringLiteral("; ") + rerun;
}

void SurveyDock::onFinished(bool complete, const QString& problem)
{
    m_status->endSurvey();
    m_panel->setResults(m_survey->results());
    const SurveyProgress& progress = m_survey->progress();
    const int stale = int(SurveyReport::contradicted(m_survey->results()).size());
    if (!problem.isEmpty())
        m_panel->setSummary(tr("The survey could not start: %1").arg(problem));
    else if (!complete)
        m_panel->setSummary(tr("Survey canceled after %1 of %2 entries; what came in is kept: the next survey goes "
                               "on from there.")
                                .arg(progress.done)
                                .arg(progress.total));
    else
        m_panel->setSummary(tr("%n entries surveyed in %1 (%2 kept from an earlier survey%4); %3 recorded reasons "
                               "contradict what the survey saw.",
                               nullptr, progress.total)
                                .arg(WorkbenchStatusBar::duration(progress.elapsedMs))
                                .arg(progress.reused)
                                .arg(stale)
                                .arg(rerunNote(m_survey->results())));
}

void SurveyDock::triage(const QList<SurveyRun::Surveyed>& results)
{
    QStringList keys;
    for (const SurveyRun::Surveyed& r : results)
        if (SurveyObservation::triageFamily(r))
            keys << r.outcome.key;
    const qsizetype waiting = results.size() - keys.size();
    if (keys.isEmpty()) {
        say(tr("Nothing to triage: record the observed reasons first (or no family takes these entries)."));
        return;
    }
    if (!m_runs->startBatch(keys)) {
        say(tr("Nothing started: a batch is running, or every selected entry is triaged or being triaged."));
        return;
    }
    const int started = m_runs->batch()->total();
    say(waiting > 0 ? tr("Triage started for %1 entries; %2 need their observed reason recorded first (or no family "
                         "takes them).")
                          .arg(started)
                          .arg(waiting)
                    : tr("Triage started for %n entries.", nullptr, started));
}

// The plan reads and re-parses the training YAML (large on a real checkout): on a
// pool thread, as the write.
void SurveyDock::record(const QList<SurveyRun::Surveyed>& results)
{
    QHash<QString, QString> reasons;
    for (const SurveyRun::Surveyed& r : results)
        if (const std::optional<QString> reason = SurveyObservation::reasonToRecord(r))
            reasons.insert(r.outcome.key, *reason);
    const QString root = m_root;
    whenReady(this, WorkPool::run([root, results]() -> Result<YamlChange> {
        const auto checkout = Checkout::open(root);
        if (!checkout)
            return std::unexpected(checkout.error());
        return SurveyObservation::plan(checkout->trainingConfig(), results, root);
    }), [this, reasons, generation = m_generation](const Result<YamlChange>& edit) {
        if (generation != m_generation)
            return;  // planned for a checkout no longer open
        if (!edit) {
            say(edit.error().toString());
            return;
        }
        approve(*edit, reasons);
    });
}

void SurveyDock::approve(const YamlChange& edit, const QHash<QString, QString>& reasons)
{
    if (m_approval)
        m_approval->reject();
    const int generation = m_generation;
    m_approval = YamlApproval::open(
        this, tr("Record Observed Reasons"),
        tr("The reasons as the survey saw them, in %1. Nothing is written until you approve; the statuses stay.")
            .arg(QDir(m_root).relativeFilePath(edit.path())),
        edit, [this, edit, reasons, generation](const Result<void>& written) {
            if (!written) {
                say(tr("Not written: %1").arg(written.error().toString()));
                return;
            }
            if (generation == m_generation)  // the results are still this checkout's
                m_survey->noteRecorded(reasons);
            m_panel->setResults(m_survey->results());
            say(tr("Written: %1").arg(edit.path()));
            Q_EMIT yamlWritten(edit.path());
        });
    Q_EMIT approvalShown(m_approval);
}

void SurveyDock::saveReport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Survey Report"), QDir::homePath() + "/survey.md",
                                                      tr("Markdown (*.md);;HTML (*.html);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    // The document `dtype-triage survey --json` prints: one schema for every survey report.
    VerbJson document(QStringLiteral("survey"));
    document.body() = SurveyReport::json(m_survey->results());
    const Result<void> written = SurveyReport::write(path, m_survey->results(), document.document(ExitOk));
    say(written ? tr("Survey report written: %1").arg(path) : written.error().toString());
}

void SurveyDock::say(const QString& text)
{
    m_status->showMessage(text, 10000);
    m_panel->setSummary(text);
}

}  // namespace dtriage
