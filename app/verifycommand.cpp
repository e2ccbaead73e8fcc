#include "verifycommand.h"

#include "config/configeditor.h"
#include "config/configfile.h"
#include "exitcode.h"
#include "run/junitreader.h"
#include "run/sessionfolder.h"
#include "session/combinedyamlplan.h"
#include "session/triagesession.h"
#include "triage/signatures.h"
#include "triage/yamlplan.h"
#include "verbparser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace dtriage {
namespace {

std::optional<YamlPlan::Branch> branchFromName(const QString& name)
{
    const QString upper = name.trimmed().toUpper();
    if (upper == QLatin1String("A"))
        return YamlPlan::Branch::A;
    if (upper == QLatin1String("B"))
        return YamlPlan::Branch::B;
    if (upper == QLatin1String("C"))
        return YamlPlan::Branch::C;
    return std::nullopt;
}

// The canonical reason of the entry's bf16 error: from the record's CPU run when
// there is one, else from the YAML reason.
// The newest saved session record (sessions/<timestamp>/record.json) that has `key`.
std::optional<TriageRecord> newestRecordFor(const QString& key, QString* path)
{
    const QDir sessions(SessionFolder::defaultRoot());
    const QStringList folders = sessions.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed);
    for (const QString& folder : folders) {
        const QString candidate = sessions.filePath(folder + QStringLiteral("/record.json"));
        if (!QFileInfo::exists(candidate))
            continue;
        auto loaded = TriageSession::loadRecord(candidate);
        if (loaded && loaded->entry(key)) {
            *path = candidate;
            return *loaded;
        }
    }
    return std::nullopt;
}

QString canonicalReason(const Entry& entry, const TriageRecord::EntryResult* recorded)
{
    if (recorded && !recorded->cpuBefore.bf16.errorLine.isEmpty())
        return Signatures::canonicalReason(recorded->cpuBefore.bf16.errorLine);
    return Signatures::canonicalReason(entry.reason());
}

}  // namespace

int VerifyCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("verify"),
                    tr("Plans the YAML of step 7 from an existing JUnit file and prints the diff; writes it "
                       "with --yes. The branch comes from --record (a saved session record) or --branch when "
                       "given, else from the newest saved session record naming the first KEY (C needs a "
                       "record: it quotes the post-fix CPU error).\n"
                       "Exit codes: 0 written or nothing to change, 1 failure, 2 usage, 3 not a checkout, "
                       "4 approval needed (diff shown, nothing written)."));
    const QCommandLineOption junitOption(QStringLiteral("junit"), tr("The JUnit XML of the verification run."), tr("FILE"));
    const QCommandLineOption branchOption(QStringLiteral("branch"), tr("A, B or C (SPEC §2 step 7)."), tr("BRANCH"));
    const QCommandLineOption recordOption(QStringLiteral("record"), tr("A session record (record.json) to take the branch from."), tr("FILE"));
    const QCommandLineOption yesOption(QStringLiteral("yes"), tr("Write the YAML plan."));
    verb.parser().addOptions({junitOption, branchOption, recordOption, yesOption});
    verb.parser().addPositionalArgument(QStringLiteral("keys"), tr("YAML keys of the training config."), tr("KEY..."));
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    const QStringList keys = verb.positional();
    if (keys.isEmpty() || !verb.parser().isSet(junitOption)) {
        err << tr("verify: give at least one KEY and --junit FILE") << '\n';
        return ExitUsage;
    }
    std::optional<TriageRecord> record;
    if (verb.parser().isSet(recordOption)) {
        auto loaded = TriageSession::loadRecord(verb.parser().value(recordOption));
        if (!loaded) {
            err << loaded.error().toString() << '\n';
            return ExitFailure;
        }
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
        // SPEC: the branch comes from the session record; the newest one naming the key.
        QString path;
        record = newestRecordFor(keys.constFirst(), &path);
        if (record)
            err << tr("verify: taking the branch from the session record %1").arg(path) << '\n';
    }
    if (!given && !record) {
        err << tr("verify: no session record names %1; give --branch A|B|C or --record FILE").arg(keys.constFirst())
            << '\n';
        return ExitUsage;
    }

    const auto junit = JUnitReader::read(verb.parser().value(junitOption));
    const auto file = junit ? ConfigFile::load(verb.checkout().trainingConfig())
                            : Result<ConfigFile>(std::unexpected(junit.error()));
    if (!file) {
        err << file.error().toString() << '\n';
        return ExitFailure;
    }
    QList<EntryChange> changes;
    bool review = false;
    for (const QString& key : keys) {
        const Entry* entry = file->find(key);
        if (!entry) {
            err << tr("verify: no entry %1 in %2").arg(key, verb.checkout().relativePath(file->path())) << '\n';
            return ExitFailure;
        }
        const TriageRecord::EntryResult* recorded = record ? record->entry(key) : nullptr;
        YamlPlan::Branch branch = given.value_or(YamlPlan::Branch::A);
        if (!given) {
            const auto fromRecord = recorded ? branchFromName(recorded->yaml.branch) : std::nullopt;
            if (!fromRecord) {
                err << tr("verify: the record has no YAML branch for %1; give --branch").arg(key) << '\n';
                return ExitUsage;
            }
            branch = *fromRecord;
        }
        const JUnitCase junitCase = junit->outcomeFor(key);
        const auto pytest = junitCase.pytestOutcome().value_or(YamlPlan::PytestOutcome::Skipped);
        const QString reason = canonicalReason(*entry, recorded);
        YamlPlan plan;
        switch (branch) {
        case YamlPlan::Branch::A:
            plan = YamlPlan::branchA(*entry, reason, pytest);
            break;
        case YamlPlan::Branch::B:
            plan = YamlPlan::branchB(*entry, pytest, junitCase.errorText(), reason,
                                     JUnitReader::logSection(junit->logText, key));
            break;
        case YamlPlan::Branch::C: {
            const QString newError = record ? record->fix.newError : QString();
            if (newError.isEmpty()) {
                err << tr("verify: branch C needs the post-fix CPU error from a --record") << '\n';
                return ExitUsage;
            }
            plan = YamlPlan::branchC(*entry, newError, pytest);
            break;
        }
        }
        out << tr("%1: branch %2, pytest %3: %4")
                   .arg(key, YamlPlan::branchName(plan.branch), JUnitCase::outcomeName(junitCase.outcome), plan.summary())
            << '\n';
        if (plan.needsReview) {
            review = true;
            out << tr("%1: review: %2").arg(key, plan.reviewReason) << '\n';
        }
        if (plan.revertFix)
            out << tr("%1: pytest still shows the original bfloat16 error; revert the loader fix "
                      "(git -C third_party/tt_forge_models checkout -- <loader>) and plan branch A")
                       .arg(key)
                << '\n';
        if (!plan.isNoOp())
            changes << plan.change;
    }
    const auto plan = CombinedYamlPlan::make(*file, changes, verb.checkout().root());
    if (!plan) {
        err << tr("the YAML plan is invalid: %1").arg(plan.error().toString()) << '\n';
        return ExitFailure;
    }
    if (plan->after == plan->before) {
        out << tr("The YAML needs no change.") << '\n';
        return ExitOk;
    }
    out << plan->diff;
    if (!verb.parser().isSet(yesOption)) {
        out << tr("Not written: run again with --yes to write this diff.") << '\n';
        return ExitNeedsApproval;
    }
    if (const auto written = ConfigEditor::write(*plan); !written) {
        err << tr("The YAML was not written: %1").arg(written.error().toString()) << '\n';
        return ExitFailure;
    }
    out << tr("Written %1.").arg(verb.checkout().relativePath(plan->path)) << '\n';
    if (review)
        out << tr("Some entries need a human review (see above).") << '\n';
    return ExitOk;
}

}  // namespace dtriage
