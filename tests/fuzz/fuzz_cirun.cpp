// Fuzzes what a CI run brings from GitHub (issue 48): run.json as `gh run view
// --json` prints it, a page of the artifacts API, an artifact's name and a
// testcase's `tags` property, the input's parts split at NUL bytes. Properties:
//   - never a crash or a sanitizer report;
//   - a run described is a run id above 0 and an attempt from 1, each the exact
//     whole number run.json holds (2^63 or -1 is no attempt, not attempt 1); a run
//     refused says why in words (never "no error occurred");
//   - an id is read exactly or not at all (JsonInteger agrees with the integer Qt kept);
//   - an artifact name that parses names its attempt from 1 and a job id above 0;
//   - the PR text built from a run whose url, workflow and conclusion are the input
//     links nothing but that run's page on github.com, and no <, >, [ or ] of the
//     input stands unescaped in it.
#include "ci/runpage.h"
#include "ci/artifactname.h"
#include "cihistory/cihistory.h"
#include "cihistory/historypullrequest.h"
#include "cihistory/historyreport.h"
#include "cihistory/recordedrun.h"
#include "core/jsoninteger.h"
#include "run/runnertags.h"
#include "fuzzcheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace dtriage;

namespace {

void describeRun(const QByteArray& json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject())
        return;
    const Result<RecordedRun> run = RecordedRun::describe(RecordedRun{}, doc.object());
    if (!run) {
        FUZZ_REQUIRE(!run.error().message.isEmpty() && !run.error().message.contains(QLatin1String("no error occurred")),
                     run.error().message);
        return;
    }
    const std::optional<qint64> id = JsonInteger::exact(doc.object().value(QLatin1String("databaseId")));
    FUZZ_REQUIRE(id && *id == run->id && run->id > 0, QString::number(run->id));
    FUZZ_REQUIRE(run->attempt >= 1, QString::number(run->attempt));
    const QJsonValue attempt = doc.object().value(QLatin1String("attempt"));
    FUZZ_REQUIRE(attempt.isUndefined() || JsonInteger::exact(attempt) == qint64(run->attempt), QString::number(run->attempt));
    FUZZ_REQUIRE(RunPage::of(QStringLiteral("tenstorrent/tt-xla"), run->id)
                     == QStringLiteral("https://github.com/tenstorrent/tt-xla/actions/runs/%1").arg(run->id),
                 QString::number(run->id));
}

void readListing(const QByteArray& json)
{
    const QJsonArray artifacts = QJsonDocument::fromJson(json).object().value(QLatin1String("artifacts")).toArray();
    for (const QJsonValue& value : artifacts) {
        const QJsonObject artifact = value.toObject();
        for (const char* key : {"id", "size_in_bytes"}) {
            const QJsonValue number = artifact.value(QLatin1String(key));
            const std::optional<qint64> exact = JsonInteger::exact(number);
            const QVariant held = number.toVariant();
            if (held.typeId() == QMetaType::LongLong)
                FUZZ_REQUIRE(exact == held.toLongLong(), QString::number(held.toLongLong()));
            if (exact && held.typeId() == QMetaType::Double)
                FUZZ_REQUIRE(double(*exact) == number.toDouble(), QString::number(number.toDouble()));
        }
        if (const auto name = ArtifactName::parse(artifact.value(QLatin1String("name")).toString()))
            FUZZ_REQUIRE(name->attempt >= 1 && name->jobId > 0, artifact.value(QLatin1String("name")).toString());
    }
}

void prText(const QString& url, const QString& workflow, const QString& conclusion)
{
    CiHistory history;
    history.runs << HistoryRun{19090000003, 1, workflow, {}, conclusion, url, {}, 0};
    const QString text = HistoryPullRequest::text(history, {}, QStringLiteral("tenstorrent/tt-xla"));
    static const QRegularExpression link(QStringLiteral(R"((?<!\\)\]\(([^)]*)\))"));
    for (auto it = link.globalMatch(text); it.hasNext();) {
        const QString href = it.next().captured(1);
        FUZZ_REQUIRE(href == QLatin1String("https://github.com/tenstorrent/tt-xla/actions/runs/19090000003"), href);
    }
    // The input's own text, wherever it shows, has every <, >, [ and ] escaped.
    QString rest = text;
    rest.remove(QStringLiteral("[19090000003 (?)](https://github.com/tenstorrent/tt-xla/actions/runs/19090000003)"));
    rest.remove(QStringLiteral("- [ ] "));  // the checklist's boxes, ours
    static const QRegularExpression bare(QStringLiteral(R"((?<!\\)[<>\[\]])"));
    FUZZ_REQUIRE(!bare.match(rest).hasMatch(), rest);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const QList<QByteArray> parts = bytes.split('\0');
    describeRun(parts.value(0));
    readListing(parts.value(1));
    (void)ArtifactName::parse(QString::fromUtf8(parts.value(2)));
    if (const std::optional<RunnerTags> tags = RunnerTags::parse(QString::fromUtf8(parts.value(3))))
        (void)tags->value(u"arch");
    prText(QString::fromUtf8(parts.value(4)), QString::fromUtf8(parts.value(5)), QString::fromUtf8(parts.value(6)));
    return 0;
}
