#include "dialogs/reportdialog.h"

#include "chrome/screenfit.h"
#include "highlight/diffhighlighter.h"
#include "yamlplan/hardrules.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace dtriage {

namespace {

const auto kLastFolderKey = QStringLiteral("report/lastFolder");

// The HTML sets its own light page colours (a browser may switch them with
// prefers-color-scheme, which QTextBrowser ignores). Giving the viewport the same
// paper keeps the preview readable, and seamless, under a dark palette too.
void giveHtmlPaper(QTextBrowser* browser)
{
    QPalette paper = browser->palette();
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        paper.setColor(group, QPalette::Base, QColor(0xff, 0xff, 0xff));
        paper.setColor(group, QPalette::Text, QColor(0x1f, 0x23, 0x28));
        paper.setColor(group, QPalette::Link, QColor(0x09, 0x69, 0xda));
    }
    browser->setPalette(paper);
}

// Source text as it will be pasted or saved: fixed width, unwrapped, read-only.
QPlainTextEdit* sourceView(const QString& text, QWidget* parent)
{
    auto* view = new QPlainTextEdit(parent);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setPlainText(text);
    return view;
}

QWidget* patchSection(const QString& name, const QString& title, const QString& patch, const QString& none,
                      QWidget* parent)
{
    auto* section = new QWidget(parent);
    auto* layout = new QVBoxLayout(section);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(title, section);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPlainTextEdit* view = sourceView(patch, section);
    view->setObjectName(name);
    view->setPlaceholderText(none);
    new DiffHighlighter(view->document());
    layout->addWidget(label);
    layout->addWidget(view, 1);
    return section;
}

QString caption(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Markdown:
        return ReportDialog::tr("Export Markdown");
    case ReportFormat::Html:
        return ReportDialog::tr("Export HTML");
    case ReportFormat::Json:
        return ReportDialog::tr("Export JSON");
    case ReportFormat::LoaderPatch:
        return ReportDialog::tr("Export the loader patch");
    case ReportFormat::YamlPatch:
        return ReportDialog::tr("Export the YAML patch");
    }
    return {};
}

QString nameFilter(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Markdown:
        return ReportDialog::tr("Markdown (*.md)");
    case ReportFormat::Html:
        return ReportDialog::tr("HTML (*.html)");
    case ReportFormat::Json:
        return ReportDialog::tr("JSON (*.json)");
    case ReportFormat::LoaderPatch:
    case ReportFormat::YamlPatch:
        return ReportDialog::tr("Patches (*.patch)");
    }
    return {};
}

QString nativeDir(const QString& path)
{
    return QDir::toNativeSeparators(QDir::cleanPath(path));
}

}  // namespace

ReportDialog::ReportDialog(QList<TriageRecord> records, QWidget* parent)
    : QDialog(parent)
    , m_writer(std::move(records))
{
    m_markdown = m_writer.markdown();
    setWindowTitle(isEmptyState() ? tr("Triage report") : m_writer.title());
    auto* layout = new QVBoxLayout(this);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(buildTabs());
    m_stack->addWidget(buildEmptyState());
    m_stack->setCurrentIndex(isEmptyState() ? 1 : 0);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("reportStatus"));
    m_status->setTextFormat(Qt::PlainText);  // paths may hold anything
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_status);
    layout->addWidget(buildButtons());
    ScreenFit::resize(this, QSize(1040, 760));
}

QWidget* ReportDialog::buildTabs()
{
    m_tabs = new QTabWidget(this);
    m_preview = new QTextBrowser(m_tabs);
    m_preview->setOpenExternalLinks(true);
    giveHtmlPaper(m_preview);
    m_tabs->addTab(m_preview, tr("Preview"));
    m_tabs->addTab(sourceView(m_markdown, m_tabs), tr("Markdown"));
    m_tabs->addTab(sourceView(QString::fromUtf8(m_writer.json()), m_tabs), tr("JSON"));
    m_tabs->addTab(buildPatches(), tr("Patches"));
    m_tabs->setTabToolTip(1, tr("The pull-request description, as “Copy PR text” copies it"));
    if (!isEmptyState())  // rendering is the one costly step; an empty report shows none
        m_preview->setHtml(m_writer.html());
    return m_tabs;
}

QWidget* ReportDialog::buildPatches()
{
    auto* splitter = new QSplitter(Qt::Vertical, m_tabs);
    splitter->addWidget(patchSection(QStringLiteral("loaderPatch"),
                                     tr("Loader diff (apply in the submodule %1)").arg(HardRules::loadersRoot()),
                                     m_writer.loaderPatch(), tr("No loader edit."), splitter));
    splitter->addWidget(patchSection(QStringLiteral("yamlPatch"), tr("YAML diff (%1)").arg(HardRules::trainingConfigPath()),
                                     m_writer.yamlPatch(), tr("No YAML change."), splitter));
    return splitter;
}

