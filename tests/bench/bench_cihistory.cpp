// Benchmark (prints figures, never fails on timing; fails loudly when it measured
// nothing): the CI history of 10 runs x 40 reports (20 parallel groups on n150 and
// p150, 500 testcases a report: 200,000 testcases), read and aggregated by
// CiHistory::read — the folders opened, the reports read, each entry's marks and
// proposal — beside tests/bench/bench_cihistory.py, the parse and aggregation
// tt-xla's nightly_status.py does (xml.etree), on the same files, in alternating
// rounds, and beside the tags-aware reader (--tags: summarize_junit_xmls.py's
// reading, every tagged testcase's tags through ast.literal_eval). Ours twice:
// cold (every report parsed by JUnitReader with the runner's tags, as on a run's
// first read) and warm (each run from its digest, RunDigest: how every later sync
// reads the runs it read before). Goal: >= 10x faster than Python and under a
// second.
//
// The reports are made of the demo's recorded weekly testcases (real pytest
// output, resources/demo/weekly-runs): a passing xfail, a failing one, a skip,
// their keys renamed and their failures' words made each test's own (the same
// run after run, as a test's failure is), against a training YAML of the 10,000 keys.
// Built, not run by CTest. Usage: [DTRIAGE_BENCH_KEEP=DIR] bench_cihistory [rounds, default 3]
#include "cihistory/cihistory.h"
#include "cihistory/rundigest.h"
#include "recordedruns.h"
#include "run/xmlevents.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <optional>
#include <utility>
#include <cstdio>
#include <vector>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

constexpr int kRuns = 10;
constexpr int kGroups = 20;
constexpr int kPerReport = 500;
const QStringList kArches{QStringLiteral("n150"), QStringLiteral("p150")};

