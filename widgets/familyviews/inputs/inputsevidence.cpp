#include "familyviews/inputs/inputsevidence.h"

#include "families/inputs/inputsfamily.h"
#include "chrome/elidedlabel.h"
#include "families/inputs/inputsshown.h"
#include "session/triagesession.h"
#include "source/sourceview.h"

#include <QHeaderView>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace dtriage {
namespace {

QString signatureText(const InputsFindings& found)
{
    QStringList parts;
    for (const InputsFindings::Parameter& p : found.parameters) {
        QString part = p.kind == QLatin1String("var_positional") ? u'*' + p.name
                     : p.kind == QLatin1String("var_keyword")    ? QStringLiteral("**") + p.name
                                                                  : p.name;
        if (!p.defaultValue.isEmpty())
            part += u'=' + p.defaultValue;
        parts << part;
    }
    return InputsEvidence::tr("forward(%1)").arg(parts.join(QStringLiteral(", ")));
}

QString howPassed(const InputsFindings::Loaded& loaded)
{
    if (loaded.passed == QLatin1String("keywords"))
        return InputsEvidence::tr("load_inputs returned a %1: passed by keyword").arg(loaded.type);
    if (loaded.passed == QLatin1String("positional"))
        return InputsEvidence::tr("load_inputs returned a %1: passed by position").arg(loaded.type);
    return InputsEvidence::tr("load_inputs returned one %1: the first positional argument").arg(loaded.type);
}

// Which return it was: a load_inputs with a branch per variant has several.
QString passedText(const InputsFindings::Loaded& loaded)
{
    if (loaded.returnLine <= 0)
        return howPassed(loaded);
    return InputsEvidence::tr("%1 · the return at line %2").arg(howPassed(loaded)).arg(loaded.returnLine);
}

QString outcomeText(const InputsFindings& found)
{
    QString text = found.passes() ? InputsEvidence::tr("BFLOAT16-TRAIN: forward, unpack and backward pass")
                                  : InputsEvidence::tr("BFLOAT16-TRAIN failed in %1: %2").arg(found.train.stage, found.error());
    if (const auto& trial = found.batchTrial)
        text += u'\n'
            + (trial->ok ? InputsEvidence::tr("Batch 2: training passes") : InputsEvidence::tr("Batch 2: still fails (%1)").arg(trial->errorLine))
            + QStringLiteral("; ")
            + (trial->inferenceOk ? InputsEvidence::tr("inference passes") : InputsEvidence::tr("inference fails (%1)").arg(trial->inferenceError));
    return text;
}

}  // namespace

QString InputsEvidence::familyId() { return InputsFamily::kId; }

InputsEvidence::InputsEvidence(QWidget* parent) : FamilyEvidence(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_decision = new ElidedLabel(this);
    m_tabs->addTab(buildPage(m_before, m_decision), tr("Inputs before the fix"));
    m_tabs->addTab(buildPage(m_after, nullptr), tr("Inputs after the fix"));
    layout->addWidget(m_tabs);
    clear();
}

QWidget* InputsEvidence::buildPage(Page& page, ElidedLabel* extra)
{
    auto* widget = new QWidget(m_tabs);
    auto* layout = new QVBoxLayout(widget);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    page.signature = new ElidedLabel(widget);
    page.passed = new ElidedLabel(widget);
    page.outcome = new ElidedLabel(widget);
    page.table = new QTreeWidget(widget);
    page.table->setRootIsDecorated(false);
    page.table->setHeaderLabels({tr("Key or slot"), tr("Lands in"), tr("Value")});
    page.table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    page.table->setMinimumHeight(page.table->fontMetrics().height() * 5);
    layout->addWidget(page.signature);
    layout->addWidget(page.passed);
    layout->addWidget(page.outcome);
    if (extra)
        layout->addWidget(extra);
    layout->addWidget(page.table, 1);
    return widget;
}

void InputsEvidence::clear()
{
    for (Page* page : {&m_before, &m_after}) {
        page->table->clear();
        page->signature->setFullText({});
        page->passed->setFullText({});
    }
    m_before.outcome->setFullText(tr("The inputs probe has not run yet."));
    m_after.outcome->setFullText(tr("The probe runs again once a fix landed."));
    m_decision->setFullText({});
    m_tabs->setCurrentIndex(0);  // the next entry starts where its evidence is
}

void InputsEvidence::showFindings(Page& page, const InputsFindings& found)
{
    page.signature->setFullText(signatureText(found));
    page.passed->setFullText(found.inputs ? passedText(*found.inputs) : QString());
    page.outcome->setFullText(outcomeText(found));
    page.table->clear();
    if (!found.inputs)
        return;
    for (const InputsFindings::Item& item : found.inputs->items) {
        auto* row = new QTreeWidgetItem(page.table, {item.label, item.parameter.isEmpty() ? tr("(no parameter)") : item.parameter,
                                                     item.describe()});
        if (item.parameter.isEmpty())
            row->setForeground(1, page.table->palette().color(QPalette::Disabled, QPalette::Text));
    }
}

void InputsEvidence::showRecord(const TriageSession& session, const QString& key)
{
    Q_UNUSED(key);  // the probes are the triaged entry's
    const auto shown = qvariant_cast<InputsShown>(session.evidence());
    if (!shown.before)
        return;
    showFindings(m_before, *shown.before);
    if (shown.decision)
        m_decision->setFullText(shown.decision->explanation());
    if (shown.after) {
        const bool first = m_after.table->topLevelItemCount() == 0;
        showFindings(m_after, *shown.after);
        if (first)
            m_tabs->setCurrentIndex(1);
    }
}

void InputsEvidence::markSource(const TriageSession& session, SourceView& source)
{
    const TriageRecord::Fix& fix = session.record().fix;
    if (fix.kind.isEmpty() || fix.line <= 0 || source.markedLine() == fix.line)
        return;
    source.showFixSite(fix.line, fix.edit);
}

}  // namespace dtriage
