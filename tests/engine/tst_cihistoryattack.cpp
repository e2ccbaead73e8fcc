// The CI history under attack (issue 48), on copies of the demo's recorded weekly
// runs: a damaged digest is read again and said once (§3); a newer attempt whose
// report does not read leaves the mark unknown and no proposal on it (§6); the PR
// text links only the runs' pages the workbench builds, every outside text escaped
// (§7); an artifact that is a FIFO or a link is said and leaves its arch unknown,
// not "its job timed out" (§8).
#include "cihistory/cihistory.h"
#include "cihistory/historypullrequest.h"
#include "cihistory/historyreport.h"
#include "cihistory/rundigest.h"
#include "recordedruns.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace dtriage;
using namespace dtriage::testing;
using Kind = HistoryProposal::Kind;
using Mark = RunMark::Kind;

namespace {

const QString kGroupMark = QStringLiteral("and_training_and_weekly_and_not_large_and_(known_failure_xfail_or_not_supported_skip)");

QString trainingYaml()
{
    return QStringLiteral(DTRIAGE_DEMO_DIR "/") + kTrainingYaml;
}

QStringList foldersOf(const QString& runs)
{
    QStringList folders;
    for (const QString& id : kWeeklyRuns)
        folders << QDir(runs).filePath(id);
    return folders;
}

// The artifact folder of `runFolder` whose report holds `key` on `arch`.
QString artifactOf(const QString& runFolder, const QString& arch, const QString& key)
{
    for (const QString& name : QDir(runFolder).entryList({QStringLiteral("test-reports-*-") + arch + QStringLiteral("-*")}, QDir::Dirs)) {
        QDirIterator it(QDir(runFolder).filePath(name), {QStringLiteral("report_*.xml")}, QDir::Files);
        if (it.hasNext() && readFile(it.next()).contains(key.toUtf8()))
            return name;
    }
    return {};
}

}  // namespace

class TestCiHistoryAttack : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;

    CiHistory read(const QStringList& folders, const RunDigest* digest = nullptr)
    {
        Result<CiHistory> history = CiHistory::read(trainingYaml(), folders, {}, digest);
        if (!history)
            qFatal("%s", qPrintable(history.error().toString()));
        return std::move(*history);
    }

    static QStringList proposals(const CiHistory& history)
    {
        QStringList out;
        for (const EntryHistory& h : history.entries)
            out << h.key + u' ' + HistoryProposal::kindName(h.proposal.kind) + u' ' + h.proposal.summary;
        return out;
    }

