#pragma once
// The evidence beside the marked fix site: which input the site feeds, how the value
// flows from the return back to the site, and which module first saw mixed dtypes.
#include "source/sourceevidence.h"

#include <QWidget>

class QLabel;

namespace dtriage {

class EvidencePanel : public QWidget {
    Q_OBJECT
public:
    explicit EvidencePanel(QWidget* parent = nullptr);

    void setEvidence(const SourceEvidence& evidence);
    void clear();
    const SourceEvidence& evidence() const { return m_evidence; }

    // "128: return {...} ← 119: x = ..." → one step a line, the later steps led by an arrow.
    static QString chainAsLines(const QString& chain);

private:
    QLabel* addRow(const QString& title, const QString& objectName, bool monospace);
    void setValue(QLabel* label, const QString& value);

    SourceEvidence m_evidence;
    QLabel* m_inputKey = nullptr;
    QLabel* m_chain = nullptr;
    QLabel* m_provenanceModule = nullptr;
    QLabel* m_why = nullptr;
    QLabel* m_siteText = nullptr;
};

}  // namespace dtriage
