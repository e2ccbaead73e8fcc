#pragma once
// Filtering of the failure list: free text over key and reason, plus the
// "<family> only" (a family's gate takes the reason) and "all failing" toggles. Sorting comes from QSortFilterProxyModel.
#include <QSortFilterProxyModel>

namespace dtriage {

class FailureFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit FailureFilterProxy(QObject* parent = nullptr);

    void setText(const QString& text);
    void setGatedOnly(bool on);
    void setFailingOnly(bool on);
    bool gatedOnly() const { return m_gatedOnly; }
    bool failingOnly() const { return m_failingOnly; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    bool matchesText(int sourceRow, const QModelIndex& sourceParent) const;
    QString m_text;
    bool m_gatedOnly = false;
    bool m_failingOnly = false;
};

}  // namespace dtriage
