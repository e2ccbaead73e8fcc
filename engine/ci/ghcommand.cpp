#include "ci/ghcommand.h"

#include "core/logging.h"

namespace dtriage {

JobSpec GhCommand::spec(const QString& gh, const QString& workingDirectory, const QStringList& arguments,
                        qint64 timeoutMs)
{
    JobSpec spec;
    spec.name = QStringLiteral("gh ") + arguments.mid(0, 2).join(u' ');
    spec.program = gh;
    spec.arguments = arguments;
    spec.workingDirectory = workingDirectory;
    spec.timeoutMs = timeoutMs;
    spec.maxStdoutBytes = kMaxAnswerBytes;
    // Never a prompt, a colour code or an update notice in what is read back.
    spec.extraEnvironment = {{QStringLiteral("GH_PROMPT_DISABLED"), QStringLiteral("1")},
                             {QStringLiteral("NO_COLOR"), QStringLiteral("1")},
                             {QStringLiteral("GH_NO_UPDATE_NOTIFIER"), QStringLiteral("1")}};
    return spec;
}

Job* GhCommand::start(const JobSpec& spec, QObject* parent, std::function<void(const JobResult&)> done)
{
    // The answer's bytes as gh printed them (JobResult::output, spec.maxStdoutBytes):
    // rebuilt from lines, a one-line JSON past Job::kMaxLineBytes got a newline in it.
    auto* job = new Job(spec, parent);
    QObject::connect(job, &Job::finished, parent, [job, done = std::move(done)](const JobResult& result) {
        job->deleteLater();
        done(result);
    });
    qCDebug(lcRun).noquote() << "gh:" << spec.displayCommand();
    job->start();
    return job;
}

}  // namespace dtriage
