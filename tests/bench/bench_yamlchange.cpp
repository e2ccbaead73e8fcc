// Benchmark (prints figures, never fails on timing; fails loudly when it measured
// nothing): what one plan of many entry changes costs — ConfigEditor::planAll, the
// planning, verification and diff every YAML change of the product goes through —
// for 10, 100 and every entry of a copy of the real training YAML, for 1,000 on
// the same file repeated three times over, and for 10, 100 and 1,000 on a 16 MB
// config (the training YAML repeated up to the largest config BoundedFile reads).
// Beside each, tests/bench/bench_yamlchange.py makes the same changes with
// ruamel.yaml's round-trip (load, edit, dump; no diff) on the same text, in
// alternating rounds. Goal (issue 49): <= 0.2 ms a change and >= 20x ruamel at
// 1,000 changes; the YAML part of a sync of 210 changes <= 1.2x that of 10.
//
// The changes are the three a sync writes, in turn: a promotion (status
// EXPECTED_PASSING, reason and bringup_status removed), a new failure recorded
// (reason and bringup_status set), a per-arch one (p150's status and reason in
// arch_overrides); on entries spread evenly through the file.
// Built, not run by CTest. Usage: bench_yamlchange [rounds, default 5] [only rows of this file:
// training, training-x3 or 16MB]
#include "config/configeditor.h"
#include "config/entrychangecheck.h"
#include "core/boundedfile.h"
#include "pythonlines.h"
#include "realconfigs.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <vector>

using namespace dtriage;

namespace {

QTextStream out(stdout);

double median(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    return times.empty() ? -1 : times[times.size() / 2];
}

// The training YAML with its entries written `copies` times, keys suffixed, up to
// `maxBytes`.
QByteArray repeated(const QByteArray& training, int copies, qint64 maxBytes)
{
    const qsizetype body = training.indexOf("\ntest_config:\n") + 14;
    QByteArray out = training;
    const QList<QByteArray> lines = training.sliced(body).split('\n');
    for (int copy = 2; copy <= copies; ++copy) {
        QByteArray block;
        for (const QByteArray& line : lines) {
            if (line.isEmpty())
                continue;
            const bool keyLine = line.startsWith("  ") && line[2] != ' ' && line.endsWith(':');
            block += keyLine ? line.chopped(1) + "-copy" + QByteArray::number(copy) + ":\n" : line + '\n';
        }
        if (out.size() + block.size() > maxBytes)
            break;
        out += block;
    }
    return out;
}

EntryChange changeOf(int i, const QString& key)
{
    EntryChange c;
    c.key = key;
    switch (i % 3) {
    case 0:
        c.set = {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}};
        c.remove = {QStringLiteral("reason"), QStringLiteral("bringup_status")};
        break;
    case 1:
        c.set = {{QStringLiteral("bringup_status"), QStringLiteral("FAILED_RUNTIME")},
                 {QStringLiteral("reason"), QStringLiteral("Bad StatusOr access: INTERNAL: Error code: 13 (%1)").arg(i)}};
        break;
    default:
        c.arches = {ArchChange{QStringLiteral("p150"),
                               {{QStringLiteral("status"), QStringLiteral("KNOWN_FAILURE_XFAIL")},
                                {QStringLiteral("reason"), QStringLiteral("TT_FATAL: DRAM Auto slice (%1)").arg(i)}},
                               {}}};
    }
    return c;
}

QList<EntryChange> changesFor(const ConfigFile& file, int count)
{
    QList<EntryChange> changes;
    const qsizetype n = file.entries().size();
    for (int i = 0; i < count && i < n; ++i)
        changes << changeOf(i, file.entries().at(qsizetype(i) * n / count).key);
    return changes;
}

QJsonArray pairs(const QList<QPair<QString, QString>>& set)
{
    QJsonArray a;
    for (const auto& [name, value] : set)
        a.append(QJsonArray{name, value});
    return a;
}

