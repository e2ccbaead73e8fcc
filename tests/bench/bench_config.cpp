// Benchmark (prints figures, never fails on timing): loading and indexing the 13
// real tt-xla config files with our engine, against tt-xla's own loader library
// (ruamel.yaml round-trip) and PyYAML's C loader on the same files in the same run;
// then plan + verify of one entry edit in the 2,786-line inference file.
#include "config/configeditor.h"
#include "config/configset.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

using namespace dtriage;

namespace {

QTextStream out(stdout);

QStringList realConfigFiles()
{
    QStringList files;
    QDirIterator it(QStringLiteral(DTRIAGE_SHARED_CONFIG_DIR), {QStringLiteral("test_config_*.yaml")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

template <typename F>
double medianMs(int runs, F&& body)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        body();
        times.push_back(timer.nsecsElapsed() / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

// Times `loader` (a Python expression over `text`) inside one interpreter, after
// import, so interpreter start-up is not charged to the library.
double pythonMedianMs(const QString& setup, const QString& loader, const QStringList& files, int runs)
{
    const QString script = QStringLiteral(
        "import sys, time\n%1\n"
        "texts = [open(p, encoding='utf-8').read() for p in sys.argv[1:]]\n"
        "times = []\n"
        "for _ in range(%2):\n"
        "    t = time.perf_counter()\n"
        "    for text in texts:\n"
        "        data = %3\n"
        "    times.append((time.perf_counter() - t) * 1000)\n"
        "times.sort(); print(times[len(times)//2])\n").arg(setup).arg(runs).arg(loader);
    QProcess python;
    python.start(QStringLiteral(DTRIAGE_PYTHON), QStringList{QStringLiteral("-c"), script} + files);
    python.waitForFinished(600000);
    bool ok = false;
    const double ms = python.readAllStandardOutput().trimmed().toDouble(&ok);
    if (!ok)
        out << "  python failed: " << python.readAllStandardError() << '\n';
    return ok ? ms : -1;
}

void benchLoad(const QStringList& files)
{
    int entries = 0;
    const ConfigSet once = ConfigSet::load(files);
    for (const ConfigFile& file : once.files)
        entries += int(file.entries().size());
    out << "files: " << files.size() << ", entries: " << entries << ", load errors: " << once.errors.size() << '\n';

    const double ours = medianMs(50, [&] { ConfigSet::load(files); });
    const double oursSerial = medianMs(50, [&] {
        for (const QString& path : files)
            (void)ConfigFile::load(path);
    });
    const double ruamel = pythonMedianMs(QStringLiteral("from ruamel.yaml import YAML\ny = YAML()"),
                                         QStringLiteral("y.load(text)"), files, 5);
    const double pyyamlC = pythonMedianMs(QStringLiteral("import yaml"),
                                          QStringLiteral("yaml.load(text, Loader=yaml.CSafeLoader)"), files, 10);
    out << QStringLiteral("load+index all files, median: dtype-triage %1 ms (parallel), %2 ms (one thread)\n")
               .arg(ours, 0, 'f', 2).arg(oursSerial, 0, 'f', 2);
    out << QStringLiteral("  ruamel.yaml round-trip %1 ms  -> ratio ruamel/ours %2x (goal >= 40x)\n")
               .arg(ruamel, 0, 'f', 2).arg(ruamel / ours, 0, 'f', 1);
    out << QStringLiteral("  PyYAML CSafeLoader     %1 ms  -> ratio pyyaml/ours %2x (goal > 1x)\n")
               .arg(pyyamlC, 0, 'f', 2).arg(pyyamlC / ours, 0, 'f', 1);
}

void benchEdit()
{
    const QString path = QStringLiteral(DTRIAGE_SHARED_CONFIG_DIR "/torch/test_config_inference_single_device.yaml");
    const auto file = ConfigFile::load(path);
    if (!file) {
        out << "cannot load " << path << '\n';
        return;
    }
    const Entry& middle = file->entries().at(file->entries().size() / 2);
    EntryChange change;
    change.key = middle.key;
    change.set = {{QStringLiteral("status"), QStringLiteral("KNOWN_FAILURE_XFAIL")},
                  {QStringLiteral("reason"), QStringLiteral("RuntimeError: 'x' not implemented for 'BFloat16'")}};
    bool allOk = true;
    const double planMs = medianMs(101, [&] { allOk &= ConfigEditor::plan(*file, change).has_value(); });
    const double reloadPlanMs = medianMs(101, [&] {
        const auto fresh = ConfigFile::load(path);
        allOk &= fresh && ConfigEditor::plan(*fresh, change).has_value();
    });
    out << QStringLiteral("edit+verify one entry of the inference file (%1 lines), median: %2 ms; "
                          "with the file re-read and re-parsed first: %3 ms (goal < 20 ms)%4\n")
               .arg(file->bytes().count('\n')).arg(planMs, 0, 'f', 2).arg(reloadPlanMs, 0, 'f', 2)
               .arg(allOk ? QString() : QStringLiteral(" — SOME PLANS FAILED"));
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList files = realConfigFiles();
    benchLoad(files);
    benchEdit();
    out.flush();
    return 0;
}
