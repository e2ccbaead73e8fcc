// DtypeSignature and DtypeFlavor: the gate on YAML reasons (docs/triage.md §2 step 2), the repro
// error catalogue including torch 1.13 wordings, canonical reasons, the signature lines of logs,
// and every BFloat16 reason of the real tt-xla configs.
#include "families/dtype/gate/dtypeflavor.h"
#include "families/dtype/gate/dtypesignature.h"
#include "yamlplan/reasontext.h"
#include "realconfigs.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace dtriage;

Q_DECLARE_METATYPE(dtriage::DtypeFlavor)

namespace {

const QString kGatePrefix =
    QStringLiteral("this workbench handles bfloat16 dtype failures only; the reason here is: ");

const QString kIndexPut = QStringLiteral(
    "RuntimeError: Index put requires the source and destination dtypes match, got Float for "
    "the destination and BFloat16 for the source.");

// A YAML double-quoted scalar's content, for the simple one-line reasons of the configs.
QString unquoted(QString value)
{
    value = value.trimmed();
    if (value.size() >= 2 && value.startsWith(u'"') && value.endsWith(u'"')) {
        value = value.mid(1, value.size() - 2);
        value.replace(QStringLiteral("\\\""), QStringLiteral("\""));
        value.replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
    } else if (value.size() >= 2 && value.startsWith(u'\'') && value.endsWith(u'\'')) {
        value = value.mid(1, value.size() - 2).replace(QStringLiteral("''"), QStringLiteral("'"));
    }
    return value;
}

// Every `reason:` value of one config file, by a line grep (comments skipped).
QStringList reasonsIn(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    static const QRegularExpression reasonLine(QStringLiteral(R"(^\s+reason:\s*(.*)$)"));
    QStringList reasons;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).chopped(1);
        const QRegularExpressionMatch m = reasonLine.match(line);
        if (m.hasMatch())
            reasons.append(unquoted(m.captured(1)));
    }
    return reasons;
}

// The flavor by the skill's own keyword rule, independent of our regexes.
DtypeFlavor skillFlavor(const QString& reason)
{
    if (reason.contains(QStringLiteral("ScalarType BFloat16")))
        return DtypeFlavor::NumpyConversion;
    if (reason.contains(QStringLiteral("not implemented for"))
        || reason.contains(QStringLiteral("Unsupported dtype")))
        return DtypeFlavor::OpNotImplemented;
    return DtypeFlavor::CrossDtype;
}

}  // namespace

class TestSignatures : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void flavorNames_data();
    void flavorNames();
    void flavorFromUnknownName();

    void gateAccepts_data();
    void gateAccepts();
    void gateRejects_data();
    void gateRejects();

    void classify_data();
    void classify();
    void classifyMultiLine();
    void classifyHugeLine();

    void canonicalReason_data();
    void canonicalReason();



    void realTrainingReasons();
    void realReasonsWithoutBFloat16AreRejected();
};

void TestSignatures::flavorNames_data()
{
    QTest::addColumn<DtypeFlavor>("flavor");
    QTest::addColumn<QString>("name");
    QTest::newRow("cross") << DtypeFlavor::CrossDtype << QStringLiteral("cross_dtype");
    QTest::newRow("op") << DtypeFlavor::OpNotImplemented << QStringLiteral("op_not_implemented");
    QTest::newRow("numpy") << DtypeFlavor::NumpyConversion << QStringLiteral("numpy_conversion");
    QTest::newRow("none") << DtypeFlavor::None << QStringLiteral("none");
    QTest::newRow("unknown") << DtypeFlavor::Unknown << QStringLiteral("unknown");
}

void TestSignatures::flavorNames()
{
    QFETCH(DtypeFlavor, flavor);
    QFETCH(QString, name);
    QCOMPARE(flavorName(flavor), name);
    QCOMPARE(flavorFromName(name), flavor);
    QCOMPARE(flavorFromName(QStringLiteral("  ") + name.toUpper() + QStringLiteral("\n")), flavor);
    QVERIFY(!flavorDescription(flavor).isEmpty());
}

