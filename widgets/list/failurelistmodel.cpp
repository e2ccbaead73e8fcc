#include "list/failurelistmodel.h"
#include "list/shapedtextdelegate.h"

#include "checkout/testkey.h"
#include "families/families.h"

#include <QColor>
#include <QFont>

namespace dtriage {

FailureListModel::FailureListModel(QObject* parent) : QAbstractTableModel(parent) {}

void FailureListModel::setRows(QList<FailureRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_badges = QList<PreflightBadge>(m_rows.size(), PreflightBadge::pending());
    m_rowOfKey.clear();
    m_compactKeys.clear();
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        m_rowOfKey.insert(m_rows.at(row).key, int(row));
        m_compactKeys << compactKey(m_rows.at(row).key);
    }
    endResetModel();
}

// The same entries in the same order (a status or reason written): the rows change
// in place, so the selection, the pre-flight badges and the scroll position stay.
bool FailureListModel::hasKeysOf(const QList<FailureRow>& rows) const
{
    if (rows.size() != m_rows.size())
        return false;
    for (qsizetype row = 0; row < rows.size(); ++row)
        if (rows.at(row).key != m_rows.at(row).key)
            return false;
    return true;
}

void FailureListModel::updateRows(QList<FailureRow> rows)
{
    if (!hasKeysOf(rows)) {
        setRows(std::move(rows));
        return;
    }
    m_rows = std::move(rows);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, columnCount() - 1));
}

int FailureListModel::rowOfKey(const QString& key) const
{
    return m_rowOfKey.value(key, -1);
}

void FailureListModel::setTriageMark(const QString& key, const TriageMark& mark)
{
    if (m_marks.value(key) == mark)
        return;
    m_marks.insert(key, mark);
    const int row = rowOfKey(key);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, TriageColumn), index(row, TriageColumn));
}

// Colours readable on light and dark palettes alike.
static QVariant markColor(TriageMark::Kind kind)
{
    using Kind = TriageMark::Kind;
    switch (kind) {
    case Kind::Running:
    case Kind::WaitingForCi: return QColor(0x29, 0x80, 0xb9);
    case Kind::NeedsApproval: return QColor(0xd3, 0x54, 0x00);
    case Kind::Fixed: return QColor(0x27, 0xae, 0x60);
    case Kind::Xfail: return QColor(0xe6, 0x7e, 0x22);
    case Kind::Review:
    case Kind::Failed: return QColor(0xc0, 0x39, 0x2b);
    default: return {};
    }
}

QVariant FailureListModel::triageData(const FailureRow& row, int role) const
{
    const TriageMark mark = m_marks.value(row.key);
    switch (role) {
    case Qt::DisplayRole: return mark.text();
    case Qt::ToolTipRole: return mark.note;
    case Qt::ForegroundRole: return markColor(mark.kind);
    case Qt::FontRole:
        if (mark.kind == TriageMark::Kind::NeedsApproval) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case TriageKindRole: return int(mark.kind);
    }
    return {};
}

void FailureListModel::setPreflight(const QString& familyId, const PreflightOutcome& reading)
{
    const QString first = Families::all().constFirst()->id();
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        const FailureRow& failure = m_rows.at(row);
        // A row no family takes shows the first family's look.
        if (failure.family != familyId && (failure.isGated() || familyId != first))
            continue;
        const auto key = TestKey::parse(failure.key);
        m_badges[row] = key && reading ? reading->badge(key->modelPath, key->variant) : PreflightBadge{};
    }
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, PreflightColumn), index(int(m_rows.size()) - 1, PreflightColumn));
}

QVariant FailureListModel::preflightData(int row, int role) const
{
    const PreflightBadge& badge = m_badges.at(row);
    switch (role) {
    case Qt::DisplayRole: return badge.text;
    case Qt::ToolTipRole: return badge.tooltip;
    case Qt::ForegroundRole:
        if (badge.state == PreflightBadge::State::Flagged)
            return QColor(0x29, 0x80, 0xb9);
        if (badge.state == PreflightBadge::State::Error)
            return QColor(0xc0, 0x39, 0x2b);
        return {};
    case PreflightStateRole: return int(badge.state);
    }
    return {};
}

int FailureListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FailureListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

// What tells entries apart at a glance: the model's folder and the variant;
// "/pytorch", "single_device" and "training" are the same on every row of the list.
QString FailureListModel::compactKey(const QString& key)
{
    const auto parsed = TestKey::parse(key);
    if (!parsed)
        return key;
    QStringList parts{parsed->modelDir()};
    if (!parsed->variant.isEmpty())
        parts << parsed->variant;
    if (parsed->parallelism != QLatin1String("single_device"))
        parts << parsed->parallelism;
    if (parsed->runMode != QLatin1String("training"))
        parts << parsed->runMode;
    return parts.join(QStringLiteral(" · "));
}

