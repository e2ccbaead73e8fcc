#pragma once
// Every JUnit report of some recorded runs read as pytest's word (JUnitReader with
// RunnerTestcase's rules, the one reading of a report), in parallel on the work
// pool: an artifact zip's members in memory, a folder's files through BoundedFile.
// Which arch a report speaks for: its artifact's runs-on, else the runner's `arch`
// tag of its first testcase that has one.
#include "cihistory/recordedrun.h"
#include "run/junitreader.h"

#include <QList>
#include <QString>

namespace dtriage {

struct ReportReading {
    int run = -1;  // index into the runs read
    QString source;  // the report's label: "<artifact>/report_<id>.xml"
    QString arch;    // empty when neither the artifact nor the tags name one
    int attempt = 1;
    qint64 jobId = 0;
    Result<JUnitReport> junit = fail(QString());
};

class RunReports {
public:
    // Blocking: worker threads, the command line and tests.
    static QList<ReportReading> read(const QList<RecordedRun>& runs);
};

}  // namespace dtriage
