// The report's document model as a terminal's lines (PlainTextRenderer, the sync
// verb's text) and a nested list in Markdown: what HistoryReport::lines relies on.
#include "report/markdownrenderer.h"
#include "report/plaintextrenderer.h"

#include <QTest>

using namespace dtriage;
using namespace dtriage::report;

class TestPlainTextRenderer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void blocksAsLines()
    {
        const Document doc{paragraph({plain(QStringLiteral("runs: 1, 2"))}),
                           heading(2, {plain(QStringLiteral("Promote (1)"))}),
                           bullets({{code(QStringLiteral("a/pytorch-x")), plain(QStringLiteral(": EXPECTED_PASSING"))}}),
                           bullets({{plain(QStringLiteral("n150 ✓✓ — passed\nevery run"))}}, 1),
                           table(QList<QList<Inline>>{{Inline{plain(QStringLiteral("key"))}, Inline{plain(QStringLiteral("state"))}},
                                                      {Inline{code(QStringLiteral("k"))}, Inline{plain(QStringLiteral("pass"))}}}),
                           diff(QStringLiteral("-a\n+b\n"))};
        const QStringList expected{QStringLiteral("runs: 1, 2"),
                                   QString(),
                                   QStringLiteral("Promote (1)"),
                                   QStringLiteral("  a/pytorch-x: EXPECTED_PASSING"),
                                   QStringLiteral("    n150 ✓✓ — passed every run"),
                                   QStringLiteral("key  state"),
                                   QStringLiteral("k  pass"),
                                   QStringLiteral("-a"),
                                   QStringLiteral("+b")};
        QCOMPARE(PlainTextRenderer::lines(doc), expected);
    }

    void aHeadingFirstHasNoBlankLine()
    {
        QCOMPARE(PlainTextRenderer::lines({heading(1, {plain(QStringLiteral("T"))})}), QStringList{QStringLiteral("T")});
        QVERIFY(PlainTextRenderer::lines({}).isEmpty());
    }

    void nestedListInMarkdown()
    {
        const Document doc{bullets({{plain(QStringLiteral("item"))}}), bullets({{plain(QStringLiteral("detail"))}}, 1)};
        QCOMPARE(MarkdownRenderer::render(doc), QStringLiteral("- item\n\n  - detail\n"));
    }
};

QTEST_GUILESS_MAIN(TestPlainTextRenderer)
#include "tst_plaintextrenderer.moc"
