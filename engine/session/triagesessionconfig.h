#pragma once
// What a TriageSession is asked to do (docs/triage.md §2): the entry, the Python,
// the limits of its children, where pytest's results come from, and whether it
// may write without asking.
#include "run/job.h"
#include "run/pythonenvironment.h"
#include "run/warmworker.h"

#include <QString>

#include <functional>

namespace dtriage {

struct TriageSessionConfig {
    QString checkoutRoot;
    QString key;          // a YAML test key or a model_info.name
    QString interpreter;  // the configured interpreter (PythonEnvironment's second choice)
    qint64 reproTimeoutMs = 600 * 1000;  // a CPU probe still running after this is stopped
    qint64 pytestTimeoutMs = 1200 * 1000;
    // Every child's address space (RLIMIT_AS): a loader that keeps allocating ends
    // with "exceeded the memory limit", not in the kernel's OOM killer.
    qint64 memoryLimitBytes = Job::defaultMemoryLimitBytes();
    QString importedJUnit;  // when set, read instead of running pytest
    // Step 6 on TT hardware through tt-xla's CI instead of pytest here: the session
    // waits in State::AwaitingCi for the run's reports (docs/triage.md §2).
    bool verifyThroughCi = false;
    // When set, the CPU probe before the fix run elsewhere (its printed output),
    // read instead of running it here; the families whose probe can be imported
    // take it (the unpack family's forward probe).
    QString importedProbe;
    QString sessionDir;     // empty: SessionFolder::create() under AppLocalDataLocation
    // Approve every diff at once (a session on its own; the TriageCoordinator
    // approves its sessions' diffs itself, so that YAML writes take turns).
    bool yes = false;
    // A look that writes nothing (`triage`/`batch` without --yes): its record says
    // so, and it neither goes on with nor ends another session of the key.
    bool dryRun = false;
    // The fix the user chose where the family offers a choice (the unpack family's
    // target, UnpackChoice::name(): "registry:logits", "sum", …) and their reason
    // for it; empty: the family proposes one.
    QString fixChoice;
    QString fixChoiceWhy;
    // The warm worker the repros fork from, asked for once the session knows its
    // Python (TriageCoordinator owns it); unset or null: every repro is a cold process.
    std::function<WarmWorker*(const PythonCommand&)> warmWorker;
};

}  // namespace dtriage
