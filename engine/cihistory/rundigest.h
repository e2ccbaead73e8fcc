#pragma once
// What a run's reports said (their ReportReadings), kept so that a run read once is
// not parsed again: a whole run's reports never change. One file a run folder in
// the digests' folder (DataHome::ciRunsDir()/digests by default), named by the
// folder's path; inside, a fingerprint of its reports (names, sizes, modification
// times) and of this reading's version: a report changed or a reading of another
// version rules the digest out. A digest that does not read is a digest missing.
#include "cihistory/recordedrun.h"
#include "cihistory/runreports.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace dtriage {

class RunDigest {
public:
    // Raise when what a report's reading keeps, or how it reads, changes.
    static constexpr qint32 kVersion = 1;

    explicit RunDigest(QString folder);
    static RunDigest inDataHome();

    // The run's readings (their `run` left for the caller to set); nullopt: none kept.
    std::optional<QList<ReportReading>> load(const RecordedRun& run) const;
    // Kept for next time; a failure to keep it costs only a parse later.
    void save(const RecordedRun& run, const QList<ReportReading>& readings) const;
    static QByteArray fingerprint(const RecordedRun& run);

private:
    QString pathOf(const RecordedRun& run) const;
    QString m_folder;
};

}  // namespace dtriage
