#pragma once
// Outside text (a key, a name, a reason, a child's output) on a terminal or in a
// log: never a control byte that acts. An ESC in a key cleared the screen or set
// the window title; a newline in a name forged an output line. escaped() makes
// every control visible ("\x1b", "\n", "\u202e"); sanitized() does it to whole
// output of our own, whose newlines, tabs and CRLF line ends are ours and stay.
// What is above C0 is escaped as JSON escapes it (\u0085), so the --json
// document stays one through the terminal's device.
#include <QString>
#include <QStringView>

namespace dtriage {

class TerminalText {
public:
    // Every control character, newline and tab included, as a visible escape; the
    // backslash before an escape-like sequence stays as it is (the text is shown,
    // not parsed back).
    static QString escaped(QStringView text);
    // Every control character but '\n', '\t' and the CR of a CRLF as a visible escape.
    static QString sanitized(QStringView text);
    // The same; `text` itself (shared, not copied) when it has nothing to replace.
    static QString sanitized(const QString& text);
    // Whether `c` acts on a terminal: C0, DEL, C1, and the bidirectional overrides
    // and isolates that reorder what is shown.
    static bool isControl(char32_t c);
};

}  // namespace dtriage
