#include "survey/surveyclassifier.h"

#include "checkout/testkey.h"
#include "families/families.h"
#include "survey/environmentcause.h"
#include "yamlplan/failuresignature.h"

#include <QRegularExpression>

namespace dtriage {
namespace {

// The family whose gate takes the CPU error, as it is or in the family's canonical
// words (torch 1.13's bare "mat1 and mat2 must have the same dtype" names no dtype;
// the bfloat16 family's canonical reason does, as torch 2.x words it).
std::optional<Families::Gated> familyOf(const QString& line)
{
    if (const Result<Families::Gated> gated = Families::gate(line))
        return *gated;
    for (const FailureFamily* family : Families::all()) {
        const Result<QString> flavor = family->gate(family->signature().canonicalReason(line));
        if (flavor)
            return Families::Gated{family, *flavor};
    }
    return std::nullopt;
}

// The outcome's loader frame is outside its own model folder (a module the loaders
// share, or another model's), so every loader that imports it fails there alike.
bool isSharedFrame(const SurveyOutcome& outcome)
{
    if (outcome.frame.isEmpty())
        return false;
    const auto key = TestKey::parse(outcome.key);
    const QString own = key ? key->modelPath.section(u'/', 0, 0) + u'/' : QString();
    return own.size() <= 1 || !outcome.frame.startsWith(own);
}

}  // namespace

QString SurveyClass::name() const
{
    switch (kind) {
    case Kind::Family:
        return flavor.isEmpty() ? family : QStringLiteral("%1/%2").arg(family, flavor);
    case Kind::Passes:
        return QStringLiteral("passes");
    case Kind::Environment:
        return QStringLiteral("environment");
    case Kind::Other:
        return QStringLiteral("other");
    case Kind::NotRun:
        break;
    }
    return QStringLiteral("not run");
}

bool SurveyClass::contradicts(const QString& recordedReason) const
{
    const Result<Families::Gated> recorded = Families::gate(recordedReason);
    if (kind == Kind::Passes || kind == Kind::Other)
        return recorded.has_value();  // the family's failure no longer happens on CPU
    if (kind == Kind::Family)
        return !recorded || recorded->family->id() != family;
    return false;  // an environment failure can hide the family's: it contradicts nothing
}

bool SurveyClassifier::isEnvironment(const SurveyOutcome& outcome)
{
    return !EnvironmentCause::of(outcome.errorType, outcome.message).isEmpty();
}

QString SurveyClassifier::signatureOf(const QString& errorLine)
{
    static const QRegularExpression address(QStringLiteral(R"(\b0x[0-9a-fA-F]+\b)"));
    static const QRegularExpression path(QStringLiteral(R"((?:[A-Za-z]:)?(?:/[\w.\-]+){2,})"));
    static const QRegularExpression dims(QStringLiteral(R"(\b\d+(?:x\d+)+\b)"));  // "8x16"
    // Not a name's digits ("conv2d", "BFloat16"): only numbers standing on their own.
    static const QRegularExpression number(QStringLiteral(R"((?<![\w.])\d+(?:\.\d+)?(?![\w]))"));
    // A hub repository's id ("'microsoft/speecht5_tts'"), quoted or not after a URL's host.
    static const QRegularExpression repoId(QStringLiteral(R"((?<=['"/ ])[\w.\-]+/[\w.\-]+(?=['" .:,]|$))"));
    static const QRegularExpression spaces(QStringLiteral(R"(\s+)"));
    QString masked = errorLine.section(u'\n', 0, 0).trimmed();
    masked.replace(address, QStringLiteral("0x…"));
    masked.replace(path, QStringLiteral("<path>"));
    masked.replace(repoId, QStringLiteral("<id>"));
    masked.replace(dims, QStringLiteral("NxN"));
    masked.replace(number, QStringLiteral("N"));
    masked.replace(spaces, QStringLiteral(" "));
    return masked;
}

SurveyClass SurveyClassifier::classify(const SurveyOutcome& outcome)
{
    SurveyClass found;
    if (!outcome.ran) {
        found.signature = outcome.problem;
        return found;
    }
    if (outcome.passes) {
        found.kind = SurveyClass::Kind::Passes;
        return found;
    }
    const QString line = outcome.errorLine();
    // One cluster per cause, whatever model or URL the message names.
    if (const QString cause = EnvironmentCause::of(outcome.errorType, outcome.message); !cause.isEmpty()) {
        found.kind = SurveyClass::Kind::Environment;
        found.signature = cause;
        // An import that fails in a module the loaders share (tools/utils.py) is one
        // failure of that module's, whichever loader reached it first: named by it.
        if (outcome.stage == QLatin1String("import") && isSharedFrame(outcome))
            found.signature = QStringLiteral("%1, at %2").arg(cause, outcome.frame);
        return found;
    }
    // A stage a family owns (unpack_forward_output raised): its, whatever the words.
    for (const FailureFamily* family : Families::all()) {
        if (!family->ownsStage(outcome.stage))
            continue;
        const Result<QString> flavor = family->gate(line);
        found.kind = SurveyClass::Kind::Family;
        found.family = family->id();
        found.flavor = flavor ? *flavor : QString();
        return found;
    }
    if (const std::optional<Families::Gated> gated = familyOf(line)) {
        found.kind = SurveyClass::Kind::Family;
        found.family = gated->family->id();
        found.flavor = gated->flavor;
        return found;
    }
    found.kind = SurveyClass::Kind::Other;
    found.signature = signatureOf(line);
    // A module the loaders share that fails on import (not for a missing package):
    // one cluster named by that module and line too.
    if (outcome.stage == QLatin1String("import") && isSharedFrame(outcome))
        found.signature = QStringLiteral("%1, at %2").arg(found.signature, outcome.frame);
    return found;
}

}  // namespace dtriage
