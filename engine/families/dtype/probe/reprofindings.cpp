#include "families/dtype/probe/reprofindings.h"

#include "families/dtype/gate/dtypesignature.h"

#include "core/pythonshape.h"

#include <QDir>
#include <QStringList>

namespace dtriage {
namespace {

QString whereText(const QList<ReproFrame>& frames, const QString& loadersRoot)
{
    // The innermost frame inside the loaders is where a fix could be made.
    for (auto it = frames.crbegin(); it != frames.crend(); ++it) {
        if (it->inLoaders)
            return QStringLiteral("%1:%2").arg(QDir(loadersRoot).relativeFilePath(it->file)).arg(it->line);
    }
    return frames.isEmpty() ? QString()
                            : QStringLiteral("%1:%2").arg(frames.last().file).arg(frames.last().line);
}

}  // namespace

TriageRecord::CpuPhase ReproFindings::phase(QStringView name, const ReproPhaseOutcome& phase,
                                            const QString& loadersRoot)
{
    TriageRecord::CpuPhase out;
    out.name = name.toString();
    if (!phase.result)
        return out;
    out.result = phase.result->ok ? TriageRecord::CpuPhase::Result::Ok
                                  : TriageRecord::CpuPhase::Result::Failed;
    out.errorLine = phase.result->errorLine();
    out.where = whereText(phase.result->frames, loadersRoot);
    for (const ReproInput& input : phase.inputs.value_or(QList<ReproInput>{})) {
        out.dump << TriageRecord::DumpedValue{input.label,
                                              input.isTensor ? input.dtype : input.typeName,
                                              input.isTensor ? pythonShape(input.shape) : QString()};
    }
    return out;
}

TriageRecord::CpuRun ReproFindings::cpuRun(const ReproOutcome& outcome, const QString& loadersRoot)
{
    return {{phase(kBf16Phase, outcome.bfloat16, loadersRoot), phase(kFp32Phase, outcome.float32, loadersRoot)}};
}

QString ReproFindings::bf16Error(const ReproOutcome& outcome)
{
    return outcome.bfloat16.result ? outcome.bfloat16.result->errorLine() : QString();
}

bool ReproFindings::bf16HasSignature(const ReproOutcome& outcome)
{
    const auto& r = outcome.bfloat16.result;
    return r && !r->ok && DtypeSignature::classify(r->errorType, r->message).isMatch();
}

QString ReproFindings::canonicalReason(const ReproOutcome& outcome)
{
    const auto& r = outcome.bfloat16.result;
    return r ? DtypeSignature::canonical(r->errorType, r->message) : QString();
}

}  // namespace dtriage
