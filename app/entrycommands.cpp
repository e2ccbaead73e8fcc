#include "entrycommands.h"

#include "checkout/checkout.h"
#include "checkout/testkey.h"
#include "editorlauncher.h"
#include "list/failuregroupview.h"
#include "list/failurefilterproxy.h"
#include "list/failurelistmodel.h"
#include "list/failurelistpane.h"
#include "families/families.h"
#include "run/pytestjob.h"
#include "session/sessionpanel.h"
#include "source/sourceview.h"
#include "triageruns.h"
#include "chrome/workbenchstatusbar.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QTableView>

namespace dtriage {

EntryCommands::EntryCommands(Parts parts, QObject* parent) : QObject(parent), m_parts(std::move(parts)) {}

void EntryCommands::addActions(QMenu* menu)
{
    m_start = menu->addAction(tr("&Start Triage"), this, [this] { startTriage(); });
    m_start->setShortcut(QKeySequence(tr("Ctrl+T")));
    m_start->setToolTip(tr("Triage the selected entry (or press Enter in the list)"));
    m_all = menu->addAction(tr("Triage &All %1").arg(Families::shortNames()), QKeySequence(tr("Ctrl+Shift+T")), this,
                            [this] { triageAllGated(); });
    m_group = menu->addAction(tr("Triage &Group"), QKeySequence(tr("Ctrl+Shift+G")), this, [this] { triageGroup(); });
    m_group->setObjectName(QStringLiteral("triageGroup"));
    m_group->setToolTip(tr("In the grouped list: triage every entry of the current family, flavor or loader"));
    menu->addSeparator();
    QAction* editor =
        menu->addAction(tr("Open Loader in &Editor"), QKeySequence(tr("Ctrl+E")), this, [this] { openInEditor(); });
    QAction* copy = menu->addAction(tr("&Copy pytest Command"), QKeySequence(tr("Ctrl+Shift+C")), this,
                                    [this] { copyPytestCommand(); });
    m_parts.list->setContextActions({m_start, editor, copy}, {m_start, m_group, editor, copy});
}

void EntryCommands::setBlocked(const QString& why)
{
    for (QAction* action : {m_start, m_all, m_group}) {
        action->setEnabled(why.isEmpty());
        action->setStatusTip(why);
    }
}

bool EntryCommands::canTriage() const
{
    const Checkout* checkout = m_parts.checkout();
    return checkout && checkout->hasLoaders();
}

TriageSession* EntryCommands::startTriage()
{
    const QString key = m_parts.list->currentKey();
    if (key.isEmpty() || !canTriage())
        return nullptr;
    TriageSession* session = m_parts.runs->start(key);
    m_parts.panel->setSession(session);
    return session;
}

// The entries a family takes under the grouped list's current family, flavor or loader row.
bool EntryCommands::triageGroup()
{
    if (!canTriage() || !m_parts.list->isGrouped()) {
        m_parts.status->showMessage(
            tr("Triage Group works on the grouped list (View ▸ Group by Family, Flavor and Loader)"), 8000);
        return false;
    }
    QStringList keys;
    const FailureListModel* model = m_parts.list->model();
    for (const QString& key : m_parts.list->groupView()->currentGroupKeys())
        if (const int row = model->rowOfKey(key); row >= 0 && model->rows().at(row).isGated())
            keys << key;
    if (keys.isEmpty() || !m_parts.runs->startBatch(keys)) {
        m_parts.status->showMessage(tr("Nothing to triage in this group: no family takes its entries, or each has a "
                                       "session already"),
                                    8000);
        return false;
    }
    return true;
}

// Every entry of the family the list is filtered on, else every family's entries.
bool EntryCommands::triageAllGated()
{
    if (!canTriage())
        return false;
    const FailureFilterProxy* proxy = m_parts.list->proxy();
    const QString family = proxy->gatedOnly() ? QString() : proxy->family();
    QStringList keys;
    for (const FailureRow& row : m_parts.list->model()->rows())
        if (row.isGated() && (family.isEmpty() || row.family == family))
            keys << row.key;
    const bool started = m_parts.runs->startBatch(keys);
    if (!started)
        m_parts.status->showMessage(
            tr("Nothing to triage: every %1 entry has a session already").arg(Families::shortNames()), 5000);
    return started;
}

bool EntryCommands::openInEditor()
{
    const Checkout* checkout = m_parts.checkout();
    const auto parsed = TestKey::parse(m_parts.list->currentKey());
    if (!checkout || !parsed)
        return false;
    const QString loader = checkout->loaderPath(*parsed);
    const int line = m_parts.panel->sourceView()->markedLine();
    QString why;
    const bool opened = EditorLauncher::open(loader, line, &why);
    m_parts.status->showMessage(opened ? tr("Opened %1 at line %2").arg(checkout->relativePath(loader)).arg(qMax(1, line))
                                       : tr("Not opened: %1").arg(why),
                                8000);
    return opened;
}

QString EntryCommands::copyPytestCommand()
{
    const QStringList keys = m_parts.list->selectedKeys();
    if (keys.isEmpty())
        return {};
    const QString command = PytestJob::commandLine(keys);
    QGuiApplication::clipboard()->setText(command);
    m_parts.status->showMessage(tr("Copied: %1").arg(command), 8000);
    return command;
}

}  // namespace dtriage
