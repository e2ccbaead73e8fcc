#include "families/dtype/probe/reproreader.h"

#include "run/probeevent.h"

#include "families/dtype/gate/dtypesignature.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>

namespace dtriage {

namespace {

// The script's own field names; a missing or mistyped field reads as empty, so a
// newer script with extra fields still parses.
QString str(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toString();
}

std::optional<ReproPhase> phaseOf(const QJsonObject& o)
{
    const QString name = str(o, "phase");
    if (name == QLatin1String("BFLOAT16"))
        return ReproPhase::Bfloat16;
    if (name == QLatin1String("FLOAT32"))
        return ReproPhase::Float32;
    return std::nullopt;
}

QList<ReproFrame> framesOf(const QJsonObject& o)
{
    QList<ReproFrame> frames;
    for (const QJsonValue& v : o.value(QLatin1String("frames")).toArray()) {
        const QJsonObject f = v.toObject();
        frames.append({str(f, "file"), f.value(QLatin1String("line")).toInt(), str(f, "function"),
                       str(f, "text"), f.value(QLatin1String("in_loaders")).toBool()});
    }
    return frames;
}

// A JSON number as an integer, truncated; 0 outside qint64's range, where casting
// the double would be undefined behaviour.
qint64 integerOf(const QJsonValue& v)
{
    const double d = v.toDouble();
    return std::abs(d) < 9.2e18 ? qint64(d) : 0;
}

ReproInput inputOf(const QJsonObject& o)
{
    ReproInput input;
    input.label = str(o, "label");
    input.isTensor = o.value(QLatin1String("tensor")).toBool(true);
    input.dtype = str(o, "dtype");
    for (const QJsonValue& d : o.value(QLatin1String("shape")).toArray())
        input.shape.append(integerOf(d));
    input.floating = o.value(QLatin1String("floating")).toBool();
    input.typeName = str(o, "type");
    return input;
}

QStringList stringsOf(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& s : v.toArray())
        out.append(s.toString());
    return out;
}

std::optional<ReproEvent> phaseEvent(const QString& kind, const QJsonObject& o)
{
    const std::optional<ReproPhase> phase = phaseOf(o);
    if (!phase)
        return std::nullopt;
    if (kind == QLatin1String("phase_start"))
        return ReproPhaseStarted{*phase};
    if (kind == QLatin1String("inputs")) {
        ReproInputDump dump{*phase, {}};
        for (const QJsonValue& v : o.value(QLatin1String("inputs")).toArray())
            dump.inputs.append(inputOf(v.toObject()));
        return dump;
    }
    if (kind == QLatin1String("mixed_dtype"))
        return ReproMixedDtype{*phase, str(o, "module"), str(o, "class"),
                               stringsOf(o.value(QLatin1String("input_dtypes"))), str(o, "param_dtype")};
    if (kind == QLatin1String("phase_result")) {
        ReproPhaseResult r;
        r.phase = *phase;
        r.ok = o.value(QLatin1String("ok")).toBool();
        r.stage = str(o, "stage");
        r.errorType = str(o, "error_type");
        r.message = str(o, "message");
        r.frames = framesOf(o);
        r.unpackRaised = o.value(QLatin1String("unpack_raised")).toBool();
        r.backward = str(o, "backward");
        r.modelSeconds = o.value(QLatin1String("model_seconds")).toDouble();
        r.phaseSeconds = o.value(QLatin1String("phase_seconds")).toDouble();
        return r;
    }
    return std::nullopt;
}

std::optional<ReproEvent> eventOf(const QJsonObject& o)
{
    const QString kind = str(o, "event");
    if (kind == QLatin1String("hello"))
        return ReproHello{o.value(QLatin1String("protocol")).toInt(), str(o, "python"), str(o, "torch"),
                          integerOf(o.value(QLatin1String("pid")))};
    if (kind == QLatin1String("setup_failed"))
        return ReproSetupFailure{str(o, "stage"), str(o, "error_type"), str(o, "message"), framesOf(o)};
    if (kind == QLatin1String("done"))
        return ReproDone{};
    return phaseEvent(kind, o);
}

QString errorLineOf(const QString& type, const QString& message)
{
    if (type.isEmpty())
        return message;
    return message.isEmpty() ? type : type + QStringLiteral(": ") + message;
}

}  // namespace

QString reproPhaseName(ReproPhase phase)
{
    return phase == ReproPhase::Bfloat16 ? QStringLiteral("BFLOAT16") : QStringLiteral("FLOAT32");
}

QString ReproPhaseResult::errorLine() const
{
    return ok ? QString() : errorLineOf(errorType, message);
}

QString ReproSetupFailure::errorLine() const
{
    return errorLineOf(errorType, message);
}

// ---------------------------------------------------------------- ReproOutcome

const ReproPhaseOutcome& ReproOutcome::phase(ReproPhase which) const
{
    return which == ReproPhase::Bfloat16 ? bfloat16 : float32;
}

ReproPhaseOutcome& ReproOutcome::phase(ReproPhase which)
{
    return which == ReproPhase::Bfloat16 ? bfloat16 : float32;
}

bool ReproOutcome::unpackRaised() const
{
    return (bfloat16.result && bfloat16.result->unpackRaised)
        || (float32.result && float32.result->unpackRaised);
}

std::optional<QStringList> ReproOutcome::float32FloatingInputs() const
{
    if (!bfloat16.inputs)
        return std::nullopt;
    QStringList labels;
    for (const ReproInput& input : *bfloat16.inputs)
        if (input.isFloat32Floating())
            labels.append(input.label);
    return labels;
}

