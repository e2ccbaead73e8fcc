#pragma once
// What a run's reports said (their ReportReadings), kept so that a run read once is
// not parsed again: a whole run's reports never change. One file a run folder in
// the digests' folder (DataHome::ciRunsDir()/digests by default), named by the
// folder's path; inside, a fingerprint of its reports (names, sizes, modification
// times) and of this reading's version: a report changed or a reading of another
// version rules the digest out. What it keeps carries a BLAKE2b checksum (a sixth
// of SHA-256's time in Qt's own hashing, and checked on every sync): a digest
// damaged (a flipped bit) or that does not read is a digest missing, said once.
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
    static constexpr qint32 kVersion = 10;  // 10: the YAML an unconfigured test belongs in; 9: expat, BLAKE2b; 2: the payload's checksum; 3: a reading's group; 4: crashes, generic errors, PCC figures; 5-8: a diagnostic in the runner's words, a PCC failure in its assertion's

    explicit RunDigest(QString folder);
    static RunDigest inDataHome();

    // The run's readings (their `run` left for the caller to set); nullopt: none kept,
    // or none to trust: then `damaged`, when given, says why if the digest was this
    // run's and this reading's but its content is damaged.
    std::optional<QList<ReportReading>> load(const RecordedRun& run, QString* damaged = nullptr) const;
    // Kept for next time; a failure to keep it costs only a parse later.
    void save(const RecordedRun& run, const QList<ReportReading>& readings) const;
    static QByteArray fingerprint(const RecordedRun& run);
    static QByteArray checksum(const QByteArray& payload);

private:
    QString pathOf(const RecordedRun& run) const;
    QString m_folder;
};

}  // namespace dtriage
