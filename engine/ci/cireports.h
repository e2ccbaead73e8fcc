#pragma once
// The JUnit reports a CI run left, read as pytest's word. tt-xla's call-test.yml
// uploads one report_<id>.xml per parallel group in an artifact named
// test-reports-<hash>-<attempt>.<group>-<runner>-<mark>-<id>; a re-run of the failed
// jobs is a later attempt of the same run whose pytest runs only what failed
// before, and every attempt's artifacts stay downloadable. So the groups of one
// attempt merge (a key in two: the worse outcome wins, as JUnitReader::readAll
// does), and a later attempt's result for a key replaces an earlier one's.
#include "core/error.h"
#include "run/junitreader.h"

#include <QStringList>

namespace dtriage {

class CiReports {
public:
    // The attempt a report belongs to, from its artifact folder's name; 1 when the
    // name does not say (a report imported by hand).
    static int attemptOf(const QString& reportPath);
    static Result<JUnitReport> read(const QStringList& reports, const QString& logText = {});
};

}  // namespace dtriage
