#include "cihistorydock.h"

#include "checkout/democheckout.h"
#include "chrome/workbenchstatusbar.h"
#include "cihistory/cihistorypanel.h"
#include "cihistory/historypullrequest.h"
#include "cihistory/historyreport.h"
#include "cihistory/localchanges.h"
#include "checkout/checkout.h"
#include "run/sessionfolder.h"
#include "cihistory/rundigest.h"
#include "core/filereplacement.h"
#include "core/whenready.h"
#include "core/workpool.h"
#include "cihistory/recordedrun.h"
#include "cihistory/syncsettings.h"
#include "syncrunsdialog.h"
#include "yamlapproval.h"

#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace dtriage {

CiHistoryDock::CiHistoryDock(WorkbenchStatusBar* status, QWidget* parent)
    : QDockWidget(tr("CI History"), parent), m_status(status)
{
    setObjectName(QStringLiteral("ciHistory"));
    m_panel = new CiHistoryPanel(this);
    setWidget(m_panel);
    connect(m_panel, &CiHistoryPanel::readRequested, this, &CiHistoryDock::chooseRuns);
    connect(m_panel, &CiHistoryPanel::syncRequested, this, &CiHistoryDock::askSync);
    connect(m_panel, &CiHistoryPanel::cancelSyncRequested, this, &CiHistoryDock::cancelSync);
    connect(m_panel, &CiHistoryPanel::approveRequested, this, &CiHistoryDock::approve);
    connect(m_panel, &CiHistoryPanel::prTextRequested, this, &CiHistoryDock::savePrText);
    connect(m_panel, &CiHistoryPanel::entryActivated, this, &CiHistoryDock::showEntryRequested);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            readLastRuns();
    });
}

CiHistoryDock::~CiHistoryDock()
{
    if (m_sync)
        m_sync->cancel();
}

void CiHistoryDock::setCheckout(const QString& root, const QString& trainingPath)
{
    ++m_generation;
    if (m_sync)
        m_sync->cancel();  // what it downloaded is kept; its end belongs to the old checkout
    m_sync.clear();
    if (m_approval)
        m_approval->reject();
    m_root = root;
    m_training = trainingPath;
    m_folders.clear();
    m_reading = 0;
    m_panel->setBusy(false);
    m_panel->setHistory({});
    m_syncNotes.clear();
    m_written = {};
    m_writtenKeys.clear();
    m_panel->setProblems({});
    m_panel->setSummary(tr("No runs read yet: Read Runs… or Sync from GitHub…"));
    if (isVisible())
        readLastRuns();
}

void CiHistoryDock::readLastRuns()
{
    if (m_root.isEmpty() || !m_folders.isEmpty() || isBusy())
        return;
    // The runs last synced or read for this checkout; else, on the demo's copy, its
    // recorded runs beside it: the dock shows them at once instead of asking for a
    // folder the user has never heard of.
    if (const QStringList last = SyncSettings::lastRuns(m_root); !last.isEmpty()) {
        read(last);
        return;
    }
    if (const QString beside = DemoCheckout::recordedRunsBeside(m_root); QFileInfo(beside).isDir())
        read(RecordedRun::foldersIn(beside));
}

bool CiHistoryDock::isBusy() const
{
    return m_reading > 0 || m_sync;
}

void CiHistoryDock::read(const QStringList& runFolders)
{
    if (m_training.isEmpty()) {
        say(tr("Open a checkout first: the runs are read against its training YAML"));
        return;
    }
    if (runFolders != m_folders) {  // other runs: what was written from the last ones is their PR's
        m_written = {};
        m_writtenKeys.clear();
    }
    m_folders = runFolders;
    ++m_reading;
    m_panel->setBusy(true, m_sync);
    say(tr("Reading %n run(s)…", nullptr, int(runFolders.size())));
    const QString training = m_training;
    const QString root = m_root;
    whenReady(this, WorkPool::run([training, runFolders, root] {
        const RunDigest digest = RunDigest::inDataHome();
        // Every YAML tt-xla's runner loads, as the sync verb reads them (a nightly's
        // inference tests are the inference YAML's); the training YAML alone when the
        // checkout no longer opens.
        const Result<Checkout> checkout = Checkout::open(root, Checkout::Loaders::Optional);
        const QStringList configs = checkout && !checkout->runnerConfigs().isEmpty() ? checkout->runnerConfigs()
                                                                                     : QStringList{training};
        Result<CiHistory> history = CiHistory::read(configs, runFolders, {}, &digest);
        // What a triage here changed after the runs is not theirs to undo (issue 47 §7).
        if (history && checkout)
            history->holdBack(LocalChanges::of(*history, *checkout, SessionFolder::defaultRoot()));
        return history;
    }), [this, generation = m_generation, runFolders](const Result<CiHistory>& history) {
        if (generation != m_generation)
            return;  // read for a checkout no longer open
        m_reading = std::max(0, m_reading - 1);
        m_panel->setBusy(isBusy(), m_sync);
        if (!history) {
            say(history.error().toString());
            Q_EMIT historyRead(history.error().toString());
            return;
        }
        SyncSettings::rememberRuns(m_root, runFolders);
        m_panel->setHistory(*history);
        m_panel->setProblems(m_syncNotes + history->notes + history->problems);
        say(summaryOf(*history));
        Q_EMIT historyRead({});
    });
}

