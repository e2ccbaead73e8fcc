// YamlPlan: branches A, B (every pytest outcome) and C of docs/triage.md §2 step 7 as
// minimal EntryChanges, no-op detection, stale NOT_SUPPORTED_SKIP migration;
// and the HardRules the plan relies on (forbidden files, stale inference entries).
#include "config/entry.h"
#include "yamlplan/hardrules.h"
#include "families/dtype/gate/dtypesignature.h"
#include "yamlplan/yamlplan.h"
#include "families/dtype/gate/dtypesignature.h"
#include "families/dtype/dtypefamily.h"
#include "realconfigs.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace dtriage;

using Outcome = YamlPlan::PytestOutcome;
using Branch = YamlPlan::Branch;
Q_DECLARE_METATYPE(dtriage::YamlPlan::PytestOutcome)
Q_DECLARE_METATYPE(dtriage::YamlPlan::Branch)

namespace {

const QString kKey = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kMat1 = QStringLiteral(
    "RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16");
const QString kOpReason =
    QStringLiteral("RuntimeError: 'deformable_im2col' not implemented for 'BFloat16'");
const QString kTtir = QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique");

// "status=X" strings to an Entry, plus the fields a plan must never touch.
Entry makeEntry(const QString& key, const QStringList& scalars)
{
    Entry entry;
    entry.key = key;
    int line = 2;
    for (const QString& item : scalars) {
        const qsizetype eq = item.indexOf(u'=');
        entry.fields.append({item.left(eq), QVariant(item.mid(eq + 1)), line++});
    }
    entry.fields.append({QStringLiteral("markers"),
                         QVariant(QStringList {QStringLiteral("push"), QStringLiteral("nightly")}),
                         line++});
    QVariantMap n150 {{QStringLiteral("status"), QStringLiteral("NOT_SUPPORTED_SKIP")}};
    entry.fields.append({QStringLiteral("arch_overrides"),
                         QVariant(QVariantMap {{QStringLiteral("n150"), n150}}), line++});
    return entry;
}

// "status=A|bringup_status=B" / "-bringup_status|-reason" for compact expectations.
QString setOf(const EntryChange& change)
{
    QStringList parts;
    for (const auto& [field, value] : change.set)
        parts.append(field + u'=' + value);
    return parts.join(u'|');
}

QString removeOf(const EntryChange& change)
{
    QStringList parts;
    for (const QString& field : change.remove)
        parts.append(u'-' + field);
    return parts.join(u'|');
}

const QStringList kSkipEntry = {
    QStringLiteral("status=NOT_SUPPORTED_SKIP"),
    QStringLiteral("bringup_status=FAILED_FE_COMPILATION"),
    QStringLiteral(
        "reason=RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16"),
};

const QStringList kXfailEntry = {
    QStringLiteral("status=KNOWN_FAILURE_XFAIL"),
    QStringLiteral("bringup_status=FAILED_FE_COMPILATION"),
    QStringLiteral(
        "reason=RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16"),
};

}  // namespace

class TestYamlPlan : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void branchA_data();
    void branchA();
    void branchAWithoutFailureWritesNothing_data();
    void branchAWithoutFailureWritesNothing();
    void branchARecordsWhatPytestObserved_data();
    void branchARecordsWhatPytestObserved();
    void branchB_data();
    void branchB();
    void branchC_data();
    void branchC();
    void otherFieldsUntouched();
    void summary();

    void forbiddenEdit_data();
    void forbiddenEdit();
    void staleInference_data();
    void staleInference();
    void staleInferenceRealConfig();
};

