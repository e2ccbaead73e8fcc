#include "session/evidencepanel.h"

#include <QEvent>
#include <QFontDatabase>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace dtriage {
namespace {

const QString ChainSeparator = QStringLiteral(" ← ");

// A caption over its value: the values can be long (a chain, a sentence) and read
// better below their caption than beside it in a narrow side panel.
QString row(const QString& caption, const QString& value, bool monospace, const QString& captionColor)
{
    const QString shown = value.isEmpty() ? EvidencePanel::tr("—") : value.toHtmlEscaped();
    const QString font = monospace ? QStringLiteral("font-family: '%1';").arg(QFontDatabase::systemFont(QFontDatabase::FixedFont).family())
                                   : QString();
    return QStringLiteral("<p style=\"margin-top: 6px; margin-bottom: 0px; color: %1;\">%2</p>"
                          "<p style=\"margin-top: 0px; white-space: pre-wrap; %3\">%4</p>")
        .arg(captionColor, caption.toHtmlEscaped(), font, shown);
}

}  // namespace

EvidencePanel::EvidencePanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("evidenceText"));
    m_text->setAccessibleName(tr("Evidence for the marked site"));
    m_text->setFrameShape(QFrame::NoFrame);
    m_text->setOpenLinks(false);
    m_text->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A call or a chain has no spaces to break at: it breaks anywhere, never cut.
    m_text->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_text->viewport()->setAutoFillBackground(false);  // the panel's, as the labels were
    layout->addWidget(m_text);
    clear();
}

void EvidencePanel::setEvidence(const SourceEvidence& evidence)
{
    m_evidence = evidence;
    render();
    m_text->verticalScrollBar()->setValue(0);  // a new site reads from its top
}

void EvidencePanel::clear()
{
    setEvidence({});
}

void EvidencePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (m_text && (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange))
        render();  // the captions' colour is the palette's; the place read is kept
}

void EvidencePanel::render()
{
    const QString caption = palette().color(QPalette::PlaceholderText).name();
    QString html = QStringLiteral("<p style=\"margin: 0px;\"><b>%1</b></p>").arg(tr("Evidence").toHtmlEscaped());
    html += row(tr("Input key"), m_evidence.inputKey, true, caption);
    html += row(tr("Offending call"), m_evidence.siteText.trimmed(), true, caption);
    html += row(tr("Provenance chain"), chainAsLines(m_evidence.chain), true, caption);
    html += row(tr("Provenance module"), m_evidence.provenanceModule, false, caption);
    html += row(tr("Why this site"), m_evidence.why, false, caption);
    const int scrolled = m_text->verticalScrollBar()->value();
    m_text->setHtml(html);
    m_text->verticalScrollBar()->setValue(scrolled);
}

QString EvidencePanel::chainAsLines(const QString& chain)
{
    QStringList steps = chain.split(ChainSeparator, Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < steps.size(); ++i)
        steps[i] = QStringLiteral("← ") + steps.at(i).trimmed();
    return steps.join(QLatin1Char('\n'));
}

}  // namespace dtriage
