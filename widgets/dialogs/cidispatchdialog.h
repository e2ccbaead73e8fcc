#pragma once
// Triage ▸ Dispatch Waiting Entries to tt-xla's CI…: what the run will verify (the
// keys of the sessions waiting for CI), on which runners and in how many parallel
// groups (the workflow's own choices), with which tt-forge-models ref -- and when
// approved loader fixes are only in the working tree, the exact git commands that
// push them (shown, never run; the workbench never commits). The exact
// `gh workflow run …` command follows every change; Dispatch sends nothing itself:
// the caller checks the ref and the workflow, then dispatches.
#include "ci/cidispatch.h"

#include <QDialog>
#include <QStringList>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace dtriage {

struct CiDispatchChoices {
    QStringList keys;
    QStringList pushCommands;  // empty: no fix to push
    QString suggestedBranch;   // the branch the push commands make
    QStringList runnerKinds;   // the workflow's runs_on options
    QStringList groups;        // its parallel_groups options
    CiDispatchOptions initial;
};

class CiDispatchDialog : public QDialog {
    Q_OBJECT
public:
    explicit CiDispatchDialog(CiDispatchChoices choices, QWidget* parent = nullptr);

    CiDispatchOptions options() const;
    QString command() const;  // the gh command as shown

    QComboBox* runsOnBox() const { return m_runsOn; }
    QComboBox* groupsBox() const { return m_groups; }
    QLineEdit* refEdit() const { return m_ref; }
    QPushButton* dispatchButton() const { return m_dispatch; }

private:
    void update();

    CiDispatchChoices m_choices;
    QComboBox* m_runsOn;
    QComboBox* m_groups;
    QLineEdit* m_ref;
    QPlainTextEdit* m_command;
    QPushButton* m_dispatch;
};

}  // namespace dtriage
