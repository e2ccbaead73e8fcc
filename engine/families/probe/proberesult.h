#pragma once
// How one run of a family's probe ended (FamilyProbeJob), or what a probe run
// elsewhere printed (a file): the process, its events in order, and the
// family's findings read from them.
#include "core/error.h"
#include "families/probe/probefindings.h"
#include "run/probejob.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <memory>

namespace dtriage {

class FamilyProbe;

struct ProbeResult : ProbeRun {
    Q_DECLARE_TR_FUNCTIONS(ProbeResult)
public:
    QString title;                 // the probe's: "forward probe"
    QList<QJsonObject> events;     // as printed, in order
    std::shared_ptr<const ProbeFindings> findings;  // never null once read
    QString readError;             // the events did not read (FamilyProbe::read)

    // The probe reached its end, exited by itself, the loader imported and its events read.
    bool completed() const;
    // Empty when completed; else one translated line saying what went wrong.
    QString problem() const;
    // The findings as the family that ran the probe reads them.
    template <typename Findings>
    const Findings& as() const
    {
        return static_cast<const Findings&>(*findings);
    }

    // `events` read by `probe` (a run's, or a file's).
    static ProbeResult of(const FamilyProbe& probe, QList<QJsonObject> events);
    // The findings of a probe's printed output (a run elsewhere: File ▸ Import
    // probe result…, `propose --probe FILE`): every event line in it.
    static ProbeResult fromOutput(const FamilyProbe& probe, const QStringList& lines);
    // fromOutput() of a file; an error when it cannot be read, holds no events,
    // or one of its events does not read (an imported file is data).
    static Result<ProbeResult> fromFile(const FamilyProbe& probe, const QString& path);
    // fromFile() of the run elsewhere of the entry's loader `modelPath` and `variant`:
    // a result of another loader or variant is refused, saying whose it is.
    static Result<ProbeResult> imported(const FamilyProbe& probe, const QString& path, const QString& modelPath,
                                        const QString& variant);
    // The probe a printed output's greeting names ("forward"); empty when it has none.
    static QString probeNameOf(const QStringList& lines);
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::ProbeResult)
