#include "familyviews/unpack/unpackevidence.h"

#include "families/unpack/unpackfamily.h"
#include "families/unpack/unpackshown.h"
#include "familyviews/unpack/outputtreeview.h"
#include "session/triagesession.h"
#include "source/sourceview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace dtriage {
namespace {

QString handlerText(const UnpackHandler& handler)
{
    switch (handler.kind) {
    case UnpackHandler::Kind::Override:
        return UnpackEvidence::tr("Handler: the loader's own unpack_forward_output (%1:%2)")
            .arg(handler.file)
            .arg(handler.line);
    case UnpackHandler::Kind::Registry:
        return UnpackEvidence::tr("Handler: the registry entry of %1, attribute %2 (%3)")
            .arg(handler.className, handler.attribute,
                 handler.attributeValue ? handler.attributeValue->headline() : QString());
    case UnpackHandler::Kind::Tensor:
        return UnpackEvidence::tr("Handler: none needed, the output is a tensor");
    case UnpackHandler::Kind::None:
        break;
    }
    return UnpackEvidence::tr("Handler: none; the registry has no entry for %1").arg(handler.className);
}

}  // namespace

QString UnpackEvidence::familyId() { return UnpackFamily::kId; }

UnpackEvidence::UnpackEvidence(QWidget* parent) : FamilyEvidence(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(scrolling(buildBefore()), tr("Output before the fix"));
    auto* after = new QWidget(m_tabs);
    auto* afterLayout = new QVBoxLayout(after);
    m_afterNote = new QLabel(after);
    m_afterNote->setWordWrap(true);
    m_after = new OutputTreeView(after);
    afterLayout->addWidget(m_afterNote);
    afterLayout->addWidget(m_after, 1);
    m_tabs->addTab(after, tr("Output after the fix"));
    layout->addWidget(m_tabs);
    clear();
}

// A page scrolls inside its tab: the wheel over the evidence moved the whole view
// and its tab bar out of sight at 1366x700 (issue 47 §5).
QWidget* UnpackEvidence::scrolling(QWidget* page)
{
    auto* area = new QScrollArea(m_tabs);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setFocusPolicy(Qt::NoFocus);  // its views are the Tab stops
    area->setWidget(page);
    return area;
}

QWidget* UnpackEvidence::buildBefore()
{
    auto* page = new QWidget(m_tabs);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_handler = new QLabel(page);
    m_handler->setWordWrap(true);
    m_handler->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_decision = new QLabel(page);
    m_decision->setWordWrap(true);
    m_before = new OutputTreeView(page);
    m_before->setMinimumHeight(m_before->fontMetrics().height() * 5);
    layout->addWidget(m_handler);
    layout->addWidget(m_decision);
    layout->addWidget(m_before, 1);
    layout->addWidget(buildChoiceRow());
    return page;
}

QWidget* UnpackEvidence::buildChoiceRow()
{
    // Two lines narrow enough for the pane at 1366 px (issue 47 §5: the button was
    // past its right edge): the target; the reason and its button.
    auto* row = new QWidget(this);
    auto* rows = new QVBoxLayout(row);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(4);
    auto* layout = new QHBoxLayout;
    rows->addLayout(layout);
    auto* label = new QLabel(tr("&Loss target:"), row);
    m_choices = new QComboBox(row);
    m_choices->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choices->setMinimumContentsLength(8);
    m_choices->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    label->setBuddy(m_choices);
    m_why = new QLineEdit(row);
    m_why->setPlaceholderText(tr("Why: which loss reads it (goes into the docstring)"));
    m_rebuild = new QPushButton(tr("&Build the fix for it"), row);
    m_rebuild->setToolTip(tr("Builds the fix again for this target; the new diff waits for approval"));
    layout->addWidget(label);
    layout->addWidget(m_choices, 1);
    auto* reason = new QHBoxLayout;
    rows->addLayout(reason);
    reason->addWidget(m_why, 1);
    reason->addWidget(m_rebuild);
    connect(m_rebuild, &QPushButton::clicked, this, &UnpackEvidence::onRebuild);
    connect(m_why, &QLineEdit::returnPressed, this, &UnpackEvidence::onRebuild);
    return row;
}

