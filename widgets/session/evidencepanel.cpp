#include "session/evidencepanel.h"

#include <QFontDatabase>
#include <QLabel>
#include <QVBoxLayout>

namespace dtriage {
namespace {

const QString ChainSeparator = QStringLiteral(" ← ");

}  // namespace

EvidencePanel::EvidencePanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 0);
    auto* title = new QLabel(tr("Evidence"), this);
    QFont titleFont = title->font();
    titleFont.setBold(true);
    title->setFont(titleFont);
    layout->addWidget(title);
    m_inputKey = addRow(tr("Input key"), QStringLiteral("inputKey"), true);
    m_siteText = addRow(tr("Offending call"), QStringLiteral("siteText"), true);
    m_chain = addRow(tr("Provenance chain"), QStringLiteral("chain"), true);
    m_provenanceModule = addRow(tr("Provenance module"), QStringLiteral("provenanceModule"), false);
    m_why = addRow(tr("Why this site"), QStringLiteral("why"), false);
    layout->addStretch(1);
    clear();
}

// A caption over a selectable, wrapping value: the values can be long (a chain, a sentence)
// and read better below their caption than beside it in a narrow side panel.
QLabel* EvidencePanel::addRow(const QString& title, const QString& objectName, bool monospace)
{
    auto* caption = new QLabel(title, this);
    caption->setObjectName(objectName + QStringLiteral("Caption"));
    caption->setForegroundRole(QPalette::PlaceholderText);
    auto* value = new QLabel(this);
    value->setObjectName(objectName);
    value->setWordWrap(true);
    value->setTextFormat(Qt::PlainText);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (monospace)
        value->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    caption->setBuddy(value);
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->addSpacing(4);
    box->addWidget(caption);
    box->addWidget(value);
    return value;
}

void EvidencePanel::setValue(QLabel* label, const QString& value)
{
    label->setText(value.isEmpty() ? tr("—") : value);
    label->setEnabled(!value.isEmpty());
}

void EvidencePanel::setEvidence(const SourceEvidence& evidence)
{
    m_evidence = evidence;
    setValue(m_inputKey, evidence.inputKey);
    setValue(m_siteText, evidence.siteText.trimmed());
    setValue(m_chain, chainAsLines(evidence.chain));
    setValue(m_provenanceModule, evidence.provenanceModule);
    setValue(m_why, evidence.why);
}

void EvidencePanel::clear()
{
    setEvidence({});
}

QString EvidencePanel::chainAsLines(const QString& chain)
{
    QStringList steps = chain.split(ChainSeparator, Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < steps.size(); ++i)
        steps[i] = QStringLiteral("← ") + steps.at(i).trimmed();
    return steps.join(QLatin1Char('\n'));
}

}  // namespace dtriage
