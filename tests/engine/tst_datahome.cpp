// DataHome: one identity and one data folder for the window and the command line,
// and what older builds left elsewhere (the verbs' session records, their
// settings in "Unknown Organization") moved there without losing a byte.
#include "home/datahome.h"
#include "run/sessionfolder.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestDataHome : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_home;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        // Before the first QSettings or QStandardPaths call: they read these.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("share"))));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("config"))));
        DataHome::useAppIdentity();
    }

    void oneIdentity()
    {
        QCOMPARE(QCoreApplication::organizationName(), QStringLiteral("dtype-triage"));
        QCOMPARE(QCoreApplication::applicationName(), QStringLiteral("dtype-triage"));
        QCOMPARE(DataHome::dataDir(), m_home.filePath(QStringLiteral("share/dtype-triage/dtype-triage")));
        QCOMPARE(DataHome::sessionsDir(), DataHome::dataDir() + QStringLiteral("/sessions"));
        QCOMPARE(SessionFolder::defaultRoot(), DataHome::sessionsDir());
        QCOMPARE(DataHome::legacySessionsDir(), m_home.filePath(QStringLiteral("share/dtype-triage/sessions")));
        QCOMPARE(QSettings().fileName(), m_home.filePath(QStringLiteral("config/dtype-triage/dtype-triage.conf")));
    }

    void nothingToAdopt()
    {
        const DataHome::Adopted adopted = DataHome::adoptLegacyData();
        QVERIFY(adopted.isEmpty());
        QVERIFY(adopted.summary().isEmpty());
    }

    // The old verbs' session folders move in; a name already taken gets a suffix;
    // the paths a record kept into its own folder follow it.
    void legacyRecordsMoveIn()
    {
        const QString legacy = DataHome::legacySessionsDir();
        const QString old = legacy + QStringLiteral("/20260512-100000");
        const QByteArray record = "{\"key\": \"k\", \"junit\": {\"source\": \"" + QFile::encodeName(old)
                                + "/pytest-1.xml\", \"imported\": false}}";
        QVERIFY(writeFile(old + QStringLiteral("/record.json"), record));
        QVERIFY(writeFile(old + QStringLiteral("/pytest-1.xml"), "<testsuites/>"));
        QVERIFY(writeFile(legacy + QStringLiteral("/20260512-110000/record.json"), "{}"));
        // The window already has a session of that name.
        QVERIFY(writeFile(DataHome::sessionsDir() + QStringLiteral("/20260512-100000/record.json"), "{\"mine\": 1}"));

        const DataHome::Adopted adopted = DataHome::adoptLegacyData();
        QVERIFY2(adopted.problems.isEmpty(), qPrintable(adopted.problems.join(u'\n')));
        QCOMPARE(adopted.movedRecords.size(), 2);
        const QString moved = DataHome::sessionsDir() + QStringLiteral("/20260512-100000-2");
        QVERIFY(adopted.movedRecords.contains(moved));
        QCOMPARE(readFile(moved + QStringLiteral("/pytest-1.xml")), QByteArray("<testsuites/>"));
        const QByteArray rewritten = readFile(moved + QStringLiteral("/record.json"));
        QVERIFY2(rewritten.contains(QFile::encodeName(moved) + "/pytest-1.xml"), rewritten.constData());
        QVERIFY(!rewritten.contains(QFile::encodeName(old)));
        QCOMPARE(readFile(DataHome::sessionsDir() + QStringLiteral("/20260512-100000/record.json")),
                 QByteArray("{\"mine\": 1}"));
        QCOMPARE(readFile(DataHome::sessionsDir() + QStringLiteral("/20260512-110000/record.json")), QByteArray("{}"));
        QVERIFY(!QFileInfo::exists(legacy));
        QCOMPARE(adopted.summary().size(), 1);
        QVERIFY(adopted.summary().constFirst().contains(QLatin1String("2 session record")));
        QVERIFY(DataHome::adoptLegacyData().isEmpty());  // done once
    }

    // The verbs' settings (no organization: "Unknown Organization") merge in; a
    // setting the window has already wins; the old file goes.
    void legacySettingsMergeIn()
    {
        QString oldFile;
        {
            QSettings old(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("Unknown Organization"),
                          QStringLiteral("dtype-triage"));
            old.setValue(QStringLiteral("interpreter"), QStringLiteral("/opt/venv/bin/python"));
            old.setValue(QStringLiteral("theme"), QStringLiteral("dark"));
            old.sync();
            oldFile = old.fileName();
        }
        QVERIFY(QFileInfo::exists(oldFile));
        QSettings().setValue(QStringLiteral("theme"), QStringLiteral("light"));

        const DataHome::Adopted adopted = DataHome::adoptLegacyData();
        QCOMPARE(adopted.settingsKeys, QStringList{QStringLiteral("interpreter")});
        QSettings current;
        QCOMPARE(current.value(QStringLiteral("interpreter")).toString(), QStringLiteral("/opt/venv/bin/python"));
        QCOMPARE(current.value(QStringLiteral("theme")).toString(), QStringLiteral("light"));
        QVERIFY(!QFileInfo::exists(oldFile));
    }
};

QTEST_GUILESS_MAIN(TestDataHome)
#include "tst_datahome.moc"