void UnpackEvidence::clear()
{
    m_before->clear();
    m_after->clear();
    m_handler->setText(tr("The forward probe has not run yet."));
    m_decision->clear();
    m_afterNote->setText(tr("The probe runs again once a fix landed."));
    m_choices->clear();
    m_why->clear();
    m_choices->setEnabled(false);
    m_why->setEnabled(false);
    m_rebuild->setEnabled(false);
    m_tabs->setCurrentIndex(0);  // the next entry starts where its evidence is
}

void UnpackEvidence::showTree(OutputTreeView* tree, const OutputNode& output, const UnpackChoice* choice)
{
    QSet<QString> keys;
    bool all = false;
    if (choice && choice->path == UnpackChoice::Path::Registry)
        keys.insert(choice->attribute);
    else if (choice && choice->target.kind == UnpackTarget::Kind::SumAll)
        all = true;
    else if (choice)
        keys = QSet<QString>(choice->target.keys.cbegin(), choice->target.keys.cend());
    tree->setOutput(output, keys, all);
}

void UnpackEvidence::showRecord(const TriageSession& session, const QString& key)
{
    Q_UNUSED(key);  // the probes are the triaged entry's
    const auto shown = qvariant_cast<UnpackShown>(session.evidence());
    if (!shown.before)
        return;
    const ForwardFindings& found = *shown.before;
    const std::optional<UnpackChoice>& choice = shown.choice;
    if (found.handler)
        m_handler->setText(handlerText(*found.handler));
    if (shown.decision)
        m_decision->setText(shown.decision->explanation());
    if (found.output)
        showTree(m_before, *found.output, choice ? &*choice : nullptr);
    showChoices(shown, session.state() == TriageSession::State::AwaitingFixApproval);
    if (shown.after) {
        const ForwardFindings& now = *shown.after;
        m_afterNote->setText(now.unpacked && now.unpacked->ok
                                 ? tr("unpack_forward_output gives %1").arg(now.unpacked->returned
                                                                               ? now.unpacked->returned->headline()
                                                                               : tr("one tensor"))
                                 : tr("Still failing: %1").arg(now.unpacked ? now.unpacked->errorLine()
                                                                            : now.bfloat16.errorLine()));
        if (now.output && m_after->topLevelItemCount() == 0) {
            showTree(m_after, *now.output, choice ? &*choice : nullptr);
            m_tabs->setCurrentIndex(1);
        }
    }
}

void UnpackEvidence::showChoices(const UnpackShown& shown, bool awaitingApproval)
{
    const QList<UnpackChoice>& options = shown.options;
    const std::optional<UnpackChoice>& current = shown.choice;
    const ForwardFindings* found = shown.before.get();
    const OutputNode* output = found && found->output ? &*found->output : nullptr;
    if (m_choices->count() != options.size() && output) {
        m_choices->clear();
        for (const UnpackChoice& option : options)
            m_choices->addItem(option.label(*output), option.name());
    }
    if (current) {
        const int index = m_choices->findData(current->name());
        if (index >= 0)
            m_choices->setCurrentIndex(index);
        if (m_why->text().isEmpty())
            m_why->setPlaceholderText(current->target.why);
    }
    const bool enabled = awaitingApproval && !options.isEmpty();
    m_choices->setEnabled(enabled);
    m_why->setEnabled(enabled);
    m_rebuild->setEnabled(enabled);
}

void UnpackEvidence::onRebuild()
{
    if (!m_rebuild->isEnabled() || m_choices->currentIndex() < 0)
        return;
    m_rebuild->setEnabled(false);  // until the new diff waits for approval
    Q_EMIT choiceMade(m_choices->currentData().toString(), m_why->text().trimmed());
}

void UnpackEvidence::markSource(const TriageSession& session, SourceView& source)
{
    const TriageRecord::Fix& fix = session.record().fix;
    // An override goes into the loader shown; a registry line is elsewhere.
    if (fix.kind != QLatin1String("override") || fix.line <= 0 || source.markedLine() == fix.line)
        return;
    source.showFixSite(fix.line, fix.edit);
}

}  // namespace dtriage