// The status as a short badge; the tooltip and the filter keep the YAML's word.
QString FailureListModel::statusBadge(const QString& status)
{
    if (status == QLatin1String("EXPECTED_PASSING"))
        return tr("pass");
    if (status == QLatin1String("KNOWN_FAILURE_XFAIL"))
        return tr("xfail");
    if (status == QLatin1String("NOT_SUPPORTED_SKIP"))
        return tr("skip");
    return status;
}

QVariant FailureListModel::display(int rowIndex, int column) const
{
    const FailureRow& row = m_rows.at(rowIndex);
    switch (column) {
    case KeyColumn: return m_compactKeys.at(rowIndex);
    case StatusColumn: return statusBadge(row.status);
    case BringupColumn: return row.bringupStatus;
    case FamilyColumn: {
        const FailureFamily* family = Families::named(row.family);
        return family ? family->shortName() : QString();
    }
    case FlavorColumn: return row.flavor;
    case ReasonColumn: return row.reason;
    }
    return {};
}

// Colours readable on light and dark palettes alike.
QVariant FailureListModel::statusColor(const QString& status)
{
    if (status == QLatin1String("EXPECTED_PASSING"))
        return QColor(0x27, 0xae, 0x60);
    if (status == QLatin1String("KNOWN_FAILURE_XFAIL"))
        return QColor(0xe6, 0x7e, 0x22);
    if (status == QLatin1String("NOT_SUPPORTED_SKIP"))
        return QColor(0xc0, 0x39, 0x2b);
    return {};
}

// The badge's fill: the status colour, faint enough for its text on either palette.
QVariant FailureListModel::statusTint(const QString& status)
{
    const QVariant color = statusColor(status);
    if (!color.isValid())
        return {};
    QColor tint = color.value<QColor>();
    tint.setAlpha(48);
    return tint;
}

QVariant FailureListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const FailureRow& row = m_rows.at(index.row());
    const bool ownRole =
        role == RowRole || role == IsGatedRole || role == IsFailingRole || role == KeyRole || role == FamilyRole;
    if (index.column() == PreflightColumn && !ownRole)
        return preflightData(index.row(), role);
    if (index.column() == TriageColumn && !ownRole)
        return triageData(row, role);
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case FilterTextRole:
        return index.column() == KeyColumn ? row.key
               : index.column() == StatusColumn ? row.status
                                                : display(index.row(), index.column());
    case Qt::AccessibleTextRole:
        return index.column() == KeyColumn ? row.key : display(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return index.column() == StatusColumn ? QVariant(Qt::AlignCenter) : QVariant();
    case ShapedTextDelegate::KeepTailFromRole: {
        // "detr · ResNet50_DC5": the variant is what tells the model's rows apart.
        const qsizetype variant = index.column() == KeyColumn ? m_compactKeys.at(index.row()).indexOf(QStringLiteral(" · ")) : -1;
        return variant > 0 ? QVariant(int(variant)) : QVariant();
    }
    case Qt::BackgroundRole:
        return index.column() == StatusColumn ? statusTint(row.status) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == KeyColumn)
            return tr("%1\n%2, line %3").arg(row.key, row.configPath).arg(row.line);
        if (index.column() == StatusColumn)
            return row.status;
        if (index.column() == FamilyColumn) {
            const FailureFamily* family = Families::named(row.family);
            return family ? family->title() : tr("No failure family takes this reason");
        }
        return index.column() == ReasonColumn ? QVariant(row.reason)
                                              : QVariant(tr("%1, line %2").arg(row.configPath).arg(row.line));
    case Qt::FontRole:
        if ((row.isGated() && index.column() == FlavorColumn) || index.column() == StatusColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ForegroundRole:
        return index.column() == StatusColumn ? statusColor(row.status) : QVariant();
    case RowRole: return index.row();
    case IsGatedRole: return row.isGated();
    case FamilyRole: return row.family;
    case IsFailingRole: return row.isFailing();
    case KeyRole: return row.key;
    }
    return {};
}

QVariant FailureListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case KeyColumn: return tr("Key");
    case StatusColumn: return tr("Status");
    case BringupColumn: return tr("Bring-up status");
    case FamilyColumn: return tr("Family");
    case FlavorColumn: return tr("Flavor");
    case TriageColumn: return tr("Triage");
    case PreflightColumn: return tr("Pre-flight");
    case ReasonColumn: return tr("Reason");
    }
    return {};
}

}  // namespace dtriage
