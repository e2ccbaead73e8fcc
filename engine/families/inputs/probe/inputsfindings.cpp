#include "families/inputs/probe/inputsfindings.h"

#include "core/pythonshape.h"

#include <QJsonArray>

namespace dtriage {
namespace {

QString lineOf(const QString& type, const QString& message)
{
    const QString first = message.section(u'\n', 0, 0).trimmed();
    return type.isEmpty() ? first : QStringLiteral("%1: %2").arg(type, first);
}

QString text(const QJsonObject& o, const char* key) { return o.value(QLatin1String(key)).toString(); }

InputsFindings::Item itemOf(const QJsonObject& row)
{
    InputsFindings::Item item;
    item.label = text(row, "label");
    item.tensor = row.value(QStringLiteral("tensor")).toBool();
    item.dtype = text(row, "dtype");
    for (const QJsonValue& dim : row.value(QStringLiteral("shape")).toArray())
        item.shape << dim.toInteger();
    item.type = text(row, "type");
    item.length = row.value(QStringLiteral("length")).toInt(-1);
    for (const QJsonValue& type : row.value(QStringLiteral("items")).toArray())
        item.itemTypes << type.toString();
    item.parameter = text(row, "parameter");
    return item;
}

InputsFindings::Loaded loadedOf(const QJsonObject& event)
{
    InputsFindings::Loaded loaded;
    loaded.type = text(event, "type");
    loaded.passed = text(event, "passed");
    for (const QJsonValue& name : event.value(QStringLiteral("kwargs")).toArray())
        loaded.kwargs << name.toString();
    for (const QJsonValue& row : event.value(QStringLiteral("items")).toArray())
        loaded.items << itemOf(row.toObject());
    return loaded;
}

InputsFindings::Step stepOf(const QJsonObject& event)
{
    InputsFindings::Step step;
    step.ran = true;
    step.ok = event.value(QStringLiteral("ok")).toBool();
    step.stage = text(event, "stage");
    step.errorType = text(event, "error_type");
    step.message = text(event, "message");
    const QString loaders = QStringLiteral("third_party/tt_forge_models/");
    for (const QJsonValue& value : event.value(QStringLiteral("frames")).toArray()) {
        const QJsonObject frame = value.toObject();
        const QString file = text(frame, "file");
        if (frame.value(QStringLiteral("in_loaders")).toBool() && file.contains(loaders))
            step.where = QStringLiteral("%1:%2").arg(file.mid(file.lastIndexOf(loaders) + loaders.size()))
                             .arg(frame.value(QStringLiteral("line")).toInt());
    }
    return step;
}

InputsFindings::BatchTrial trialOf(const QJsonObject& event)
{
    InputsFindings::BatchTrial trial;
    trial.notRun = text(event, "not_run");
    trial.ok = event.value(QStringLiteral("ok")).toBool();
    if (!trial.ok)
        trial.errorLine = lineOf(text(event, "error_type"), text(event, "message"));
    trial.inferenceOk = event.value(QStringLiteral("inference_ok")).toBool();
    trial.inferenceError = text(event, "inference_message").section(u'\n', 0, 0);
    return trial;
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

QString InputsFindings::Step::errorLine() const { return ok || !ran ? QString() : lineOf(errorType, message); }

QStringList InputsFindings::parameterNames() const
{
    QStringList names;
    for (const Parameter& p : parameters)
        names << p.name;
    return names;
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
    for (const QJsonObject& event : events) {
        const QString name = text(event, "event");
        if (name == QLatin1String("forward_signature")) {
            for (const QJsonValue& value : event.value(QStringLiteral("parameters")).toArray()) {
                const QJsonObject p = value.toObject();
                found.parameters << Parameter{text(p, "name"), text(p, "kind"), text(p, "default")};
            }
        } else if (name == QLatin1String("loaded_inputs")) {
            found.inputs = loadedOf(event);
        } else if (name == QLatin1String("model_config")) {
            const QJsonValue start = event.value(QStringLiteral("decoder_start_token_id"));
            if (start.isDouble())
                found.decoderStart = start.toInteger();
            found.decoderStartFrom = text(event, "decoder_start_from");
            found.loaderKeepsModel = event.value(QStringLiteral("loader_keeps_model")).toBool();
        } else if (name == QLatin1String("phase_result")) {
            found.train = stepOf(event);
        } else if (name == QLatin1String("batch_trial")) {
            found.batchTrial = trialOf(event);
        } else if (name == QLatin1String("setup_failed")) {
            found.setupFailure = lineOf(text(event, "error_type"), text(event, "message"));
        } else if (name == QLatin1String("hello")) {
            found.modelPath = text(event, "model_path");
            found.variant = text(event, "variant");
        } else if (name == QLatin1String("done")) {
            found.done = true;
        }
    }
    return found;
}

}  // namespace dtriage