QByteArray changesJson(const QList<EntryChange>& changes)
{
    QJsonArray all;
    for (const EntryChange& c : changes) {
        QJsonArray arches;
        for (const ArchChange& a : c.arches)
            arches.append(QJsonObject{{QStringLiteral("arch"), a.arch},
                                      {QStringLiteral("set"), pairs(a.set)},
                                      {QStringLiteral("remove"), QJsonArray::fromStringList(a.remove)}});
        all.append(QJsonObject{{QStringLiteral("key"), c.key},
                               {QStringLiteral("set"), pairs(c.set)},
                               {QStringLiteral("remove"), QJsonArray::fromStringList(c.remove)},
                               {QStringLiteral("arches"), arches}});
    }
    return QJsonDocument(all).toJson(QJsonDocument::Compact);
}

// One interpreter, after import: "TEXT CHANGES PASSES" -> the milliseconds of each pass.
class RuamelTimer {
public:
    RuamelTimer() : m_python({QStringLiteral(DTRIAGE_BENCH_DIR "/bench_yamlchange.py")}, out) {}
    std::vector<double> time(const QString& text, const QString& changes, int passes)
    {
        return m_python.ask(QStringLiteral("%1 %2 %3").arg(text, changes).arg(passes).toUtf8());
    }

private:
    PythonLines m_python;
};

struct Row {
    QString label;
    QString path;
    int changes = 0;
};

struct Figures {
    double plan = -1, loadPlan = -1, ruamel = -1;
    int changedLines = 0;
    int effective = 0;  // changes that change their entry (a promotion of a passing one does not)
    bool ok = false;
};

Figures measure(const Row& row, int rounds, RuamelTimer& ruamel, const QString& scratch)
{
    Figures f;
    const auto file = ConfigFile::load(row.path);
    if (!file)
        return f;
    const QList<EntryChange> changes = changesFor(*file, row.changes);
    for (const EntryChange& c : changes) {
        const auto valid = EntryChangeCheck::validate(*file->find(c.key), c, row.path);
        f.effective += valid && !valid->isEmpty();
    }
    const QString changesPath = scratch + QStringLiteral("/changes-%1-%2.json").arg(row.label).arg(row.changes);
    QFile json(changesPath);
    if (!json.open(QIODevice::WriteOnly) || json.write(changesJson(changes)) < 0)
        return f;
    json.close();
    std::vector<double> plan, loadPlan, python;
    const bool big = file->bytes().size() > 4 * 1024 * 1024;
    bool ok = true;
    for (int round = 0; round < rounds; ++round) {
        QElapsedTimer t;
        t.start();
        const auto edit = ConfigEditor::planAll(*file, changes);
        plan.push_back(t.nsecsElapsed() / 1e6);
        ok &= edit.has_value() && edit->after != edit->before;
        if (edit && round == 0)
            f.changedLines = int(edit->diff.count(u"\n+")) + int(edit->diff.count(u"\n-")) - 1;  // "+++ b/"
        if (!edit && round == 0)
            out << "  plan failed: " << edit.error().toString() << '\n';
        t.restart();
        const auto fresh = ConfigFile::load(row.path);
        ok &= fresh && ConfigEditor::planAll(*fresh, changes).has_value();
        loadPlan.push_back(t.nsecsElapsed() / 1e6);
        if (!big || round == 0) {  // ruamel takes about a minute over 16 MB
            const std::vector<double> r = ruamel.time(row.path, changesPath, 1);
            python.insert(python.end(), r.begin(), r.end());
        }
    }
    f.plan = median(plan);
    f.loadPlan = median(loadPlan);
    f.ruamel = median(python);
    f.ok = ok && f.ruamel > 0 && changes.size() == row.changes;
    return f;
}

