#pragma once
// What a failure family's steps may ask of the triage session they run in
// (docs/triage.md §2): the session owns the state, the record, the jobs, the
// approvals and every write; a Playbook only decides and reports back here.
#include "analysis/loadereditresult.h"
#include "session/triagesession.h"

#include <QString>

#include <functional>
#include <optional>

namespace dtriage {

class LoaderFixState;
class SessionFolder;
class SessionJobs;
class WarmWorker;
struct SessionResolution;
struct YamlTarget;

class PlaybookHost {
public:
    // How a proposed loader edit fared (offerLoaderEdit).
    enum class EditOffer {
        Offered,    // previewed, waiting for the approval
        Replanned,  // the loader changed meanwhile: the session asks the playbook again
        Refused,    // the edit failed its checks: `why` says which
    };

    virtual const SessionResolution& resolution() const = 0;
    virtual const TriageSessionConfig& config() const = 0;
    virtual TriageRecord& record() = 0;
    // The YAML targets of step 7: the triaged key first, then the siblings in scope.
    virtual QList<YamlTarget>& targets() = 0;
    // Inference test keys pytest runs beside the targets when the fix reaches
    // inference too (the inputs family's load_inputs): one that fails where its
    // inference entry expects a pass is a regression; the fix is reverted.
    virtual QStringList& inferenceRuns() = 0;
    virtual LoaderFixState& fix() = 0;
    virtual SessionJobs& jobs() = 0;
    virtual const SessionFolder& folder() const = 0;
    virtual WarmWorker* warmWorker() const = 0;

    virtual void enter(TriageSession::State state, const QString& note = {}) = 0;
    virtual void log(const QString& line) = 0;
    virtual void stop(const QString& why) = 0;
    virtual void fail(const QString& why) = 0;
    // Step 5's result: a loader edit (of TriageRecord::fixedFile()) to preview and
    // put up for approval, with the second file the same fix edits when it has one.
    virtual EditOffer offerLoaderEdit(const LoaderEditResult& edit, const QString& summary, QString* why,
                                      const std::optional<FileEdit>& companion) = 0;
    // Takes the landed fix back, then `then`.
    virtual void revertFix(const std::function<void()>& then) = 0;
    // The family's steps are done: pytest and the YAML (shared by every family).
    virtual void runPytest() = 0;

protected:
    ~PlaybookHost() = default;
};

}  // namespace dtriage
