#include "families/dtype/gate/signatures.h"

#include "yamlplan/reasontext.h"

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>
#include <QStringView>

namespace dtriage {

namespace {

constexpr QLatin1StringView kBFloat16("BFloat16");

struct Pattern {
    Flavor flavor;
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
        {Flavor::NumpyConversion, compiled(R"(Got unsupported ScalarType BFloat16)"), false},
        // torch 2.x '<op>', torch 1.13 "<op>"
        {Flavor::OpNotImplemented,
         compiled(R"((['"])(?<op>[^'"\s]+)\1 not implemented for '?BFloat16'?)"), false},
        // grid_sampler_2d_cpu not implemented for BFloat16
        {Flavor::OpNotImplemented,
         compiled(R"((?<![\w'"])(?<op>[A-Za-z_][\w.:]*) not implemented for '?BFloat16'?)"), false},
        {Flavor::OpNotImplemented, compiled(R"(not implemented for '?BFloat16'?)"), false},
        {Flavor::OpNotImplemented, compiled(R"(Unsupported dtype BFloat16)"), false},
        // torch 1.13 says only this for nn.Linear on a float32 input with bf16 weights.
        {Flavor::CrossDtype, compiled(R"(must have the same dtype(?!, but got))"), false},
        {Flavor::CrossDtype, compiled(R"(must have the same dtype, but got)"), true},
        {Flavor::CrossDtype,
         compiled(R"(Index put requires the source and destination dtypes match)"), true},
        {Flavor::CrossDtype, compiled(R"(expected scalar type \w+ but found \w+)"), true},
        // conv, torch 1.13: Input type (float) and bias type (c10::BFloat16) should be the same
        {Flavor::CrossDtype,
         compiled(R"(Input type \([^)]*\) and (?:weight|bias) type \([^)]*\) should be the same)"),
         true},
        // other "expected ... found/got BFloat16" shapes (dot, addmm, sdpa)
        {Flavor::CrossDtype,
         compiled(R"([Ee]xpected\b.*\b(?:scalar type|dtypes?)\b.*\b(?:found|got)\b)"), true},
        {Flavor::CrossDtype, compiled(R"(\bdtypes (?:to )?match\b)"), true},
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

SignatureMatch matchLine(QStringView fullLine)
{
    SignatureMatch result;
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
QString canonicalOpReason(const SignatureMatch& match, const QString& fromType)
{
    QString type = ReasonText::exceptionType(fromType);
    if (type.isEmpty())
        type = QStringLiteral("RuntimeError");
    return QStringLiteral("%1: '%2' not implemented for 'BFloat16'").arg(type, match.op);
}

bool isQuotedOp(const SignatureMatch& match)
{
    static const QRegularExpression re = compiled(R"((['"])[^'"\s]+\1 not implemented for)");
    return match.flavor == Flavor::OpNotImplemented && !match.op.isEmpty()
        && re.match(match.line).hasMatch();
}

QString withDefaultType(const QString& line, Flavor flavor)
{
    if (ReasonText::exceptionTypeStart(line) >= 0)
        return line;
    // torch raises all of these as RuntimeError; numpy's refusal is a TypeError.
    const QString type = flavor == Flavor::NumpyConversion ? QStringLiteral("TypeError")
                                                           : QStringLiteral("RuntimeError");
    return type + QStringLiteral(": ") + line;
}

}  // namespace

Result<Flavor> Signatures::gate(const QString& reason)
{
    const SignatureMatch match = classify(reason);
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

SignatureMatch Signatures::classify(const QString& text)
{
    for (QStringView line : QStringView(text).split(u'\n', Qt::SkipEmptyParts)) {
        SignatureMatch match = matchLine(line);
        if (match.isMatch()) {
            match.namesBFloat16 = text.contains(kBFloat16);
            return match;
        }
    }
    SignatureMatch none;
    none.namesBFloat16 = text.contains(kBFloat16);
    return none;
}

SignatureMatch Signatures::classify(const QString& errorType, const QString& message)
{
    return classify(combined(errorType, message));
}

QString Signatures::canonicalReason(const QString& text)
{
    const SignatureMatch match = classify(text);
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

QString Signatures::canonicalReason(const QString& errorType, const QString& message)
{
    return canonicalReason(combined(errorType, message));
}

}  // namespace dtriage
