// The source view on the demo's SpeechT5 loader: highlighted, scrolled to the torch.zeros
// site with the line and the call marked, the evidence beside it, in light and dark.
#include "session/evidencepanel.h"
#include "highlight/highlighting.h"
#include "source/sourceview.h"
#include "chrome/theme.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTextBrowser>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTest>

#include <limits>
#include <QTextBlock>
#include <QTextLayout>

using namespace dtriage;

namespace {

const QString SiteText = QStringLiteral("torch.zeros((1, 1, self.model.config.num_mel_bins))");
const QString DisplayPath = QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py");

SourceEvidence demoEvidence(int siteLine)
{
    SourceEvidence evidence;
    evidence.inputKey = QStringLiteral("decoder_input_values");
    evidence.chain = QStringLiteral("130: return inputs ← 122: inputs = {...} ← %1: decoder_input_values = %2")
                         .arg(siteLine)
                         .arg(SiteText);
    evidence.provenanceModule = QStringLiteral(
        "speecht5.decoder.prenet.layers.0 (Linear): inputs torch.float32, parameters torch.bfloat16");
    evidence.why = QStringLiteral("The first module that saw mixed dtypes takes decoder_input_values, "
                                  "built by torch.zeros without dtype=.");
    evidence.siteText = SiteText;
    return evidence;
}

}  // namespace

class TestSourceView : public QObject {
    Q_OBJECT

private:
    QString m_loader;
    int m_siteLine = 0;

    static QList<QTextEdit::ExtraSelection> lineSelections(QPlainTextEdit* editor)
    {
        QList<QTextEdit::ExtraSelection> lines;
        for (const auto& selection : editor->extraSelections())
            if (selection.format.boolProperty(QTextFormat::FullWidthSelection))
                lines << selection;
        return lines;
    }

    static QString markedCall(QPlainTextEdit* editor)
    {
        for (const auto& selection : editor->extraSelections())
            if (selection.cursor.hasSelection())
                return selection.cursor.selectedText();
        return {};
    }

    static bool lineIsVisible(QPlainTextEdit* editor, int line)
    {
        const QTextBlock block = editor->document()->findBlockByNumber(line - 1);
        QTextCursor cursor(block);
        return editor->viewport()->rect().contains(editor->cursorRect(cursor));
    }

    // 0-based number of the top line in the viewport.
    static int firstVisibleLine(QPlainTextEdit* editor)
    {
        return editor->cursorForPosition(QPoint(2, 2)).blockNumber();
    }

