#pragma once
// The tt-forge-models branch or commit a CI verification runs with
// (`forge_models_override`), and whether it holds the approved loader fixes.
// The workbench never commits or pushes: when the fixes are only in the working
// tree it shows the exact git commands that put them on a branch of the
// submodule's remote, and checks, when told they are pushed, with
// `git ls-remote` that the branch is there and with `git diff` that it holds the
// fixed files as the working tree has them. Blocking (git is quick): the
// command line, or a worker thread.
#include "core/error.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace dtriage {

class ForgeModelsRef {
    Q_DECLARE_TR_FUNCTIONS(ForgeModelsRef)
public:
    // `ref` (a branch name, or a commit) as the submodule's `origin` has it: the
    // commit, once `fixedFiles` (relative to `loadersRoot`) are the same there as in
    // the working tree. Else why not: not on the remote, not fetched, a fix missing.
    static Result<QString> check(const QString& loadersRoot, const QString& ref, const QStringList& fixedFiles);
    // A warning when the submodule's origin is not tenstorrent/tt-forge-models (a
    // fork): what was checked there is fetched by CI from upstream. Empty: none.
    static QString originNote(const QString& loadersRoot);
    // The branch name suggested for `keys`' fixes: "dtriage/<first key's model>[-and-N-more]".
    static QString suggestedBranch(const QStringList& keys);
    // The commands, run in the checkout root, that commit `fixedFiles` on `branch` of
    // the submodule and push it: shown, never run.
    static QStringList pushCommands(const QString& submodule, const QStringList& fixedFiles, const QString& branch,
                                    const QString& message);
};

}  // namespace dtriage
