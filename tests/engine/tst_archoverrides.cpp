// ConfigEditor's per-arch edits (EntryChange::arches, ArchOverrideEdit) on real
// tt-xla training entries: an arch's field set in place (its comment kept) or
// added, an arch added to arch_overrides, arch_overrides added to an entry that has
// none, a field removed; every other byte of the file as it was, the plan verified
// by re-parsing; flow-style overrides and unknown archs refused.
#include "config/configeditor.h"
#include "config/configfile.h"

#include <QFile>
#include <QTest>

using namespace dtriage;

namespace {

const QByteArray kYaml =
    "test_config:\n"
    "  qwen_3/causal_lm/pytorch-1_7B-single_device-training:\n"
    "    arch_overrides:\n"
    "      n150:\n"
    "        status: NOT_SUPPORTED_SKIP\n"
    "        bringup_status: FAILED_RUNTIME\n"
    "        reason: \"Out of Memory: Not enough space to allocate 1048576000 B DRAM buffer across 12 banks\"\n"
    "      p150:\n"
    "        status: KNOWN_FAILURE_XFAIL  # waits for tt-metal#123\n"
    "        assert_pcc: false\n"
    "  phi2/token_classification/pytorch-Phi_2_Pytdml-single_device-training:\n"
    "    status: KNOWN_FAILURE_XFAIL\n"
    "    markers: [notimeout]\n"
    "\n"
    "  # a comment between entries\n"
    "  detr/pytorch-ResNet50_NoMask-single_device-training:\n"
    "    status: KNOWN_FAILURE_XFAIL\n"
    "    bringup_status: FAILED_TTMLIR_COMPILATION\n"
    "    reason: \"error: failed to legalize operation 'stablehlo.scatter'\"\n"
    "  flow/pytorch-single_device-training:\n"
    "    status: KNOWN_FAILURE_XFAIL\n"
    "    arch_overrides: {p150: {status: EXPECTED_PASSING}}\n"
    "  anchored/pytorch-single_device-training:\n"
    "    status: KNOWN_FAILURE_XFAIL\n"
    "    arch_overrides: &shared\n"
    "      p150:\n"
    "        status: EXPECTED_PASSING\n"
    "  tagged/pytorch-single_device-training:\n"
    "    status: KNOWN_FAILURE_XFAIL\n"
    "    arch_overrides: !!map\n"
    "      p150:\n"
    "        status: EXPECTED_PASSING\n";

ConfigFile parsed(const QByteArray& bytes)
{
    auto file = ConfigFile::parse(bytes, QStringLiteral("/tmp/test_config_training_single_device.yaml"));
    if (!file)
        qFatal("%s", qPrintable(file.error().toString()));
    return *file;
}

QVariantMap overridesOf(const ConfigFile& file, const QString& key)
{
    const Field* f = file.find(key)->field(QStringLiteral("arch_overrides"));
    return f ? f->value.toMap() : QVariantMap();
}

// The bytes outside the entry's lines are the file's own.
bool onlyTheEntryChanged(const ConfigEdit& plan, const QString& key)
{
    const ConfigFile before = parsed(plan.before);
    const Entry* e = before.find(key);
    const QList<QByteArray> lines = plan.before.split('\n');
    const QByteArray head = lines.mid(0, e->firstLine - 1).join('\n');
    const QByteArray tail = lines.mid(e->lastLine).join('\n');
    return plan.after.startsWith(head) && plan.after.endsWith(tail);
}

}  // namespace

