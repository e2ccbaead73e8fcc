#include "cihistory/runreports.h"

#include "ci/artifactzip.h"
#include "cihistory/rundigest.h"
#include "config/entryschema.h"
#include "core/boundedfile.h"
#include "core/workpool.h"
#include "run/readingmemo.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSemaphore>
#include <QtConcurrent/QtConcurrentMap>

namespace dtriage {
namespace {

// The artifact's arch, else the tags' of the first case that names one.
QString archOf(const RunReport& report, const JUnitReport& junit)
{
    if (report.artifact && !report.artifact->arch().isEmpty())
        return report.artifact->arch();
    for (const JUnitCase& c : junit.cases) {
        const QString arch = c.tags ? c.tags->value(u"arch").toString() : QString();
        if (EntrySchema::isArch(arch.toStdString()))
            return arch;
    }
    return {};
}

// One report's bytes read as its verdicts; the bytes and the bodies of its cases
// are gone when it returns.
ReportReading readOne(int run, const RunReport& report, const Result<QByteArray>& bytes, ReadingMemo* memo)
{
    ReportReading out;
    out.run = run;
    out.source = report.label();
    out.attempt = report.artifact ? report.artifact->attempt : 1;
    out.jobId = report.artifact ? report.artifact->jobId : 0;
    out.group = report.artifact ? report.artifact->index : -1;
    out.arch = report.artifact ? report.artifact->arch() : QString();  // said even when unread
    if (!bytes) {
        out.error = bytes.error().toString();
        return out;
    }
    const Result<JUnitReport> junit = JUnitReader::fromBytes(*bytes, {}, out.source, JUnitReader::Bodies::Dropped, memo);
    if (!junit) {
        out.error = junit.error().toString();
        return out;
    }
    out.arch = archOf(report, *junit);
    out.testcases = junit->testcases;
    if (junit->truncated)
        out.brokeOff = junit->problem;
    out.cases.reserve(junit->cases.size());
    for (const JUnitCase& c : junit->cases)
        out.cases << ObservedCase::of(c);
    return out;
}

// A large report is read (inflated, parsed) one at a time across the pool: four
// zips of 4 x 250 MB reports took 6.2 GB read side by side. Small ones, the usual
// case, go on in parallel.
class LargeReportTurn {
public:
    static constexpr qint64 kLarge = 32 * 1024 * 1024;
    explicit LargeReportTurn(qint64 bytes) : m_large(bytes > kLarge)
    {
        if (m_large)
            turns().acquire();
    }
    ~LargeReportTurn()
    {
        if (m_large)
            turns().release();
    }
    LargeReportTurn(const LargeReportTurn&) = delete;
    LargeReportTurn& operator=(const LargeReportTurn&) = delete;

private:
    static QSemaphore& turns()
    {
        static QSemaphore one(1);
        return one;
    }
    bool m_large;
};

// One report of a run: a file, or every report of an artifact zip, each inflated
// and read in turn in the task (one member in memory at a time).
struct Task {
    int run = -1;
    RunReport report;
    ReadingMemo* memo = nullptr;  // the reading's, shared by its tasks
};

QList<ReportReading> readTask(const Task& task)
{
    WorkPool::enterTask();
    const RunReport& report = task.report;
    if (!report.refusal.isEmpty())
        return {readOne(task.run, report, fail(report.refusal), nullptr)};
    if (!report.member.isEmpty() || !report.path.endsWith(QLatin1String(".zip"))) {
        const LargeReportTurn turn(QFileInfo(report.path).size());
        return {readOne(task.run, report, BoundedFile::read(report.path, BoundedFile::Kind::Report), task.memo)};
    }
    QList<ReportReading> out;
    const Result<void> read = ArtifactZip::eachReport(
        report.path, [&](const QString& name, qint64 declared, const ArtifactZip::Inflate& inflate) {
            const LargeReportTurn turn(declared);
            out << readOne(task.run, RunReport{report.artifact, report.path, name, {}}, inflate(), task.memo);
        });
    if (!read)
        return {readOne(task.run, report, std::unexpected(read.error()), nullptr)};
    if (out.isEmpty())
        out << readOne(task.run, report, fail(ArtifactZip::tr("the artifact holds no report_*.xml")), nullptr);
    return out;
}

}  // namespace

QList<ReportReading> RunReports::read(const QList<RecordedRun>& runs, const RunDigest* digest, QStringList* said)
{
    QList<ReportReading> readings;
    QList<Task> tasks;
    QList<int> parsed;  // the runs parsed now, to keep in the digest
    ReadingMemo memo;  // a test's same failure and tags, run after run, read once
    // Each run's digest read (and checksummed) on the pool: a month of runs' digests
    // are tens of megabytes.
    struct Kept {
        std::optional<QList<ReportReading>> readings;
        QString damaged;
    };
    QList<Kept> digests = !digest ? QList<Kept>(runs.size()) : QtConcurrent::blockingMapped<QList<Kept>>(
        WorkPool::instance(), runs, [digest](const RecordedRun& run) {
            WorkPool::enterTask();
            Kept kept;
            kept.readings = digest->load(run, &kept.damaged);
            return kept;
        });
    for (int r = 0; r < runs.size(); ++r) {
        if (digest) {
            const QString& damaged = digests[r].damaged;
            if (std::optional<QList<ReportReading>> kept = std::move(digests[r].readings)) {
                for (ReportReading& reading : *kept)
                    reading.run = r;
                readings << *kept;
                continue;
            }
            if (said && !damaged.isEmpty())
                *said << QCoreApplication::translate("RunReports", "run %1: the digest of its reading is damaged (%2): "
                                                                    "its reports were read again")
                             .arg(runs[r].id).arg(damaged);
        }
        parsed << r;
        for (const RunReport& report : runs[r].reports)
            tasks << Task{r, report, &memo};
    }
    QList<ReportReading> fresh;
    for (const QList<ReportReading>& ofTask :
         QtConcurrent::blockingMapped<QList<QList<ReportReading>>>(WorkPool::instance(), tasks, readTask))
        fresh << ofTask;
    readings << fresh;
    if (digest) {
        // Each run's digest made and written on the pool too: a month of runs is a
        // second of serialising and checksumming on one thread.
        QtConcurrent::blockingMap(WorkPool::instance(), parsed, [&](int r) {
            WorkPool::enterTask();
            QList<ReportReading> ofRun;
            for (const ReportReading& reading : fresh)
                if (reading.run == r)
                    ofRun << reading;
            digest->save(runs[r], ofRun);
        });
    }
    return readings;
}

}  // namespace dtriage
