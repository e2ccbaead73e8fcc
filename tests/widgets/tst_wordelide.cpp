// Text cut at a word's end (issue 30: "not_im…mented", "Runtim…loat16" in the
// list). Widths are measured with the test's own font, so any font set holds.
#include "chrome/wordelide.h"

#include <QApplication>
#include <QFontDatabase>
#include <QTest>

using namespace dtriage;

class TestWordElide : public QObject {
    Q_OBJECT

    const QString kEllipsis = QString(QChar(0x2026));

private Q_SLOTS:
    void cutAfterAWholeWord_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("fitting");  // a prefix the width is made for
        QTest::addColumn<QString>("expected");
        QTest::newRow("flavor") << "op_not_implemented" << "op_not_imp" << "op_not_";
        QTest::newRow("reason") << "RuntimeError: mat1 and mat2 must have the same dtype" << "RuntimeError: mat1 an"
                                << "RuntimeError: mat1";
        QTest::newRow("path") << "speecht5/pytorch/loader.py" << "speecht5/pyto" << "speecht5/";
        QTest::newRow("one long word") << "Reduce_dimensions" << "Re" << "";  // cut where it must
    }
    void cutAfterAWholeWord()
    {
        QFETCH(QString, text);
        QFETCH(QString, fitting);
        QFETCH(QString, expected);
        const QFontMetrics metrics(QApplication::font());
        const int width = metrics.horizontalAdvance(fitting + kEllipsis);
        const QString cut = WordElide::elided(metrics, text, width);
        QVERIFY2(metrics.horizontalAdvance(cut) <= width, qPrintable(cut));
        QVERIFY2(cut.endsWith(kEllipsis), qPrintable(cut));
        if (expected.isEmpty())
            QVERIFY2(text.startsWith(cut.chopped(1)), qPrintable(cut));
        else
            QCOMPARE(cut, expected + kEllipsis);
    }

    void wholeWhenItFits()
    {
        const QFontMetrics metrics(QApplication::font());
        const QString text = QStringLiteral("cross_dtype");
        QCOMPARE(WordElide::elided(metrics, text, metrics.horizontalAdvance(text)), text);
    }

    // Issue 47 §6: four detr rows in a narrow Key column read "detr ·…" four times;
    // cut at the model's name, each keeps its variant and reads apart.
    void keysKeepTheirVariant()
    {
        const QFontMetrics metrics(QApplication::font());
        const QStringList keys{QStringLiteral("detr · ResNet50"), QStringLiteral("detr · ResNet101"),
                               QStringLiteral("detr · ResNet50_DC5"), QStringLiteral("detr · ResNet50_NoMask")};
        const int width = metrics.horizontalAdvance(QStringLiteral(" · ResNet50_NoMask")) + metrics.horizontalAdvance(kEllipsis) + 2;
        QSet<QString> shown;
        for (const QString& key : keys) {
            const QString cut = WordElide::keepingTail(metrics, key, width, key.indexOf(QStringLiteral(" · ")));
            QVERIFY2(metrics.horizontalAdvance(cut) <= width, qPrintable(cut));
            QVERIFY2(cut.endsWith(key.section(QStringLiteral(" · "), 1)), qPrintable(cut));
            shown << cut;
        }
        QCOMPARE(shown.size(), keys.size());
        // Narrower than the variant: its end stays, cut at its start.
        const QString tight = WordElide::keepingTail(metrics, keys.at(3), metrics.horizontalAdvance(QStringLiteral("NoMask")) + 12, 4);
        QVERIFY2(tight.startsWith(kEllipsis) && tight.endsWith(QStringLiteral("Mask")), qPrintable(tight));
        QCOMPARE(WordElide::keepingTail(metrics, keys.at(0), 1000, 4), keys.at(0));
    }
};

QTEST_MAIN(TestWordElide)
#include "tst_wordelide.moc"
