// The dtype dump of a CPU repro: the union of both phases' inputs in dump order, and
// only the floating inputs that were not bfloat16 in the BFLOAT16 phase flagged (the
// speecht5 case: decoder_input_values float32 beside int64 input_ids and attention_mask).
#include "familyviews/dtype/dtypedumpmodel.h"
#include "familyviews/dtype/dtypedumptable.h"
#include "familyviews/dtype/dtypeevidence.h"
#include "familyviews/familyviews.h"
#include "families/families.h"

#include <QDir>
#include <QFont>
#include <QHeaderView>
#include <QIcon>
#include <QImage>
#include <QPalette>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace dtriage;

namespace {

using Phase = TriageRecord::CpuPhase;

const QString kMismatch = QStringLiteral(
    "RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16");

QList<TriageRecord::DumpedValue> speecht5Dump(const QString& decoderDtype)
{
    return {{QStringLiteral("input_ids"), QStringLiteral("torch.int64"), QStringLiteral("(1, 12)")},
            {QStringLiteral("attention_mask"), QStringLiteral("torch.int64"), QStringLiteral("(1, 12)")},
            {QStringLiteral("decoder_input_values"), decoderDtype, QStringLiteral("(1, 1, 80)")}};
}

TriageRecord::CpuRun speecht5Run()
{
    TriageRecord::CpuRun run;
    run.phase(QStringLiteral("bf16")).result = Phase::Result::Failed;
    run.phase(QStringLiteral("bf16")).errorLine = kMismatch;
    run.phase(QStringLiteral("bf16")).where = QStringLiteral("speecht5/pytorch/src/model.py:61");
    run.phase(QStringLiteral("bf16")).dump = speecht5Dump(QStringLiteral("torch.float32"));
    run.phase(QStringLiteral("fp32")).result = Phase::Result::Ok;
    run.phase(QStringLiteral("fp32")).dump = speecht5Dump(QStringLiteral("torch.float32"));
    return run;
}

TriageRecord::CpuRun failedBeforeDumpRun()
{
    TriageRecord::CpuRun run;
    run.phase(QStringLiteral("bf16")).result = Phase::Result::Failed;
    run.phase(QStringLiteral("bf16")).errorLine = QStringLiteral("TypeError: zeros() received an invalid combination of arguments");
    run.phase(QStringLiteral("bf16")).where = QStringLiteral("speecht5/pytorch/loader.py:119");
    run.phase(QStringLiteral("fp32")).result = Phase::Result::Ok;
    run.phase(QStringLiteral("fp32")).dump = speecht5Dump(QStringLiteral("torch.float32"));
    return run;
}

QString cell(const DtypeDumpModel& model, int row, int column, int role = Qt::DisplayRole)
{
    return model.index(row, column).data(role).toString();
}

}  // namespace