QWidget* ReportDialog::buildEmptyState()
{
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("reportEmptyState"));
    auto* layout = new QVBoxLayout(page);
    auto* title = new QLabel(tr("Nothing to report yet"), page);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    title->setFont(big);
    auto* text = new QLabel(tr("No entry has been triaged in this session. Triage an entry from the failure "
                               "list: every finished or stopped triage adds its entry to the report (the fix, "
                               "the YAML change, the pytest outcome and what needs a human), ready to copy as "
                               "the pull-request description."),
                            page);
    text->setWordWrap(true);
    text->setAlignment(Qt::AlignHCenter);
    // A fixed measure, centred by stretches rather than an alignment flag, so the
    // layout asks the label for its wrapped height.
    text->setFixedWidth(text->fontMetrics().averageCharWidth() * 64);
    auto* centred = new QHBoxLayout;
    centred->addStretch(1);
    centred->addWidget(text);
    centred->addStretch(1);
    layout->addStretch(1);
    layout->addWidget(title, 0, Qt::AlignHCenter);
    layout->addLayout(centred);
    layout->addStretch(2);
    return page;
}

QWidget* ReportDialog::buildButtons()
{
    auto* bar = new QWidget(this);
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    auto addButton = [&](const QString& name, const QString& text, auto&& onClick) {
        auto* button = new QPushButton(text, bar);
        button->setObjectName(name);
        button->setEnabled(!isEmptyState());
        connect(button, &QPushButton::clicked, this, onClick);
        layout->addWidget(button);
        return button;
    };
    QPushButton* copy = addButton(QStringLiteral("copyPrText"), tr("Copy PR text"), [this] { copyPrText(); });
    copy->setToolTip(tr("Copy the Markdown to paste as the pull-request description"));
    copy->setDefault(!isEmptyState());
    addButton(QStringLiteral("exportMarkdown"), tr("Export Markdown…"),
              [this] { chooseAndExport(ReportFormat::Markdown); });
    addButton(QStringLiteral("exportHtml"), tr("Export HTML…"), [this] { chooseAndExport(ReportFormat::Html); });
    addButton(QStringLiteral("exportJson"), tr("Export JSON…"), [this] { chooseAndExport(ReportFormat::Json); });
    QPushButton* all = addButton(QStringLiteral("exportAll"), tr("Export all to folder…"),
                                 [this] { chooseFolderAndExportAll(); });
    all->setToolTip(tr("report.md, report.html, report.json and the two patches"));
    layout->addStretch(1);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, bar);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(close);
    return bar;
}

QString ReportDialog::prText() const
{
    return m_markdown;
}

QString ReportDialog::statusText() const
{
    return m_status->text();
}

bool ReportDialog::isEmptyState() const
{
    return m_writer.records().isEmpty();
}

void ReportDialog::copyPrText()
{
    if (isEmptyState())
        return;
    QGuiApplication::clipboard()->setText(m_markdown);
    const int lines = int(m_markdown.count(u'\n'));
    showWritten(tr("Copied the pull-request text (Markdown, %n line(s)) to the clipboard.", nullptr, lines));
}

Result<void> ReportDialog::checkNotEmpty(const QString& path) const
{
    if (isEmptyState())
        return fail(tr("nothing to export: no entry has been triaged"), path);
    return {};
}

Result<QString> ReportDialog::exportTo(ReportFormat format, const QString& path)
{
    Result<void> ready = checkNotEmpty(path);
    Result<QString> written = ready ? m_writer.writeFile(format, path) : std::unexpected(ready.error());
    if (!written) {
        showError(written.error());
        return written;
    }
    rememberFolder(QFileInfo(*written).absolutePath());
    showWritten(tr("Wrote %1").arg(QDir::toNativeSeparators(*written)));
    return written;
}

Result<ReportFiles> ReportDialog::exportAll(const QString& folder)
{
    Result<void> ready = checkNotEmpty(folder);
    Result<ReportFiles> files = ready ? m_writer.writeFiles(folder) : std::unexpected(ready.error());
    if (!files) {
        showError(files.error());
        return files;
    }
    rememberFolder(folder);
    QStringList names;
    for (const QString& path : files->all())
        names.append(QFileInfo(path).fileName());
    showWritten(tr("Wrote %1 in %2").arg(names.join(QStringLiteral(", ")), nativeDir(folder)),
                files->all().join(u'\n'));
    return files;
}

void ReportDialog::chooseAndExport(ReportFormat format)
{
    const QString suggested = QDir(lastFolder()).filePath(ReportWriter::fileName(format));
    const QString path = QFileDialog::getSaveFileName(this, caption(format), suggested, nameFilter(format));
    if (!path.isEmpty())
        exportTo(format, path);
}

void ReportDialog::chooseFolderAndExportAll()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export all to folder"), lastFolder());
    if (!folder.isEmpty())
        exportAll(folder);
}

void ReportDialog::showWritten(const QString& text, const QString& details)
{
    QFont font = m_status->font();
    font.setBold(false);
    m_status->setFont(font);
    m_status->setText(text);
    m_status->setToolTip(details);
}

void ReportDialog::showError(const Error& error)
{
    // Bold rather than red: it reads on every palette, light or dark.
    QFont font = m_status->font();
    font.setBold(true);
    m_status->setFont(font);
    m_status->setText(tr("Export failed: %1").arg(error.toString()));
    m_status->setToolTip({});
}

QString ReportDialog::lastFolder()
{
    const QString folder = QSettings().value(kLastFolderKey).toString();
    if (!folder.isEmpty() && QFileInfo(folder).isDir())
        return folder;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() ? QDir::homePath() : documents;
}

void ReportDialog::rememberFolder(const QString& folder)
{
    QSettings().setValue(kLastFolderKey, QFileInfo(folder).absoluteFilePath());
}

}  // namespace dtriage
