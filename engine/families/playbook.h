#pragma once
// One failure family's steps of one triage session (docs/triage.md §2, steps
// 3-6): the CPU probe and the decision it allows, the fix proposed, the probe
// again with the fix, and the scope of entries the fix reaches. Each step ends by
// handing its PlaybookHost (the session) a value: a verdict, a fix to approve,
// the scope; the session records it and calls the next step. The family's
// FailureFamily makes one per session; the session owns it.
#include "core/whenready.h"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QVariant>

namespace dtriage {

class PlaybookHost;

class Playbook : public QObject {
    Q_OBJECT
public:
    explicit Playbook(PlaybookHost& host, QObject* parent = nullptr)
        : QObject(parent)
        , m_host(host)
    {
    }

    // Steps 3-4: the CPU probe of the triaged entry and what it allows.
    virtual void reproduce() = 0;
    // Step 5: propose the fix (again, when the loader changed under the last one).
    virtual void proposeFix() = 0;
    // The fix landed: probe again and judge it (PlaybookHost::judged).
    virtual void verifyFix() = 0;
    // Step 6: the other entries the fix reaches (PlaybookHost::scoped), then pytest.
    virtual void scope() = 0;
    // The session was canceled: stop every job, ignore late results.
    virtual void cancel() = 0;
    // What the family's evidence view shows of the session, as a value of the
    // family's own type (DtypeShown, UnpackShown, …) that its view reads with
    // qvariant_cast; empty before there is anything. Views never see the playbook.
    virtual QVariant evidence() const { return {}; }

protected:
    // `onDone(result)` on this object's thread once `future` is ready; never once
    // the playbook is gone, nor after a cancel() (which calls dropLateResults()).
    template <typename T, typename F>
    void await(QFuture<T> future, F onDone)
    {
        whenReady(this, std::move(future),
                  [this, generation = m_generation, onDone = std::move(onDone)](T result) mutable {
                      if (generation == m_generation)
                          onDone(std::move(result));
                  });
    }
    // Starts `job` (a ReproJob, a FamilyProbeJob); `onDone` sees what its
    // `finished` signal carries unless the session was canceled meanwhile.
    template <typename Job, typename R, typename F>
    void whenDone(Job* job, void (Job::*finished)(const R&), F onDone)
    {
        connect(job, finished, this, [this, job, generation = m_generation, onDone = std::move(onDone)](const R& r) mutable {
            job->deleteLater();
            if (generation == m_generation)
                onDone(r);
        });
        job->start();
    }
    void dropLateResults() { ++m_generation; }

    PlaybookHost& m_host;

private:
    quint64 m_generation = 0;  // bumped by dropLateResults(): late results are ignored
};

}  // namespace dtriage
