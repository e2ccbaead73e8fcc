#include "ci/cireports.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QRegularExpression>

namespace dtriage {

int CiReports::attemptOf(const QString& reportPath)
{
    static const QRegularExpression artifact(QStringLiteral("^test-reports-.+-(\\d+)\\.\\d+-"));
    const auto match = artifact.match(QFileInfo(reportPath).dir().dirName());
    return match.hasMatch() ? match.captured(1).toInt() : 1;
}

Result<JUnitReport> CiReports::read(const QStringList& reports, const QString& logText)
{
    QMap<int, QStringList> byAttempt;
    for (const QString& report : reports)
        byAttempt[attemptOf(report)] << report;
    if (byAttempt.size() <= 1)
        return JUnitReader::readAll(reports, logText);
    std::optional<JUnitReport> merged;
    for (auto it = byAttempt.cbegin(); it != byAttempt.cend(); ++it) {
        auto attempt = JUnitReader::readAll(*it, logText);
        if (!attempt) {
            if (merged) {  // a later attempt unread: its keys' earlier results may be stale
                merged->truncated = true;
                merged->problem += (merged->problem.isEmpty() ? QString() : QStringLiteral("; ")) + attempt.error().toString();
                continue;
            }
            return attempt;
        }
        if (!merged) {
            merged = std::move(*attempt);
            continue;
        }
        QHash<QString, qsizetype> index;
        for (qsizetype i = 0; i < merged->cases.size(); ++i)
            index.insert(merged->cases[i].key, i);
        for (JUnitCase& c : attempt->cases) {
            if (const auto found = index.constFind(c.key); found != index.constEnd())
                merged->cases[*found] = std::move(c);
            else
                merged->cases.append(std::move(c));
        }
        merged->suites += attempt->suites;
        merged->testcases += attempt->testcases;
        merged->notes += attempt->notes;
        merged->truncated = merged->truncated || attempt->truncated;
        if (!attempt->problem.isEmpty())
            merged->problem += (merged->problem.isEmpty() ? QString() : QStringLiteral("; ")) + attempt->problem;
        merged->source += QStringLiteral(", ") + attempt->source;
    }
    return std::move(*merged);
}

}  // namespace dtriage
