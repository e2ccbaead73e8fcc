// The forward-output probe (resources/python/forward_probe.py, real torch) on a
// copy of the demo checkout: for each unpack_forward_output case of CASES.md (u1-u6)
// the output's tree, the handler that applies and what unpacking gave, cold (its
// own Python) and through the warm worker (the same events; the worker runs it by
// the job's "probe").
#include "demofiles.h"
#include "families/unpack/fix/unpackfixbuilder.h"
#include "unpackfixes.h"
#include "families/unpack/probe/forwardfindings.h"
#include "families/unpack/probe/forwardprobe.h"
#include "families/unpack/fix/overridewriter.h"
#include "families/unpack/probe/unpackdecision.h"
#include "run/job.h"
#include "run/pythonscripts.h"
#include "run/warmworker.h"

#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

constexpr int kRunTimeoutMs = 300 * 1000;  // a loaded 2-core CI machine imports torch slowly
const QString kEventPrefix = QStringLiteral("@dtriage ");

// The events of one probe run, by name (the last of each), and in order under "".
using Events = QHash<QString, QJsonObject>;

Events eventsOf(const QStringList& lines)
{
    Events events;
    QJsonArray all;
    for (const QString& line : lines) {
        const qsizetype at = line.indexOf(kEventPrefix);
        if (at < 0)
            continue;
        const QJsonObject event = QJsonDocument::fromJson(line.mid(at + kEventPrefix.size()).toUtf8()).object();
        all.append(event);
        events.insert(QString(), QJsonObject{{QStringLiteral("all"), all}});
        const QString name = event.value(QStringLiteral("event")).toString();
        // Two phase results when the bfloat16 forward failed: keep both apart.
        const QString phase = event.value(QStringLiteral("phase")).toString();
        events.insert(phase.isEmpty() ? name : name + u'/' + phase, event);
    }
    return events;
}

// What the engine reads of them: the findings and the decision they allow.
UnpackDecision decisionOf(const Events& events, ForwardFindings* found = nullptr)
{
    QList<QJsonObject> list;
    for (const QJsonValue& event : events.value(QString()).value(QStringLiteral("all")).toArray())
        list << event.toObject();
    const Result<ForwardFindings> findings = ForwardFindings::fromEvents(list);
    if (!findings)
        return {};
    if (found)
        *found = *findings;
    return UnpackDecision::decide(*findings);
}

// "tuple of 2: [0] Tensor (2, 16, 6) torch.bfloat16, ..." for a QCOMPARE.
QString shapeOf(const QJsonObject& node)
{
    const QString kind = node.value(QStringLiteral("kind")).toString();
    if (kind == QLatin1String("tensor")) {
        QStringList dims;
        for (const QJsonValue& d : node.value(QStringLiteral("shape")).toArray())
            dims << QString::number(d.toInt());
        return QStringLiteral("Tensor (%1) %2").arg(dims.join(QStringLiteral(", ")),
                                                    node.value(QStringLiteral("dtype")).toString());
    }
    const QJsonArray entries = node.value(QStringLiteral("entries")).toArray();
    QStringList parts;
    for (const QJsonValue& entry : entries) {
        const QJsonObject e = entry.toObject();
        parts << QStringLiteral("%1: %2").arg(e.value(QStringLiteral("key")).toString(),
                                              shapeOf(e.value(QStringLiteral("value")).toObject()));
    }
    return QStringLiteral("%1 {%2}").arg(node.value(QStringLiteral("class")).toString(),
                                         parts.join(QStringLiteral("; ")));
}

// As ProbeJob sends it to the warm worker: the probe's name and its extracted script.
QJsonObject job(const QString& checkout, const QString& modelPath)
{
    return {{QStringLiteral("probe"), ForwardProbe::instance().name()},
            {QStringLiteral("script"), PythonScripts::path(ForwardProbe::instance().script()).value_or(QString())},
            {QStringLiteral("checkout"), checkout},
            {QStringLiteral("model_path"), modelPath},
            {QStringLiteral("kwargs"), QJsonObject{{QStringLiteral("batch_size"), 2}}}};
}

PythonCommand python()
{
    PythonCommand command;
    command.program = QStringLiteral(DTRIAGE_PYTHON);
    command.interpreter = command.program;
    return command;
}

}  // namespace

class TestForwardProbe : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cases_data();
    void cases();
    void escalate();
    void warmWorkerRunsTheSameProbe();
    void tensorsTooDeepAreSaid();
    void overridesAsCasesPrescribe();
    void cleanupTestCase();

private:
    Events runCold(const QString& modelPath);
    Events runWarm(const QString& modelPath);

    QTemporaryDir m_dir;
    QString m_root;
    std::unique_ptr<WarmWorker> m_worker;
};

