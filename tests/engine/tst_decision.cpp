// DtypeDecision: the step-4 table of docs/triage.md §2 (every row), the unpack_forward_output
// stop, and the bf16 phase as read from a repro's error text.
#include "families/dtype/probe/dtypedecision.h"

#include <QSet>
#include <QTest>

using namespace dtriage;

using Bf16 = DtypeDecision::Bf16Phase;
using Fp32 = DtypeDecision::Float32Phase;
using Action = DtypeDecision::Action;

Q_DECLARE_METATYPE(dtriage::DtypeDecision::Bf16Phase)
Q_DECLARE_METATYPE(dtriage::DtypeDecision::Float32Phase)
Q_DECLARE_METATYPE(dtriage::DtypeDecision::Action)

class TestDecision : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void table_data();
    void table();
    void bf16Phase_data();
    void bf16Phase();
    void explanations();
};

void TestDecision::table_data()
{
    QTest::addColumn<Bf16>("bf16");
    QTest::addColumn<Fp32>("fp32");
    QTest::addColumn<bool>("unpackRaised");
    QTest::addColumn<Action>("action");
    // | fails with a bf16 signature | OK    | proceed
    QTest::newRow("sig / ok -> proceed")
        << Bf16::FailedWithSignature << Fp32::Ok << false << Action::Proceed;
    // | fails with a bf16 signature | fails | escalate
    QTest::newRow("sig / fails -> escalate")
        << Bf16::FailedWithSignature << Fp32::Failed << false << Action::Escalate;
    // | OK | any | stale
    QTest::newRow("ok / ok -> stale") << Bf16::Ok << Fp32::Ok << false << Action::Stale;
    QTest::newRow("ok / fails -> stale") << Bf16::Ok << Fp32::Failed << false << Action::Stale;
    // | fails without a bf16 signature | any | misfire
    QTest::newRow("no sig / ok -> misfire")
        << Bf16::FailedWithoutSignature << Fp32::Ok << false << Action::Misfire;
    QTest::newRow("no sig / fails -> misfire")
        << Bf16::FailedWithoutSignature << Fp32::Failed << false << Action::Misfire;
    // unpack_forward_output raised: stop before the table, whatever it would say
    QTest::newRow("unpack, sig / ok")
        << Bf16::FailedWithSignature << Fp32::Ok << true << Action::UnpackFailed;
    QTest::newRow("unpack, sig / fails")
        << Bf16::FailedWithSignature << Fp32::Failed << true << Action::UnpackFailed;
    QTest::newRow("unpack, ok / ok") << Bf16::Ok << Fp32::Ok << true << Action::UnpackFailed;
    QTest::newRow("unpack, no sig / fails")
        << Bf16::FailedWithoutSignature << Fp32::Failed << true << Action::UnpackFailed;
}

void TestDecision::table()
{
    QFETCH(Bf16, bf16);
    QFETCH(Fp32, fp32);
    QFETCH(bool, unpackRaised);
    QFETCH(Action, action);
    const DtypeDecision decision = DtypeDecision::decide(bf16, fp32, unpackRaised);
    QCOMPARE(decision.action(), action);
    // Only Proceed may lead to an edit; every other row says "edit nothing".
    QCOMPARE(decision.allowsEdits(), action == Action::Proceed);
    QVERIFY(!decision.explanation().isEmpty());
}

void TestDecision::bf16Phase_data()
{
    QTest::addColumn<bool>("failed");
    QTest::addColumn<QString>("errorText");
    QTest::addColumn<Bf16>("phase");
    QTest::newRow("ok") << false << QString() << Bf16::Ok;
    QTest::newRow("ok ignores stale text")
        << false << QStringLiteral("RuntimeError: x") << Bf16::Ok;
    QTest::newRow("1.13 mat1 without BFloat16")
        << true << QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype")
        << Bf16::FailedWithSignature;
    QTest::newRow("1.13 cdist") << true
                                << QStringLiteral(
                                       "RuntimeError: \"cdist\" not implemented for 'BFloat16'")
                                << Bf16::FailedWithSignature;
    QTest::newRow("numpy") << true
                           << QStringLiteral("TypeError: Got unsupported ScalarType BFloat16")
                           << Bf16::FailedWithSignature;
    QTest::newRow("shape mismatch")
        << true << QStringLiteral("RuntimeError: shape mismatch") << Bf16::FailedWithoutSignature;
    QTest::newRow("ValueError naming BFloat16")
        << true << QStringLiteral("ValueError: BFloat16 is not supported")
        << Bf16::FailedWithoutSignature;
    QTest::newRow("no text") << true << QString() << Bf16::FailedWithoutSignature;
}

void TestDecision::bf16Phase()
{
    QFETCH(bool, failed);
    QFETCH(QString, errorText);
    QFETCH(Bf16, phase);
    QCOMPARE(DtypeDecision::bf16Phase(failed, errorText), phase);
}

void TestDecision::explanations()
{
    const QList<QPair<DtypeDecision, QString>> decisions = {
        {DtypeDecision::decide(Bf16::FailedWithSignature, Fp32::Ok), QStringLiteral("proceed")},
        {DtypeDecision::decide(Bf16::FailedWithSignature, Fp32::Failed), QStringLiteral("escalate")},
        {DtypeDecision::decide(Bf16::Ok, Fp32::Ok), QStringLiteral("stale")},
        {DtypeDecision::decide(Bf16::FailedWithoutSignature, Fp32::Ok), QStringLiteral("misfire")},
        {DtypeDecision::decide(Bf16::Ok, Fp32::Ok, true), QStringLiteral("unpack_failed")},
    };
    QSet<QString> texts;
    for (const auto& [decision, name] : decisions) {
        QCOMPARE(DtypeDecision::actionName(decision.action()), name);
        texts.insert(decision.explanation());
    }
    QCOMPARE(texts.size(), decisions.size());  // each action explains itself differently
    QVERIFY(DtypeDecision::decide(Bf16::Ok, Fp32::Ok, true)
                .explanation()
                .contains(QStringLiteral("unpack_forward_output")));
}

QTEST_GUILESS_MAIN(TestDecision)
#include "tst_decision.moc"
