#pragma once
// Preferences: the Python interpreter, the repro and pytest timeouts, how many
// repros run at once, and the theme. It edits a copy; the caller saves and applies
// settings() after exec() returns Accepted.
#include "chrome/workbenchsettings.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace dtriage {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(const WorkbenchSettings& settings, QWidget* parent = nullptr);

    // What the dialog shows now (fields it does not edit, like the recent checkouts,
    // are those it was constructed with).
    WorkbenchSettings settings() const;
    // Shows the defaults; the recent checkouts are kept.
    void restoreDefaults();

    QLineEdit* interpreterEdit() const { return m_interpreter; }
    QPushButton* browseButton() const { return m_browse; }
    QSpinBox* reproTimeoutSpin() const { return m_reproTimeout; }
    QSpinBox* pytestTimeoutSpin() const { return m_pytestTimeout; }
    QSpinBox* jobsSpin() const { return m_jobs; }
    QSpinBox* memoryLimitSpin() const { return m_memoryLimit; }
    QComboBox* themeCombo() const { return m_theme; }
    QDialogButtonBox* buttonBox() const { return m_buttons; }

private:
    QWidget* buildInterpreterRow();
    QSpinBox* secondsSpin() const;
    void showValues(const WorkbenchSettings& settings);
    void browseInterpreter();

    WorkbenchSettings m_base;
    QLineEdit* m_interpreter = nullptr;
    QPushButton* m_browse = nullptr;
    QSpinBox* m_reproTimeout = nullptr;
    QSpinBox* m_pytestTimeout = nullptr;
    QSpinBox* m_jobs = nullptr;
    QSpinBox* m_memoryLimit = nullptr;
    QComboBox* m_theme = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

}  // namespace dtriage
