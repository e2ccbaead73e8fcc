// The failure list's delegate draws what QStyledItemDelegate draws (same pixels:
// panel, selection, alternate rows, elided middle, centred bold colour, background
// brush), and shapes each text once per width, not once per paint.
#include "list/shapedtextdelegate.h"

#include <QHeaderView>
#include <QImage>
#include <QStandardItemModel>
#include <QTableView>
#include <QtTest>

using namespace dtriage;

class TestShapedTextDelegate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void samePixelsAsTheStyledDelegate();
    void shapesOncePerWidth();
    void leavesIconsToTheStyledDelegate();

private:
    static QStandardItemModel* makeModel(QObject* parent);
    static void setUpView(QTableView& view, QAbstractItemModel* model);
};

QStandardItemModel* TestShapedTextDelegate::makeModel(QObject* parent)
{
    auto* model = new QStandardItemModel(0, 3, parent);
    for (int row = 0; row < 12; ++row) {
        auto* key = new QStandardItem(QStringLiteral("speecht5 · Tts_%1_with_a_rather_long_variant_name").arg(row));
        auto* status = new QStandardItem(row % 2 ? QStringLiteral("NOT_SUPPORTED") : QStringLiteral("XFAIL"));
        status->setTextAlignment(Qt::AlignCenter);
        status->setForeground(QColor(0xc0, 0x39, 0x2b));
        status->setBackground(QColor(0xc0, 0x39, 0x2b, 40));
        QFont bold;
        bold.setBold(true);
        status->setFont(bold);
        auto* reason = new QStandardItem(row == 3 ? QString() : QStringLiteral("dtype mismatch: float vs bfloat16"));
        model->appendRow({key, status, reason});
    }
    return model;
}

void TestShapedTextDelegate::setUpView(QTableView& view, QAbstractItemModel* model)
{
    view.setModel(model);
    view.setTextElideMode(Qt::ElideMiddle);
    view.setWordWrap(false);
    view.setAlternatingRowColors(true);
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.horizontalHeader()->setStretchLastSection(true);
    view.setColumnWidth(0, 170);
    view.setColumnWidth(1, 90);
    view.resize(480, 360);
    view.selectRow(2);
}

void TestShapedTextDelegate::samePixelsAsTheStyledDelegate()
{
    QStandardItemModel* model = makeModel(this);
    QTableView styled;
    QTableView shaped;
    setUpView(styled, model);
    setUpView(shaped, model);
    shaped.setItemDelegate(new ShapedTextDelegate(&shaped));
    styled.show();
    shaped.show();
    QVERIFY(QTest::qWaitForWindowExposed(&styled));
    QVERIFY(QTest::qWaitForWindowExposed(&shaped));

    const QImage want = styled.viewport()->grab().toImage();
    const QImage got = shaped.viewport()->grab().toImage();
    QCOMPARE(got.size(), want.size());
    int differing = 0;
    for (int y = 0; y < want.height(); ++y)
        for (int x = 0; x < want.width(); ++x)
            differing += want.pixel(x, y) != got.pixel(x, y);
    if (differing > 0) {
        want.save(QDir::temp().filePath(QStringLiteral("styled-delegate.png")));
        got.save(QDir::temp().filePath(QStringLiteral("shaped-delegate.png")));
    }
    QCOMPARE(differing, 0);
}

void TestShapedTextDelegate::shapesOncePerWidth()
{
    QStandardItemModel* model = makeModel(this);
    QTableView view;
    setUpView(view, model);
    auto* delegate = new ShapedTextDelegate(&view);
    view.setItemDelegate(delegate);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    (void)view.viewport()->grab();
    const int first = delegate->shapedCount();
    QVERIFY2(first >= 12, "every visible key was shaped");
    (void)view.viewport()->grab();
    view.scrollToBottom();
    view.scrollToTop();
    (void)view.viewport()->grab();
    QCOMPARE(delegate->shapedCount(), first);  // repaints shape nothing again
    view.setColumnWidth(0, 120);
    (void)view.viewport()->grab();
    QVERIFY(delegate->shapedCount() > first);  // a new width, a new elision
}

void TestShapedTextDelegate::leavesIconsToTheStyledDelegate()
{
    QStandardItemModel model(1, 1);
    QPixmap icon(12, 12);
    icon.fill(Qt::red);
    model.setItem(0, 0, new QStandardItem(QIcon(icon), QStringLiteral("with an icon")));
    QTableView view;
    view.setModel(&model);
    auto* delegate = new ShapedTextDelegate(&view);
    view.setItemDelegate(delegate);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    (void)view.viewport()->grab();
    QCOMPARE(delegate->shapedCount(), 0);
}

QTEST_MAIN(TestShapedTextDelegate)
#include "tst_shapedtextdelegate.moc"
