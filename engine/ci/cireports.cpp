#include "ci/cireports.h"

#include "ci/artifactname.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMap>

namespace dtriage {

int CiReports::attemptOf(const QString& reportPath)
{
    const auto artifact = ArtifactName::parse(QFileInfo(reportPath).dir().dirName());
    return artifact ? artifact->attempt : 1;
}

namespace {

void addProblem(JUnitReport& report, const QString& problem)
{
    report.truncated = true;
    report.problem += (report.problem.isEmpty() ? QString() : QStringLiteral("; ")) + problem;
}

// A later attempt's results laid over `merged`'s; `attemptOf` remembers which
// attempt each key's result came from.
void overlay(JUnitReport& merged, JUnitReport&& later, int attempt, QHash<QString, int>& attemptOf)
{
    QHash<QString, qsizetype> index;
    for (qsizetype i = 0; i < merged.cases.size(); ++i)
        index.insert(merged.cases[i].key, i);
    for (JUnitCase& c : later.cases) {
        attemptOf.insert(c.key, attempt);
        if (const auto found = index.constFind(c.key); found != index.constEnd())
            merged.cases[*found] = std::move(c);
        else
            merged.cases.append(std::move(c));
    }
    merged.suites += later.suites;
    merged.testcases += later.testcases;
    merged.notes += later.notes;
    merged.otherFunctions.insert(later.otherFunctions);
    if (later.truncated)
        addProblem(merged, later.problem);
    merged.source += QStringLiteral(", ") + later.source;
}

}  // namespace

Result<JUnitReport> CiReports::read(const QStringList& reports, const QString& logText)
{
    QMap<int, QStringList> byAttempt;
    for (const QString& report : reports)
        byAttempt[attemptOf(report)] << report;
    if (byAttempt.size() <= 1)
        return JUnitReader::readAll(reports, logText);
    std::optional<JUnitReport> merged;
    QHash<QString, int> attemptOfKey;
    int unreadFrom = 0;  // the newest attempt with a report unread or cut short
    for (auto it = byAttempt.cbegin(); it != byAttempt.cend(); ++it) {
        Result<JUnitReport> attempt = JUnitReader::readAll(*it, logText);
        if (!attempt || attempt->truncated)
            unreadFrom = it.key();  // a report of it unread, or cut short
        if (!attempt) {
            if (merged)
                addProblem(*merged, attempt.error().toString());
            else if (std::next(it) == byAttempt.cend())
                return attempt;
            continue;
        }
        if (merged) {
            overlay(*merged, std::move(*attempt), it.key(), attemptOfKey);
            continue;
        }
        for (const JUnitCase& c : attempt->cases)
            attemptOfKey.insert(c.key, it.key());
        merged = std::move(*attempt);
    }
    if (!merged)
        return fail(QCoreApplication::translate("CiReports", "no report of the run could be read"));
    if (unreadFrom > 0) {
        // A re-run of failed jobs (attempt N) may hold any key an earlier attempt
        // ran: with one of its reports unread, no earlier attempt's result stands.
        QStringList stale;
        merged->cases.removeIf([&](const JUnitCase& c) {
            const bool old = attemptOfKey.value(c.key, 1) < unreadFrom;
            if (old)
                stale << c.key;
            return old;
        });
        if (!stale.isEmpty())
            addProblem(*merged, QCoreApplication::translate("CiReports", "a report of attempt %1 could not be read whole, "
                                                                         "so the results of earlier attempts for %n "
                                                                         "key(s) may be stale and are not used", nullptr,
                                                            int(stale.size()))
                                    .arg(unreadFrom));
    }
    return std::move(*merged);
}

}  // namespace dtriage