void TestSignatures::flavorFromUnknownName()
{
    QCOMPARE(flavorFromName(u""), DtypeFlavor::None);
    QCOMPARE(flavorFromName(u"cross-dtype"), DtypeFlavor::Unknown);
    QCOMPARE(flavorFromName(u"fp16_overflow"), DtypeFlavor::Unknown);
    QVERIFY(flavorAllowsLoaderFix(DtypeFlavor::CrossDtype));
    QVERIFY(flavorAllowsLoaderFix(DtypeFlavor::NumpyConversion));
    QVERIFY(!flavorAllowsLoaderFix(DtypeFlavor::OpNotImplemented));
    QVERIFY(!flavorAllowsLoaderFix(DtypeFlavor::None));
}

void TestSignatures::gateAccepts_data()
{
    QTest::addColumn<QString>("reason");
    QTest::addColumn<DtypeFlavor>("flavor");
    QTest::newRow("mat1 Float, BFloat16") << QStringLiteral(
        "RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16")
                                          << DtypeFlavor::CrossDtype;
    QTest::newRow("mat1 BFloat16, Float (inference yaml)") << QStringLiteral(
        "RuntimeError: mat1 and mat2 must have the same dtype, but got BFloat16 and Float")
                                                           << DtypeFlavor::CrossDtype;
    QTest::newRow("index put") << kIndexPut << DtypeFlavor::CrossDtype;
    QTest::newRow("expected scalar type")
        << QStringLiteral("RuntimeError: expected scalar type Float but found BFloat16")
        << DtypeFlavor::CrossDtype;
    QTest::newRow("expected scalar type reversed")
        << QStringLiteral("RuntimeError: expected scalar type BFloat16 but found Float")
        << DtypeFlavor::CrossDtype;
    QTest::newRow("expected ... got shape") << QStringLiteral(
        "RuntimeError: expected m1 and m2 to have the same dtype, but got: float != c10::BFloat16")
                                            << DtypeFlavor::CrossDtype;
    QTest::newRow("expected both ... found") << QStringLiteral(
        "RuntimeError: expected both vectors to have same dtype, but found Float and BFloat16")
                                             << DtypeFlavor::CrossDtype;
    QTest::newRow("conv bias 1.13") << QStringLiteral(
        "RuntimeError: Input type (float) and bias type (c10::BFloat16) should be the same")
                                    << DtypeFlavor::CrossDtype;
    QTest::newRow("op 2.x single quotes")
        << QStringLiteral("RuntimeError: 'deformable_im2col' not implemented for 'BFloat16'")
        << DtypeFlavor::OpNotImplemented;
    QTest::newRow("op 1.13 double quotes")
        << QStringLiteral("RuntimeError: \"cdist\" not implemented for 'BFloat16'")
        << DtypeFlavor::OpNotImplemented;
    QTest::newRow("op unquoted") << QStringLiteral(
        "RuntimeError: grid_sampler_2d_cpu not implemented for BFloat16")
                                 << DtypeFlavor::OpNotImplemented;
    QTest::newRow("fft") << QStringLiteral("RuntimeError: Unsupported dtype BFloat16")
                         << DtypeFlavor::OpNotImplemented;
    QTest::newRow("numpy") << QStringLiteral("TypeError: Got unsupported ScalarType BFloat16")
                           << DtypeFlavor::NumpyConversion;
    QTest::newRow("with issue link")
        << QStringLiteral("RuntimeError: 'ctc_loss_cpu' not implemented for 'BFloat16' - "
                          "https://github.com/tenstorrent/tt-xla/issues/1")
        << DtypeFlavor::OpNotImplemented;
}

void TestSignatures::gateAccepts()
{
    QFETCH(QString, reason);
    QFETCH(DtypeFlavor, flavor);
    const Result<DtypeFlavor> result = DtypeSignature::gate(reason);
    QVERIFY2(result.has_value(), qPrintable(result ? QString() : result.error().message));
    QCOMPARE(*result, flavor);
}