QString CiHistoryDock::summaryOf(const CiHistory& history) const
{
    QStringList counts;
    for (HistoryProposal::Kind kind : HistoryProposal::listedKinds())
        if (const qsizetype n = history.ofKind(kind).size())
            counts << QStringLiteral("%1 %2").arg(n).arg(HistoryProposal::kindTitle(kind).toLower());
    const QString text = tr("%1 runs on %2: %3")
                             .arg(history.runs.size())
                             .arg(history.arches.join(QStringLiteral(", ")),
                                  counts.isEmpty() ? tr("nothing to change") : counts.join(QStringLiteral(", ")));
    const QString news = history.news.summary();
    return news.isEmpty() ? text : QStringLiteral("%1 — %2").arg(text, news);
}

void CiHistoryDock::chooseRuns()
{
    const QString beside = DemoCheckout::recordedRunsBeside(m_root);  // the demo's recorded runs, on its copy
    const QString start = QDir(beside).exists() ? beside : SyncSettings::runsFolder(QDir::homePath());
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Read CI Runs: a run's folder, or a folder of runs"),
                                                          QDir(start).exists() ? start : QDir::homePath());
    if (dir.isEmpty())
        return;
    SyncSettings::rememberRunsFolder(dir);
    read(RecordedRun::foldersIn(dir));
}

void CiHistoryDock::askSync()
{
    std::optional<CiSyncConfig> config = SyncRunsDialog::ask(this, m_repo);
    if (!config)
        return;
    config->workingDirectory = m_root;
    sync(std::move(*config));
}

void CiHistoryDock::sync(CiSyncConfig config)
{
    if (m_sync)
        return;
    m_repo = config.repo;
    // Several workflows (a comma between them): each synced in turn, read together.
    const QStringList workflows = CiSyncQueue::workflowsIn(config.workflow);
    auto* sync = new CiSyncQueue(std::move(config), workflows, this);
    m_sync = sync;
    m_panel->setBusy(true, true);
    connect(sync, &CiSyncQueue::progress, this, [this](const QString& line) { say(line); });
    connect(sync, &CiSyncQueue::finished, this, [this, sync, generation = m_generation](const CiSyncOutcome& outcome) {
        sync->deleteLater();
        if (generation == m_generation)
            onSynced(outcome);
    });
    sync->start();
}

void CiHistoryDock::cancelSync()
{
    if (m_sync)
        m_sync->cancel();  // finished comes at once: onSynced says so
}

void CiHistoryDock::onSynced(const CiSyncOutcome& outcome)
{
    m_sync.clear();
    m_panel->setBusy(m_reading > 0);
    m_syncNotes = outcome.notes;  // runs in progress, expired artifacts: said with the reading's problems
    // A later workflow failed: the runs the ones before it brought are read, the failure said with them.
    if (!outcome.ok && !outcome.canceled && !outcome.runFolders.isEmpty()) {
        m_syncNotes.prepend(outcome.error);
        read(outcome.runFolders);
        return;
    }
    if (!outcome.ok || outcome.runFolders.isEmpty()) {
        m_panel->setProblems(m_syncNotes);
        say(!outcome.ok ? outcome.error : tr("No completed run to read: %1").arg(outcome.notes.join(QStringLiteral("; "))));
        return;
    }
    read(outcome.runFolders);
}

