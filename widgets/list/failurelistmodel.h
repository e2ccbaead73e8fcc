#pragma once
// The failure list as a Qt table model over the engine's FailureRow values, with
// each entry's pre-flight badge and the mark of its triage session.
#include <QHash>
#include "families/preflightbadge.h"
#include "list/triagemark.h"
#include "families/failurelist.h"

#include <QAbstractTableModel>

namespace dtriage {

class FailureListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        KeyColumn,
        StatusColumn,
        BringupColumn,
        FamilyColumn,
        FlavorColumn,
        TriageColumn,
        PreflightColumn,
        ReasonColumn,
        ColumnCount
    };
    enum Role {
        RowRole = Qt::UserRole + 1,
        IsGatedRole,
        IsFailingRole,
        PreflightStateRole,
        KeyRole,
        TriageKindRole,
        FamilyRole,  // FailureRow::family: the id; empty when no family takes the reason
        FilterTextRole,  // what the filter matches: the whole key and status, else the display text
    };

    explicit FailureListModel(QObject* parent = nullptr);

    void setRows(QList<FailureRow> rows);
    // Rows read again from disk: in place when the keys are the same, else setRows.
    void updateRows(QList<FailureRow> rows);
    bool hasKeysOf(const QList<FailureRow>& rows) const;  // the same keys in the same order
    // The pre-flight scan finished: every row gets its badge.
    // The pre-flight of the family `familyId`: the badges of its rows (and of the
    // rows no family takes, when it is the first family).
    void setPreflight(const QString& familyId, const PreflightOutcome& reading);
    const PreflightBadge& badge(int row) const { return m_badges.at(row); }
    // A session changed: the entry's Triage cell follows (unknown keys are ignored).
    void setTriageMark(const QString& key, const TriageMark& mark);
    TriageMark triageMark(const QString& key) const { return m_marks.value(key); }
    int rowOfKey(const QString& key) const;
    // "speecht5 · Tts" for speecht5/pytorch-Tts-single_device-training (the list's Key column).
    static QString compactKey(const QString& key);
    // "xfail" for KNOWN_FAILURE_XFAIL (the Status column's badge).
    static QString statusBadge(const QString& status);
    const QList<FailureRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant display(int rowIndex, int column) const;
    static QVariant statusColor(const QString& status);
    static QVariant statusTint(const QString& status);
    QVariant preflightData(int row, int role) const;
    QVariant triageData(const FailureRow& row, int role) const;
    QList<FailureRow> m_rows;
    QList<PreflightBadge> m_badges;  // parallel to m_rows
    QStringList m_compactKeys;       // parallel to m_rows: parsed once, not at every paint
    QHash<QString, TriageMark> m_marks;  // by key: survives a reload of the rows
    QHash<QString, int> m_rowOfKey;
};

}  // namespace dtriage