void TestSignatures::gateRejects_data()
{
    QTest::addColumn<QString>("reason");
    QTest::newRow("shape mismatch") << QStringLiteral("RuntimeError: shape mismatch");
    QTest::newRow("ValueError naming BFloat16")
        << QStringLiteral("ValueError: BFloat16 weights are not supported by this model");
    QTest::newRow("ValueError Unsupported BFloat16 value")
        << QStringLiteral("ValueError: Unsupported value for BFloat16 conversion");
    QTest::newRow("1.13 mat1 without BFloat16")
        << QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype");
    QTest::newRow("Half mismatch") << QStringLiteral(
        "RuntimeError: mat1 and mat2 must have the same dtype, but got Float and Half");
    QTest::newRow("PCC") << QStringLiteral(
        "AssertionError: PCC comparison failed. Calculated: pcc=0.97. Required: pcc=0.99.");
    QTest::newRow("error code 13") << QStringLiteral("ValueError: Error code: 13");
    QTest::newRow("ttir") << QStringLiteral(
        "error: 'ttir.sum' op Reduce dimensions are not unique");
    QTest::newRow("lower-case bfloat16 only")
        << QStringLiteral("RuntimeError: expected scalar type Float but found bfloat16");
    QTest::newRow("empty") << QString();
}

void TestSignatures::gateRejects()
{
    QFETCH(QString, reason);
    const Result<DtypeFlavor> result = DtypeSignature::gate(reason);
    QVERIFY(!result.has_value());
    QVERIFY2(result.error().message.startsWith(kGatePrefix), qPrintable(result.error().message));
    if (!reason.isEmpty())
        QCOMPARE(result.error().message, kGatePrefix + reason);
}

