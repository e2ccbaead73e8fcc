#pragma once
// The `tags` property tt-xla's test runner records for every model test
// (record_property("tags", {...}) in tests/runner/test_utils.py). pytest writes
// its str(), a Python dict literal:
//   {'test_name': 'test_all_models_torch', 'bringup_status': 'FAILED_RUNTIME',
//    'pcc': 0.97, 'pcc_threshold': 0.99, 'pcc_assertion_enabled': True, ...}
// tt-xla's own tools (promote_tests_from_xml.py) read it with ast.literal_eval
// and trust its bringup_status over any reading of the error text; so do we
// (docs/triage.md §2 step 7). The literal is read with the project's Python
// tokenizer: top-level keys and their scalar values; nested dicts and lists are
// stepped over, nothing in them is needed.
#include <QHash>
#include <QString>
#include <QVariant>

#include <optional>

namespace dtriage {

struct RunnerTags {
    // Every top-level entry whose value is a scalar: str, int, float, bool, None
    // (an invalid QVariant), and the scalars of a top-level dict one level down as
    // "outer.inner" ("failing_reason.name"). Keys in file order are not kept.
    QHash<QString, QVariant> scalars;

    // The runner's verdict, upper-case without an enum prefix ("FAILED_RUNTIME");
    // empty when the tags have none.
    QString bringupStatus() const;
    // The entry's YAML status as the runner resolved it ("NOT_SUPPORTED_SKIP");
    // empty when the tags have none.
    QString modelTestStatus() const;
    // failing_reason's name: nullopt when the tags have no failing_reason dict, an
    // empty string when its name is None (no exception, or one tt-xla's
    // FailingReasonsFinder did not classify).
    std::optional<QString> failingReasonName() const;
    std::optional<double> pcc() const;
    std::optional<double> pccThreshold() const;
    std::optional<bool> pccAssertionEnabled() const;
    // Whether every comparison the runner asserted passed (PCC when on, atol, allclose,
    // equal: comparison_evaluator.py); nullopt when not recorded.
    std::optional<bool> comparisonPassed() const;

    // nullopt when `literal` is not a Python dict literal (or nests too deep).
    static std::optional<RunnerTags> parse(const QString& literal);

private:
    // A True/False scalar ("true" as text too); nullopt when absent or otherwise.
    std::optional<bool> flag(const QString& name) const;
};

}  // namespace dtriage
