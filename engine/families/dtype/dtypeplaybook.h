#pragma once
// The bfloat16 family's steps of one triage session (docs/triage.md §2): the
// flavor the gate named; the CPU repro, a BFLOAT16 and a FLOAT32 phase, and
// step 4's decision from them; one dtype edit of the loader at the site the
// dtype dump or the traceback points to; the repro again with the fix (works,
// the same mismatch: revert, or a new error); and the loader's other variants
// that fail the same way.
#include "families/dtype/fix/dtypefixproposal.h"
#include "families/dtype/fix/dtypeloaderedit.h"
#include "families/dtype/probe/reprojob.h"
#include "families/dtype/scope/dtypesiblingscope.h"
#include "families/fixoffer.h"
#include "families/playbook.h"
#include "families/probeverdict.h"

#include <QList>
#include <QPointer>

#include <optional>

namespace dtriage {

struct Entry;

class DtypePlaybook : public Playbook {
    Q_OBJECT
public:
    explicit DtypePlaybook(PlaybookHost& host, QObject* parent = nullptr);
    ~DtypePlaybook() override;

    void reproduce() override;
    void proposeFix() override;
    void verifyFix() override;
    void scope() override;
    void cancel() override;

    QVariant evidence() const override;  // a DtypeShown

private:
    ReproJob* startRepro(const QString& variant, const Entry& entry);
    void trackRepro(ReproJob* job, const QString& name);
    void onReproBefore(const ReproResult& result);
    ProbeVerdict decide(const ReproResult& result) const;
    // The record's fix as the proposal describes it; false (the session told) when there is none.
    bool onProposal(const Result<DtypeFixProposal>& proposal, TriageRecord::Fix& fix);
    void onLoaderEdit(const DtypeFixProposal& proposal, const Result<LoaderEditResult>& edit, FixOffer offer);
    void onReproAfter(const ReproResult& result);
    void startSiblingRepros();
    void onSiblingRepro(int index, const ReproResult& result);

    QList<QPointer<ReproJob>> m_repros;
    std::optional<ReproResult> m_before;
    std::optional<ReproResult> m_after;
    std::optional<DtypeFixProposal> m_proposal;
    DtypeSiblingScope m_scope;
};

}  // namespace dtriage
