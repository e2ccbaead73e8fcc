#pragma once
// The window's left pane: the training entries of the open checkout, filtered
// (text, family, failing only) and shown flat (a table) or grouped by family ▸
// flavor ▸ loader (a tree), a toggle the window remembers. One current entry
// whichever view shows it; the selection the Triage actions work on; the
// right-click menus the window fills with its actions.
#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QLineEdit;
class QTableView;
class QVBoxLayout;

namespace dtriage {

class FailureFilterProxy;
class FailureGroupView;
class FailureListModel;

class FailureListPane : public QWidget {
    Q_OBJECT
public:
    explicit FailureListPane(QWidget* parent = nullptr);

    FailureListModel* model() const { return m_model; }
    FailureFilterProxy* proxy() const { return m_proxy; }
    QTableView* tableView() const { return m_view; }
    FailureGroupView* groupView() const { return m_groupView; }
    QLineEdit* filterEdit() const { return m_filter; }
    QComboBox* familyFilter() const { return m_familyFilter; }
    QCheckBox* failingToggle() const { return m_failingOnly; }

    // Bars between the filter and the list (a banner, the resume offer), in order.
    void addBar(QWidget* bar);
    // The right-click menus: the flat list's, and the grouped list's (which adds
    // Expand All / Collapse All).
    void setContextActions(const QList<QAction*>& flat, const QList<QAction*>& grouped);

    QString currentKey() const;
    void selectKey(const QString& key);
    // The next (1) or previous (-1) entry, in the view shown.
    void moveSelection(int step);
    void setGrouped(bool on);
    bool isGrouped() const;
    // What Copy pytest Command takes: grouped, the entries under the current row;
    // flat, the selected rows; else the current entry.
    QStringList selectedKeys() const;
    // The Triage column stays hidden (no width) until a session exists.
    void setTriageColumnShown(bool shown);
    bool triageColumnShown() const;

Q_SIGNALS:
    void currentKeyChanged();
    void triageRequested();  // Enter or a double click on an entry
    void countChanged(int shown, int total);

private:
    QWidget* buildFilterBar();
    void buildViews();

    FailureListModel* m_model;
    FailureFilterProxy* m_proxy;
    QVBoxLayout* m_layout = nullptr;
    int m_bars = 0;  // bars added so far (they go after the filter bar)
    QLineEdit* m_filter = nullptr;
    QComboBox* m_familyFilter = nullptr;
    QCheckBox* m_failingOnly = nullptr;
    QTableView* m_view = nullptr;
    FailureGroupView* m_groupView = nullptr;
};

}  // namespace dtriage
