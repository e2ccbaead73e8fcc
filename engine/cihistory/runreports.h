#pragma once
// Every JUnit report of some recorded runs read as pytest's word (JUnitReader with
// RunnerTestcase's rules, the one reading of a report), in parallel on the work
// pool: an artifact zip's members in memory, a folder's files through BoundedFile;
// each testcase kept as an ObservedCase. Which arch a report speaks for: its
// artifact's runs-on, else the runner's `arch` tag of its first testcase that has
// one. A run read before comes from its digest, when one is given.
#include "cihistory/observedcase.h"
#include "cihistory/recordedrun.h"

#include <QList>
#include <QString>

namespace dtriage {

class RunDigest;

struct ReportReading {
    int run = -1;  // index into the runs read
    QString source;  // the report's label: "<artifact>/report_<id>.xml"
    QString arch;    // empty when neither the artifact nor the tags name one
    int attempt = 1;
    int group = -1;    // the artifact's parallel group (its job-index), the same in every attempt; -1: not named
    qint64 jobId = 0;
    QString error;     // translated: why it was not read; empty: read
    QString brokeOff;  // translated: why it ends early (what came before it is read)
    int testcases = 0;  // <testcase> elements read
    QList<ObservedCase> cases;

    bool isRead() const { return error.isEmpty(); }
};

class RunReports {
public:
    // Blocking: worker threads, the command line and tests. With `digest`, a run it
    // holds is not parsed again, and a run parsed now is kept in it; a digest found
    // damaged is said in `said` (translated) and its run parsed again.
    static QList<ReportReading> read(const QList<RecordedRun>& runs, const RunDigest* digest = nullptr,
                                     QStringList* said = nullptr);
};

}  // namespace dtriage