void TestYamlPlan::branchA_data()
{
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<Outcome>("pytest");
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("remove");
    QTest::addColumn<bool>("review");
    QTest::newRow("stale skip migrated in place (bringup already FE)")
        << kSkipEntry << kMat1 << Outcome::Failed << QStringLiteral("status=KNOWN_FAILURE_XFAIL")
        << QString() << false;
    QTest::newRow("op not implemented, from EXPECTED_PASSING")
        << QStringList {QStringLiteral("status=EXPECTED_PASSING")} << kOpReason << Outcome::Failed
        << QStringLiteral("status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_FE_COMPILATION|reason=")
            + kOpReason
        << QString() << false;
    QTest::newRow("runtime bringup and old reason replaced")
        << QStringList {QStringLiteral("status=KNOWN_FAILURE_XFAIL"),
                        QStringLiteral("bringup_status=FAILED_RUNTIME"),
                        QStringLiteral(
                            "reason=Index put requires the source and destination dtypes match")}
        << kMat1 << Outcome::Failed
        << QStringLiteral("bringup_status=FAILED_FE_COMPILATION|reason=") + kMat1 << QString()
        << false;
    QTest::newRow("raw 1.13 op line normalised")
        << QStringList {QStringLiteral("status=EXPECTED_PASSING")}
        << QStringLiteral("BFLOAT16: FAILED -- RuntimeError: \"deformable_im2col\" not implemented "
                          "for 'BFloat16'")
        << Outcome::Failed
        << QStringLiteral("status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_FE_COMPILATION|reason=")
            + kOpReason
        << QString() << false;
    QTest::newRow("no-op") << kXfailEntry << kMat1 << Outcome::Failed << QString() << QString()
                           << false;
    QTest::newRow("no-op with lower-case enum values")
        << QStringList {QStringLiteral("status=known_failure_xfail"),
                        QStringLiteral("bringup_status=failed_fe_compilation"),
                        QStringLiteral("reason=") + kMat1}
        << kMat1 << Outcome::Failed << QString() << QString() << false;
}

// Branch A when pytest did not fail: an XPASS or a skip path contradicts the CPU
// repro. Nothing is planned (docs/triage.md §2 step 7 A); a human looks first.
void TestYamlPlan::branchAWithoutFailureWritesNothing_data()
{
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<Outcome>("pytest");
    QTest::newRow("XPASS") << kXfailEntry << Outcome::Passed;
    QTest::newRow("XPASS of a stale skip") << kSkipEntry << Outcome::Passed;
    QTest::newRow("skipped") << kSkipEntry << Outcome::Skipped;
    QTest::newRow("errored") << kSkipEntry << Outcome::Errored;
}

void TestYamlPlan::branchAWithoutFailureWritesNothing()
{
    QFETCH(QStringList, fields);
    QFETCH(Outcome, pytest);
    const YamlPlan plan = YamlPlan::branchA(DtypeSignature{}, makeEntry(kKey, fields), kMat1, pytest);
    QCOMPARE(plan.branch, Branch::A);
    QVERIFY(plan.isNoOp());
    QVERIFY(plan.target.isEmpty());
    QVERIFY(plan.needsReview);
    QVERIFY(plan.reviewReason.contains(YamlPlan::outcomeName(pytest)) || pytest == Outcome::Passed);
    QVERIFY(plan.observedError.isEmpty());
}

// Branch A when pytest failed with an error other than the CPU's bf16 one: on a
// TT machine the test got past the front end. What pytest observed is recorded,
// classified, verbatim; the canonical bf16 reason is not written over it.
void TestYamlPlan::branchARecordsWhatPytestObserved_data()
{
    QTest::addColumn<QString>("errorText");
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("remove");
    QTest::addColumn<bool>("observed");
    QTest::addColumn<bool>("review");
    const QString ttir = QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique");
    QTest::newRow("ttmlir") << ttir
                            << QStringLiteral("status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_TTMLIR_COMPILATION|reason=")
                                   + ttir
                            << QString() << true << false;
    const QString fatal = QStringLiteral("TT_FATAL @ /tt-metal/tt_metal/impl/device/device.cpp:412: Out of memory on device 0");
    QTest::newRow("runtime") << fatal
                             << QStringLiteral("status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_RUNTIME|reason=") + fatal
                             << QString() << true << false;
    QTest::newRow("pcc") << QStringLiteral("AssertionError: PCC comparison failed. Calculated: PCC = 0.8703. Required: PCC = 0.99.")
                         << QStringLiteral("status=EXPECTED_PASSING|assert_pcc=false")
                         << QStringLiteral("-bringup_status|-reason") << true << false;
    QTest::newRow("the same bf16 error") << QStringLiteral("RuntimeError: ") + kMat1
                                         << QStringLiteral("status=KNOWN_FAILURE_XFAIL") << QString() << false
                                         << false;
    QTest::newRow("unclassifiable") << QStringLiteral("Error code 13") << QStringLiteral("status=KNOWN_FAILURE_XFAIL")
                                    << QString() << false << false;
}

