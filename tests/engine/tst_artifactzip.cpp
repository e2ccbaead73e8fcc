// CI artifacts as data from elsewhere. ArtifactName reads call-test.yml's names
// (archs with a dash in them, a later attempt, a zip from GitHub's page) and no
// others. ArtifactZip reads a zip's reports in memory, never extracting it: a
// member named out of the archive refuses the whole artifact, a zip bomb (a
// report that inflates a thousand times) is refused as declared and as it
// inflates, a zip of too many members and bytes that are no zip are refused;
// other members are left alone. Zips are made by Python's zipfile, as GitHub's
// are ordinary deflated zips.
#include "ci/artifactname.h"
#include "ci/artifactzip.h"
#include "cihistory/recordedrun.h"
#include "cihistory/runreports.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

namespace {

// A zip at `path` made by `script` (Python; `z` is the open ZipFile).
bool makeZip(const QString& path, const QString& script)
{
    QProcess python;
    python.start(QStringLiteral(DTRIAGE_PYTHON),
                 {QStringLiteral("-c"), QStringLiteral("import sys, zipfile\n"
                                                       "z = zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED)\n")
                                            + script + QStringLiteral("\nz.close()\n"),
                  path});
    return python.waitForFinished(60000) && python.exitCode() == 0;
}

const QString kReport = QStringLiteral(
    "<testsuites><testsuite name=\"pytest\"><testcase classname=\"tests.runner.test_models\" "
    "name=\"test_all_models_torch[vit/pytorch-Tiny_Patch16-single_device-training]\" time=\"1.0\"/>"
    "</testsuite></testsuites>");

}  // namespace

class TestArtifactZip : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString zip(const QString& name, const QString& script)
    {
        const QString path = m_dir.filePath(name);
        if (!makeZip(path, script))
            qFatal("zipfile could not make %s", qPrintable(name));
        return path;
    }

