#include "dialogs/cidispatchdialog.h"

#include "chrome/screenfit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace dtriage {
namespace {

QPlainTextEdit* commandView(const QString& text, const QString& name)
{
    auto* view = new QPlainTextEdit(text);
    view->setReadOnly(true);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    view->setMaximumHeight(view->fontMetrics().lineSpacing() * 6);
    view->setAccessibleName(name);
    return view;
}

QComboBox* choiceBox(const QStringList& options, const QString& current, const QString& name)
{
    auto* box = new QComboBox;
    box->setEditable(true);  // a runner the checkout's workflow does not list yet: GitHub checks it
    box->addItems(options);
    if (!options.contains(current))
        box->addItem(current);
    box->setCurrentText(current);
    box->setAccessibleName(name);
    return box;
}

}  // namespace

CiDispatchDialog::CiDispatchDialog(CiDispatchChoices choices, QWidget* parent)
    : QDialog(parent), m_choices(std::move(choices))
{
    setWindowTitle(tr("Dispatch to tt-xla's CI"));
    auto* layout = new QVBoxLayout(this);
    auto* keys = new QLabel(tr("Verify on TT hardware with tt-xla's \"Run Test Single\" workflow (pytest "
                               "--force-run --runxfail): %n entr(y/ies)", nullptr, int(m_choices.keys.size())));
    keys->setWordWrap(true);
    keys->setToolTip(m_choices.keys.join(u'\n'));
    layout->addWidget(keys);
    auto* form = new QFormLayout;
    m_runsOn = choiceBox(m_choices.runnerKinds, m_choices.initial.runsOn, tr("Runners"));
    m_groups = choiceBox(m_choices.groups, QString::number(m_choices.initial.parallelGroups), tr("Parallel groups"));
    m_ref = new QLineEdit(m_choices.initial.forgeModelsRef);
    m_ref->setAccessibleName(tr("tt-forge-models branch or commit"));
    m_ref->setPlaceholderText(m_choices.pushCommands.isEmpty() ? tr("the submodule commit tt-xla pins")
                                                               : m_choices.suggestedBranch);
    form->addRow(tr("&Runners:"), m_runsOn);
    form->addRow(tr("&Parallel groups:"), m_groups);
    form->addRow(tr("tt-forge-models &ref:"), m_ref);
    layout->addLayout(form);
    if (!m_choices.pushCommands.isEmpty()) {
        auto* push = new QLabel(tr("The approved loader fixes are only in the working tree, and CI takes "
                                   "tt-forge-models from GitHub. Push them (the workbench never commits or pushes), "
                                   "then give the branch above; it is checked with git ls-remote before anything is sent:"));
        push->setWordWrap(true);
        layout->addWidget(push);
        layout->addWidget(commandView(m_choices.pushCommands.join(u'\n'), tr("Commands that push the fixes")));
    }
    layout->addWidget(new QLabel(tr("The dispatch:")));
    m_command = commandView({}, tr("The gh command"));
    layout->addWidget(m_command);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_dispatch = buttons->addButton(tr("&Dispatch"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_runsOn, &QComboBox::currentTextChanged, this, &CiDispatchDialog::update);
    connect(m_groups, &QComboBox::currentTextChanged, this, &CiDispatchDialog::update);
    connect(m_ref, &QLineEdit::textChanged, this, &CiDispatchDialog::update);
    ScreenFit::resize(this, QSize(720, sizeHint().height()));
    update();
}

CiDispatchOptions CiDispatchDialog::options() const
{
    CiDispatchOptions options = m_choices.initial;
    options.runsOn = m_runsOn->currentText();
    options.parallelGroups = m_groups->currentText().toInt();
    options.forgeModelsRef = m_ref->text().trimmed();
    return options;
}

QString CiDispatchDialog::command() const
{
    return m_command->toPlainText();
}

void CiDispatchDialog::update()
{
    const auto dispatch = CiDispatch::forKeys(m_choices.keys, options());
    m_command->setPlainText(dispatch ? dispatch->displayCommand() : dispatch.error().message);
    // Fixes on disk only: nothing is sent before a ref that holds them is given.
    m_dispatch->setEnabled(dispatch && (m_choices.pushCommands.isEmpty() || !m_ref->text().trimmed().isEmpty()));
}

}  // namespace dtriage
