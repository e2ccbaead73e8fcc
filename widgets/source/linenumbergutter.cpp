#include "source/linenumbergutter.h"

#include "source/sourceeditor.h"

namespace dtriage {

LineNumberGutter::LineNumberGutter(SourceEditor* editor) : QWidget(editor), m_editor(editor) {}

QSize LineNumberGutter::sizeHint() const
{
    return QSize(m_editor->gutterWidth(), 0);
}

void LineNumberGutter::paintEvent(QPaintEvent* event)
{
    m_editor->paintGutter(event);
}

}  // namespace dtriage
