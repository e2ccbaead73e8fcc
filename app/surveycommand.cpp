#include "surveycommand.h"
#include "core/boundedfile.h"

#include "config/configset.h"
#include "exitcode.h"
#include "families/failurelist.h"
#include "familyoption.h"
#include "run/warmworker.h"
#include "survey/surveyprogress.h"
#include "survey/surveyreport.h"
#include "survey/surveyrun.h"
#include "survey/surveystore.h"
#include "verbparser.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QHash>
#include <QMap>

#include <algorithm>

namespace dtriage {
namespace {

using Surveyed = SurveyRun::Surveyed;

// The keys a --keys file lists: one a line, blank lines and # comments skipped.
Result<QStringList> keysIn(const QString& path)
{
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::KeyList);
    if (!bytes)
        return std::unexpected(bytes.error());
    QStringList keys;
    for (const QString& line : QString::fromUtf8(*bytes).split(u'\n')) {
        const QString key = line.section(u'#', 0, 0).trimmed();
        if (!key.isEmpty())
            keys << key;
    }
    return keys;
}

void printGroups(const QList<Surveyed>& results, QTextStream& text)
{
    for (const SurveyReport::Group& group : SurveyReport::groups(results)) {
        text << QStringLiteral("%1 (%2)").arg(group.name).arg(group.entries.size()) << '\n';
        for (const Surveyed& r : group.entries) {
            text << "  " << r.outcome.key;
            if (!r.outcome.ran)
                text << " — " << r.outcome.problem;
            else if (!r.outcome.passes)
                text << " — " << r.outcome.errorLine()
                     << (r.outcome.frame.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(r.outcome.frame));
            text << '\n';
        }
    }
    const QList<Surveyed> stale = SurveyReport::contradicted(results);
    if (stale.isEmpty())
        return;
    text << SurveyCommand::tr("Recorded reasons the survey contradicts (%1):").arg(stale.size()) << '\n';
    for (const Surveyed& r : stale)
        text << QStringLiteral("  %1 — recorded: %2 — seen: %3")
                    .arg(r.outcome.key, r.outcome.recordedReason,
                         r.outcome.passes ? SurveyCommand::tr("passes on CPU") : r.outcome.errorLine())
             << '\n';
}

}  // namespace

int SurveyCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("survey"),
                    tr("Runs every selected training entry's CPU training step as the runner does and groups the "
                       "backlog by what fails: failure family and flavor, passes on CPU, environment, other clusters."),
                    {.json = true});
    const FamilyOption familyOption;
    const QCommandLineOption allOption(QStringLiteral("all"), tr("Every training entry, passing ones too (default: "
                                                                 "only entries not expected to pass)."));
    const QCommandLineOption failingOption(QStringLiteral("failing"),
                                           tr("Only entries not expected to pass (the default)."));
    const QCommandLineOption jobsOption(QStringLiteral("jobs"), tr("Training steps at a time (default 2)."), tr("N"),
                                        QStringLiteral("2"));
    const QCommandLineOption interpreterOption(QStringLiteral("interpreter"), tr("The Python interpreter to prefer."),
                                               tr("PY"));
    const QCommandLineOption reportOption(QStringLiteral("report"), tr("Write the survey to FILE (.md, .html or .json)."),
                                          tr("FILE"));
    const QCommandLineOption keysOption(QStringLiteral("keys"),
                                        tr("Survey the training keys listed in FILE (one a line; # starts a comment)."),
                                        tr("FILE"));
    const QCommandLineOption freshOption(QStringLiteral("fresh"),
                                         tr("Run every step again; by default a step whose loader, YAML entry and "
                                            "interpreter are unchanged since the last survey is reused."));
    familyOption.addTo(verb.parser());
    verb.parser().addOptions({allOption, failingOption, jobsOption, interpreterOption, freshOption, reportOption, keysOption});
    verb.parser().addPositionalArgument(QStringLiteral("keys"), tr("Training keys to survey (instead of the failing ones)."),
                                        tr("[KEY…]"));
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    if (verb.parser().isSet(allOption) && verb.parser().isSet(failingOption)) {
        err << tr("--all and --failing exclude each other") << '\n';
        return ExitUsage;
    }
    const std::optional<int> jobsGiven = verb.jobs(jobsOption, verb.parser().value(jobsOption).toInt());  // "2" unless given
    if (!jobsGiven)
        return ExitUsage;
    const int jobs = *jobsGiven;
    const Result<std::optional<QString>> family = familyOption.filter(verb.parser());
    if (!family) {
        err << family.error().toString() << '\n';
        return ExitUsage;
    }
    // Keys named choose the entries: a selection by family or status beside them
    // would be silently ignored (`--keys F --family unpack` surveyed a dtype key).
    const bool keysNamed = verb.parser().isSet(keysOption) || !verb.positional().isEmpty();
    if (keysNamed && (verb.parser().isSet(allOption) || verb.parser().isSet(failingOption) || *family)) {
        err << tr("survey: keys given (--keys or KEY): --all, --failing and the family options choose entries "
                  "instead; give one or the other")
            << '\n';
        return ExitUsage;
    }
    const ConfigSet configs = ConfigSet::load(verb.checkout());
    QStringList keys;
    QHash<QString, QString> fileOf;  // key -> its YAML, relative to the checkout
    for (const FailureRow& row : FailureList::build(configs))
        if ((verb.parser().isSet(allOption) || row.isFailing()) && (!*family || FamilyOption::keeps(row, **family))) {
            keys << row.key;
            fileOf.insert(row.key, verb.checkout().relativePath(row.configPath));
        }
    if (verb.parser().isSet(keysOption)) {
        const Result<QStringList> listed = keysIn(verb.parser().value(keysOption));
        if (!listed)
            return verb.fail(ExitUsage, listed.error().toString());
        keys = *listed;
    }
    if (!verb.positional().isEmpty())
        keys = verb.parser().isSet(keysOption) ? keys + verb.positional() : verb.positional();
    keys.removeDuplicates();  // one step per entry, however often it was named
    const auto training = ConfigFile::load(verb.checkout().trainingConfig());
    if (!training)
        return verb.fail(ExitFailure, training.error().toString());
    // A key the user named and the survey cannot run is said by name; of the
    // selection's own, the other training files' are counted per file (the survey
    // runs the single-device training YAML's entries).
    const bool named = verb.parser().isSet(keysOption) || !verb.positional().isEmpty();
    QList<Entry> entries;
    QMap<QString, int> elsewhere;  // file -> entries of it not surveyed
    for (const QString& key : std::as_const(keys)) {
        if (const Entry* entry = training->find(key))
            entries << *entry;
        else if (named)
            err << tr("%1: not a key of the training YAML; skipped").arg(key) << '\n';
        else
            ++elsewhere[fileOf.value(key)];
    }
    for (auto it = elsewhere.cbegin(); it != elsewhere.cend(); ++it)
        err << tr("%1: not surveyed (selected: %2): the survey runs the entries of %3")
                   .arg(it.key())
                   .arg(it.value())
                   .arg(verb.checkout().relativePath(verb.checkout().trainingConfig()))
            << '\n';
    // torch found, not imported here: the steps import it in the warm worker (and say so
    // when they cannot); a survey with every result reused needs no more.
    PythonEnvironment::Options found;
    found.importTorch = false;
    const auto python =
        PythonEnvironment::resolve(verb.checkout().root(), verb.parser().value(interpreterOption), found);
    if (!python)
        return verb.fail(ExitFailure, python.error().toString());
    SurveyRunConfig config;
    config.jobs = jobs;
    config.runner = RunnerDefaults::read(verb.checkout().root());
    SurveyStore store(SurveyStore::pathFor(verb.checkout().root()));
    if (const auto loaded = verb.parser().isSet(freshOption) ? Result<void>() : store.load(); !loaded)
        err << loaded.error().toString() << '\n';
    config.store = &store;
    if (verb.parser().isSet(freshOption))
        config.rerunReason = tr("--fresh asked for every step again");
    // Started only when a step must run: a survey whose every result is reused ends in
    // about a second (issue 31).
    std::unique_ptr<WarmWorker> worker;
    config.warmWorkerWhenNeeded = [&]() -> WarmWorker* {
        worker = std::make_unique<WarmWorker>(*python);
        worker->setSlots(config.jobs);
        worker->start();
        if (worker->waitForReady(120 * 1000))
            return worker.get();
        err << tr("the warm worker did not start (%1): every step runs cold").arg(worker->deathReason()) << '\n';
        return nullptr;
    };
    SurveyRun survey(verb.checkout(), *python, config);
    QElapsedTimer clock;
    clock.start();
    SurveyProgress progress;
    progress.total = int(entries.size());
    progress.jobs = jobs;
    QObject::connect(&survey, &SurveyRun::entrySurveyed, &survey, [&](const Surveyed& r) {
        progress.reused += r.reused ? 1 : 0;
        ++progress.done;
        progress.elapsedMs = clock.elapsed();
        const QString eta = progress.left() == 0     ? tr("done")
                            : progress.leftMs() >= 0 ? tr("about %1 s left").arg(progress.leftMs() / 1000)
                            : progress.finishing() ? tr("the last %1 running").arg(progress.left())
                                                   : tr("estimating");
        err << tr("[%1/%2, %3 s, %4] %5: %6%7")
                   .arg(progress.done)
                   .arg(progress.total)
                   .arg(clock.elapsed() / 1000.0, 0, 'f', 1)
                   .arg(eta, r.outcome.key, r.found.name(), r.reused ? tr(" (reused)") : QString())
            << '\n';
        err.flush();
    });
    const QList<Surveyed> results = survey.runBlocking(entries);
    const QJsonObject json = SurveyReport::json(results);
    for (auto it = json.begin(); it != json.end(); ++it)
        verb.jsonOutput().insert(it.key(), it.value());
    verb.jsonOutput().insert(QStringLiteral("reused"), progress.reused);
    verb.jsonOutput().insert(QStringLiteral("store"), store.path());
    if (!verb.json())
        printGroups(results, verb.text());
    if (const QString report = verb.parser().value(reportOption); !report.isEmpty()) {
        // The document --json prints, as this run ends.
        if (const auto written = SurveyReport::write(report, results, verb.jsonOutput().document(ExitOk)); !written)
            return verb.fail(ExitFailure, written.error().toString());
        err << tr("Report written: %1").arg(report) << '\n';
    }
    const QString rerun = SurveyReport::rerunSummary(results);
    verb.text() << tr("%n entries surveyed in %1 s (%2 reused from %3%4)", nullptr, int(results.size()))
                       .arg(clock.elapsed() / 1000.0, 0, 'f', 1)
                       .arg(progress.reused)
                       .arg(store.path(), rerun.isEmpty() ? QString() : QStringLiteral("; ") + rerun)
                << '\n';
    return verb.finish(ExitOk);
}

}  // namespace dtriage