// The recorded testcases of vit (an xfail that passed), dgcnn (one that failed) and
// speecht5 (a skip), as pytest wrote them, with their key as a placeholder.
QList<QByteArray> templates()
{
    QList<QByteArray> found;
    QDirIterator it(QDir(weeklyRunsDir()).filePath(kWeeklyRuns.last()), {QStringLiteral("report_*.xml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QByteArray all;
    while (it.hasNext())
        all += readFile(it.next());
    static const QRegularExpression testcase(QStringLiteral("<testcase [^>]*name=\"test_all_models_torch\\[([^\\]]+)\\]\".*?</testcase>"),
                                             QRegularExpression::DotMatchesEverythingOption);
    for (const QString& key : {kVitKey, kDgcnn, kSpeechKey}) {
        for (auto m = testcase.globalMatch(QString::fromUtf8(all)); m.hasNext();) {
            const QRegularExpressionMatch one = m.next();
            if (one.captured(1) == key) {
                // Each test's failure in words of its own (@N@: the test's number), as
                // a real run's are, and the same run after run.
                found << one.captured(0)
                             .replace(key, QStringLiteral("@KEY@"))
                             .replace(QStringLiteral("for dimension 0"), QStringLiteral("for dimension @N@"))
                             .replace(QStringLiteral("Float and BFloat16"), QStringLiteral("Float and BFloat16 @N@"))
                             .toUtf8();
                break;
            }
        }
    }
    return found;
}

QString keyOf(int n)
{
    return QStringLiteral("bench_%1/pytorch-V%2-single_device-training").arg(n / 4).arg(n % 4);
}

bool writeTraining(const QString& path, int keys)
{
    QByteArray yaml = "test_config:\n";
    for (int n = 0; n < keys; ++n)
        yaml += "  " + keyOf(n).toUtf8() + ":\n    status: KNOWN_FAILURE_XFAIL\n    bringup_status: FAILED_FE_COMPILATION\n";
    return writeFile(path, yaml);
}

// One run's 40 reports, laid out as `gh run download` leaves them, and its run.json.
bool writeRun(const QString& folder, int run, const QList<QByteArray>& cases)
{
    const QString day = QStringLiteral("2026-10-%1T08:00:00Z").arg(run + 1, 2, 10, QLatin1Char('0'));
    QByteArray jobs;
    for (int a = 0; a < kArches.size(); ++a) {
        for (int g = 0; g < kGroups; ++g) {
            const int index = a * kGroups + g;
            const qint64 job = qint64(run + 1) * 1000 + index;
            QByteArray xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?><testsuites><testsuite name=\"pytest\">";
            for (int i = 0; i < kPerReport; ++i) {
                const int n = g * kPerReport + i;
                xml += QByteArray(cases[(n + run * (n % 7 == 0)) % cases.size()])
                           .replace("@KEY@", keyOf(n).toUtf8())
                           .replace("@N@", QByteArray::number(n));
            }
            xml += "</testsuite></testsuites>";
            const QString artifact = QStringLiteral("test-reports-bench-1.%1-%2-mark-%3").arg(index).arg(kArches[a]).arg(job);
            if (!writeFile(QDir(folder).filePath(artifact + QStringLiteral("/report_%1.xml").arg(job)), xml))
                return false;
            jobs += QStringLiteral("%1{\"databaseId\":%2,\"name\":\"test (%3, run, %4)\",\"conclusion\":\"success\"}")
                        .arg(jobs.isEmpty() ? QString() : QStringLiteral(","))
                        .arg(job)
                        .arg(kArches[a])
                        .arg(index)
                        .toUtf8();
        }
    }
    return writeFile(QDir(folder).filePath(QStringLiteral("run.json")),
                     QStringLiteral("{\"databaseId\":%1,\"attempt\":1,\"status\":\"completed\",\"conclusion\":\"success\","
                                    "\"createdAt\":\"%2\",\"workflowName\":\"On weekly training\",\"jobs\":[")
                             .arg(run + 1)
                             .arg(day)
                             .toUtf8()
                         + jobs + "]}");
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? -1 : values[values.size() / 2];
}

// Counts what it is handed, to prove a reading read something.
class CountingEvents : public XmlEvents::Handler {
public:
    qint64 elements = 0, chars = 0;
    bool start(std::string_view, const char**) override { return ++elements > 0; }
    void end(std::string_view) override {}
    void text(std::string_view text) override { chars += qint64(text.size()); }
    void restart() override { elements = chars = 0; }
};

// The XML alone, side by side: every report's events through the subset reader,
// then through expat, one report after the other on one thread. The times, in ms,
// or nothing when a reading read nothing or the subset reader left a report to expat.
std::optional<std::pair<double, double>> xmlAlone(const QStringList& folders, qint64& bytes)
{
    QList<QByteArray> reports;
    for (const QString& folder : folders) {
        QDirIterator it(folder, {QStringLiteral("*.xml")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (file.open(QIODevice::ReadOnly))
                reports << file.readAll();
        }
    }
    bytes = 0;
    double ms[2] = {0, 0};
    qint64 elements[2] = {0, 0};
    for (const QByteArray& report : reports) {
        bytes += report.size();
        for (const int expat : {0, 1}) {
            CountingEvents events;
            QElapsedTimer clock;
            clock.start();
            const XmlEvents::Outcome outcome = XmlEvents::read(
                report, events, expat ? XmlEvents::Readers::ExpatOnly : XmlEvents::Readers::Fastest);
            ms[expat] += clock.nsecsElapsed() / 1e6;
            elements[expat] += events.elements;
            if (!outcome.wellFormed || (!expat && !outcome.subset))
                return std::nullopt;
        }
    }
    if (reports.isEmpty() || elements[0] == 0 || elements[0] != elements[1])
        return std::nullopt;
    return std::pair(ms[0], ms[1]);
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, atoi(argv[1])) : 3;
    QTemporaryDir temporary;
    // DTRIAGE_BENCH_KEEP=DIR: the runs are written there and kept (profiling).
    const QString kept = qEnvironmentVariable("DTRIAGE_BENCH_KEEP");
    const QDir work(kept.isEmpty() ? temporary.path() : kept);
    const QList<QByteArray> cases = templates();
    if (cases.size() != 3) {
        std::printf("MEASURED NOTHING: the recorded testcases were not found in %s\n", qPrintable(weeklyRunsDir()));
        return 1;
    }
    const QString training = work.filePath(QStringLiteral("test_config_training_single_device.yaml"));
    QStringList folders;
    QElapsedTimer made;
    made.start();
    bool ok = writeTraining(training, kGroups * kPerReport);
    for (int run = 0; run < kRuns && ok; ++run) {
        folders << work.filePath(QString::number(run + 1));
        ok = writeRun(folders.last(), run, cases);
    }
    if (!ok) {
        std::printf("MEASURED NOTHING: the runs could not be written in %s\n", qPrintable(work.absolutePath()));
        return 1;
    }
    std::printf("%d runs x %lld reports x %d testcases written in %lld ms\n", kRuns, qlonglong(kArches.size() * kGroups),
                kPerReport, qlonglong(made.elapsed()));
    std::vector<double> cold, warm, python, tagsAware;
    int testcases = 0, changing = 0;
    QString pythonSays, tagsSays;
    QElapsedTimer yamlClock;
    yamlClock.start();
    if (!ConfigFile::load(training)) {
        std::printf("MEASURED NOTHING: the training YAML does not load\n");
        return 1;
    }
    const double yamlMs = yamlClock.nsecsElapsed() / 1e6;
    std::printf("the training YAML (%d entries) loads in %.1f ms, left out of ours below\n", kGroups * kPerReport, yamlMs);
    for (int round = 0; round < rounds; ++round) {
        QTemporaryDir digests;  // empty: every run parsed, then kept
        const RunDigest digest(digests.path());
        for (std::vector<double>* times : {&cold, &warm}) {
            QElapsedTimer clock;
            clock.start();
            const Result<CiHistory> history = CiHistory::read(training, folders, {}, &digest);
            // The runs' part, as Python's: the training YAML's reading (large here: 10,000
            // entries) is timed apart and left out.
            times->push_back(clock.nsecsElapsed() / 1e6 - yamlMs);
            if (!history) {
                std::printf("MEASURED NOTHING: %s\n", qPrintable(history.error().toString()));
                return 1;
            }
            if (times == &warm && (history->testcases != testcases || int(history->changingKeys().size()) != changing)) {
                std::printf("MEASURED NOTHING: the digests read %d testcases, the reports %d\n", history->testcases, testcases);
                return 1;
            }
            testcases = history->testcases;
            changing = int(history->changingKeys().size());
        }
        for (const bool tags : {false, true}) {
            QProcess py;
            py.start(QStringLiteral(DTRIAGE_PYTHON), QStringList{QStringLiteral(DTRIAGE_BENCH_DIR "/bench_cihistory.py")}
                                                         + (tags ? QStringList{QStringLiteral("--tags")} : QStringList())
                                                         + folders);
            if (!py.waitForFinished(600000) || py.exitCode() != 0) {
                std::printf("MEASURED NOTHING: the Python side failed: %s\n", py.readAllStandardError().constData());
                return 1;
            }
            (tags ? tagsSays : pythonSays) = QString::fromUtf8(py.readAllStandardOutput()).trimmed();
            (tags ? tagsAware : python).push_back((tags ? tagsSays : pythonSays).section(u' ', 0, 0).toDouble());
            // The blind reader keeps no skipped testcase, and every xfail is one: it
            // counts reports; the tags-aware one must have read testcases.
            const QString& says = tags ? tagsSays : pythonSays;
            if (says.section(u' ', 3, 3).toInt() == 0 || (tags && says.section(u' ', 1, 1).toInt() == 0)) {
                std::printf("MEASURED NOTHING: the Python side read nothing (%s)\n", qPrintable(says));
                return 1;
            }
        }
    }
    if (testcases < kRuns * kGroups * kPerReport * int(kArches.size())) {
        std::printf("MEASURED NOTHING: %d testcases read, %d written\n", testcases, kRuns * kGroups * kPerReport * int(kArches.size()));
        return 1;
    }
    const double c = median(cold), w = median(warm), p = median(python), t = median(tagsAware);
    std::printf("ours, cold (every report parsed): %d testcases read and aggregated, median %.1f ms (%d rounds; %d "
                "entries to change)\n",
                testcases, c, rounds, changing);
    std::printf("ours, warm (each run from its digest): median %.1f ms\n", w);
    std::printf("python: xml.etree parse and nightly_status.py's aggregation, median %.1f ms (%s: ms, non-skipped "
                "testcases, failing tests, reports)\n",
                p, qPrintable(pythonSays));
    std::printf("python, tags-aware (as summarize_junit_xmls.py reads: xml.etree, every tagged testcase, "
                "ast.literal_eval): median %.1f ms (%s)\n",
                t, qPrintable(tagsSays));
    std::printf("python / ours cold: %.1fx; python / ours warm: %.1fx (goal >= 10x: %s); warm under a second: %s; cold "
                "under a second: %s\n",
                p / c, p / w, p / w >= 10 ? "met" : "NOT met", w < 1000 ? "yes" : "NO", c < 1000 ? "yes" : "NO");
    std::printf("tags-aware python / ours cold: %.1fx; / ours warm: %.1fx\n", t / c, t / w);
    qint64 bytes = 0;
    const auto alone = xmlAlone(folders, bytes);
    if (!alone) {
        std::printf("MEASURED NOTHING: the XML alone (a report unread, or left to expat)\n");
        return 1;
    }
    std::printf("the XML alone, %.0f MB on one thread: subset reader %.1f ms (%.0f MB/s), expat %.1f ms (%.0f MB/s): "
                "%.1fx\n",
                bytes / 1e6, alone->first, bytes / 1e3 / alone->first, alone->second, bytes / 1e3 / alone->second,
                alone->second / alone->first);
    return 0;
}
