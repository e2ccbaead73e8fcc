#pragma once
// What a CPU repro found, the way a triage session needs it: as the record's
// CpuRun (each phase's result and error line, where inside the loaders the error
// was raised, the input dump) and as the answers steps 4-6 ask of it. Pure.
#include "record/triagerecord.h"
#include "families/dtype/probe/reproreader.h"

#include <QString>
#include <QStringView>

namespace dtriage {

class ReproFindings {
public:
    // The record's names of the repro's two phases (CpuRun::phase).
    static constexpr QStringView kBf16Phase = TriageRecord::CpuRun::kBf16Phase;
    static constexpr QStringView kFp32Phase = TriageRecord::CpuRun::kFp32Phase;

    // Frames are shown relative to `loadersRoot` (third_party/tt_forge_models).
    static TriageRecord::CpuRun cpuRun(const ReproOutcome& outcome, const QString& loadersRoot);
    static QString bf16Error(const ReproOutcome& outcome);
    // The bf16 phase failed with one of the bfloat16 signatures.
    static bool bf16HasSignature(const ReproOutcome& outcome);
    // The canonical reason of the bf16 phase's error (empty when it did not run).
    static QString canonicalReason(const ReproOutcome& outcome);

private:
    static TriageRecord::CpuPhase phase(QStringView name, const ReproPhaseOutcome& phase,
                                        const QString& loadersRoot);
};

}  // namespace dtriage
