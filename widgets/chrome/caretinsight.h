#pragma once
// A read-only text view shows that it has the keyboard's focus by its caret
// (Fusion draws no focus frame around a QPlainTextEdit). A log followed at its
// end, a diff scrolled through to be approved, leave the caret far outside the
// view: tabbing in would show nothing (issue 30). On focus the caret comes to
// the first line in sight when it is not in sight; the view never scrolls for it.
#include <QObject>

class QPlainTextEdit;

namespace dtriage {

class CaretInSight : public QObject {
    Q_OBJECT
public:
    // Also lets the caret move and select by keyboard (copying a line of a log).
    static void install(QPlainTextEdit* edit);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

}  // namespace dtriage
