// The report dialog on the batch of tst_reportwriter (tests/data/report/records.json:
// speecht5, detr, centernet, wav2vec2): its tabs show exactly what ReportWriter
// renders, copy and export hand over exactly those bytes, a path that cannot be
// written says so in the status line, and an empty session explains itself.
#include "report/reportwriter.h"
#include "dialogs/reportdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <functional>

using namespace dtriage;

namespace {

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QList<TriageRecord> fixtureRecords()
{
    const Result<QList<TriageRecord>> records =
        ReportWriter::recordsFromJson(readBytes(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/report/records.json")));
    return records ? *records : QList<TriageRecord>{};
}

QString sourceText(QWidget* tab)
{
    auto* view = qobject_cast<QPlainTextEdit*>(tab);
    return view ? view->toPlainText() : QStringLiteral("<not a source view>");
}

QPushButton* button(const ReportDialog& dialog, const char* name)
{
    return dialog.findChild<QPushButton*>(QLatin1StringView(name));
}

QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
    dark.setColor(QPalette::WindowText, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
    dark.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2d, 0x30));
    dark.setColor(QPalette::Text, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::Button, QColor(0x3c, 0x3f, 0x41));
    dark.setColor(QPalette::ButtonText, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8f, 0x94));
    return dark;
}

// Share of the image's pixels that are light (lightness above 200 of 255).
double lightShare(const QImage& image)
{
    qsizetype light = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2)
            light += QColor(image.pixel(x, y)).lightness() > 200 ? 1 : 0;
    }
    return double(light) / double(((image.width() + 1) / 2) * ((image.height() + 1) / 2));
}

// QFileDialog's static functions run their own event loop: answer the dialog from a
// timer once it is up. Not native under offscreen, so it is a QFileDialog we can drive.
void answerFileDialog(std::function<void(QFileDialog*)> answer)
{
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, poll, [poll, answer] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible())
            return;
        poll->stop();
        poll->deleteLater();
        answer(dialog);
    });
    poll->start(20);
}

}  // namespace

class TestReportDialog : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settings;
    QList<TriageRecord> m_records;

private Q_SLOTS:
    void initTestCase();
    void init();
    void tabsShowWhatTheWriterRenders();
    void copyPutsTheMarkdownOnTheClipboard();
    void exportToWritesTheWriterBytes();
    void exportAllWritesTheFiles();
    void exportButtonAsksForAPathInTheLastFolder();
    void badPathsAreErrorsInTheStatus();
    void emptyStateExplainsAndDisablesExports();
    void previewReadsOnADarkPalette();
    void fitsTheScreen();
    void screenshots();
};

void TestReportDialog::initTestCase()
{
    // The dialog remembers its folder in QSettings: keep the user's own settings out of it.
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    QCoreApplication::setOrganizationName(QStringLiteral("dtype-triage-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_reportdialog"));
    m_records = fixtureRecords();
    QCOMPARE(m_records.size(), 4);
}

void TestReportDialog::init()
{
    QSettings().remove(QStringLiteral("report/lastFolder"));
}

void TestReportDialog::tabsShowWhatTheWriterRenders()
{
    ReportDialog dialog(m_records);
    const ReportWriter expected(m_records);
    QCOMPARE(dialog.windowTitle(), expected.title());
    QVERIFY(!dialog.isEmptyState());

    QTabWidget* tabs = dialog.tabs();
    QCOMPARE(tabs->count(), 4);
    QCOMPARE(tabs->tabText(0), QStringLiteral("Preview"));
    QCOMPARE(tabs->tabText(1), QStringLiteral("Markdown"));
    QCOMPARE(tabs->tabText(2), QStringLiteral("JSON"));
    QCOMPARE(tabs->tabText(3), QStringLiteral("Patches"));

    // The preview is the HTML rendered: every key, the title, the patches' lines.
    QCOMPARE(tabs->widget(0), dialog.preview());
    const QString shown = dialog.preview()->toPlainText();
    QVERIFY(shown.startsWith(expected.title()));
    for (const TriageRecord& record : m_records) {
        QVERIFY2(shown.contains(record.key), qPrintable(record.key));
        for (const TriageRecord::EntryResult& entry : record.entries)
            QVERIFY2(shown.contains(entry.key), qPrintable(entry.key));
    }
    QVERIFY(shown.contains(QStringLiteral("Needs human review")));
    QVERIFY(shown.contains(QStringLiteral("+    reason: \"error: 'ttir.sum' op Reduce dimensions are not unique\"")));

    QCOMPARE(sourceText(tabs->widget(1)), expected.markdown());
    QCOMPARE(dialog.prText(), expected.markdown());
    QCOMPARE(sourceText(tabs->widget(2)).toUtf8(), dialog.writer().json());
    const Result<QList<TriageRecord>> back = ReportWriter::recordsFromJson(sourceText(tabs->widget(2)).toUtf8());
    QVERIFY(back);
    QVERIFY(*back == m_records);

    QCOMPARE(tabs->widget(3)->findChildren<QPlainTextEdit*>().size(), 2);
    const QList<QPlainTextEdit*> patches{tabs->widget(3)->findChild<QPlainTextEdit*>(QStringLiteral("loaderPatch")),
                                         tabs->widget(3)->findChild<QPlainTextEdit*>(QStringLiteral("yamlPatch"))};
    QVERIFY(patches[0] && patches[1]);
    QCOMPARE(patches[0]->toPlainText(), expected.loaderPatch());
    QCOMPARE(patches[1]->toPlainText(), expected.yamlPatch());
    QVERIFY(patches[0]->toPlainText().startsWith(QStringLiteral("--- a/speecht5/pytorch/loader.py\n")));
    for (QPlainTextEdit* view : patches + QList<QPlainTextEdit*>{qobject_cast<QPlainTextEdit*>(tabs->widget(1))})
        QVERIFY(view->isReadOnly());
    QVERIFY(dialog.statusText().isEmpty());
}