private Q_SLOTS:
    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("attempt");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("arch");
        QTest::addColumn<QString>("mark");
        QTest::addColumn<qint64>("job");
        QTest::newRow("weekly") << QStringLiteral("test-reports-5f3a9c1e-1.7-p150-p150_and_training_and_weekly-61234567890")
                                << true << 1 << 7 << QStringLiteral("p150") << QStringLiteral("p150_and_training_and_weekly")
                                << qint64(61234567890);
        QTest::newRow("re-run, arch with a dash") << QStringLiteral("test-reports-ab12-2.0-n300-llmbox-push-42") << true << 2 << 0
                                                  << QStringLiteral("n300-llmbox") << QStringLiteral("push") << qint64(42);
        QTest::newRow("zip from GitHub's page") << QStringLiteral("test-reports-ab12-1.3-n150-nightly-9.zip") << true << 1 << 3
                                                << QStringLiteral("n150") << QStringLiteral("nightly") << qint64(9);
        QTest::newRow("runner that is no arch") << QStringLiteral("test-reports-ab12-1.0-tt-ubuntu-2204-large-stable-mark-5")
                                                << true << 1 << 0 << QString() << QStringLiteral("ubuntu-2204-large-stable-mark")
                                                << qint64(5);
        QTest::newRow("a log") << QStringLiteral("test-log-n150-mark-5") << false << 0 << 0 << QString() << QString() << qint64(0);
        QTest::newRow("no job id") << QStringLiteral("test-reports-ab12-1.0-n150-mark") << false << 0 << 0 << QString()
                                   << QString() << qint64(0);
        QTest::newRow("attempt 0") << QStringLiteral("test-reports-ab12-0.1-n150-mark-5") << false << 0 << 0 << QString()
                                   << QString() << qint64(0);
    }

    void names()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        const std::optional<ArtifactName> parsed = ArtifactName::parse(name);
        QCOMPARE(parsed.has_value(), valid);
        if (!valid)
            return;
        QFETCH(int, attempt);
        QFETCH(int, index);
        QFETCH(QString, arch);
        QFETCH(QString, mark);
        QFETCH(qint64, job);
        QCOMPARE(parsed->attempt, attempt);
        QCOMPARE(parsed->index, index);
        QCOMPARE(parsed->arch(), arch);
        QCOMPARE(parsed->mark, mark);
        QCOMPARE(parsed->jobId, job);
    }

    // A job's arch from its name as the caller workflow names it: only an arch the YAML knows.
    void jobNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("arch");
        QTest::newRow("weekly") << QStringLiteral("test_forge_models_training / test p150 and training (p150, run_forge_models_torch, 3)")
                                << QStringLiteral("p150");
        QTest::newRow("llmbox") << QStringLiteral("test / test push (n300-llmbox, run_forge_models_jax, 0)") << QStringLiteral("n300-llmbox");
        QTest::newRow("a build job") << QStringLiteral("build (ubuntu-22.04, release)") << QString();
        QTest::newRow("no parentheses") << QStringLiteral("fail-notify") << QString();
    }

    void jobNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, arch);
        QCOMPARE(RecordedRun::archOfJobName(name), arch);
    }

    void reportsAreReadInMemory()
    {
        const QString path = zip(QStringLiteral("ok.zip"), QStringLiteral("z.writestr('report_61234567890.xml', %1)\n"
                                                                          "z.writestr('pytest.log', 'not a report')")
                                                               .arg(QStringLiteral("'''") + kReport + QStringLiteral("'''")));
        const auto members = ArtifactZip::reports(path);
        QVERIFY2(members, qPrintable(members ? QString() : members.error().toString()));
        QCOMPARE(members->size(), 1);
        QCOMPARE(members->first().name, QStringLiteral("report_61234567890.xml"));
        QCOMPARE(QString::fromUtf8(*members->first().bytes), kReport);
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files).size(), 1);  // nothing extracted beside it
    }

    void aMemberOutOfTheArchiveRefusesIt_data()
    {
        QTest::addColumn<QString>("member");
        QTest::addColumn<bool>("refused");
        QTest::newRow("climbs") << QStringLiteral("../../outside/report_2.xml") << true;
        QTest::newRow("climbs from a folder") << QStringLiteral("a/../../report_2.xml") << true;
        QTest::newRow("rooted") << QStringLiteral("/tmp/report_2.xml") << true;
        QTest::newRow("a drive") << QStringLiteral("C:report_2.xml") << true;
        QTest::newRow("backslashes") << QStringLiteral("..\\\\report_2.xml") << true;
        QTest::newRow("a timestamp") << QStringLiteral("report_2026-11-28T09:10.xml") << false;
        QTest::newRow("dots in a name") << QStringLiteral("report_2..old.xml") << false;
    }

    void aMemberOutOfTheArchiveRefusesIt()
    {
        QFETCH(QString, member);
        QFETCH(bool, refused);
        const QString path = zip(QStringLiteral("traversal.zip"), QStringLiteral("z.writestr('report_1.xml', '<testsuites/>')\n"
                                                                                 "z.writestr(%1, 'x')").arg(QStringLiteral("'") + member + QStringLiteral("'")));
        const auto members = ArtifactZip::reports(path);
        QCOMPARE(!members, refused);
        if (refused)
            QVERIFY2(members.error().message.contains(QLatin1String("outside the archive")), qPrintable(members.error().toString()));
        else
            QCOMPARE(members->size(), 2);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("../outside"))));
    }

    // 64 MB of zeros deflate to ~64 KB: refused by its declared size and ratio; a
    // member whose header understates its size is stopped as it inflates.
    void aZipBombIsRefused()
    {
        const QString path = zip(QStringLiteral("bomb.zip"), QStringLiteral("z.writestr('report_1.xml', b'\\0' * (64 << 20))"));
        QVERIFY(QFileInfo(path).size() < (1 << 20));
        const auto members = ArtifactZip::reports(path);
        QVERIFY(members);
        QCOMPARE(members->size(), 1);
        QVERIFY(!members->first().bytes);
        QVERIFY2(members->first().bytes.error().message.contains(QLatin1String("zip bomb")),
                 qPrintable(members->first().bytes.error().toString()));
        // The same with the central directory's and the local header's sizes made small.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray bytes = file.readAll();
        const quint32 declared = quint32(64) << 20;
        const QByteArray size(reinterpret_cast<const char*>(&declared), 4);
        const QByteArray small("\x00\x10\x00\x00", 4);  // 4096
        QVERIFY(bytes.count(size) >= 2);
        bytes.replace(size, small);
        QVERIFY(file.seek(0) && file.write(bytes) == bytes.size());
        file.close();
        const auto lied = ArtifactZip::reports(path);
        QVERIFY(lied);
        QVERIFY(!lied->first().bytes);
        QVERIFY2(lied->first().bytes.error().message.contains(QLatin1String("zip bomb"))
                     || lied->first().bytes.error().message.contains(QLatin1String("inflate")),
                 qPrintable(lied->first().bytes.error().toString()));
    }

    void tooManyMembersOrNoZipAreRefused()
    {
        const QString many = zip(QStringLiteral("many.zip"), QStringLiteral("for i in range(10001): z.writestr('f%d' % i, '')"));
        QVERIFY(!ArtifactZip::reports(many));
        const QString garbage = m_dir.filePath(QStringLiteral("garbage.zip"));
        QFile file(garbage);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("PK\x03\x04 not really a zip") > 0);
        file.close();
        const auto read = ArtifactZip::reports(garbage);
        QVERIFY(!read);
        QVERIFY2(read.error().message.contains(QLatin1String("no zip archive")), qPrintable(read.error().toString()));
    }

    // A run folder of zips, as sync keeps it: the reports read, a refused artifact said.
    void aRunOfZipsReads()
    {
        QTemporaryDir run;
        const QString name = QStringLiteral("test-reports-ab12-1.0-n150-mark-61234567890");
        QVERIFY(makeZip(run.filePath(name + QStringLiteral(".zip")),
                        QStringLiteral("z.writestr('report_61234567890.xml', %1)").arg(QStringLiteral("'''") + kReport + QStringLiteral("'''"))));
        QVERIFY(makeZip(run.filePath(QStringLiteral("test-reports-ab12-1.1-n150-mark-61234567891.zip")),
                        QStringLiteral("z.writestr('../x/report_1.xml', 'x')")));
        const auto opened = RecordedRun::open(run.path());
        QVERIFY(opened);
        QCOMPARE(opened->reports.size(), 2);
        const QList<ReportReading> readings = RunReports::read({*opened});
        QCOMPARE(readings.size(), 2);
        QVERIFY(readings[0].isRead());
        QCOMPARE(readings[0].arch, QStringLiteral("n150"));
        QCOMPARE(readings[0].jobId, 61234567890);
        QCOMPARE(readings[0].cases.size(), 1);
        QCOMPARE(readings[0].cases.first().body, JUnitCase::Outcome::Passed);
        QVERIFY(!readings[1].isRead());
        QCOMPARE(readings[1].arch, QStringLiteral("n150"));  // its artifact's, said though unread
        QVERIFY(readings[1].error.contains(QLatin1String("outside the archive")));
    }
};

QTEST_GUILESS_MAIN(TestArtifactZip)
#include "tst_artifactzip.moc"
