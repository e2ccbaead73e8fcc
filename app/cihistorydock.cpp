#include "cihistorydock.h"

#include "checkout/democheckout.h"
#include "chrome/workbenchstatusbar.h"
#include "cihistory/cihistorypanel.h"
#include "cihistory/historyreport.h"
#include "cihistory/rundigest.h"
#include "core/filereplacement.h"
#include "core/whenready.h"
#include "core/workpool.h"
#include "synccommand.h"
#include "yamlapproval.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>

namespace dtriage {
namespace {

const QString kWorkflowKey = QStringLiteral("ciHistory/workflow");
const QString kLastKey = QStringLiteral("ciHistory/last");
const QString kBranchKey = QStringLiteral("ciHistory/branch");
const QString kRepoKey = QStringLiteral("ciHistory/repo");
const QString kRunsKey = QStringLiteral("ciHistory/runsFolder");

}  // namespace

CiHistoryDock::CiHistoryDock(WorkbenchStatusBar* status, QWidget* parent)
    : QDockWidget(tr("CI History"), parent), m_status(status)
{
    setObjectName(QStringLiteral("ciHistory"));
    m_panel = new CiHistoryPanel(this);
    setWidget(m_panel);
    connect(m_panel, &CiHistoryPanel::readRequested, this, &CiHistoryDock::chooseRuns);
    connect(m_panel, &CiHistoryPanel::syncRequested, this, &CiHistoryDock::askSync);
    connect(m_panel, &CiHistoryPanel::approveRequested, this, &CiHistoryDock::approve);
    connect(m_panel, &CiHistoryPanel::prTextRequested, this, &CiHistoryDock::savePrText);
    connect(m_panel, &CiHistoryPanel::entryActivated, this, &CiHistoryDock::showEntryRequested);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            readRecordedBeside();
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
        m_sync->cancel();
    if (m_approval)
        m_approval->reject();
    m_root = root;
    m_training = trainingPath;
    m_folders.clear();
    m_reading = 0;
    m_panel->setBusy(false);
    m_panel->setHistory({});
    m_syncNotes.clear();
    m_panel->setProblems({});
    m_panel->setSummary(tr("No runs read yet: Read Runs… or Sync from GitHub…"));
    if (isVisible())
        readRecordedBeside();
}

void CiHistoryDock::readRecordedBeside()
{
    // The demo's copy has its recorded runs beside it: the dock shows them at once
    // instead of asking for a folder the user has never heard of.
    const QString beside = DemoCheckout::recordedRunsBeside(m_root);
    if (m_root.isEmpty() || !m_folders.isEmpty() || isBusy() || !QFileInfo(beside).isDir())
        return;
    read(SyncCommand::runFoldersIn(beside));
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
    m_folders = runFolders;
    ++m_reading;
    m_panel->setBusy(true);
    say(tr("Reading %n run(s)…", nullptr, int(runFolders.size())));
    const QString training = m_training;
    whenReady(this, WorkPool::run([training, runFolders] {
        const RunDigest digest = RunDigest::inDataHome();
        return CiHistory::read(training, runFolders, {}, &digest);
    }), [this, generation = m_generation](const Result<CiHistory>& history) {
        if (generation != m_generation)
            return;  // read for a checkout no longer open
        m_reading = std::max(0, m_reading - 1);
        m_panel->setBusy(isBusy());
        if (!history) {
            say(history.error().toString());
            Q_EMIT historyRead(history.error().toString());
            return;
        }
        m_panel->setHistory(*history);
        m_panel->setProblems(m_syncNotes + history->problems);
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
    return tr("%1 runs on %2: %3")
        .arg(history.runs.size())
        .arg(history.arches.join(QStringLiteral(", ")), counts.isEmpty() ? tr("nothing to change") : counts.join(QStringLiteral(", ")));
}

void CiHistoryDock::chooseRuns()
{
    QSettings settings;
    const QString beside = DemoCheckout::recordedRunsBeside(m_root);  // the demo's recorded runs, on its copy
    const QString start = QDir(beside).exists() ? beside : settings.value(kRunsKey, QDir::homePath()).toString();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Read CI Runs: a run's folder, or a folder of runs"),
                                                          QDir(start).exists() ? start : QDir::homePath());
    if (dir.isEmpty())
        return;
    settings.setValue(kRunsKey, dir);
    read(SyncCommand::runFoldersIn(dir));
}

void CiHistoryDock::askSync()
{
    QSettings settings;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Sync CI Runs from GitHub"));
    auto* form = new QFormLayout(&dialog);
    auto* workflow = new QLineEdit(settings.value(kWorkflowKey, QStringLiteral("schedule-weekly-training.yml")).toString(), &dialog);
    auto* last = new QSpinBox(&dialog);
    last->setRange(1, 100);
    last->setValue(settings.value(kLastKey, 5).toInt());
    auto* branch = new QLineEdit(settings.value(kBranchKey, QStringLiteral("main")).toString(), &dialog);
    auto* repo = new QLineEdit(settings.value(kRepoKey, m_repo).toString(), &dialog);
    form->addRow(tr("&Workflow file:"), workflow);
    form->addRow(tr("&Last runs:"), last);
    form->addRow(tr("&Branch:"), branch);
    form->addRow(tr("&Repository:"), repo);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    settings.setValue(kWorkflowKey, workflow->text().trimmed());
    settings.setValue(kLastKey, last->value());
    settings.setValue(kBranchKey, branch->text().trimmed());
    settings.setValue(kRepoKey, repo->text().trimmed());
    CiSyncConfig config;
    config.workingDirectory = m_root;
    config.workflow = workflow->text().trimmed();
    config.last = last->value();
    config.branch = branch->text().trimmed();
    config.repo = repo->text().trimmed();
    sync(config);
}

void CiHistoryDock::sync(CiSyncConfig config)
{
    if (m_sync)
        return;
    m_repo = config.repo;
    auto* sync = new CiSync(std::move(config), this);
    m_sync = sync;
    m_panel->setBusy(true);
    connect(sync, &CiSync::progress, this, [this](const QString& line) { say(line); });
    connect(sync, &CiSync::finished, this, [this, sync, generation = m_generation](const CiSyncOutcome& outcome) {
        sync->deleteLater();
        if (generation == m_generation)
            onSynced(outcome);
    });
    sync->start();
}

void CiHistoryDock::onSynced(const CiSyncOutcome& outcome)
{
    m_panel->setBusy(m_reading > 0);
    const QString notes = outcome.notes.join(QStringLiteral("; "));
    if (!outcome.ok) {
        say(notes.isEmpty() ? outcome.error : tr("%1 (%2)").arg(outcome.error, notes));
        return;
    }
    m_syncNotes = outcome.notes;  // runs in progress, expired artifacts: said with the reading's problems
    read(outcome.runFolders);
}

void CiHistoryDock::approve(const QStringList& keys)
{
    if (keys.isEmpty())
        return;
    const QList<EntryChange> changes = m_panel->history().changesFor(keys);
    const QString training = m_training, root = m_root;
    whenReady(this, WorkPool::run([training, root, changes]() -> Result<ConfigEdit> {
        const Result<ConfigFile> file = ConfigFile::load(training);
        if (!file)
            return std::unexpected(file.error());
        return ConfigEditor::planAll(*file, changes, root);
    }), [this, keys, generation = m_generation](const Result<ConfigEdit>& edit) {
        if (generation != m_generation)
            return;
        if (!edit) {
            say(tr("The YAML plan is invalid: %1").arg(edit.error().toString()));
            return;
        }
        if (m_approval)
            m_approval->reject();
        m_approval = YamlApproval::open(
            this, tr("Keep the YAML True to CI"),
            tr("%n change(s) the CI runs show, in %1. Nothing is written until you approve.", nullptr, int(keys.size()))
                .arg(QDir(m_root).relativeFilePath(edit->path)),
            *edit, [this, path = edit->path](const Result<void>& written) {
                if (!written) {
                    say(tr("Not written: %1").arg(written.error().toString()));
                    return;
                }
                say(tr("Written: %1").arg(path));
                Q_EMIT yamlWritten(path);
                read(m_folders);  // against the YAML as written
            });
        Q_EMIT approvalShown(m_approval);
    });
}

void CiHistoryDock::savePrText(const QStringList& keys)
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the Pull Request's Text"),
                                                      QDir::homePath() + QStringLiteral("/ci-sync.md"), tr("Markdown (*.md)"));
    if (path.isEmpty())
        return;
    const Result<void> written = FileReplacement::write(path, HistoryReport::pullRequest(m_panel->history(), keys, m_repo).toUtf8());
    say(written ? tr("The pull request's text: %1").arg(path) : written.error().toString());
}

void CiHistoryDock::say(const QString& text)
{
    m_panel->setSummary(text);
    if (m_status)
        m_status->showMessage(text, 10000);
}

}  // namespace dtriage