void TestYamlPlan::branchARecordsWhatPytestObserved()
{
    QFETCH(QString, errorText);
    QFETCH(QString, set);
    QFETCH(QString, remove);
    QFETCH(bool, observed);
    QFETCH(bool, review);
    const YamlPlan plan = YamlPlan::plan(DtypeSignature{}, Branch::A, makeEntry(kKey, kSkipEntry),
                                         YamlPlan::Observation::ofText(Outcome::Failed, errorText), kMat1);
    QCOMPARE(plan.branch, Branch::A);
    QCOMPARE(setOf(plan.change), set);
    QCOMPARE(removeOf(plan.change), remove);
    QCOMPARE(!plan.observedError.isEmpty(), observed);
    if (observed)
        QVERIFY(errorText.contains(plan.observedError.left(40)));
    QCOMPARE(plan.needsReview, review);
}

void TestYamlPlan::branchA()
{
    QFETCH(QStringList, fields);
    QFETCH(QString, reason);
    QFETCH(Outcome, pytest);
    QFETCH(QString, set);
    QFETCH(QString, remove);
    QFETCH(bool, review);
    const Entry entry = makeEntry(kKey, fields);
    const YamlPlan plan = YamlPlan::branchA(DtypeSignature{}, entry, reason, pytest);
    QCOMPARE(plan.branch, Branch::A);
    QCOMPARE(plan.change.key, kKey);
    QCOMPARE(setOf(plan.change), set);
    QCOMPARE(removeOf(plan.change), remove);
    QCOMPARE(plan.isNoOp(), set.isEmpty() && remove.isEmpty());
    QCOMPARE(plan.needsReview, review);
    QCOMPARE(plan.reviewReason.isEmpty(), !review);
    QVERIFY(!plan.revertFix);
    QCOMPARE(plan.migratesSkip, entry.status() == QStringLiteral("NOT_SUPPORTED_SKIP"));
    QCOMPARE(
        setOf(plan.target),
        QStringLiteral("status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_FE_COMPILATION|reason=")
            + DtypeSignature::canonical(reason));
}