void TestSignatures::classify_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("message");
    QTest::addColumn<DtypeFlavor>("flavor");
    QTest::addColumn<QString>("op");
    const QString rt = QStringLiteral("RuntimeError");
    // torch 1.13 wordings measured on Debian's python3-torch
    QTest::newRow("1.13 linear, no BFloat16")
        << rt << QStringLiteral("mat1 and mat2 must have the same dtype") << DtypeFlavor::CrossDtype
        << QString();
    QTest::newRow("1.13 conv bias")
        << rt
        << QStringLiteral("Input type (float) and bias type (c10::BFloat16) should be the same")
        << DtypeFlavor::CrossDtype << QString();
    QTest::newRow("1.13 conv weight")
        << rt
        << QStringLiteral("Input type (float) and weight type (c10::BFloat16) should be the same")
        << DtypeFlavor::CrossDtype << QString();
    QTest::newRow("1.13 matmul/layernorm")
        << rt << QStringLiteral("expected scalar type Float but found BFloat16")
        << DtypeFlavor::CrossDtype << QString();
    QTest::newRow("index put") << rt << kIndexPut.mid(14) << DtypeFlavor::CrossDtype << QString();
    QTest::newRow("2.x mat1")
        << rt
        << QStringLiteral("mat1 and mat2 must have the same dtype, but got Float and BFloat16")
        << DtypeFlavor::CrossDtype << QString();
    QTest::newRow("2.x self and mat2")
        << rt
        << QStringLiteral("self and mat2 must have the same dtype, but got Float and BFloat16")
        << DtypeFlavor::CrossDtype << QString();
    QTest::newRow("1.13 cdist") << rt << QStringLiteral("\"cdist\" not implemented for 'BFloat16'")
                                << DtypeFlavor::OpNotImplemented << QStringLiteral("cdist");
    QTest::newRow("1.13 ctc_loss")
        << rt << QStringLiteral("\"ctc_loss_cpu\" not implemented for 'BFloat16'")
        << DtypeFlavor::OpNotImplemented << QStringLiteral("ctc_loss_cpu");
    QTest::newRow("2.x deformable_im2col")
        << rt << QStringLiteral("'deformable_im2col' not implemented for 'BFloat16'")
        << DtypeFlavor::OpNotImplemented << QStringLiteral("deformable_im2col");
    QTest::newRow("2.x NotImplementedError")
        << QStringLiteral("NotImplementedError")
        << QStringLiteral("\"addmm_impl_cpu_\" not implemented for 'BFloat16'")
        << DtypeFlavor::OpNotImplemented << QStringLiteral("addmm_impl_cpu_");
    QTest::newRow("grid_sampler unquoted")
        << rt << QStringLiteral("grid_sampler_2d_cpu not implemented for BFloat16")
        << DtypeFlavor::OpNotImplemented << QStringLiteral("grid_sampler_2d_cpu");
    QTest::newRow("fft") << rt << QStringLiteral("Unsupported dtype BFloat16")
                         << DtypeFlavor::OpNotImplemented << QString();
    QTest::newRow("numpy") << QStringLiteral("TypeError")
                           << QStringLiteral("Got unsupported ScalarType BFloat16")
                           << DtypeFlavor::NumpyConversion << QString();
    QTest::newRow("type in message only")
        << QString() << QStringLiteral("RuntimeError: \"cdist\" not implemented for 'BFloat16'")
        << DtypeFlavor::OpNotImplemented << QStringLiteral("cdist");
    // not ours
    QTest::newRow("view shape") << rt
                                << QStringLiteral("shape '[1, 2]' is invalid for input of size 3")
                                << DtypeFlavor::None << QString();
    QTest::newRow("Half mat1")
        << rt << QStringLiteral("mat1 and mat2 must have the same dtype, but got Float and Half")
        << DtypeFlavor::None << QString();
    QTest::newRow("Half scalar type")
        << rt << QStringLiteral("expected scalar type Float but found Half") << DtypeFlavor::None
        << QString();
    QTest::newRow("device mismatch conv")
        << rt
        << QStringLiteral("Input type (torch.cuda.FloatTensor) and weight type (torch.FloatTensor) "
                          "should be the same")
        << DtypeFlavor::None << QString();
    QTest::newRow("Half index put")
        << rt
        << QStringLiteral("Index put requires the source and destination dtypes match, got Float "
                          "for the destination and Half for the source.")
        << DtypeFlavor::None << QString();
    QTest::newRow("Half not implemented")
        << rt << QStringLiteral("\"addmm_impl_cpu_\" not implemented for 'Half'") << DtypeFlavor::None
        << QString();
    QTest::newRow("ValueError naming BFloat16")
        << QStringLiteral("ValueError") << QStringLiteral("BFloat16 is not supported here")
        << DtypeFlavor::None << QString();
    QTest::newRow("empty") << QString() << QString() << DtypeFlavor::None << QString();
}

void TestSignatures::classify()
{
    QFETCH(QString, type);
    QFETCH(QString, message);
    QFETCH(DtypeFlavor, flavor);
    QFETCH(QString, op);
    const DtypeSignature::Match match = DtypeSignature::classify(type, message);
    QCOMPARE(match.flavor, flavor);
    QCOMPARE(match.op, op);
    QCOMPARE(match.isMatch(), flavor != DtypeFlavor::None);
    QCOMPARE(match.namesBFloat16, message.contains(QStringLiteral("BFloat16")));
}