void TestForwardProbe::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const auto copy = copyDemo(m_dir.path());
    QVERIFY2(copy.has_value(), qPrintable(copy ? QString() : copy.error().toString()));
    m_root = *copy;
    m_worker = std::make_unique<WarmWorker>(python());
    m_worker->setSlots(2);
    m_worker->start();  // imports torch while the cold runs go
}

void TestForwardProbe::cleanupTestCase() { m_worker.reset(); }

Events TestForwardProbe::runCold(const QString& modelPath)
{
    const Result<QString> script = PythonScripts::path(ForwardProbe::instance().script());
    const Result<QString> repro = PythonScripts::path(QStringLiteral("probe_runtime.py"));  // imported from the scripts' root
    if (!script || !repro)
        return {};
    JobSpec spec = python().jobSpec(
        {*script, QStringLiteral("--job"),
         QString::fromUtf8(QJsonDocument(job(m_root, modelPath)).toJson(QJsonDocument::Compact))});
    spec.timeoutMs = kRunTimeoutMs;
    const JobResult result = Job::runWaiting(spec);
    return eventsOf(QString::fromUtf8(result.output).split(u'\n'));
}

Events TestForwardProbe::runWarm(const QString& modelPath)
{
    if (!m_worker->waitForReady(kRunTimeoutMs))
        return {};
    QStringList lines;
    QString id;
    connect(m_worker.get(), &WarmWorker::childLine, this, [&](const QString& child, const QString& line) {
        if (child == id)
            lines << line;
    });
    QSignalSpy finished(m_worker.get(), &WarmWorker::childFinished);
    id = m_worker->submit(job(m_root, modelPath));
    const bool done = QTest::qWaitFor(
        [&] {
            for (const QList<QVariant>& args : std::as_const(finished))
                if (args.value(0).toString() == id)
                    return true;
            return false;
        },
        kRunTimeoutMs);
    disconnect(m_worker.get(), &WarmWorker::childLine, this, nullptr);
    return done ? eventsOf(lines) : Events{};
}

void TestForwardProbe::cases_data()
{
    QTest::addColumn<QString>("modelPath");
    QTest::addColumn<QString>("tree");
    QTest::addColumn<QString>("handler");  // unpack_handler's kind
    QTest::addColumn<QString>("unpacked");  // the error, or the returned tensor
    QTest::addColumn<QString>("decision");  // UnpackDecision::actionName
    QTest::addColumn<QString>("proposal");  // the attribute, or the tensor paths
    const QString noHandler = QStringLiteral(
        "ValueError: No handler for class %1 exists in `unpack_forward_output`.Register a handler or "
        "implement custom unpack_forward_output for the specific model.");
    const QString bf16 = QStringLiteral("torch.bfloat16");
    QTest::newRow("u1 ssd_tuple")
        << "ssd_tuple/pytorch"
        << QStringLiteral("tuple {0: Tensor (2, 16, 6) %1; 1: Tensor (2, 16, 4) %1}").arg(bf16) << "none"
        << noHandler.arg(QStringLiteral("tuple")) << "override" << "[0] [1]";
    QTest::newRow("u2 retinanet")
        << "retinanet/pytorch"
        << QStringLiteral("dict {cls_logits: list {0: Tensor (2, 160) %1; 1: Tensor (2, 40) %1}; "
                          "bbox_regression: list {0: Tensor (2, 128) %1; 1: Tensor (2, 32) %1}; "
                          "anchors: list {0: Tensor (16, 4) torch.float32; 1: Tensor (4, 4) torch.float32}}")
               .arg(bf16)
        // The anchors need no gradient (requires_grad=False): no candidate (issue 46 §3).
        << "none" << noHandler.arg(QStringLiteral("dict")) << "override"
        << "cls_logits[0] cls_logits[1] bbox_regression[0] bbox_regression[1]";
    QTest::newRow("u3 bert_mc")
        << "bert_mc/pytorch"
        << QStringLiteral("MultipleChoiceModelOutput {logits: Tensor (2, 3) %1; "
                          "hidden_states: tuple {0: Tensor (6, 6, 16) %1; 1: Tensor (6, 6, 16) %1}}")
               .arg(bf16)
        << "none" << noHandler.arg(QStringLiteral("MultipleChoiceModelOutput")) << "registry_entry" << "logits";
    QTest::newRow("u4 mgp_str")
        << "mgp_str/pytorch"
        << QStringLiteral("MgpstrModelOutput {logits: tuple {0: Tensor (2, 5, 12) %1; "
                          "1: Tensor (2, 5, 20) %1; 2: Tensor (2, 5, 24) %1}}")
               .arg(bf16)
        << "registry" << QStringLiteral("ValueError: Handler for MgpstrModelOutput did not return a torch.Tensor")
        << "wrong_registry" << "logits[0] logits[1] logits[2]";
    QTest::newRow("u5 efficientdet")
        << "efficientdet/pytorch"
        << QStringLiteral("tuple {0: Tensor (2, 12, 2, 2) %1; 1: Tensor (2, 12, 2, 2) %1}").arg(bf16) << "override"
        << QStringLiteral("Tensor (2, 96) %1").arg(bf16) << "stale" << "";
}

