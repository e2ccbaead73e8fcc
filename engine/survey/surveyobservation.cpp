#include "survey/surveyobservation.h"

#include "config/configfile.h"
#include "families/families.h"
#include "triage/failuresignature.h"

namespace dtriage {

std::optional<QString> SurveyObservation::reasonToRecord(const Surveyed& r)
{
    const QString line = r.outcome.errorLine();
    switch (r.found.kind) {
    case SurveyClass::Kind::Family: {
        const FailureFamily* family = Families::byId(r.found.family);
        if (!family)
            return std::nullopt;
        const Result<Families::Gated> recorded = Families::gate(r.outcome.recordedReason);
        if (recorded && recorded->family == family && recorded->flavor == r.found.flavor)
            return std::nullopt;
        return family->signature().canonicalReason(line);
    }
    case SurveyClass::Kind::Other:
        if (SurveyClassifier::signatureOf(r.outcome.recordedReason) == r.found.signature)
            return std::nullopt;
        return line.section(u'\n', 0, 0).trimmed();
    case SurveyClass::Kind::Passes:
    case SurveyClass::Kind::Environment:
    case SurveyClass::Kind::NotRun:
        break;
    }
    return std::nullopt;
}

const FailureFamily* SurveyObservation::triageFamily(const Surveyed& r)
{
    const Result<Families::Gated> recorded = Families::gate(r.outcome.recordedReason);
    if (!recorded)
        return nullptr;
    if (r.found.kind == SurveyClass::Kind::Passes)
        return recorded->family;
    if (r.found.kind == SurveyClass::Kind::Family && recorded->family->id() == r.found.family)
        return recorded->family;
    return nullptr;
}

Result<ConfigEdit> SurveyObservation::plan(const QString& trainingYaml, const QList<Surveyed>& results,
                                           const QString& displayRoot)
{
    QList<EntryChange> changes;
    for (const Surveyed& r : results)
        if (const std::optional<QString> reason = reasonToRecord(r))
            changes << EntryChange{r.outcome.key, {{QStringLiteral("reason"), *reason}}, {}};
    if (changes.isEmpty())
        return fail(tr("nothing to record: every selected entry's reason already says what the survey saw, or it "
                       "passed on CPU, did not run or failed for this machine's environment"));
    const Result<ConfigFile> file = ConfigFile::load(trainingYaml);
    if (!file)
        return std::unexpected(file.error());
    return ConfigEditor::planAll(*file, changes, displayRoot);
}

}  // namespace dtriage
