#include "syncrunsdialog.h"

#include "cihistory/cisyncqueue.h"
#include "cihistory/syncsettings.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>

namespace dtriage {

std::optional<CiSyncConfig> SyncRunsDialog::ask(QWidget* parent, const QString& repo)
{
    CiSyncConfig config = SyncSettings::lastSync(repo);
    QDialog dialog(parent);
    dialog.setWindowTitle(tr("Sync CI Runs from GitHub"));
    auto* form = new QFormLayout(&dialog);
    auto* workflow = new QLineEdit(config.workflow, &dialog);
    auto* last = new QSpinBox(&dialog);
    last->setRange(1, 100);
    last->setValue(config.last);
    auto* branch = new QLineEdit(config.branch, &dialog);
    auto* repository = new QLineEdit(config.repo, &dialog);
    workflow->setToolTip(tr("The workflow's file (schedule-weekly-training.yml) or its name (On nightly); several "
                            "separated by commas are read together, each run labelled by its workflow"));
    form->addRow(tr("&Workflow files:"), workflow);
    form->addRow(tr("&Last runs:"), last);
    form->addRow(tr("&Branch:"), branch);
    form->addRow(tr("&Repository:"), repository);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    const auto check = [workflow, repository, ok = buttons->button(QDialogButtonBox::Ok)] {
        static const QRegularExpression ownerName(QStringLiteral(R"(^[\w.-]+/[\w.-]+$)"));
        ok->setEnabled(!CiSyncQueue::workflowsIn(workflow->text()).isEmpty() && ownerName.match(repository->text().trimmed()).hasMatch());
        ok->setToolTip(ok->isEnabled() ? QString() : tr("A workflow file and a repository as owner/name"));
    };
    QObject::connect(workflow, &QLineEdit::textChanged, &dialog, check);
    QObject::connect(repository, &QLineEdit::textChanged, &dialog, check);
    check();
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    config.workflow = CiSyncQueue::workflowsIn(workflow->text()).join(QStringLiteral(", "));
    config.last = last->value();
    config.branch = branch->text().trimmed();
    config.repo = repository->text().trimmed();
    SyncSettings::rememberSync(config);
    return config;
}

}  // namespace dtriage
