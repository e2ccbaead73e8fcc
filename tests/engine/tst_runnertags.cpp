// RunnerTags: the `tags` property tt-xla's runner records (a Python dict literal),
// read as tt-xla's own promote_tests_from_xml.py reads it; JUnitReader takes its
// bringup_status over the text heuristics, and YamlPlan plans from that.
#include "config/configfile.h"
#include "run/junitreader.h"
#include "run/runnertags.h"
#include "yamlplan/yamlplan.h"
#include "families/dtype/gate/dtypesignature.h"

#include <QTest>

#include <cmath>

using namespace dtriage;
using Category = BringupClassifier::Category;

namespace {

// What pytest writes for record_property("tags", {...}) in tt-xla's test_utils.py.
const QString kRealShape = QStringLiteral(
    "{'test_name': 'test_all_models_torch', 'specific_test_case': "
    "'test_all_models_torch[detr/pytorch-ResNet101-single_device-training]', 'category': 'model_test', "
    "'model_name': 'pytorch_DETR_ResNet101_cv_object_det_github', 'model_info': {'name': 'x', "
    "'group': 'red', 'tasks': ['a', 'b']}, 'run_mode': 'training', 'bringup_status': "
    "'BringupStatus.INCORRECT_RESULT', 'failing_reason': {'name': None, 'description': None, "
    "'component': None}, 'parallelism': 'single_device', 'arch': None, 'pcc': 0.8703, 'atol': 1.5e-2, "
    "'comparison_passed': False, 'comparison_error_message': \"PCC comparison failed. it's low\", "
    "'pcc_threshold': 0.99, 'atol_threshold': None, 'pcc_assertion_enabled': True, "
    "'atol_assertion_enabled': False, 'guidance': []}");

QByteArray junitWith(const QString& key, const QString& failure, const QString& tags)
{
    QString xml = QStringLiteral(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?><testsuites><testsuite name=\"pytest\" tests=\"1\">"
        "<testcase classname=\"tests.runner.test_models\" name=\"test_all_models_torch[%1]\" time=\"1\">"
        "<properties><property name=\"tags\" value=\"%2\"/></properties>"
        "<failure message=\"%3\">%3</failure></testcase></testsuite></testsuites>")
                      .arg(key.toHtmlEscaped(), tags.toHtmlEscaped(), failure.toHtmlEscaped());
    return xml.toUtf8();
}

Entry entryOf(const QString& key, const QByteArray& fields)
{
    const QByteArray yaml = "test_config:\n  " + key.toUtf8() + ":\n" + fields;
    const auto file = ConfigFile::parse(yaml, QStringLiteral("test_config_training_single_device.yaml"));
    return file && !file->entries().isEmpty() ? file->entries().constFirst() : Entry{};
}

const QString kKey = QStringLiteral("detr/pytorch-ResNet101-single_device-training");

}  // namespace

class TestRunnerTags : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void realShape();
    void scalarsAndEscapes();
    void keysAsPythonReadsThem();
    void notADict_data();
    void notADict();
    void deepNestingIsRefused();
    void bringupStatusNames_data();
    void bringupStatusNames();
    void junitPrefersTheRunnersVerdict();
    void junitWithoutTagsReadsTheText();
    void junitWithUnreadableTagsReadsTheText();
    void planFollowsTheRunnersVerdict();
};

void TestRunnerTags::realShape()
{
    const auto tags = RunnerTags::parse(kRealShape);
    QVERIFY(tags);
    QCOMPARE(tags->bringupStatus(), QStringLiteral("INCORRECT_RESULT"));
    QCOMPARE(tags->pcc(), std::optional<double>(0.8703));
    QCOMPARE(tags->pccThreshold(), std::optional<double>(0.99));
    QCOMPARE(tags->pccAssertionEnabled(), std::optional<bool>(true));
    QCOMPARE(tags->value(u"comparison_error_message").toString(),
             QStringLiteral("PCC comparison failed. it's low"));
    QVERIFY(!tags->value(u"arch").isValid());  // None
    QVERIFY(!tags->contains(u"model_info"));    // nested: stepped over
    QVERIFY(!tags->contains(u"guidance"));
    QCOMPARE(tags->value(u"parallelism").toString(), QStringLiteral("single_device"));
}

