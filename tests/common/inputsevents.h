#pragma once
// Hand-made events of the inputs family's probe (inputs_probe.py), as it prints
// them for the demo's cases (CASES.md i1-i4) and for the cases the demo does not
// reach, and what the family reads of them.
// Header-only and inline: every test is its own executable.
#include "families/inputs/probe/inputsdecision.h"
#include "families/inputs/probe/inputsfindings.h"
#include "families/inputs/probe/inputsprobe.h"
#include "families/probe/proberesult.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace dtriage::testing {

inline const char kDecoder[] = "You have to specify either decoder_input_ids or decoder_inputs_embeds";
inline const char kBatchNorm[] = "Expected more than 1 value per channel when training, got input size torch.Size([1, 16, 1, 1])";

inline QJsonObject signature(const QStringList& names)
{
    QJsonArray params;
    for (const QString& name : names)
        params.append(QJsonObject{{"name", name}, {"kind", "positional_or_keyword"}, {"default", QJsonValue()}});
    return {{"event", "forward_signature"}, {"parameters", params}};
}

inline QJsonObject row(const QString& label, const QString& parameter, QJsonArray shape = {1, 8})
{
    return {{"label", label}, {"tensor", true}, {"dtype", "torch.int64"}, {"shape", shape}, {"parameter", parameter}};
}

inline QJsonObject loaded(const char* type, const char* passed, const QJsonArray& items, int returnLine = 0)
{
    return {{"event", "loaded_inputs"}, {"type", type}, {"passed", passed}, {"items", items}, {"return_line", returnLine}};
}

inline QJsonObject failed(const char* stage, const char* type, const QString& message)
{
    return {{"event", "phase_result"}, {"phase", "BFLOAT16-TRAIN"}, {"ok", false}, {"stage", stage},
            {"error_type", type}, {"message", message}};
}

inline InputsDecision decide(const QList<QJsonObject>& events)
{
    QList<QJsonObject> all = events;
    all << QJsonObject{{"event", "done"}};
    return InputsDecision::decide(*InputsFindings::fromEvents(all));
}

// What inputs_probe.py printed for the demo's speech_s2s (CASES.md i1): the
// return its call reached at `returnLine`.
inline QList<QJsonObject> speechS2s(int returnLine = 0)
{
    return {signature({"input_features", "attention_mask", "decoder_input_ids", "labels"}),
            loaded("list", "positional", {row("0", "input_features", {1, 8, 16}), row("1", "attention_mask", {1, 1})},
                   returnLine),
            {{"event", "model_config"}, {"decoder_start_token_id", 1}, {"decoder_start_from", "config"},
             {"loader_keeps_model", false}},
            failed("forward", "ValueError", QString::fromLatin1(kDecoder))};
}

inline QList<QJsonObject> t5Dict(bool withStart = true)
{
    QJsonObject config{{"event", "model_config"}, {"loader_keeps_model", true}};
    if (withStart)
        config.insert("decoder_start_token_id", 0), config.insert("decoder_start_from", "config");
    return {signature({"input_ids", "attention_mask", "decoder_input_ids", "labels"}),
            loaded("dict", "keywords", {row("input_ids", "input_ids", {2, 6}), row("attention_mask", "attention_mask", {2, 6})}),
            config, failed("forward", "ValueError", QString::fromLatin1(kDecoder))};
}

inline QList<QJsonObject> detection(const char* passed = "single")
{
    return {signature({"images", "targets"}), loaded("Tensor", passed, {row("<single>", "images", {2, 3, 16, 16})}),
            failed("forward", "AssertionError", QStringLiteral("targets should not be none when in training mode"))};
}

// detection() with the probe's targets trial: each form in order, whether it trained.
inline QList<QJsonObject> detectionTried(bool dictsTrain, bool paddedTrain)
{
    QList<QJsonObject> events = detection();
    QJsonArray forms{QJsonObject{{"form", "dicts"}, {"ok", dictsTrain}, {"error_type", "AttributeError"},
                                 {"message", "'list' object has no attribute 'sum'"}}};
    if (!dictsTrain)
        forms.append(QJsonObject{{"form", "padded"}, {"ok", paddedTrain}, {"error_type", "IndexError"},
                                 {"message", "too many indices for tensor of dimension 2"}});
    events << QJsonObject{{"event", "targets_trial"}, {"forms", forms}};
    return events;
}

inline QList<QJsonObject> batchNorm(bool lifted, bool inferenceOk)
{
    QJsonObject trial{{"event", "batch_trial"}, {"batch", 2}, {"ok", lifted}, {"inference_ok", inferenceOk}};
    if (!lifted)
        trial.insert("error_type", "ValueError"), trial.insert("message", QString::fromLatin1(kBatchNorm));
    if (!inferenceOk)
        trial.insert("inference_message", "RuntimeError: out of memory");
    return {signature({"images"}), loaded("Tensor", "single", {row("<single>", "images", {1, 3, 16, 16})}),
            failed("forward", "ValueError", QString::fromLatin1(kBatchNorm)), trial};
}

inline InputsFindings findingsOf(const QList<QJsonObject>& events) { return *InputsFindings::fromEvents(events); }

// A probe run as printed: the events, then "done".
inline ProbeResult probeResultOf(const QList<QJsonObject>& events)
{
    QStringList lines;
    for (const QJsonObject& event : events)
        lines << QStringLiteral("@dtriage ") + QString::fromUtf8(QJsonDocument(event).toJson(QJsonDocument::Compact));
    lines << QStringLiteral("@dtriage {\"event\":\"done\"}");
    return ProbeResult::fromOutput(InputsProbe::instance(), lines);
}

}  // namespace dtriage::testing
