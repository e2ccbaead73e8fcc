#pragma once
// One CPU repro at a glance: a header with each phase's result and verbatim error line,
// then the dtype dump of both phases (DtypeDumpModel) with the offending inputs marked,
// shown first (OffendersFirstProxy), the table as tall as its rows.
#include "familyviews/dtype/dtypedumpmodel.h"
#include "record/triagerecord.h"

#include <QWidget>

class QGridLayout;
class QLabel;
class QTableView;

namespace dtriage {

class DtypeDumpTable : public QWidget {
    Q_OBJECT
public:
    explicit DtypeDumpTable(QWidget* parent = nullptr);

    // `title` names the run, e.g. "Before the fix" / "After the fix"; empty hides it.
    void setRun(const TriageRecord::CpuRun& run, const QString& title = {});
    void clear();

    QTableView* view() const { return m_view; }
    DtypeDumpModel* model() const { return m_model; }
    // Everything the header shows, one visible label a line (for tests and copying).
    QString headerText() const;

private:
    struct PhaseLabels {
        QLabel* name = nullptr;
        QLabel* result = nullptr;
        QLabel* error = nullptr;  // verbatim, monospace, selectable
        QLabel* note = nullptr;   // where it was raised; why there is no dump
    };

    PhaseLabels addPhaseRow(QGridLayout* grid, int row, const QString& name);
    void showPhase(const PhaseLabels& labels, const TriageRecord::CpuPhase& phase);
    void showSummary(const TriageRecord::CpuRun& run);
    static QString noteOf(const TriageRecord::CpuPhase& phase);
    void fitHeight();
    static constexpr int kMaxRows = 12;

    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;  // "not run" state, in place of the phase rows
    QWidget* m_phases = nullptr;
    PhaseLabels m_bf16;
    PhaseLabels m_fp32;
    QLabel* m_summary = nullptr;
    DtypeDumpModel* m_model = nullptr;
    QTableView* m_view = nullptr;
};

}  // namespace dtriage