void TestReportDialog::copyPutsTheMarkdownOnTheClipboard()
{
    ReportDialog dialog(m_records);
    QGuiApplication::clipboard()->setText(QStringLiteral("something else"));
    QPushButton* copy = button(dialog, "copyPrText");
    QVERIFY(copy);
    QCOMPARE(copy->text(), QStringLiteral("Copy PR text"));
    QVERIFY(copy->isEnabled());
    copy->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), ReportWriter(m_records).markdown());
    QVERIFY(QGuiApplication::clipboard()->text().startsWith(QStringLiteral("# Training triage (bfloat16 dtype errors): ")));
    QVERIFY2(dialog.statusText().contains(QStringLiteral("clipboard")), qPrintable(dialog.statusText()));
}

void TestReportDialog::exportToWritesTheWriterBytes()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    ReportDialog dialog(m_records);
    const ReportWriter& writer = dialog.writer();
    const QList<QPair<ReportFormat, QByteArray>> formats{
        {ReportFormat::Markdown, ReportWriter(m_records).markdown().toUtf8()},
        {ReportFormat::Html, ReportWriter(m_records).html().toUtf8()},
        {ReportFormat::Json, writer.json()},  // stamped with the dialog's creation time
        {ReportFormat::LoaderPatch, ReportWriter(m_records).loaderPatch().toUtf8()},
        {ReportFormat::YamlPatch, ReportWriter(m_records).yamlPatch().toUtf8()},
    };
    for (const auto& [format, bytes] : formats) {
        const QString path = tmp.filePath(QStringLiteral("picked ") + ReportWriter::fileName(format));
        const Result<QString> written = dialog.exportTo(format, path);
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        QCOMPARE(*written, path);
        QCOMPARE(readBytes(path), bytes);
        QVERIFY2(dialog.statusText().contains(QDir::toNativeSeparators(path)), qPrintable(dialog.statusText()));
        QVERIFY(!dialog.statusText().contains(QStringLiteral("failed")));
    }
    // The exported JSON is the JSON tab, and reads back into the same records.
    QCOMPARE(readBytes(tmp.filePath(QStringLiteral("picked report.json"))), sourceText(dialog.tabs()->widget(2)).toUtf8());
    QCOMPARE(QSettings().value(QStringLiteral("report/lastFolder")).toString(), QFileInfo(tmp.path()).absoluteFilePath());
    QCOMPARE(ReportDialog::lastFolder(), QFileInfo(tmp.path()).absoluteFilePath());
}

