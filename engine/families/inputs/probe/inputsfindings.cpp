#include "families/inputs/probe/inputsfindings.h"
#include "families/inputs/probe/inputsprobe.h"

#include "core/pythonshape.h"

#include "core/pythonname.h"
#include "run/probefields.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <limits>

using namespace Qt::StringLiterals;

namespace dtriage {
namespace {

// Far more than a probe prints (a forward's parameters, a traceback's frames).
constexpr qsizetype kMaxRows = 10000;

// Where a part of the inputs lands: a parameter, or the forward's *args / **kwargs.
QString landing(ProbeFields& row)
{
    static const QRegularExpression starred(QStringLiteral("^\\*{1,2}"));
    const QString slot = row.text("parameter");
    if (!slot.isEmpty() && !isPythonName(QString(slot).remove(starred)))
        row.refuse(QStringLiteral("parameter"), QCoreApplication::translate("InputsFindings", "no parameter of a forward"));
    return slot;
}

InputsFindings::Item itemOf(ProbeFields& row)
{
    InputsFindings::Item item;
    item.label = row.text("label");
    item.tensor = row.flag("tensor");
    item.dtype = row.dtype("dtype");
    item.shape = row.shape("shape");
    item.type = row.text("type");
    item.length = int(row.integer("length", -1, std::numeric_limits<int>::max(), -1));
    for (const QJsonValue& type : row.array("items"))
        item.itemTypes << type.toString();
    item.parameter = landing(row);
    return item;
}

InputsFindings::Loaded loadedOf(ProbeFields& event)
{
    InputsFindings::Loaded loaded;
    loaded.type = event.text("type");
    loaded.passed = event.oneOf("passed", {"keywords"_L1, "positional"_L1, "single"_L1});
    loaded.kwargs = event.identifiers("kwargs");
    loaded.returnLine = int(event.integer("return_line", 0, 10'000'000));
    const QList<QJsonObject> items = event.objects("items", kMaxRows);
    for (qsizetype i = 0; i < items.size() && event.ok(); ++i) {
        ProbeFields row(items.at(i), event, QStringLiteral("items[%1]").arg(i));
        loaded.items << itemOf(row);
    }
    return loaded;
}

InputsFindings::Step stepOf(ProbeFields& event)
{
    InputsFindings::Step step;
    step.ran = true;
    step.ok = event.flag("ok");
    step.stage = event.stage("stage");
    step.errorType = event.text("error_type");
    step.message = event.text("message");
    step.where = ProbeFindings::innermostLoaderFrame(event);
    return step;
}

InputsFindings::BatchTrial trialOf(ProbeFields& event)
{
    InputsFindings::BatchTrial trial;
    trial.notRun = event.text("not_run");
    trial.ok = event.flag("ok");
    if (!trial.ok)
        trial.errorLine = ProbeFindings::errorLine(event.text("error_type"), event.text("message"));
    trial.inferenceOk = event.flag("inference_ok");
    trial.inferenceError = event.text("inference_message").section(u'\n', 0, 0);
    return trial;
}

QList<InputsFindings::TargetsForm> targetsTrialOf(ProbeFields& event)
{
    QList<InputsFindings::TargetsForm> forms;
    const QList<QJsonObject> tried = event.objects("forms", 2);
    for (qsizetype i = 0; i < tried.size() && event.ok(); ++i) {
        ProbeFields f(tried.at(i), event, QStringLiteral("forms[%1]").arg(i));
        InputsFindings::TargetsForm form;
        form.form = f.oneOf("form", {"dicts"_L1, "padded"_L1});
        form.ok = f.flag("ok");
        form.stage = f.stage("stage");
        if (!form.ok)
            form.errorLine = ProbeFindings::errorLine(f.text("error_type"), f.text("message"));
        forms << form;
    }
    return forms;
}

void readParameters(ProbeFields& event, QList<InputsFindings::Parameter>* parameters)
{
    const QList<QJsonObject> values = event.objects("parameters", kMaxRows);
    for (qsizetype i = 0; i < values.size() && event.ok(); ++i) {
        ProbeFields p(values.at(i), event, QStringLiteral("parameters[%1]").arg(i));
        // A parameter's name becomes a dict key in load_inputs: a Python name only.
        const QString name = p.identifier("name");
        if (name.isEmpty())
            p.refuse(QStringLiteral("name"), QCoreApplication::translate("InputsFindings", "a parameter without a name"));
        const QString kind = p.oneOf("kind", {"positional_only"_L1, "positional_or_keyword"_L1, "var_positional"_L1,
                                              "keyword_only"_L1, "var_keyword"_L1});
        if (kind.isEmpty())
            p.refuse(QStringLiteral("kind"), QCoreApplication::translate("InputsFindings", "a parameter without a kind"));
        *parameters << InputsFindings::Parameter{name, kind, p.text("default")};
    }
}

void readModelConfig(ProbeFields& event, InputsFindings* found)
{
    // The start token goes into load_inputs as a number, or as an attribute path
    // of the two places it may be read from: never as text from the event.
    // Read exactly (ProbeFields): any token id a 64-bit integer holds.
    found->decoderStart = event.optionalInteger("decoder_start_token_id", std::numeric_limits<qint64>::min(),
                                                std::numeric_limits<qint64>::max());
    found->decoderStartFrom = event.oneOf("decoder_start_from", {"config"_L1, "generation_config"_L1});
    found->loaderKeepsModel = event.flag("loader_keeps_model");
}

}  // namespace

QString InputsFindings::Item::describe() const
{
    if (tensor)
        return QStringLiteral("Tensor %1 %2").arg(dtype, pythonShape(shape));
    if (length >= 0)
        return QStringLiteral("%1(len=%2) of %3").arg(type).arg(length).arg(itemTypes.join(QStringLiteral(", ")));
    return type;
}

const InputsFindings::Item* InputsFindings::Loaded::find(const QString& label) const
{
    for (const Item& item : items)
        if (item.label == label)
            return &item;
    return nullptr;
}

const InputsFindings::Item* InputsFindings::Loaded::landingIn(const QString& parameter) const
{
    for (const Item& item : items)
        if (item.parameter == parameter)
            return &item;
    return nullptr;
}

QStringList InputsFindings::parameterNames() const
{
    QStringList names;
    for (const Parameter& p : parameters)
        names << p.name;
    return names;
}

QString InputsFindings::targetsForm() const
{
    if (targetsTrial.isEmpty())
        return QStringLiteral("dicts");
    QStringList pastTheForward;
    for (const TargetsForm& tried : targetsTrial) {
        if (tried.ok)
            return tried.form;
        if (!tried.stage.isEmpty() && tried.stage != QLatin1String("forward"))
            pastTheForward << tried.form;
    }
    return pastTheForward.size() == 1 ? pastTheForward.constFirst() : QString();
}

QString InputsFindings::decoderStartSource() const
{
    if (!decoderStart)
        return {};
    if (loaderKeepsModel && !decoderStartFrom.isEmpty())
        return QStringLiteral("self.model.%1.decoder_start_token_id").arg(decoderStartFrom);
    return QString::number(*decoderStart);
}

TriageRecord::CpuRun InputsFindings::cpuRun() const
{
    using Phase = TriageRecord::CpuPhase;
    Phase bf16;
    bf16.name = TriageRecord::CpuRun::kBf16Phase.toString();
    if (train.ran) {
        bf16.result = train.ok ? Phase::Result::Ok : Phase::Result::Failed;
        bf16.errorLine = error();
    }
    if (inputs)
        for (const Item& item : inputs->items) {
            const QString label = item.parameter.isEmpty() ? item.label
                                                           : QStringLiteral("%1 → %2").arg(item.label, item.parameter);
            bf16.dump << TriageRecord::DumpedValue{label, item.tensor ? item.dtype : item.describe(),
                                                   item.tensor ? pythonShape(item.shape) : QString()};
        }
    TriageRecord::CpuRun run;
    run.phases << bf16;
    return run;
}

Result<InputsFindings> InputsFindings::fromEvents(const QList<QJsonObject>& events)
{
    InputsFindings found;
    const Result<void> read = ProbeFindings::read(found, events, InputsProbe::instance(), [&found](ProbeFields& event) {
        const QString& name = event.eventName();
        if (name == QLatin1String("forward_signature"))
            readParameters(event, &found.parameters);
        else if (name == QLatin1String("loaded_inputs"))
            found.inputs = loadedOf(event);
        else if (name == QLatin1String("model_config"))
            readModelConfig(event, &found);
        else if (name == QLatin1String("phase_result"))
            found.train = stepOf(event);
        else if (name == QLatin1String("batch_trial"))
            found.batchTrial = trialOf(event);
        else if (name == QLatin1String("targets_trial"))
            found.targetsTrial = targetsTrialOf(event);
    });
    if (!read)
        return std::unexpected(read.error());
    return found;
}

}  // namespace dtriage
