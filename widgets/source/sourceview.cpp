#include "source/sourceview.h"

#include "session/evidencepanel.h"
#include "source/sourceeditor.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace dtriage {

SourceView::SourceView(QWidget* parent)
    : QWidget(parent),
      m_header(new QLabel(this)),
      m_why(new QToolButton(this)),
      m_editor(new SourceEditor(this)),
      m_evidence(new EvidencePanel(this)),
      m_splitter(new QSplitter(Qt::Horizontal, this))
{
    m_header->setObjectName(QStringLiteral("sourcePath"));
    m_splitter->setObjectName(QStringLiteral("sourceEvidenceSplitter"));
    m_editor->setAccessibleName(tr("Loader source"));
    m_header->setTextFormat(Qt::PlainText);  // a path is no markup
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_header->setContentsMargins(4, 2, 4, 2);
    QFont headerFont = m_header->font();
    headerFont.setBold(true);
    m_header->setFont(headerFont);
    m_editor->setObjectName(QStringLiteral("sourceEditor"));
    m_editor->setAccessibleName(tr("Loader source"));
    m_evidence->setObjectName(QStringLiteral("evidencePanel"));

    m_splitter->addWidget(m_editor);
    m_splitter->addWidget(m_evidence);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    // The why of a site reads in a narrow column; the code needs the width.
    m_evidence->setMaximumWidth(m_evidence->fontMetrics().averageCharWidth() * 34);

    m_why->setText(tr("Why this site"));
    m_why->setCheckable(true);
    m_why->setToolTip(tr("Show the evidence for the marked site beside the code"));
    connect(m_why, &QToolButton::toggled, this, &SourceView::placeEvidence);
    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_header, 1);
    top->addWidget(m_why);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_splitter, 1);
    clear();
    placeEvidence();
}

int SourceView::readingHeight(int lines) const
{
    const int header = qMax(m_header->sizeHint().height(), m_why->sizeHint().height());
    return header + layout()->spacing() + m_editor->fontMetrics().lineSpacing() * lines
           + int(2 * m_editor->document()->documentMargin()) + 2 * m_editor->frameWidth()
           + m_editor->horizontalScrollBar()->sizeHint().height();
}

void SourceView::setExplainsSite(bool explains)
{
    m_explains = explains;
    placeEvidence();
}

void SourceView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeEvidence();
}

// Beside the code when both fit, else behind the toggle.
void SourceView::placeEvidence()
{
    const int column = m_evidence->maximumWidth();
    const int code = m_editor->fontMetrics().horizontalAdvance(QLatin1Char('x')) * kCodeColumns;
    const bool fits = width() >= code + column;
    m_why->setVisible(m_explains && !fits);
    m_evidence->setVisible(m_explains && (fits || m_why->isChecked()));
}

void SourceView::setSource(const QString& displayPath, const QString& text, SourceLanguage language)
{
    m_displayPath = displayPath;
    m_header->setText(displayPath.isEmpty() ? tr("No source") : displayPath);
    m_header->setToolTip(displayPath);
    m_editor->clearMark();
    m_editor->setPlainText(text);
    // After the text: a new highlighter colours what is there before returning.
    if (m_language != language) {
        attachHighlighter(m_editor->document(), language);
        applyHighlighterPalette(m_editor->document(), m_editor->palette());
        m_language = language;
    }
}

void SourceView::showFixSite(int line, const QString& siteText)
{
    m_editor->markSite(line, siteText);
}

void SourceView::setEvidence(const SourceEvidence& evidence)
{
    m_evidence->setEvidence(evidence);
}

void SourceView::clear()
{
    m_displayPath.clear();
    m_header->setText(tr("No source"));
    m_header->setToolTip({});
    m_editor->clearMark();
    m_editor->clear();
    m_evidence->clear();
}

int SourceView::markedLine() const
{
    return m_editor->markedLine();
}

QPlainTextEdit* SourceView::editor() const
{
    return m_editor;
}

}  // namespace dtriage
