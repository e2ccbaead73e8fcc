#pragma once
// The `tags` property tt-xla's test runner records for every model test
// (record_property("tags", {...}) in tests/runner/test_utils.py). pytest writes
// its str(), a Python dict literal:
//   {'test_name': 'test_all_models_torch', 'bringup_status': 'FAILED_RUNTIME',
//    'pcc': 0.97, 'pcc_threshold': 0.99, 'pcc_assertion_enabled': True, ...}
// tt-xla's own tools (promote_tests_from_xml.py) read it with ast.literal_eval
// and trust its bringup_status over any reading of the error text; so do we
// (docs/triage.md §2 step 7).
//
// Every testcase of every CI report carries one (200,000 in a month of runs), so
// the literal is read by a purpose-built scanner of Python's literal syntax, not
// the loader tokenizer: parse() checks the whole literal and notes where each
// scalar lies; a value is decoded only when asked for, but for bringup_status,
// model_test_status and the PCC figures, which every testcase is asked for (decoded
// once). Top-level keys and their scalar values are kept; nested containers are
// checked and stepped over, but for one level of a dict ("failing_reason.name").
#include <QList>
#include <QString>
#include <QStringView>
#include <QVariant>

#include <optional>

namespace dtriage {

class RunnerTags {
public:
    // A top-level entry whose value is a scalar: str, int, float, bool, None (an
    // invalid QVariant); or the scalar of a top-level dict one level down, named
    // "outer.inner" ("failing_reason.name"). An invalid QVariant when absent.
    // A key given twice: its later scalar (a later container does not replace it).
    QVariant value(QStringView name) const;
    bool contains(QStringView name) const;

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
    // What the parse holds beside its literal, in bytes (a memo weighs what it keeps).
    qsizetype parsedBytes() const;

    // Where a key or a scalar lies in the literal: [begin, end) of its tokens.
    struct Span {
        qsizetype begin = 0;
        qsizetype end = 0;
        bool plain = false;  // a key that is one 'literal' without prefix or escape: compared in place
    };
    enum class Kind : quint8 { None, Bool, Number, String };
    struct Slot {
        Span key;
        Span value;
        Kind kind = Kind::None;
        int outer = -1;  // the top-level key's slot of a nested dict's scalar; -1: top level
    };

private:
    const Slot* find(QStringView name) const;
    bool keyIs(const Slot& slot, QStringView name) const;
    QString keyOf(const Span& span) const;
    // A True/False scalar ("true" as text too); nullopt when absent or otherwise.
    std::optional<bool> flag(QStringView name) const;

    QString m_literal;   // shared with the property it came from
    QList<Slot> m_slots; // file order
    QList<Span> m_outers;  // the keys of top-level dicts whose scalars are kept
    QString m_bringupStatus;     // bringupStatus(), decoded by parse()
    QString m_modelTestStatus;   // modelTestStatus(), decoded by parse()
    std::optional<double> m_pcc;           // pcc(), decoded by parse()
    std::optional<double> m_pccThreshold;  // pccThreshold(), decoded by parse()
    std::optional<bool> m_pccAssertionEnabled;  // pccAssertionEnabled(), decoded by parse()
};

}  // namespace dtriage