void TestYamlPlan::branchB_data()
{
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<Outcome>("pytest");
    QTest::addColumn<QString>("errorText");
    QTest::addColumn<QString>("log");
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("remove");
    QTest::addColumn<bool>("review");
    QTest::addColumn<bool>("revert");
    const QString xfailTtir =
        QStringLiteral(
            "status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_TTMLIR_COMPILATION|reason=")
        + kTtir;
    // no failure -> EXPECTED_PASSING, drop bringup_status and reason
    QTest::newRow("clean pass") << kSkipEntry << Outcome::Passed << QString() << QString()
                                << QStringLiteral("status=EXPECTED_PASSING")
                                << QStringLiteral("-bringup_status|-reason") << false << false;
    QTest::newRow("clean pass, nothing to drop")
        << QStringList {QStringLiteral("status=KNOWN_FAILURE_XFAIL")} << Outcome::Passed
        << QString() << QString() << QStringLiteral("status=EXPECTED_PASSING") << QString() << false
        << false;
    QTest::newRow("clean pass, already passing: no-op")
        << QStringList {QStringLiteral("status=EXPECTED_PASSING")} << Outcome::Passed << QString()
        << QString() << QString() << QString() << false << false;
    // PCC / atol / Tensor mismatch -> EXPECTED_PASSING + assert_pcc: false
    QTest::newRow("PCC")
        << kXfailEntry << Outcome::Failed
        << QStringLiteral(
               "AssertionError: PCC comparison failed. Calculated: pcc=0.97. Required: pcc=0.99.")
        << QString() << QStringLiteral("status=EXPECTED_PASSING|assert_pcc=false")
        << QStringLiteral("-bringup_status|-reason") << false << false;
    QTest::newRow("atol") << kXfailEntry << Outcome::Failed
                          << QStringLiteral("AssertionError: atol check failed") << QString()
                          << QStringLiteral("status=EXPECTED_PASSING|assert_pcc=false")
                          << QStringLiteral("-bringup_status|-reason") << false << false;
    QTest::newRow("Tensor mismatch, assert_pcc already False")
        << (kXfailEntry + QStringList {QStringLiteral("assert_pcc=False")}) << Outcome::Failed
        << QStringLiteral("Tensor mismatch in output 0") << QString()
        << QStringLiteral("status=EXPECTED_PASSING") << QStringLiteral("-bringup_status|-reason")
        << false << false;
    // a new non-bf16 error -> KNOWN_FAILURE_XFAIL, classified bringup_status, verbatim
    QTest::newRow("new ttir error (speecht5)")
        << kSkipEntry << Outcome::Failed << kTtir << QString() << xfailTtir << QString() << false
        << false;
    QTest::newRow("new ttir error in a traceback")
        << kSkipEntry << Outcome::Failed
        << QStringLiteral(
               "DeprecationWarning: x is deprecated\nE   RuntimeError: Error code 13\nE   ")
            + kTtir
        << QString() << xfailTtir << QString() << false << false;
    QTest::newRow("TT_FATAL runtime")
        << kXfailEntry << Outcome::Failed
        << QStringLiteral("TT_FATAL @ tt_metal/impl/dispatch/kernel_config.cpp:12: bad core range")
        << QString()
        << QStringLiteral("bringup_status=FAILED_RUNTIME|reason=TT_FATAL @ "
                          "tt_metal/impl/dispatch/kernel_config.cpp:12: bad core range")
        << QString() << false << false;
    QTest::newRow("python error before TT")
        << kSkipEntry << Outcome::Failed
        << QStringLiteral("ValueError: Node arity mismatch; expected 14, but got 17.") << QString()
        << QStringLiteral("status=KNOWN_FAILURE_XFAIL|reason=ValueError: Node arity mismatch; "
                          "expected 14, but got 17.")
        << QString() << false << false;
    QTest::newRow("Error code 13: line from the log")
        << kSkipEntry << Outcome::Failed << QStringLiteral("Error code 13")
        << QStringLiteral("Found an argument on non-XLA device\nloc(\"x\"): ") + kTtir + u'\n'
        << QStringLiteral("status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_TTMLIR_COMPILATION|"
                          "reason=loc(\"x\"): ")
            + kTtir
        << QString() << false << false;
    // The reason is the exact message: never cut (tt-xla's merged reasons run past 240).
    QTest::newRow("long error kept whole")
        << kSkipEntry << Outcome::Failed
        << QStringLiteral("error: ") + QString(130, u'x')
            + QStringLiteral(" tail that goes past the limit")
        << QString()
        << QStringLiteral(
               "status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_TTMLIR_COMPILATION|reason=error: ")
            + QString(130, u'x') + QStringLiteral(" tail that goes past the limit")
        << QString() << false << false;
    // still the original bf16 error -> plan A, revert the fix, review
    QTest::newRow("original bf16 error back")
        << kSkipEntry << Outcome::Failed << QStringLiteral("E   ") + kMat1 << QString()
        << QStringLiteral("status=KNOWN_FAILURE_XFAIL") << QString() << true << true;
    QTest::newRow("original bf16 error back, 1.13 wording, no canonical given")
        << QStringList {QStringLiteral("status=EXPECTED_PASSING")} << Outcome::Failed
        << QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype") << QString()
        << QStringLiteral("status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_FE_COMPILATION|reason=")
            + kMat1
        << QString() << true << true;
    // skipped or errored -> no change, review
    QTest::newRow("skipped") << kSkipEntry << Outcome::Skipped << QString() << QString()
                             << QString() << QString() << true << false;
    QTest::newRow("errored") << kSkipEntry << Outcome::Errored
                             << QStringLiteral("fixture 'x' not found") << QString() << QString()
                             << QString() << true << false;
    // a failure with nothing to quote -> no change, review
    QTest::newRow("unclassifiable failure")
        << kSkipEntry << Outcome::Failed << QStringLiteral("Error code 13") << QString()
        << QString() << QString() << true << false;
}