void TestReportDialog::exportAllWritesTheFiles()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    ReportDialog dialog(m_records);
    const QString folder = tmp.filePath(QStringLiteral("pr-4574"));
    const Result<ReportFiles> files = dialog.exportAll(folder);
    QVERIFY2(files, files ? "" : qPrintable(files.error().toString()));
    QCOMPARE(files->all().size(), 5);
    const QStringList names = QDir(folder).entryList(QDir::Files, QDir::Name);
    QCOMPARE(names, (QStringList{"loader.patch", "report.html", "report.json", "report.md", "yaml.patch"}));
    const ReportWriter& writer = dialog.writer();
    QCOMPARE(readBytes(files->markdown), writer.markdown().toUtf8());
    QCOMPARE(readBytes(files->html), writer.html().toUtf8());
    QCOMPARE(readBytes(files->json), writer.json());
    QCOMPARE(readBytes(files->loaderPatch), writer.loaderPatch().toUtf8());
    QCOMPARE(readBytes(files->yamlPatch), writer.yamlPatch().toUtf8());
    const QString status = dialog.statusText();
    QVERIFY2(status.contains(QStringLiteral("report.md, report.html, report.json, loader.patch, yaml.patch")),
             qPrintable(status));
    QVERIFY2(status.contains(QDir::toNativeSeparators(folder)), qPrintable(status));
    QCOMPARE(ReportDialog::lastFolder(), QFileInfo(folder).absoluteFilePath());

    // Without a loader edit there is no loader patch, and the status does not claim one.
    ReportDialog centernet({m_records[2]});
    const QString other = tmp.filePath(QStringLiteral("centernet"));
    QVERIFY(centernet.exportAll(other));
    QVERIFY(!QFile::exists(QDir(other).filePath(QStringLiteral("loader.patch"))));
    QVERIFY(!centernet.statusText().contains(QStringLiteral("loader.patch")));
}

// The button's own path: a save dialog opening in the remembered folder with a
// sensible name, and the file written where the user pointed it.
void TestReportDialog::exportButtonAsksForAPathInTheLastFolder()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QSettings().setValue(QStringLiteral("report/lastFolder"), tmp.path());
    ReportDialog dialog(m_records);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    QString offeredFolder;
    QString offeredName;
    const QString chosen = tmp.filePath(QStringLiteral("speecht5-pr.md"));
    answerFileDialog([&](QFileDialog* files) {
        offeredFolder = files->directory().absolutePath();
        auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
        offeredName = name->text();
        name->setText(QFileInfo(chosen).fileName());  // as the user types it
        static_cast<QDialog*>(files)->accept();  // QFileDialog::accept is protected
    });
    button(dialog, "exportMarkdown")->click();
    QCOMPARE(offeredFolder, QDir(tmp.path()).absolutePath());
    QCOMPARE(offeredName, QStringLiteral("report.md"));
    QCOMPARE(readBytes(chosen), dialog.prText().toUtf8());
    QVERIFY2(dialog.statusText().contains(QDir::toNativeSeparators(chosen)), qPrintable(dialog.statusText()));

    // Cancelling writes nothing and leaves the status as it was.
    const QString before = dialog.statusText();
    answerFileDialog([](QFileDialog* files) { files->reject(); });
    button(dialog, "exportHtml")->click();
    QCOMPARE(dialog.statusText(), before);
    QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("report.html"))));
}

void TestReportDialog::badPathsAreErrorsInTheStatus()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QSettings().setValue(QStringLiteral("report/lastFolder"), tmp.path());
    ReportDialog dialog(m_records);

    const QString missing = tmp.filePath(QStringLiteral("gone/away/report.md"));
    Result<QString> written = dialog.exportTo(ReportFormat::Markdown, missing);
    QVERIFY(!written);
    QCOMPARE(written.error().file, missing);
    QVERIFY2(dialog.statusText().startsWith(QStringLiteral("Export failed: ")), qPrintable(dialog.statusText()));
    QVERIFY2(dialog.statusText().contains(missing), qPrintable(dialog.statusText()));
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("gone"))));

    // A folder where a file is (the save dialog's "not writable" case for root too).
    const QString blocker = tmp.filePath(QStringLiteral("a-file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    written = dialog.exportTo(ReportFormat::Html, blocker + QStringLiteral("/report.html"));
    QVERIFY(!written);
    QVERIFY(dialog.statusText().contains(blocker + QStringLiteral("/report.html")));

    const Result<ReportFiles> files = dialog.exportAll(blocker + QStringLiteral("/sub"));
    QVERIFY(!files);
    QVERIFY2(dialog.statusText().startsWith(QStringLiteral("Export failed: ")), qPrintable(dialog.statusText()));
    QVERIFY(dialog.statusText().contains(blocker + QStringLiteral("/sub")));
    QCOMPARE(QFileInfo(blocker).size(), 0);

    // A failure does not move the remembered folder; the next good export clears the error.
    QCOMPARE(ReportDialog::lastFolder(), tmp.path());
    QVERIFY(dialog.exportTo(ReportFormat::Json, tmp.filePath(QStringLiteral("ok.json"))));
    QVERIFY(!dialog.statusText().contains(QStringLiteral("failed")));
}

void TestReportDialog::emptyStateExplainsAndDisablesExports()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    ReportDialog dialog({});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.isEmptyState());
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Triage report"));
    auto* empty = dialog.findChild<QWidget*>(QStringLiteral("reportEmptyState"));
    QVERIFY(empty);
    QVERIFY(empty->isVisible());
    QStringList texts;
    for (const QLabel* label : empty->findChildren<QLabel*>())
        texts.append(label->text());
    QVERIFY2(texts.join(u' ').contains(QStringLiteral("No entry has been triaged")), qPrintable(texts.join(u' ')));
    QVERIFY(!dialog.tabs()->isVisible());
    for (const char* name : {"copyPrText", "exportMarkdown", "exportHtml", "exportJson", "exportAll"}) {
        QPushButton* b = button(dialog, name);
        QVERIFY2(b && !b->isEnabled(), name);
    }
    auto* close = dialog.findChild<QDialogButtonBox*>();
    QVERIFY(close && close->button(QDialogButtonBox::Close)->isEnabled());

    // Called anyway: an error, no file.
    const QString path = tmp.filePath(QStringLiteral("report.md"));
    QVERIFY(!dialog.exportTo(ReportFormat::Markdown, path));
    QVERIFY(!QFile::exists(path));
    QVERIFY2(dialog.statusText().contains(QStringLiteral("nothing to export")), qPrintable(dialog.statusText()));
    QVERIFY(!dialog.exportAll(tmp.filePath(QStringLiteral("all"))));
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("all"))));

    close->button(QDialogButtonBox::Close)->click();
    QVERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
}

