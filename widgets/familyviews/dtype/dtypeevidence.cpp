#include "familyviews/dtype/dtypeevidence.h"

#include "families/dtype/dtypefamily.h"
#include "families/dtype/dtypeshown.h"
#include "familyviews/dtype/dtypedumptable.h"
#include "session/triagesession.h"
#include "source/sourceview.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace dtriage {

QString DtypeEvidence::familyId() { return DtypeFamily::kId; }

DtypeEvidence::DtypeEvidence(QWidget* parent) : FamilyEvidence(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_before = new DtypeDumpTable(m_tabs);
    m_after = new DtypeDumpTable(m_tabs);
    m_tabs->addTab(m_before, tr("Dtypes before the fix"));
    m_tabs->addTab(m_after, tr("Dtypes after the fix"));
    layout->addWidget(m_tabs);
}

void DtypeEvidence::clear()
{
    m_before->clear();
    m_after->clear();
    m_tabs->setCurrentWidget(m_before);  // the next entry starts where its evidence is
}

void DtypeEvidence::showRecord(const TriageSession& session, const QString& key)
{
    const TriageRecord& record = session.record();
    const TriageRecord::EntryResult* entry = record.entry(key);
    if (!entry && !record.entries.isEmpty())
        entry = &record.entries.first();
    if (!entry)
        return;
    if (entry->cpuBefore.ran())
        m_before->setRun(entry->cpuBefore, tr("CPU repro before the fix"));
    if (entry->cpuAfter.ran()) {
        const bool first = m_after->model()->rowCount() == 0;
        m_after->setRun(entry->cpuAfter, tr("CPU repro after the fix"));
        if (first)
            m_tabs->setCurrentWidget(m_after);
    }
}

void DtypeEvidence::markSource(const TriageSession& session, SourceView& source)
{
    const auto shown = qvariant_cast<DtypeShown>(session.evidence());
    const std::optional<DtypeFixProposal>& proposal = shown.proposal;
    if (!proposal || proposal->line <= 0)
        return;
    if (source.markedLine() != proposal->line)
        source.showFixSite(proposal->line, proposal->siteText);
    SourceEvidence evidence;
    evidence.inputKey = proposal->inputKey;
    evidence.chain = proposal->chain;
    evidence.provenanceModule = provenance(shown.before);
    evidence.why = proposal->why;
    evidence.siteText = proposal->siteText;
    source.setEvidence(evidence);
}

QString DtypeEvidence::provenance(const std::optional<ReproResult>& repro)
{
    if (!repro || !repro->outcome.bfloat16.mixedDtype)
        return {};
    const ReproMixedDtype& mixed = *repro->outcome.bfloat16.mixedDtype;
    return tr("%1 (%2): inputs %3, parameters %4")
        .arg(mixed.module, mixed.className, mixed.inputDtypes.join(QLatin1String(", ")), mixed.paramDtype);
}

}  // namespace dtriage
