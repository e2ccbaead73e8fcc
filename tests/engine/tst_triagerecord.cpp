// TriageRecord: the JSON a crashed session reopens from (every field, stable
// names, exact round trip, clear errors), and the helpers that turn the engine's
// YamlPlan and JUnitCase values into what the report shows.
#include "config/configfile.h"
#include "record/triagerecord.h"
#include "run/junitreader.h"
#include "yamlplan/hardrules.h"
#include "yamlplan/yamlplan.h"
#include "families/dtype/gate/dtypesignature.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace dtriage;
using Record = TriageRecord;

namespace {

const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kDetr50 = QStringLiteral("detr/pytorch-ResNet50-single_device-training");
const QString kDla2x = QStringLiteral("centernet/pytorch-Dla2x_Coco-single_device-training");
const QString kTtir = QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique");
const QString kMat1Reason = QStringLiteral(
    "RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16");

std::optional<ConfigFile> demoTrainingYaml()
{
    Result<ConfigFile> file = ConfigFile::load(QStringLiteral(DTRIAGE_DEMO_DIR "/")
                                               + HardRules::trainingConfigPath());
    return file ? std::optional<ConfigFile>(*file) : std::nullopt;
}

JUnitReport junit(const char* name)
{
    const Result<JUnitReport> report =
        JUnitReader::read(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/") + QLatin1StringView(name));
    return report ? *report : JUnitReport{};
}

// Every field set to something other than its default, every enum off its default.
Record fullRecord()
{
    Record r;
    r.key = kSpeecht5;
    r.modelInfoName = QStringLiteral("pytorch_SpeechT5_Tts_mm_tts_huggingface");
    r.variant = QStringLiteral("Tts");
    r.loaderPath = QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py");
    r.configPath = HardRules::trainingConfigPath();
    r.batchSize = QStringLiteral("2, from the runner's DEFAULT_TRAINING_BATCH_SIZE");
    r.python = QStringLiteral("/usr/bin/python3 (torch 1.13.1, from PATH)");
    r.flavor = QStringLiteral("cross_dtype");
    r.gateReason = kMat1Reason;
    r.decision = QStringLiteral("escalate");
    r.fix = {Record::Fix::Result::NewError, QStringLiteral("speecht5/pytorch/loader.py"), 119,
             QStringLiteral("add_dtype"), QStringLiteral("add dtype=dtype_override to torch.zeros(...)"),
             QStringLiteral("x = torch.zeros((1, 1, 8))"),
             QStringLiteral("x = torch.zeros(\n    (1, 1, 8), dtype=dtype_override\n)"),
             QStringLiteral("black 23.1.0"), QStringLiteral("checkout"), QStringLiteral("22.3.0"),
             QStringLiteral("third_party/tt_forge_models/.pre-commit-config.yaml"), QStringLiteral("the only float32 input"),
             QStringLiteral("TypeError: unsupported operand \"é\" — ünïcode"),
             QStringLiteral("training_utils.py"),
             QStringLiteral("delete _register_attr(\"MgpstrModelOutput\", \"logits\") from training_utils.py")};
    Record::EntryResult e;
    e.key = kSpeecht5;
    e.variant = QStringLiteral("Tts");
    e.modelInfoName = r.modelInfoName;
    e.included = false;
    e.scopeNote = QStringLiteral("note");
    const QString bf16 = QStringLiteral("bf16");
    const QString fp32 = QStringLiteral("fp32");
    e.cpuBefore = {{{bf16, Record::CpuPhase::Result::Failed, QStringLiteral("RuntimeError: a"),
                     QStringLiteral("src/model.py:61"),
                     {{QStringLiteral("decoder_input_values"), QStringLiteral("torch.float32"),
                       QStringLiteral("(1, 1, 8)")}}},
                    {fp32, Record::CpuPhase::Result::Ok, {}, {}, {}}}};
    e.cpuAfter = {{{bf16, Record::CpuPhase::Result::Ok, {}, {}, {}},
                   {fp32, Record::CpuPhase::Result::Failed, QStringLiteral("IndexError: b"), {}, {}}}};
    e.pytest = {JUnitCase::Outcome::XFailed, kTtir, QStringLiteral("ttmlir_compilation"),
                QStringLiteral("FAILED_TTMLIR_COMPILATION"), QStringLiteral("a note")};
    e.yaml = {QStringLiteral("C"), QStringLiteral("status: KNOWN_FAILURE_XFAIL"),
              {QStringLiteral("NOT_SUPPORTED_SKIP"), QStringLiteral("FAILED_FE_COMPILATION"), kMat1Reason, {}},
              {QStringLiteral("EXPECTED_PASSING"), {}, {}, QStringLiteral("false")},
              true, true, true, QStringLiteral("look"), true, QStringLiteral("error: observed")};
    r.entries = {e, e};
    r.entries[1].key = kDetr50;
    r.junitSource = QStringLiteral("ci/junit.xml");
    r.junitImported = true;
    r.inference = {true, false,
                   {{QStringLiteral("speecht5/pytorch-Tts-single_device-inference"),
                     QStringLiteral("KNOWN_FAILURE_XFAIL"), kMat1Reason, QStringLiteral("passes now")}},
                   {{QStringLiteral("speecht5/pytorch-Tts-single_device-inference"), QStringLiteral("EXPECTED_PASSING"),
                     QStringLiteral("failed"), QStringLiteral("RuntimeError: boom"), true}}};
    r.review = {QStringLiteral("record-level item")};
    r.loaderDiff = QStringLiteral("--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n");
    r.companionDiff = QStringLiteral("--- a/y\n+++ b/y\n@@ -1 +0,0 @@\n-c\n");
    r.yamlDiff = QStringLiteral("--- a/y\n+++ b/y\n@@ -1 +1 @@\n-c\n+d\n");
    r.state = Record::State::Stopped;
    r.stateNote = QStringLiteral("escalated");
    r.started = QDateTime(QDate(2026, 5, 12), QTime(10, 0, 0, 123), Qt::UTC);
    r.updated = QDateTime(QDate(2026, 5, 12), QTime(12, 1, 2, 5), Qt::OffsetFromUTC, 7200);
    r.finished = r.updated.addSecs(60);
    return r;
}

QByteArray jsonBytes(const Record& record)
{
    return QJsonDocument(record.toJson()).toJson();
}

Result<Record> throughBytes(const Record& record)
{
    return Record::fromJson(QJsonDocument::fromJson(jsonBytes(record)).object());
}

QStringList sortedKeys(const QJsonObject& object)
{
    QStringList keys = object.keys();
    std::sort(keys.begin(), keys.end());
    return keys;
}

QJsonObject minimal()
{
    return {{QStringLiteral("schema"), 1},
            {QStringLiteral("key"), QStringLiteral("k-single_device-training")},
            {QStringLiteral("state"), QStringLiteral("in_progress")}};
}

}  // namespace

class TestTriageRecord : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fullRoundTrip();
    void defaultRoundTrip();
    void inProgressReopens();
    void stableFieldNames();
    void minimalDefaults();
    void schemaOneCpuRuns();
    void fromJsonErrors_data();
    void fromJsonErrors();
    void yamlStateFromPlanBranchB();
    void yamlStateFromPlanPassed();
    void yamlStateFromNoOpPlan();
    void pytestFromCase();
    void reviewItems();
    void valueHelpers();
    void ciRunRoundTrip();
};

