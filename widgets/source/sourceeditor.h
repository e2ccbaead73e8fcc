#pragma once
// A read-only code editor: monospace, no wrapping, a line-number gutter, and one marked
// fix site (the whole line plus the offending call within it). The mark's colours and
// the highlighter's theme follow the palette; the mark itself survives palette changes.
#include <QPlainTextEdit>

namespace dtriage {

class LineNumberGutter;

class SourceEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit SourceEditor(QWidget* parent = nullptr);

    // 1-based line; scrolls so it is centred. Returns false (and marks nothing) when the
    // document has no such line.
    bool markSite(int line, const QString& siteText);
    void clearMark();
    int markedLine() const { return m_markedLine; }
    // The marked call inside the marked line as [start, end) document positions; empty when
    // the call could not be located in the line.
    QPair<int, int> markedCallSpan() const { return m_callSpan; }

    int gutterWidth() const;
    void paintGutter(QPaintEvent* event);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void updateGutterWidth();
    void updateGutter(const QRect& rect, int dy);
    void applyMarkSelections();
    void centreOnMark();
    QPair<int, int> locateCall(const QTextBlock& block, const QString& siteText) const;

    LineNumberGutter* m_gutter;
    int m_markedLine = 0;
    QPair<int, int> m_callSpan{-1, -1};
    bool m_centrePending = false;  // marked before the editor had its real size
};

}  // namespace dtriage