void TestSignatures::classifyMultiLine()
{
    const QString text = QStringLiteral("Traceback (most recent call last):\n"
                                        "  File \"/tmp/x.py\", line 3, in <module>\n"
                                        "    out = model(**inputs)\n"
                                        "RuntimeError: mat1 and mat2 must have the same dtype\n");
    const DtypeSignature::Match match = DtypeSignature::classify(text);
    QCOMPARE(match.flavor, DtypeFlavor::CrossDtype);
    QCOMPARE(match.line, QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype"));
    QVERIFY(!match.namesBFloat16);
}

// A dumped tensor can put megabytes on one line; matching must stay linear.
void TestSignatures::classifyHugeLine()
{
    const QString huge = QStringLiteral("expected scalar type ") + QString(4'000'000, u'x')
        + QStringLiteral(" dtype found BFloat16");
    const QString log =
        huge + QStringLiteral("\nRuntimeError: expected scalar type Float but found BFloat16\n");
    QElapsedTimer timer;
    timer.start();
    const DtypeSignature::Match match = DtypeSignature::classify(log);
    QCOMPARE(match.flavor, DtypeFlavor::CrossDtype);
    QCOMPARE(match.line,
             QStringLiteral("RuntimeError: expected scalar type Float but found BFloat16"));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
}

void TestSignatures::canonicalReason_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("reason");
    const QString rt = QStringLiteral("RuntimeError");
    const QString mat1 = QStringLiteral(
        "RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16");
    QTest::newRow("1.13 cdist -> single quotes")
        << rt << QStringLiteral("\"cdist\" not implemented for 'BFloat16'")
        << QStringLiteral("RuntimeError: 'cdist' not implemented for 'BFloat16'");
    QTest::newRow("1.13 ctc_loss -> single quotes")
        << rt << QStringLiteral("\"ctc_loss_cpu\" not implemented for 'BFloat16'")
        << QStringLiteral("RuntimeError: 'ctc_loss_cpu' not implemented for 'BFloat16'");
    QTest::newRow("2.x op verbatim")
        << rt << QStringLiteral("'deformable_im2col' not implemented for 'BFloat16'")
        << QStringLiteral("RuntimeError: 'deformable_im2col' not implemented for 'BFloat16'");
    QTest::newRow("1.13 bare mat1 -> 2.x canonical")
        << rt << QStringLiteral("mat1 and mat2 must have the same dtype") << mat1;
    QTest::newRow("2.x mat1 verbatim") << rt << mat1.mid(14) << mat1;
    QTest::newRow("reversed order kept verbatim")
        << rt
        << QStringLiteral("mat1 and mat2 must have the same dtype, but got BFloat16 and Float")
        << QStringLiteral(
               "RuntimeError: mat1 and mat2 must have the same dtype, but got BFloat16 and Float");
    QTest::newRow("index put, 132 chars, not trimmed") << rt << kIndexPut.mid(14) << kIndexPut;
    QTest::newRow("expected scalar type")
        << rt << QStringLiteral("expected scalar type Float but found BFloat16")
        << QStringLiteral("RuntimeError: expected scalar type Float but found BFloat16");
    QTest::newRow("conv bias verbatim")
        << rt
        << QStringLiteral("Input type (float) and bias type (c10::BFloat16) should be the same")
        << QStringLiteral(
               "RuntimeError: Input type (float) and bias type (c10::BFloat16) should be the same");
    QTest::newRow("grid_sampler verbatim")
        << rt << QStringLiteral("grid_sampler_2d_cpu not implemented for BFloat16")
        << QStringLiteral("RuntimeError: grid_sampler_2d_cpu not implemented for BFloat16");
    QTest::newRow("fft verbatim") << rt << QStringLiteral("Unsupported dtype BFloat16")
                                  << QStringLiteral("RuntimeError: Unsupported dtype BFloat16");
    QTest::newRow("numpy") << QStringLiteral("TypeError")
                           << QStringLiteral("Got unsupported ScalarType BFloat16")
                           << QStringLiteral("TypeError: Got unsupported ScalarType BFloat16");
    QTest::newRow("no type: RuntimeError assumed")
        << QString() << QStringLiteral("expected scalar type Float but found BFloat16")
        << QStringLiteral("RuntimeError: expected scalar type Float but found BFloat16");
    QTest::newRow("no type, numpy: TypeError assumed")
        << QString() << QStringLiteral("Got unsupported ScalarType BFloat16")
        << QStringLiteral("TypeError: Got unsupported ScalarType BFloat16");
    QTest::newRow("repro phase line")
        << QString()
        << QStringLiteral(
               "BFLOAT16: FAILED -- RuntimeError: expected scalar type Float but found BFloat16")
        << QStringLiteral("RuntimeError: expected scalar type Float but found BFloat16");
    QTest::newRow("pytest E marker")
        << QString()
        << QStringLiteral("E       RuntimeError: \"cdist\" not implemented for 'BFloat16'")
        << QStringLiteral("RuntimeError: 'cdist' not implemented for 'BFloat16'");
    QTest::newRow("traceback: the signature line")
        << QString()
        << QStringLiteral(
               "Traceback (most recent call last):\n  File \"x.py\", line 1\n"
               "RuntimeError: expected scalar type Float but found BFloat16\n\nDuring handling...")
        << QStringLiteral("RuntimeError: expected scalar type Float but found BFloat16");
    QTest::newRow("not a signature: first line")
        << rt << QStringLiteral("shape mismatch\nsecond line")
        << QStringLiteral("RuntimeError: shape mismatch");
    const QString longTail =
        QStringLiteral(" while running the backward pass of a very long chain of "
                       "operations that nobody wants to read in a YAML file");
    QTest::newRow("long line kept whole")
        << rt << QStringLiteral("expected scalar type Float but found BFloat16") + longTail
        << QStringLiteral("RuntimeError: expected scalar type Float but found BFloat16") + longTail;
}

