#include "families/dtype/probe/reprojob.h"

#include <QEventLoop>

namespace dtriage {

// ---------------------------------------------------------------- ReproResult

bool ReproResult::ranOutOfMemory() const
{
    QStringList errors;
    for (const ReproPhaseOutcome* phase : {&outcome.bfloat16, &outcome.float32})
        if (phase->result && !phase->result->ok)
            errors << phase->result->errorLine();
    return ProbeRun::ranOutOfMemory(errors);
}

QString ReproResult::problem() const
{
    if (completed())
        return {};
    if (ranOutOfMemory())
        return tr("the repro %1").arg(Job::memoryLimitText(memoryLimitBytes));
    if (const QString ended = endedEarly(); !ended.isEmpty())
        return tr("the repro %1").arg(ended);
    if (outcome.setupFailure)
        return tr("the repro could not run the loader: %1").arg(outcome.setupFailure->errorLine());
    return tr("the repro ended (%1) without reporting both phases").arg(process.classification);
}

// ---------------------------------------------------------------- ReproJob

ProbeRequest ReproJob::withRepro(ProbeRequest request)
{
    request.probe = kProbe;
    request.script = kScript;
    return request;
}

ReproJob::ReproJob(PythonCommand python, ProbeRequest request, QObject* parent)
    : QObject(parent)
    , m_probe(std::move(python), withRepro(std::move(request)))
{
    qRegisterMetaType<dtriage::ReproEvent>();
    qRegisterMetaType<dtriage::ReproResult>();
    connect(&m_probe, &ProbeJob::started, this, &ReproJob::started);
    connect(&m_probe, &ProbeJob::line, this, &ReproJob::onLine);
    connect(&m_probe, &ProbeJob::finished, this, &ReproJob::onFinished);
}

void ReproJob::onLine(const QString& line, bool mayCarryEvent)
{
    Q_EMIT reproEvent(mayCarryEvent ? m_reader.feedLine(line) : ReproEvent{ReproText{line, false}});
}

void ReproJob::onFinished()
{
    m_finished = true;
    for (const ReproEvent& event : m_reader.finish())
        Q_EMIT reproEvent(event);
    ReproResult result;
    static_cast<ProbeRun&>(result) = m_probe.run();
    result.outcome = m_reader.outcome();
    m_result = std::move(result);
    Q_EMIT finished(m_result);
}

ReproResult ReproJob::runBlocking()
{
    QEventLoop loop;
    connect(this, &ReproJob::finished, &loop, &QEventLoop::quit);
    start();
    if (!m_finished)
        loop.exec();
    return m_result;
}

}  // namespace dtriage
