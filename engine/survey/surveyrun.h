#pragma once
// The survey of a checkout's training entries (tt-xla issue #4293: run every
// failing entry's CPU training step and group by what fails): for each entry, the
// training step as the runner runs it (the inputs family's probe: bfloat16,
// model.train(), the runner's batch size, forward, unpack_forward_output,
// backward), a few at a time, in the warm worker when one is given, each under
// the job timeout and memory limit; each outcome classified as it comes in.
#include "checkout/runnerdefaults.h"
#include "config/entry.h"
#include "families/probequeue.h"
#include "run/pythonenvironment.h"
#include "survey/surveyclassifier.h"

#include <QHash>
#include <QList>
#include <QObject>

#include <functional>
#include <QPointer>
#include <QTimer>

namespace dtriage {

class Checkout;
class FamilyProbe;
class FamilyProbeJob;
class SurveyStore;
class WarmWorker;
struct ProbeResult;

struct SurveyRunConfig {
    int jobs = 2;  // probes at a time
    qint64 timeoutMs = 10 * 60 * 1000;
    qint64 memoryLimitBytes = 0;  // 0: none
    QPointer<WarmWorker> warmWorker;  // null: every probe cold
    // Else made when the first step must run (null back: cold): a survey whose every
    // result is reused starts no Python that imports torch (issue 31: < 2 s).
    std::function<WarmWorker*()> warmWorkerWhenNeeded;
    // Where results are kept: an entry whose fingerprint is unchanged is reused,
    // every new result is saved as it comes. Null: nothing kept.
    SurveyStore* store = nullptr;
    // What the checkout's runner passes by default (its training batch size), read
    // by the caller off the window's thread (RunnerDefaults::read runs Python).
    RunnerDefaults runner;
    // Why every step runs again when the caller decided it (`survey --fresh`): said
    // instead of what the store would say (it was not read).
    QString rerunReason;
};

class SurveyRun : public QObject {
    Q_OBJECT
public:
    struct Surveyed {
        SurveyOutcome outcome;
        SurveyClass found;
        bool reused = false;  // from the store, not run again
        // Run again rather than reused: why (SurveyStore::changedSince); empty when
        // reused or when no results are kept.
        QStringList rerunBecause;
    };

    SurveyRun(const Checkout& checkout, PythonCommand python, SurveyRunConfig config, QObject* parent = nullptr);
    ~SurveyRun() override;

    // Surveys `entries` (training entries of the checkout), asynchronously: the
    // fingerprints of what each result depends on are read on a pool thread, then
    // kept results are reused and the rest run.
    void start(const QList<Entry>& entries);
    void cancel();
    const QList<Surveyed>& results() const { return m_results; }  // in the entries' order once finished
    // Starts and spins a local event loop until finished (CLI, tests).
    QList<Surveyed> runBlocking(const QList<Entry>& entries);

    // What the probe's result says of one entry.
    static SurveyOutcome outcomeOf(const Entry& entry, const ProbeResult& result);
    // The CPU training step of `keys` as a reviewer runs it in the tt-xla checkout:
    // the survey verb, each step run afresh (the report's CPU repro command).
    static QString commandLine(const QStringList& keys);

Q_SIGNALS:
    void progress(int done, int total);
    void entrySurveyed(const dtriage::SurveyRun::Surveyed& result);
    void finished();

private:
    static QList<QByteArray> fingerprints(const QString& loadersRoot, const QList<Entry>& entries,
                                          const PythonCommand& python, const RunnerDefaults& runner);
    void startRuns(int generation);
    void startNext();
    void onProbe(int index, const ProbeResult& result);
    void record(int index, Surveyed done);
    void saveStore(bool now);

    QString m_root;
    QString m_loadersRoot;
    PythonCommand m_python;
    SurveyRunConfig m_config;
    QList<Entry> m_entries;
    QList<int> m_pending;  // the entries' indices to run (not reused)
    QList<QByteArray> m_fingerprints;
    QHash<int, QStringList> m_rerunBecause;  // entry index -> why it runs again
    static constexpr qint64 kSaveIntervalMs = 500;
    qint64 m_lastSave = 0;
    QTimer m_saveTimer;
    QList<std::optional<Surveyed>> m_done;
    QList<Surveyed> m_results;
    const FamilyProbe* m_probe = nullptr;  // the families' training step (Families::stepProbe)
    QList<QPointer<FamilyProbeJob>> m_jobs;
    ProbeQueue m_queue;
    int m_finished = 0;
    bool m_canceled = false;
    int m_generation = 0;  // which start() a continuation belongs to
};

}  // namespace dtriage