private Q_SLOTS:
    // §3: one flipped bit in a digest's content made sync write a reason no run
    // gave. Every byte of the payload flipped in turn (a sample across it): the
    // history is the one the reports give, and the damage is said once.
    void aDamagedDigestIsReadAgainAndSaidOnce()
    {
        const QStringList folders = foldersOf(copyWeeklyRuns(m_work.filePath(QStringLiteral("digest"))));
        const QString digests = m_work.filePath(QStringLiteral("digests"));
        const RunDigest digest(digests);
        const CiHistory fresh = read(folders, &digest);
        QVERIFY(fresh.notes.isEmpty());
        const QString path = QDir(digests).filePath(QDir(digests).entryList({QStringLiteral("*.digest")}).first());
        const QByteArray kept = readFile(path);
        QVERIFY(kept.size() > 400);
        int flips = 0;
        for (qsizetype at = 200; at < kept.size(); at += kept.size() / 40, ++flips) {
            QByteArray damaged = kept;
            damaged[at] = char(damaged[at] ^ 0x04);
            QVERIFY(writeFile(path, damaged));
            const CiHistory again = read(folders, &digest);
            QCOMPARE(proposals(again), proposals(fresh));
            QCOMPARE(again.problems, fresh.problems);
            QCOMPARE(again.notes.size(), 1);
            QVERIFY2(again.notes.first().contains(QLatin1String("the digest of its reading is damaged (its checksum does not match): "
                                                                "its reports were read again")),
                     qPrintable(again.notes.first()));
            QVERIFY(read(folders, &digest).notes.isEmpty());  // said once: the digest is whole again
        }
        QVERIFY(flips >= 30);
    }

    // §6: attempt 2 of vit's p150 group in the newest run left a report that does
    // not read. Attempt 1's pass is not that run's word: the mark is unknown and
    // vit is not promoted on it.
    void aNewerAttemptUnreadIsUnknown()
    {
        const QStringList folders = foldersOf(copyWeeklyRuns(m_work.filePath(QStringLiteral("attempt"))));
        const CiHistory before = read(folders);
        QCOMPARE(before.entry(kVitKey)->proposal.kind, Kind::Promote);
        const QString rerun = QStringLiteral("test-reports-5f3a9c1e-2.2-p150-p150_%1-190900000036").arg(kGroupMark);
        QVERIFY(writeFile(QDir(folders.first()).filePath(rerun + QStringLiteral("/report_190900000036.xml")),
                          "<testsuites><testsuite><testcase name="));
        const CiHistory history = read(folders);
        const EntryHistory& vit = *history.entry(kVitKey);
        const RunMark& newest = vit.on(QStringLiteral("p150"))->marks.first();
        QCOMPARE(newest.kind, Mark::Unread);
        QCOMPARE(newest.attempt, 2);
        QCOMPARE(newest.note, QStringLiteral("attempt 2's report on p150 did not read"));
        QCOMPARE(vit.proposal.kind, Kind::None);
        QVERIFY(vit.proposal.archs.isEmpty());
        QVERIFY2(history.problems.join(u'\n').contains(rerun), qPrintable(history.problems.join(u'\n')));

        // The re-run of another group (3) that does not read says nothing of vit's (2).
        QVERIFY(QDir(QDir(folders.first()).filePath(rerun)).removeRecursively());
        const QString other = QStringLiteral("test-reports-5f3a9c1e-2.3-p150-p150_%1-190900000037").arg(kGroupMark);
        QVERIFY(writeFile(QDir(folders.first()).filePath(other + QStringLiteral("/report_190900000037.xml")),
                          "<testsuites><testsuite><testcase name="));
        const CiHistory otherGroup = read(folders);
        QCOMPARE(otherGroup.entry(kVitKey)->on(QStringLiteral("p150"))->marks.first().kind, Mark::Passed);
        QCOMPARE(otherGroup.entry(kVitKey)->proposal.kind, Kind::Promote);
    }

    // §7: run.json's url and conclusion are outside text: the PR text links the
    // run's page built from its id, and escapes the rest.
    void thePrTextLinksOnlyTheRunsPages()
    {
        const QStringList folders = foldersOf(copyWeeklyRuns(m_work.filePath(QStringLiteral("link"))));
        QVERIFY(setRunField(folders.first(), QStringLiteral("url"),
                            QStringLiteral("javascript:alert(1)//)](https://evil.example/x) <script>alert(2)</script>")));
        QVERIFY(setRunField(folders.first(), QStringLiteral("conclusion"),
                            QStringLiteral("<img src=x onerror=alert(3)>[x](javascript:y) see https://evil.example/z or www.evil.example")));
        const CiHistory history = read(folders);
        const QString text = HistoryPullRequest::text(history, history.changingKeys(), QStringLiteral("tenstorrent/tt-xla"));
        QVERIFY2(text.contains(QLatin1String("[19090000003 \\(2026")) || text.contains(QLatin1String("[19090000003 (")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("](https://github.com/tenstorrent/tt-xla/actions/runs/19090000003)")), qPrintable(text));
        // GitHub links bare addresses in text too: the outside ones are escaped out of it.
        for (const char* never : {"javascript:alert", "https://evil.example", "www.evil.example", "evil.example/x"})
            QVERIFY2(!text.contains(QLatin1String(never)), never);
        QVERIFY2(text.contains(QLatin1String(R"(https:\/\/evil.example/z or www\.evil.example)")), qPrintable(text));
        for (const QString& line : text.split(u'\n')) {
            if (line.contains(QLatin1String("onerror")))  // outside text: every <, >, [ and ] escaped
                QVERIFY2(!line.contains(QRegularExpression(QStringLiteral(R"((?<!\\)[<>])"))), qPrintable(line));
        }
        QVERIFY2(text.contains(QLatin1String("\\<img src=x onerror=alert(3)\\>\\[x\\](javascript:y)")), qPrintable(text));
        // A repository that is no owner/name gives no link at all.
        const QString odd = HistoryPullRequest::text(history, history.changingKeys(), QStringLiteral("a/b) [c](javascript:d"));
        QVERIFY2(!odd.contains(QRegularExpression(QStringLiteral(R"((?<!\\)\]\()"))), qPrintable(odd));
        QVERIFY(text.contains(QRegularExpression(QStringLiteral(R"((?<!\\)\]\()"))));
    }

    // §8: a FIFO, or a link, named as the artifact of vit's n150 group whose job
    // timed out: said in "not taken", and its arch in that run unknown, not ⌛.
    void oddArtifactsAreSaidAndUnknown()
    {
        for (const QString& kind : {QStringLiteral("fifo"), QStringLiteral("link")}) {
            const QStringList folders = foldersOf(copyWeeklyRuns(m_work.filePath(kind)));
            const QString artifact = artifactOf(folders.first(), QStringLiteral("n150"), kVitKey);
            QVERIFY(!artifact.isEmpty());
            QVERIFY(timeOutJobOf(folders.first(), QStringLiteral("n150"), kVitKey) > 0);
            const CiHistory timedOut = read(folders);
            QCOMPARE(timedOut.entry(kVitKey)->on(QStringLiteral("n150"))->marks.first().absence, RunMark::Absence::JobTimedOut);
            const QString odd = QDir(folders.first()).filePath(artifact + QStringLiteral(".zip"));
            if (kind == QLatin1String("fifo"))
                QCOMPARE(::mkfifo(QFile::encodeName(odd).constData(), 0600), 0);
            else
                QVERIFY(QFile::link(QStringLiteral("/etc/hostname"), odd));
            const CiHistory history = read(folders);
            const RunMark& mark = history.entry(kVitKey)->on(QStringLiteral("n150"))->marks.first();
            QCOMPARE(mark.kind, Mark::Unread);
            QCOMPARE(mark.absence, RunMark::Absence::None);
            const QString said = history.problems.join(u'\n');
            QVERIFY2(said.contains(QStringLiteral("%1 was not read: %2, not an artifact")
                                       .arg(artifact, kind == QLatin1String("fifo") ? QStringLiteral("a FIFO") : QStringLiteral("a link"))),
                     qPrintable(said));
        }
    }

    // Messages: an xfail whose tags property does not read says so, not that the
    // runner recorded no tags.
    void unreadableTagsAreSaidAsSuch()
    {
        const QStringList folders = foldersOf(copyWeeklyRuns(m_work.filePath(QStringLiteral("tags"))));
        QDirIterator it(folders.first(), {QStringLiteral("report_190900000031.xml")}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(it.hasNext());
        const QString report = it.next();
        QByteArray xml = readFile(report);
        const qsizetype at = xml.indexOf("<property name=\"tags\" value=\"{'test_name': 'test_all_models_torch', "
                                         "'specific_test_case': 'test_all_models_torch[efficientdet");
        QVERIFY(at > 0);
        const qsizetype end = xml.indexOf("\" />", at);
        xml.replace(at, end - at, "<property name=\"tags\" value=\"{'arch': 'n150', 'bringup_status'");
        QVERIFY(writeFile(report, xml));
        const CiHistory history = read(folders);
        const RunMark& mark = history.entry(kEfficientdet)->on(QStringLiteral("n150"))->marks.first();
        QCOMPARE(mark.kind, Mark::Unread);
        QCOMPARE(mark.note, QStringLiteral("skipped as an xfail; the runner's tags do not read as a dict, so nothing says what it did"));
    }

    // §11 and the messages: run.json's numbers are read exactly or refused (an
    // attempt of 2^63 or -1 became 1), and each refusal says what is wrong with it.
    void runJsonIsReadExactlyOrRefusedWithItsReason_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("said");
        const QByteArray base = R"("status": "completed", "workflowName": "On weekly training")";
        QTest::newRow("an array") << QByteArray("[1, 2]") << QStringLiteral("is a JSON array, not the object `gh run view --json` prints");
        QTest::newRow("not JSON") << QByteArray("{\"databaseId\": ") << QStringLiteral("does not read as JSON: ");
        QTest::newRow("id 1e30") << (R"({"databaseId": 1e30, )" + base + "}") << QStringLiteral("databaseId 1e+30 is no run id");
        QTest::newRow("id -5") << (R"({"databaseId": -5, )" + base + "}") << QStringLiteral("databaseId -5 is no run id");
        QTest::newRow("id text") << (R"({"databaseId": "7", )" + base + "}") << QStringLiteral("databaseId \"7\" is no run id");
        QTest::newRow("attempt 2^63") << (R"({"databaseId": 19090000003, "attempt": 9223372036854775808, )" + base + "}")
                                      << QStringLiteral("attempt 9.2233720368547758e+18 is no attempt of a run");
        QTest::newRow("attempt -1") << (R"({"databaseId": 19090000003, "attempt": -1, )" + base + "}")
                                    << QStringLiteral("attempt -1 is no attempt of a run");
        QTest::newRow("no status") << QByteArray(R"({"databaseId": 19090000003})") << QStringLiteral("(no databaseId or status)");
    }

    void runJsonIsReadExactlyOrRefusedWithItsReason()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, said);
        const QString folder = m_work.filePath(QStringLiteral("runjson-%1").arg(QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY(writeFile(QDir(folder).filePath(QStringLiteral("run.json")), json));
        const Result<RecordedRun> run = RecordedRun::open(folder);
        QVERIFY(!run);
        QVERIFY2(run.error().toString().contains(said), qPrintable(run.error().toString()));
        QVERIFY(!run.error().toString().contains(QLatin1String("no error occurred")));
    }

    void exactIdsAndAttemptsAreKept()
    {
        const QString folder = m_work.filePath(QStringLiteral("runjson-exact"));
        QVERIFY(writeFile(QDir(folder).filePath(QStringLiteral("run.json")),
                          R"({"databaseId": 9007199254740993, "attempt": 3, "status": "completed"})"));
        const Result<RecordedRun> run = RecordedRun::open(folder);
        QVERIFY2(run, qPrintable(run ? QString() : run.error().toString()));
        QCOMPARE(run->id, 9007199254740993LL);
        QCOMPARE(run->attempt, 3);
    }
};

QTEST_GUILESS_MAIN(TestCiHistoryAttack)
#include "tst_cihistoryattack.moc"
