// `verify --junit`, `verify --ci` and `triage --junit` (the built binary, the
// stand-in gh) on reports written by real pytest from the demo's runner, which
// records as tt-xla's runner does (tests/data/junit/README.md; make_runner_rows.py
// there writes them again). One table, one row per entry a tt-xla engineer verifies
// with --force-run --runxfail: a skip or xfail entry that passes, fails only PCC,
// fails in a TT stage, fails on the front end (another error, or still the family's),
// entries of each family (the old reason gates the family). The YAML must get what
// the run observed: never the old reason the runner copied for a NOT_SUPPORTED_SKIP
// entry, never the op-by-op test's outcome; nothing for a report without the entry's
// own test.
#include "appprocess.h"
#include "checkout/democheckout.h"
#include "demofiles.h"
#include "standingh.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

const QString kJUnit = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/");
const QString kSkipRows = QStringLiteral("runner_force_skip_rows.xml");
const QString kXfailRows = QStringLiteral("runner_force_xfail_rows.xml");
QString training(const char* head) { return QLatin1String(head) + QStringLiteral("-single_device-training"); }
const QString kResnet = training("resnet/pytorch-ResNet18");
const QString kMixer = training("mlp_mixer/pytorch-Mixer_Tiny");
const QString kNoMask = training("detr/pytorch-ResNet50_NoMask");
const QString kVit = training("vit/pytorch-Tiny_Patch16");
const QString kSpeecht5 = training("speecht5/pytorch-Tts");
const QString kDgcnn = QStringLiteral("dgcnn/pytorch-single_device-training");
const QStringList kKeys{kResnet, kMixer, kNoMask, kVit, kSpeecht5, kDgcnn};

const QString kSkip = QStringLiteral("NOT_SUPPORTED_SKIP");
const QString kXfail = QStringLiteral("KNOWN_FAILURE_XFAIL");
// The old reasons the runs saw (make_runner_rows.py): each gates its family.
const QString kDtypeOld = QStringLiteral("old reason: RuntimeError: mat1 and mat2 must have the same dtype");
const QString kUnpackOld = QStringLiteral("old reason: tt-forge-models doesn't implement unpack_forward_output for this model.");
const QString kInputsOld =
    QStringLiteral("old reason: ValueError: You have to specify either decoder_input_ids or decoder_inputs_embeds");

struct Before {
    QString key, status, reason;
};
// The entries each report's run saw changed; every other entry as the demo has it.
QList<Before> beforeOf(const QString& fixture)
{
    if (fixture == kSkipRows)
        return {{kMixer, kSkip, kUnpackOld}, {kResnet, kSkip, kDtypeOld}, {kDgcnn, kSkip, kInputsOld}};
    return {{kMixer, kXfail, kUnpackOld}, {kNoMask, kSkip, kDtypeOld}};
}

QString passing(const QString& rest = {}) { return QStringLiteral("    status: EXPECTED_PASSING\n") + rest; }
QString xfailed(const QString& stage, const QString& reason, const QString& markers = {})
{
    return QStringLiteral("    status: KNOWN_FAILURE_XFAIL\n    bringup_status: %1\n%2    reason: \"%3\"\n")
        .arg(stage, markers, reason);
}
const QString kPushNightly = QStringLiteral("    markers: [push, nightly]\n");
const QString kScatter = QStringLiteral("error: failed to legalize operation 'stablehlo.scatter'");
const QString kIndexError = QStringLiteral("IndexError: index 24 is out of bounds for dimension 0 with size 24");
const QString kFe = QStringLiteral("FAILED_FE_COMPILATION");

// The entry's block in the training YAML: its lines up to the next key or comment.
QString blockOf(const QString& yaml, const QString& key)
{
    const qsizetype start = yaml.indexOf(QStringLiteral("\n  %1:\n").arg(key));
    if (start < 0)
        return {};
    static const QRegularExpression nextKey(QStringLiteral("\n  (?:#|[^ #\n][^\n]*:\n)"));
    const QRegularExpressionMatch next = nextKey.match(yaml, start + 1);
    return yaml.mid(start + 1, (next.hasMatch() ? next.capturedStart() + 1 : yaml.size()) - start - 1);
}

QString bodyOf(const QString& yaml, const QString& key)
{
    const QString block = blockOf(yaml, key);
    return block.mid(block.indexOf(u'\n') + 1);
}

}  // namespace

