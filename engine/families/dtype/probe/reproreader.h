#pragma once
// Reads what resources/python/families/dtype/dtype_repro.py prints (docs/triage.md §2 step 3): one event a line,
// "@dtriage {json}", between the skill's human-readable lines. Output arrives in
// arbitrary pieces, so the reader takes bytes in any chunking (or whole lines, as
// Job::outputLine gives them) and turns each complete line into a typed event; a
// line that is not an event, or a broken one, is kept as console text, never fatal.
// Along the way it accumulates a ReproOutcome: both phases, summarised for step 4.
#include "families/dtype/fix/dtypefixproposal.h"
#include "core/error.h"
#include "families/dtype/probe/dtypedecision.h"
#include "run/probeevent.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <variant>

namespace dtriage {

enum class ReproPhase { Bfloat16, Float32 };

// "BFLOAT16" / "FLOAT32", as the script and the skill print them.
QString reproPhaseName(ReproPhase phase);

// One traceback frame as the repro reports it; inLoaders marks frames inside
// <checkout>/third_party/tt_forge_models (where a fix can be made).
struct ReproFrame {
    QString file;
    int line = 0;
    QString function;
    QString text;
    bool inLoaders = false;

    TracebackFrame toTracebackFrame() const { return {file, line, function, text}; }
};

// One entry of an input-dtype dump: dict key, tuple position ("0") or "<single>".
struct ReproInput {
    QString label;
    bool isTensor = true;
    QString dtype;  // "torch.float32"; empty for non-tensors
    QList<qint64> shape;
    bool floating = false;
    QString typeName;  // non-tensors only: "str", "NoneType"

    bool isFloat32Floating() const { return isTensor && floating && dtype == QLatin1String("torch.float32"); }
};

// ---------------------------------------------------------------- the events

struct ReproHello {
    int protocol = 0;
    QString python;
    QString torch;
    qint64 pid = 0;
};

struct ReproPhaseStarted {
    ReproPhase phase = ReproPhase::Bfloat16;
};

struct ReproInputDump {
    ReproPhase phase = ReproPhase::Bfloat16;
    QList<ReproInput> inputs;
};

struct ReproPhaseResult {
    ReproPhase phase = ReproPhase::Bfloat16;
    bool ok = false;
    // Where it failed: "init", "load_model", "load_inputs", "forward", "unpack",
    // "backward"; empty when ok.
    QString stage;
    QString errorType;  // "RuntimeError"
    QString message;    // str(e), verbatim
    QList<ReproFrame> frames;  // outermost first, without the script's own frames
    bool unpackRaised = false;  // unpack_forward_output itself raised: a different problem
    QString backward;  // ok only: "tensor", "sum_of_leaves" (non-tensor output), "none"
    double modelSeconds = 0;  // forward + backward, the model's own time
    double phaseSeconds = 0;  // the whole phase, loading included

    // "RuntimeError: mat1 and mat2 must have the same dtype"; empty when ok.
    QString errorLine() const;
};

// The first module (forward pre-hooks) whose floating inputs differ in dtype from
// its own floating parameters: where the mixed dtypes meet.
struct ReproMixedDtype {
    ReproPhase phase = ReproPhase::Bfloat16;
    QString module;     // dotted path in the model, "<model>" for the root
    QString className;  // "Linear"
    QStringList inputDtypes;
    QString paramDtype;
};

// The repro could not run a phase at all: bad job, no torch, the loader does not
// import (e.g. a syntax error after an edit), unknown variant.
struct ReproSetupFailure {
    QString stage;  // "job", "torch", "import", "variant"
    QString errorType;
    QString message;
    QList<ReproFrame> frames;

    QString errorLine() const;
};

struct ReproDone {};

// A line for the console: the skill's human-readable output, tracebacks, warnings,
// and event lines that could not be parsed.
struct ReproText {
    QString line;
    bool malformedEvent = false;  // it had the event prefix but no valid event
};

using ReproEvent = std::variant<ReproText, ReproHello, ReproPhaseStarted, ReproInputDump,
                                ReproPhaseResult, ReproMixedDtype, ReproSetupFailure, ReproDone>;

// ---------------------------------------------------------------- the outcome

struct ReproPhaseOutcome {
    bool started = false;
    // nullopt: the phase printed no dump (it failed in load_model/load_inputs).
    std::optional<QList<ReproInput>> inputs;
    std::optional<ReproMixedDtype> mixedDtype;
    std::optional<ReproPhaseResult> result;  // nullopt: the phase never finished

    bool finished() const { return result.has_value(); }
    bool ok() const { return result && result->ok; }
};

class ReproOutcome {
    Q_DECLARE_TR_FUNCTIONS(ReproOutcome)
public:
    std::optional<ReproHello> hello;
    ReproPhaseOutcome bfloat16;
    ReproPhaseOutcome float32;
    std::optional<ReproSetupFailure> setupFailure;
    bool done = false;  // the script reached its end

    const ReproPhaseOutcome& phase(ReproPhase which) const;
    ReproPhaseOutcome& phase(ReproPhase which);

    // Both phases reported a result.
    bool isComplete() const { return bfloat16.finished() && float32.finished(); }
    bool unpackRaised() const;
    // Labels of the floating inputs that were float32 in the BFLOAT16 phase (the
    // step-5 offenders); nullopt when that phase printed no dump.
    std::optional<QStringList> float32FloatingInputs() const;
    // Step 4. An Error when the phases did not both finish (setup failure, crash,
    // timeout): then there is nothing to decide on.
    Result<DtypeDecision> decision() const;
    // The BFLOAT16 phase's error as DtypeFixProposal reads it.
    QList<TracebackFrame> bfloat16Traceback() const;
    // Everything step 5 needs from the repro: flavor of the bf16 error, decision,
    // offenders, traceback.
    Result<DtypeFixRequest> fixRequest() const;
    // forward + backward of both phases.
    double modelSeconds() const;
    // "BFLOAT16: FAILED -- RuntimeError: …; FLOAT32: OK", for logs and reports.
    QString summary() const;
};

// ---------------------------------------------------------------- the reader

class ReproReader {
public:
    static constexpr QLatin1StringView kEventPrefix = ProbeEvent::kPrefix;
    // A line longer than this without a newline is cut (as Job does), keeping memory bounded.
    static constexpr qsizetype kMaxLineBytes = 4 * 1024 * 1024;

    // Bytes in any chunking; returns the events of the lines these bytes completed.
    QList<ReproEvent> feed(QByteArrayView bytes);
    // One complete line without its newline (Job::outputLine).
    ReproEvent feedLine(const QString& line);
    // End of output: the trailing partial line, if any.
    QList<ReproEvent> finish();

    const ReproOutcome& outcome() const { return m_outcome; }
    ReproOutcome takeOutcome();

    // Pure: the event one line holds (ReproText when it holds none).
    static ReproEvent parseLine(QStringView line);

private:
    void apply(const ReproEvent& event);

    QByteArray m_pending;
    ReproOutcome m_outcome;
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::ReproEvent)
