#pragma once
// Step 7's evidence (docs/triage.md §2): pytest's outcomes for the affected keys,
// from wherever they come -- pytest run here with --force-run --runxfail, a JUnit
// file imported from a TT machine, the files a resumed session recorded, or the
// reports of tt-xla's CI run the session waits for -- read off the event loop into
// one JUnitReport. It keeps the record's account of where they came from
// (TriageRecord's junitSource, junitImported, runnerUnavailable and ci, nothing
// else); the session owns the record, its states, and what the report means.
#include "core/error.h"
#include "record/triagerecord.h"
#include "run/junitreader.h"
#include "run/pythonenvironment.h"
#include "run/sessionfolder.h"

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

namespace dtriage {

class PytestJob;
class SessionJobs;
struct PytestResult;

class SessionVerification : public QObject {
    Q_OBJECT
public:
    struct Setup {
        QString importedJUnit;  // read instead of running pytest
        bool throughCi = false;  // wait for tt-xla's CI's reports instead
        qint64 timeoutMs = 0;
        qint64 memoryLimitBytes = 0;
        // What a closed session knew of its CI run (a resumed session's saved record).
        std::optional<TriageRecord::CiRun> savedCi;
    };

    // `record` and `jobs` are the session's and outlive this.
    SessionVerification(TriageRecord& record, SessionJobs& jobs, QObject* parent = nullptr);
    ~SessionVerification() override;

    // Step 7 over `keys` (the affected keys, then the inference keys the fix reaches):
    // pytest with `python` in `folder`, the imported file, or a wait for CI.
    void run(const QStringList& keys, const QStringList& inferenceKeys, const Setup& setup,
             const std::optional<PythonCommand>& python, const SessionFolder& folder);
    // A resumed session's recorded results, read again.
    void readRecorded();
    void cancel();  // stops pytest; results still to come are dropped

    // While waiting for CI (the session's State::AwaitingCi, TriageSession::ciWait()):
    // the keys the run must verify (the affected keys and the inference keys the
    // fix reaches); the run dispatched for them, noted in the record so that a
    // session resumed later (a closed window) picks it up instead of dispatching
    // again; its reports, read as pytest's (the YAML is then planned as usual); a
    // failure -- the session keeps waiting and nothing is written; `runEnded`: the
    // run is over (cancelled, no reports), so a resumed session dispatches anew.
    QStringList ciKeys() const { return m_ciKeys; }
    void noteCiRun(qint64 id, const QString& url, const QString& dispatch);
    bool importCiReports(const QStringList& reports, const QString& conclusion);
    void noteCiProblem(const QString& problem, bool runEnded);

Q_SIGNALS:
    void running(const QString& note);       // pytest runs, or its results are read
    void waitingForCi(const QString& note);  // a run to dispatch, or one followed
    void logLine(const QString& line);
    // pytest could not import the runner here (no TT environment): no verdict.
    void runnerCannotStart(const dtriage::PytestResult& result);
    void failed(const QString& why);  // as is the report's read
    void reportRead(const dtriage::JUnitReport& report);

private:
    void runPytest(const QStringList& keys, const Setup& setup, const PythonCommand& python,
                   const SessionFolder& folder);
    void onPytestFinished(const PytestResult& result);
    void readJUnit(const QStringList& files, const QString& logPath);
    void awaitCi(const QStringList& keys, const std::optional<TriageRecord::CiRun>& savedCi);
    QString ciNote() const;

    TriageRecord& m_record;
    SessionJobs& m_jobs;
    QPointer<PytestJob> m_pytest;
    QStringList m_ciKeys;       // waiting for CI: what the run verifies
    bool m_ciConsumed = false;  // the reports of m_record.ci were read
    quint64 m_generation = 0;   // bumped by cancel()
};

}  // namespace dtriage
