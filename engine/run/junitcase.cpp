// JUnitCase: one testcase of a pytest run as JUnitReader read it -- its outcome
// by name, the text that speaks for it, and what the runner's tags say.
#include "run/junitreader.h"

#include "yamlplan/reasontext.h"

namespace dtriage {
namespace {

using Outcome = JUnitCase::Outcome;
using LineSource = JUnitCase::LineSource;

struct OutcomeName {
    Outcome outcome;
    const char* name;
};

constexpr OutcomeName kOutcomeNames[] = {
    {Outcome::Passed, "passed"},   {Outcome::Failed, "failed"},   {Outcome::Errored, "errored"},
    {Outcome::Skipped, "skipped"}, {Outcome::XFailed, "xfailed"}, {Outcome::Unknown, "unknown"},
};

}  // namespace

QString JUnitCase::property(const QString& name) const
{
    for (const auto& [key, value] : properties) {
        if (key == name)
            return value;
    }
    return {};
}

std::optional<BringupClassifier::Category> JUnitCase::runnerCategory() const
{
    return tags && !runnerCopied ? BringupClassifier::fromBringupStatus(tags->bringupStatus()) : std::nullopt;
}

bool JUnitCase::errorMessageLeads() const
{
    const QString detail = errorMessage.trimmed();
    return !detail.isEmpty() && !message.contains(detail);
}

QString JUnitCase::errorText() const
{
    const bool lead = errorMessageLeads();
    for (const QString* text : {lead ? &errorMessage : &message, lead ? &message : &errorMessage, &text}) {
        if (!text->trimmed().isEmpty() && !ReasonText::isGeneric(*text))
            return *text;
    }
    return errorLine;
}

std::optional<YamlPlan::PytestOutcome> JUnitCase::pytestOutcome() const
{
    switch (outcome) {
    case Outcome::Passed:
        return YamlPlan::PytestOutcome::Passed;
    case Outcome::Failed:
        return YamlPlan::PytestOutcome::Failed;
    case Outcome::Errored:
        return YamlPlan::PytestOutcome::Errored;
    case Outcome::Skipped:
    case Outcome::XFailed:
        return YamlPlan::PytestOutcome::Skipped;
    case Outcome::Unknown:
        break;
    }
    return std::nullopt;
}

QString JUnitCase::outcomeName(Outcome outcome)
{
    for (const OutcomeName& entry : kOutcomeNames) {
        if (entry.outcome == outcome)
            return QString::fromLatin1(entry.name);
    }
    return QStringLiteral("unknown");
}

std::optional<JUnitCase::Outcome> JUnitCase::outcomeFromName(const QString& name)
{
    for (const OutcomeName& entry : kOutcomeNames) {
        if (name.trimmed().compare(QLatin1StringView(entry.name), Qt::CaseInsensitive) == 0)
            return entry.outcome;
    }
    return std::nullopt;
}

QString JUnitCase::lineSourceName(LineSource source)
{
    switch (source) {
    case LineSource::Property:
        return QStringLiteral("error_message");
    case LineSource::Message:
        return QStringLiteral("message");
    case LineSource::Text:
        return QStringLiteral("failure_text");
    case LineSource::Output:
        return QStringLiteral("captured_output");
    case LineSource::Log:
        return QStringLiteral("log");
    case LineSource::None:
        break;
    }
    return QStringLiteral("none");
}

}  // namespace dtriage
