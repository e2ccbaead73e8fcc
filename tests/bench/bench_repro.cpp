// Benchmark of the CPU repro (issue "Background runs, the triage session, reports
// and the headless verbs"): per-repro overhead, i.e. wall time minus the model's own
// forward + backward time that the repro (dtype_repro.py) reports, for a cold Python process per
// repro versus a fork of the warm worker. Same demo loaders, one at a time, in one
// run. Goal: at least 10x less overhead warm (a cold `import torch` alone is ~1.9 s).
// Then the unpack family's forward probe (forward_probe.py) and the inputs family's
// training-inputs probe (inputs_probe.py, with its batch-2 trial where a BatchNorm
// fails) through the same warm worker on each family's demo loaders: their wall
// time per probe next to the warm repro's overhead (the probes report no model
// time; their models are tiny).
// Built, not run by CTest. Usage: bench_repro [warm rounds, default 3]
#include "families/dtype/probe/reprojob.h"
#include "families/families.h"
#include "families/probe/familyprobe.h"
#include "run/pythonscripts.h"
#include "run/warmworker.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonObject>
#include <QTimer>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

#ifndef DTRIAGE_PYTHON
#define DTRIAGE_PYTHON "/usr/bin/python3"
#endif

using namespace dtriage;

namespace {

struct Loader {
    const char* modelPath;
    const char* variant;
};

// One variant of every demo loader.
constexpr Loader kLoaders[] = {
    {"speecht5/pytorch", "Tts"},          {"densenet/pytorch", "121_Xray"},
    {"detr/pytorch", "ResNet50"},         {"centernet/pytorch", "Dla1x_Coco"},
    {"ghostnet/pytorch", "Ghostnet_100"}, {"vit/pytorch", "Tiny_Patch16"},
    {"pointnet/pytorch", ""},             {"whisper/pytorch", "Tiny"},
    {"wav2vec2/pytorch", "Base"},         {"tinyllama/causal_lm/pytorch", ""},
    {"yolo_tuple/pytorch", "Nano"},       {"resnet/pytorch", "ResNet18"},
    {"mlp_mixer/pytorch", "Mixer_Tiny"},
};

// The unpack family's demo loaders (CASES.md u1-u6).
constexpr const char* kUnpackLoaders[] = {"ssd_tuple/pytorch", "retinanet/pytorch", "bert_mc/pytorch",
                                          "roberta_mc/pytorch", "mgp_str/pytorch", "efficientdet/pytorch",
                                          "fcos/pytorch"};
constexpr const char* kInputsLoaders[] = {"speech_s2s/pytorch", "t5_dict/pytorch", "ssdlite_det/pytorch",
                                          "deeplab_pool/pytorch", "scene_bn/pytorch"};

struct Sample {
    double wallMs = 0;
    double modelMs = 0;
    double overheadMs() const { return wallMs - modelMs; }
};

bool copyTree(const QString& from, const QString& to)
{
    QDirIterator it(from, QDir::AllEntries | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(path));
        if (path.contains(QLatin1String("__pycache__")))
            continue;
        const bool ok = it.fileInfo().isDir()
            ? QDir().mkpath(target)
            : QDir().mkpath(QFileInfo(target).path()) && QFile::copy(path, target);
        if (!ok)
            return false;
    }
    return true;
}

PythonCommand pythonFor(const QString& root)
{
    PythonCommand command;
    command.program = QStringLiteral(DTRIAGE_PYTHON);
    command.interpreter = command.program;
    command.checkoutRoot = root;
    command.environment = QProcessEnvironment::systemEnvironment();
    return command;
}

