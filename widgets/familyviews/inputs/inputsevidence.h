#pragma once
// The inputs family's evidence: the forward's signature, what load_inputs
// returned and the parameter each key or slot lands in (the runner passes a dict
// by keyword, a list or tuple by position), the training step's outcome and the
// batch-2 trial, before the fix and after it.
#include "familyviews/familyevidence.h"

class QTabWidget;
class QTreeWidget;

namespace dtriage {

class ElidedLabel;
struct InputsFindings;

class InputsEvidence : public FamilyEvidence {
    Q_OBJECT
public:
    explicit InputsEvidence(QWidget* parent = nullptr);
    // The family it shows (FamilyViews).
    static QString familyId();

    void clear() override;
    void showRecord(const TriageSession& session, const QString& key) override;
    void markSource(const TriageSession& session, SourceView& source) override;

    QTabWidget* tabs() const { return m_tabs; }
    QTreeWidget* beforeTable() const { return m_before.table; }
    QTreeWidget* afterTable() const { return m_after.table; }
    ElidedLabel* decisionLabel() const { return m_decision; }
    ElidedLabel* beforePassedLabel() const { return m_before.passed; }

private:
    // One line each (the whole text in the tooltip): the table gets the height.
    struct Page {
        ElidedLabel* signature = nullptr;
        ElidedLabel* passed = nullptr;
        ElidedLabel* outcome = nullptr;
        QTreeWidget* table = nullptr;
    };
    QWidget* buildPage(Page& page, ElidedLabel* extra);
    static void showFindings(Page& page, const InputsFindings& found);

    QTabWidget* m_tabs = nullptr;
    Page m_before;
    Page m_after;
    ElidedLabel* m_decision = nullptr;
};

}  // namespace dtriage
