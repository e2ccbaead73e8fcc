#pragma once
// The one-line reasons every failure family writes to the YAML and reads from
// pytest: the first line that says something, cut to length, and whether a text
// says no more than "Error code 13". Family catalogues (families/<id>/) build on it.
#include <QString>
#include <QStringView>

namespace dtriage {

class ReasonText {
public:
    // Reasons are one line; a line is kept whole up to kHardLimit characters (the
    // canonical Index-put reason is 132) and cut at the first word boundary past
    // kSoftLimit when longer.
    static constexpr int kSoftLimit = 120;
    static constexpr int kHardLimit = 160;

    // The first non-blank line, trimmed, cut only past the limits above.
    static QString oneLine(const QString& text);
    // Cuts one line past the limits above (no ellipsis: reasons stay verbatim text).
    static QString limitLength(const QString& line);
    // "Error code 13" (or nothing at all) says nothing about the failure: true when
    // no non-blank line of errorText says more than that.
    static bool isGeneric(const QString& errorText);
    // errorText's first non-blank line that says more than that, trimmed; empty if none.
    static QString firstSpecificLine(const QString& text);
    // The first `RuntimeError:` line of a log, from "RuntimeError" on; empty if none.
    // Source echoes of pytest ("> raise RuntimeError(...)") are not error lines.
    static QString firstRuntimeErrorLine(const QString& log);
    // "RuntimeError: x" from "E     RuntimeError: x" or "BFLOAT16: FAILED -- RuntimeError: x";
    // the line unchanged (trimmed) when it names no exception type.
    static QString fromExceptionType(const QString& line);
    // Where the line's exception type ("RuntimeError", "torch.OutOfMemoryError")
    // starts; -1 when it names none. exceptionType(): that type, or empty.
    static qsizetype exceptionTypeStart(QStringView line);
    static QString exceptionType(QStringView line);
};

}  // namespace dtriage