class TestDtypeDump : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The window has a view for every family the engine knows; the bf16 family's
    // is these tables, and it stands in for an id the window does not know.
    void everyFamilyHasItsEvidenceView()
    {
        for (const FailureFamily* family : Families::all())
            QVERIFY2(FamilyViews::hasView(family->id()), qPrintable(family->id()));
        QWidget parent;
        auto* dtype = qobject_cast<DtypeEvidence*>(FamilyViews::evidence(QStringLiteral("dtype"), &parent));
        QVERIFY(dtype);
        QCOMPARE(dtype->tabs()->count(), 2);
        QCOMPARE(dtype->tabs()->widget(0), dtype->beforeTable());
        QCOMPARE(FamilyViews::viewedFamily(QStringLiteral("no_such_family")), Families::all().constFirst()->id());
        QCOMPARE(FamilyViews::viewedFamily({}), Families::all().constFirst()->id());
    }

    void speecht5FlagsOnlyTheFloatingFloat32Input()
    {
        DtypeDumpModel model;
        model.setRun(speecht5Run());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(DtypeDumpModel::ColumnCount));
        QCOMPARE(model.headerData(DtypeDumpModel::InputColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("Input"));
        QCOMPARE(model.headerData(DtypeDumpModel::Bf16DtypeColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("BFLOAT16 phase"));
        QCOMPARE(cell(model, 0, DtypeDumpModel::InputColumn), QStringLiteral("input_ids"));
        QCOMPARE(cell(model, 0, DtypeDumpModel::Bf16DtypeColumn), QStringLiteral("torch.int64"));
        QCOMPARE(cell(model, 2, DtypeDumpModel::InputColumn), QStringLiteral("decoder_input_values"));
        QCOMPARE(cell(model, 2, DtypeDumpModel::Bf16DtypeColumn), QStringLiteral("torch.float32"));
        QCOMPARE(cell(model, 2, DtypeDumpModel::Fp32DtypeColumn), QStringLiteral("torch.float32"));
        QCOMPARE(cell(model, 2, DtypeDumpModel::ShapeColumn), QStringLiteral("(1, 1, 80)"));

        QVERIFY(!model.stayedFloat32(0));
        QVERIFY(!model.stayedFloat32(1));
        QVERIFY(model.stayedFloat32(2));
        QVERIFY(!model.stayedFloat32(3));  // out of range is no offender
        QCOMPARE(model.offenders(), QStringList{QStringLiteral("decoder_input_values")});
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(model.index(row, DtypeDumpModel::ShapeColumn).data(DtypeDumpModel::StayedFloat32Role).toBool(),
                     row == 2);
        }
    }

    void offendingRowStandsOut()
    {
        DtypeDumpModel model;
        model.setRun(speecht5Run());
        const QModelIndex offender = model.index(2, DtypeDumpModel::InputColumn);
        QVERIFY(offender.data(Qt::BackgroundRole).value<QColor>().isValid());
        // Translucent, so the view's own base colour (light or dark) shows through.
        QVERIFY(offender.data(Qt::BackgroundRole).value<QColor>().alpha() < 255);
        QVERIFY(offender.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!offender.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(model.index(2, DtypeDumpModel::Bf16DtypeColumn).data(Qt::DecorationRole).isNull());
        QVERIFY(model.index(2, DtypeDumpModel::ShapeColumn).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(offender.data(Qt::ToolTipRole).toString().contains(
            QStringLiteral("stayed float32 while the model ran in bfloat16")));

        const QModelIndex integer = model.index(0, DtypeDumpModel::InputColumn);
        QVERIFY(integer.data(Qt::BackgroundRole).isNull());
        QVERIFY(integer.data(Qt::FontRole).isNull());
        QVERIFY(integer.data(Qt::DecorationRole).isNull());
        QVERIFY(!integer.data(Qt::ToolTipRole).toString().contains(QStringLiteral("stayed")));
        QVERIFY(integer.data(Qt::ToolTipRole).toString().contains(QStringLiteral("integer")));
    }

    void onlyFloatingNonBfloat16InputsAreOffenders()
    {
        TriageRecord::CpuRun run;
        run.phase(QStringLiteral("bf16")).result = Phase::Result::Failed;
        run.phase(QStringLiteral("bf16")).dump = {{QStringLiteral("pixel_values"), QStringLiteral("torch.bfloat16"), QStringLiteral("(1, 3, 8, 8)")},
                         {QStringLiteral("mask"), QStringLiteral("torch.bool"), QStringLiteral("(1, 8)")},
                         {QStringLiteral("scale"), QStringLiteral("torch.float64"), QStringLiteral("()")},
                         {QStringLiteral("name"), QStringLiteral("str"), QString()},
                         {QStringLiteral("0"), QStringLiteral("torch.float32"), QStringLiteral("(2,)")}};
        DtypeDumpModel model;
        model.setRun(run);
        QCOMPARE(model.offenders(), (QStringList{QStringLiteral("scale"), QStringLiteral("0")}));
        QVERIFY(model.index(2, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("stayed float64")));
        // The FLOAT32 phase never ran: its column says so instead of showing a blank.
        QCOMPARE(cell(model, 0, DtypeDumpModel::Fp32DtypeColumn), QStringLiteral("—"));
    }

    void phaseThatFailedBeforeItsDumpKeepsTheOtherPhasesRows()
    {
        DtypeDumpModel model;
        model.setRun(failedBeforeDumpRun());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(cell(model, 0, DtypeDumpModel::InputColumn), QStringLiteral("input_ids"));
        QCOMPARE(cell(model, 2, DtypeDumpModel::InputColumn), QStringLiteral("decoder_input_values"));
        QCOMPARE(cell(model, 2, DtypeDumpModel::Bf16DtypeColumn), QStringLiteral("—"));
        QCOMPARE(cell(model, 2, DtypeDumpModel::Fp32DtypeColumn), QStringLiteral("torch.float32"));
        // No BFLOAT16 dump, so nothing can be said to have stayed float32 there.
        QVERIFY(model.offenders().isEmpty());
        QVERIFY(cell(model, 2, DtypeDumpModel::Bf16DtypeColumn, Qt::ToolTipRole).contains(QStringLiteral("Not in")));

        DtypeDumpTable table;
        table.setRun(failedBeforeDumpRun(), QStringLiteral("Before the fix"));
        const QString header = table.headerText();
        QVERIFY2(header.contains(QStringLiteral("Before the fix")), qPrintable(header));
        QVERIFY2(header.contains(QStringLiteral("BFLOAT16 phase: failed")), qPrintable(header));
        QVERIFY2(header.contains(QStringLiteral("FLOAT32 phase: ok")), qPrintable(header));
        QVERIFY2(header.contains(failedBeforeDumpRun().first().errorLine), qPrintable(header));
        QVERIFY2(header.contains(QStringLiteral("no dump: failed")), qPrintable(header));
        QVERIFY2(header.contains(QStringLiteral("load_inputs")), qPrintable(header));
        QVERIFY2(header.contains(QStringLiteral("raised at speecht5/pytorch/loader.py:119")), qPrintable(header));
    }

    void unionFollowsDumpOrder()
    {
        TriageRecord::CpuRun run;
        run.phase(QStringLiteral("bf16")).result = Phase::Result::Failed;
        run.phase(QStringLiteral("bf16")).dump = {{QStringLiteral("a"), QStringLiteral("torch.int64"), QStringLiteral("(1,)")},
                         {QStringLiteral("c"), QStringLiteral("torch.int64"), QStringLiteral("(1,)")}};
        run.phase(QStringLiteral("fp32")).result = Phase::Result::Ok;
        run.phase(QStringLiteral("fp32")).dump = {{QStringLiteral("a"), QStringLiteral("torch.int64"), QStringLiteral("(1,)")},
                         {QStringLiteral("b"), QStringLiteral("torch.float32"), QStringLiteral("(2,)")},
                         {QStringLiteral("c"), QStringLiteral("torch.int64"), QStringLiteral("(1,)")},
                         {QStringLiteral("d"), QStringLiteral("torch.int64"), QStringLiteral("(1,)")}};
        DtypeDumpModel model;
        model.setRun(run);
        QStringList labels;
        for (int row = 0; row < model.rowCount(); ++row)
            labels << cell(model, row, DtypeDumpModel::InputColumn);
        QCOMPARE(labels, (QStringList{"a", "b", "c", "d"}));
        QCOMPARE(cell(model, 1, DtypeDumpModel::Bf16DtypeColumn), QStringLiteral("—"));
    }

    void tableHeaderShowsResultsAndVerbatimError()
    {
        DtypeDumpTable table;
        table.setRun(speecht5Run(), QStringLiteral("Before the fix"));
        QCOMPARE(table.model()->rowCount(), 3);
        // The view shows the input that stayed float32 first (decoder_input_values, third in the dump).
        QCOMPARE(table.view()->model()->index(0, DtypeDumpModel::InputColumn).data().toString(),
                 QStringLiteral("decoder_input_values"));
        QCOMPARE(table.view()->model()->index(1, DtypeDumpModel::InputColumn).data().toString(),
                 table.model()->index(0, DtypeDumpModel::InputColumn).data().toString());
        // As tall as its three rows: not the whole panel.
        table.resize(720, 800);
        QVERIFY(table.view()->height() < 6 * table.view()->verticalHeader()->defaultSectionSize());
        const QString header = table.headerText();
        QVERIFY2(header.contains(kMismatch), qPrintable(header));
        QVERIFY2(header.contains(QStringLiteral("raised at speecht5/pytorch/src/model.py:61")), qPrintable(header));
        QVERIFY2(!header.contains(QStringLiteral("no dump")), qPrintable(header));
        QVERIFY2(header.contains(QStringLiteral("decoder_input_values")), qPrintable(header));

        table.clear();
        QCOMPARE(table.model()->rowCount(), 0);
        QVERIFY(table.headerText().contains(QStringLiteral("has not run")));
        QVERIFY(!table.headerText().contains(QStringLiteral("Before the fix")));
    }

    void screenshot()
    {
        DtypeDumpTable table;
        table.resize(720, 300);
        table.setRun(speecht5Run(), QStringLiteral("Before the fix"));
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const QString dir = QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots");
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(table.grab().save(dir + QStringLiteral("/dtypedump.png")));

        DtypeDumpTable early;
        early.resize(720, 300);
        early.setRun(failedBeforeDumpRun(), QStringLiteral("Before the fix"));
        early.show();
        QVERIFY(QTest::qWaitForWindowExposed(&early));
        QVERIFY(early.grab().save(dir + QStringLiteral("/dtypedump-nodump.png")));

        // The tint is translucent over the view's base: on a dark palette it darkens.
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xdd, 0xdd, 0xdd));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2a, 0x2a));
        dark.setColor(QPalette::Text, QColor(0xdd, 0xdd, 0xdd));
        dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
        dark.setColor(QPalette::ButtonText, QColor(0xdd, 0xdd, 0xdd));
        table.setPalette(dark);
        const QImage image = table.grab().toImage();
        QVERIFY(image.save(dir + QStringLiteral("/dtypedump-dark.png")));
        const QTableView* view = table.view();
        const QRect offenderCell = view->visualRect(view->model()->index(0, DtypeDumpModel::ShapeColumn));
        const QPoint probe = view->viewport()->mapTo(&table, offenderCell.topRight() + QPoint(-4, 4));
        QVERIFY2(QColor(image.pixel(probe)).lightness() < 128, qPrintable(QColor(image.pixel(probe)).name()));
    }
};

QTEST_MAIN(TestDtypeDump)
#include "tst_dtypedump.moc"
