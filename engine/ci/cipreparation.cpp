#include "ci/cipreparation.h"

#include "ci/forgemodelsref.h"
#include "ci/workflowinputs.h"
#include "run/sessionfolder.h"

#include <QDir>
#include <QFileInfo>

namespace dtriage {

QStringList CiPreparation::fixedFilesOf(const QList<TriageRecord>& records, const QString& checkoutRoot,
                                        const QString& loadersRoot)
{
    QStringList files;
    const QDir root(checkoutRoot);
    const QDir loaders(loadersRoot);
    for (const TriageRecord& record : records) {
        if (!record.fix.landed())
            continue;
        for (const QString& file : {record.fixedFile(), record.companionFile()}) {
            const QString relative = loaders.relativeFilePath(root.filePath(file));
            if (!file.isEmpty() && !files.contains(relative))
                files << relative;
        }
    }
    return files;
}

Result<QString> CiPreparation::newDownloadDir()
{
    const auto folder = SessionFolder::create();
    if (!folder)
        return std::unexpected(folder.error());
    return QDir(folder->path()).filePath(QStringLiteral("ci-reports"));
}

QStringList CiPreparation::pushCommandsFor(const QString& checkoutRoot, const QString& loadersRoot,
                                           const QStringList& keys, const QStringList& fixedFiles, QString* branch)
{
    *branch = ForgeModelsRef::suggestedBranch(keys);
    const QString message = keys.size() <= 2
                                ? tr("Fix training of %1").arg(keys.join(QStringLiteral(", ")))
                                : tr("Fix training of %1 and %n more", nullptr, int(keys.size() - 1)).arg(keys.value(0));
    return ForgeModelsRef::pushCommands(QDir(checkoutRoot).relativeFilePath(loadersRoot), fixedFiles, *branch, message);
}

CiPreparation CiPreparation::prepare(const QString& checkoutRoot, const QString& loadersRoot, const QStringList& keys,
                                     CiDispatchOptions options, const QStringList& fixedFiles)
{
    CiPreparation prepared;
    if (!fixedFiles.isEmpty() && options.forgeModelsRef.isEmpty()) {
        // CI checks tt-forge-models out from GitHub: the fixes must be pushed first.
        prepared.pushNeeded = true;
        prepared.pushCommands = pushCommandsFor(checkoutRoot, loadersRoot, keys, fixedFiles, &prepared.branch);
        return prepared;
    }
    if (!options.forgeModelsRef.isEmpty()) {
        const auto commit = ForgeModelsRef::check(loadersRoot, options.forgeModelsRef, fixedFiles);
        if (!commit) {
            prepared.error = commit.error().toString();
            return prepared;
        }
        prepared.checkedCommit = *commit;
        if (const QString note = ForgeModelsRef::originNote(loadersRoot); !note.isEmpty())
            prepared.notes << note;
        // What was checked is what CI checks out, even if the branch moves on meanwhile.
        options.forgeModelsRef = *commit;
    }
    auto dispatch = CiDispatch::forKeys(keys, options);
    if (!dispatch) {
        prepared.error = dispatch.error().message;
        prepared.usageError = true;
        return prepared;
    }
    const QString workflowPath = CiDispatch::workflowPath(checkoutRoot);
    if (QFileInfo::exists(workflowPath)) {
        const auto workflow = WorkflowInputs::read(workflowPath);
        if (workflow) {
            if (const Result<void> chosen = dispatch->checkChoices(*workflow); !chosen) {
                prepared.error = chosen.error().message;
                prepared.usageError = true;
                return prepared;
            }
        }
        const auto checked = workflow ? dispatch->checkAgainst(*workflow) : Result<void>(std::unexpected(workflow.error()));
        if (!checked) {
            prepared.error = checked.error().toString();
            return prepared;
        }
    } else {
        prepared.notes << tr("the checkout has no %1: GitHub checks the inputs when they are sent")
                              .arg(QDir(checkoutRoot).relativeFilePath(workflowPath));
    }
    prepared.dispatch = std::move(*dispatch);
    return prepared;
}

}  // namespace dtriage
