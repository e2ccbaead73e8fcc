#pragma once
// The line-number strip left of a SourceEditor (the pattern of Qt's Code Editor example):
// the editor owns the layout and the painting, this widget only forwards to it.
#include <QWidget>

namespace dtriage {

class SourceEditor;

class LineNumberGutter : public QWidget {
    Q_OBJECT
public:
    explicit LineNumberGutter(SourceEditor* editor);

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    SourceEditor* m_editor;
};

}  // namespace dtriage
