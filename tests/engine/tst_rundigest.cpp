// RunDigest: what a run's reports said, kept and read back field for field (read in
// place, as QDataStream wrote it); a payload that does not read as one — cut at any
// byte, any byte changed, its checksum made to match — is no digest, never a crash.
#include "cihistory/rundigest.h"

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace dtriage;

namespace {

QList<ReportReading> readings()
{
    ReportReading one;
    one.source = QStringLiteral("test-reports-1.0-n150-mark-7/report_7.xml");
    one.arch = QStringLiteral("n150");
    one.attempt = 2;
    one.group = -1;
    one.jobId = 190900000032LL;
    one.brokeOff = QStringLiteral("the JUnit XML breaks off at line 3 — ünïcode");
    one.testcases = 4;
    ObservedCase failed{QStringLiteral("a/pytorch-A-single_device-training"), JUnitCase::Outcome::Failed,
                        QStringLiteral("RuntimeError: boom"), QStringLiteral("FAILED_RUNTIME"), {}, 0.9712, 0.99, 1, {}};
    ObservedCase skipped{QStringLiteral("b/pytorch-B-single_device-training"), JUnitCase::Outcome::Skipped, {}, {},
                         QStringLiteral("not supported"), qQNaN(), qQNaN(), -1,
                         QStringLiteral("torch/test_config_inference_single_device.yaml")};
    ObservedCase unknown{QStringLiteral("c/pytorch-C-single_device-training"), JUnitCase::Outcome::Unknown, {}, {},
                         QString(), -0.5, 1e300, 0, {}};
    one.cases = {failed, skipped, unknown, failed};
    ReportReading unread;
    unread.source = QStringLiteral("test-reports-1.1-p150-mark-8");
    unread.error = QStringLiteral("the artifact holds no report_*.xml");
    return {one, unread, ReportReading()};
}

bool sameNumber(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

void compare(const QList<ReportReading>& a, const QList<ReportReading>& b)
{
    QCOMPARE(a.size(), b.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].source, b[i].source);
        QCOMPARE(a[i].arch, b[i].arch);
        QCOMPARE(a[i].attempt, b[i].attempt);
        QCOMPARE(a[i].group, b[i].group);
        QCOMPARE(a[i].jobId, b[i].jobId);
        QCOMPARE(a[i].error, b[i].error);
        QCOMPARE(a[i].brokeOff, b[i].brokeOff);
        QCOMPARE(a[i].testcases, b[i].testcases);
        QCOMPARE(a[i].cases.size(), b[i].cases.size());
        for (qsizetype c = 0; c < a[i].cases.size(); ++c) {
            const ObservedCase &x = a[i].cases[c], &y = b[i].cases[c];
            QCOMPARE(x.key, y.key);
            QCOMPARE(x.body, y.body);
            QCOMPARE(x.error, y.error);
            QCOMPARE(x.stage, y.stage);
            QCOMPARE(x.note, y.note);
            QVERIFY(sameNumber(x.pcc, y.pcc));
            QVERIFY(sameNumber(x.pccThreshold, y.pccThreshold));
            QCOMPARE(x.pccCheck, y.pccCheck);
            QCOMPARE(x.unconfigured, y.unconfigured);
        }
    }
}

struct DigestFile {
    QByteArray magic, print, sum, payload;
    qint32 version = 0;
};

DigestFile parts(const QString& path)
{
    QFile file(path);
    DigestFile parts;
    if (!file.open(QIODevice::ReadOnly))
        return parts;
    QDataStream in(&file);
    in.setVersion(QDataStream::Qt_6_4);
    in >> parts.magic >> parts.version >> parts.print >> parts.sum >> parts.payload;
    return parts;
}

// The digest again, with `payload` and a checksum that matches it.
bool rewrite(const QString& path, const DigestFile& digest, const QByteArray& payload)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    QDataStream out(&file);
    out.setVersion(QDataStream::Qt_6_4);
    out << digest.magic << digest.version << digest.print << RunDigest::checksum(payload) << payload;
    return out.status() == QDataStream::Ok;
}

}  // namespace

class TestRunDigest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyFieldReadsBack();
    void aPayloadThatDoesNotReadIsNoDigest();
};

void TestRunDigest::everyFieldReadsBack()
{
    QTemporaryDir dir;
    RecordedRun run;
    run.folder = dir.filePath(QStringLiteral("run"));
    const RunDigest digest(dir.filePath(QStringLiteral("digests")));
    digest.save(run, readings());
    const std::optional<QList<ReportReading>> kept = digest.load(run);
    QVERIFY(kept);
    compare(*kept, readings());
    digest.save(run, {});
    QVERIFY(digest.load(run));
    QVERIFY(digest.load(run)->isEmpty());
}

void TestRunDigest::aPayloadThatDoesNotReadIsNoDigest()
{
    QTemporaryDir dir;
    RecordedRun run;
    run.folder = dir.filePath(QStringLiteral("run"));
    const RunDigest digest(dir.filePath(QStringLiteral("digests")));
    digest.save(run, readings());
    const QStringList files = QDir(dir.filePath(QStringLiteral("digests"))).entryList(QDir::Files);
    QCOMPARE(files.size(), 1);
    const QString path = dir.filePath(QStringLiteral("digests/") + files.first());
    const DigestFile whole = parts(path);
    QVERIFY(whole.payload.size() > 200);
    int cut = 0, changed = 0;
    for (qsizetype size = 0; size < whole.payload.size(); ++size) {
        QVERIFY(rewrite(path, whole, whole.payload.first(size)));
        QString damaged;
        QVERIFY2(!digest.load(run, &damaged), qPrintable(QString::number(size)));
        QCOMPARE(damaged, QStringLiteral("it does not read"));
        ++cut;
    }
    // Any byte changed: read as a digest (a number's byte) or as none, never a crash.
    for (qsizetype at = 0; at < whole.payload.size(); ++at) {
        QByteArray payload = whole.payload;
        payload[at] = char(payload[at] ^ 0xff);
        QVERIFY(rewrite(path, whole, payload));
        changed += !digest.load(run).has_value();
    }
    QVERIFY2(cut > 200 && changed > 0, qPrintable(QStringLiteral("%1 cuts, %2 changes not read").arg(cut).arg(changed)));
    QVERIFY(rewrite(path, whole, whole.payload));
    QVERIFY(digest.load(run));
}

QTEST_GUILESS_MAIN(TestRunDigest)
#include "tst_rundigest.moc"