class TestRunnerVerify : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;
    int m_copies = 0;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data-%1").arg(m_copies)));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_work.filePath(QStringLiteral("config")));
        return env;
    }
    // A demo copy whose YAML holds the entries as the report's run saw them.
    QString demo(const QString& fixture)
    {
        const auto copy = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("demo-%1").arg(++m_copies)),
                                               QStringLiteral(DTRIAGE_DEMO_DIR));
        if (!copy)
            return {};
        const QString path = *copy + u'/' + kTrainingYaml;
        QString yaml = QString::fromUtf8(readFile(path));
        for (const Before& before : beforeOf(fixture)) {
            const QString old = blockOf(yaml, before.key);
            if (old.isEmpty())
                return {};
            yaml.replace(old, QStringLiteral("  %1:\n    status: %2\n    bringup_status: FAILED_FE_COMPILATION\n"
                                             "    reason: \"%3\"\n")
                                  .arg(before.key, before.status, before.reason));
        }
        return writeFile(path, yaml.toUtf8()) ? *copy : QString();
    }
    QString yamlOf(const QString& checkout) const { return QString::fromUtf8(readFile(checkout + u'/' + kTrainingYaml)); }
    QString shippedBody(const QString& key) const
    {
        return bodyOf(QString::fromUtf8(readFile(QStringLiteral(DTRIAGE_DEMO_DIR) + u'/' + kTrainingYaml)), key);
    }

    // What a tt-xla engineer writes for each entry of `fixture`'s run, on branch B.
    QHash<QString, QString> expected(const QString& fixture) const
    {
        QHash<QString, QString> want{
            // fails only PCC (the skip or the xfail entry, unpack family): passes with the comparison off
            {kMixer, passing(QStringLiteral("    assert_pcc: false\n"))},
            // xfail entry passes (dtype family)
            {kVit, passing(kPushNightly)},
            // skip entry fails on the front end with the family's own error: the fix is taken back, branch A
            {kSpeecht5, xfailed(kFe, QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype, but got Float "
                                                     "and BFloat16"),
                                kPushNightly)},
        };
        if (fixture == kSkipRows) {
            want.insert(kResnet, passing());  // skip entry passes (dtype family)
            // xfail entry fails in a TT stage with the error its reason quotes: the reason (and its issue link) stays
            want.insert(kNoMask, shippedBody(kNoMask));
            // skip entry fails on the front end with another error (inputs family): that error, typed, verbatim
            want.insert(kDgcnn, xfailed(kFe, kIndexError));
        } else {
            want.insert(kResnet, shippedBody(kResnet));  // a passing entry passed: nothing to change
            // skip entry fails in a TT stage: the observed stage and error, not the copied FE reason
            want.insert(kNoMask, xfailed(QStringLiteral("FAILED_TTMLIR_COMPILATION"), kScatter));
            // xfail entry (no reason) fails on the front end
            want.insert(kDgcnn, xfailed(kFe, kIndexError));
        }
        return want;
    }

    void expectRows(const QString& fixture, const QString& checkout, const QByteArray& said)
    {
        const QString yaml = yamlOf(checkout);
        const qsizetype old = yaml.indexOf(QStringLiteral("old reason"));
        QVERIFY2(old < 0, qPrintable(yaml.mid(qMax<qsizetype>(0, old - 200), 300)));
        const QHash<QString, QString> want = expected(fixture);
        for (const QString& key : kKeys)
            QVERIFY2(bodyOf(yaml, key) == want.value(key),
                     qPrintable(QStringLiteral("%1:\n%2\nwanted:\n%3").arg(key, bodyOf(yaml, key), want.value(key))));
        // The entry still failing with its family's error is said in that family's words.
        QVERIFY2(said.contains("pytest still fails with the original bfloat16 error"), said.constData());
    }

    void addFixtures()
    {
        QTest::addColumn<QString>("fixture");
        QTest::newRow("skip rows") << kSkipRows;
        QTest::newRow("xfail rows") << kXfailRows;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_work.isValid()); }

    void verifyJUnit_data() { addFixtures(); }
    void verifyJUnit()
    {
        QFETCH(QString, fixture);
        const QString checkout = demo(fixture);
        QVERIFY(!checkout.isEmpty());
        const AppRun r = runApp(QStringList{QStringLiteral("verify")} + kKeys
                                    + QStringList{QStringLiteral("--checkout"), checkout, QStringLiteral("--branch"),
                                                  QStringLiteral("B"), QStringLiteral("--junit"), kJUnit + fixture,
                                                  QStringLiteral("--yes")},
                                environment());
        QVERIFY2(r.exitCode == 0, (r.err + r.out).constData());
        expectRows(fixture, checkout, r.out + r.err);
    }

    void verifyCi_data() { addFixtures(); }
    void verifyCi()
    {
        QFETCH(QString, fixture);
        const QString checkout = demo(fixture);
        QVERIFY(!checkout.isEmpty());
        StandInGh gh(m_work.filePath(QStringLiteral("gh-%1").arg(m_copies)));
        gh.play(StandInGh::goodScenario(QStringLiteral("failure")), {kJUnit + fixture});
        const AppRun r = runApp(QStringList{QStringLiteral("verify")} + kKeys
                                    + QStringList{QStringLiteral("--checkout"), checkout, QStringLiteral("--branch"),
                                                  QStringLiteral("B"), QStringLiteral("--ci-run"), QStringLiteral("4242"),
                                                  QStringLiteral("--yes"), QStringLiteral("--poll-interval"),
                                                  QStringLiteral("0.05")},
                                environment());
        QVERIFY2(r.exitCode == 0, (r.err + r.out).constData());
        expectRows(fixture, checkout, r.out + r.err);
    }

    // A whole triage of speecht5 (NOT_SUPPORTED_SKIP, its old reason the bfloat16
    // error the runner copies into error_message): the CPU repro, the fix, then
    // pytest's word from a report of the fixed loader.
    void triageJUnit_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("body");
        QTest::newRow("fails in a TT stage")
            << QStringLiteral("runner_after_speecht5_fix.xml")
            << xfailed(QStringLiteral("FAILED_TTMLIR_COMPILATION"),
                       QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique"), kPushNightly);
        QTest::newRow("passes") << QStringLiteral("runner_after_speecht5_fix_passes.xml") << passing(kPushNightly);
    }
    void triageJUnit()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, body);
        const QString checkout = demo(fixture);
        QVERIFY(!checkout.isEmpty());
        const AppRun r = runApp({QStringLiteral("triage"), kSpeecht5, QStringLiteral("--checkout"), checkout,
                                 QStringLiteral("--yes"), QStringLiteral("--junit"), kJUnit + fixture},
                                environment());
        QVERIFY2(r.exitCode == 0, (r.err + r.out).right(3000).constData());
        QCOMPARE(bodyOf(yamlOf(checkout), kSpeecht5), body);
        QVERIFY(!(r.err + r.out).contains("original bfloat16 error"));
    }

    // Only test_all_models_op_by_op[<key>] in the report: no outcome, nothing written.
    void onlyTheOpByOpTestWritesNothing()
    {
        const QString checkout = demo(kSkipRows);
        QString xml = QString::fromUtf8(readFile(kJUnit + kSkipRows));
        static const QRegularExpression torchCase(
            QStringLiteral("<testcase [^>]*name=\"test_all_models_torch\\[[^\"]*\"[^>]*(?:/>|>.*?</testcase>)"),
            QRegularExpression::DotMatchesEverythingOption);
        xml.remove(torchCase);
        const QString opByOp = m_work.filePath(QStringLiteral("op_by_op_only.xml"));
        QVERIFY(writeFile(opByOp, xml.toUtf8()));
        const QString before = yamlOf(checkout);
        const AppRun r = runApp({QStringLiteral("verify"), kResnet, QStringLiteral("--checkout"), checkout,
                                 QStringLiteral("--branch"), QStringLiteral("B"), QStringLiteral("--junit"), opByOp,
                                 QStringLiteral("--yes")},
                                environment());
        QVERIFY2(r.exitCode != 0, (r.err + r.out).constData());
        QVERIFY2((r.err + r.out).contains("only test_all_models_op_by_op[" + kResnet.toUtf8() + "]"), (r.err + r.out).constData());
        QCOMPARE(yamlOf(checkout), before);
    }
};

QTEST_GUILESS_MAIN(TestRunnerVerify)
#include "tst_runnerverify.moc"