void TestTriageRecord::fullRoundTrip()
{
    const Record original = fullRecord();
    const Result<Record> back = throughBytes(original);
    QVERIFY2(back, back ? "" : qPrintable(back.error().toString()));
    QVERIFY(*back == original);
    QCOMPARE(back->toJson(), original.toJson());
    QCOMPARE(back->fix.newError, original.fix.newError);  // non-ASCII survives
    QCOMPARE(back->started.time().msec(), 123);
    QCOMPARE(back->updated, original.updated);  // same instant, any offset
}

void TestTriageRecord::defaultRoundTrip()
{
    Record record;
    record.key = QStringLiteral("k-single_device-training");
    const Result<Record> back = throughBytes(record);
    QVERIFY(back);
    QVERIFY(*back == record);
}

// Saved after the fix landed, before pytest: what a crashed session finds.
void TestTriageRecord::inProgressReopens()
{
    Record record;
    record.key = kSpeecht5;
    record.flavor = QStringLiteral("cross_dtype");
    record.decision = QStringLiteral("proceed");
    record.fix.result = Record::Fix::Result::Works;
    record.fix.file = QStringLiteral("speecht5/pytorch/loader.py");
    record.fix.line = 119;
    Record::EntryResult entry;
    entry.key = kSpeecht5;
    entry.cpuBefore.phase(QStringLiteral("bf16")).result = Record::CpuPhase::Result::Failed;
    entry.cpuBefore.phase(QStringLiteral("fp32")).result = Record::CpuPhase::Result::Ok;
    record.entries = {entry};
    record.stateNote = QStringLiteral("waiting for pytest");
    record.started = QDateTime(QDate(2026, 5, 12), QTime(9, 0), Qt::UTC);

    const Result<Record> back = throughBytes(record);
    QVERIFY(back);
    QVERIFY(*back == record);
    QCOMPARE(back->state, Record::State::InProgress);
    QVERIFY(back->loaderEditUncommitted());
    QCOMPARE(back->entries.first().cpuAfter.summary(), QStringLiteral("—"));
    // Nothing planned yet, so an unknown pytest outcome is not a review item yet.
    QVERIFY(back->reviewItems().isEmpty());
    QVERIFY(!back->entries.first().needsReview());
}

