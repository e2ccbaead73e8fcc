#pragma once
// The centre of the triage view: the loader's source, highlighted, scrolled to the chosen
// fix site with the offending call marked, and the evidence for that site beside it.
#include "highlight/highlighting.h"
#include "source/sourceevidence.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QSplitter;
class QToolButton;

namespace dtriage {

class EvidencePanel;
class SourceEditor;

class SourceView : public QWidget {
    Q_OBJECT
public:
    explicit SourceView(QWidget* parent = nullptr);

    // Replaces the text (and clears the mark); `displayPath` goes to the header.
    void setSource(const QString& displayPath, const QString& text,
                   SourceLanguage language = SourceLanguage::Python);
    // 1-based line: centred, the whole line marked and the call (siteText's first line)
    // marked within it. A line outside the text clears the mark.
    void showFixSite(int line, const QString& siteText);
    void setEvidence(const SourceEvidence& evidence);
    void clear();

    int markedLine() const;  // 0 when none
    QPlainTextEdit* editor() const;  // read-only
    EvidencePanel* evidencePanel() const { return m_evidence; }
    QString displayPath() const { return m_displayPath; }
    // Whether the family explains its site in the evidence column. The column stands
    // beside the code while the code keeps kCodeColumns columns; narrower, it folds
    // away behind "Why this site" (the code and the marked line come first).
    void setExplainsSite(bool explains);
    static constexpr int kCodeColumns = 72;
    // The height that shows its header and `lines` whole lines of code.
    int readingHeight(int lines) const;
    QToolButton* whyToggle() const { return m_why; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void placeEvidence();

    QLabel* m_header;
    QToolButton* m_why;
    bool m_explains = true;
    SourceEditor* m_editor;
    EvidencePanel* m_evidence;
    QSplitter* m_splitter;
    QString m_displayPath;
    std::optional<SourceLanguage> m_language;  // of the attached highlighter
};

}  // namespace dtriage
