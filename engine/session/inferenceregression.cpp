#include "session/inferenceregression.h"

namespace dtriage {
namespace {

QString outcomeName(const JUnitCase& found)
{
    switch (found.outcome) {
    case JUnitCase::Outcome::Passed:
        return QStringLiteral("passed");
    case JUnitCase::Outcome::Failed:
    case JUnitCase::Outcome::Errored:
        return found.category == BringupClassifier::Category::Numerics ? QStringLiteral("incorrect_result")
                                                                       : QStringLiteral("failed");
    case JUnitCase::Outcome::Skipped:
    case JUnitCase::Outcome::XFailed:
        return QStringLiteral("skipped");
    case JUnitCase::Outcome::Unknown:
        break;
    }
    return QStringLiteral("not run");
}

}  // namespace

QList<TriageRecord::InferenceRun> InferenceRegression::judge(const JUnitReport& junit, const QStringList& keys,
                                                             const std::optional<ConfigFile>& inference)
{
    QList<TriageRecord::InferenceRun> runs;
    for (const QString& key : keys) {
        const JUnitCase found = junit.outcomeFor(key);
        const Entry* entry = inference ? inference->find(key) : nullptr;
        TriageRecord::InferenceRun run;
        run.key = key;
        run.expected = entry ? entry->status() : QStringLiteral("UNSPECIFIED");
        run.outcome = outcomeName(found);
        if (run.outcome == QLatin1String("failed") || run.outcome == QLatin1String("incorrect_result"))
            run.error = found.errorLine;
        const bool expectsPass = run.expected == QLatin1String("EXPECTED_PASSING")
            || run.expected == QLatin1String("UNSPECIFIED");
        run.regressed = expectsPass && run.outcome == QLatin1String("failed");
        runs << run;
    }
    return runs;
}

}  // namespace dtriage
