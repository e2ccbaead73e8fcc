#pragma once
// The entries of test-config YAMLs as the last runs of a CI workflow saw them (issue
// "Keep the training YAML true to CI"; every YAML the runs cover, issue 50): the runs kept (completed, of the
// workflows wanted, each once, each labelled by its workflow), the archs they ran on, every entry they hold with its marks per arch
// and run and its proposal, and what could not be taken. A value: built on a worker
// thread from what RunReports read, shown by the window, printed by `sync`.
#include "cihistory/entryhistory.h"
#include "cihistory/recordedrun.h"
#include "cihistory/rundigest.h"
#include "cihistory/runnews.h"
#include "cihistory/runreports.h"
#include "config/configfile.h"
#include "config/entrychange.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace dtriage {

// One run as the history shows it.
struct HistoryRun {
    qint64 id = 0;
    int attempt = 1;
    QString workflow;
    QDateTime created;
    QString conclusion;
    QString url;
    QString headSha;
    int reports = 0;  // read
};

class CiHistory {
    Q_DECLARE_TR_FUNCTIONS(CiHistory)
public:
    QList<HistoryRun> runs;        // newest first
    QStringList arches;            // the archs the runs ran on, in tt-xla's order
    QList<EntryHistory> entries;   // in the YAMLs' order, each YAML's entries in its order
    RunNews news;                  // what the newest run says that the one before did not
    QStringList problems;          // translated: runs left out, reports unread, duplicates
    QStringList notes;             // translated: what the reading noticed and mended (a damaged digest read again)
    QStringList configs;           // every YAML read, in the order given
    int testcases = 0;             // testcases read
    qint64 elapsedMs = 0;          // reading and aggregating

    // The history of `runs` (RecordedRun::open) with what RunReports read of them,
    // against the training YAML. A run still in progress, one of a workflow not in
    // `workflows` (empty: every workflow the runs are of) or one given twice is left
    // out, said in `problems`.
    static CiHistory build(const ConfigFile& training, const QList<RecordedRun>& runs,
                           const QList<ReportReading>& readings, const QStringList& workflows = {});
    // The same against several YAMLs, in the order the runner merges them
    // (Checkout::runnerConfigs): each testcase is the entry of its key that the runner
    // uses, the later YAML's where two hold it (said in `problems`).
    static CiHistory build(const QList<ConfigFile>& configs, const QList<RecordedRun>& runs,
                           const QList<ReportReading>& readings, const QStringList& workflows = {});
    // Opens and reads the run folders (a run `digest` holds is not parsed again),
    // then build(): blocking, worker threads.
    static Result<CiHistory> read(const QString& trainingPath, const QStringList& runFolders,
                                  const QStringList& workflows = {}, const RunDigest* digest = nullptr);
    static Result<CiHistory> read(const QStringList& configPaths, const QStringList& runFolders,
                                  const QStringList& workflows = {}, const RunDigest* digest = nullptr);

    // The workflows the runs name, in the order of their newest runs (a run without
    // run.json names none).
    QStringList workflows() const;
    // Each workflow's newest run: indexes into `runs`, newest first; of fewer than two
    // workflows, the newest run (described or not).
    QList<int> newestOfEach() const;

    // Pointers into this history: never of a temporary (deleted on an rvalue, so
    // `*CiHistory::read(...)->entry(key)` kept past its statement does not compile).
    const EntryHistory* entry(const QString& key) const&;
    const EntryHistory* entry(const QString& key) const&& = delete;
    // The entries whose proposal is of `kind`.
    QList<const EntryHistory*> ofKind(HistoryProposal::Kind kind) const&;
    QList<const EntryHistory*> ofKind(HistoryProposal::Kind kind) const&& = delete;
    // The changes of the proposals of `keys`, in the YAML's order; entries without one skipped.
    QList<EntryChange> changesFor(const QStringList& keys) const;
    // The same, of the entries of the YAML at `config` only.
    QList<EntryChange> changesFor(const QStringList& keys, const QString& config) const;
    // Each YAML read that holds an entry the runs cover, with how many: the order read.
    QList<QPair<QString, int>> coveredConfigs() const;
    // The YAMLs read that hold an entry of `keys`, in the order read.
    QStringList configsOf(const QStringList& keys) const;
    // Every key with a change to make, in the YAML's order; none held back.
    QStringList changingKeys() const;
    // The keys whose change is held back (LocalChanges), in the YAML's order.
    QStringList heldKeys() const;
    // Marks the changes of `why`'s keys held back, with why (LocalChanges::of).
    void holdBack(const QHash<QString, QString>& why);
};

}  // namespace dtriage
