#include "familyviews/detached/detachedevidence.h"

#include "families/detached/detachedfindings.h"
#include "families/detached/detachedplaybook.h"  // DetachedShown
#include "session/triagesession.h"
#include "source/sourceview.h"

#include <QLabel>
#include <QVBoxLayout>

namespace dtriage {
namespace {

QString describe(const DetachedFindings& found)
{
    const bool needsGrad = found.outputRequiresGrad.value_or(true);
    return QStringLiteral("the output %1; training step: %2")
        .arg(needsGrad ? QStringLiteral("needs a gradient") : QStringLiteral("needs no gradient"),
             found.passes() ? QStringLiteral("ok") : found.error());
}

}  // namespace

DetachedEvidence::DetachedEvidence(QWidget* parent)
    : FamilyEvidence(parent)
    , m_before(new QLabel(this))
    , m_after(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_before);
    layout->addWidget(m_after);
    layout->addStretch();
    clear();
}

void DetachedEvidence::clear()
{
    m_before->setText(QStringLiteral("The detached probe has not run yet."));
    m_after->clear();
}

void DetachedEvidence::showRecord(const TriageSession& session, const QString&)
{
    const auto shown = qvariant_cast<DetachedShown>(session.evidence());
    if (shown.before)
        m_before->setText(describe(*shown.before));
    if (shown.after)
        m_after->setText(QStringLiteral("with the fix: ") + describe(*shown.after));
}

void DetachedEvidence::markSource(const TriageSession& session, SourceView& source)
{
    const TriageRecord::Fix& fix = session.record().fix;
    if (!fix.kind.isEmpty() && fix.line > 0 && source.markedLine() != fix.line)
        source.showFixSite(fix.line, fix.edit);
}

}  // namespace dtriage
