#pragma once
// Filtering of the failure list: free text over key and reason, plus the
// "bf16 only" and "all failing" toggles. Sorting comes from QSortFilterProxyModel.
#include <QSortFilterProxyModel>

namespace dtriage {

class FailureFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit FailureFilterProxy(QObject* parent = nullptr);

    void setText(const QString& text);
    void setBf16Only(bool on);
    void setFailingOnly(bool on);
    bool bf16Only() const { return m_bf16Only; }
    bool failingOnly() const { return m_failingOnly; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    bool matchesText(int sourceRow, const QModelIndex& sourceParent) const;
    QString m_text;
    bool m_bf16Only = false;
    bool m_failingOnly = false;
};

}  // namespace dtriage
