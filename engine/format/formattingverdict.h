#pragma once
// One sentence on how an edit was formatted, for the diff panel, the report and
// the command line: which black shaped it and whose it was, and whether that is
// the version the repository's pre-commit pins (a mismatch shows up as a
// pre-commit diff in the user's PR).
#include "format/blackchoice.h"
#include "format/blackpin.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class FormattingVerdict {
    Q_DECLARE_TR_FUNCTIONS(FormattingVerdict)
public:
    // `from` of an edit that wrote no statement for black to shape (a registry
    // line, a default changed in place); inputs_edit.py says the same word.
    static QString nothingToShape() { return QStringLiteral("nothing"); }

    // `formatter`: "black 23.1.0", empty when no black shaped the edit; `from`:
    // "checkout" or "workbench" (whose Python's black).
    static QString line(const QString& formatter, const QString& from, const BlackPin& pin);
    // The same in a few words, for one line under a diff at 1366×768:
    // "Formatted by black 23.1.0; pre-commit pins 22.3.0".
    static QString brief(const QString& formatter, const QString& from, const BlackPin& pin);
    // Before any edit, for the session's log: "Black: 23.1.0 in the checkout's
    // Python; pinned 22.3.0 in third_party/…/.pre-commit-config.yaml".
    static QString choice(const BlackChoice& black);
    // "the checkout's Python", "the workbench's Python".
    static QString whose(const QString& from);
};

}  // namespace dtriage
