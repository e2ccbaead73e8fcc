// Background work yields to the window (BackgroundPriority): every way work leaves
// the GUI thread -- the work pool's run/start/tryStart, the interpreter thread --
// runs at the background niceness, and the thread that sent it stays where it was.
#include "analysis/pythonengine.h"
#include "core/backgroundpriority.h"
#include "core/workpool.h"

#include <QSemaphore>
#include <QtTest>

#include <atomic>

using namespace dtriage;

class TestBackgroundPriority : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void poolTasksRunLowered();
    void interpreterThreadRunsLowered();

private:
    static int expected() { return qMax(m_ours, BackgroundPriority::kNiceness); }
    static inline int m_ours = 0;
};

void TestBackgroundPriority::poolTasksRunLowered()
{
    m_ours = BackgroundPriority::currentNiceness();
    if (m_ours >= BackgroundPriority::kNiceness)
        QSKIP("this test runs at or below the background niceness already: nothing to lower");

    // A function with arguments, as the callers pass them. Waited for without
    // result(), which would run a task not yet started on this thread.
    const auto niceness = [](int plus) { return BackgroundPriority::currentNiceness() + plus; };
    QFuture<int> onPool = WorkPool::run(niceness, 100);
    QVERIFY(QTest::qWaitFor([&] { return onPool.isFinished(); }, 30000));
    QCOMPARE(onPool.result(), expected() + 100);

    // A task the waiting thread runs itself leaves that thread as it was.
    for (int i = 0; i < 20; ++i)
        (void)WorkPool::run(niceness, 0).result();
    QCOMPARE(BackgroundPriority::currentNiceness(), m_ours);

    std::atomic<int> started = -1;
    std::atomic<int> tried = -1;
    QSemaphore done;
    WorkPool::start([&] {
        started = BackgroundPriority::currentNiceness();
        done.release();
    });
    // tryStart may find every thread busy: then it runs nothing and says so.
    const bool ran = WorkPool::tryStart([&] {
        tried = BackgroundPriority::currentNiceness();
        done.release();
    });
    QVERIFY(done.tryAcquire(ran ? 2 : 1, 30000));
    QCOMPARE(started.load(), expected());
    if (ran)
        QCOMPARE(tried.load(), expected());

    QCOMPARE(BackgroundPriority::currentNiceness(), m_ours);
}

void TestBackgroundPriority::interpreterThreadRunsLowered()
{
    QFuture<int> niceness = PythonEngine::run<int>([] { return BackgroundPriority::currentNiceness(); });
    QCOMPARE(niceness.result(), expected());
    QCOMPARE(BackgroundPriority::currentNiceness(), m_ours);
}

QTEST_GUILESS_MAIN(TestBackgroundPriority)
#include "tst_backgroundpriority.moc"