void TestTriageRecord::stableFieldNames()
{
    const QJsonObject json = fullRecord().toJson();
    QCOMPARE(sortedKeys(json),
             QStringList({"batch_size", "config_path", "decision", "entries", "family", "finished", "fix", "flavor",
                          "gate_reason", "inference", "junit", "key", "loader_path",
                          "model_info_name", "patches", "probe_source", "python", "review", "schema", "started", "state",
                          "state_note", "updated", "variant"}));
    QCOMPARE(json.value(QStringLiteral("schema")).toInt(), Record::kSchema);
    QCOMPARE(json.value(QStringLiteral("decision")).toString(), QStringLiteral("escalate"));
    QCOMPARE(json.value(QStringLiteral("state")).toString(), QStringLiteral("stopped"));
    QCOMPARE(json.value(QStringLiteral("started")).toString(), QStringLiteral("2026-05-12T10:00:00.123Z"));
    QCOMPARE(json.value(QStringLiteral("updated")).toString(), QStringLiteral("2026-05-12T10:01:02.005Z"));
    QCOMPARE(sortedKeys(json.value(QStringLiteral("fix")).toObject()),
             QStringList({"after", "before", "black_pin", "black_pin_file", "companion_edit", "companion_file", "edit",
                          "file", "formatter", "formatter_from", "kind", "line", "new_error", "result", "why"}));
    QCOMPARE(json.value(QStringLiteral("fix")).toObject().value(QStringLiteral("result")).toString(),
             QStringLiteral("new_error"));
    const QJsonObject entry = json.value(QStringLiteral("entries")).toArray().first().toObject();
    QCOMPARE(sortedKeys(entry),
             QStringList({"cpu_after", "cpu_before", "included", "key", "model_info_name", "pytest",
                          "scope_note", "variant", "yaml"}));
    const QJsonArray phases = entry.value(QStringLiteral("cpu_before")).toObject()
                                  .value(QStringLiteral("phases")).toArray();
    QCOMPARE(phases.size(), 2);
    const QJsonObject bf16 = phases.first().toObject();
    QCOMPARE(sortedKeys(bf16), QStringList({"dump", "error_line", "name", "result", "where"}));
    QCOMPARE(bf16.value(QStringLiteral("name")).toString(), QStringLiteral("bf16"));
    QCOMPARE(sortedKeys(bf16.value(QStringLiteral("dump")).toArray().first().toObject()),
             QStringList({"dtype", "label", "shape"}));
    QCOMPARE(sortedKeys(entry.value(QStringLiteral("pytest")).toObject()),
             QStringList({"category", "error_line", "note", "outcome", "runner_bringup_status"}));
    QCOMPARE(entry.value(QStringLiteral("pytest")).toObject().value(QStringLiteral("outcome")).toString(),
             QStringLiteral("xfailed"));
    const QJsonObject yaml = entry.value(QStringLiteral("yaml")).toObject();
    QCOMPARE(sortedKeys(yaml),
             QStringList({"after", "before", "branch", "change", "changed", "needs_review",
                          "observed_error", "revert_fix", "review_reason", "written"}));
    QCOMPARE(sortedKeys(yaml.value(QStringLiteral("before")).toObject()),
             QStringList({"assert_pcc", "bringup_status", "reason", "status"}));
    QCOMPARE(sortedKeys(json.value(QStringLiteral("inference")).toObject()),
             QStringList({"checked", "runs", "stale", "untouched"}));
    QCOMPARE(sortedKeys(json.value(QStringLiteral("inference")).toObject()
                            .value(QStringLiteral("stale")).toArray().first().toObject()),
             QStringList({"key", "reason", "status", "why"}));
    QCOMPARE(sortedKeys(json.value(QStringLiteral("junit")).toObject()),
             QStringList({"imported", "source"}));
    QCOMPARE(sortedKeys(json.value(QStringLiteral("patches")).toObject()),
             QStringList({"companion", "loader", "yaml"}));
}

