#pragma once
// The steps of a family whose CPU probe is a FamilyProbe (the unpack and inputs
// families, and any later one), the same for each: the probe of the triaged entry
// (run here, or a run elsewhere read from a file) and the value it decides; the
// probe again once the fix landed; the entries the fix reaches, each probed with
// it on disk, a few at a time. A family says only what its probe's findings mean:
// decide(), judge(), the scope's candidates and include(), and its own step 5,
// proposeFix().
#include "families/fixoffer.h"
#include "families/playbook.h"
#include "families/probequeue.h"
#include "families/probe/familyprobejob.h"
#include "families/probe/scopecandidate.h"
#include "record/triagerecord.h"
#include "yamlplan/yamltarget.h"

#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace dtriage {

class FamilyProbe;
struct FixVerdict;
struct ProbeVerdict;

class ProbePlaybook : public Playbook {
    Q_OBJECT
public:
    ProbePlaybook(PlaybookHost& host, const FamilyProbe& probe, QObject* parent = nullptr);
    ~ProbePlaybook() override;

    void reproduce() final;
    void verifyFix() final;
    void scope() final;
    void cancel() final;

    // What the evidence panel and the tests show: the probe before the fix and with it.
    const std::optional<ProbeResult>& before() const { return m_before; }
    const std::optional<ProbeResult>& after() const { return m_after; }
    // Their findings as the family reads them; null while there is none.
    template <typename Findings>
    const Findings* beforeAs() const
    {
        return m_before ? &m_before->as<Findings>() : nullptr;
    }
    template <typename Findings>
    const Findings* afterAs() const
    {
        return m_after ? &m_after->as<Findings>() : nullptr;
    }
    // The same, shared: a value the evidence can hold (null while there is none).
    template <typename Findings>
    static std::shared_ptr<const Findings> shared(const std::optional<ProbeResult>& probe)
    {
        return probe ? std::static_pointer_cast<const Findings>(probe->findings) : nullptr;
    }

protected:
    // Steps 3-4: what the completed probe of the triaged entry allows.
    virtual ProbeVerdict decide(const ProbeResult& before) = 0;
    // What the probe with the landed fix says of it (a probe that did not complete too).
    virtual FixVerdict judge(const ProbeResult& after) = 0;
    // The entries the landed fix reaches (the loader's other training entries
    // unless the family's fix reaches others); none: pytest next.
    virtual ScopeCandidates scopeCandidates();
    // A candidate probed with the fix on disk: its YAML target when it is included,
    // else none; `entry.scopeNote` says which and why; `review` takes what a human
    // must look at.
    virtual std::optional<YamlTarget> include(const ScopeCandidate& candidate, TriageRecord::EntryResult& entry,
                                              QStringList& review) const = 0;
    // Inference tests pytest runs beside the scope (the fix reaches inference too).
    virtual QStringList inferenceRuns(const ScopeCandidates& scope) const;

    // How a probe with an edit's text reads it: imported only (does it import?), or
    // imported and run whole (what does the edit do to this variant?).
    enum class EditRun { ImportOnly, Whole };
    // A probe of `key`'s variant of the loader at `loaderPath`, started by whenDone();
    // with `loaderSource`, that text is imported in the file's place.
    FamilyProbeJob* startProbe(const TestKey& key, const QString& loaderPath, const QByteArray& loaderSource = {},
                               EditRun run = EditRun::ImportOnly);
    // Offers `offer` once its edit of the loader imports as the runner imports it (a
    // real import in the probe's process, the edit not yet written); an edit that
    // does not import is no fix, said with the import's error (issue 46 §2: an ast
    // check passed a relative import one level short).
    void offerImported(FixOffer offer);
    // Probes every one of `group` (a few at a time), logging `logLine` (%1: the key)
    // for each; `onAll` once every result is in `group`. With `edited`, each runs
    // that text of the loader whole (EditRun::Whole), nothing written.
    void probeAll(ScopeCandidates& group, const QString& logLine, std::function<void()> onAll,
                  const QByteArray& edited = {});

    const FamilyProbe& m_probe;

private:
    void importProbe(const QString& path);
    void onProbeBefore(const ProbeResult& result);
    void onProbeAfter(const ProbeResult& result);
    void probeNext(ScopeCandidates& group, const QString& logLine, const std::function<void()>& onAll,
                   const QByteArray& edited);
    void scoped();

    QList<QPointer<FamilyProbeJob>> m_jobs;
    std::optional<ProbeResult> m_before;
    std::optional<ProbeResult> m_after;
    ScopeCandidates m_scope;
    ProbeQueue m_queue;  // probeAll()'s group: which to start next, when all are in
};

}  // namespace dtriage