class TestArchOverrides : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void anArchsFieldIsSetInPlaceKeepingItsComment()
    {
        const QString key = QStringLiteral("qwen_3/causal_lm/pytorch-1_7B-single_device-training");
        EntryChange change{key, {}, {}};
        change.arches = {ArchChange{QStringLiteral("p150"), {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}}, {}}};
        const auto plan = ConfigEditor::plan(parsed(kYaml), change);
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        QVERIFY(plan->after.contains("      p150:\n        status: EXPECTED_PASSING  # waits for tt-metal#123\n"
                                     "        assert_pcc: false\n"));
        QCOMPARE(plan->after.size(), kYaml.size() - qsizetype(strlen("KNOWN_FAILURE_XFAIL")) + qsizetype(strlen("EXPECTED_PASSING")));
        QVERIFY(ConfigEditor::verify(*plan));
        QVERIFY(onlyTheEntryChanged(*plan, key));
    }

    void anArchIsAddedAndAFieldRemoved()
    {
        const QString key = QStringLiteral("qwen_3/causal_lm/pytorch-1_7B-single_device-training");
        EntryChange change{key, {}, {}};
        change.arches = {ArchChange{QStringLiteral("n150"), {}, {QStringLiteral("reason")}},
                         ArchChange{QStringLiteral("n300"), {{QStringLiteral("status"), QStringLiteral("NOT_SUPPORTED_SKIP")}}, {}}};
        const auto plan = ConfigEditor::plan(parsed(kYaml), change);
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        QVERIFY(!plan->after.contains("Out of Memory"));
        QVERIFY2(plan->after.contains("        assert_pcc: false\n      n300:\n        status: NOT_SUPPORTED_SKIP\n"
                                      "  phi2/"),
                 plan->after.constData());
        const QVariantMap overrides = overridesOf(parsed(plan->after), key);
        QCOMPARE(overrides.value(QStringLiteral("n300")).toMap().value(QStringLiteral("status")).toString(),
                 QStringLiteral("NOT_SUPPORTED_SKIP"));
        QVERIFY(!overrides.value(QStringLiteral("n150")).toMap().contains(QStringLiteral("reason")));
        QVERIFY(onlyTheEntryChanged(*plan, key));
    }

    // The form a one-arch promotion takes: arch_overrides made as the entry's last
    // field, before the blank line and the comment that follow the entry.
    void arch_overridesIsAddedToAnEntryWithout()
    {
        const QString key = QStringLiteral("phi2/token_classification/pytorch-Phi_2_Pytdml-single_device-training");
        EntryChange change{key, {}, {}};
        change.arches = {ArchChange{QStringLiteral("p150"), {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}}, {}}};
        const auto plan = ConfigEditor::plan(parsed(kYaml), change);
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        QVERIFY2(plan->after.contains("    markers: [notimeout]\n    arch_overrides:\n      p150:\n"
                                      "        status: EXPECTED_PASSING\n\n  # a comment between entries\n"),
                 plan->after.constData());
        QVERIFY(ConfigEditor::verify(*plan));
        QVERIFY(onlyTheEntryChanged(*plan, key));
    }

    // A top-level field and an arch's together, in one plan: the new field goes
    // before arch_overrides, as ConfigEditor places new fields.
    void topLevelAndArchTogether()
    {
        const QString key = QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-training");
        EntryChange change{key, {{QStringLiteral("markers"), QStringLiteral("[weekly]")}}, {}};
        change.arches = {ArchChange{QStringLiteral("p150"), {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}}, {}}};
        const auto plan = ConfigEditor::plan(parsed(kYaml), change);
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        QVERIFY2(plan->after.contains("stablehlo.scatter'\"\n    markers: [weekly]\n    arch_overrides:\n      p150:\n"
                                      "        status: EXPECTED_PASSING\n  flow/"),
                 plan->after.constData());
        QVERIFY(ConfigEditor::verify(*plan));
    }

    void whatCannotBeEditedSafelyIsRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("arch");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("says");
        QTest::newRow("flow style") << QStringLiteral("flow/pytorch-single_device-training") << QStringLiteral("p150")
                                    << QStringLiteral("KNOWN_FAILURE_XFAIL") << QStringLiteral("edit them by hand");
        // Issue 48: an anchor or a tag is named as such, not as "a flow mapping".
        QTest::newRow("an anchor") << QStringLiteral("anchored/pytorch-single_device-training") << QStringLiteral("p150")
                                   << QStringLiteral("KNOWN_FAILURE_XFAIL") << QStringLiteral("(an anchor, &shared); edit them by hand");
        QTest::newRow("a tag") << QStringLiteral("tagged/pytorch-single_device-training") << QStringLiteral("p150")
                               << QStringLiteral("KNOWN_FAILURE_XFAIL") << QStringLiteral("(a tag, !!map); edit them by hand");
        QTest::newRow("unknown arch") << QStringLiteral("flow/pytorch-single_device-training") << QStringLiteral("x999")
                                      << QStringLiteral("EXPECTED_PASSING") << QStringLiteral("no arch");
        QTest::newRow("bad status") << QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-training")
                                    << QStringLiteral("n150") << QStringLiteral("PASSING") << QStringLiteral("not a valid status");
    }

    void whatCannotBeEditedSafelyIsRefused()
    {
        QFETCH(QString, key);
        QFETCH(QString, arch);
        QFETCH(QString, value);
        QFETCH(QString, says);
        EntryChange change{key, {}, {}};
        change.arches = {ArchChange{arch, {{QStringLiteral("status"), value}}, {}}};
        const auto plan = ConfigEditor::plan(parsed(kYaml), change);
        QVERIFY(!plan);
        QVERIFY2(plan.error().message.contains(says), qPrintable(plan.error().toString()));
    }

    // A change the override already holds is no change at all.
    void theSameValueIsANoOp()
    {
        const QString key = QStringLiteral("qwen_3/causal_lm/pytorch-1_7B-single_device-training");
        EntryChange change{key, {}, {}};
        change.arches = {ArchChange{QStringLiteral("n150"), {{QStringLiteral("status"), QStringLiteral("NOT_SUPPORTED_SKIP")}}, {}}};
        const auto plan = ConfigEditor::plan(parsed(kYaml), change);
        QVERIFY(plan);
        QCOMPARE(plan->after, plan->before);
        QVERIFY(plan->diff.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestArchOverrides)
#include "tst_archoverrides.moc"
