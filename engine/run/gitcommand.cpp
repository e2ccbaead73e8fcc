#include "run/gitcommand.h"

#include <QFileInfo>

namespace dtriage {

JobResult GitCommand::run(const QString& dir, const QStringList& arguments)
{
    JobSpec spec;
    spec.name = QStringLiteral("git ") + arguments.value(0);
    spec.program = QStringLiteral("git");
    spec.arguments = QStringList{QStringLiteral("-C"), dir} + arguments;
    spec.extraEnvironment.insert(QStringLiteral("GIT_TERMINAL_PROMPT"), QStringLiteral("0"));
    spec.extraEnvironment.insert(QStringLiteral("GIT_OPTIONAL_LOCKS"), QStringLiteral("0"));
    spec.extraEnvironment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    spec.timeoutMs = 60 * 1000;
    return Job::runWaiting(spec);
}

QString GitCommand::topLevel(const QString& dir)
{
    const JobResult top = run(dir, {QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")});
    return top.succeeded() ? QFileInfo(QString::fromUtf8(top.output).trimmed()).canonicalFilePath() : QString();
}

}  // namespace dtriage
