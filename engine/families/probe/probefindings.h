#pragma once
// What a family's event probe found for one loader variant, read from the
// "@dtriage {json}" events it printed (FamilyProbe::read): what every family's
// findings say alike, for the session, the scope and the survey; each family's
// findings (ForwardFindings, InputsFindings) add what its own steps read.
#include "core/error.h"
#include "record/triagerecord.h"

#include <QJsonObject>
#include <QList>

#include <functional>

#include <QString>
#include <QStringList>

namespace dtriage {

class FamilyProbe;
class ProbeFields;

struct ProbeFindings {
    // The runner's whole training step (model.train(), forward, unpack, backward),
    // as a probe that runs it reports it: the survey reads this.
    struct TrainingStep {
        bool ran = false;
        bool ok = false;
        QString stage;  // "load_inputs", "forward", "unpack", "backward"
        QString errorType;
        QString message;
        QString where;  // the innermost frame in the loaders: "detr/pytorch/loader.py:139"
        QString errorLine() const;  // "RuntimeError: ..." (its first line); empty when it passed
    };

    virtual ~ProbeFindings() = default;

    QString setupFailure;  // the loader did not import, no torch, ...: the line
    // Where it failed: the innermost frame in the loaders ("tools/utils.py:17"), as
    // TrainingStep::where; empty when no frame of the loaders raised it.
    QString setupWhere;
    // What the probe ran ("hello"): the loader's folder and variant, so a result
    // imported from elsewhere can be matched to its entry.
    QString modelPath;
    QString variant;
    bool done = false;  // the probe reached its end ("done")

    // The training step as the runner runs it passes.
    virtual bool passes() const = 0;
    // The step's error line; empty when it passes.
    virtual QString error() const = 0;
    // Every error line the probe saw (a MemoryError among them is the memory limit's).
    virtual QStringList errorLines() const { return {error()}; }
    // The step as the record keeps it (TriageRecord::CpuRun).
    virtual TriageRecord::CpuRun cpuRun() const = 0;
    // The runner's training step as it ran; null for a probe that runs less of it
    // (FailureFamily::stepProbe).
    virtual const TrainingStep* trainingStep() const { return nullptr; }

    // Reads `events` as `probe` printed them: the events every probe prints (its
    // greeting, which must name `probe`; "setup_failed"; "done") into `found`, every
    // other one to `own`; an event only another family's probe prints is refused (a
    // file mixed up or edited). The first field that does not read refuses all.
    static Result<void> read(ProbeFindings& found, const QList<QJsonObject>& events, const FamilyProbe& probe,
                             const std::function<void(ProbeFields&)>& own);
    // "RuntimeError: ..." from a type and a message (its first line).
    static QString errorLine(const QString& type, const QString& message);
    // The innermost frame of `event`'s "frames" inside the loaders, relative to their
    // root: "detr/pytorch/loader.py:139"; empty when none is.
    static QString innermostLoaderFrame(ProbeFields& event);

protected:
    ProbeFindings() = default;
    ProbeFindings(const ProbeFindings&) = default;
    ProbeFindings(ProbeFindings&&) = default;
    ProbeFindings& operator=(const ProbeFindings&) = default;
    ProbeFindings& operator=(ProbeFindings&&) = default;
};

}  // namespace dtriage
