#pragma once
// The report of docs/triage.md §3 for the triaged entries: a preview, the Markdown to paste
// as the pull-request description, the JSON and the two patches, and buttons to
// copy and export them. ReportWriter renders and writes everything; the dialog only
// picks paths and says what happened, so the window and the headless verbs export
// the same bytes.
#include "report/reportwriter.h"

#include <QDialog>

class QLabel;
class QStackedWidget;
class QTabWidget;
class QTextBrowser;

namespace dtriage {

class ReportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ReportDialog(QList<TriageRecord> records, QWidget* parent = nullptr);

    // Export without a file dialog (the buttons call these after asking for a path).
    // The status line shows the path written or the error; the folder is remembered.
    Result<QString> exportTo(ReportFormat format, const QString& path);
    Result<ReportFiles> exportAll(const QString& folder);
    // Puts prText() on the clipboard.
    void copyPrText();

    QString prText() const;  // the Markdown
    // "Preview" (the HTML), "Markdown" (its source), "JSON", "Patches".
    QTabWidget* tabs() const { return m_tabs; }
    QTextBrowser* preview() const { return m_preview; }
    QString statusText() const;
    // True when there is nothing to report: the tabs give way to an explanation.
    bool isEmptyState() const;
    // The writer behind every tab and export (its JSON carries its creation time).
    const ReportWriter& writer() const { return m_writer; }

    // QSettings "report/lastFolder": where the next file dialog opens.
    static QString lastFolder();

private:
    QWidget* buildTabs();
    QWidget* buildEmptyState();
    QWidget* buildButtons();
    QWidget* buildPatches();
    void chooseAndExport(ReportFormat format);
    void chooseFolderAndExportAll();
    void showWritten(const QString& text, const QString& details = {});
    void showError(const Error& error);
    Result<void> checkNotEmpty(const QString& path) const;
    static void rememberFolder(const QString& folder);

    ReportWriter m_writer;
    QString m_markdown;
    QStackedWidget* m_stack = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTextBrowser* m_preview = nullptr;
    QLabel* m_status = nullptr;
};

}  // namespace dtriage
