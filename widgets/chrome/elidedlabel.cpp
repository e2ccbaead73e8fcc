#include "chrome/elidedlabel.h"
#include "chrome/wordelide.h"

#include <QResizeEvent>

namespace dtriage {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setTextFormat(Qt::PlainText);
}

void ElidedLabel::setFullText(const QString& text)
{
    m_text = text;
    setToolTip(text);
    elide();
}

QSize ElidedLabel::minimumSizeHint() const { return {0, fontMetrics().height()}; }

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::elide()
{
    const QString line = QString(m_text).replace(u'\n', QStringLiteral(" · "));
    setText(WordElide::elided(fontMetrics(), line, qMax(0, width() - 2)));
}

}  // namespace dtriage
