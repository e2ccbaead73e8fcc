#include "survey/surveyobservation.h"

#include "yamlchange/yamlchange.h"

#include "config/configfile.h"
#include "families/families.h"
#include "yamlplan/bringupclassifier.h"
#include "yamlplan/failuresignature.h"
#include "yamlplan/reasontext.h"

#include <QDir>

namespace dtriage {

std::optional<QString> SurveyObservation::reasonToRecord(const Surveyed& r)
{
    const QString line = r.outcome.errorLine();
    switch (r.found.kind) {
    case SurveyClass::Kind::Family: {
        const FailureFamily* family = Families::byId(r.found.family);
        if (!family || r.found.flavor.isEmpty())
            return std::nullopt;  // a family's stage without its words (unpack): nothing it would take
        const Result<Families::Gated> recorded = Families::gate(r.outcome.recordedReason);
        if (recorded && recorded->family == family && recorded->flavor == r.found.flavor)
            return std::nullopt;
        // Only what the family's own gate takes again: a reason that would take the
        // entry out of its family is not recorded.
        const QString reason = family->signature().canonicalReason(line);
        const Result<Families::Gated> again = Families::gate(reason);
        if (!again || again->family != family)
            return std::nullopt;
        return reason;
    }
    case SurveyClass::Kind::Other:
        if (SurveyClassifier::signatureOf(r.outcome.recordedReason) == r.found.signature)
            return std::nullopt;
        return ReasonText::oneLine(QString(line).replace(QDir::homePath(), QStringLiteral("~")));
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

Result<YamlChange> SurveyObservation::plan(const QString& trainingYaml, const QList<Surveyed>& results,
                                           const QString& displayRoot)
{
    const Result<ConfigFile> file = ConfigFile::load(trainingYaml);
    if (!file)
        return std::unexpected(file.error());
    // A failure the CPU step shows is a front-end failure: a bring-up status that
    // says otherwise (a TT compile or runtime failure) would contradict the reason.
    const QString frontEnd = BringupClassifier::bringupStatus(BringupClassifier::Category::FeCompilation);
    QList<EntryChange> changes;
    for (const Surveyed& r : results) {
        const std::optional<QString> reason = reasonToRecord(r);
        const Entry* entry = file->find(r.outcome.key);
        if (!reason || !entry)
            continue;
        EntryChange change{r.outcome.key, {{QStringLiteral("reason"), *reason}}, {}};
        const QString bringup = entry->scalar(QStringLiteral("bringup_status"));
        if (!bringup.isEmpty() && bringup != frontEnd)
            change.set << qMakePair(QStringLiteral("bringup_status"), frontEnd);
        changes << change;
    }
    if (changes.isEmpty())
        return fail(tr("nothing to record: every selected entry's reason already says what the survey saw, or it "
                       "passed on CPU, did not run or failed for this machine's environment"));
    return YamlChange::plan(*file, changes, displayRoot);
}

}  // namespace dtriage
