#pragma once
// The one-line reasons every failure family writes to the YAML and reads from
// pytest: the first line that says something, verbatim, and whether a text says
// no more than "Error code 13". Family catalogues (families/<id>/) build on it.
#include <QString>
#include <QStringView>

namespace dtriage {

class ReasonText {
public:
    // The first non-blank line, verbatim().
    static QString oneLine(const QString& text);
    // A reason as the YAML keeps it: the exact message, trimmed, never cut (the
    // skills: "the exact error message"; tt-xla's merged reasons run past 240
    // characters), the user's home folder written "~" so no user name lands in a
    // shared file. YAML escaping is the writer's (ConfigEditor).
    static QString verbatim(const QString& line);
    // The reason to write for an observed line: the entry's current reason when it
    // is that very error followed by a link ("... - https://github.com/tenstorrent/
    // tt-xla/issues/1266"), else verbatim(observed). An engineer's issue link is not
    // dropped for the same error.
    static QString keptOrObserved(const QString& current, const QString& observed);
    // "Error code 13" (or nothing at all) says nothing about the failure: true when
    // no non-blank line of errorText says more than that.
    static bool isGeneric(const QString& errorText);
    // errorText's first non-blank line that says more than that, trimmed; empty if none.
    static QString firstSpecificLine(const QString& text);
    // "RuntimeError: x" from "E     RuntimeError: x" or "BFLOAT16: FAILED -- RuntimeError: x";
    // the line unchanged (trimmed) when it names no exception type.
    static QString fromExceptionType(const QString& line);
    // Where the line's exception type ("RuntimeError", "torch.OutOfMemoryError")
    // starts; -1 when it names none. exceptionType(): that type, or empty.
    static qsizetype exceptionTypeStart(QStringView line);
    static QString exceptionType(QStringView line);
};

}  // namespace dtriage
