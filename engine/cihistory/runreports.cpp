#include "cihistory/runreports.h"

#include "cihistory/artifactzip.h"
#include "cihistory/rundigest.h"
#include "config/entryschema.h"
#include "core/boundedfile.h"
#include "core/workpool.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentMap>

namespace dtriage {
namespace {

// One report to read: a file, or bytes a zip already gave.
struct Pending {
    int run = -1;
    RunReport report;
    std::optional<Result<QByteArray>> bytes;  // a zip member's; nullopt: read the file
};

// The artifact's arch, else the tags' of the first case that names one.
QString archOf(const RunReport& report, const JUnitReport& junit)
{
    if (report.artifact && !report.artifact->arch().isEmpty())
        return report.artifact->arch();
    for (const JUnitCase& c : junit.cases) {
        const QString arch = c.tags ? c.tags->scalars.value(QStringLiteral("arch")).toString() : QString();
        if (EntrySchema::isArch(arch.toStdString()))
            return arch;
    }
    return {};
}

ReportReading readOne(const Pending& pending)
{
    ReportReading out;
    out.run = pending.run;
    out.source = pending.report.label();
    out.attempt = pending.report.artifact ? pending.report.artifact->attempt : 1;
    out.jobId = pending.report.artifact ? pending.report.artifact->jobId : 0;
    out.arch = pending.report.artifact ? pending.report.artifact->arch() : QString();  // said even when unread
    const Result<QByteArray> bytes = pending.bytes ? *pending.bytes
                                                   : BoundedFile::read(pending.report.path, BoundedFile::Kind::Report);
    if (!bytes) {
        out.error = bytes.error().toString();
        return out;
    }
    const Result<JUnitReport> junit = JUnitReader::fromBytes(*bytes, {}, out.source);
    if (!junit) {
        out.error = junit.error().toString();
        return out;
    }
    out.arch = archOf(pending.report, *junit);
    out.testcases = junit->testcases;
    if (junit->truncated)
        out.brokeOff = junit->problem;
    out.cases.reserve(junit->cases.size());
    for (const JUnitCase& c : junit->cases)
        out.cases << ObservedCase::of(c);
    return out;
}

// A zip's reports as pending readings; a zip that is refused as a whole is one
// reading that says why.
QList<Pending> expand(int run, const RunReport& report)
{
    if (!report.refusal.isEmpty())
        return {Pending{run, report, Result<QByteArray>(fail(report.refusal))}};
    if (!report.member.isEmpty() || !report.path.endsWith(QLatin1String(".zip")))
        return {Pending{run, report, std::nullopt}};
    const Result<QList<ArtifactZip::Member>> members = ArtifactZip::reports(report.path);
    if (!members)
        return {Pending{run, report, Result<QByteArray>(std::unexpected(members.error()))}};
    QList<Pending> out;
    for (const ArtifactZip::Member& member : *members)
        out << Pending{run, RunReport{report.artifact, report.path, member.name, {}}, member.bytes};
    if (out.isEmpty())
        out << Pending{run, report, Result<QByteArray>(fail(ArtifactZip::tr("the artifact holds no report_*.xml")))};
    return out;
}

// One report of a run: a file, or every report of an artifact zip, inflated in the
// task that reads them (the zips of many runs are never all in memory at once).
struct Task {
    int run = -1;
    RunReport report;
};

QList<ReportReading> readTask(const Task& task)
{
    WorkPool::enterTask();
    QList<ReportReading> out;
    for (const Pending& pending : expand(task.run, task.report))
        out << readOne(pending);
    return out;
}

}  // namespace

QList<ReportReading> RunReports::read(const QList<RecordedRun>& runs, const RunDigest* digest, QStringList* said)
{
    QList<ReportReading> readings;
    QList<Task> tasks;
    QList<int> parsed;  // the runs parsed now, to keep in the digest
    for (int r = 0; r < runs.size(); ++r) {
        if (digest) {
            QString damaged;
            if (std::optional<QList<ReportReading>> kept = digest->load(runs[r], &damaged)) {
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
            tasks << Task{r, report};
    }
    QList<ReportReading> fresh;
    for (const QList<ReportReading>& ofTask :
         QtConcurrent::blockingMapped<QList<QList<ReportReading>>>(WorkPool::instance(), tasks, readTask))
        fresh << ofTask;
    readings << fresh;
    if (digest) {
        for (int r : std::as_const(parsed)) {
            QList<ReportReading> ofRun;
            for (const ReportReading& reading : fresh)
                if (reading.run == r)
                    ofRun << reading;
            digest->save(runs[r], ofRun);
        }
    }
    return readings;
}

}  // namespace dtriage
