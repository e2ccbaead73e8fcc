// TriageRecord as JSON: the record.json a session saves after each step and the
// report's --json. Fields are read leniently (a missing one takes its default); a
// wrong value of a named field is the first problem fromJson() reports.
#include "record/triagerecord.h"

#include <QJsonArray>

#include <iterator>

namespace dtriage {

namespace {

using Record = TriageRecord;

template <typename E>
struct Named {
    E value;
    const char* name;
};

constexpr Named<Record::State> kStates[] = {
    {Record::State::InProgress, "in_progress"},
    {Record::State::Stopped, "stopped"},
    {Record::State::Done, "done"},
    {Record::State::NeedsTtVerification, "needs_tt_verification"},
};

constexpr Named<Record::Fix::Result> kFixResults[] = {
    {Record::Fix::Result::NotAttempted, "not_attempted"},
    {Record::Fix::Result::Works, "works"},
    {Record::Fix::Result::Reverted, "reverted"},
    {Record::Fix::Result::NewError, "new_error"},
};

constexpr Named<Record::CpuPhase::Result> kPhaseResults[] = {
    {Record::CpuPhase::Result::NotRun, "not_run"},
    {Record::CpuPhase::Result::Ok, "ok"},
    {Record::CpuPhase::Result::Failed, "failed"},
};

template <typename E, std::size_t N>
QString nameOf(const Named<E> (&table)[N], E value)
{
    for (const Named<E>& entry : table) {
        if (entry.value == value)
            return QString::fromLatin1(entry.name);
    }
    return {};
}

// Reading collects the first problem instead of failing at each field, so that
// every from-JSON function stays a flat list of fields.
struct JsonIn {
    QString problem;

    void note(const QString& what)
    {
        if (problem.isEmpty())
            problem = what;
    }

    template <typename E, std::size_t N>
    E named(const QJsonObject& json, const char* field, const Named<E> (&table)[N])
    {
        const QString name = json.value(QLatin1StringView(field)).toString();
        for (const Named<E>& entry : table) {
            if (name == QLatin1StringView(entry.name))
                return entry.value;
        }
        note(TriageRecord::tr("unknown %1 \"%2\"").arg(QLatin1StringView(field), name));
        return table[0].value;
    }

