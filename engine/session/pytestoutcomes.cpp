#include "session/pytestoutcomes.h"

#include "session/inferenceregression.h"

namespace dtriage {

QString PytestOutcomes::record(TriageRecord& record, const JUnitReport& report, const QStringList& keys,
                               const QStringList& inferenceKeys, const std::optional<ConfigFile>& inference)
{
    if (!inferenceKeys.isEmpty()) {
        record.inference.runs = InferenceRegression::judge(report, inferenceKeys, inference);
        for (const TriageRecord::InferenceRun& run : std::as_const(record.inference.runs))
            if (run.outcome == QLatin1String("not run") || run.outcome == QLatin1String("skipped"))
                record.review << tr("the inference test %1, which the loader fix reaches, did not run (%2): "
                                    "check it by hand").arg(run.key, run.outcome);
    }
    QStringList unknown;
    for (const QString& key : keys) {
        const JUnitCase found = report.outcomeFor(key);
        if (found.outcome == JUnitCase::Outcome::Unknown)
            unknown << key;
        for (TriageRecord::EntryResult& entry : record.entries) {
            if (entry.key == key) {
                entry.pytest = TriageRecord::Pytest::fromCase(found);
                break;
            }
        }
    }
    // Nothing not fully read is an outcome: no "pytest reported skipped" plan.
    if (unknown.isEmpty())
        return {};
    return tr("pytest's report holds no outcome for %1%2; nothing is planned")
        .arg(unknown.join(QStringLiteral(", ")), report.problem.isEmpty() ? QString() : tr(" (%1)").arg(report.problem));
}

void PytestOutcomes::runnerCannotStart(TriageRecord& record, const QString& summary)
{
    record.runnerUnavailable = summary;
    const QString notRun = tr("not run: the runner cannot start here");
    for (TriageRecord::EntryResult& entry : record.entries)
        if (entry.included)
            entry.pytest.note = notRun;
    // The review item ("verify on TT hardware: …") is the record's own, from runnerUnavailable.
}

}  // namespace dtriage
