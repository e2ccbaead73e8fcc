// The runs of several workflows read together (issue 50: "runs of several workflows
// together, each run labelled by its workflow"): the demo's recorded nightly runs
// (training and inference jobs) and weekly training runs, both made by real pytest,
// against both of the demo's YAMLs:
// - every run is kept, newest first, each labelled by its workflow; one named
//   workflow keeps its runs alone and says the others;
// - a workflow whose runs never held a test says nothing of it: an entry only the
//   weekly runs is judged as from the weekly runs alone, even where a nightly job
//   timed out (no gap in a test it does not run);
// - a test both run is judged on every run of both;
// - each workflow's newest run is news, labelled by its run.
#include "cihistory/cihistory.h"
#include "cihistory/historypullrequest.h"
#include "cihistory/historyreport.h"
#include "recordedruns.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace dtriage;
using namespace dtriage::testing;
using Kind = HistoryProposal::Kind;

namespace {

const QString kNightly = QStringLiteral("On nightly");
const QString kWeekly = QStringLiteral("On weekly training");

QStringList demoConfigs()
{
    return {QStringLiteral(DTRIAGE_DEMO_DIR "/") + kInferenceYaml, QStringLiteral(DTRIAGE_DEMO_DIR "/") + kTrainingYaml};
}

CiHistory read(const QStringList& folders, const QStringList& workflows = {})
{
    const Result<CiHistory> history = CiHistory::read(demoConfigs(), folders, workflows);
    if (!history)
        qFatal("%s", qPrintable(history.error().toString()));
    return *history;
}

QString strip(const CiHistory& history, const QString& key, const QString& arch)
{
    const EntryHistory* h = history.entry(key);
    const ArchMarks* marks = h ? h->on(arch) : nullptr;
    return marks ? HistoryReport::strip(*marks) : QString();
}

}  // namespace

class TestWorkflowsTogether : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;

