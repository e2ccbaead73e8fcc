#pragma once
// The unpack_forward_output family's evidence: the forward's output as a tree
// before the fix (with the handler that applied and the decision) and after it,
// the entries the fix returns for the loss marked; and the choice of that target
// (registry attribute, one entry, a sum) with the user's reason, which builds
// the fix again before it is approved.
#include "familyviews/familyevidence.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;

namespace dtriage {

class OutputTreeView;
struct UnpackShown;
struct UnpackChoice;
struct OutputNode;

class UnpackEvidence : public FamilyEvidence {
    Q_OBJECT
public:
    explicit UnpackEvidence(QWidget* parent = nullptr);
    // The family it shows (FamilyViews).
    static QString familyId();

    void clear() override;
    void showRecord(const TriageSession& session, const QString& key) override;
    void markSource(const TriageSession& session, SourceView& source) override;

    QTabWidget* tabs() const { return m_tabs; }
    OutputTreeView* beforeTree() const { return m_before; }
    OutputTreeView* afterTree() const { return m_after; }
    QComboBox* choices() const { return m_choices; }
    QLineEdit* whyEdit() const { return m_why; }
    QPushButton* rebuildButton() const { return m_rebuild; }
    QLabel* decisionLabel() const { return m_decision; }

private:
    QWidget* scrolling(QWidget* page);
    QWidget* buildBefore();
    QWidget* buildChoiceRow();
    void showChoices(const UnpackShown& shown, bool awaitingApproval);
    void showTree(OutputTreeView* tree, const OutputNode& output, const UnpackChoice* choice);
    void onRebuild();

    QTabWidget* m_tabs = nullptr;
    OutputTreeView* m_before = nullptr;
    OutputTreeView* m_after = nullptr;
    QLabel* m_handler = nullptr;
    QLabel* m_decision = nullptr;
    QLabel* m_afterNote = nullptr;
    QComboBox* m_choices = nullptr;
    QLineEdit* m_why = nullptr;
    QPushButton* m_rebuild = nullptr;
};

}  // namespace dtriage