// A record saved before the families (schema 1): its CPU runs were a "bf16" and an
// "fp32" object, its unclassified flavor "none". Both still read, as named phases.
void TestTriageRecord::schemaOneCpuRuns()
{
    QJsonObject json = minimal();
    json.insert(QStringLiteral("flavor"), QStringLiteral("none"));
    json.insert(QStringLiteral("decision"), QStringLiteral("stale"));
    const QJsonObject failed{{QStringLiteral("result"), QStringLiteral("failed")},
                             {QStringLiteral("error_line"), QStringLiteral("RuntimeError: a")}};
    const QJsonObject ok{{QStringLiteral("result"), QStringLiteral("ok")}};
    json.insert(QStringLiteral("entries"),
                QJsonArray{QJsonObject{{QStringLiteral("key"), QStringLiteral("k-single_device-training")},
                                       {QStringLiteral("cpu_before"),
                                        QJsonObject{{QStringLiteral("bf16"), failed}, {QStringLiteral("fp32"), ok}}}}});
    const Result<Record> record = Record::fromJson(json);
    QVERIFY2(record, qPrintable(record ? QString() : record.error().toString()));
    QVERIFY(record->flavor.isEmpty());
    QCOMPARE(record->decision, QStringLiteral("stale"));
    const Record::CpuRun& before = record->entries.first().cpuBefore;
    QCOMPARE(before.phases.size(), 2);
    QCOMPARE(before.first().name, QStringLiteral("bf16"));
    QCOMPARE(before.first().errorLine, QStringLiteral("RuntimeError: a"));
    QCOMPARE(before.summary(), QStringLiteral("bf16 failed, fp32 ok"));
    QVERIFY(!record->entries.first().cpuAfter.ran());
    QVERIFY(record->entries.first().cpuAfter.phases.isEmpty());
    // Written again, it is the current schema and reads back the same.
    QCOMPARE(Record::fromJson(record->toJson()).value(), *record);
}

void TestTriageRecord::minimalDefaults()
{
    const Result<Record> record = Record::fromJson(minimal());
    QVERIFY(record);
    QVERIFY(record->flavor.isEmpty());
    QVERIFY(record->decision.isEmpty());
    QCOMPARE(record->fix.result, Record::Fix::Result::NotAttempted);
    QVERIFY(record->entries.isEmpty());
    QVERIFY(record->inference.untouched);
    QVERIFY(!record->inference.checked);
    QVERIFY(!record->started.isValid());
    QCOMPARE(record->state, Record::State::InProgress);
}

