#include "ci/cirunstatus.h"

#include "ci/runpage.h"
#include "core/jsoninteger.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace dtriage {
namespace {

// gh's run as GitHub's REST API documents it: a positive id, a status and a
// conclusion from their closed lists, the run's page. Anything else is an answer
// we do not act on (a poll of "run 0" for ever, a verdict from a made-up state).
Result<void> checkRun(const QJsonObject& run)
{
    static const QStringList statuses{QStringLiteral("queued"),    QStringLiteral("in_progress"),
                                      QStringLiteral("completed"), QStringLiteral("waiting"),
                                      QStringLiteral("requested"), QStringLiteral("pending")};
    static const QStringList conclusions{
        QString(),                        QStringLiteral("success"),   QStringLiteral("failure"),
        QStringLiteral("cancelled"),      QStringLiteral("skipped"),   QStringLiteral("timed_out"),
        QStringLiteral("action_required"), QStringLiteral("neutral"),  QStringLiteral("stale"),
        QStringLiteral("startup_failure")};
    const std::optional<qint64> number = JsonInteger::exact(run.value(QStringLiteral("databaseId")));
    if (!number || *number < 1)
        return fail(CiRunStatus::tr("gh's answer names no run (databaseId is no positive whole number)"));
    const QJsonValue status = run.value(QStringLiteral("status"));
    if (!status.isString() || !statuses.contains(status.toString()))
        return fail(CiRunStatus::tr("gh's answer gives run %1 no status GitHub knows").arg(*number));
    const QJsonValue conclusion = run.value(QStringLiteral("conclusion"));
    if (!(conclusion.isNull() || conclusion.isUndefined() || (conclusion.isString() && conclusions.contains(conclusion.toString()))))
        return fail(CiRunStatus::tr("gh's answer gives run %1 no conclusion GitHub knows").arg(*number));
    const QJsonValue url = run.value(QStringLiteral("url"));
    if (!url.isUndefined() && !url.isString())
        return fail(CiRunStatus::tr("gh's answer gives run %1 no page").arg(*number));
    return {};
}

CiRunStatus statusOf(const QJsonObject& run)
{
    CiRunStatus status;
    status.id = JsonInteger::exact(run.value(QStringLiteral("databaseId"))).value_or(0);
    status.url = run.value(QStringLiteral("url")).toString();
    status.status = run.value(QStringLiteral("status")).toString();
    status.conclusion = run.value(QStringLiteral("conclusion")).toString();
    status.createdAt = QDateTime::fromString(run.value(QStringLiteral("createdAt")).toString(), Qt::ISODate);
    status.title = run.value(QStringLiteral("displayTitle")).toString();
    const QJsonArray jobs = run.value(QStringLiteral("jobs")).toArray();
    status.jobs = int(jobs.size());
    for (const QJsonValue& job : jobs)
        status.jobsDone += job.toObject().value(QStringLiteral("status")).toString() == u"completed" ? 1 : 0;
    return status;
}

Result<QJsonDocument> parse(const QByteArray& json)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return fail(CiRunStatus::tr("gh's answer is not JSON: %1").arg(error.errorString()));
    return document;
}

}  // namespace

QString CiRunStatus::summary() const
{
    QString state = status;
    state.replace(u'_', u' ');
    if (isCompleted())
        return tr("run %1: completed, %2").arg(id).arg(conclusion.isEmpty() ? tr("no conclusion") : conclusion);
    if (jobs == 0)
        return tr("run %1: %2").arg(id).arg(state);
    return tr("run %1: %2, %3 of %4 jobs done").arg(id).arg(state).arg(jobsDone).arg(jobs);
}

Result<CiRunStatus> CiRunStatus::fromView(const QByteArray& json)
{
    const auto document = parse(json);
    if (!document)
        return std::unexpected(document.error());
    if (!document->isObject() || !document->object().contains(QStringLiteral("databaseId")))
        return fail(tr("gh's answer names no run"));
    if (const Result<void> valid = checkRun(document->object()); !valid)
        return std::unexpected(valid.error());
    return statusOf(document->object());
}

Result<QList<CiRunStatus>> CiRunStatus::fromList(const QByteArray& json)
{
    const auto document = parse(json);
    if (!document)
        return std::unexpected(document.error());
    if (!document->isArray())
        return fail(tr("gh's list of runs is not a list"));
    QList<CiRunStatus> runs;
    for (const QJsonValue& value : document->array()) {
        if (!value.isObject())
            return fail(tr("gh's list of runs holds something that is no run"));
        if (const Result<void> valid = checkRun(value.toObject()); !valid)
            return std::unexpected(valid.error());
        runs << statusOf(value.toObject());
    }
    return runs;
}

QString CiRunStatus::repoOf(const QString& url, const QString& fallback)
{
    // Owner and name as GitHub allows them (RunPage::isRepo): a record's URL must
    // not turn into a host or an option of gh's --repo.
    static const QRegularExpression page(QStringLiteral("^https://github\\.com/([^/]+/[^/]+)/actions/runs/\\d+"));
    const auto match = page.match(url);
    return match.hasMatch() && RunPage::isRepo(match.captured(1)) ? match.captured(1) : fallback;
}

qint64 CiRunStatus::newestId(const QList<CiRunStatus>& runs)
{
    qint64 newest = 0;
    for (const CiRunStatus& run : runs)
        newest = std::max(newest, run.id);
    return newest;
}

}  // namespace dtriage
