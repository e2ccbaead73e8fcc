// The job console: ids, live output of the selected job, end states, cancel from the
// button, the ticking elapsed column, bounded buffers, selection following the newest
// job, and that a flood of output across eight jobs does not stall the event loop.
#include "jobs/jobconsole.h"
#include "jobs/joblistmodel.h"

#include <QDir>
#include <QElapsedTimer>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTextBlock>
#include <QTest>
#include <QTimer>

using namespace dtriage;

namespace {

// The longest gap between ticks of a 5 ms repeating timer while work runs: how long
// the event loop was unable to serve anything else (input, paint).
class StallMeter : public QObject {
public:
    StallMeter()
    {
        m_timer.setInterval(5);
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            m_longest = qMax(m_longest, m_sinceTick.restart());
        });
    }
    void start()
    {
        m_sinceTick.start();
        m_timer.start();
    }
    qint64 stop()
    {
        m_timer.stop();
        return qMax(m_longest, m_sinceTick.elapsed());
    }

private:
    QTimer m_timer;
    QElapsedTimer m_sinceTick;
    qint64 m_longest = 0;
};

QString cell(const JobConsole& console, int jobId, int column)
{
    const JobListModel* model = console.model();
    return model->index(model->rowOf(jobId), column).data().toString();
}

// Waits for the coalescing timer to put the pending lines in the pane.
void waitForFlush()
{
    QTest::qWait(JobConsole::kFlushIntervalMs * 2 + 20);
}

}  // namespace