    QDateTime time(const QJsonObject& json, const char* field)
    {
        const QString text = json.value(QLatin1StringView(field)).toString();
        if (text.isEmpty())
            return {};
        const QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
        if (!time.isValid())
            note(TriageRecord::tr("%1 is not an ISO 8601 time: \"%2\"").arg(QLatin1StringView(field), text));
        return time;
    }
};

QString str(const QJsonObject& json, const char* field, const QString& fallback = {})
{
    return json.value(QLatin1StringView(field)).toString(fallback);
}

bool flag(const QJsonObject& json, const char* field, bool fallback = false)
{
    return json.value(QLatin1StringView(field)).toBool(fallback);
}

QJsonObject obj(const QJsonObject& json, const char* field)
{
    return json.value(QLatin1StringView(field)).toObject();
}

QJsonArray arr(const QJsonObject& json, const char* field)
{
    return json.value(QLatin1StringView(field)).toArray();
}

QString timeText(const QDateTime& time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
}

template <typename T, typename ToJson>
QJsonArray arrayOf(const QList<T>& items, ToJson toJson)
{
    QJsonArray array;
    for (const T& item : items)
        array.append(toJson(item));
    return array;
}

template <typename T, typename FromJson>
QList<T> listOf(const QJsonArray& array, FromJson fromJson)
{
    QList<T> items;
    for (const QJsonValue& value : array)
        items.append(fromJson(value.toObject()));
    return items;
}

// --- to JSON -------------------------------------------------------------------

QJsonObject toJson(const Record::DumpedValue& input)
{
    return {{QStringLiteral("label"), input.label},
            {QStringLiteral("dtype"), input.dtype},
            {QStringLiteral("shape"), input.shape}};
}

QJsonObject toJson(const Record::CpuPhase& phase)
{
    return {{QStringLiteral("name"), phase.name},
            {QStringLiteral("result"), nameOf(kPhaseResults, phase.result)},
            {QStringLiteral("error_line"), phase.errorLine},
            {QStringLiteral("where"), phase.where},
            {QStringLiteral("dump"),
             arrayOf(phase.dump, [](const Record::DumpedValue& d) { return toJson(d); })}};
}

QJsonObject toJson(const Record::CpuRun& run)
{
    return {{QStringLiteral("phases"), arrayOf(run.phases, [](const Record::CpuPhase& p) { return toJson(p); })}};
}

QJsonObject toJson(const Record::Fix& fix)
{
    return {{QStringLiteral("result"), nameOf(kFixResults, fix.result)},
            {QStringLiteral("file"), fix.file},
            {QStringLiteral("line"), fix.line},
            {QStringLiteral("kind"), fix.kind},
            {QStringLiteral("edit"), fix.edit},
            {QStringLiteral("before"), fix.before},
            {QStringLiteral("after"), fix.after},
            {QStringLiteral("formatter"), fix.formatter},
            {QStringLiteral("formatter_from"), fix.formatterFrom},
            {QStringLiteral("black_pin"), fix.blackPin},
            {QStringLiteral("black_pin_file"), fix.blackPinFile},
            {QStringLiteral("why"), fix.why},
            {QStringLiteral("new_error"), fix.newError},
            {QStringLiteral("companion_file"), fix.companionFile},
            {QStringLiteral("companion_edit"), fix.companionEdit}};
}

QJsonObject toJson(const Record::Pytest& pytest)
{
    return {{QStringLiteral("outcome"), JUnitCase::outcomeName(pytest.outcome)},
            {QStringLiteral("error_line"), pytest.errorLine},
            {QStringLiteral("category"), pytest.category},
            {QStringLiteral("runner_bringup_status"), pytest.runnerStatus},
            {QStringLiteral("note"), pytest.note}};
}

QJsonObject toJson(const Record::YamlFields& fields)
{
    return {{QStringLiteral("status"), fields.status},
            {QStringLiteral("bringup_status"), fields.bringupStatus},
            {QStringLiteral("reason"), fields.reason},
            {QStringLiteral("assert_pcc"), fields.assertPcc}};
}

QJsonObject toJson(const Record::YamlState& yaml)
{
    return {{QStringLiteral("branch"), yaml.branch},
            {QStringLiteral("change"), yaml.change},
            {QStringLiteral("before"), toJson(yaml.before)},
            {QStringLiteral("after"), toJson(yaml.after)},
            {QStringLiteral("changed"), yaml.changed},
            {QStringLiteral("written"), yaml.written},
            {QStringLiteral("needs_review"), yaml.needsReview},
            {QStringLiteral("review_reason"), yaml.reviewReason},
            {QStringLiteral("revert_fix"), yaml.revertFix},
            {QStringLiteral("observed_error"), yaml.observedError}};
}

QJsonObject toJson(const Record::EntryResult& entry)
{
    return {{QStringLiteral("key"), entry.key},
            {QStringLiteral("variant"), entry.variant},
            {QStringLiteral("model_info_name"), entry.modelInfoName},
            {QStringLiteral("included"), entry.included},
            {QStringLiteral("scope_note"), entry.scopeNote},
            {QStringLiteral("cpu_before"), toJson(entry.cpuBefore)},
            {QStringLiteral("cpu_after"), toJson(entry.cpuAfter)},
            {QStringLiteral("pytest"), toJson(entry.pytest)},
            {QStringLiteral("yaml"), toJson(entry.yaml)}};
}

QJsonObject toJson(const Record::StaleInference& stale)
{
    return {{QStringLiteral("key"), stale.key},
            {QStringLiteral("status"), stale.status},
            {QStringLiteral("reason"), stale.reason},
            {QStringLiteral("why"), stale.why}};
}

QJsonObject toJson(const Record::InferenceRun& run)
{
    return {{QStringLiteral("key"), run.key},
            {QStringLiteral("expected"), run.expected},
            {QStringLiteral("outcome"), run.outcome},
            {QStringLiteral("error"), run.error},
            {QStringLiteral("regressed"), run.regressed}};
}

QJsonObject toJson(const Record::InferenceCheck& check)
{
    QJsonObject json{{QStringLiteral("checked"), check.checked},
                     {QStringLiteral("untouched"), check.untouched},
                     {QStringLiteral("stale"),
                      arrayOf(check.stale, [](const Record::StaleInference& s) { return toJson(s); })}};
    if (!check.runs.isEmpty())
        json.insert(QStringLiteral("runs"), arrayOf(check.runs, [](const Record::InferenceRun& r) { return toJson(r); }));
    return json;
}

// --- from JSON -----------------------------------------------------------------

Record::DumpedValue dumpFrom(const QJsonObject& json)
{
    return {str(json, "label"), str(json, "dtype"), str(json, "shape")};
}

Record::CpuPhase phaseFrom(JsonIn& in, const QJsonObject& json, const QString& name = {})
{
    Record::CpuPhase phase;
    phase.name = str(json, "name", name);
    phase.result = json.isEmpty() ? Record::CpuPhase::Result::NotRun
                                  : in.named(json, "result", kPhaseResults);
    phase.errorLine = str(json, "error_line");
    phase.where = str(json, "where");
    phase.dump = listOf<Record::DumpedValue>(arr(json, "dump"), dumpFrom);
    return phase;
}

// Records written before the families had {"bf16": {...}, "fp32": {...}}.
Record::CpuRun runFrom(JsonIn& in, const QJsonObject& json)
{
    Record::CpuRun run;
    if (!json.contains(QStringLiteral("phases"))) {
        if (!json.isEmpty())
            run.phases = {phaseFrom(in, obj(json, "bf16"), QStringLiteral("bf16")),
                          phaseFrom(in, obj(json, "fp32"), QStringLiteral("fp32"))};
        return run;
    }
    for (const QJsonValue& value : arr(json, "phases"))
        run.phases.append(phaseFrom(in, value.toObject()));
    return run;
}

Record::Fix fixFrom(JsonIn& in, const QJsonObject& json)
{
    Record::Fix fix;
    fix.result = json.isEmpty() ? Record::Fix::Result::NotAttempted
                                : in.named(json, "result", kFixResults);
    fix.file = str(json, "file");
    fix.line = json.value(QLatin1StringView("line")).toInt();
    fix.kind = str(json, "kind");
    fix.edit = str(json, "edit");
    fix.before = str(json, "before");
    fix.after = str(json, "after");
    fix.formatter = str(json, "formatter");
    if (fix.formatter == QLatin1String("none"))  // earlier versions' word for "no formatter ran"
        fix.formatter.clear();
    fix.formatterFrom = str(json, "formatter_from");
    fix.blackPin = str(json, "black_pin");
    fix.blackPinFile = str(json, "black_pin_file");
    fix.why = str(json, "why");
    fix.newError = str(json, "new_error");
    fix.companionFile = str(json, "companion_file");
    fix.companionEdit = str(json, "companion_edit");
    return fix;
}

Record::Pytest pytestFrom(JsonIn& in, const QJsonObject& json)
{
    Record::Pytest pytest;
    const QString name = str(json, "outcome");
    const std::optional<JUnitCase::Outcome> outcome = JUnitCase::outcomeFromName(name);
    if (!outcome && !name.isEmpty())
        in.note(TriageRecord::tr("unknown outcome \"%1\"").arg(name));
    pytest.outcome = outcome.value_or(JUnitCase::Outcome::Unknown);
    pytest.errorLine = str(json, "error_line");
    pytest.category = str(json, "category");
    pytest.runnerStatus = str(json, "runner_bringup_status");
    pytest.note = str(json, "note");
    return pytest;
}

Record::YamlFields fieldsFrom(const QJsonObject& json)
{
    return {str(json, "status"), str(json, "bringup_status"), str(json, "reason"),
            str(json, "assert_pcc")};
}

Record::YamlState yamlFrom(const QJsonObject& json)
{
    Record::YamlState yaml;
    yaml.branch = str(json, "branch");
    yaml.change = str(json, "change");
    yaml.before = fieldsFrom(obj(json, "before"));
    yaml.after = fieldsFrom(obj(json, "after"));
    yaml.changed = flag(json, "changed");
    yaml.written = flag(json, "written");
    yaml.needsReview = flag(json, "needs_review");
    yaml.reviewReason = str(json, "review_reason");
    yaml.revertFix = flag(json, "revert_fix");
    yaml.observedError = str(json, "observed_error");
    return yaml;
}

Record::EntryResult entryFrom(JsonIn& in, const QJsonObject& json)
{
    Record::EntryResult entry;
    entry.key = str(json, "key");
    if (entry.key.isEmpty())
        in.note(TriageRecord::tr("an entry has no key"));
    entry.variant = str(json, "variant");
    entry.modelInfoName = str(json, "model_info_name");
    entry.included = flag(json, "included", true);
    entry.scopeNote = str(json, "scope_note");
    entry.cpuBefore = runFrom(in, obj(json, "cpu_before"));
    entry.cpuAfter = runFrom(in, obj(json, "cpu_after"));
    entry.pytest = pytestFrom(in, obj(json, "pytest"));
    entry.yaml = yamlFrom(obj(json, "yaml"));
    return entry;
}

Record::StaleInference staleFrom(const QJsonObject& json)
{
    return {str(json, "key"), str(json, "status"), str(json, "reason"), str(json, "why")};
}

Record::InferenceRun inferenceRunFrom(const QJsonObject& json)
{
    return {str(json, "key"), str(json, "expected"), str(json, "outcome"), str(json, "error"), flag(json, "regressed")};
}

Record::InferenceCheck inferenceFrom(const QJsonObject& json)
{
    Record::InferenceCheck check;
    check.checked = flag(json, "checked");
    check.untouched = flag(json, "untouched", true);
    check.stale = listOf<Record::StaleInference>(arr(json, "stale"), staleFrom);
    check.runs = listOf<Record::InferenceRun>(arr(json, "runs"), inferenceRunFrom);
    return check;
}

Record::CiRun ciFrom(const QJsonObject& json)
{
    Record::CiRun ci;
    ci.id = qint64(json.value(QLatin1StringView("id")).toDouble());
    ci.url = str(json, "url");
    ci.conclusion = str(json, "conclusion");
    ci.dispatch = str(json, "dispatch");
    for (const QJsonValue& value : arr(json, "reports"))
        ci.reports.append(value.toString());
    ci.problem = str(json, "problem");
    return ci;
}

QJsonObject ciJson(const Record::CiRun& ci)
{
    return {{QStringLiteral("id"), ci.id},
            {QStringLiteral("url"), ci.url},
            {QStringLiteral("conclusion"), ci.conclusion},
            {QStringLiteral("dispatch"), ci.dispatch},
            {QStringLiteral("reports"), QJsonArray::fromStringList(ci.reports)},
            {QStringLiteral("problem"), ci.problem}};
}

void readResolution(Record& record, const QJsonObject& json)
{
    record.key = str(json, "key");
    record.modelInfoName = str(json, "model_info_name");
    record.variant = str(json, "variant");
    record.loaderPath = str(json, "loader_path");
    record.configPath = str(json, "config_path");
    record.checkoutRoot = str(json, "checkout_root");
    record.batchSize = str(json, "batch_size");
    record.python = str(json, "python");
    record.family = str(json, "family", TriageRecord::unnamedFamily());  // older records name none
    // Schema 1 wrote "none" for an entry no gate classified.
    record.flavor = str(json, "flavor") == QStringLiteral("none") ? QString() : str(json, "flavor");
    record.gateReason = str(json, "gate_reason");
    record.decision = str(json, "decision");
}

void readOutcomes(Record& record, JsonIn& in, const QJsonObject& json)
{
    record.fix = fixFrom(in, obj(json, "fix"));
    for (const QJsonValue& value : arr(json, "entries"))
        record.entries.append(entryFrom(in, value.toObject()));
    record.junitSource = str(obj(json, "junit"), "source");
    record.junitImported = flag(obj(json, "junit"), "imported");
    record.ci = ciFrom(obj(json, "ci"));
    record.probeSource = str(json, "probe_source");
    record.inference = inferenceFrom(obj(json, "inference"));
    for (const QJsonValue& value : arr(json, "review"))
        record.review.append(value.toString());
    record.loaderDiff = str(obj(json, "patches"), "loader");
    record.companionDiff = str(obj(json, "patches"), "companion");
    record.yamlDiff = str(obj(json, "patches"), "yaml");
}

void readState(Record& record, JsonIn& in, const QJsonObject& json)
{
    record.state = in.named(json, "state", kStates);
    record.stateNote = str(json, "state_note");
    record.stoppedBeforeWrite = flag(json, "stopped_before_write");
    record.dryRun = flag(json, "dry_run");
    record.runnerUnavailable = str(json, "runner_unavailable");
    record.started = in.time(json, "started");
    record.updated = in.time(json, "updated");
    record.finished = in.time(json, "finished");
}

}  // namespace

QJsonObject TriageRecord::toJson() const
{
    QJsonObject json{
        {QStringLiteral("schema"), kSchema},
        {QStringLiteral("key"), key},
        {QStringLiteral("model_info_name"), modelInfoName},
        {QStringLiteral("variant"), variant},
        {QStringLiteral("loader_path"), loaderPath},
        {QStringLiteral("config_path"), configPath},
        {QStringLiteral("batch_size"), batchSize},
        {QStringLiteral("python"), python},
        {QStringLiteral("family"), family},
        {QStringLiteral("flavor"), flavor},
        {QStringLiteral("gate_reason"), gateReason},
        {QStringLiteral("decision"), decision},
        {QStringLiteral("probe_source"), probeSource},
        {QStringLiteral("fix"), dtriage::toJson(fix)},
        {QStringLiteral("entries"),
         arrayOf(entries, [](const EntryResult& e) { return dtriage::toJson(e); })},
        {QStringLiteral("junit"),
         QJsonObject{{QStringLiteral("source"), junitSource},
                     {QStringLiteral("imported"), junitImported}}},
        {QStringLiteral("inference"), dtriage::toJson(inference)},
        {QStringLiteral("review"), QJsonArray::fromStringList(review)},
        {QStringLiteral("patches"),
         QJsonObject{{QStringLiteral("loader"), loaderDiff},
                     {QStringLiteral("companion"), companionDiff},
                     {QStringLiteral("yaml"), yamlDiff}}},
        {QStringLiteral("state"), stateName(state)},
        {QStringLiteral("state_note"), stateNote},
        {QStringLiteral("started"), timeText(started)},
        {QStringLiteral("updated"), timeText(updated)},
        {QStringLiteral("finished"), timeText(finished)},
    };
    // Only the session folder's copy needs it; reports made from records stay free of local paths.
    if (!checkoutRoot.isEmpty())
        json.insert(QStringLiteral("checkout_root"), checkoutRoot);
    if (ci.isSet())
        json.insert(QStringLiteral("ci"), ciJson(ci));
    if (stoppedBeforeWrite)
        json.insert(QStringLiteral("stopped_before_write"), true);
    if (dryRun)
        json.insert(QStringLiteral("dry_run"), true);
    if (!runnerUnavailable.isEmpty())
        json.insert(QStringLiteral("runner_unavailable"), runnerUnavailable);
    return json;
}

Result<TriageRecord> TriageRecord::fromJson(const QJsonObject& json)
{
    const int schema = json.value(QLatin1StringView("schema")).toInt(0);
    if (schema < 1 || schema > kSchema)
        return fail(tr("not a triage record this version can read (schema %1)").arg(schema));
    if (str(json, "key").isEmpty())
        return fail(tr("the triage record has no key"));
    TriageRecord record;
    JsonIn in;
    readResolution(record, json);
    readOutcomes(record, in, json);
    readState(record, in, json);
    if (!in.problem.isEmpty())
        return fail(tr("triage record %1: %2").arg(record.key, in.problem));
    return record;
}

QString TriageRecord::stateName(State state)
{
    return nameOf(kStates, state);
}

QString TriageRecord::fixResultName(Fix::Result result)
{
    return nameOf(kFixResults, result);
}

}  // namespace dtriage
