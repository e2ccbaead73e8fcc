// Benchmark of the survey (issue 17): every failing training entry of the demo
// surveyed cold (a Python process per step) and warm (forks of the warm worker),
// both two at a time, then again from the kept results; the cost per entry next
// to one warm CPU repro (dtype_repro.py, both phases) of one entry, in the same run.
// Then the `survey` verb as a tt-xla engineer runs it (issue 31: the checkout's own
// venv, the process's wall time): its first run and its re-run with nothing changed,
// side by side, on the demo and on a backlog-sized copy (the demo's failing loaders
// repeated under other names to 450 entries). Goal: the re-run >= 10x faster, and
// under 2 s for the backlog.
// Built, not run by CTest. Usage: bench_survey [--verb-only]
#include "checkout/checkout.h"
#include "checkout/democheckout.h"
#include "config/configfile.h"
#include "families/dtype/probe/reprojob.h"
#include "run/probejob.h"
#include "run/warmworker.h"
#include "survey/surveyrun.h"
#include "survey/surveystore.h"
#include "survey/surveytreemodel.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cstdio>

#ifndef DTRIAGE_PYTHON
#define DTRIAGE_PYTHON "/usr/bin/python3"
#endif

using namespace dtriage;

namespace {

QList<Entry> failingEntries(const QString& root)
{
    QList<Entry> entries;
    const auto training = ConfigFile::load(QDir(root).filePath(
        QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml")));
    if (!training)
        return entries;
    for (const Entry& entry : training->entries())
        if (entry.key.endsWith(QLatin1String("-training")) && !entry.status().isEmpty()
            && entry.status() != QLatin1String("EXPECTED_PASSING"))
            entries << entry;
    return entries;
}

// One survey's wall time in ms; -1 when a step did not run.
double surveyMs(const Checkout& checkout, const PythonCommand& python, WarmWorker* worker, SurveyStore* store,
                const QList<Entry>& entries, int* reused, QList<SurveyRun::Surveyed>* kept = nullptr)
{
    SurveyRunConfig config;
    config.jobs = 2;
    config.warmWorker = worker;
    config.store = store;
    config.runner = RunnerDefaults::read(checkout.root());
    SurveyRun run(checkout, python, config);
    QElapsedTimer clock;
    clock.start();
    const QList<SurveyRun::Surveyed> results = run.runBlocking(entries);
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    if (kept)
        *kept = results;
    *reused = 0;
    for (const SurveyRun::Surveyed& r : results) {
        if (!r.outcome.ran) {
            std::fprintf(stderr, "  %s: %s\n", qPrintable(r.outcome.key), qPrintable(r.outcome.problem));
            return -1;
        }
        *reused += r.reused ? 1 : 0;
    }
    return results.size() == entries.size() ? ms : -1;
}

// One warm repro (both phases) of speecht5, submit to exit.
double reproMs(const PythonCommand& python, WarmWorker& worker, const QString& root)
{
    ProbeRequest request;
    request.probe = ReproJob::kProbe;
    request.script = ReproJob::kScript;
    request.checkoutRoot = root;
    request.modelPath = QStringLiteral("speecht5/pytorch");
    request.variant = QStringLiteral("Tts");
    ProbeJob job(python, request);
    job.setWarmWorker(&worker);
    QSignalSpy done(&job, &ProbeJob::finished);
    QElapsedTimer clock;
    clock.start();
    job.start();
    if (!done.wait(300 * 1000) || !job.run().process.exitedNormally())
        return -1;
    return double(clock.nsecsElapsed()) / 1e6;
}

// What the window does on its thread at the real backlog's scale (430 failing
// training entries, issue 17): the Survey tree rebuilt from every result (at most
// every 300 ms while a survey runs) and the kept results saved (at most twice a
// second). The demo's results, repeated under other keys, stand in for them.
struct BacklogCosts {
    double treeMs = 0;
    double saveMs = 0;
};

BacklogCosts backlogCosts(const QList<SurveyRun::Surveyed>& demo, const QString& storePath, int size)
{
    QList<SurveyRun::Surveyed> backlog;
    SurveyStore store(storePath);
    for (int i = 0; backlog.size() < size; ++i) {
        SurveyRun::Surveyed r = demo.at(i % demo.size());
        r.outcome.key = QStringLiteral("m%1_%2").arg(i / demo.size()).arg(r.outcome.key);
        backlog << r;
        store.put(r.outcome, QByteArray::number(i));
    }
    SurveyTreeModel tree;
    QElapsedTimer clock;
    clock.start();
    tree.setResults(backlog);
    BacklogCosts costs{.treeMs = double(clock.nsecsElapsed()) / 1e6};
    clock.restart();
    if (!store.save())
        return {};
    costs.saveMs = double(clock.nsecsElapsed()) / 1e6;
    return costs;
}

// The checkout's own venv, as tt-xla's users have one (venv/activate sources venv/bin/activate).
bool addVenv(const QString& root)
{
    const QString venv = root + QStringLiteral("/venv");
    if (QProcess::execute(QStringLiteral(DTRIAGE_PYTHON), {QStringLiteral("-m"), QStringLiteral("venv"),
                                                           QStringLiteral("--without-pip"),
                                                           QStringLiteral("--system-site-packages"), venv})
        != 0)
        return false;
    QFile activate(venv + QStringLiteral("/activate"));
    return activate.open(QIODevice::WriteOnly) && activate.write(". venv/bin/activate\n") > 0;
}

// `copies` more of every failing loader folder (<model>_c<k>, same depth) with their
// entries in the training YAML: a backlog-sized checkout. The entry count, or -1.
int growToBacklog(const QString& root, int copies)
{
    const QString yamlPath = root + QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml");
    const QString loaders = root + QStringLiteral("/third_party/tt_forge_models/");
    QFile yaml(yamlPath);
    if (!yaml.open(QIODevice::ReadOnly))
        return -1;
    QString text = QString::fromUtf8(yaml.readAll());
    yaml.close();
    QStringList added;
    QSet<QString> models;
    for (const Entry& entry : failingEntries(root))
        models << entry.key.section(u'/', 0, 0);
    for (int k = 0; k < copies; ++k)
        for (const QString& model : std::as_const(models)) {
            const QString copy = QStringLiteral("%1_c%2").arg(model).arg(k);
            QDirIterator it(loaders + model, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString from = it.next();
                const QString to = loaders + copy + from.mid((loaders + model).size());
                if (from.contains(QLatin1String("__pycache__")) || !QDir().mkpath(QFileInfo(to).path())
                    || !QFile::copy(from, to))
                    return -1;
            }
        }
    for (const Entry& entry : failingEntries(root))
        for (int k = 0; k < copies; ++k) {
            const QString model = entry.key.section(u'/', 0, 0);
            added << QStringLiteral("  %1_c%2/%3:\n    status: %4\n")
                         .arg(model)
                         .arg(k)
                         .arg(entry.key.section(u'/', 1), entry.status());
        }
    text.replace(QStringLiteral("test_config:\n"), QStringLiteral("test_config:\n") + added.join(QString()));
    if (!yaml.open(QIODevice::WriteOnly | QIODevice::Truncate) || yaml.write(text.toUtf8()) <= 0)
        return -1;
    yaml.close();
    return int(failingEntries(root).size());
}

// One `dtype-triage survey --checkout root --json` as a user runs it: wall ms, or -1.
double verbMs(const QString& root, const QString& dataHome, int* reused)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    process.setProcessEnvironment(environment);
    QElapsedTimer clock;
    clock.start();
    process.start(QStringLiteral(DTRIAGE_APP_BINARY),
                  {QStringLiteral("survey"), QStringLiteral("--checkout"), root, QStringLiteral("--json")});
    if (!process.waitForFinished(30 * 60 * 1000) || process.exitCode() != 0)
        return -1;
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    *reused = QJsonDocument::fromJson(process.readAllStandardOutput()).object().value(QStringLiteral("reused")).toInt();
    return ms;
}

// First run and unchanged re-run of the verb on `root`; false when it measured nothing.
bool verbSideBySide(const char* label, const QString& root, const QString& dataHome, int entries)
{
    int reused = 0;
    const double first = verbMs(root, dataHome, &reused);
    int again = 0;
    const double rerun = first < 0 ? -1 : verbMs(root, dataHome, &again);
    if (first < 0 || rerun < 0 || again != entries) {
        std::printf("MEASURED NOTHING: the survey verb on %s (reused %d of %d)\n", label, again, entries);
        return false;
    }
    std::printf("survey verb, %-24s %4d entries: first run %8.0f ms, re-run unchanged %7.0f ms (%d reused): %.1fx\n",
                label, entries, first, rerun, again, first / rerun);
    return true;
}

bool verbBench(const QString& work)
{
    const auto demo = DemoCheckout::copyTo(work + QStringLiteral("/verb-demo"), QStringLiteral(DTRIAGE_DEMO_DIR));
    const auto backlog = DemoCheckout::copyTo(work + QStringLiteral("/verb-backlog"), QStringLiteral(DTRIAGE_DEMO_DIR));
    if (!demo || !backlog || !addVenv(*demo) || !addVenv(*backlog)) {
        std::printf("MEASURED NOTHING: no demo copy with a venv\n");
        return false;
    }
    const int size = growToBacklog(*backlog, 14);
    if (size < 400) {
        std::printf("MEASURED NOTHING: the backlog-sized copy has %d entries\n", size);
        return false;
    }
    return verbSideBySide("the demo", *demo, work + QStringLiteral("/xdg-demo"), int(failingEntries(*demo).size()))
        && verbSideBySide("a backlog-sized copy", *backlog, work + QStringLiteral("/xdg-backlog"), size);
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (app.arguments().contains(QStringLiteral("--verb-only"))) {
        QTemporaryDir work;
        return verbBench(work.path()) ? 0 : 1;
    }
    QTemporaryDir dir;
    const auto root = DemoCheckout::copyTo(dir.path(), QStringLiteral(DTRIAGE_DEMO_DIR));
    const auto checkout = root ? Checkout::open(*root) : Result<Checkout>(std::unexpected(Error{}));
    const auto python = root ? PythonEnvironment::resolve(*root, QStringLiteral(DTRIAGE_PYTHON))
                             : Result<PythonCommand>(std::unexpected(Error{}));
    if (!checkout || !python) {
        std::printf("MEASURED NOTHING: no demo copy or no Python with torch\n");
        return 1;
    }
    const QList<Entry> entries = failingEntries(*root);
    const int n = int(entries.size());
    std::printf("survey of the demo's %d failing training entries, 2 at a time, %s\n", n, DTRIAGE_PYTHON);
    int reused = 0;
    const double cold = surveyMs(*checkout, *python, nullptr, nullptr, entries, &reused);
    WarmWorker worker(*python);
    worker.setSlots(2);
    worker.start();
    if (cold < 0 || !worker.waitForReady(300 * 1000)) {
        std::printf("MEASURED NOTHING: the cold survey or the warm worker failed\n");
        return 1;
    }
    const double warm = surveyMs(*checkout, *python, &worker, nullptr, entries, &reused);
    SurveyStore store(dir.filePath(QStringLiteral("survey.json")));
    surveyMs(*checkout, *python, &worker, &store, entries, &reused);
    QList<SurveyRun::Surveyed> results;
    const double kept = surveyMs(*checkout, *python, &worker, &store, entries, &reused, &results);
    const double repro = reproMs(*python, worker, *root);
    if (warm < 0 || kept < 0 || repro < 0 || reused != n) {
        std::printf("MEASURED NOTHING: a warm survey, the re-run or the repro failed (reused %d of %d)\n", reused, n);
        return 1;
    }
    std::printf("cold survey   %8.0f ms  (%6.1f ms per entry)\n", cold, cold / n);
    std::printf("warm survey   %8.0f ms  (%6.1f ms per entry)\n", warm, warm / n);
    std::printf("re-run, kept  %8.1f ms  (%6.2f ms per entry, %d of %d reused)\n", kept, kept / n, reused, n);
    std::printf("one warm repro (speecht5, both phases): %.1f ms\n", repro);
    std::printf("cold / warm survey: %.1fx; warm survey per entry / one warm repro: %.2fx\n", cold / warm,
                warm / n / repro);
    const BacklogCosts backlog = backlogCosts(results, dir.filePath(QStringLiteral("backlog.json")), 430);
    if (backlog.treeMs <= 0 || backlog.saveMs <= 0) {
        std::printf("MEASURED NOTHING: the backlog-sized tree or store\n");
        return 1;
    }
    std::printf("at 430 entries, on the window's thread: Survey tree rebuilt %.1f ms, kept results saved %.1f ms\n",
                backlog.treeMs, backlog.saveMs);
    return verbBench(dir.path()) ? 0 : 1;
}