// One repro, start to finished signal, as the session would see it.
bool runOne(const PythonCommand& python, const Loader& loader, WarmWorker* worker, Sample* sample)
{
    ProbeRequest request;
    request.checkoutRoot = python.checkoutRoot;
    request.modelPath = QString::fromLatin1(loader.modelPath);
    request.variant = QString::fromLatin1(loader.variant);
    ReproJob job(python, request);
    job.setWarmWorker(worker);
    QElapsedTimer wall;
    wall.start();
    const ReproResult result = job.runBlocking();
    sample->wallMs = double(wall.nsecsElapsed()) / 1e6;
    sample->modelMs = result.outcome.modelSeconds() * 1000.0;
    if (!result.completed() || result.warm != (worker != nullptr)) {
        std::fprintf(stderr, "  %s: %s\n", qPrintable(request.displayName()), qPrintable(result.problem()));
        return false;
    }
    return true;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

void report(const char* label, const QList<Sample>& samples)
{
    QList<double> overhead, wall, model;
    for (const Sample& s : samples) {
        overhead << s.overheadMs();
        wall << s.wallMs;
        model << s.modelMs;
    }
    std::printf("%-5s %3lld repros  overhead median %8.1f ms  (min %7.1f, max %7.1f)  "
                "wall median %8.1f ms  model median %6.1f ms\n",
                label, qlonglong(samples.size()), median(overhead),
                *std::min_element(overhead.begin(), overhead.end()),
                *std::max_element(overhead.begin(), overhead.end()), median(wall), median(model));
}

bool runRounds(const PythonCommand& python, WarmWorker* worker, int rounds, QList<Sample>* samples)
{
    for (int round = 0; round < rounds; ++round)
        for (const Loader& loader : kLoaders) {
            Sample sample;
            if (!runOne(python, loader, worker, &sample))
                return false;
            samples->append(sample);
        }
    return true;
}

// One `probe` in the worker, submit to the child's exit; false when it failed.
bool runProbe(WarmWorker& worker, const QString& root, const QString& probe, const char* modelPath, double* wallMs)
{
    QEventLoop loop;
    QString id;
    bool ok = false;
    QObject::connect(&worker, &WarmWorker::childFinished, &loop, [&](const QString& child, const JobResult& r) {
        if (child != id)
            return;
        ok = r.succeeded();  // a probe the worker could not load exits non-zero
        loop.quit();
    });
    QObject::connect(&worker, &WarmWorker::childRejected, &loop, [&](const QString& child, const QString&) {
        if (child == id)
            loop.quit();
    });
    QTimer::singleShot(300 * 1000, &loop, &QEventLoop::quit);
    QElapsedTimer wall;
    wall.start();
    // As ProbeJob sends a family's probe: its name and its extracted script.
    const FailureFamily* family = Families::byProbe(probe);
    const Result<QString> script = family ? PythonScripts::path(family->probe()->script()) : Result<QString>();
    if (!family || !script)
        return false;
    id = worker.submit(QJsonObject{{QStringLiteral("probe"), probe},
                                   {QStringLiteral("script"), *script},
                                   {QStringLiteral("checkout"), root},
                                   {QStringLiteral("model_path"), QString::fromLatin1(modelPath)},
                                   {QStringLiteral("kwargs"), QJsonObject{{QStringLiteral("batch_size"), 2}}}});
    loop.exec();
    *wallMs = double(wall.nsecsElapsed()) / 1e6;
    return ok;
}

// `probe`'s wall times, warm, `rounds` times over `loaders`.
template <std::size_t N>
QList<double> probeRounds(WarmWorker& worker, const QString& root, const QString& probe, const char* const (&loaders)[N],
                          int rounds)
{
    QList<double> walls;
    for (int round = 0; round < rounds; ++round)
        for (const char* modelPath : loaders) {
            double wall = 0;
            if (!runProbe(worker, root, probe, modelPath, &wall)) {
                std::fprintf(stderr, "  %s probe of %s failed\n", qPrintable(probe), modelPath);
                return {};
            }
            walls << wall;
        }
    return walls;
}

// One probe's line and its ratio to the warm repro's overhead; false when it
// measured nothing.
bool reportProbe(const char* name, const QList<double>& walls, double warmOverheadMs)
{
    if (walls.isEmpty()) {
        std::printf("MEASURED NOTHING: no warm %s probe completed\n", name);
        return false;
    }
    const double wallMedian = median(walls);
    std::printf("warm %s probe: %3lld probes  wall median %8.1f ms  (min %7.1f, max %7.1f)\n", name,
                qlonglong(walls.size()), wallMedian, *std::min_element(walls.begin(), walls.end()),
                *std::max_element(walls.begin(), walls.end()));
    std::printf("%s probe wall / warm repro overhead (medians): %.2fx\n", name, wallMedian / qMax(0.001, warmOverheadMs));
    return true;
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int warmRounds = argc > 1 ? qMax(1, QString::fromLocal8Bit(argv[1]).toInt()) : 3;
    QTemporaryDir dir;
    const QString root = dir.filePath(QStringLiteral("tt-xla-mini"));
    if (!dir.isValid() || !copyTree(QStringLiteral(DTRIAGE_DEMO_DIR), root)) {
        std::fprintf(stderr, "cannot copy the demo checkout\n");
        return 1;
    }
    const PythonCommand python = pythonFor(root);
    const int loaders = int(std::size(kLoaders));
    std::printf("repro overhead (wall - model forward/backward), %d demo loaders, %s\n", loaders,
                DTRIAGE_PYTHON);

    QList<Sample> cold;
    if (!runRounds(python, nullptr, 1, &cold) || cold.isEmpty()) {
        std::printf("MEASURED NOTHING: no cold repro completed\n");
        return 1;
    }
    report("cold", cold);

    WarmWorker worker(python);
    worker.setSlots(1);
    QElapsedTimer startup;
    startup.start();
    if (!worker.waitForReady(300 * 1000)) {
        std::fprintf(stderr, "the warm worker did not start: %s\n", qPrintable(worker.deathReason()));
        return 1;
    }
    std::printf("warm worker ready in %.0f ms (paid once per interpreter)\n",
                double(startup.nsecsElapsed()) / 1e6);
    QList<Sample> warm;
    if (!runRounds(python, &worker, warmRounds, &warm) || warm.isEmpty()) {
        std::printf("MEASURED NOTHING: no warm repro completed\n");
        return 1;
    }
    report("warm", warm);

    auto overheads = [](const QList<Sample>& samples) {
        QList<double> out;
        for (const Sample& s : samples)
            out << s.overheadMs();
        return out;
    };
    const double ratio = median(overheads(cold)) / qMax(0.001, median(overheads(warm)));
    std::printf("overhead ratio cold/warm (medians): %.1fx  (goal >= 10x: %s)\n", ratio,
                ratio >= 10.0 ? "met" : "NOT met");

    const double warmOverhead = median(overheads(warm));
    const bool forward = reportProbe("forward", probeRounds(worker, root, QStringLiteral("forward"), kUnpackLoaders, warmRounds),
                                     warmOverhead);
    const bool inputs = reportProbe("inputs", probeRounds(worker, root, QStringLiteral("inputs"), kInputsLoaders, warmRounds),
                                    warmOverhead);
    return forward && inputs ? 0 : 1;
}
