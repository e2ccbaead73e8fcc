// The built-in highlighters tell keywords, strings, comments, keys and diff lines apart,
// carry triple-quoted strings across lines, and follow the application palette.
#include "highlight/highlighting.h"
#include "chrome/theme.h"

#include <QApplication>
#include <QSyntaxHighlighter>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace dtriage;

class TestHighlighting : public QObject {
    Q_OBJECT

private:
    // The format the highlighter gave the character at (line, column), both 0-based.
    static QTextCharFormat formatAt(const QTextDocument& document, int line, int column)
    {
        const QTextBlock block = document.findBlockByNumber(line);
        const QList<QTextLayout::FormatRange> ranges = block.layout()->formats();
        for (const QTextLayout::FormatRange& range : ranges)
            if (column >= range.start && column < range.start + range.length)
                return range.format;
        return {};
    }

    static QTextCharFormat formatOf(const QTextDocument& document, int line, const QString& needle)
    {
        const int column = int(document.findBlockByNumber(line).text().indexOf(needle));
        return column < 0 ? QTextCharFormat() : formatAt(document, line, column);
    }

    static QColor colour(const QTextCharFormat& format) { return format.foreground().color(); }

    static void highlight(QTextDocument& document, SourceLanguage language, const QString& text)
    {
        document.setPlainText(text);
        attachHighlighter(&document, language);
    }

private Q_SLOTS:
    void init() { QApplication::setPalette(lightPalette()); }

    void nameSaysWhichHighlighter()
    {
#ifdef DTRIAGE_HAVE_KSH
        QVERIFY(highlighterName().startsWith(QStringLiteral("KSyntaxHighlighting 6")));
#else
        QCOMPARE(highlighterName(), QStringLiteral("built-in"));
#endif
    }

