// UnpackSignature: the unpack_forward_output family's gate on tt-xla's reasons and
// tt-forge-models' errors; disjoint from the bfloat16 family's gate on every reason
// of the 13 real tt-xla config files (commented-out entries included) and of the demo.
#include "families/dtype/dtypefamily.h"
#include "families/unpack/gate/unpacksignature.h"
#include "realconfigs.h"
#include "yamlplan/reasontext.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace dtriage;

namespace {

const QString kGeneric = QStringLiteral("tt-forge-models doesn't implement unpack_forward_output for this model.");
const QString kNoHandler = QStringLiteral(
    "No handler for class MultipleChoiceModelOutput exists in `unpack_forward_output`.Register a handler or "
    "implement custom unpack_forward_output for the specific model.");

// Every `reason: "..."` of a YAML file's text, commented-out entries too.
QStringList reasonsIn(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression reason(QStringLiteral(R"re(^[#\s]*reason:\s*"(.*)"\s*$)re"),
                                           QRegularExpression::MultilineOption);
    QStringList found;
    for (auto it = reason.globalMatch(QString::fromUtf8(file.readAll())); it.hasNext();)
        found << it.next().captured(1);
    return found;
}

}  // namespace

class TestUnpackSignature : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void gate_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("flavor");  // empty: refused
        QTest::addColumn<QString>("className");
        QTest::newRow("generic") << kGeneric << "not_implemented" << "";
        QTest::newRow("no handler") << kNoHandler << "no_handler" << "MultipleChoiceModelOutput";
        QTest::newRow("error with type") << QStringLiteral("ValueError: No handler for class tuple exists in "
                                                           "`unpack_forward_output`.")
                                         << "no_handler" << "tuple";
        QTest::newRow("wrong handler") << QStringLiteral("ValueError: Handler for MgpstrModelOutput did not return "
                                                         "a torch.Tensor")
                                       << "wrong_handler" << "MgpstrModelOutput";
        QTest::newRow("dtype") << QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype") << ""
                               << "";
        QTest::newRow("empty") << QString() << "" << "";
    }

    void gate()
    {
        QFETCH(QString, reason);
        QFETCH(QString, flavor);
        QFETCH(QString, className);
        const Result<QString> gated = UnpackSignature::gate(reason);
        QCOMPARE(gated ? *gated : QString(), flavor);
        QCOMPARE(UnpackSignature().matches(reason), !flavor.isEmpty());
        QCOMPARE(UnpackSignature::className(reason), className);
        if (!gated)
            QVERIFY(gated.error().toString().contains(QStringLiteral("unpack_forward_output")));
    }

    void canonicalReasonIsTheErrorLine()
    {
        const UnpackSignature signature;
        const QString traceback = QStringLiteral("Traceback (most recent call last):\n  File \"x.py\", line 1\n")
                                  + QStringLiteral("ValueError: ") + kNoHandler + u'\n';
        QCOMPARE(signature.canonicalReason(traceback), ReasonText::verbatim(kNoHandler));
        QCOMPARE(signature.canonicalReason(kGeneric), kGeneric);
        QVERIFY(!signature.stillFailsReview().isEmpty());
    }

    // No reason is taken by both families: the first gate that accepts one owns it.
    void disjointFromTheDtypeGate()
    {
        const QStringList files = testing::realConfigFiles()
                                  << QStringLiteral(DTRIAGE_DEMO_DIR
                                                    "/tests/runner/test_config/torch/test_config_training_single_device.yaml");
        QCOMPARE(files.size(), testing::kRealConfigFileCount + 1);
        const DtypeFamily dtype;
        int unpack = 0;
        int bf16 = 0;
        for (const QString& file : files) {
            for (const QString& reason : reasonsIn(file)) {
                const bool isUnpack = UnpackSignature::gate(reason).has_value();
                const bool isDtype = dtype.gate(reason).has_value();
                QVERIFY2(!(isUnpack && isDtype), qPrintable(reason));
                unpack += isUnpack;
                bf16 += isDtype;
            }
        }
        QVERIFY2(unpack >= 10 && bf16 > 0, qPrintable(QStringLiteral("%1 unpack, %2 bf16").arg(unpack).arg(bf16)));
    }
};

QTEST_GUILESS_MAIN(TestUnpackSignature)
#include "tst_unpacksignature.moc"
