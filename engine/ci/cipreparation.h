#pragma once
// Everything decided before a dispatch is sent, for the command line and the window
// alike (one owner): whether the approved fixes must be pushed first (they are only
// in the working tree and no ref was given: the git commands and branch to show),
// whether the given tt-forge-models ref holds them (the dispatch then names the
// commit checked, so CI runs what was checked), and whether the checkout's workflow
// still takes the inputs. Blocking (git): the command line, or a worker thread.
#include "ci/cidispatch.h"
#include "record/triagerecord.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

struct CiPreparation {
    Q_DECLARE_TR_FUNCTIONS(CiPreparation)
public:
    std::optional<CiDispatch> dispatch;  // set when it can be sent
    QString error;                       // why not (empty when pushNeeded)
    bool usageError = false;             // the keys or options themselves are wrong
    bool pushNeeded = false;
    QString branch;                      // pushNeeded: the branch the commands make
    QStringList pushCommands;            // pushNeeded: run in the checkout root
    QString checkedCommit;               // the ref's commit, when a ref was given
    QStringList notes;                   // to say, not errors (a fork origin, no workflow file)

    static CiPreparation prepare(const QString& checkoutRoot, const QString& loadersRoot, const QStringList& keys,
                                 CiDispatchOptions options, const QStringList& fixedFiles);
    // The files of the landed fixes in `records` (fixed file and companion), relative
    // to the loaders' root: what the tt-forge-models ref must hold.
    static QStringList fixedFilesOf(const QList<TriageRecord>& records, const QString& checkoutRoot,
                                    const QString& loadersRoot);
    // The new session folder's place for a run's downloaded artifacts.
    static Result<QString> newDownloadDir();
    // The commands that push `fixedFiles` on the suggested branch, and that branch.
    static QStringList pushCommandsFor(const QString& checkoutRoot, const QString& loadersRoot, const QStringList& keys,
                                       const QStringList& fixedFiles, QString* branch);
};

}  // namespace dtriage
