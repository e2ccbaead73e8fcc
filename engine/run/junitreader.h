#pragma once
// Reads the JUnit XML of a verify run (docs/triage.md §2 step 7) — ours, or one imported
// from a machine with TT hardware or a CI artifact — into one outcome per test
// key. The rule that matters: nothing that was not fully read is ever a pass.
// A missing, empty or garbage file is an Error; a file cut off mid-way is a
// report flagged `truncated` whose unread keys are Unknown. Either way the log
// stays the fallback for the error line ("unknown — see log").
#include "core/error.h"
#include "run/runnertags.h"
#include "yamlplan/bringupclassifier.h"
#include "yamlplan/yamlplan.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

namespace dtriage {

class ReadingMemo;

// One test key's result. Several <testcase> elements for one key (CI shards,
// a teardown error reported separately) are merged: the worst outcome wins.
struct JUnitCase {
    enum class Outcome {
        Passed,
        Failed,   // <failure>
        Errored,  // <error>: setup/teardown, collection
        Skipped,  // <skipped>, not an xfail
        XFailed,  // <skipped type="pytest.xfail">: the real outcome is hidden
        Unknown,  // not in the XML, or its element was cut off
    };
    // Where errorLine came from, most trustworthy first.
    enum class LineSource { None, Property, Message, Text, Output, Log };

    QString key;     // the test key: "speecht5/pytorch-Tts-single_device-training"
    QString nodeId;  // "tests/runner/test_models.py::test_all_models_torch[<key>]"
    QString function;  // "test_all_models_torch" (RunnerTestcase::functionOf)
    QString classname;
    QString name;
    Outcome outcome = Outcome::Unknown;
    QString errorType;     // the element's type= attribute, else the "Type:" of message
    QString message;       // the failure/error/skipped message= attribute
    // The runner's error_message property when it is the run's observation (its
    // runtime_reason: str(e), no type); empty when the runner copied the YAML's
    // reason into it (RunnerTestcase). The property itself stays in `properties`.
    QString errorMessage;
    QString text;          // the element's body (the traceback), bounded
    QString output;        // <system-out> and <system-err>, bounded
    QList<QPair<QString, QString>> properties;  // every <property>, in order
    double seconds = 0;

    QString errorLine;  // the line to quote (BringupClassifier::meaningfulLine)
    LineSource lineSource = LineSource::None;
    // The runner's `tags` property, when it recorded one that reads as a dict.
    std::optional<RunnerTags> tags;
    bool tagsUnreadable = false;  // the runner recorded a `tags` property that does not read as a dict
    // The tags' bring-up status was copied from the YAML (a NOT_SUPPORTED_SKIP or
    // NOT_STARTED entry): no verdict of this run (RunnerTestcase).
    bool runnerCopied = false;
    // The failure was the runner's closing pytest.xfail(<YAML reason>), read as
    // what the body did (RunnerTestcase).
    bool endedByXfail = false;
    // From the tags' bringup_status when it names a failure (the runner knows which
    // stage it reached), else from the error text (BringupClassifier::classify).
    BringupClassifier::Category category = BringupClassifier::Category::Unclassified;
    bool categoryFromTags = false;
    QString note;  // translated; why the outcome is Unknown, or why the text was cut

    bool isKnown() const { return outcome != Outcome::Unknown; }
    QString property(const QString& name) const;
    // The category the runner's tags name, if any and if the run decided it, not
    // the YAML (BringupClassifier::fromBringupStatus).
    std::optional<BringupClassifier::Category> runnerCategory() const;
    // pytest's message (the E line, with the exception's type) is the observation;
    // the runner's error_message leads only when it says what the message does not
    // (a diagnostic tt-xla's runner found in the output: "error: ...", out of memory).
    bool errorMessageLeads() const;
    // The text to hand YamlPlan as errorText: the first of the two above (in that
    // order) that is not generic ("Error code 13"), else the body.
    QString errorText() const;
    // YamlPlan's view: an xfail hides the real outcome (the run lacked --runxfail),
    // so it counts as a skip there, which flags the entry for review. Unknown has
    // no mapping on purpose: it must never be taken for anything.
    std::optional<YamlPlan::PytestOutcome> pytestOutcome() const;

    // "passed", "failed", "errored", "skipped", "xfailed", "unknown".
    static QString outcomeName(Outcome outcome);
    static std::optional<Outcome> outcomeFromName(const QString& name);
    static QString lineSourceName(LineSource source);
};

struct JUnitReport {
    QString source;          // the file read, or a label for bytes
    QList<JUnitCase> cases;  // one per key (keyless testcases are dropped), file order
    int suites = 0;          // <testsuite> elements seen
    int testcases = 0;       // <testcase> elements fully read, keyless ones included
    bool truncated = false;  // the XML broke off (or went bad) after it had started
    QString problem;         // translated; why `truncated`, or why it is unavailable
    QStringList notes;       // translated; what was repaired on the way (bad UTF-8)
    QString logText;         // the pytest log, for keys the XML cannot speak for
    // Keys the report holds only another function's testcase for (the op-by-op
    // test has the same ids): key -> that function. Never an outcome of the key.
    QHash<QString, QString> otherFunctions;

    // The case for `key`; a key the XML does not hold comes back Unknown with a
    // note and, when the log mentions it, the log's error line.
    JUnitCase outcomeFor(const QString& key) const;
    // What YamlPlan::plan() needs of `key`: its outcome (Unknown counts as a skip:
    // it must never pass for anything), error text, log section and the runner's
    // own verdict from its tags.
    YamlPlan::Observation observe(const QString& key) const;
    QStringList keys() const;
    // A report that knows nothing: every key Unknown, `why` as its note. For a
    // caller whose read() failed but who still owes the user one line per key.
    static JUnitReport unavailable(const QString& why, const QString& logText = {});
};

class JUnitReader {
    Q_DECLARE_TR_FUNCTIONS(JUnitReader)
public:
    // Bodies, outputs and properties keep this many characters: the head and the
    // tail, where pytest puts the "E   " lines. The cut is noted in JUnitCase::note.
    static constexpr qsizetype kMaxTextChars = 64 * 1024;

    static Result<JUnitReport> read(const QString& path, const QString& logText = {});
    // Several files of one run (a CI run's report_*.xml, one per parallel group) as
    // one report: a key in several is merged as within one file (the worst outcome
    // wins). A file that cannot be read makes the report `truncated` (its keys are
    // unknown, never passed); an error only when none can be read.
    static Result<JUnitReport> readAll(const QStringList& paths, const QString& logText = {});
    // What a case keeps of its bodies: Kept (the traceback and output, bounded: the
    // triage's evidence), or Dropped once its error line, category and notes are
    // read (the CI history's many large reports: a parse no larger than its verdicts).
    enum class Bodies { Kept, Dropped };
    // `memo`: what reading a testcase gives, kept across the reports of one reading
    // (a CI history's runs); none when null.
    static Result<JUnitReport> fromBytes(const QByteArray& xml, const QString& logText = {},
                                         const QString& source = {}, Bodies bodies = Bodies::Kept,
                                         ReadingMemo* memo = nullptr);

    // The key inside "test_all_models_torch[<key>]" (the last bracket pair);
    // empty for a name without parameters.
    static QString keyFromName(const QString& name);
    // The part of a pytest log about `key`: its failure section, else from its last
    // mention on; the whole log when it names no test node at all (a crash before
    // pytest reported anything); else empty.
    static QString logSection(const QString& logText, const QString& key);
};

}  // namespace dtriage
