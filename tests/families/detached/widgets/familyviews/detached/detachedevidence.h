#pragma once
// The test family's evidence in the window's slot: whether the forward's output
// needs a gradient, and the training step, before the fix and with it.
#include "familyviews/familyevidence.h"

class QLabel;

namespace dtriage {

class DetachedEvidence : public FamilyEvidence {
    Q_OBJECT
public:
    explicit DetachedEvidence(QWidget* parent = nullptr);
    static QString familyId() { return QStringLiteral("detached"); }

    void clear() override;
    void showRecord(const TriageSession& session, const QString& key) override;
    void markSource(const TriageSession& session, SourceView& source) override;

    QLabel* beforeLabel() const { return m_before; }
    QLabel* afterLabel() const { return m_after; }

private:
    QLabel* m_before = nullptr;
    QLabel* m_after = nullptr;
};

}  // namespace dtriage
