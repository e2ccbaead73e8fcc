#pragma once
// The window's survey of the open checkout's backlog (Triage ▸ Survey Failing
// Entries…, issue 17): the training YAML and the kept results are read on a pool
// thread, the steps run in a warm worker of the survey's own (stopped when it
// ends: a survey is occasional, the sessions' worker stays theirs), results are
// kept in the data home as they come, progress carries an estimate of the time
// left. Closing the window or opening another checkout cancels it; what came in
// is kept and the next survey goes on from there.
#include "run/pythonenvironment.h"
#include "survey/surveyprogress.h"
#include "survey/surveyrun.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>

namespace dtriage {

class SurveyStore;
class WarmWorker;

struct BacklogSurveyConfig {
    int jobs = 2;
    qint64 timeoutMs = 10 * 60 * 1000;
    qint64 memoryLimitBytes = 0;
};

class BacklogSurvey : public QObject {
    Q_OBJECT
public:
    using Surveyed = SurveyRun::Surveyed;

    explicit BacklogSurvey(QObject* parent = nullptr);
    ~BacklogSurvey() override;

    // Surveys the training entries `keys` of the checkout at `root` (keys the
    // training YAML does not hold are skipped). False when one is running.
    bool start(const QString& root, const PythonCommand& python, const QStringList& keys, BacklogSurveyConfig config);
    void cancel();
    // Another checkout: cancels, and forgets the results.
    void clear();
    bool isRunning() const { return m_running; }
    QString checkoutRoot() const { return m_root; }
    // Every result so far (in the order they came); all of them once finished.
    const QList<Surveyed>& results() const { return m_results; }
    const SurveyProgress& progress() const { return m_progress; }
    // Reasons written to the YAML since (key -> reason): the results say them.
    void noteRecorded(const QHash<QString, QString>& reasons);

Q_SIGNALS:
    void progressed(const dtriage::SurveyProgress& progress);
    void entrySurveyed(const dtriage::SurveyRun::Surveyed& result);
    // Ended: every entry surveyed, canceled, or it could not start (`problem`).
    void finished(bool complete, const QString& problem);

private:
    struct Prepared;
    void run(const PythonCommand& python, const std::shared_ptr<Prepared>& prepared, BacklogSurveyConfig config);
    void end(bool complete, const QString& problem);

    QString m_root;
    bool m_running = false;
    int m_generation = 0;
    QList<Surveyed> m_results;
    SurveyProgress m_progress;
    QElapsedTimer m_clock;
    std::unique_ptr<SurveyStore> m_store;
    std::unique_ptr<WarmWorker> m_worker;
    QPointer<SurveyRun> m_run;
};

}  // namespace dtriage