    void showSized(SourceView& view)
    {
        view.resize(1000, 420);  // a window shorter than the loader, so showing the site must scroll
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

    void saveScreenshot(SourceView& view, const QString& name)
    {
        const QString dir = QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots");
        QVERIFY(QDir().mkpath(dir));
        const QPixmap shot = view.grab();
        QVERIFY(!shot.isNull());
        QVERIFY(shot.save(dir + QLatin1Char('/') + name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QFile file(QStringLiteral(DTRIAGE_DEMO_DIR "/third_party/tt_forge_models/speecht5/pytorch/loader.py"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_loader = QString::fromUtf8(file.readAll());
        const QStringList lines = m_loader.split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size() && !m_siteLine; ++i)
            if (lines.at(i).contains(QStringLiteral("torch.zeros(")))
                m_siteLine = i + 1;
        QVERIFY(m_siteLine > 40);  // far enough down that the view has to scroll to it
    }

    void init() { applyTheme(WorkbenchSettings::Theme::Light); }

    void showsPathAndReadOnlyMonospaceText()
    {
        SourceView view;
        view.setSource(DisplayPath, m_loader);
        QCOMPARE(view.editor()->toPlainText(), m_loader);
        QVERIFY(view.editor()->isReadOnly());
        const QFontMetrics metrics(view.editor()->font());  // monospace: every glyph as wide
        QCOMPARE(metrics.horizontalAdvance(QLatin1Char('i')), metrics.horizontalAdvance(QLatin1Char('W')));
        auto* header = view.findChild<QLabel*>(QStringLiteral("sourcePath"));
        QVERIFY(header);
        QCOMPARE(header->text(), DisplayPath);
        QCOMPARE(view.markedLine(), 0);
        // The gutter takes room for at least three digits left of the text.
        showSized(view);
        const int digit = view.editor()->fontMetrics().horizontalAdvance(QLatin1Char('9'));
        QVERIFY(view.editor()->viewport()->geometry().left() >= 3 * digit);
    }

    void sourceIsHighlighted()
    {
        SourceView view;
        view.setSource(DisplayPath, m_loader);
        const QTextBlock block = view.editor()->document()->findBlockByNumber(m_siteLine - 1);
        const int column = int(block.text().indexOf(QStringLiteral("torch.zeros")));
        bool anyFormat = false;
        for (const auto& range : block.layout()->formats())
            anyFormat = anyFormat || range.start <= column + 11;
        QVERIFY(anyFormat || !block.layout()->formats().isEmpty());
        // The "import" on the import line carries a keyword format.
        const QTextBlock import = view.editor()->document()->find(QStringLiteral("import torch")).block();
        QVERIFY(!import.layout()->formats().isEmpty());
        QCOMPARE(import.layout()->formats().first().start, 0);
    }

    void fixSiteIsCentredAndMarked()
    {
        SourceView view;
        view.setSource(DisplayPath, m_loader);
        showSized(view);
        QPlainTextEdit* editor = view.editor();
        QVERIFY(!lineIsVisible(editor, m_siteLine));
        view.showFixSite(m_siteLine, SiteText);
        QCOMPARE(view.markedLine(), m_siteLine);
        QVERIFY(lineIsVisible(editor, m_siteLine));
        QVERIFY(firstVisibleLine(editor) > 0);
        QVERIFY(firstVisibleLine(editor) < m_siteLine - 1);
        // Centred: the line sits in the middle third of the viewport.
        const int y = editor->cursorRect(QTextCursor(editor->document()->findBlockByNumber(m_siteLine - 1))).center().y();
        const int height = editor->viewport()->height();
        QVERIFY2(y > height / 3 && y < 2 * height / 3, qPrintable(QStringLiteral("y %1 of %2").arg(y).arg(height)));

        const auto lines = lineSelections(editor);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.first().cursor.blockNumber(), m_siteLine - 1);
        QCOMPARE(markedCall(editor), SiteText);
    }

    void fixSiteMarkedBeforeShowingIsCentredWhenShown()
    {
        SourceView view;
        view.setSource(DisplayPath, m_loader);
        view.showFixSite(m_siteLine, SiteText);
        showSized(view);
        QVERIFY(lineIsVisible(view.editor(), m_siteLine));
        QVERIFY(firstVisibleLine(view.editor()) > 0);
    }

    void callIsFoundFromItsFirstLineOrItsCallee()
    {
        SourceView view;
        view.setSource(DisplayPath, m_loader);
        // A multi-line site as the analysis may write it: only its first line is searched.
        view.showFixSite(m_siteLine, QStringLiteral("torch.zeros((1, 1, self.model.config.num_mel_bins))\n  # more"));
        QCOMPARE(markedCall(view.editor()), SiteText);
        // Spacing that differs from the file: the callee up to the end of the line is marked.
        view.showFixSite(m_siteLine, QStringLiteral("torch.zeros( (1,1, n) )"));
        QCOMPARE(markedCall(view.editor()), SiteText);
        // Text that is not on the line: the line is still marked, no call.
        view.showFixSite(m_siteLine, QStringLiteral("np.ones(3)"));
        QCOMPARE(view.markedLine(), m_siteLine);
        QCOMPARE(lineSelections(view.editor()).size(), 1);
        QVERIFY(markedCall(view.editor()).isEmpty());
    }

    void badLineOrNewSourceClearsTheMark()
    {
        SourceView view;
        view.setSource(DisplayPath, m_loader);
        view.showFixSite(m_siteLine, SiteText);
        view.showFixSite(100000, SiteText);
        QCOMPARE(view.markedLine(), 0);
        QVERIFY(view.editor()->extraSelections().isEmpty());
        for (int bad : {0, -1, std::numeric_limits<int>::min()}) {  // INT_MIN once overflowed (UBSan)
            view.showFixSite(m_siteLine, SiteText);
            view.showFixSite(bad, SiteText);
            QCOMPARE(view.markedLine(), 0);
        }
        view.showFixSite(m_siteLine, SiteText);
        view.setSource(QStringLiteral("other.py"), QStringLiteral("x = 1\n"));
        QCOMPARE(view.markedLine(), 0);
        QVERIFY(view.editor()->extraSelections().isEmpty());
        view.clear();
        QVERIFY(view.editor()->toPlainText().isEmpty());
        QCOMPARE(view.evidencePanel()->evidence().inputKey, QString());
    }

    void markStaysAcrossPaletteChange()
    {
        SourceView view;
        view.setSource(DisplayPath, m_loader);
        showSized(view);
        view.showFixSite(m_siteLine, SiteText);
        const QColor lightLine = lineSelections(view.editor()).first().format.background().color();
        const QTextBlock block = view.editor()->document()->findBlockByNumber(0);
        const QColor lightComment = block.layout()->formats().first().format.foreground().color();

        applyTheme(WorkbenchSettings::Theme::Dark);
        // Widgets get their PaletteChange from the event loop.
        QTRY_VERIFY(lineSelections(view.editor()).size() == 1
                    && lineSelections(view.editor()).first().format.background().color() != lightLine);
        QCOMPARE(view.markedLine(), m_siteLine);
        QCOMPARE(markedCall(view.editor()), SiteText);
        QVERIFY(block.layout()->formats().first().format.foreground().color() != lightComment);
        QVERIFY(lineIsVisible(view.editor(), m_siteLine));
    }

    void evidenceShowsTheStrings()
    {
        SourceView view;
        const SourceEvidence evidence = demoEvidence(m_siteLine);
        view.setEvidence(evidence);
        EvidencePanel* panel = view.evidencePanel();
        QVERIFY(panel);
        // One wrapping text (issue 47 §4): each value under its caption, as it is.
        const QStringList lines = panel->text()->toPlainText().split(QLatin1Char('\n'));
        const auto after = [&lines](const QString& caption) {
            const qsizetype at = lines.indexOf(caption);
            return at >= 0 && at + 1 < lines.size() ? lines.at(at + 1) : QStringLiteral("<missing>");
        };
        QCOMPARE(after(QStringLiteral("Input key")), evidence.inputKey);
        QCOMPARE(after(QStringLiteral("Provenance module")), evidence.provenanceModule);
        QCOMPARE(after(QStringLiteral("Why this site")), evidence.why);
        QCOMPARE(after(QStringLiteral("Offending call")), SiteText);
        // One step a line.
        const qsizetype chain = lines.indexOf(QStringLiteral("Provenance chain"));
        QVERIFY(chain >= 0);
        QCOMPARE(lines.value(chain + 1), QStringLiteral("130: return inputs"));
        QCOMPARE(lines.value(chain + 3), QStringLiteral("← %1: decoder_input_values = %2").arg(m_siteLine).arg(SiteText));
        QCOMPARE(panel->evidence().chain, evidence.chain);

        view.setEvidence({});
        QCOMPARE(panel->text()->toPlainText().split(QLatin1Char('\n')).value(2), QStringLiteral("—"));
        QVERIFY(!panel->text()->toPlainText().contains(evidence.inputKey));
    }

    void screenshotsInLightAndDark()
    {
        SourceView view;
        view.setSource(DisplayPath, m_loader);
        view.setEvidence(demoEvidence(m_siteLine));
        view.showFixSite(m_siteLine, SiteText);
        view.resize(1100, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        saveScreenshot(view, QStringLiteral("sourceview.png"));
        applyTheme(WorkbenchSettings::Theme::Dark);
        QCoreApplication::processEvents();
        QVERIFY(lineIsVisible(view.editor(), m_siteLine));
        saveScreenshot(view, QStringLiteral("sourceview-dark.png"));
        const QImage light(QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots/sourceview.png"));
        const QImage dark(QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots/sourceview-dark.png"));
        QVERIFY(!light.isNull() && !dark.isNull());
        QVERIFY(light != dark);
    }
};

QTEST_MAIN(TestSourceView)
#include "tst_sourceview.moc"