void TestRunnerTags::scalarsAndEscapes()
{
    const auto tags = RunnerTags::parse(QStringLiteral(
        R"({"a": 'x\'y\\z\n', 'b': -3, 'c': +1.5, 'd': nan, 'e': inf, 'f': 1_000, 'g': 'é\u00e9\x41', )"
        R"('h': 'one' "two", 'i': (1, [2, {3: 4}]), 'bringup_status': 'failed_runtime',})"));
    QVERIFY(tags);
    QCOMPARE(tags->value(u"a").toString(), QStringLiteral("x'y\\z\n"));
    QCOMPARE(tags->value(u"b").toLongLong(), -3);
    QCOMPARE(tags->value(u"c").toDouble(), 1.5);
    QVERIFY(std::isnan(tags->value(u"d").toDouble()));
    QVERIFY(std::isinf(tags->value(u"e").toDouble()));
    QCOMPARE(tags->value(u"f").toLongLong(), 1000);
    QCOMPARE(tags->value(u"g").toString(), QStringLiteral("ééA"));
    QCOMPARE(tags->value(u"h").toString(), QStringLiteral("onetwo"));
    QVERIFY(!tags->contains(u"i"));
    QCOMPARE(tags->bringupStatus(), QStringLiteral("FAILED_RUNTIME"));
    QCOMPARE(tags->pcc(), std::nullopt);
}

// The scanner notes where keys lie and compares them in place; a key written any
// other way (escaped, concatenated, triple-quoted) is decoded first. As in a dict,
// a key given twice is its later value; one level of a dict is "outer.inner".
void TestRunnerTags::keysAsPythonReadsThem()
{
    const auto tags = RunnerTags::parse(QStringLiteral(
        R"({'arch': 'n150', "arch": 'p150', 'ar\x63h2': 1, 'sp' 'lit': 2, '''tri''': 3, r'raw\n': 4, )"
        R"('a.b': {'c': 5, 'd.e': 6}, 'x': {'y': {'z': 7}, 'w': [1]}, 'a': {'b.c': 8}, 'f': {'name': None}})"));
    QVERIFY(tags);
    QCOMPARE(tags->value(u"arch").toString(), QStringLiteral("p150"));
    QCOMPARE(tags->value(u"arch2").toInt(), 1);
    QCOMPARE(tags->value(u"split").toInt(), 2);
    QCOMPARE(tags->value(u"tri").toInt(), 3);
    QCOMPARE(tags->value(u"raw\\n").toInt(), 4);
    QCOMPARE(tags->value(u"a.b.c").toInt(), 8);  // both readings name it; the later one
    QCOMPARE(tags->value(u"a.b.d.e").toInt(), 6);
    QVERIFY(!tags->contains(u"x.y"));  // a dict, not a scalar
    QVERIFY(!tags->contains(u"x.y.z"));  // two levels down
    QVERIFY(!tags->contains(u"x.w"));
    QVERIFY(!tags->contains(u"a.b"));
    QVERIFY(tags->contains(u"f.name"));
    QVERIFY(!tags->value(u"f.name").isValid());
    QVERIFY(!tags->contains(u"nope"));
}

void TestRunnerTags::notADict_data()
{
    QTest::addColumn<QString>("literal");
    QTest::newRow("empty") << QString();
    QTest::newRow("list") << QStringLiteral("['bringup_status', 'PASSED']");
    QTest::newRow("unclosed") << QStringLiteral("{'bringup_status': 'PASSED'");
    QTest::newRow("unterminated string") << QStringLiteral("{'bringup_status': 'PASSED}");
    QTest::newRow("missing colon") << QStringLiteral("{'bringup_status' 'PASSED'}");
    QTest::newRow("code") << QStringLiteral("{'a': __import__('os')}");
    QTest::newRow("trailing junk") << QStringLiteral("{'a': 1} x");
    QTest::newRow("json true") << QStringLiteral("{\"a\": true}");
    QTest::newRow("string not closed on its line") << QStringLiteral("{'k': 'abc\\'\n}");
    QTest::newRow("point underscore") << QStringLiteral("{'a': ._5}");
    QTest::newRow("signed string") << QStringLiteral("{'a': -'x'}");
    QTest::newRow("signed None") << QStringLiteral("{'a': - None}");
}

void TestRunnerTags::notADict()
{
    QFETCH(QString, literal);
    QVERIFY(!RunnerTags::parse(literal).has_value());
}

void TestRunnerTags::deepNestingIsRefused()
{
    // A chain of signs is read in a loop, not a recursion per sign (a property is
    // kept up to 64K characters).
    const auto signs = RunnerTags::parse(QStringLiteral("{'a': ") + QString(65000, u'-') + QStringLiteral("1, 'b': 1 # c\r}"));
    QVERIFY(signs);
    QCOMPARE(signs->value(u"a").toDouble(), 1.0);
    QCOMPARE(signs->value(u"b").toInt(), 1);  // a comment ends at a carriage return too
    const QString deep = QStringLiteral("{'a': ") + QString(100000, u'[') + QString(100000, u']') + u'}';
    QVERIFY(!RunnerTags::parse(deep).has_value());
    const QString fine = QStringLiteral("{'a': [[[1]]], 'bringup_status': 'PASSED'}");
    QCOMPARE(RunnerTags::parse(fine)->bringupStatus(), QStringLiteral("PASSED"));
}

