#pragma once
// The evidence beside the marked fix site: which input the site feeds, how the value
// flows from the return back to the site, and which module first saw mixed dtypes.
// One read-only, wrapping, scrolling text (issue 47 §4): a long call or chain breaks
// anywhere it must rather than being cut at the pane's edge, and a tall one scrolls
// in its pane instead of taking the diff's lines. Copied text is the text as it is.
#include "source/sourceevidence.h"

#include <QWidget>

class QTextBrowser;

namespace dtriage {

class EvidencePanel : public QWidget {
    Q_OBJECT
public:
    explicit EvidencePanel(QWidget* parent = nullptr);

    void setEvidence(const SourceEvidence& evidence);
    void clear();
    const SourceEvidence& evidence() const { return m_evidence; }
    QTextBrowser* text() const { return m_text; }

    // "128: return {...} ← 119: x = ..." → one step a line, the later steps led by an arrow.
    static QString chainAsLines(const QString& chain);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    SourceEvidence m_evidence;
    QTextBrowser* m_text = nullptr;
};

}  // namespace dtriage
