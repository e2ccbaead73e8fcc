#include "families/unpack/gate/unpacksignature.h"

#include "yamlplan/reasontext.h"

#include <QRegularExpression>

namespace dtriage {
namespace {

struct Pattern {
    const char* flavor;
    QRegularExpression expression;
};

const QList<Pattern>& patterns()
{
    static const QList<Pattern> list{
        {"not_implemented",
         QRegularExpression(QStringLiteral(R"(tt-forge-models doesn't implement unpack_forward_output\b[^\n]*)"))},
        {"no_handler",
         QRegularExpression(QStringLiteral(
             R"re(No handler for class (\w+) exists in `unpack_forward_output`\.?(?:\s*Register a handler[^\n]*)?)re"))},
        {"wrong_handler", QRegularExpression(QStringLiteral(R"(Handler for (\w+) did not return a torch\.Tensor)"))},
    };
    return list;
}

const Pattern* firstMatch(const QString& text, QRegularExpressionMatch* match)
{
    for (const Pattern& pattern : patterns()) {
        *match = pattern.expression.match(text);
        if (match->hasMatch())
            return &pattern;
    }
    return nullptr;
}

}  // namespace

Result<QString> UnpackSignature::gate(const QString& reason)
{
    QRegularExpressionMatch match;
    if (const Pattern* found = firstMatch(reason, &match))
        return QString::fromLatin1(found->flavor);
    const QString shown = reason.trimmed().isEmpty() ? tr("(no reason given)") : reason.trimmed();
    return fail(tr("not an unpack_forward_output failure; the reason here is: %1").arg(shown));
}

QString UnpackSignature::className(const QString& text)
{
    QRegularExpressionMatch match;
    firstMatch(text, &match);
    return match.hasMatch() && match.lastCapturedIndex() >= 1 ? match.captured(1) : QString();
}

bool UnpackSignature::matches(const QString& text) const
{
    QRegularExpressionMatch match;
    return firstMatch(text, &match) != nullptr;
}

QString UnpackSignature::canonicalReason(const QString& text) const
{
    QRegularExpressionMatch match;
    if (firstMatch(text, &match))
        return ReasonText::verbatim(match.captured(0).trimmed());
    return ReasonText::oneLine(text);
}

QString UnpackSignature::stillFailsReview() const
{
    return tr("pytest still fails in unpack_forward_output although the fix works on CPU (the runner "
              "unpacks another output, or another variant emits another class): revert the fix and review.");
}

}  // namespace dtriage
