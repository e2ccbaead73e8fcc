#pragma once
// One line of text that fits whatever width it gets: elided at the end ("…"),
// the whole text in its tooltip and selectable by copying it from there. For
// evidence lines that must not take the height a table needs (a forward's long
// signature, a verbatim error) in a panel shown at 1366×768.
#include <QLabel>

namespace dtriage {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);
    QString fullText() const { return m_text; }

    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();

    QString m_text;
};

}  // namespace dtriage