void TestRunnerTags::bringupStatusNames_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("category");  // -1: none
    QTest::newRow("fe") << "FAILED_FE_COMPILATION" << int(Category::FeCompilation);
    QTest::newRow("ttmlir lower") << "failed_ttmlir_compilation" << int(Category::TtmlirCompilation);
    QTest::newRow("runtime enum") << "BringupStatus.FAILED_RUNTIME" << int(Category::Runtime);
    QTest::newRow("incorrect") << "INCORRECT_RESULT" << int(Category::Numerics);
    QTest::newRow("passed") << "PASSED" << -1;
    QTest::newRow("unknown") << "UNKNOWN" << -1;
    QTest::newRow("not started") << "not_started" << -1;
    QTest::newRow("empty") << "" << -1;
}

void TestRunnerTags::bringupStatusNames()
{
    QFETCH(QString, status);
    QFETCH(int, category);
    const auto found = BringupClassifier::fromBringupStatus(status);
    QCOMPARE(found ? int(*found) : -1, category);
}

// The text alone says "TT_FATAL ... device": runtime. The runner knew better: it
// never got past compilation. Its tags win, as in tt-xla's own tools.
void TestRunnerTags::junitPrefersTheRunnersVerdict()
{
    const QString text = QStringLiteral(
        "TT_FATAL @ /tt-metal/tt_metal/impl/device/device.cpp:412: Out of memory on device 0");
    const auto report = JUnitReader::fromBytes(
        junitWith(kKey, text, QStringLiteral("{'bringup_status': 'FAILED_TTMLIR_COMPILATION', 'pcc': None}")));
    QVERIFY(report);
    const JUnitCase c = report->outcomeFor(kKey);
    QCOMPARE(c.outcome, JUnitCase::Outcome::Failed);
    QVERIFY(c.tags.has_value());
    QCOMPARE(c.category, Category::TtmlirCompilation);
    QVERIFY(c.categoryFromTags);
    QCOMPARE(report->observe(kKey).runnerCategory, std::optional<Category>(Category::TtmlirCompilation));
}

void TestRunnerTags::junitWithoutTagsReadsTheText()
{
    const QString text = QStringLiteral(
        "TT_FATAL @ /tt-metal/tt_metal/impl/device/device.cpp:412: Out of memory on device 0");
    const auto report = JUnitReader::fromBytes(junitWith(kKey, text, QStringLiteral("{'bringup_status': 'UNKNOWN'}")));
    QVERIFY(report);
    const JUnitCase c = report->outcomeFor(kKey);
    QCOMPARE(c.category, Category::Runtime);  // UNKNOWN says nothing: the text decides
    QVERIFY(!c.categoryFromTags);
}

void TestRunnerTags::junitWithUnreadableTagsReadsTheText()
{
    const QString text = QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique");
    const auto report = JUnitReader::fromBytes(junitWith(kKey, text, QStringLiteral("{'bringup_status': ")));
    QVERIFY(report);
    const JUnitCase c = report->outcomeFor(kKey);
    QVERIFY(!c.tags.has_value());
    QCOMPARE(c.category, Category::TtmlirCompilation);
}

// A PCC failure the text does not call one: INCORRECT_RESULT in the tags makes
// it a passing entry with assert_pcc off, on branch B and on branch A alike.
void TestRunnerTags::planFollowsTheRunnersVerdict()
{
    const Entry entry = entryOf(kKey, "    status: NOT_SUPPORTED_SKIP\n    bringup_status: FAILED_FE_COMPILATION\n"
                                      "    reason: \"RuntimeError: mat1 and mat2 must have the same dtype\"\n");
    QVERIFY(!entry.key.isEmpty());
    const auto report = JUnitReader::fromBytes(
        junitWith(kKey, QStringLiteral("AssertionError: comparison of the outputs failed"), kRealShape));
    QVERIFY(report);
    const YamlPlan::Observation seen = report->observe(kKey);
    const QString canonical = QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16");
    for (const YamlPlan::Branch branch : {YamlPlan::Branch::A, YamlPlan::Branch::B}) {
        const YamlPlan plan = YamlPlan::plan(DtypeSignature{}, branch, entry, seen, canonical);
        QCOMPARE(plan.category, Category::Numerics);
        QCOMPARE(plan.summary(), QStringLiteral("status: EXPECTED_PASSING, assert_pcc: false, -bringup_status, -reason"));
        QVERIFY(!plan.needsReview);
    }
    // Without the tags the same text reads as a plain Python exception: no pass.
    YamlPlan::Observation textOnly = seen;
    textOnly.runnerCategory.reset();
    const YamlPlan guessed = YamlPlan::plan(DtypeSignature{}, YamlPlan::Branch::B, entry, textOnly, canonical);
    QVERIFY(guessed.category != Category::Numerics);
    QVERIFY2(!guessed.summary().contains(QLatin1String("EXPECTED_PASSING")), qPrintable(guessed.summary()));
}

QTEST_GUILESS_MAIN(TestRunnerTags)
#include "tst_runnertags.moc"