void TestYamlPlan::branchB()
{
    QFETCH(QStringList, fields);
    QFETCH(Outcome, pytest);
    QFETCH(QString, errorText);
    QFETCH(QString, log);
    QFETCH(QString, set);
    QFETCH(QString, remove);
    QFETCH(bool, review);
    QFETCH(bool, revert);
    const Entry entry = makeEntry(kKey, fields);
    // The canonical reason is only passed where the session has one (the CPU repro's).
    const QString canonical =
        QTest::currentDataTag() == QByteArray("original bf16 error back") ? kMat1 : QString();
    const YamlPlan plan = YamlPlan::branchB(DtypeSignature{}, entry, pytest, errorText, canonical, log);
    QCOMPARE(setOf(plan.change), set);
    QCOMPARE(removeOf(plan.change), remove);
    QCOMPARE(plan.needsReview, review);
    QCOMPARE(plan.reviewReason.isEmpty(), !review);
    QCOMPARE(plan.revertFix, revert);
    QCOMPARE(plan.branch, revert ? Branch::A : Branch::B);
    for (const auto& [field, value] : plan.change.set) {
        QVERIFY(!value.contains(u'\n'));
        QVERIFY(value.size() <= 160 || field == QLatin1String("reason"));  // a reason is never cut
    }
}

void TestYamlPlan::branchC_data()
{
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<QString>("error");
    QTest::addColumn<Outcome>("pytest");
    QTest::addColumn<QString>("set");
    QTest::addColumn<bool>("review");
    const QString newError =
        QStringLiteral("RuntimeError: \"upsample_bilinear2d_backward\" failed for reasons");
    QTest::newRow("new CPU error")
        << kSkipEntry << newError << Outcome::Failed
        << QStringLiteral("status=KNOWN_FAILURE_XFAIL|reason=") + newError << false;
    QTest::newRow("new CPU error from a traceback")
        << QStringList {QStringLiteral("status=EXPECTED_PASSING")}
        << QStringLiteral("Traceback (most recent call last):\n  File \"loader.py\", line 9\n"
                          "    raise ValueError(x)\nValueError: bad input size")
        << Outcome::Failed
        << QStringLiteral("status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_FE_COMPILATION|reason="
                          "ValueError: bad input size")
        << false;
    QTest::newRow("XPASS: review")
        << kSkipEntry << newError << Outcome::Passed
        << QStringLiteral("status=KNOWN_FAILURE_XFAIL|reason=") + newError << true;
    QTest::newRow("nothing to quote: review")
        << kSkipEntry << QString() << Outcome::Failed << QString() << true;
}

void TestYamlPlan::branchC()
{
    QFETCH(QStringList, fields);
    QFETCH(QString, error);
    QFETCH(Outcome, pytest);
    QFETCH(QString, set);
    QFETCH(bool, review);
    const YamlPlan plan = YamlPlan::branchC(DtypeSignature{}, makeEntry(kKey, fields), error, pytest);
    QCOMPARE(plan.branch, Branch::C);
    QCOMPARE(setOf(plan.change), set);
    QVERIFY(plan.change.remove.isEmpty());
    QCOMPARE(plan.needsReview, review);
    QVERIFY(!plan.revertFix);
}

