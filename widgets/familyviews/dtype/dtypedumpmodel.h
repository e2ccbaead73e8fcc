#pragma once
// The input-dtype dump of one CPU repro (docs/triage.md §2 step 3) as a table: one row per input
// label of either phase, the dtype it had in the BFLOAT16 and in the FLOAT32 phase, and
// its shape. The rows that matter are the step-5 offenders — floating inputs that were
// not bfloat16 while the model ran in bfloat16 — so they carry a tint, bold text, a
// warning icon and a tooltip, and StayedFloat32Role lets callers find them.
#include "record/triagerecord.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

#include <optional>

namespace dtriage {

class DtypeDumpModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { InputColumn, Bf16DtypeColumn, Fp32DtypeColumn, ShapeColumn, ColumnCount };
    enum Role { StayedFloat32Role = Qt::UserRole + 1 };

    explicit DtypeDumpModel(QObject* parent = nullptr);

    void setRun(const TriageRecord::CpuRun& run);
    void clear();
    const TriageRecord::CpuRun& run() const { return m_run; }

    // A floating input that was float32 (or float64, float16) in the BFLOAT16 phase.
    // Integer and bool tensors keep their dtype on purpose and never count.
    bool stayedFloat32(int row) const;
    // The labels of those rows, in dump order.
    QStringList offenders() const;

    // "torch.float32", "torch.bfloat16", "torch.half", … (not "torch.int64", not "str").
    static bool isFloatingDtype(const QString& dtype);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row {
        QString label;
        std::optional<TriageRecord::DumpedValue> bf16;
        std::optional<TriageRecord::DumpedValue> fp32;
    };

    static QList<Row> mergedRows(const TriageRecord::CpuRun& run);
    QVariant display(const Row& row, int column) const;
    QVariant toolTip(int row, int column) const;
    QVariant offenderStyle(int row, int column, int role) const;

    TriageRecord::CpuRun m_run;
    QList<Row> m_rows;
};

}  // namespace dtriage
