#include "verifycommand.h"

#include "ci/cipreparation.h"
#include "ci/cireports.h"
#include "civerification.h"
#include "config/configfile.h"
#include "exitcode.h"
#include "run/junitreader.h"
#include "run/sessionfolder.h"
#include "session/recordfile.h"
#include "session/triagesession.h"
#include "yamlplan/yamltarget.h"
#include "families/families.h"
#include "yamlplan/failuresignature.h"
#include "yamlplan/yamlplan.h"
#include "verbparser.h"
#include "yamlchangeverb.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace dtriage {
namespace {

std::optional<YamlPlan::Branch> branchFromName(const QString& name)
{
    const QString upper = name.trimmed().toUpper();
    for (const YamlPlan::Branch branch : {YamlPlan::Branch::A, YamlPlan::Branch::B, YamlPlan::Branch::C}) {
        if (upper == YamlPlan::branchName(branch))
            return branch;
    }
    return std::nullopt;
}

// The newest saved session record of this checkout that names `key` and reached a
// decision (RecordFile::newestDecided).
std::optional<TriageRecord> newestRecordFor(const QString& key, const Checkout& checkout, QString* path)
{
    auto saved = RecordFile::newestDecided(SessionFolder::defaultRoot(), checkout.root(), key);
    if (!saved)
        return std::nullopt;
    *path = saved->path;
    return std::move(saved->record);
}

// Whose error the plan looks for: the record's family, else the family whose gate
// takes the entry's reason, else the first family (its rule then finds no match
// and plans by what pytest observed).
const FailureSignature& signatureFor(const Entry& entry, const std::optional<TriageRecord>& record)
{
    const FailureFamily* family = record ? Families::byId(record->family) : nullptr;
    if (!family) {
        const auto gated = Families::gate(entry.reason());
        family = gated ? gated->family : Families::all().constFirst();
    }
    return family->signature();
}

// What step 7 plans `key` with: the record's target, as a resumed session has it
// (YamlTarget::fromRecord decides its branch), unless --branch overrides the
// branch; without a record, --branch and the entry's own reason.
Result<YamlTarget> targetFor(const QString& key, const Entry& entry, const std::optional<TriageRecord>& record,
                             std::optional<YamlPlan::Branch> given)
{
    std::optional<YamlTarget> target;
    if (record) {
        for (const YamlTarget& candidate :
             YamlTarget::fromRecord(*record, signatureFor(entry, record), record->fix.landed())) {
            if (candidate.key == key)
                target = candidate;
        }
        if (!target && !given)
            return fail(VerifyCommand::tr("verify: the record has no YAML target for %1; give --branch").arg(key));
    }
    if (!target)
        target = YamlTarget{key, YamlPlan::Branch::A, signatureFor(entry, record).canonicalReason(entry.reason()),
                            record ? record->fix.newError : QString()};
    if (given)
        target->branch = *given;
    if (target->branch == YamlPlan::Branch::C && target->newError.isEmpty())
        return fail(VerifyCommand::tr("verify: branch C needs the post-fix CPU error from a --record"));
    return *target;
}

QJsonObject planJson(const QString& key, const YamlPlan& plan, const JUnitCase& junitCase)
{
    return {{QStringLiteral("key"), key},
            {QStringLiteral("branch"), YamlPlan::branchName(plan.branch)},
            {QStringLiteral("pytest"), JUnitCase::outcomeName(junitCase.outcome)},
            {QStringLiteral("error_line"), junitCase.errorLine},
            {QStringLiteral("runner_bringup_status"), junitCase.tags ? junitCase.tags->bringupStatus() : QString()},
            {QStringLiteral("planned"), plan.summary()},
            {QStringLiteral("change"), !plan.isNoOp()},
            {QStringLiteral("observed_differs"), !plan.observedError.isEmpty()},
            {QStringLiteral("observed_error"), plan.observedError},
            {QStringLiteral("needs_review"), plan.needsReview},
            {QStringLiteral("review_reason"), plan.reviewReason},
            {QStringLiteral("revert_fix"), plan.revertFix}};
}

void printPlan(const QString& key, const YamlPlan& plan, const JUnitCase& junitCase, QTextStream& text)
{
    text << VerifyCommand::tr("%1: branch %2, pytest %3: %4")
                .arg(key, YamlPlan::branchName(plan.branch), JUnitCase::outcomeName(junitCase.outcome), plan.summary())
         << '\n';
    if (!plan.observedError.isEmpty())
        text << VerifyCommand::tr("%1: observed on TT: %2 (differs from the CPU error)").arg(key, plan.observedError)
             << '\n';
    if (plan.needsReview)
        text << VerifyCommand::tr("%1: review: %2").arg(key, plan.reviewReason) << '\n';
    if (plan.revertFix)
        // The family's own words are the review line above; this one says what to do.
        text << VerifyCommand::tr("%1: pytest still shows the entry's original error; take the loader fix back "
                                  "(git -C third_party/tt_forge_models checkout -- <loader>) and plan branch A")
                    .arg(key)
             << '\n';
}

// The approved loader fixes a CI run must see: the fixed files (and companions) of
// the landed fixes in the records naming the keys, relative to the loaders' root.
QStringList fixedFilesOf(const QStringList& keys, const std::optional<TriageRecord>& given, const Checkout& checkout)
{
    QList<TriageRecord> records;
    for (const QString& key : keys) {
        QString path;
        if (const auto record = given && given->entry(key) ? given : newestRecordFor(key, checkout, &path))
            records << *record;
    }
    return CiPreparation::fixedFilesOf(records, checkout.root(), checkout.loadersRoot());
}

// A session that waited for a verification on TT hardware is settled once its YAML
// is written from one: its record says so, and it is no longer offered to resume.
void settle(TriageRecord record, const QString& path, const QString& junit, QTextStream& err)
{
    if (record.state != TriageRecord::State::NeedsTtVerification)
        return;
    record.state = TriageRecord::State::Done;
    record.runnerUnavailable.clear();
    record.junitSource = junit;
    record.junitImported = true;
    record.stateNote = VerifyCommand::tr("done: verified on TT hardware (%1); the YAML was written by verify").arg(junit);
    record.updated = record.finished = QDateTime::currentDateTimeUtc();
    RecordFile file;
    file.open(QFileInfo(path).absolutePath());
    if (const Result<void> saved = file.save(record); !saved)
        err << saved.error().toString() << '\n';
}

}  // namespace

int VerifyCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    // Step 7 plans the YAML from results: the loaders submodule is not needed.
    VerbParser verb(QStringLiteral("verify"),
                    tr("Plans the YAML of step 7 from an existing JUnit file and prints the diff; writes it "
                       "with --yes. The branch comes from --record (a saved session record) or --branch when "
                       "given, else from the newest saved session record of this checkout that names the first KEY and "
                       "reached a decision (C needs a record: it quotes the post-fix CPU error).\n"
                       "Exit codes: 0 written or nothing to change, 1 failure, 2 usage, 3 not a checkout, "
                       "4 approval needed (diff shown, nothing written)."),
                    {.loaders = Checkout::Loaders::Optional, .json = true});
    const QCommandLineOption junitOption(QStringLiteral("junit"), tr("The JUnit XML of the verification run."), tr("FILE"));
    const QCommandLineOption branchOption(QStringLiteral("branch"), tr("A, B or C (docs/triage.md §2 step 7)."), tr("BRANCH"));
    const QCommandLineOption recordOption(QStringLiteral("record"), tr("A session record (record.json) to take the branch from."), tr("FILE"));
    const QCommandLineOption yesOption(QStringLiteral("yes"), tr("Write the YAML plan (with --ci: dispatch too)."));
    verb.parser().addOptions({junitOption, branchOption, recordOption, yesOption});
    const CiVerification::Options ci = CiVerification::addOptions(verb.parser());
    verb.parser().addPositionalArgument(QStringLiteral("keys"), tr("YAML keys of the training config."), tr("KEY..."));
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    const QStringList keys = verb.positional();
    const bool throughCi = verb.parser().isSet(ci.ci) || verb.parser().isSet(ci.run);
    if (keys.isEmpty() || verb.parser().isSet(junitOption) == throughCi) {
        err << tr("verify: give at least one KEY and one of --junit FILE, --ci or --ci-run ID") << '\n';
        return ExitUsage;
    }
    auto request = CiVerification::request(ci, verb.parser(), keys);
    if (throughCi && !request)
        return verb.fail(ExitUsage, tr("verify: %1").arg(request.error().message));
    if (throughCi && request->cancel) {  // nothing to plan: no branch needed
        const auto canceled = CiVerification::run(*request, verb);
        return std::holds_alternative<int>(canceled) ? std::get<int>(canceled) : verb.finish(ExitFailure);
    }
    std::optional<TriageRecord> record;
    QString recordPath;  // where `record` came from
    if (verb.parser().isSet(recordOption)) {
        recordPath = verb.parser().value(recordOption);
        auto loaded = RecordFile::load(recordPath);
        if (!loaded)
            return verb.fail(ExitFailure, loaded.error().toString());
        record = *loaded;
    }
    std::optional<YamlPlan::Branch> given;
    if (verb.parser().isSet(branchOption)) {
        given = branchFromName(verb.parser().value(branchOption));
        if (!given) {
            err << tr("verify: --branch must be A, B or C") << '\n';
            return ExitUsage;
        }
    }
    if (!given && !record) {
        // docs/triage.md §2 step 7: the branch comes from the session record; the newest of this
        // checkout naming the key that reached a decision.
        record = newestRecordFor(keys.constFirst(), verb.checkout(), &recordPath);
        if (record) {
            err << tr("verify: taking the branch from the session record %1").arg(recordPath) << '\n';
            verb.jsonOutput().insert(QStringLiteral("record"), recordPath);
        }
    }
    if (!given && !record) {
        err << tr("verify: no session record of this checkout names %1 with a decision (a dry run or another "
                  "checkout's record is none); give --branch A|B|C or --record FILE")
                   .arg(keys.constFirst())
            << '\n';
        return ExitUsage;
    }

    QStringList junitPaths{verb.parser().value(junitOption)};
    qint64 ciRun = 0;
    if (throughCi) {
        request->dispatchApproved = request->dispatchApproved || verb.parser().isSet(yesOption);
        request->fixedFiles = fixedFilesOf(keys, record, verb.checkout());
        auto ended = CiVerification::run(*request, verb);
        if (const int* stop = std::get_if<int>(&ended))
            return *stop;
        junitPaths = std::get<CiRunOutcome>(ended).reports;
        ciRun = std::get<CiRunOutcome>(ended).run.id;
    }
    // A file the user named: no pytest of ours wrote it, there is no log to see.
    if (!throughCi && !QFileInfo(junitPaths.constFirst()).isFile())
        return verb.fail(ExitFailure, tr("verify: --junit %1: no such file").arg(junitPaths.constFirst()));
    const auto junit = throughCi ? CiReports::read(junitPaths) : JUnitReader::readAll(junitPaths);
    if (!junit)
        return verb.fail(ExitFailure, junit.error().toString());
    const QString junitPath = junit->source;
    // An outcome that could not be read is no outcome: never planned as a skip.
    QStringList unread;
    for (const QString& key : keys) {
        const JUnitCase junitCase = junit->outcomeFor(key);
        if (junitCase.isKnown())
            continue;
        if (junit->problem.isEmpty() && !junit->truncated && !junit->keys().contains(key) && !junit->otherFunctions.contains(key)) {
            unread << tr("verify: %1: not in %2 (%n testcase(s) there, none of this entry's): no outcome to plan from",
                         nullptr, int(junit->cases.size()))
                          .arg(key, junitPath);
            continue;
        }
        const QString why = !junit->problem.isEmpty() ? junit->problem : junitCase.note;
        unread << tr("verify: %1: pytest's outcome could not be read from %2: %3").arg(key, junitPath, why);
    }
    if (!unread.isEmpty())
        return verb.fail(ExitFailure, unread.join(u'\n'));
    const auto file = ConfigFile::load(verb.checkout().trainingConfig());
    if (!file)
        return verb.fail(ExitFailure, file.error().toString());
    QList<EntryChange> changes;
    QJsonArray entries;
    bool review = false;
    for (const QString& key : keys) {
        const Entry* entry = file->find(key);
        if (!entry)
            return verb.fail(ExitFailure,
                             tr("verify: no entry %1 in %2").arg(key, verb.checkout().relativePath(file->path())));
        const auto target = targetFor(key, *entry, record, given);
        if (!target) {
            err << target.error().toString() << '\n';
            return ExitUsage;
        }
        const YamlPlan plan = target->plan(signatureFor(*entry, record), *entry, *junit, true);
        const JUnitCase junitCase = junit->outcomeFor(key);
        printPlan(key, plan, junitCase, verb.text());
        entries.append(planJson(key, plan, junitCase));
        review = review || plan.needsReview;
        if (!plan.isNoOp())
            changes << plan.change;
    }
    VerbJson& json = verb.jsonOutput();
    json.insert(QStringLiteral("entries"), entries);
    json.insert(QStringLiteral("written"), false);
    const auto change = YamlChange::plan(*file, changes, verb.checkout().root());
    if (!change)
        return verb.fail(ExitFailure, tr("the YAML plan is invalid: %1").arg(change.error().toString()));
    const YamlChangeVerb::Words words{
        {},
        ciRun > 0 ? tr("Not written: verify with --ci-run %1 --yes writes this diff from the same run.").arg(ciRun)
                  : tr("Not written: run again with --yes to write this diff."),
        tr("Written %1.").arg(verb.checkout().relativePath(change->path()))};
    const auto outcome = YamlChangeVerb::apply(verb, *change, verb.parser().isSet(yesOption), words);
    if (outcome == YamlChangeVerb::Outcome::Failed)
        return ExitFailure;  // said and finished
    if (outcome != YamlChangeVerb::Outcome::Written)
        return verb.finish(YamlChangeVerb::exitCode(outcome));
    QTextStream& text = verb.text();
    if (record && !recordPath.isEmpty())
        settle(*record, recordPath, junitPath, err);
    if (review)
        text << tr("Some entries need a human review (see above).") << '\n';
    return verb.finish(ExitOk);
}

}  // namespace dtriage
