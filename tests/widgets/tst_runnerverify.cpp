// `verify --junit` and `verify --ci` (the built binary, the stand-in gh) on reports
// written as tt-xla's runner writes them (tests/data/junit/runner_force_*_rows.xml,
// README there): the YAML gets what the run observed -- EXPECTED_PASSING for a pass,
// assert_pcc: false where only PCC failed, the observed error verbatim and its stage
// -- never the old reason the runner copied for a NOT_SUPPORTED_SKIP entry, never
// the op-by-op test's outcome; a report with only the op-by-op test writes nothing.
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

const QString kRows = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/runner_force_skip_rows.xml");
const QString kResnet = QStringLiteral("resnet/pytorch-ResNet18-single_device-training");
const QString kMixer = QStringLiteral("mlp_mixer/pytorch-Mixer_Tiny-single_device-training");
const QString kNoMask = QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-training");
const QString kDgcnn = QStringLiteral("dgcnn/pytorch-single_device-training");

// The entry's block in the training YAML: its lines up to the next key.
QString blockOf(const QString& yaml, const QString& key)
{
    const qsizetype start = yaml.indexOf(QStringLiteral("\n  %1:\n").arg(key));
    if (start < 0)
        return {};
    static const QRegularExpression nextKey(QStringLiteral("\n  [^ #\n][^\n]*:\n"));
    const QRegularExpressionMatch next = nextKey.match(yaml, start + 1);
    return yaml.mid(start + 1, (next.hasMatch() ? next.capturedStart() : yaml.size()) - start - 1);
}

// The entry as the report's run saw it (README: the YAML before the run).
void setBlock(QString& yaml, const QString& key, const QString& body)
{
    const QString old = blockOf(yaml, key);
    QVERIFY2(!old.isEmpty(), qPrintable(key));
    yaml.replace(old, QStringLiteral("  %1:\n%2").arg(key, body));
}

}  // namespace

class TestRunnerVerify : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;
    int m_copies = 0;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_work.filePath(QStringLiteral("config")));
        return env;
    }
    // A demo copy whose YAML holds the entries as the report's run saw them.
    QString demo()
    {
        const auto copy = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("demo-%1").arg(++m_copies)),
                                               QStringLiteral(DTRIAGE_DEMO_DIR));
        if (!copy)
            return {};
        const QString path = *copy + u'/' + kTrainingYaml;
        QString yaml = QString::fromUtf8(readFile(path));
        setBlock(yaml, kMixer, QStringLiteral("    status: NOT_SUPPORTED_SKIP\n    bringup_status: FAILED_FE_COMPILATION\n"
                                              "    reason: \"old reason: tt-forge-models doesn't implement "
                                              "unpack_forward_output for this model.\"\n"));
        setBlock(yaml, kResnet, QStringLiteral("    status: NOT_SUPPORTED_SKIP\n    bringup_status: FAILED_FE_COMPILATION\n"
                                               "    reason: \"old reason: RuntimeError: mat1 and mat2 must have the same dtype\"\n"));
        return writeFile(path, yaml.toUtf8()) ? *copy : QString();
    }
    QString yamlOf(const QString& checkout) const { return QString::fromUtf8(readFile(checkout + u'/' + kTrainingYaml)); }

    void expectObserved(const QString& yaml)
    {
        const qsizetype old = yaml.indexOf(QStringLiteral("old reason"));
        QVERIFY2(old < 0, qPrintable(yaml.mid(qMax<qsizetype>(0, old - 200), 300)));
        const QString resnet = blockOf(yaml, kResnet);
        QCOMPARE(resnet, QStringLiteral("  %1:\n    status: EXPECTED_PASSING\n").arg(kResnet));
        const QString mixer = blockOf(yaml, kMixer);
        QVERIFY2(mixer.contains(QStringLiteral("status: EXPECTED_PASSING")) && mixer.contains(QStringLiteral("assert_pcc: false"))
                     && !mixer.contains(QStringLiteral("reason")),
                 qPrintable(mixer));
        const QString noMask = blockOf(yaml, kNoMask);
        QVERIFY2(noMask.contains(QStringLiteral("bringup_status: FAILED_TTMLIR_COMPILATION"))
                     && noMask.contains(QStringLiteral("reason: \"error: failed to legalize operation 'stablehlo.scatter'\"")),
                 qPrintable(noMask));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_work.isValid()); }

    void verifyJUnitWritesWhatTheRunObserved()
    {
        const QString checkout = demo();
        QVERIFY(!checkout.isEmpty());
        const AppRun r = runApp({QStringLiteral("verify"), kResnet, kMixer, kNoMask, kDgcnn, QStringLiteral("--checkout"),
                                 checkout, QStringLiteral("--branch"), QStringLiteral("B"), QStringLiteral("--junit"), kRows,
                                 QStringLiteral("--yes")},
                                environment());
        QVERIFY2(r.exitCode == 0, (r.err + r.out).constData());
        expectObserved(yamlOf(checkout));
    }

    void verifyCiWritesWhatTheRunObserved()
    {
        const QString checkout = demo();
        QVERIFY(!checkout.isEmpty());
        StandInGh gh(m_work.filePath(QStringLiteral("gh")));
        gh.play(StandInGh::goodScenario(QStringLiteral("failure")), {kRows});
        const AppRun r = runApp({QStringLiteral("verify"), kResnet, kMixer, kNoMask, QStringLiteral("--checkout"), checkout,
                                 QStringLiteral("--branch"), QStringLiteral("B"), QStringLiteral("--ci-run"), QStringLiteral("4242"),
                                 QStringLiteral("--yes"), QStringLiteral("--poll-interval"), QStringLiteral("0.05")},
                                environment());
        QVERIFY2(r.exitCode == 0, (r.err + r.out).constData());
        expectObserved(yamlOf(checkout));
    }

    // Only test_all_models_op_by_op[<key>] in the report: no outcome, nothing written.
    void onlyTheOpByOpTestWritesNothing()
    {
        const QString checkout = demo();
        QString xml = QString::fromUtf8(readFile(kRows));
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