// The HTML brings its own light page; under a dark palette the preview must stay
// that page (dark text on light), not dark text on the palette's dark base.
void TestReportDialog::previewReadsOnADarkPalette()
{
    const QPalette before = QApplication::palette();
    QApplication::setPalette(darkPalette());  // as the workbench's dark theme does
    ReportDialog dialog(m_records);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.palette().color(QPalette::Window).lightness() < 80);
    const QPalette preview = dialog.preview()->palette();
    QVERIFY(preview.color(QPalette::Base).lightness() > 240);
    QVERIFY(preview.color(QPalette::Text).lightness() < 60);
    const QImage page = dialog.preview()->viewport()->grab().toImage();
    QVERIFY2(lightShare(page) > 0.7, qPrintable(QString::number(lightShare(page))));
    // The source tabs follow the dark palette.
    QVERIFY(dialog.tabs()->widget(1)->palette().color(QPalette::Base).lightness() < 80);
    QApplication::setPalette(before);
}

// Issue 47 §3: the dialog opens within the screen's available area (offscreen: 800x600,
// smaller than its 1040x760), its buttons on screen.
void TestReportDialog::fitsTheScreen()
{
    ReportDialog dialog(m_records);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QRect screen = dialog.screen()->availableGeometry();
    QVERIFY2(dialog.width() <= screen.width() && dialog.height() <= screen.height(),
             qPrintable(QStringLiteral("%1x%2 on %3x%4").arg(dialog.width()).arg(dialog.height())
                            .arg(screen.width()).arg(screen.height())));
    for (QPushButton* button : dialog.findChildren<QPushButton*>())
        if (button->isVisible())
            QVERIFY2(dialog.rect().contains(QRect(button->mapTo(&dialog, QPoint(0, 0)), button->size())),
                     qPrintable(button->text()));
}

void TestReportDialog::screenshots()
{
    const QString folder = QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots");
    QVERIFY(QDir().mkpath(folder));
    ReportDialog dialog(m_records);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.exportAll(QDir(folder).filePath(QStringLiteral("report-export"))));
    QVERIFY(dialog.grab().save(QDir(folder).filePath(QStringLiteral("reportdialog.png"))));

    ReportDialog empty({});
    empty.show();
    QVERIFY(QTest::qWaitForWindowExposed(&empty));
    QVERIFY(empty.grab().save(QDir(folder).filePath(QStringLiteral("reportdialog-empty.png"))));

    const QPalette before = QApplication::palette();
    QApplication::setPalette(darkPalette());
    QApplication::processEvents();
    dialog.tabs()->setCurrentIndex(3);
    QVERIFY(dialog.grab().save(QDir(folder).filePath(QStringLiteral("reportdialog-dark-patches.png"))));
    dialog.tabs()->setCurrentIndex(0);
    dialog.preview()->verticalScrollBar()->setValue(dialog.preview()->verticalScrollBar()->maximum());
    QVERIFY(dialog.grab().save(QDir(folder).filePath(QStringLiteral("reportdialog-dark.png"))));
    QApplication::setPalette(before);
}

QTEST_MAIN(TestReportDialog)
#include "tst_reportdialog.moc"
