#pragma once
// One verification run on TT hardware through tt-xla's CI, driven with GitHub's
// command line (docs/triage.md §2 "Verifying through tt-xla's CI"): dispatch the
// approved CiDispatch (`gh workflow run`), find the run it started (`gh run list`
// of the user's runs of that workflow since the dispatch; or the one `gh` names),
// follow it (`gh run view` every poll interval), and when it ends download its
// `test-reports-*` artifacts (RunArtifacts, as the CI history does) and take every
// `report_*.xml` out of them, each into a folder named after its artifact.
// Or pick up a run already dispatched (a session waiting for it, `verify --ci-run`).
// Asynchronous on the caller's event loop: every gh call is a Job. Cancel stops
// following and cancels the run on GitHub (`gh run cancel`). finished() comes
// exactly once; a failure of any kind leaves nothing written but the downloads.
#include "ci/cidispatch.h"
#include "ci/cirunstatus.h"
#include "ci/runartifacts.h"
#include "run/job.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace dtriage {

// How gh is called and each artifact bounded (RunArtifactsConfig: the program, a bare
// name looked up on PATH; the checkout root; the repository; one call's and one
// zip's timeouts), and which run.
struct CiRunConfig : RunArtifactsConfig {
    std::optional<CiDispatch> dispatch;  // dispatch this, or
    qint64 runId = 0;                    // follow this run
    // A new, empty folder (CiPreparation::newDownloadDir()): the artifacts' zips and
    // reports go there, and every zip in it is taken for this run's.
    QString downloadDir;
    int pollMs = 30 * 1000;
    // After the dispatch, how often the new run is looked for before giving up
    // (GitHub lists it a few seconds after the event).
    int findAttempts = 20;
};

struct CiRunOutcome {
    bool ok = false;
    bool canceled = false;  // by the user (cancel())
    bool canceledOnGitHub = false;  // and `gh run cancel` said yes
    QString error;          // translated; why not ok
    CiRunStatus run;        // as last seen; id 0 when no run was found
    QStringList reports;    // every report_*.xml downloaded, sorted
};

class CiRun : public QObject {
    Q_OBJECT
public:
    enum class Step { Idle, CheckingLogin, Dispatching, Finding, Following, Downloading, Done };
    // Where a run is looked for: the user's runs of the workflow, newest first.
    static constexpr int kListLimit = 20;
    Q_ENUM(Step)

    explicit CiRun(CiRunConfig config, QObject* parent = nullptr);
    ~CiRun() override;

    void start();
    void cancel();
    Step step() const { return m_step; }
    const CiRunStatus& run() const { return m_run; }
    bool isFinished() const { return m_step == Step::Done; }

Q_SIGNALS:
    void logLine(const QString& line);
    // The dispatch was sent (its run not found yet): `command` as shown.
    void dispatched(const QString& command);
    // The run is known: from here on `verify --ci-run ID` (or a resumed session) can pick it up.
    void runFound(const dtriage::CiRunStatus& run);
    void progress(const dtriage::CiRunStatus& run);
    void finished(const dtriage::CiRunOutcome& outcome);

private:
    using Answer = std::function<void(const JobResult&)>;
    enum class Mode {
        Once,    // a failure ends the run
        Poll,    // a failure is tried again at the next poll, a few times
        Cancel,  // `gh run cancel`: onDone takes its answer whatever it is
    };
    // Runs gh; a failure ends the run with GhFailure's words, else onDone gets the
    // result (its output: all of stdout).
    void call(const QString& what, const QStringList& arguments, Answer onDone, Mode mode = Mode::Once,
              std::function<void()> again = {});
    bool retryPoll(const QString& error, const std::function<void()>& again);
    void later(int ms, const std::function<void()>& then);
    void listRuns(const QString& what, const std::function<void(const QList<CiRunStatus>&)>& onRuns);
    void checkLogin();
    void takeBaseline();
    void dispatch();
    void find();
    void follow();
    void onStatus(const CiRunStatus& status);
    void download();
    void collect();
    void succeed(QStringList reports);
    void failWith(const QString& error);
    void finish(CiRunOutcome outcome);
    QString canceledNote() const;
    QStringList repoArguments() const;

    CiRunConfig m_config;
    Step m_step = Step::Idle;
    CiRunStatus m_run;
    QString m_login;
    qint64 m_baselineId = 0;  // the newest of the user's runs before the dispatch
    int m_findsLeft = 0;
    int m_pollFailures = 0;
    bool m_canceling = false;
    QPointer<Job> m_job;
    RunArtifacts* m_artifacts = nullptr;  // a child, once the run ended
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::CiRunStatus)
Q_DECLARE_METATYPE(dtriage::CiRunOutcome)
