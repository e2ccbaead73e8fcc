#pragma once
// A Python name as we write one after a dot or as a dict key we trust: ASCII
// letters, digits and underscores, not starting with a digit, and not a keyword
// (`forward_output.class` would not parse). The names models, loaders and the
// registry use are all of this form; text that is not goes in as a string.
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace dtriage {

inline bool isPythonName(const QString& name)
{
    // Anchored at the very end: "$" alone would also match before a final "\n".
    static const QRegularExpression identifier(QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*")));
    // keyword.kwlist (Python 3.11); soft keywords (match, case, type, _) are names.
    static const QStringList keywords = QStringLiteral(
        "False None True and as assert async await break class continue def del elif else except "
        "finally for from global if import in is lambda nonlocal not or pass raise return try while with yield")
                                            .split(u' ');
    return identifier.match(name).hasMatch() && !keywords.contains(name);
}

}  // namespace dtriage