    void pythonKeywordStringAndCommentDiffer()
    {
        QTextDocument document;
        highlight(document, SourceLanguage::Python,
                  QStringLiteral("def load(self):\n    x = 'a # b'  # a comment\n    return x\n"));
        const QTextCharFormat keyword = formatOf(document, 0, QStringLiteral("def"));
        const QTextCharFormat string = formatOf(document, 1, QStringLiteral("'a"));
        const QTextCharFormat comment = formatOf(document, 1, QStringLiteral("# a comment"));
        QVERIFY(keyword.hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(string.hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(comment.hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(colour(keyword) != colour(string));
        QVERIFY(colour(keyword) != colour(comment));
        QVERIFY(colour(string) != colour(comment));
        // A '#' inside a string opens no comment.
        QCOMPARE(colour(formatOf(document, 1, QStringLiteral("# b"))), colour(string));
        QCOMPARE(colour(formatOf(document, 2, QStringLiteral("return"))), colour(keyword));
        // Plain names stay plain.
        QVERIFY(!formatOf(document, 0, QStringLiteral("load")).hasProperty(QTextFormat::ForegroundBrush));
    }

    void tripleQuotedStringSpansLines()
    {
        QTextDocument document;
        highlight(document, SourceLanguage::Python,
                  QStringLiteral("x = \"\"\"first\nmiddle if def\nlast\"\"\" if y else 1\nz = 'one'\n"));
        const QColor string = colour(formatOf(document, 3, QStringLiteral("'one'")));
        QCOMPARE(colour(formatAt(document, 1, 0)), string);
        QCOMPARE(colour(formatOf(document, 1, QStringLiteral("def"))), string);  // no keyword inside
        QCOMPARE(colour(formatOf(document, 2, QStringLiteral("last"))), string);
        // After the closing quotes the line is code again.
        const QColor keyword = colour(formatOf(document, 2, QStringLiteral("if")));
        QVERIFY(keyword != string);
        QVERIFY(colour(formatOf(document, 2, QStringLiteral("1"))) != string);
        QVERIFY(!formatOf(document, 3, QStringLiteral("z")).hasProperty(QTextFormat::ForegroundBrush));
    }

    void singleQuotedTripleAndDocstringState()
    {
        QTextDocument document;
        highlight(document, SourceLanguage::Python,
                  QStringLiteral("'''doc\nstill \"\"\" doc\n'''\nimport torch\n"));
        const QColor string = colour(formatAt(document, 0, 0));
        // """ inside a '''-string does not close it.
        QCOMPARE(colour(formatOf(document, 1, QStringLiteral("doc"))), string);
        QCOMPARE(colour(formatAt(document, 2, 0)), string);
        QVERIFY(colour(formatOf(document, 3, QStringLiteral("import"))) != string);
    }

    void torchDtypesAreEmphasized()
    {
        QTextDocument document;
        highlight(document, SourceLanguage::Python,
                  QStringLiteral("x = torch.zeros(3, dtype=torch.float32)\n"
                                 "y = model.to(dtype_override)\n"
                                 "@classmethod\n"
                                 "n = 0x1f + 2.5e-3\n"));
        const QTextCharFormat dtype = formatOf(document, 0, QStringLiteral("torch.float32"));
        QCOMPARE(dtype.fontWeight(), int(QFont::Bold));
        QVERIFY(dtype.hasProperty(QTextFormat::BackgroundBrush));
        // The whole dotted name, not just "torch".
        QCOMPARE(formatOf(document, 0, QStringLiteral("float32")), dtype);
        QCOMPARE(formatOf(document, 1, QStringLiteral("dtype_override")), dtype);
        QCOMPARE(formatOf(document, 0, QStringLiteral("dtype=")), dtype);
        QVERIFY(formatOf(document, 0, QStringLiteral("torch.zeros")) != dtype);
        const QTextCharFormat decorator = formatOf(document, 2, QStringLiteral("@classmethod"));
        QVERIFY(decorator.hasProperty(QTextFormat::ForegroundBrush));
        QCOMPARE(formatOf(document, 2, QStringLiteral("method")), decorator);
        const QTextCharFormat number = formatOf(document, 3, QStringLiteral("0x1f"));
        QVERIFY(number.hasProperty(QTextFormat::ForegroundBrush));
        QCOMPARE(formatOf(document, 3, QStringLiteral("e-3")), number);
        QVERIFY(colour(number) != colour(decorator));
    }

    void yamlKeyCommentEnumAndDash()
    {
        QTextDocument document;
        highlight(document, SourceLanguage::Yaml,
                  QStringLiteral("test_config:  # the entries\n"
                                 "  speecht5/pytorch-Tts-single_device-training:\n"
                                 "    status: NOT_SUPPORTED_SKIP\n"
                                 "    reason: \"RuntimeError: mat1 # not a comment\"\n"
                                 "    markers:\n"
                                 "      - push\n"
                                 "# DETR: a comment line\n"));
        const QTextCharFormat key = formatOf(document, 0, QStringLiteral("test_config"));
        const QTextCharFormat comment = formatOf(document, 0, QStringLiteral("# the"));
        QVERIFY(key.hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(comment.hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(colour(key) != colour(comment));
        QCOMPARE(colour(formatOf(document, 1, QStringLiteral("speecht5"))), colour(key));
        QCOMPARE(colour(formatOf(document, 1, QStringLiteral("training"))), colour(key));
        const QTextCharFormat enumValue = formatOf(document, 2, QStringLiteral("NOT_SUPPORTED"));
        QVERIFY(enumValue.hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(colour(enumValue) != colour(key));
        const QTextCharFormat string = formatOf(document, 3, QStringLiteral("\"Runtime"));
        QVERIFY(colour(string) != colour(key) && colour(string) != colour(comment));
        QCOMPARE(colour(formatOf(document, 3, QStringLiteral("# not"))), colour(string));
        // A key's colon inside a quoted value makes it no key.
        QCOMPARE(colour(formatOf(document, 3, QStringLiteral("mat1"))), colour(string));
        QVERIFY(formatOf(document, 5, QStringLiteral("-")).hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(!formatOf(document, 5, QStringLiteral("push")).hasProperty(QTextFormat::ForegroundBrush));
        QCOMPARE(colour(formatOf(document, 6, QStringLiteral("DETR"))), colour(comment));
    }

    void diffLinesDiffer()
    {
        QTextDocument document;
        highlight(document, SourceLanguage::Diff,
                  QStringLiteral("--- a/loader.py\n"
                                 "+++ b/loader.py\n"
                                 "@@ -1,3 +1,3 @@\n"
                                 " context\n"
                                 "--- x removed, not a header\n"
                                 "+++ y added, not a header\n"
                                 " context\n"
                                 "--- a/next.yaml\n"));
        const QTextCharFormat header = formatAt(document, 0, 0);
        const QTextCharFormat hunk = formatAt(document, 2, 0);
        const QTextCharFormat removed = formatAt(document, 4, 0);
        const QTextCharFormat added = formatAt(document, 5, 0);
        QVERIFY(added.hasProperty(QTextFormat::BackgroundBrush));
        QVERIFY(removed.hasProperty(QTextFormat::BackgroundBrush));
        QVERIFY(added.background() != removed.background());
        QVERIFY(colour(added) != colour(removed));
        QVERIFY(hunk != header && hunk != added && hunk != removed);
        QCOMPARE(formatAt(document, 1, 0), header);
        QVERIFY(!formatAt(document, 3, 1).hasProperty(QTextFormat::ForegroundBrush));
        // The hunk's counts are used up: the next "---" is a file header again.
        QCOMPARE(formatAt(document, 7, 0), header);
    }

    void paletteSwitchChangesColours()
    {
        QTextDocument document;
        highlight(document, SourceLanguage::Python, QStringLiteral("def f(): return 'x'  # c\n"));
        const QColor lightKeyword = colour(formatOf(document, 0, QStringLiteral("def")));
        const QColor lightString = colour(formatOf(document, 0, QStringLiteral("'x'")));
        QApplication::setPalette(darkPalette());
        const QColor darkKeyword = colour(formatOf(document, 0, QStringLiteral("def")));
        QVERIFY(darkKeyword.isValid());
        QVERIFY(darkKeyword != lightKeyword);
        QVERIFY(colour(formatOf(document, 0, QStringLiteral("'x'"))) != lightString);
        // Dark colours are the lighter ones.
        QVERIFY(darkKeyword.lightness() > lightKeyword.lightness());
        QApplication::setPalette(lightPalette());
        QCOMPARE(colour(formatOf(document, 0, QStringLiteral("def"))), lightKeyword);
    }

    void explicitPaletteRethemes()
    {
        QTextDocument document;
        highlight(document, SourceLanguage::Yaml, QStringLiteral("key: VALUE_X\n"));
        const QColor light = colour(formatOf(document, 0, QStringLiteral("key")));
        applyHighlighterPalette(&document, darkPalette());
        QVERIFY(colour(formatOf(document, 0, QStringLiteral("key"))) != light);
    }

    void attachingAgainReplacesTheHighlighter()
    {
        QTextDocument document;
        highlight(document, SourceLanguage::Python, QStringLiteral("- removed\n"));
        QVERIFY(!formatAt(document, 0, 0).hasProperty(QTextFormat::BackgroundBrush));
        attachHighlighter(&document, SourceLanguage::Diff);
        QCOMPARE(document.findChildren<QSyntaxHighlighter*>().size(), 1);
        // Already-present text is highlighted at once, not on the next event loop turn.
        QVERIFY(formatAt(document, 0, 0).hasProperty(QTextFormat::BackgroundBrush));
    }

    void textSetAfterAttachingIsHighlighted()
    {
        QTextDocument document;
        document.documentLayout();  // as in an editor: without a layout no contentsChange is sent
        attachHighlighter(&document, SourceLanguage::Python);
        document.setPlainText(QStringLiteral("import torch\n"));
        QCoreApplication::processEvents();  // QSyntaxHighlighter's deferred first pass
        QVERIFY(formatAt(document, 0, 0).hasProperty(QTextFormat::ForegroundBrush));
        // From then on edits are highlighted as they happen.
        document.setPlainText(QStringLiteral("# comment\nreturn\n"));
        QVERIFY(formatAt(document, 0, 0).hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(formatAt(document, 1, 0) != formatAt(document, 0, 0));
    }
};

QTEST_MAIN(TestHighlighting)
#include "tst_highlighting.moc"