class TestJobConsole : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void localIdsAreDistinctAndRowsAppend()
    {
        JobConsole console;
        const int a = console.beginJob(QStringLiteral("repro a"));
        const int b = console.beginJob(QStringLiteral("repro b"));
        QVERIFY(a != b);
        QVERIFY(a >= JobConsole::kFirstLocalId && b >= JobConsole::kFirstLocalId);
        console.beginJob(7, QStringLiteral("pytest (3 keys)"));
        QCOMPARE(console.model()->rowCount(), 3);
        QCOMPARE(cell(console, 7, JobListModel::NameColumn), QStringLiteral("pytest (3 keys)"));
        QCOMPARE(cell(console, a, JobListModel::StateColumn), QStringLiteral("running"));
        QCOMPARE(console.runningCount(), 3);
    }

    void linesGoToTheirJobAndThePaneShowsTheSelectedOne()
    {
        JobConsole console;
        console.show();
        console.beginJob(1, QStringLiteral("one"));
        console.beginJob(2, QStringLiteral("two"));
        console.appendLine(1, QStringLiteral("first of one"));
        console.appendLine(2, QStringLiteral("first of two\n"));
        console.appendLine(2, QStringLiteral("second of two\r"));
        console.appendLine(99, QStringLiteral("unknown job: ignored"));
        QCOMPARE(console.outputOf(1), QStringLiteral("first of one"));
        QCOMPARE(console.outputOf(2), QStringLiteral("first of two\nsecond of two"));
        QCOMPARE(console.outputOf(99), QString());
        QCOMPARE(console.selectedJob(), 2);
        // Batched: nothing reaches the pane before the coalescing timer fires.
        QCOMPARE(console.output()->toPlainText(), QString());
        waitForFlush();
        QCOMPARE(console.output()->toPlainText(), QStringLiteral("first of two\nsecond of two"));
        QVERIFY(console.output()->isReadOnly());

        console.jobView()->selectRow(console.model()->rowOf(1));
        QCOMPARE(console.selectedJob(), 1);
        QCOMPARE(console.output()->toPlainText(), QStringLiteral("first of one"));
        console.appendLine(2, QStringLiteral("not shown now"));
        waitForFlush();
        QCOMPARE(console.output()->toPlainText(), QStringLiteral("first of one"));
    }

    void endStatesAndRunningCount()
    {
        JobConsole console;
        QSignalSpy running(&console, &JobConsole::runningCountChanged);
        console.beginJob(1, QStringLiteral("ok job"));
        console.beginJob(2, QStringLiteral("failing job"));
        console.beginJob(3, QStringLiteral("canceled job"));
        QCOMPARE(running.count(), 3);
        QCOMPARE(running.last().at(0).toInt(), 3);

        console.endJob(1, QStringLiteral("both phases OK"), true);
        console.endJob(2, QStringLiteral("exit code 1"), false);
        console.markCanceled(3);
        console.endJob(3, QString(), false);  // the engine's own end after the cancel
        QCOMPARE(console.runningCount(), 0);
        QCOMPARE(running.last().at(0).toInt(), 0);
        QCOMPARE(running.count(), 6);

        QCOMPARE(cell(console, 1, JobListModel::StateColumn), QStringLiteral("ok"));
        QCOMPARE(cell(console, 1, JobListModel::SummaryColumn), QStringLiteral("both phases OK"));
        QCOMPARE(cell(console, 2, JobListModel::StateColumn), QStringLiteral("failed"));
        QCOMPARE(cell(console, 3, JobListModel::StateColumn), QStringLiteral("canceled"));
        QCOMPARE(console.model()->state(3), JobListModel::State::Canceled);
        const JobListModel* model = console.model();
        const QColor failed = model->index(model->rowOf(2), JobListModel::StateColumn)
                                  .data(Qt::ForegroundRole).value<QColor>();
        const QColor ok = model->index(model->rowOf(1), JobListModel::StateColumn)
                              .data(Qt::ForegroundRole).value<QColor>();
        QVERIFY(failed.red() > failed.green() && ok.green() > ok.red());
        QVERIFY(model->index(model->rowOf(2), JobListModel::StateColumn).data(Qt::FontRole).value<QFont>().bold());
    }

    void cancelButtonAsksForTheSelectedRunningJob()
    {
        JobConsole console;
        console.show();
        QSignalSpy cancel(&console, &JobConsole::cancelRequested);
        console.beginJob(4, QStringLiteral("repro"));
        console.beginJob(5, QStringLiteral("pytest"));
        QVERIFY(console.cancelButton()->isEnabled());
        console.jobView()->selectRow(console.model()->rowOf(4));
        QTest::mouseClick(console.cancelButton(), Qt::LeftButton);
        QCOMPARE(cancel.count(), 1);
        QCOMPARE(cancel.at(0).at(0).toInt(), 4);
        // Asked once: the console waits for the engine to report the cancel.
        QVERIFY(!console.cancelButton()->isEnabled());
        QCOMPARE(console.model()->state(4), JobListModel::State::Running);
        console.markCanceled(4);
        QVERIFY(!console.cancelButton()->isEnabled());

        console.jobView()->selectRow(console.model()->rowOf(5));
        QVERIFY(console.cancelButton()->isEnabled());
        console.endJob(5, QStringLiteral("3 passed"), true);
        QVERIFY(!console.cancelButton()->isEnabled());
        QTest::mouseClick(console.cancelButton(), Qt::LeftButton);
        QCOMPARE(cancel.count(), 1);
    }

    void elapsedTicksWhileRunningAndFreezesAtTheEnd()
    {
        JobConsole console;
        console.beginJob(1, QStringLiteral("slow"));
        QCOMPARE(cell(console, 1, JobListModel::ElapsedColumn), QStringLiteral("0:00"));
        QSignalSpy changed(console.model(), &QAbstractItemModel::dataChanged);
        QTRY_COMPARE_WITH_TIMEOUT(cell(console, 1, JobListModel::ElapsedColumn), QStringLiteral("0:01"), 2500);
        // The cell reads the clock when painted; the once-a-second tick that tells
        // the view to repaint may come a moment after the cell already says 0:01.
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 2500);
        const QModelIndex topLeft = changed.last().at(0).toModelIndex();
        QCOMPARE(topLeft.column(), int(JobListModel::ElapsedColumn));
        console.endJob(1, QStringLiteral("done"), true);
        const qint64 frozen = console.model()->elapsedMs(1);
        QVERIFY(frozen >= 1000);
        QTest::qWait(200);
        QCOMPARE(console.model()->elapsedMs(1), frozen);
        QCOMPARE(JobListModel::formatElapsed(3723000), QStringLiteral("1:02:03"));
        QCOMPARE(JobListModel::formatElapsed(65000), QStringLiteral("1:05"));
    }

    void buffersAreBounded()
    {
        JobConsole console;
        console.show();
        console.beginJob(1, QStringLiteral("chatty"));
        const int total = JobConsole::kMaxLinesPerJob + 1234;
        for (int i = 0; i < total; ++i)
            console.appendLine(1, QStringLiteral("line %1").arg(i));
        QCOMPARE(console.bufferedLineCount(1), JobConsole::kMaxLinesPerJob);
        QCOMPARE(console.droppedLineCount(1), 1234);
        const QStringList lines = console.outputOf(1).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), JobConsole::kMaxLinesPerJob);
        QCOMPARE(lines.first(), QStringLiteral("line 1234"));
        QCOMPARE(lines.last(), QStringLiteral("line %1").arg(total - 1));
        waitForFlush();
        QVERIFY(console.output()->blockCount() <= JobConsole::kMaxLinesPerJob);
        QCOMPARE(console.output()->document()->lastBlock().text(), QStringLiteral("line %1").arg(total - 1));
    }

    void selectionFollowsTheNewestUntilTheUserPicks()
    {
        JobConsole console;
        console.show();
        console.beginJob(1, QStringLiteral("a"));
        QCOMPARE(console.selectedJob(), 1);
        console.beginJob(2, QStringLiteral("b"));
        QCOMPARE(console.selectedJob(), 2);
        QCOMPARE(console.jobView()->currentIndex().row(), console.model()->rowOf(2));

        console.jobView()->selectRow(console.model()->rowOf(1));  // the user's choice
        console.beginJob(3, QStringLiteral("c"));
        QCOMPARE(console.selectedJob(), 1);

        // Even the newest, once picked, keeps the selection: a job starting later must
        // not move the Cancel button's target from under the pointer.
        console.jobView()->selectRow(console.model()->rowOf(3));
        console.beginJob(4, QStringLiteral("d"));
        QCOMPARE(console.selectedJob(), 3);

        // The next stretch of work, after the console was idle, is followed again.
        for (const int job : {1, 2, 3, 4})
            console.endJob(job, QStringLiteral("ok"), true);
        QCOMPARE(console.runningCount(), 0);
        console.beginJob(5, QStringLiteral("e"));
        QCOMPARE(console.selectedJob(), 5);
        console.beginJob(6, QStringLiteral("f"));
        QCOMPARE(console.selectedJob(), 6);
    }

    // The bar shows the shown job's own progress when it has one, else how many of
    // the jobs begun since the console was idle have ended; never Qt's busy
    // animation, which repaints for as long as jobs run.
    void progressBarCountsOrFollowsTheJob()
    {
        JobConsole console;
        console.show();
        QVERIFY(!console.progressBar()->isVisible());
        console.beginJob(1, QStringLiteral("pytest"));
        QVERIFY(!console.progressBar()->isVisible());  // one job, no progress of its own: the Elapsed column ticks
        console.beginJob(2, QStringLiteral("repro"));
        console.beginJob(3, QStringLiteral("repro"));
        QVERIFY(console.progressBar()->isVisible());
        QCOMPARE(console.progressBar()->maximum(), 3);
        QCOMPARE(console.progressBar()->value(), 0);
        // Said in words, at 0 too: not an empty box that looks like a text field (issue 30).
        QVERIFY(console.progressBar()->isTextVisible());
        QCOMPARE(console.progressBar()->text(), QStringLiteral("0 of 3 jobs ended"));
        console.endJob(2, QStringLiteral("ok"), true);
        QCOMPARE(console.progressBar()->value(), 1);
        console.markCanceled(3);
        QCOMPARE(console.progressBar()->value(), 2);
        console.jobView()->selectRow(console.model()->rowOf(1));
        console.setProgress(1, 3, 10);
        QCOMPARE(console.progressBar()->maximum(), 10);
        QCOMPARE(console.progressBar()->value(), 3);
        QCOMPARE(console.progressBar()->text(), QStringLiteral("3 of 10"));
        QCOMPARE(cell(console, 1, JobListModel::StateColumn), QStringLiteral("running 3/10"));
        console.endJob(1, QStringLiteral("10 passed"), true);
        QVERIFY(!console.progressBar()->isVisible());
    }

    void rerunningAnIdStartsAFreshRow()
    {
        JobConsole console;
        console.beginJob(1, QStringLiteral("repro"));
        console.appendLine(1, QStringLiteral("old"));
        console.endJob(1, QStringLiteral("failed"), false);
        console.beginJob(1, QStringLiteral("repro again"));
        QCOMPARE(console.model()->rowCount(), 2);
        QCOMPARE(console.outputOf(1), QString());
        QVERIFY(console.model()->isRunning(1));
        QCOMPARE(console.runningCount(), 1);
    }

    void floodOfOutputDoesNotStallTheEventLoop()
    {
        JobConsole console;
        console.resize(1100, 360);
        console.show();
        QVERIFY(QTest::qWaitForWindowExposed(&console));
        constexpr int kJobs = 8;
        constexpr int kTotal = 100000;
        constexpr int kPerTurn = 800;  // lines per event-loop turn, as from readyRead chunks
        for (int job = 0; job < kJobs; ++job)
            console.beginJob(job, QStringLiteral("repro %1").arg(job));

        StallMeter meter;
        QElapsedTimer wall;
        wall.start();
        meter.start();
        int sent = 0;
        QTimer feeder;
        feeder.setInterval(1);
        connect(&feeder, &QTimer::timeout, &console, [&] {
            for (int i = 0; i < kPerTurn && sent < kTotal; ++i, ++sent)
                console.appendLine(sent % kJobs, QStringLiteral("[%1] step %2: loss=0.%3 dtype=torch.bfloat16")
                                                     .arg(sent % kJobs).arg(sent).arg(sent * 7 % 1000));
            if (sent >= kTotal)
                feeder.stop();
        });
        feeder.start();
        QTRY_VERIFY_WITH_TIMEOUT(sent >= kTotal, 60000);
        waitForFlush();
        const qint64 stall = meter.stop();
        qInfo("100000 lines across 8 jobs in %lld ms; longest event-loop stall %lld ms", wall.elapsed(), stall);

        QVERIFY2(stall < 250, qPrintable(QStringLiteral("longest stall %1 ms").arg(stall)));
        const int shown = console.selectedJob();
        QCOMPARE(shown, kJobs - 1);
        QCOMPARE(console.bufferedLineCount(shown), JobConsole::kMaxLinesPerJob);
        const QString lastLine = console.outputOf(shown).section(QLatin1Char('\n'), -1);
        QCOMPARE(console.output()->document()->lastBlock().text(), lastLine);
        QVERIFY(console.output()->blockCount() <= JobConsole::kMaxLinesPerJob);
    }

    void screenshotWithThreeJobs()
    {
        JobConsole console;
        console.resize(1000, 300);
        console.beginJob(1, QStringLiteral("repro speecht5/pytorch-Tts (bfloat16)"));
        console.appendLine(1, QStringLiteral("phase FLOAT32: OK"));
        console.appendLine(1, QStringLiteral("phase BFLOAT16: RuntimeError: mat1 and mat2 must have the same dtype"));
        console.endJob(1, QStringLiteral("bf16 phase fails: cross_dtype"), false);
        console.beginJob(2, QStringLiteral("repro centernet/pytorch-Dla1x_Coco"));
        console.appendLine(2, QStringLiteral("phase FLOAT32: OK"));
        console.appendLine(2, QStringLiteral("phase BFLOAT16: OK"));
        console.endJob(2, QStringLiteral("both phases OK"), true);
        console.beginJob(3, QStringLiteral("pytest --force-run --runxfail (3 keys)"));
        for (int i = 0; i < 12; ++i)
            console.appendLine(3, QStringLiteral("tests/runner/test_models.py::test_all_models[case-%1] PASSED").arg(i));
        console.setProgress(3, 12, 30);
        console.show();
        QVERIFY(QTest::qWaitForWindowExposed(&console));
        waitForFlush();
        const QString dir = QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots");
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(console.grab().save(dir + QStringLiteral("/jobconsole.png")));
    }
};

QTEST_MAIN(TestJobConsole)
#include "tst_jobconsole.moc"
