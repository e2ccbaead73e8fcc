#pragma once
// A Python constant read as data: what ast.literal_eval gives for a str, int, bool
// or None literal, and nothing else. Text from outside (a probe's dict key as its
// repr, printed on another machine and imported here) never reaches a file we
// write as it came: it is parsed here, and what we write is source()'s text, which
// we render ourselves (docs/architecture.md, "Outside text is data").
#include "core/error.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

namespace dtriage {

class PythonLiteral {
    Q_DECLARE_TR_FUNCTIONS(PythonLiteral)
public:
    enum class Kind { Str, Int, Bool, None };

    // A string literal as repr() and people write it: '…' or "…", no prefix, on one
    // line, with Python's escapes (\\, \', \", \n, \x41, \u2028, \U0001F600, \101,
    // \a \b \f \r \t \v); an int (-?digits, no leading zero); True, False, None.
    // Anything else — a call, a name, an operator, a tuple, a float, bytes, an
    // f-string, \N{…}, an unknown escape — is an error saying what it is not.
    static Result<PythonLiteral> parse(QStringView source);
    static PythonLiteral string(QString value);

    Kind kind() const { return m_kind; }
    // Python's name of the value's type: "str", "int", "bool", "NoneType".
    QString typeName() const;
    // The value as str() gives it: the string itself, the int's digits, "True", "None".
    const QString& text() const { return m_text; }
    // The value as Python source, rendered here: a str double-quoted with every
    // backslash, quote and unprintable character escaped (resources/python's
    // fix_tools.py writes the same); an int's digits; True/False/None.
    QString source() const;

    // `text`'s characters as they stand inside a double-quoted Python string:
    // backslashes and `quote`s escaped, and every character Python's
    // str.isprintable() refuses (controls, NUL, U+2028, surrogates, …) as \x, \u
    // or \U. With `quote` 0 quotes are left alone (a docstring escapes its own).
    static QString escaped(const QString& text, char16_t quote = u'"');

    bool operator==(const PythonLiteral&) const = default;

private:
    Kind m_kind = Kind::None;
    QString m_text = QStringLiteral("None");
};

}  // namespace dtriage
