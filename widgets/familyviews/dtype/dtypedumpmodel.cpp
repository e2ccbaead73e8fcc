#include "familyviews/dtype/dtypedumpmodel.h"

#include "families/dtype/probe/reprofindings.h"

#include <QApplication>
#include <QColor>
#include <QFont>
#include <QStyle>

namespace dtriage {

namespace {

const QLatin1StringView kBfloat16{"torch.bfloat16"};

// Qt's palette has no warning role. An amber with alpha is painted over the view's own
// base colour, so it reads as a pale tint on a light palette and a dark one on a dark
// palette, and the palette's text colour stays readable on both.
QColor offenderTint() { return QColor(0xf3, 0x9c, 0x12, 80); }

QString shortDtype(const QString& dtype)
{
    return dtype.startsWith(QLatin1String("torch.")) ? dtype.mid(6) : dtype;
}

}  // namespace

DtypeDumpModel::DtypeDumpModel(QObject* parent) : QAbstractTableModel(parent) {}

bool DtypeDumpModel::isFloatingDtype(const QString& dtype)
{
    return dtype.startsWith(QLatin1String("torch.float")) || dtype == kBfloat16
           || dtype == QLatin1String("torch.half") || dtype == QLatin1String("torch.double");
}

// The union of both phases' labels. The BFLOAT16 dump sets the order; a label only the
// FLOAT32 phase printed goes right after the label that preceded it there, so a phase
// that failed before its dump still leaves the other phase's order intact.
QList<DtypeDumpModel::Row> DtypeDumpModel::mergedRows(const TriageRecord::CpuRun& run)
{
    QList<Row> rows;
    auto find = [&rows](const QString& label) {
        for (qsizetype i = 0; i < rows.size(); ++i) {
            if (rows.at(i).label == label)
                return i;
        }
        return qsizetype(-1);
    };
    for (const TriageRecord::DumpedValue& input : run.phase(ReproFindings::kBf16Phase).dump) {
        if (find(input.label) < 0)
            rows.append({input.label, input, std::nullopt});
    }
    qsizetype insertAt = 0;
    for (const TriageRecord::DumpedValue& input : run.phase(ReproFindings::kFp32Phase).dump) {
        const qsizetype at = find(input.label);
        if (at >= 0) {
            rows[at].fp32 = input;
            insertAt = at + 1;
        } else {
            rows.insert(insertAt++, {input.label, std::nullopt, input});
        }
    }
    return rows;
}

void DtypeDumpModel::setRun(const TriageRecord::CpuRun& run)
{
    beginResetModel();
    m_run = run;
    m_rows = mergedRows(run);
    endResetModel();
}

void DtypeDumpModel::clear() { setRun({}); }

bool DtypeDumpModel::stayedFloat32(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return false;
    const auto& bf16 = m_rows.at(row).bf16;
    return bf16 && isFloatingDtype(bf16->dtype) && bf16->dtype != kBfloat16;
}

QStringList DtypeDumpModel::offenders() const
{
    QStringList labels;
    for (int row = 0; row < m_rows.size(); ++row) {
        if (stayedFloat32(row))
            labels << m_rows.at(row).label;
    }
    return labels;
}

int DtypeDumpModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DtypeDumpModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DtypeDumpModel::display(const Row& row, int column) const
{
    static const QString missing = QStringLiteral("—");
    switch (column) {
    case InputColumn: return row.label;
    case Bf16DtypeColumn: return row.bf16 ? row.bf16->dtype : missing;
    case Fp32DtypeColumn: return row.fp32 ? row.fp32->dtype : missing;
    case ShapeColumn: {
        const QString bf16 = row.bf16 ? row.bf16->shape : QString();
        const QString fp32 = row.fp32 ? row.fp32->shape : QString();
        // The phases build the same inputs; a differing shape is worth seeing.
        if (!bf16.isEmpty() && !fp32.isEmpty() && bf16 != fp32)
            return tr("%1 (BFLOAT16) / %2 (FLOAT32)").arg(bf16, fp32);
        return bf16.isEmpty() ? fp32 : bf16;
    }
    }
    return {};
}

QVariant DtypeDumpModel::toolTip(int row, int column) const
{
    const Row& r = m_rows.at(row);
    if (stayedFloat32(row)) {
        return tr("%1 stayed %2 while the model ran in bfloat16 (floating inputs should "
                  "follow dtype_override)")
            .arg(r.label, shortDtype(r.bf16->dtype));
    }
    if (column == Bf16DtypeColumn && !r.bf16)
        return tr("Not in the BFLOAT16 phase's dump");
    if (column == Fp32DtypeColumn && !r.fp32)
        return tr("Not in the FLOAT32 phase's dump");
    const auto& any = r.bf16 ? r.bf16 : r.fp32;
    if (any && any->dtype.startsWith(QLatin1String("torch.")) && !isFloatingDtype(any->dtype))
        return tr("Not floating: integer and bool inputs keep their dtype on purpose");
    return {};
}

QVariant DtypeDumpModel::offenderStyle(int row, int column, int role) const
{
    if (!stayedFloat32(row))
        return {};
    switch (role) {
    case Qt::BackgroundRole: return offenderTint();
    case Qt::FontRole: {
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::DecorationRole:
        if (column == InputColumn)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    }
    return {};
}

QVariant DtypeDumpModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    switch (role) {
    case Qt::DisplayRole: return display(m_rows.at(index.row()), index.column());
    case Qt::ToolTipRole: return toolTip(index.row(), index.column());
    case StayedFloat32Role: return stayedFloat32(index.row());
    case Qt::BackgroundRole:
    case Qt::FontRole:
    case Qt::DecorationRole: return offenderStyle(index.row(), index.column(), role);
    }
    return {};
}

QVariant DtypeDumpModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Bf16DtypeColumn: return tr("dtype_override=torch.bfloat16: model and inputs cast to bfloat16");
        case Fp32DtypeColumn: return tr("No dtype_override: the loader's own dtypes");
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case InputColumn: return tr("Input");
    case Bf16DtypeColumn: return tr("BFLOAT16 phase");
    case Fp32DtypeColumn: return tr("FLOAT32 phase");
    case ShapeColumn: return tr("Shape");
    }
    return {};
}

}  // namespace dtriage
