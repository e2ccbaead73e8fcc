#pragma once
// One call of GitHub's command line as every CI step makes it (CiRun, CiSync): a
// Job, never a prompt, a colour code or an update notice in what is read back; its
// whole stdout collected for the answer, within kMaxAnswerBytes (or written to a
// file: an artifact's bytes).
#include "run/job.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace dtriage {

class GhCommand {
public:
    // The most of an answer read back (a run list, an artifacts page, a run's
    // description): a gh that prints on past it is stopped (ExitKind::OverLimit).
    static constexpr qint64 kMaxAnswerBytes = 64 * 1024 * 1024;

    static JobSpec spec(const QString& gh, const QString& workingDirectory, const QStringList& arguments,
                        qint64 timeoutMs);
    // Starts `spec`'s job, a child of `parent`; `done` gets its result, `output` all
    // of stdout (empty when spec.stdoutPath took it), once, and the job is deleted.
    static Job* start(const JobSpec& spec, QObject* parent, std::function<void(const JobResult&)> done);
};

}  // namespace dtriage
