#include "families/unpack/probe/unpackfindings.h"

#include "core/pythonshape.h"

namespace dtriage {
namespace {

using Phase = TriageRecord::CpuPhase;

}  // namespace

bool UnpackFindings::passes(const ForwardFindings& found)
{
    return found.bfloat16.ok && found.unpacked && found.unpacked->ok;
}

QString UnpackFindings::error(const ForwardFindings& found)
{
    if (found.bfloat16.ran && !found.bfloat16.ok)
        return found.bfloat16.errorLine();
    return found.unpacked ? found.unpacked->errorLine() : QString();
}

TriageRecord::CpuRun UnpackFindings::cpuRun(const ForwardFindings& found)
{
    TriageRecord::CpuRun run;
    Phase bf16;
    bf16.name = TriageRecord::CpuRun::kBf16Phase.toString();
    if (found.bfloat16.ran) {
        bf16.result = passes(found) ? Phase::Result::Ok : Phase::Result::Failed;
        bf16.errorLine = error(found);
    }
    if (found.output)
        for (const auto& [path, node] : found.output->tensors())
            bf16.dump << TriageRecord::DumpedValue{path.isEmpty() ? QStringLiteral("<single>") : path, node->dtype,
                                                   pythonShape(node->shape)};
    run.phases << bf16;
    if (found.float32.ran) {
        Phase fp32;
        fp32.name = TriageRecord::CpuRun::kFp32Phase.toString();
        fp32.result = found.float32.ok ? Phase::Result::Ok : Phase::Result::Failed;
        fp32.errorLine = found.float32.errorLine();
        run.phases << fp32;
    }
    return run;
}

}  // namespace dtriage