void TestTriageRecord::fromJsonErrors_data()
{
    QTest::addColumn<QJsonObject>("json");
    QTest::addColumn<QString>("says");

    const auto with = [](const char* field, const QJsonValue& value) {
        QJsonObject json = minimal();
        json.insert(QLatin1StringView(field), value);
        return json;
    };
    const auto entryWith = [&](const char* field, const QJsonValue& value) {
        QJsonObject entry{{QStringLiteral("key"), QStringLiteral("e")}};
        entry.insert(QLatin1StringView(field), value);
        return with("entries", QJsonArray{entry});
    };
    QJsonObject noSchema = minimal();
    noSchema.remove(QStringLiteral("schema"));
    QTest::newRow("no schema") << noSchema << QStringLiteral("schema 0");
    QTest::newRow("newer schema") << with("schema", Record::kSchema + 1)
                                  << QStringLiteral("schema %1").arg(Record::kSchema + 1);
    QTest::newRow("no key") << with("key", QString()) << QStringLiteral("no key");
    QTest::newRow("state") << with("state", QStringLiteral("exploded")) << QStringLiteral("\"exploded\"");
    QTest::newRow("fix result")
        << with("fix", QJsonObject{{QStringLiteral("result"), QStringLiteral("maybe")}})
        << QStringLiteral("\"maybe\"");
    QTest::newRow("time") << with("started", QStringLiteral("yesterday")) << QStringLiteral("yesterday");
    QTest::newRow("entry without key") << with("entries", QJsonArray{QJsonObject{}})
                                       << QStringLiteral("an entry has no key");
    QTest::newRow("cpu result")
        << entryWith("cpu_before", QJsonObject{{QStringLiteral("bf16"),
                                                QJsonObject{{QStringLiteral("result"), QStringLiteral("meh")}}}})
        << QStringLiteral("\"meh\"");
    QTest::newRow("outcome")
        << entryWith("pytest", QJsonObject{{QStringLiteral("outcome"), QStringLiteral("xpassed")}})
        << QStringLiteral("\"xpassed\"");
}

void TestTriageRecord::fromJsonErrors()
{
    QFETCH(QJsonObject, json);
    QFETCH(QString, says);
    const Result<Record> record = Record::fromJson(json);
    QVERIFY(!record);
    QVERIFY2(record.error().message.contains(says), qPrintable(record.error().message));
}

// Case a for real: the demo YAML entry, the real JUnit case, YamlPlan branch B.
void TestTriageRecord::yamlStateFromPlanBranchB()
{
    const std::optional<ConfigFile> yaml = demoTrainingYaml();
    QVERIFY(yaml);
    const Entry& entry = *yaml->find(kSpeecht5);
    const JUnitCase c = junit("demo_after_speecht5_fix.xml").outcomeFor(kSpeecht5);
    const YamlPlan plan = YamlPlan::branchB(DtypeSignature{}, entry, *c.pytestOutcome(), c.errorText(), {});
    const Record::YamlState state = Record::YamlState::fromPlan(entry, plan);
    QCOMPARE(state.branch, QStringLiteral("B"));
    QVERIFY(state.changed);
    QVERIFY(!state.written);
    QVERIFY(!state.needsReview);
    QCOMPARE(state.before, (Record::YamlFields{QStringLiteral("NOT_SUPPORTED_SKIP"),
                                               QStringLiteral("FAILED_FE_COMPILATION"), kMat1Reason, {}}));
    QCOMPARE(state.after, (Record::YamlFields{QStringLiteral("KNOWN_FAILURE_XFAIL"),
                                              QStringLiteral("FAILED_TTMLIR_COMPILATION"), kTtir, {}}));
    QCOMPARE(state.change, QStringLiteral("status: KNOWN_FAILURE_XFAIL, bringup_status: "
                                          "FAILED_TTMLIR_COMPILATION, reason: \"%1\"").arg(kTtir));
    QCOMPARE(state.after.state(), QStringLiteral("KNOWN_FAILURE_XFAIL, FAILED_TTMLIR_COMPILATION"));
}