void CiHistoryDock::approve(const QStringList& keys)
{
    if (keys.isEmpty())
        return;
    const CiHistory before = m_panel->history();
    QList<QPair<QString, QList<EntryChange>>> perYaml;  // one edit of each YAML the keys are in
    for (const QString& config : before.configsOf(keys))
        perYaml.append({config, before.changesFor(keys, config)});
    const QString root = m_root;
    using Planned = std::pair<QList<YamlChange>, QStringList>;  // the edits; new entries a file cannot take, why
    whenReady(this, WorkPool::run([root, perYaml]() -> Result<Planned> {
        Planned planned;
        for (const auto& [config, changes] : perYaml) {
            QString unplaced;  // its other changes still shown
            Result<YamlChange> edit = YamlChange::plan(config, changes, root, &unplaced);
            if (!edit)
                return std::unexpected(edit.error());
            if (!unplaced.isEmpty())
                planned.second << tr("New entries not added to %1: %2").arg(QDir(root).relativeFilePath(config), unplaced);
            if (unplaced.isEmpty() || !edit->changesNothing())
                planned.first << *edit;
        }
        return planned;
    }), [this, keys, before, generation = m_generation](const Result<Planned>& planned) {
        if (generation != m_generation)
            return;
        if (planned && !planned->second.isEmpty())
            m_panel->setProblems(planned->second + m_syncNotes + before.notes + before.problems);
        if (!planned || planned->first.isEmpty()) {
            say(!planned ? tr("The YAML plan is invalid: %1").arg(planned.error().toString())
                         : planned->second.value(0, tr("The YAML plan is invalid: %1").arg(tr("no YAML holds these entries"))));
            return;
        }
        showApproval(planned->first, keys, before);
    });
}

void CiHistoryDock::showApproval(const QList<YamlChange>& edits, const QStringList& keys, const CiHistory& before)
{
    if (m_approval)
        m_approval->reject();
    QStringList files;
    for (const YamlChange& edit : edits)
        files << QDir(m_root).relativeFilePath(edit.path());
    m_approval = YamlApproval::open(
        this, tr("Keep the YAML True to CI"),
        tr("%n change(s) the CI runs show, in %1. Nothing is written until you approve.", nullptr, int(keys.size()))
            .arg(files.join(QStringLiteral(", "))),
        edits, [this, keys, before, generation = m_generation](const YamlChange::Written& written) {
            if (generation != m_generation)
                return;  // written for a checkout no longer open
            QStringList names;
            for (const QString& path : written.paths) {
                names << QDir(m_root).relativeFilePath(path);
                Q_EMIT yamlWritten(path);
            }
            QStringList writtenKeys;  // of the files written: a failure part way leaves the others' out
            for (const QString& key : keys)
                if (const EntryHistory* h = before.entry(key); h && written.paths.contains(h->config))
                    writtenKeys << key;
            if (!writtenKeys.isEmpty())
                rememberWritten(before, writtenKeys);
            if (!written.ok())
                say(names.isEmpty() ? tr("Not written: %1").arg(written.error->toString())
                                    : tr("Not written: %1 (written before it: %2)")
                                          .arg(written.error->toString(), names.join(QStringLiteral(", "))));
            else
                say(names.isEmpty() ? tr("Nothing written: the YAML already says it")
                                    : tr("Written: %1").arg(names.join(QStringLiteral(", "))));
            if (!names.isEmpty())
                read(m_folders);  // against the YAMLs as written
        });
    Q_EMIT approvalShown(m_approval);
}

void CiHistoryDock::rememberWritten(const CiHistory& before, const QStringList& keys)
{
    if (m_writtenKeys.isEmpty())
        m_written = before;
    for (const QString& key : keys) {
        const EntryHistory* proposed = before.entry(key);
        if (!proposed)
            continue;
        const auto at = std::find_if(m_written.entries.begin(), m_written.entries.end(),
                                     [&](const EntryHistory& h) { return h.key == key; });
        if (at != m_written.entries.end())
            *at = *proposed;
        if (!m_writtenKeys.contains(key))
            m_writtenKeys << key;
    }
}

QString CiHistoryDock::pullRequestText(const QStringList& proposed) const
{
    // What was written from here is what the pull request holds; before anything was, what is proposed.
    return m_writtenKeys.isEmpty() ? HistoryPullRequest::text(m_panel->history(), proposed, m_repo)
                                   : HistoryPullRequest::text(m_written, m_writtenKeys, m_repo);
}

void CiHistoryDock::savePrText(const QStringList& keys)
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the Pull Request's Text"),
                                                      QDir::homePath() + QStringLiteral("/ci-sync.md"), tr("Markdown (*.md)"));
    if (path.isEmpty())
        return;
    const Result<void> written = FileReplacement::write(path, pullRequestText(keys).toUtf8());
    say(written ? tr("The pull request's text: %1").arg(path) : written.error().toString());
}

void CiHistoryDock::say(const QString& text)
{
    m_panel->setSummary(text);
    if (m_status)
        m_status->showMessage(text, 10000);
}

}  // namespace dtriage