void TestYamlPlan::otherFieldsUntouched()
{
    const Entry entry =
        makeEntry(kKey, kXfailEntry + QStringList {QStringLiteral("required_pcc=0.97")});
    const QList<YamlPlan> plans = {
        YamlPlan::branchA(DtypeSignature{}, entry, kOpReason),
        YamlPlan::branchB(DtypeSignature{}, entry, Outcome::Passed, {}, {}),
        YamlPlan::branchB(DtypeSignature{}, entry, Outcome::Failed,
                          QStringLiteral("AssertionError: PCC comparison failed"), {}),
        YamlPlan::branchB(DtypeSignature{}, entry, Outcome::Failed, kTtir, {}),
        YamlPlan::branchC(DtypeSignature{}, entry, QStringLiteral("KeyError: 'x'")),
    };
    const QStringList allowed = {QStringLiteral("status"), QStringLiteral("bringup_status"),
                                 QStringLiteral("reason"), QStringLiteral("assert_pcc")};
    for (const YamlPlan& plan : plans) {
        QVERIFY(!plan.change.isEmpty());
        for (const auto& [field, value] : plan.change.set)
            QVERIFY2(allowed.contains(field), qPrintable(field));
        for (const QString& field : plan.change.remove)
            QVERIFY2(allowed.contains(field), qPrintable(field));
    }
}

void TestYamlPlan::summary()
{
    const Entry entry = makeEntry(kKey, kXfailEntry);
    const YamlPlan noop = YamlPlan::branchA(DtypeSignature{}, entry, kMat1);
    QVERIFY(noop.isNoOp());
    QCOMPARE(noop.summary(),
             QStringLiteral("status: KNOWN_FAILURE_XFAIL, bringup_status: FAILED_FE_COMPILATION, "
                            "reason: \"")
                 + kMat1 + u'"');
    const YamlPlan passing = YamlPlan::branchB(DtypeSignature{}, entry, Outcome::Passed, {}, {});
    QCOMPARE(passing.summary(),
             QStringLiteral("status: EXPECTED_PASSING, -bringup_status, -reason"));
    const YamlPlan skipped = YamlPlan::branchB(DtypeSignature{}, entry, Outcome::Skipped, {}, {});
    QCOMPARE(skipped.summary(), QStringLiteral("unchanged"));
    QCOMPARE(YamlPlan::branchName(Branch::C), QStringLiteral("C"));
    QCOMPARE(YamlPlan::outcomeName(Outcome::Errored), QStringLiteral("errored"));
}

void TestYamlPlan::forbiddenEdit_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("forbidden");
    QTest::newRow("dynamic_loader")
        << QStringLiteral("tests/runner/utils/dynamic_loader.py") << true;
    QTest::newRow("torch_overrides")
        << QStringLiteral("python_package/tt_torch/torch_overrides.py") << true;
    QTest::newRow("inference yaml")
        << QStringLiteral("tests/runner/test_config/torch/test_config_inference_single_device.yaml")
        << true;
    QTest::newRow("inference yaml, ./ and //") << QStringLiteral(
        "./tests/runner//test_config/torch/test_config_inference_single_device.yaml")
                                               << true;
    QTest::newRow("inference yaml via ..") << QStringLiteral(
        "third_party/../tests/runner/test_config/torch/test_config_inference_single_device.yaml")
                                           << true;
    QTest::newRow("outside the checkout") << QStringLiteral("../elsewhere/loader.py") << true;
    QTest::newRow("absolute") << QStringLiteral("/etc/passwd") << true;
    QTest::newRow("empty") << QString() << true;
    QTest::newRow("training yaml")
        << QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml")
        << false;
    QTest::newRow("a loader") << QStringLiteral(
        "third_party/tt_forge_models/speecht5/pytorch/loader.py")
                              << false;
}

void TestYamlPlan::forbiddenEdit()
{
    QFETCH(QString, path);
    QFETCH(bool, forbidden);
    QCOMPARE(HardRules::isForbiddenEdit(path), forbidden);
}