void TestForwardProbe::cases()
{
    QFETCH(QString, modelPath);
    QFETCH(QString, tree);
    QFETCH(QString, handler);
    QFETCH(QString, unpacked);
    QFETCH(QString, decision);
    QFETCH(QString, proposal);
    const Events events = runCold(modelPath);
    QVERIFY2(events.contains(QStringLiteral("done")), qPrintable(QStringList(events.keys()).join(u' ')));
    QCOMPARE(events.value(QStringLiteral("hello")).value(QStringLiteral("probe")).toString(),
             QStringLiteral("forward"));
    QVERIFY(events.value(QStringLiteral("phase_result/BFLOAT16")).value(QStringLiteral("ok")).toBool());
    QVERIFY(!events.contains(QStringLiteral("phase_result/FLOAT32")));  // only when bfloat16 fails
    QCOMPARE(shapeOf(events.value(QStringLiteral("output_tree")).value(QStringLiteral("tree")).toObject()), tree);
    const QJsonObject found = events.value(QStringLiteral("unpack_handler"));
    QCOMPARE(found.value(QStringLiteral("kind")).toString(), handler);
    const QJsonObject result = events.value(QStringLiteral("unpack_result"));
    if (result.value(QStringLiteral("ok")).toBool()) {
        QCOMPARE(shapeOf(result.value(QStringLiteral("returned")).toObject()), unpacked);
    } else {
        QCOMPARE(QStringLiteral("%1: %2").arg(result.value(QStringLiteral("error_type")).toString(),
                                              result.value(QStringLiteral("message")).toString()),
                 unpacked);
    }
    ForwardFindings findings;
    const UnpackDecision decided = decisionOf(events, &findings);
    QCOMPARE(UnpackDecision::actionName(decided.action), decision);
    QCOMPARE(decided.attribute.isEmpty() ? decided.tensorPaths.join(u' ') : decided.attribute, proposal);
    QCOMPARE(decided.judgementCall, decided.tensorPaths.size() > 1);
    QVERIFY(findings.output.has_value() && findings.done);
    QCOMPARE(findings.output->headline().section(u' ', 0, 0),
             events.value(QStringLiteral("unpack_handler")).value(QStringLiteral("class")).toString());
    if (handler == QLatin1String("registry")) {
        // The wrong entry: the registered attribute is itself a tuple.
        QCOMPARE(found.value(QStringLiteral("attribute")).toString(), QStringLiteral("logits"));
        QCOMPARE(found.value(QStringLiteral("attribute_value")).toObject().value(QStringLiteral("class")).toString(),
                 QStringLiteral("tuple"));
    }
    if (handler == QLatin1String("override")) {
        QCOMPARE(found.value(QStringLiteral("file")).toString(),
                 QStringLiteral("third_party/tt_forge_models/") + modelPath + QStringLiteral("/loader.py"));
        QVERIFY(found.value(QStringLiteral("line")).toInt() > 0);
    }
}

// u6: the bfloat16 forward fails, so a float32 forward runs; it fails the same way.
void TestForwardProbe::escalate()
{
    const Events events = runCold(QStringLiteral("fcos/pytorch"));
    QVERIFY(events.contains(QStringLiteral("done")));
    for (const QString& phase : {QStringLiteral("BFLOAT16"), QStringLiteral("FLOAT32")}) {
        const QJsonObject result = events.value(QStringLiteral("phase_result/") + phase);
        QVERIFY2(!result.isEmpty(), qPrintable(phase));
        QVERIFY(!result.value(QStringLiteral("ok")).toBool());
        QCOMPARE(result.value(QStringLiteral("stage")).toString(), QStringLiteral("forward"));
        QVERIFY(result.value(QStringLiteral("message")).toString().startsWith(
            QStringLiteral("mat1 and mat2 shapes cannot be multiplied")));
    }
    QVERIFY(!events.contains(QStringLiteral("output_tree")));
    QCOMPARE(decisionOf(events).action, UnpackDecision::Action::Escalate);
}

