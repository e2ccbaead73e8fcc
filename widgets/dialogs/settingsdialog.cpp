#include "dialogs/settingsdialog.h"

#include "run/job.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace dtriage {

SettingsDialog::SettingsDialog(const WorkbenchSettings& settings, QWidget* parent)
    : QDialog(parent), m_base(settings)
{
    setWindowTitle(tr("Settings"));

    m_reproTimeout = secondsSpin();
    m_reproTimeout->setToolTip(tr("A CPU repro still running after this long is stopped"));
    m_pytestTimeout = secondsSpin();
    m_pytestTimeout->setToolTip(tr("A pytest run still running after this long is stopped"));
    m_jobs = new QSpinBox;
    m_jobs->setRange(WorkbenchSettings::kMinJobs, WorkbenchSettings::kMaxJobs);
    m_jobs->setToolTip(tr("How many CPU repros run at the same time"));
    m_memoryLimit = new QSpinBox;
    m_memoryLimit->setRange(0, WorkbenchSettings::kMaxMemoryLimitGb);
    m_memoryLimit->setSuffix(tr(" GB"));
    m_memoryLimit->setSpecialValueText(tr("Half the RAM (%1 GB)").arg(Job::defaultMemoryLimitBytes() >> 30));
    m_memoryLimit->setToolTip(tr("Each repro and pytest run may use this much memory; one that needs more stops "
                                 "with \"exceeded the memory limit\" instead of exhausting the machine"));
    m_theme = new QComboBox;
    m_theme->addItem(tr("System"), int(WorkbenchSettings::Theme::System));
    m_theme->addItem(tr("Light"), int(WorkbenchSettings::Theme::Light));
    m_theme->addItem(tr("Dark"), int(WorkbenchSettings::Theme::Dark));

    for (QWidget* field : {static_cast<QWidget*>(m_reproTimeout), static_cast<QWidget*>(m_pytestTimeout),
                           static_cast<QWidget*>(m_jobs), static_cast<QWidget*>(m_memoryLimit),
                           static_cast<QWidget*>(m_theme)})
        field->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    auto* form = new QFormLayout;
    form->addRow(tr("Python &interpreter:"), buildInterpreterRow());
    form->addRow(tr("&Repro timeout:"), m_reproTimeout);
    form->addRow(tr("&Pytest timeout:"), m_pytestTimeout);
    form->addRow(tr("Parallel repro &jobs:"), m_jobs);
    form->addRow(tr("&Memory limit per job:"), m_memoryLimit);
    form->addRow(tr("&Theme:"), m_theme);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel
                                     | QDialogButtonBox::RestoreDefaults);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &SettingsDialog::restoreDefaults);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    showValues(settings);
}

QWidget* SettingsDialog::buildInterpreterRow()
{
    m_interpreter = new QLineEdit;
    m_interpreter->setPlaceholderText(tr("Empty: auto-detect (venv, else a python3 that imports torch)"));
    m_interpreter->setToolTip(tr("Empty: the checkout's venv/bin/python when it exists, else the first python3 on PATH that can import torch"));
    m_interpreter->setClearButtonEnabled(true);
    m_interpreter->setMinimumWidth(400);
    m_browse = new QPushButton(tr("Browse…"));
    connect(m_browse, &QPushButton::clicked, this, &SettingsDialog::browseInterpreter);
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_interpreter, 1);
    layout->addWidget(m_browse);
    return row;
}

QSpinBox* SettingsDialog::secondsSpin() const
{
    auto* spin = new QSpinBox;
    spin->setRange(WorkbenchSettings::kMinTimeoutS, WorkbenchSettings::kMaxTimeoutS);
    spin->setSingleStep(60);
    spin->setSuffix(tr(" s"));
    spin->setAlignment(Qt::AlignRight);
    return spin;
}

void SettingsDialog::showValues(const WorkbenchSettings& settings)
{
    m_interpreter->setText(settings.interpreter);
    m_reproTimeout->setValue(settings.reproTimeoutS);
    m_pytestTimeout->setValue(settings.pytestTimeoutS);
    m_jobs->setValue(settings.jobs);
    m_memoryLimit->setValue(settings.memoryLimitGb);
    m_theme->setCurrentIndex(qMax(0, m_theme->findData(int(settings.theme))));
}

void SettingsDialog::restoreDefaults()
{
    showValues(WorkbenchSettings{});
}

WorkbenchSettings SettingsDialog::settings() const
{
    WorkbenchSettings edited = m_base;
    edited.interpreter = m_interpreter->text().trimmed();
    edited.reproTimeoutS = m_reproTimeout->value();
    edited.pytestTimeoutS = m_pytestTimeout->value();
    edited.jobs = m_jobs->value();
    edited.memoryLimitGb = m_memoryLimit->value();
    edited.theme = WorkbenchSettings::Theme(m_theme->currentData().toInt());
    return edited;
}

void SettingsDialog::browseInterpreter()
{
    // The user picks a file; checking that it imports torch is the engine's probe.
    const QString start = m_interpreter->text().isEmpty() ? QStringLiteral("/usr/bin")
                                                          : QFileInfo(m_interpreter->text()).absolutePath();
    const QString chosen = QFileDialog::getOpenFileName(this, tr("Python interpreter"), start);
    if (!chosen.isEmpty())
        m_interpreter->setText(chosen);
}

}  // namespace dtriage
