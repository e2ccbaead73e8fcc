#include "families/dtype/gate/dtypesignature.h"

#include "yamlplan/reasontext.h"

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>
#include <QStringView>

namespace dtriage {

namespace {

constexpr QLatin1StringView kBFloat16("BFloat16");

struct Pattern {
    DtypeFlavor flavor;
    QRegularExpression re;  // a named group "op" carries the op, when there is one
    // Generic wordings (Float vs Half is not our problem) only count when the
    // same line names BFloat16; the torch-1.13 bare mat1/mat2 line never does.
    bool needsBFloat16OnLine;
};

QRegularExpression compiled(const char* pattern)
{
    QRegularExpression re(QString::fromLatin1(pattern));
    re.optimize();  // compile now, once, not on the first match in some worker thread
    Q_ASSERT(re.isValid());
    return re;
}

// Order matters: the first pattern matching a line decides, so the specific
// op-not-implemented forms come before the catch-all ones.
const QList<Pattern>& catalogue()
{
    static const QList<Pattern> patterns = {
        {DtypeFlavor::NumpyConversion, compiled(R"(Got unsupported ScalarType BFloat16)"), false},
        // torch 2.x '<op>', torch 1.13 "<op>"
        {DtypeFlavor::OpNotImplemented,
         compiled(R"((['"])(?<op>[^'"\s]+)\1 not implemented for '?BFloat16'?)"), false},
        // grid_sampler_2d_cpu not implemented for BFloat16
        {DtypeFlavor::OpNotImplemented,
         compiled(R"((?<![\w'"])(?<op>[A-Za-z_][\w.:]*) not implemented for '?BFloat16'?)"), false},
        {DtypeFlavor::OpNotImplemented, compiled(R"(not implemented for '?BFloat16'?)"), false},
        {DtypeFlavor::OpNotImplemented, compiled(R"(Unsupported dtype BFloat16)"), false},
        // torch 1.13 says only this for nn.Linear on a float32 input with bf16 weights.
        {DtypeFlavor::CrossDtype, compiled(R"(must have the same dtype(?!, but got))"), false},
        {DtypeFlavor::CrossDtype, compiled(R"(must have the same dtype, but got)"), true},
        {DtypeFlavor::CrossDtype,
         compiled(R"(Index put requires the source and destination dtypes match)"), true},
        {DtypeFlavor::CrossDtype, compiled(R"(expected scalar type \w+ but found \w+)"), true},
        // conv, torch 1.13: Input type (float) and bias type (c10::BFloat16) should be the same
        {DtypeFlavor::CrossDtype,
         compiled(R"(Input type \([^)]*\) and (?:weight|bias) type \([^)]*\) should be the same)"),
         true},
        // other "expected ... found/got BFloat16" shapes (dot, addmm, sdpa)
        {DtypeFlavor::CrossDtype,
         compiled(R"([Ee]xpected\b.*\b(?:scalar type|dtypes?)\b.*\b(?:found|got)\b)"), true},
        {DtypeFlavor::CrossDtype, compiled(R"(\bdtypes (?:to )?match\b)"), true},
    };
    return patterns;
}

// Every signature above contains one of these words: a cheap filter for long logs.
bool mayCarrySignature(QStringView line)
{
    return line.contains(kBFloat16) || line.contains(QLatin1StringView("dtype"))
        || line.contains(QLatin1StringView("type ("));
}

// Error messages are short; a megabyte-long line is a dumped tensor, and the
// ".*" patterns above must not backtrack over it.
constexpr qsizetype kLongestErrorLine = 2000;

DtypeSignature::Match matchLine(QStringView fullLine)
{
    DtypeSignature::Match result;
    const QStringView line = fullLine.left(kLongestErrorLine);
    if (!mayCarrySignature(line))
        return result;
    const bool lineNamesBf16 = line.contains(kBFloat16);
    for (const Pattern& pattern : catalogue()) {
        if (pattern.needsBFloat16OnLine && !lineNamesBf16)
            continue;
        const QRegularExpressionMatch m = pattern.re.match(line);
        if (!m.hasMatch())
            continue;
        result.flavor = pattern.flavor;
        result.op = m.captured(u"op");
        result.line = line.trimmed().toString();
        return result;
    }
    return result;
}

QString combined(const QString& errorType, const QString& message)
{
    if (errorType.trimmed().isEmpty())
        return message;
    return errorType.trimmed() + QStringLiteral(": ") + message;
}

// The 2.x form of a 1.13 op-not-implemented line, so the YAML says what CI says.
QString canonicalOpReason(const DtypeSignature::Match& match, const QString& fromType)
{
    QString type = ReasonText::exceptionType(fromType);
    if (type.isEmpty())
        type = QStringLiteral("RuntimeError");
    return QStringLiteral("%1: '%2' not implemented for 'BFloat16'").arg(type, match.op);
}

bool isQuotedOp(const DtypeSignature::Match& match)
{
    static const QRegularExpression re = compiled(R"((['"])[^'"\s]+\1 not implemented for)");
    return match.flavor == DtypeFlavor::OpNotImplemented && !match.op.isEmpty()
        && re.match(match.line).hasMatch();
}

QString withDefaultType(const QString& line, DtypeFlavor flavor)
{
    if (ReasonText::exceptionTypeStart(line) >= 0)
        return line;
    // torch raises all of these as RuntimeError; numpy's refusal is a TypeError.
    const QString type = flavor == DtypeFlavor::NumpyConversion ? QStringLiteral("TypeError")
                                                           : QStringLiteral("RuntimeError");
    return type + QStringLiteral(": ") + line;
}

}  // namespace

Result<DtypeFlavor> DtypeSignature::gate(const QString& reason)
{
    const DtypeSignature::Match match = classify(reason);
    if (reason.contains(kBFloat16) && match.isMatch())
        return match.flavor;
    const QString shown = reason.trimmed().isEmpty()
        ? QCoreApplication::translate("Signatures", "(no reason given)")
        : reason.trimmed();
    return fail(QCoreApplication::translate(
                    "Signatures",
                    "this workbench handles bfloat16 dtype failures only; the reason here is: %1")
                    .arg(shown));
}

DtypeSignature::Match DtypeSignature::classify(const QString& text)
{
    for (QStringView line : QStringView(text).split(u'\n', Qt::SkipEmptyParts)) {
        DtypeSignature::Match match = matchLine(line);
        if (match.isMatch()) {
            match.namesBFloat16 = text.contains(kBFloat16);
            return match;
        }
    }
    DtypeSignature::Match none;
    none.namesBFloat16 = text.contains(kBFloat16);
    return none;
}

DtypeSignature::Match DtypeSignature::classify(const QString& errorType, const QString& message)
{
    return classify(combined(errorType, message));
}

QString DtypeSignature::canonical(const QString& text)
{
    const DtypeSignature::Match match = classify(text);
    if (!match.isMatch())
        return ReasonText::oneLine(text);
    const QString line = withDefaultType(ReasonText::fromExceptionType(match.line), match.flavor);
    if (isQuotedOp(match))
        return ReasonText::verbatim(canonicalOpReason(match, line));
    static const QRegularExpression bareMat =
        compiled(R"(^(?<head>.*\bmat1 and mat2 must have the same dtype)\s*\.?\s*$)");
    const QRegularExpressionMatch bare = bareMat.match(line);
    if (bare.hasMatch()) {
        // torch 1.13 leaves the dtypes out; CI's torch 2.x says this, and the gate
        // on the next run needs "BFloat16" in the reason.
        return bare.captured(u"head") + QStringLiteral(", but got Float and BFloat16");
    }
    return ReasonText::verbatim(line);
}

QString DtypeSignature::canonical(const QString& errorType, const QString& message)
{
    return canonical(combined(errorType, message));
}

bool DtypeSignature::matches(const QString& text) const { return classify(text).isMatch(); }

QString DtypeSignature::canonicalReason(const QString& text) const { return canonical(text); }

QString DtypeSignature::stillFailsReview() const
{
    // Kept in YamlPlan's translation context, where it was first written.
    return QCoreApplication::translate(
        "YamlPlan",
        "pytest still fails with the original bfloat16 error although the fix works on CPU "
        "(the runner or the model re-creates the float32 tensor): revert the loader fix and "
        "review.");
}

}  // namespace dtriage