void TestSignatures::canonicalReason()
{
    QFETCH(QString, type);
    QFETCH(QString, message);
    QFETCH(QString, reason);
    const QString canonical = DtypeSignature::canonical(type, message);
    QCOMPARE(canonical, reason);
    QVERIFY(!canonical.contains(u'\n'));
    // What we write must pass our own gate on the next run.
    if (DtypeSignature::classify(type, message).isMatch())
        QVERIFY(DtypeSignature::gate(canonical).has_value());
}

void TestSignatures::realTrainingReasons()
{
    const QStringList files = {testing::realTrainingConfig(), testing::realInferenceConfig()};
    int checked = 0;
    for (const QString& path : files) {
        QVERIFY2(QFile::exists(path), qPrintable(QStringLiteral("missing %1").arg(path)));
        for (const QString& reason : reasonsIn(path)) {
            if (!reason.contains(QStringLiteral("BFloat16")))
                continue;
            const Result<DtypeFlavor> flavor = DtypeSignature::gate(reason);
            QVERIFY2(flavor.has_value(), qPrintable(reason));
            QCOMPARE(*flavor, skillFlavor(reason));
            // Writing it back unchanged must be a fixed point.
            QCOMPARE(DtypeSignature::canonical(reason), reason);
            ++checked;
        }
    }
    QVERIFY2(checked >= 2, "expected the densenet and mplug_owl2 reasons at least");
}

void TestSignatures::realReasonsWithoutBFloat16AreRejected()
{
    const QDir dir(testing::realConfigDir());
    int checked = 0;
    for (const QString& sub :
         {QStringLiteral("torch"), QStringLiteral("torch_llm"), QStringLiteral("jax")}) {
        const QDir folder(dir.filePath(sub));
        for (const QString& name : folder.entryList({QStringLiteral("*.yaml")}, QDir::Files)) {
            for (const QString& reason : reasonsIn(folder.filePath(name))) {
                if (reason.contains(QStringLiteral("BFloat16")))
                    continue;
                const Result<DtypeFlavor> flavor = DtypeSignature::gate(reason);
                QVERIFY2(!flavor.has_value(), qPrintable(reason));
                QCOMPARE(flavor.error().message, kGatePrefix + reason.trimmed());
                ++checked;
            }
        }
    }
    QVERIFY2(checked > 100, qPrintable(QStringLiteral("only %1 reasons under %2").arg(checked).arg(dir.path())));
}

QTEST_GUILESS_MAIN(TestSignatures)
#include "tst_signatures.moc"
