#pragma once
// What the user does with the entries of the failure list (Triage menu, the list's
// context menu, Enter): start a triage of the selected entry, triage a group or
// every entry a family takes as one batch, open the loader in an editor at the
// marked line, copy the pytest command that verifies the selection. Which entries
// each takes is decided here; the sessions are TriageRuns'.
#include <QCoreApplication>
#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMenu;

namespace dtriage {

class Checkout;
class FailureListPane;
class SessionPanel;
class TriageRuns;
class TriageSession;
class WorkbenchStatusBar;

class EntryCommands : public QObject {
    Q_OBJECT
public:
    struct Parts {
        FailureListPane* list;
        TriageRuns* runs;
        SessionPanel* panel;
        WorkbenchStatusBar* status;
        std::function<const Checkout*()> checkout;  // null: none open
    };
    EntryCommands(Parts parts, QObject* parent);

    // Its actions in `menu`, and the list's context menus.
    void addActions(QMenu* menu);
    // The checkout has no loaders: the triage actions are off and say why (empty: on).
    void setBlocked(const QString& why);

    TriageSession* startTriage();
    bool triageGroup();
    bool triageAllGated();
    bool openInEditor();
    QString copyPytestCommand();

private:
    bool canTriage() const;

    Parts m_parts;
    QAction* m_start = nullptr;
    QAction* m_all = nullptr;
    QAction* m_group = nullptr;
};

}  // namespace dtriage
