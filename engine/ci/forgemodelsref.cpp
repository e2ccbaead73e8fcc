#include "ci/forgemodelsref.h"

#include "run/gitcommand.h"

#include <QHash>
#include <QRegularExpression>

namespace dtriage {
namespace {

JobResult git(const QString& root, const QStringList& arguments)
{
    return GitCommand::run(root, arguments);
}

QString said(const JobResult& result)
{
    const QString text = result.tail.join(u' ').trimmed();
    return text.isEmpty() ? result.classification : text;
}

bool looksLikeCommit(const QString& ref)
{
    static const QRegularExpression hex(QRegularExpression::anchoredPattern(QStringLiteral("[0-9a-fA-F]{7,40}")));
    return hex.match(ref).hasMatch();
}

// The commit `ref` names on origin: its branch of that exact name (else its tag,
// peeled), or a commit that some remote branch holds as far as the last fetch knows.
Result<QString> remoteCommit(const QString& root, const QString& ref)
{
    // Said in one line, not git's nine ("fatal: 'origin' does not appear to be a git
    // repository ... Please make sure you have the correct access rights ...").
    if (!git(root, {QStringLiteral("remote"), QStringLiteral("get-url"), QStringLiteral("origin")}).succeeded())
        return fail(ForgeModelsRef::tr("the tt-forge-models checkout %1 has no remote \"origin\": tt-xla's CI fetches "
                                       "the fix from one (git -C %1 remote add origin <url>, then push %2 there)")
                        .arg(root, ref));
    const QString branch = QStringLiteral("refs/heads/") + ref;
    const QString tag = QStringLiteral("refs/tags/") + ref;
    const JobResult listed = git(root, {QStringLiteral("ls-remote"), QStringLiteral("origin"), branch, tag});
    if (!listed.succeeded())
        return fail(ForgeModelsRef::tr("git ls-remote origin %1 failed in %2: %3").arg(ref, root, said(listed)));
    QHash<QString, QString> tips;  // ref name -> commit
    for (const QString& line : QString::fromUtf8(listed.output).split(u'\n', Qt::SkipEmptyParts))
        tips.insert(line.section(u'\t', 1).trimmed(), line.section(u'\t', 0, 0).trimmed());
    for (const QString& name : {branch, tag + QStringLiteral("^{}"), tag})
        if (tips.contains(name))
            return tips.value(name);
    if (looksLikeCommit(ref)) {
        const JobResult held = git(root, {QStringLiteral("branch"), QStringLiteral("-r"), QStringLiteral("--contains"), ref});
        if (held.succeeded() && !QString::fromUtf8(held.output).trimmed().isEmpty())
            return QString::fromUtf8(git(root, {QStringLiteral("rev-parse"), ref}).output).trimmed();
    }
    return fail(ForgeModelsRef::tr("%1 is not on the tt-forge-models remote (git ls-remote origin %1 lists nothing%2): "
                                   "push it first")
                    .arg(ref, looksLikeCommit(ref) ? ForgeModelsRef::tr(", and no fetched remote branch holds it")
                                                   : QString()));
}

}  // namespace

Result<QString> ForgeModelsRef::check(const QString& loadersRoot, const QString& ref, const QStringList& fixedFiles)
{
    const auto commit = remoteCommit(loadersRoot, ref);
    if (!commit)
        return commit;
    if (fixedFiles.isEmpty())
        return *commit;
    // git diff says nothing of a file missing on both sides (a new file, untracked): ask for each.
    for (const QString& file : fixedFiles)
        if (!git(loadersRoot, {QStringLiteral("cat-file"), QStringLiteral("-e"), *commit + u':' + file}).succeeded())
            return fail(tr("%1 (%2) does not hold %3: commit and push the approved fixes").arg(ref, commit->left(12), file));
    const JobResult diff =
        git(loadersRoot, QStringList{QStringLiteral("diff"), QStringLiteral("--quiet"), *commit, QStringLiteral("--")}
                             + fixedFiles);
    if (diff.succeeded())
        return *commit;
    if (diff.kind == ExitKind::Exited && diff.exitCode == 1)
        return fail(tr("%1 (%2) does not hold the approved fixes as the working tree has them: %3 differ; commit "
                       "and push them")
                        .arg(ref, commit->left(12), fixedFiles.join(QStringLiteral(", "))));
    return fail(tr("the commit %1 of %2 is not in the local clone of tt-forge-models (git fetch origin there): %3")
                    .arg(commit->left(12), ref, said(diff)));
}

QString ForgeModelsRef::originNote(const QString& loadersRoot)
{
    const QString url = QString::fromUtf8(git(loadersRoot, {QStringLiteral("remote"), QStringLiteral("get-url"),
                                                            QStringLiteral("origin")}).output).trimmed();
    if (url.contains(QLatin1String("tenstorrent/tt-forge-models")))
        return {};
    return tr("the submodule's origin is %1, not tenstorrent/tt-forge-models: CI fetches the commit from "
              "tenstorrent/tt-forge-models (GitHub serves a fork's commits there by their SHA)")
        .arg(url.isEmpty() ? tr("not set") : url);
}

QString ForgeModelsRef::suggestedBranch(const QStringList& keys)
{
    QString model = keys.value(0).section(u'/', 0, 0);
    model.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("-"));
    if (model.isEmpty())
        model = QStringLiteral("fixes");
    const QString more = keys.size() > 1 ? QStringLiteral("-and-%1-more").arg(keys.size() - 1) : QString();
    return QStringLiteral("dtriage/") + model + more;
}

QStringList ForgeModelsRef::pushCommands(const QString& submodule, const QStringList& fixedFiles, const QString& branch,
                                         const QString& message)
{
    const QString inSubmodule = QStringLiteral("git -C ") + JobSpec::shellWord(submodule) + u' ';
    // `--`: a file name is never taken for an option of git add.
    QStringList add{inSubmodule + QStringLiteral("add --")};
    for (const QString& file : fixedFiles)
        add[0] += u' ' + JobSpec::shellWord(file);
    return QStringList{inSubmodule + QStringLiteral("switch -c ") + JobSpec::shellWord(branch)} + add
           + QStringList{inSubmodule + QStringLiteral("commit -m ") + JobSpec::shellWord(message),
                         inSubmodule + QStringLiteral("push -u origin ") + JobSpec::shellWord(branch)};
}

}  // namespace dtriage