void TestTriageRecord::yamlStateFromPlanPassed()
{
    const std::optional<ConfigFile> yaml = demoTrainingYaml();
    QVERIFY(yaml);
    const Entry& entry = *yaml->find(QStringLiteral("detr/pytorch-ResNet101-single_device-training"));
    const YamlPlan plan = YamlPlan::branchB(DtypeSignature{}, entry, YamlPlan::PytestOutcome::Failed,
        QStringLiteral("PCC comparison failed. Calculated: PCC = 0.8703. Required: PCC = 0.99."), {});
    const Record::YamlState state = Record::YamlState::fromPlan(entry, plan);
    QCOMPARE(state.after, (Record::YamlFields{QStringLiteral("EXPECTED_PASSING"), {}, {},
                                              QStringLiteral("false")}));
    QCOMPARE(state.after.full(), QStringLiteral("EXPECTED_PASSING, assert_pcc: false"));
    QCOMPARE(state.change, QStringLiteral("status: EXPECTED_PASSING, assert_pcc: false, "
                                          "-bringup_status, -reason"));
}

void TestTriageRecord::yamlStateFromNoOpPlan()
{
    const std::optional<ConfigFile> yaml = demoTrainingYaml();
    QVERIFY(yaml);
    const Entry& entry = *yaml->find(kDla2x);
    const YamlPlan plan =
        YamlPlan::branchA(DtypeSignature{}, entry, QStringLiteral("RuntimeError: 'cdist' not implemented for 'BFloat16'"));
    const Record::YamlState state = Record::YamlState::fromPlan(entry, plan);
    QCOMPARE(state.branch, QStringLiteral("A"));
    QVERIFY(!state.changed);
    QVERIFY(state.change.isEmpty());
    QCOMPARE(state.after, state.before);
}

void TestTriageRecord::pytestFromCase()
{
    const JUnitReport report = junit("demo_after_all_fixes.xml");
    const Record::Pytest failed = Record::Pytest::fromCase(report.outcomeFor(kSpeecht5));
    QCOMPARE(failed.outcome, JUnitCase::Outcome::Failed);
    QCOMPARE(failed.errorLine, kTtir);
    QCOMPARE(failed.category, QStringLiteral("ttmlir_compilation"));
    const Record::Pytest passed = Record::Pytest::fromCase(report.outcomeFor(kDetr50));
    QCOMPARE(passed.outcome, JUnitCase::Outcome::Passed);
    QVERIFY(passed.category.isEmpty());
    QVERIFY(passed.errorLine.isEmpty());
    const Record::Pytest missing =
        Record::Pytest::fromCase(report.outcomeFor(QStringLiteral("nope-single_device-training")));
    QCOMPARE(missing.outcome, JUnitCase::Outcome::Unknown);
    QVERIFY(missing.note.contains(QStringLiteral("not in the JUnit XML")));
}

void TestTriageRecord::reviewItems()
{
    Record record;
    record.key = kDetr50;
    record.review = {QStringLiteral("the formatter changed two lines")};
    Record::EntryResult flagged;
    flagged.key = kDetr50;
    flagged.yaml.branch = QStringLiteral("B");
    flagged.yaml.needsReview = true;
    flagged.yaml.reviewReason = QStringLiteral("pytest reported skipped");
    Record::EntryResult unknown;
    unknown.key = QStringLiteral("detr/pytorch-ResNet101-single_device-training");
    unknown.yaml.branch = QStringLiteral("B");
    unknown.pytest.note = QStringLiteral("not in the JUnit XML — unknown, see the log");
    Record::EntryResult leftAlone;
    leftAlone.key = QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-training");
    leftAlone.included = false;
    record.entries = {flagged, unknown, leftAlone};
    record.inference.stale = {{QStringLiteral("detr/pytorch-ResNet50-single_device-inference"),
                               QStringLiteral("KNOWN_FAILURE_XFAIL"), kMat1Reason, {}}};
    record.inference.untouched = false;

    const QStringList items = record.reviewItems();
    QCOMPARE(items.size(), 5);
    QCOMPARE(items[0], QStringLiteral("the formatter changed two lines"));
    QCOMPARE(items[1], kDetr50 + QStringLiteral(": pytest reported skipped"));
    QVERIFY(items[2].startsWith(unknown.key + QStringLiteral(": the pytest outcome is unknown")));
    QVERIFY(items[3].contains(QStringLiteral("detr/pytorch-ResNet50-single_device-inference")));
    QVERIFY(items[3].contains(QStringLiteral("flagged, not edited")));
    QVERIFY(items[4].contains(QStringLiteral("inference YAML changed")));
    QVERIFY(record.entries[0].needsReview());
    QVERIFY(record.entries[1].needsReview());
    QVERIFY(!record.entries[2].needsReview());
}

