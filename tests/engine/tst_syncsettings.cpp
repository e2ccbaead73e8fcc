// SyncSettings (issue 49: one place for the sync's defaults and what the CI
// history remembers): a first sync asks CiSyncConfig's defaults, the one accepted
// is asked again, runs and checkouts that are gone are forgotten. QSettings goes
// to a scratch XDG_CONFIG_HOME.
#include "cihistory/syncsettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

class TestSyncSettings : public QObject {
    Q_OBJECT

    QTemporaryDir m_home;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("config"))));
        QCoreApplication::setOrganizationName(QStringLiteral("dtype-triage-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_syncsettings"));
    }

    void theFirstSyncAsksTheDefaults()
    {
        const CiSyncConfig defaults;
        QCOMPARE(defaults.workflow, QStringLiteral("schedule-weekly-training.yml"));
        const CiSyncConfig first = SyncSettings::lastSync({});
        QCOMPARE(first.workflow, defaults.workflow);
        QCOMPARE(first.last, defaults.last);
        QCOMPARE(first.branch, defaults.branch);
        QCOMPARE(first.repo, defaults.repo);
        QCOMPARE(SyncSettings::lastSync(QStringLiteral("me/fork")).repo, QStringLiteral("me/fork"));
    }

    void theSyncAcceptedIsAskedAgain()
    {
        CiSyncConfig mine;
        mine.workflow = QStringLiteral("schedule-nightly.yml");
        mine.last = 12;
        mine.branch = QStringLiteral("release");
        mine.repo = QStringLiteral("me/tt-xla");
        SyncSettings::rememberSync(mine);
        const CiSyncConfig again = SyncSettings::lastSync(QStringLiteral("other/repo"));
        QCOMPARE(again.workflow, mine.workflow);
        QCOMPARE(again.last, 12);
        QCOMPARE(again.branch, mine.branch);
        QCOMPARE(again.repo, mine.repo);
        QCOMPARE(SyncSettings::runsFolder(QStringLiteral("/fallback")), QStringLiteral("/fallback"));
        SyncSettings::rememberRunsFolder(m_home.path());
        QCOMPARE(SyncSettings::runsFolder(QStringLiteral("/fallback")), m_home.path());
    }

    void runsAndCheckoutsThatAreGoneAreForgotten()
    {
        const QDir home(m_home.path());
        QVERIFY(home.mkpath(QStringLiteral("co1")) && home.mkpath(QStringLiteral("co2")));
        QVERIFY(home.mkpath(QStringLiteral("runs/1")) && home.mkpath(QStringLiteral("runs/2")));
        const QString co1 = home.filePath(QStringLiteral("co1")), co2 = home.filePath(QStringLiteral("co2"));
        const QString run1 = home.filePath(QStringLiteral("runs/1")), run2 = home.filePath(QStringLiteral("runs/2"));
        SyncSettings::rememberRuns(co1, {run1, run2});
        SyncSettings::rememberRuns(co2, {run2});
        QCOMPARE(SyncSettings::lastRuns(co1), QStringList({run1, run2}));
        QCOMPARE(SyncSettings::lastRuns(co1 + QStringLiteral("/.")), QStringList({run1, run2}));  // the same checkout
        QVERIFY(QDir(run1).removeRecursively());
        QCOMPARE(SyncSettings::lastRuns(co1), QStringList({run2}));
        QVERIFY(QDir(co2).removeRecursively());
        SyncSettings::rememberRuns(co1, {run2});
        QVERIFY(QDir().mkpath(co2));  // made again: its runs were forgotten with it
        QVERIFY(SyncSettings::lastRuns(co2).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSyncSettings)
#include "tst_syncsettings.moc"
