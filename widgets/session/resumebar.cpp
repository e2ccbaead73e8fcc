#include "session/resumebar.h"
#include "chrome/elidedlabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace dtriage {

ResumeBar::ResumeBar(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    // One line: the keys run on elided, all of them in the tooltip (a wrapped list
    // of keys was a paragraph above the list).
    m_label = new ElidedLabel(this);
    auto* resume = new QPushButton(tr("Resume"), this);
    resume->setObjectName(QStringLiteral("resume"));
    auto* dismiss = new QPushButton(tr("Dismiss"), this);
    dismiss->setObjectName(QStringLiteral("dismiss"));
    layout->addWidget(m_label, 1);
    layout->addWidget(resume);
    layout->addWidget(dismiss);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    hide();
    connect(resume, &QPushButton::clicked, this, &ResumeBar::resumeClicked);
    connect(dismiss, &QPushButton::clicked, this, &ResumeBar::clear);
}

void ResumeBar::offer(const QList<RecordFile::Saved>& unfinished)
{
    m_unfinished = unfinished;
    if (m_unfinished.isEmpty()) {
        hide();
        return;
    }
    QStringList keys;
    for (const RecordFile::Saved& saved : std::as_const(m_unfinished))
        keys << saved.record.key;
    m_label->setFullText(tr("%n triage session(s) did not finish: %1", nullptr, int(keys.size()))
                             .arg(keys.join(QLatin1String(", "))));
    m_label->setToolTip(keys.join(u'\n'));
    show();
}

QList<RecordFile::Saved> ResumeBar::take()
{
    const QList<RecordFile::Saved> taken = std::exchange(m_unfinished, {});
    hide();
    return taken;
}

}  // namespace dtriage