void TestYamlPlan::staleInference_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<QString>("loader");
    QTest::addColumn<bool>("stale");
    const QString inference = QStringLiteral("speecht5/pytorch-Tts-single_device-inference");
    const QStringList staleFields = {QStringLiteral("status=KNOWN_FAILURE_XFAIL"),
                                     QStringLiteral("reason=") + kMat1};
    QTest::newRow("stale") << inference << staleFields << QStringLiteral("speecht5/pytorch")
                           << true;
    QTest::newRow("stale, lower-case status")
        << inference
        << QStringList {QStringLiteral("status=known_failure_xfail"),
                        QStringLiteral("reason=") + kMat1}
        << QStringLiteral("speecht5/pytorch") << true;
    QTest::newRow("loader path spelled as file")
        << inference << staleFields
        << QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py") << true;
    QTest::newRow("no variant") << QStringLiteral("vadv2/pytorch-single_device-inference")
                                << staleFields << QStringLiteral("vadv2/pytorch") << true;
    QTest::newRow("other loader") << inference << staleFields
                                  << QStringLiteral("speecht5_tts/pytorch") << false;
    QTest::newRow("nested loader prefix")
        << QStringLiteral("qwen_2_5/causal_lm/pytorch-0.5B-single_device-inference") << staleFields
        << QStringLiteral("causal_lm/pytorch") << false;
    QTest::newRow("training key") << QStringLiteral("speecht5/pytorch-Tts-single_device-training")
                                  << staleFields << QStringLiteral("speecht5/pytorch") << false;
    QTest::newRow("passing") << inference << QStringList {QStringLiteral("status=EXPECTED_PASSING")}
                             << QStringLiteral("speecht5/pytorch") << false;
    QTest::newRow("skip, not xfail") << inference
                                     << QStringList {QStringLiteral("status=NOT_SUPPORTED_SKIP"),
                                                     QStringLiteral("reason=") + kMat1}
                                     << QStringLiteral("speecht5/pytorch") << false;
    QTest::newRow("xfail, non-bf16 reason")
        << inference
        << QStringList {QStringLiteral("status=KNOWN_FAILURE_XFAIL"),
                        QStringLiteral("reason=") + kTtir}
        << QStringLiteral("speecht5/pytorch") << false;
}

// The dtype family's gate, as a bf16 triage session hands it to HardRules.
bool dtypeGate(const QString& reason) { return DtypeFamily().gate(reason).has_value(); }

void TestYamlPlan::staleInference()
{
    QFETCH(QString, key);
    QFETCH(QStringList, fields);
    QFETCH(QString, loader);
    QFETCH(bool, stale);
    QCOMPARE(HardRules::isStaleInferenceEntry(makeEntry(key, fields), loader, dtypeGate), stale);
}

// The one bf16 xfail of the real inference YAML is found by its loader.
void TestYamlPlan::staleInferenceRealConfig()
{
    QFile file(testing::realConfig(HardRules::inferenceConfigPath().section(u'/', -2)));
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(file.fileName()));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    static const QRegularExpression keyLine(QStringLiteral(R"(^  (\S+):\s*$)"));
    static const QRegularExpression fieldLine(
        QStringLiteral(R"re(^    (status|reason):\s*"?(.*?)"?\s*$)re"));
    QList<Entry> entries;
    for (const QString& line : lines) {
        if (const QRegularExpressionMatch k = keyLine.match(line); k.hasMatch())
            entries.append(makeEntry(k.captured(1), {}));
        else if (const QRegularExpressionMatch f = fieldLine.match(line);
                 f.hasMatch() && !entries.isEmpty())
            entries.last().fields.append({f.captured(1), QVariant(f.captured(2)), 0});
    }
    QVERIFY(entries.size() > 600);
    QStringList stale;
    for (const Entry& entry : entries) {
        const QString modelPath =
            entry.key.left(entry.key.indexOf(QStringLiteral("/pytorch-")) + 8);
        if (HardRules::isStaleInferenceEntry(entry, modelPath, dtypeGate))
            stale.append(entry.key);
    }
    QCOMPARE(stale,
             QStringList {QStringLiteral("mplug_owl2/pytorch-Llama2_7B-single_device-inference")});
}

QTEST_GUILESS_MAIN(TestYamlPlan)
#include "tst_yamlplan.moc"