private Q_SLOTS:
    void everyRunIsKeptAndLabelledByItsWorkflow()
    {
        const CiHistory history = read(nightlyRunFolders() + weeklyRunFolders());
        QStringList ids;
        for (const HistoryRun& run : history.runs)
            ids << QString::number(run.id);
        QCOMPARE(ids, kNightlyRuns + kWeeklyRuns);
        QCOMPARE(history.workflows(), (QStringList{kNightly, kWeekly}));
        QCOMPARE(history.newestOfEach(), (QList<int>{0, 3}));
        const QString said = history.problems.join(u'\n');
        QVERIFY2(!said.contains(QStringLiteral("of the workflow")), qPrintable(said));
        const QString first = HistoryReport::lines(history).value(0);
        QVERIFY2(first.startsWith(QStringLiteral("runs (newest first): 19130000003 (On nightly, 2026-12-03), ")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("19080000002 (On weekly training, 2026-11-21, attempt 2)")), qPrintable(first));
        // (The plural's words are the translation's: tst_syncverb reads the whole title.)
        QVERIFY(HistoryPullRequest::title(history).startsWith(
            QStringLiteral("Test config updates from On nightly and On weekly training, 2026-11-14 to 2026-12-03 (6 ")));
        const QString text = HistoryPullRequest::text(history, history.changingKeys(), QStringLiteral("tenstorrent/tt-xla"));
        QVERIFY2(text.contains(QStringLiteral("[19070000001 (On weekly training, 2026-11-14)]"
                                              "(https://github.com/tenstorrent/tt-xla/actions/runs/19070000001)")),
                 qPrintable(text));
        const QJsonObject json = HistoryReport::json(history);
        QCOMPARE(json.value(QStringLiteral("workflows")).toArray(), QJsonArray({kNightly, kWeekly}));
        // Written as it goes, the text is Qt's own for the same values, byte for byte:
        // members by name, the arches' marks too when the arches come in another
        // order, a workflow's name with a lone surrogate (gh's JSON may carry one).
        CiHistory twisted = history;
        std::reverse(twisted.arches.begin(), twisted.arches.end());
        for (EntryHistory& h : twisted.entries)
            std::reverse(h.arches.begin(), h.arches.end());
        twisted.runs.first().workflow += QChar(0xD800);
        for (const CiHistory* one : {&history, static_cast<const CiHistory*>(&twisted)})
            QCOMPARE(HistoryReport::jsonText(*one), QJsonDocument(HistoryReport::json(*one)).toJson(QJsonDocument::Compact));
        QVERIFY(HistoryReport::jsonText(twisted).contains("\\ud800"));
        QCOMPARE(json.value(QStringLiteral("runs")).toArray().at(5)[QStringLiteral("workflow")].toString(), kWeekly);
        // The runs of one workflow alone as before: its labels carry no name.
        const CiHistory weekly = read(weeklyRunFolders());
        QVERIFY(HistoryReport::lines(weekly).value(0).contains(QStringLiteral("19090000003 (2026-11-28), ")));
    }

    void oneWorkflowNamedLeavesTheOthersOut()
    {
        const CiHistory history = read(nightlyRunFolders() + weeklyRunFolders(), {kWeekly});
        QCOMPARE(history.runs.size(), 3);
        QCOMPARE(history.workflows(), QStringList{kWeekly});
        const QString said = history.problems.join(u'\n');
        QVERIFY2(said.contains(QStringLiteral("run 19130000003 is of the workflow “On nightly”, not “On weekly training”: left out")),
                 qPrintable(said));
        const CiHistory both = read(nightlyRunFolders() + weeklyRunFolders(), {kWeekly, kNightly});
        QCOMPARE(both.runs.size(), 6);
    }

    // vit and the others the nightly runs never held: what the weekly runs alone say,
    // proposal and change; their nightly columns "not selected", never a gap.
    void aWorkflowThatNeverHeldATestSaysNothingOfIt()
    {
        const CiHistory nightly = read(nightlyRunFolders());
        const CiHistory weekly = read(weeklyRunFolders());
        const CiHistory both = read(nightlyRunFolders() + weeklyRunFolders());
        int compared = 0;
        for (const EntryHistory& alone : weekly.entries) {
            if (nightly.entry(alone.key))
                continue;
            const EntryHistory* h = both.entry(alone.key);
            QVERIFY2(h, qPrintable(alone.key));
            QCOMPARE(h->proposal.kind, alone.proposal.kind);
            QCOMPARE(h->proposal.summary, alone.proposal.summary);
            QCOMPARE(h->proposal.change.set, alone.proposal.change.set);
            for (const ArchMarks& arch : h->arches)
                for (int run = 0; run < 3; ++run)
                    QCOMPARE(arch.marks[run].absence, RunMark::Absence::NotSelected);
            ++compared;
        }
        QVERIFY2(compared >= 25, qPrintable(QString::number(compared)));
        QCOMPARE(both.entry(kVitKey)->proposal.kind, Kind::Promote);
        QCOMPARE(strip(both, kVitKey, QStringLiteral("n150")), QStringLiteral("···✓✓✓"));
    }

    // The newest nightly's n150 training job timed out before its report: a gap in the
    // tests it runs (chest x-ray), none in vit's, which only the weekly runs hold.
    void aNightlyJobThatTimedOutIsNoGapInAWeeklyTest()
    {
        const QString runs = copyRecordedRuns(nightlyRunsDir(), m_work.filePath(QStringLiteral("timed-out")));
        QVERIFY(!runs.isEmpty());
        const QString newest = QDir(runs).filePath(kNightlyRuns[0]);
        QVERIFY(timeOutJobOf(newest, QStringLiteral("n150"), kChestXray) > 0);
        const CiHistory both = read(runFoldersIn(runs, kNightlyRuns) + weeklyRunFolders());
        const RunMark& chest = both.entry(kChestXray)->on(QStringLiteral("n150"))->marks[0];
        QCOMPARE(chest.absence, RunMark::Absence::JobTimedOut);
        QCOMPARE(both.entry(kVitKey)->on(QStringLiteral("n150"))->marks[0].absence, RunMark::Absence::NotSelected);
        QCOMPARE(both.entry(kVitKey)->proposal.kind, Kind::Promote);
    }

    // densenet is run by the nightly's training jobs and by the weekly training: every
    // run of both is its history (the weekly's oldest n150 job timed out).
    void aTestBothRunIsJudgedOnEveryRun()
    {
        const CiHistory both = read(nightlyRunFolders() + weeklyRunFolders());
        QCOMPARE(strip(both, kDensenet, QStringLiteral("n150")), strip(read(nightlyRunFolders()), kDensenet, QStringLiteral("n150"))
                                                                    + strip(read(weeklyRunFolders()), kDensenet, QStringLiteral("n150")));
        QCOMPARE(both.entry(kDensenet)->on(QStringLiteral("n150"))->marks.size(), 6);
        QCOMPARE(both.entry(kDensenet)->proposal.kind, Kind::Regressed);
    }

    // The nightly's newest run is news of the tests it holds, the weekly's newest of
    // the weekly's: each item names its run; the weekly's items are the weekly's alone.
    void eachWorkflowsNewestRunIsNews()
    {
        const CiHistory both = read(nightlyRunFolders() + weeklyRunFolders());
        QCOMPARE(both.news.run, kNightlyRuns[0].toLongLong());
        QCOMPARE(both.news.runs, (QList<qint64>{kNightlyRuns[0].toLongLong(), kWeeklyRuns[0].toLongLong()}));
        const auto itemOf = [](const RunNews& news, const QString& key, const QString& arch) -> std::optional<NewsItem> {
            for (const NewsItem& item : news.items)
                if (item.key == key && item.arch == arch)
                    return item;
            return std::nullopt;
        };
        const auto crash = itemOf(both.news, kChestXray, QStringLiteral("n150"));
        QVERIFY(crash);
        QCOMPARE(crash->kind, NewsItem::Kind::New);
        QCOMPARE(crash->run, kNightlyRuns[0].toLongLong());
        const CiHistory weekly = read(weeklyRunFolders());
        const CiHistory nightly = read(nightlyRunFolders());
        int weeklyOnly = 0;
        for (const NewsItem& alone : weekly.news.items) {
            if (nightly.entry(alone.key))
                continue;
            const auto item = itemOf(both.news, alone.key, alone.arch);
            QVERIFY2(item, qPrintable(alone.key));
            QCOMPARE(item->kind, alone.kind);
            QCOMPARE(item->error, alone.error);
            QCOMPARE(item->before, alone.before);
            QCOMPARE(item->run, kWeeklyRuns[0].toLongLong());
            ++weeklyOnly;
        }
        QVERIFY(weeklyOnly > 0);
        QVERIFY2(both.news.summary().startsWith(QStringLiteral("newest runs 19130000003, 19090000003: ")),
                 qPrintable(both.news.summary()));
        const QStringList lines = HistoryReport::lines(both);
        QVERIFY(lines.contains(QStringLiteral("News of the newest runs")));
        QVERIFY2(lines.join(u'\n').contains(QStringLiteral("new failure on n150 in run 19130000003: %1").arg(kChestXray)),
                 qPrintable(lines.join(u'\n')));
        const QJsonObject news = HistoryReport::json(both).value(QStringLiteral("news")).toObject();
        QCOMPARE(news.value(QStringLiteral("runs")).toArray(), QJsonArray({kNightlyRuns[0], kWeeklyRuns[0]}));
        for (const QJsonValue& item : news.value(QStringLiteral("items")).toArray())
            QVERIFY(kNightlyRuns[0] == item[QStringLiteral("run")].toString() || kWeeklyRuns[0] == item[QStringLiteral("run")].toString());
    }

    // Runs without run.json name no workflow: one workflow still, read as before —
    // no labels, the newest run's news alone.
    void undescribedRunsAreNoWorkflowOfTheirOwn()
    {
        const QString runs = copyWeeklyRuns(m_work.filePath(QStringLiteral("undescribed")));
        QVERIFY(!runs.isEmpty());
        for (const QString& id : {kWeeklyRuns[1], kWeeklyRuns[2]})
            QVERIFY(QFile::remove(QDir(runs).filePath(id + QStringLiteral("/run.json"))));
        const CiHistory history = read(runFoldersIn(runs, kWeeklyRuns));
        QCOMPARE(history.workflows(), QStringList{kWeekly});
        QCOMPARE(history.news.runs, QList<qint64>{kWeeklyRuns[0].toLongLong()});
        for (const NewsItem& item : history.news.items)
            QCOMPARE(item.run, kWeeklyRuns[0].toLongLong());
        const QStringList lines = HistoryReport::lines(history);
        QVERIFY2(!lines.value(0).contains(kWeekly), qPrintable(lines.value(0)));
        QVERIFY(!lines.contains(QStringLiteral("News of the newest runs")));
        QCOMPARE(HistoryReport::json(history).value(QStringLiteral("workflows")).toArray(), QJsonArray({kWeekly}));
    }

    // The newest nightly's reports all break off: what they held is not known, so a
    // weekly test's nightly column there is unread (a gap), never "not selected".
    void aReportThatDidNotReadIsAGapInEveryTest()
    {
        const QString runs = copyRecordedRuns(nightlyRunsDir(), m_work.filePath(QStringLiteral("unread")));
        QVERIFY(!runs.isEmpty());
        QDirIterator it(QDir(runs).filePath(kNightlyRuns[0]), {QStringLiteral("report_*.xml")}, QDir::Files, QDirIterator::Subdirectories);
        int broken = 0;
        while (it.hasNext()) {
            const QString report = it.next();
            QVERIFY(writeFile(report, readFile(report).left(300)));
            ++broken;
        }
        QVERIFY(broken > 0);
        const CiHistory both = read(runFoldersIn(runs, kNightlyRuns) + weeklyRunFolders());
        for (const QString& arch : {QStringLiteral("n150"), QStringLiteral("p150")}) {
            QCOMPARE(both.entry(kVitKey)->on(arch)->marks[0].kind, RunMark::Kind::Unread);
            QCOMPARE(both.entry(kVitKey)->on(arch)->marks[1].absence, RunMark::Absence::NotSelected);
        }
    }

    // densenet on p150: the newest nightly's job timed out; the older nightlies failed
    // it, after the newest weekly run did. The weekly's failure is no news: a newer run
    // saw the test since.
    void noNewsWhereANewerRunSawTheTest()
    {
        const QString runs = copyRecordedRuns(nightlyRunsDir(), m_work.filePath(QStringLiteral("older-news")));
        QVERIFY(!runs.isEmpty());
        QVERIFY(timeOutJobOf(QDir(runs).filePath(kNightlyRuns[0]), QStringLiteral("p150"), kDensenet) > 0);
        const CiHistory both = read(runFoldersIn(runs, kNightlyRuns) + weeklyRunFolders());
        QCOMPARE(strip(both, kDensenet, QStringLiteral("p150")).left(4), QStringLiteral("⌛✗⌛✗"));
        for (const NewsItem& item : both.news.items)
            QVERIFY2(!(item.key == kDensenet && item.arch == QLatin1String("p150")), qPrintable(QString::number(item.run)));
    }
};

QTEST_GUILESS_MAIN(TestWorkflowsTogether)
#include "tst_workflowstogether.moc"
