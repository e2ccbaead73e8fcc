// SurveyProgress: the ETA counts only steps that ran, never says "about 0 s left"
// while anything is left, and gives no estimate when only the steps in flight are
// left (issue 45 §5: "about 0 s left" for minutes while the last steps ran).
#include "survey/surveyprogress.h"

#include <QTest>

using namespace dtriage;

class TestSurveyProgress : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void estimates()
    {
        SurveyProgress p;
        p.total = 10;
        p.jobs = 2;
        QCOMPARE(p.leftMs(), qint64(-1));  // nothing ran yet
        p.done = 4;
        p.reused = 4;
        QCOMPARE(p.leftMs(), qint64(-1));  // reused results cost nothing: no rate yet
        p.done = 6;
        p.elapsedMs = 4000;  // two steps ran in 4 s
        QCOMPARE(p.leftMs(), qint64(8000));
        QVERIFY(!p.finishing());
    }

    void neverZeroWhileSomethingIsLeft()
    {
        SurveyProgress p;
        p.total = 100;
        p.jobs = 1;
        p.done = 98;
        p.elapsedMs = 50;  // 98 fast steps
        QCOMPARE(p.leftMs(), qint64(1000));
    }

    void onlyTheStepsInFlightAreLeft()
    {
        SurveyProgress p;
        p.total = 10;
        p.jobs = 2;
        p.done = 8;
        p.elapsedMs = 8000;
        QVERIFY(p.finishing());
        QCOMPARE(p.left(), 2);
        QCOMPARE(p.leftMs(), qint64(-1));
        p.done = 10;
        QVERIFY(!p.finishing());
        QCOMPARE(p.leftMs(), qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestSurveyProgress)
#include "tst_surveyprogress.moc"