void TestTriageRecord::valueHelpers()
{
    Record::CpuRun run;
    QCOMPARE(run.summary(), QStringLiteral("—"));
    run.phase(QStringLiteral("bf16")).result = Record::CpuPhase::Result::Failed;
    run.phase(QStringLiteral("fp32")).result = Record::CpuPhase::Result::Ok;
    QCOMPARE(run.summary(), QStringLiteral("bf16 failed, fp32 ok"));
    QCOMPARE(run.first().name, QStringLiteral("bf16"));
    QCOMPARE(run.phase(u"fp32").result, Record::CpuPhase::Result::Ok);
    QCOMPARE(run.phase(u"missing").result, Record::CpuPhase::Result::NotRun);
    run.phase(QStringLiteral("fp32")).result = Record::CpuPhase::Result::NotRun;
    QCOMPARE(run.summary(), QStringLiteral("bf16 failed, fp32 not run"));

    const Record::YamlFields fields{{}, {}, QStringLiteral("why"), {}};
    QCOMPARE(fields.state(), QStringLiteral("UNSPECIFIED"));
    QCOMPARE(fields.full(), QStringLiteral("UNSPECIFIED, reason: \"why\""));

    Record record;
    QVERIFY(record.fix.location().isEmpty());
    record.fix.file = QStringLiteral("a/loader.py");
    QCOMPARE(record.fix.location(), QStringLiteral("a/loader.py"));
    record.fix.line = 7;
    QCOMPARE(record.fix.location(), QStringLiteral("a/loader.py:7"));
    const QList<QPair<Record::Fix::Result, bool>> landed{
        {Record::Fix::Result::NotAttempted, false}, {Record::Fix::Result::Works, true},
        {Record::Fix::Result::Reverted, false}, {Record::Fix::Result::NewError, true}};
    for (const auto& [result, uncommitted] : landed) {
        record.fix.result = result;
        QCOMPARE(record.loaderEditUncommitted(), uncommitted);
    }
    QCOMPARE(Record::fixResultName(Record::Fix::Result::Reverted), QStringLiteral("reverted"));
    QCOMPARE(Record::stateName(Record::State::Done), QStringLiteral("done"));

    record.entries = fullRecord().entries;
    QVERIFY(record.entry(kDetr50));
    QCOMPARE(record.entry(kDetr50)->key, kDetr50);
    QVERIFY(!record.entry(QStringLiteral("other")));
}

// A session verified through tt-xla's CI keeps its run in the record (a closed
// window picks it up from there); a record without one has no "ci" at all.
void TestTriageRecord::ciRunRoundTrip()
{
    TriageRecord record;
    record.key = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
    QVERIFY(!record.toJson().contains(QLatin1String("ci")));
    record.ci.id = 4242;
    record.ci.url = QStringLiteral("https://github.com/tenstorrent/tt-xla/actions/runs/4242");
    record.ci.conclusion = QStringLiteral("failure");
    record.ci.dispatch = QStringLiteral("gh workflow run manual-test-single.yml --repo tenstorrent/tt-xla");
    record.ci.reports = {QStringLiteral("/tmp/ci-reports/test-reports-4d2a-1.0-n150--9000/report_9000.xml")};
    record.ci.problem = QStringLiteral("gh is not logged in");
    const QJsonObject json = record.toJson();
    QCOMPARE(json.value(QLatin1String("ci")).toObject().value(QLatin1String("id")).toInteger(), 4242);
    const auto back = TriageRecord::fromJson(json);
    QVERIFY(back);
    QCOMPARE(back->ci, record.ci);
}

QTEST_GUILESS_MAIN(TestTriageRecord)
#include "tst_triagerecord.moc"