Result<DtypeDecision> ReproOutcome::decision() const
{
    if (setupFailure)
        return fail(tr("The CPU repro could not run the loader: %1").arg(setupFailure->errorLine()));
    if (!isComplete())
        return fail(tr("The CPU repro did not finish both phases (BFLOAT16 %1, FLOAT32 %2).")
                        .arg(bfloat16.finished() ? tr("finished") : tr("unfinished"),
                             float32.finished() ? tr("finished") : tr("unfinished")));
    const ReproPhaseResult& bf16 = *bfloat16.result;
    const DtypeDecision::Bf16Phase first = DtypeDecision::bf16Phase(!bf16.ok, bf16.errorLine());
    const DtypeDecision::Float32Phase second =
        float32.result->ok ? DtypeDecision::Float32Phase::Ok : DtypeDecision::Float32Phase::Failed;
    return DtypeDecision::decide(first, second, unpackRaised());
}

QList<TracebackFrame> ReproOutcome::bfloat16Traceback() const
{
    QList<TracebackFrame> frames;
    if (bfloat16.result)
        for (const ReproFrame& f : bfloat16.result->frames)
            frames.append(f.toTracebackFrame());
    return frames;
}

Result<DtypeFixRequest> ReproOutcome::fixRequest() const
{
    const Result<DtypeDecision> decided = decision();
    if (!decided)
        return std::unexpected(decided.error());
    DtypeFixRequest request;
    const ReproPhaseResult& bf16 = *bfloat16.result;
    if (!bf16.ok)
        request.flavor = DtypeSignature::classify(bf16.errorType, bf16.message).flavor;
    request.decision = decided->action();
    request.float32Inputs = float32FloatingInputs();
    request.traceback = bfloat16Traceback();
    return request;
}

double ReproOutcome::modelSeconds() const
{
    double total = 0;
    for (const ReproPhaseOutcome* p : {&bfloat16, &float32})
        if (p->result)
            total += p->result->modelSeconds;
    return total;
}

QString ReproOutcome::summary() const
{
    if (setupFailure)
        return QStringLiteral("SETUP: FAILED -- %1").arg(setupFailure->errorLine());
    QStringList parts;
    for (ReproPhase which : {ReproPhase::Bfloat16, ReproPhase::Float32}) {
        const ReproPhaseOutcome& p = phase(which);
        const QString name = reproPhaseName(which);
        if (!p.result)
            parts.append(name + (p.started ? tr(": did not finish") : tr(": not run")));
        else if (p.result->ok)
            parts.append(name + QStringLiteral(": OK"));
        else
            parts.append(QStringLiteral("%1: FAILED -- %2").arg(name, p.result->errorLine()));
    }
    return parts.join(QStringLiteral("; "));
}

// ---------------------------------------------------------------- ReproReader

ReproEvent ReproReader::parseLine(QStringView line)
{
    bool malformed = false;
    if (const std::optional<QJsonObject> json = ProbeEvent::parse(line, &malformed)) {
        if (std::optional<ReproEvent> event = eventOf(*json))
            return *event;
        malformed = true;
    }
    return ReproText{line.toString(), malformed};
}

QList<ReproEvent> ReproReader::feed(QByteArrayView bytes)
{
    QList<ReproEvent> events;
    m_pending.append(bytes.data(), bytes.size());
    qsizetype from = 0;
    for (;;) {
        qsizetype nl = m_pending.indexOf('\n', from);
        if (nl < 0 && m_pending.size() - from <= kMaxLineBytes)
            break;
        const qsizetype end = nl < 0 ? from + kMaxLineBytes : nl;
        QByteArrayView raw(m_pending.constData() + from, end - from);
        if (raw.endsWith('\r'))
            raw.chop(1);
        events.append(feedLine(QString::fromUtf8(raw)));
        from = nl < 0 ? end : nl + 1;
    }
    m_pending.remove(0, from);
    return events;
}

ReproEvent ReproReader::feedLine(const QString& line)
{
    ReproEvent event = parseLine(line);
    apply(event);
    return event;
}

QList<ReproEvent> ReproReader::finish()
{
    QList<ReproEvent> events;
    if (m_pending.endsWith('\r'))
        m_pending.chop(1);
    if (!m_pending.isEmpty())
        events.append(feedLine(QString::fromUtf8(m_pending)));
    m_pending.clear();
    return events;
}

ReproOutcome ReproReader::takeOutcome()
{
    return std::exchange(m_outcome, ReproOutcome{});
}

void ReproReader::apply(const ReproEvent& event)
{
    ReproOutcome& o = m_outcome;
    if (const auto* hello = std::get_if<ReproHello>(&event))
        o.hello = *hello;
    else if (const auto* started = std::get_if<ReproPhaseStarted>(&event))
        o.phase(started->phase).started = true;
    else if (const auto* dump = std::get_if<ReproInputDump>(&event))
        o.phase(dump->phase).inputs = dump->inputs;
    else if (const auto* mixed = std::get_if<ReproMixedDtype>(&event))
        o.phase(mixed->phase).mixedDtype = *mixed;
    else if (const auto* result = std::get_if<ReproPhaseResult>(&event))
        o.phase(result->phase).result = *result;
    else if (const auto* setup = std::get_if<ReproSetupFailure>(&event))
        o.setupFailure = *setup;
    else if (std::holds_alternative<ReproDone>(event))
        o.done = true;
}

}  // namespace dtriage