// A forward whose tensors lie ten lists deep, below forward_probe.py's MAX_DEPTH:
// the probe reads as far as it goes, and the decision says the tensors lie deeper
// than it reads -- not "did not get as far as unpacking", not an override of nothing.
void TestForwardProbe::tensorsTooDeepAreSaid()
{
    const QString loaders = m_root + QStringLiteral("/third_party/tt_forge_models/");
    QDir().mkpath(loaders + QStringLiteral("ssd_deep/pytorch"));
    for (const QString& name : {QStringLiteral("__init__.py"), QStringLiteral("pytorch/__init__.py")})
        QVERIFY(writeFile(loaders + QStringLiteral("ssd_deep/") + name, {}));
    QByteArray loader = readFile(loaders + QStringLiteral("ssd_tuple/pytorch/loader.py"));
    const QByteArray heads = "        return cls_logits.reshape(n, -1, self.num_classes), bbox_regression.reshape(n, -1, 4)\n";
    QVERIFY(loader.contains(heads));
    loader.replace(heads, "        out = (cls_logits.reshape(n, -1, self.num_classes), bbox_regression.reshape(n, -1, 4))\n"
                          "        for _ in range(10):\n"
                          "            out = [out]\n"
                          "        return out\n");
    QVERIFY(writeFile(loaders + QStringLiteral("ssd_deep/pytorch/loader.py"), loader));
    const Events events = runCold(QStringLiteral("ssd_deep/pytorch"));
    QVERIFY2(events.contains(QStringLiteral("done")), qPrintable(QStringList(events.keys()).join(u' ')));
    const UnpackDecision decided = decisionOf(events);
    QCOMPARE(UnpackDecision::actionName(decided.action), QStringLiteral("too_deep"));
    QVERIFY(decided.tensorPaths.isEmpty());
    QVERIFY2(decided.explanation().contains(QStringLiteral("deeper than the probe reads (8 levels)")),
             qPrintable(decided.explanation()));
}

void TestForwardProbe::warmWorkerRunsTheSameProbe()
{
    const Events cold = runCold(QStringLiteral("bert_mc/pytorch"));
    const Events warm = runWarm(QStringLiteral("bert_mc/pytorch"));
    QVERIFY2(warm.contains(QStringLiteral("done")), qPrintable(m_worker->deathReason()));
    QCOMPARE(warm.value(QStringLiteral("hello")).value(QStringLiteral("probe")).toString(), QStringLiteral("forward"));
    for (const QString& name : {QStringLiteral("output_tree"), QStringLiteral("unpack_handler"),
                                QStringLiteral("unpack_result")})
        QCOMPARE(warm.value(name), cold.value(name));
}

// The override of u1, u2 and u4 written from the probe's own tree: byte for byte
// what CASES.md prescribes and tst_demopytest proves with pytest.
void TestForwardProbe::overridesAsCasesPrescribe()
{
    struct Case {
        const char* modelPath;
        UnpackTarget target;
        const char* prescribed;
    };
    const Case cases[] = {
        {"ssd_tuple/pytorch",
         {UnpackTarget::Kind::SumAll, {}, "the class logits and the box regression are both read by the SSD loss."},
         kSsdTupleOverride},
        {"retinanet/pytorch",
         {UnpackTarget::Kind::SumOf,
          {"cls_logits", "bbox_regression"},
          "the focal and box losses read the two heads; the anchors are no loss's input."},
         kRetinanetOverride},
        {"mgp_str/pytorch",
         {UnpackTarget::Kind::SumOf,
          {"logits"},
          "the character, BPE and WordPiece heads each feed one of the three cross-entropy losses MGP-STR "
          "adds up."},
         kMgpStrOverride},
    };
    for (const Case& c : cases) {
        ForwardFindings findings;
        decisionOf(runCold(QString::fromLatin1(c.modelPath)), &findings);
        QVERIFY2(findings.output, c.modelPath);
        const Result<QByteArray> method = OverrideWriter::method(*findings.output, c.target);
        QVERIFY2(method, qPrintable(method ? QString() : method.error().toString()));
        // Written one line a statement; black (the workbench's here) shapes it as prescribed.
        LoaderEditResult formatting;
        const QByteArray shaped = UnpackFixBuilder::shapeMethod(*method, {}, BlackChoice::workbench(), &formatting);
        QCOMPARE(QString::fromUtf8(shaped), QString::fromUtf8(c.prescribed));
        QVERIFY2(formatting.formatter.startsWith(QLatin1String("black ")), "black did not shape the method");
        // Without black the statements stay on their lines, the method still whole.
        QCOMPARE(UnpackFixBuilder::shapeMethod(*method, {}, BlackChoice::none()), *method);
    }
}

QTEST_GUILESS_MAIN(TestForwardProbe)
#include "tst_forwardprobe.moc"