void print(const Row& row, const Figures& f)
{
    out << QStringLiteral("%1 %2 changes (%10 change their entry): plan+diff %3 ms (%4 ms a change), with the "
                          "file read %5 ms; ruamel round-trip %6 ms -> %7x plan+diff, %8x with the read; %9 diff lines\n")
               .arg(row.label, -11).arg(row.changes, 4).arg(f.plan, 0, 'f', 2).arg(f.plan / f.effective, 0, 'f', 4)
               .arg(f.loadPlan, 0, 'f', 2).arg(f.ruamel, 0, 'f', 1).arg(f.ruamel / f.plan, 0, 'f', 1)
               .arg(f.ruamel / f.loadPlan, 0, 'f', 1).arg(f.changedLines).arg(f.effective);
    out.flush();
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, atoi(argv[1])) : 5;
    QFile source(testing::realTrainingConfig());
    QTemporaryDir scratch;
    if (!source.open(QIODevice::ReadOnly) || !scratch.isValid()) {
        out << "MEASURED NOTHING: cannot read " << source.fileName() << '\n';
        return 1;
    }
    const QByteArray training = source.readAll();
    const qint64 limit = BoundedFile::limit(BoundedFile::Kind::Config);
    const QList<QPair<QString, QByteArray>> files{
        {QStringLiteral("training"), training},
        {QStringLiteral("training-x3"), repeated(training, 3, limit)},
        {QStringLiteral("16MB"), repeated(training, 1000, limit - 4096)}};
    for (const auto& [label, bytes] : files) {
        QFile f(scratch.filePath(label + QStringLiteral(".yaml")));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
            out << "MEASURED NOTHING: cannot write " << f.fileName() << '\n';
            return 1;
        }
        out << label << ": " << bytes.count('\n') << " lines, " << bytes.size() << " bytes\n";
    }
    const int all = int(ConfigFile::load(scratch.filePath(QStringLiteral("training.yaml")))->entries().size());
    const QList<Row> rows{{QStringLiteral("training"), scratch.filePath(QStringLiteral("training.yaml")), 10},
                          {QStringLiteral("training"), scratch.filePath(QStringLiteral("training.yaml")), 100},
                          {QStringLiteral("training"), scratch.filePath(QStringLiteral("training.yaml")), 210},
                          {QStringLiteral("training"), scratch.filePath(QStringLiteral("training.yaml")), all},
                          {QStringLiteral("training-x3"), scratch.filePath(QStringLiteral("training-x3.yaml")), 1000},
                          {QStringLiteral("16MB"), scratch.filePath(QStringLiteral("16MB.yaml")), 10},
                          {QStringLiteral("16MB"), scratch.filePath(QStringLiteral("16MB.yaml")), 100},
                          {QStringLiteral("16MB"), scratch.filePath(QStringLiteral("16MB.yaml")), 1000}};
    RuamelTimer ruamel;
    bool measured = true;
    QList<Figures> figures;
    QHash<QString, double> perChange;  // the last row's plan time a change, by file
    const QString only = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    for (const Row& row : rows) {
        if (!only.isEmpty() && row.label != only) {
            figures << Figures{};
            continue;
        }
        // A planner that re-reads the file per change would take hours over 16 MB.
        if (const double guess = perChange.value(row.label) * row.changes * rounds * 2; guess > 600000) {
            out << row.label << "  " << row.changes << " changes: not measured, would take about "
                << int(guess / 1000) << " s\n";
            figures << Figures{};
            measured = false;
            continue;
        }
        figures << measure(row, rounds, ruamel, scratch.path());
        perChange[row.label] = figures.back().loadPlan / row.changes;
        print(row, figures.back());
        measured &= figures.back().ok;
    }
    if (only.isEmpty() || only == rows[0].label)
        out << QStringLiteral("the YAML part of a sync (the file read, planned, diffed): 210 changes %1 ms, 10 "
                              "changes %2 ms -> %3x (plan+diff alone %4x); the sync verb's whole time is not "
                              "measured here\n")
                   .arg(figures[2].loadPlan, 0, 'f', 2).arg(figures[0].loadPlan, 0, 'f', 2)
                   .arg(figures[2].loadPlan / figures[0].loadPlan, 0, 'f', 2)
                   .arg(figures[2].plan / figures[0].plan, 0, 'f', 1);
    if (!measured)
        out << "MEASURED NOTHING: a plan failed, changed nothing, or ruamel did not run (see above)\n";
    out.flush();
    return measured ? 0 : 1;
}
