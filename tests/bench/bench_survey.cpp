// Benchmark of the survey (issue 17): every failing training entry of the demo
// surveyed cold (a Python process per step) and warm (forks of the warm worker),
// both two at a time, then again from the kept results; the cost per entry next
// to one warm CPU repro (repro.py, both phases) of one entry, in the same run.
// Built, not run by CTest. Usage: bench_survey
#include "checkout/checkout.h"
#include "checkout/democheckout.h"
#include "config/configfile.h"
#include "run/probejob.h"
#include "run/warmworker.h"
#include "survey/surveyrun.h"
#include "survey/surveystore.h"
#include "surveytreemodel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>

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
    request.probe = QStringLiteral("repro");
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

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
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
    return 0;
}
