// An imported file is data, never code (issue 34), end to end: real probe results
// of the demo (forward_probe.py for retinanet, inputs_probe.py for t5_dict) with
// one field made hostile are imported through every path — `propose --apply`,
// `triage --probe --yes`, the window's File ▸ Import Probe Result — and each is
// refused whole, naming the file, the event and the field, with the checkout
// untouched. What is data (any text as a dict key, any text as the user's reason,
// a --target) is written as inert text: Python reads it back as exactly that,
// and running the fixed loader creates no marker file.
#include "appprocess.h"
#include "demofiles.h"
#include "demofixture.h"
#include "mainwindow.h"
#include "windowfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QtTest>

#include <functional>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

const QString kRetinanet = QStringLiteral("retinanet/pytorch-Tiny-single_device-training");
const QString kRetinanetLoader = QStringLiteral("third_party/tt_forge_models/retinanet/pytorch/loader.py");
const QString kT5 = QStringLiteral("t5_dict/pytorch-Small-single_device-training");

using Mutation = std::function<void(QJsonObject& event, const QString& payload)>;

struct Hostile {
    const char* name;
    const char* event;  // the event line changed
    const char* field;  // what the refusal names
    Mutation mutate;
};

QJsonObject bf16Tensor() { return {{"kind", "tensor"}, {"shape", QJsonArray{2, 4}}, {"dtype", "torch.bfloat16"}}; }

// Appends `entry` to the top of the output tree.
void addEntry(QJsonObject& event, const QJsonObject& entry)
{
    QJsonObject tree = event["tree"].toObject();
    QJsonArray entries = tree["entries"].toArray();
    entries.append(entry);
    tree["entries"] = entries;
    event["tree"] = tree;
}

// Sets `field` of the first child of the tree's first entry (retinanet's cls_logits[0]).
void setInFirstTensor(QJsonObject& event, const char* field, const QString& value)
{
    QJsonObject tree = event["tree"].toObject();
    QJsonArray entries = tree["entries"].toArray();
    QJsonObject first = entries[0].toObject();
    QJsonObject list = first["value"].toObject();
    QJsonArray items = list["entries"].toArray();
    QJsonObject item = items[0].toObject();
    QJsonObject tensor = item["value"].toObject();
    tensor[QLatin1String(field)] = value;
    item["value"] = tensor;
    items[0] = item;
    list["entries"] = items;
    first["value"] = list;
    entries[0] = first;
    tree["entries"] = entries;
    event["tree"] = tree;
}

const QList<Hostile>& forwardHostiles()
{
    static const QList<Hostile> all{
        {"the issue's literal", "output_tree", "tree.entries[3].literal",
         [](QJsonObject& e, const QString& p) {
             addEntry(e, {{"key", "a"}, {"literal", "(" + p + ", 'a')[1]"}, {"value", bf16Tensor()}});
         }},
        {"a literal of another key", "output_tree", "tree.entries[3].literal",
         [](QJsonObject& e, const QString&) { addEntry(e, {{"key", "a"}, {"literal", "'b'"}, {"value", bf16Tensor()}}); }},
        {"a class that is code", "output_tree", "tree.class",
         [](QJsonObject& e, const QString& p) {
             QJsonObject tree = e["tree"].toObject();
             tree["class"] = "dict\"\"\"\n" + p + "\n\"\"\"";
             e["tree"] = tree;
         }},
        {"a dtype that is code", "output_tree", "tree.entries[0].value.entries[0].value.dtype",
         [](QJsonObject& e, const QString& p) { setInFirstTensor(e, "dtype", "torch.bfloat16\n" + p); }},
        {"an attribute that is code", "unpack_handler", "attribute",
         [](QJsonObject& e, const QString& p) {
             e["kind"] = "registry";
             e["attribute"] = "logits\", " + p + ", \"";
         }},
        {"a handler class that is code", "unpack_handler", "class",
         [](QJsonObject& e, const QString& p) { e["class"] = "dict\")\n" + p + "\n(\""; }},
        {"a stage that is code", "phase_result", "stage", [](QJsonObject& e, const QString& p) { e["stage"] = p; }},
    };
    return all;
}

const QList<Hostile>& inputsHostiles()
{
    static const QList<Hostile> all{
        {"a parameter that is code", "forward_signature", "parameters[0].name",
         [](QJsonObject& e, const QString& p) {
             QJsonArray params = e["parameters"].toArray();
             QJsonObject first = params[0].toObject();
             first["name"] = "input_ids\": " + p + ", \"x";
             params[0] = first;
             e["parameters"] = params;
         }},
        {"a decoder start read from code", "model_config", "decoder_start_from",
         [](QJsonObject& e, const QString& p) { e["decoder_start_from"] = "config if " + p + " else self.model.config"; }},
        {"a decoder start that is code", "model_config", "decoder_start_token_id",
         [](QJsonObject& e, const QString& p) { e["decoder_start_token_id"] = "0); " + p + "; ("; }},
        {"a landing that is code", "loaded_inputs", "items[0].parameter",
         [](QJsonObject& e, const QString& p) {
             QJsonArray items = e["items"].toArray();
             QJsonObject first = items[0].toObject();
             first["parameter"] = "input_ids\"] + " + p;
             items[0] = first;
             e["items"] = items;
         }},
        {"a keyword argument that is code", "loaded_inputs", "kwargs[0]",
         [](QJsonObject& e, const QString& p) { e["kwargs"] = QJsonArray{"batch_size=" + p}; }},
    };
    return all;
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestHostileProbes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init() { m_demo.newCopy(); }
    void forwardRefusedEverywhere_data() { rows(forwardHostiles()); }
    void forwardRefusedEverywhere() { refusedEverywhere(forwardHostiles(), m_forward, kRetinanet); }
    void inputsRefusedEverywhere_data() { rows(inputsHostiles()); }
    void inputsRefusedEverywhere() { refusedEverywhere(inputsHostiles(), m_inputs, kT5); }
    void anyTextAsAKeyOrAReasonIsInert();
    void hostileTargetsAreRefused();
    void windowImportRefuses();

private:
    void rows(const QList<Hostile>& hostiles)
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < hostiles.size(); ++i)
            QTest::newRow(hostiles[i].name) << i;
    }
    void refusedEverywhere(const QList<Hostile>& hostiles, const QString& probe, const QString& key);
    // `probe` with the first `event` line changed by `mutate`, as a new file.
    QString mutated(const QString& probe, const char* event, const Mutation& mutate, const QString& name) const;
    AppRun app(const QStringList& arguments) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_demo.tmpPath(QStringLiteral("data")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return runApp(arguments, env, kTimeoutMs);
    }
    // What the payload would do: create this file.
    QString payload() const { return QStringLiteral("__import__('os').system('touch %1')").arg(m_marker); }

    DemoFixture m_demo;
    WindowFixture m_window;
    QString m_forward;  // retinanet Tiny's forward probe output
    QString m_inputs;   // t5_dict Small's inputs probe output
    QString m_marker;
};

void TestHostileProbes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    registerSessionTypes();
    m_demo.newCopy();
    m_forward = m_demo.probeOutput(QStringLiteral("forward"), QStringLiteral("retinanet/pytorch"), QStringLiteral("Tiny"));
    m_inputs = m_demo.probeOutput(QStringLiteral("inputs"), QStringLiteral("t5_dict/pytorch"), QStringLiteral("Small"));
    QVERIFY(!m_forward.isEmpty() && !m_inputs.isEmpty());
    m_marker = m_demo.tmpPath(QStringLiteral("marker"));
}

QString TestHostileProbes::mutated(const QString& probe, const char* event, const Mutation& mutate, const QString& name) const
{
    QList<QByteArray> lines = readAll(probe).split('\n');
    bool changed = false;
    for (QByteArray& line : lines) {
        if (changed || !line.startsWith("@dtriage "))
            continue;
        QJsonObject json = QJsonDocument::fromJson(line.mid(9)).object();
        if (json["event"].toString() != QLatin1String(event))
            continue;
        mutate(json, payload());
        line = "@dtriage " + QJsonDocument(json).toJson(QJsonDocument::Compact);
        changed = true;
    }
    const QString path = m_demo.tmpPath(name + QStringLiteral(".txt"));
    QFile out(path);
    if (!changed || !out.open(QIODevice::WriteOnly))
        return {};
    out.write(lines.join('\n'));
    return path;
}

void TestHostileProbes::refusedEverywhere(const QList<Hostile>& hostiles, const QString& probe, const QString& key)
{
    QFETCH(int, index);
    const Hostile& hostile = hostiles[index];
    const QString file = mutated(probe, hostile.event, hostile.mutate, QStringLiteral("hostile-%1").arg(index));
    QVERIFY(!file.isEmpty());
    const QString says = QStringLiteral("event \"%1\", field \"%2\"").arg(QLatin1String(hostile.event), QLatin1String(hostile.field));
    const auto before = snapshot(m_demo.root(), PyCache::Skip);
    const AppRun propose = app({QStringLiteral("propose"), key, QStringLiteral("--checkout"), m_demo.root(),
                                QStringLiteral("--probe"), file, QStringLiteral("--apply")});
    QCOMPARE(propose.exitCode, 1);
    QVERIFY2(propose.err.contains(file.toUtf8()) && propose.err.contains(says.toUtf8()), propose.err.constData());
    const AppRun triage = app({QStringLiteral("triage"), key, QStringLiteral("--checkout"), m_demo.root(),
                               QStringLiteral("--probe"), file, QStringLiteral("--yes")});
    QVERIFY2(triage.exitCode == 1, triage.err.constData());
    QVERIFY2((triage.out + triage.err).contains(says.toUtf8()), (triage.out + triage.err).constData());
    QCOMPARE(snapshot(m_demo.root(), PyCache::Skip), before);
    QVERIFY(!QFile::exists(m_marker));
}

// A dict whose one tensor sits under a key holding quotes, a docstring's end,
// backslashes, NUL, U+2028 and code (forward_probe.py prints it as repr gives it)
// is proposed, written with a hostile reason, and run: the override returns the
// tensor under exactly that key, its docstring holds the reason, no marker.
void TestHostileProbes::anyTextAsAKeyOrAReasonIsInert()
{
    const QString key = QStringLiteral("a\"]\n\"\"\"\\") + QChar(0) + QStringLiteral("\u2028''' ") + payload() + u'\\';
    QProcess repr;
    repr.start(QStringLiteral(DTRIAGE_PYTHON), {QStringLiteral("-c"), QStringLiteral("import sys; print(repr(sys.stdin.read()), end='')")});
    repr.write(key.toUtf8());
    repr.closeWriteChannel();
    QVERIFY(repr.waitForFinished(30000));
    const QString literal = QString::fromUtf8(repr.readAllStandardOutput());
    const QString file = mutated(m_forward, "output_tree", [&](QJsonObject& e, const QString&) {
        e["tree"] = QJsonObject{{"kind", "mapping"}, {"class", "dict"}, {"more", 0},
                                {"entries", QJsonArray{QJsonObject{{"key", key}, {"literal", literal}, {"value", bf16Tensor()}}}}};
    }, QStringLiteral("inert"));
    QVERIFY(!file.isEmpty());
    const QString why = QStringLiteral("\"\"\"\" ") + payload() + QStringLiteral(" \\ \u2028 '''\n\"\"\"");
    const AppRun propose = app({QStringLiteral("propose"), kRetinanet, QStringLiteral("--checkout"), m_demo.root(),
                                QStringLiteral("--probe"), file, QStringLiteral("--why"), why, QStringLiteral("--apply")});
    QVERIFY2(propose.exitCode == 0, (propose.out + propose.err).constData());
    QVERIFY(readAll(m_demo.path(kRetinanetLoader)).contains("def unpack_forward_output(self, forward_output):"));
    // The fixed loader, run: imported, its override called on an output with that key.
    QProcess run;
    run.setWorkingDirectory(m_demo.root());
    run.start(QStringLiteral(DTRIAGE_PYTHON), {QStringLiteral("-c"), QStringLiteral(R"(
import json, sys, torch
sys.path.insert(0, ".")
from third_party.tt_forge_models.retinanet.pytorch import loader
key = sys.stdin.read()
method = loader.ModelLoader.unpack_forward_output
out = method(None, {key: torch.ones(2, 4)})
print(json.dumps({"sum": float(out.sum()), "doc": method.__doc__}))
)")});
    run.write(key.toUtf8());
    run.closeWriteChannel();
    QVERIFY(run.waitForFinished(120000));
    const QJsonObject seen = QJsonDocument::fromJson(run.readAllStandardOutput()).object();
    QVERIFY2(seen.value("sum").toDouble() == 8.0, run.readAllStandardError().constData());
    const QString doc = seen.value("doc").toString();
    QVERIFY2(doc.contains(payload()) && doc.contains(QStringLiteral("\"\"\"\"")) && doc.contains(QChar(0x2028)), qPrintable(doc));
    QVERIFY(!QFile::exists(m_marker));
}

// --target names what the probe declared; a text that is code names nothing.
void TestHostileProbes::hostileTargetsAreRefused()
{
    const auto before = snapshot(m_demo.root(), PyCache::Skip);
    for (const QString& target : {QStringLiteral("entry:a\"]; ") + payload() + QStringLiteral("; x = [\""),
                                  QStringLiteral("registry:x\"); ") + payload() + QStringLiteral("; (\""),
                                  QStringLiteral("sum:cls_logits,") + payload()}) {
        const AppRun propose = app({QStringLiteral("propose"), kRetinanet, QStringLiteral("--checkout"), m_demo.root(),
                                    QStringLiteral("--probe"), m_forward, QStringLiteral("--target"), target,
                                    QStringLiteral("--apply")});
        QVERIFY2(propose.exitCode == 1, qPrintable(target + QStringLiteral(": ") + QString::fromUtf8(propose.out + propose.err)));
    }
    QCOMPARE(snapshot(m_demo.root(), PyCache::Skip), before);
    QVERIFY(!QFile::exists(m_marker));
}

// File ▸ Import Probe Result… on the selected entry: the session fails at once,
// saying which field of which event, and writes nothing.
void TestHostileProbes::windowImportRefuses()
{
    const Hostile& hostile = forwardHostiles().first();
    const QString file = mutated(m_forward, hostile.event, hostile.mutate, QStringLiteral("window"));
    MainWindow window;
    QString root;
    QVERIFY(m_window.openDemo(window, &root));
    const auto before = snapshot(root, PyCache::Skip);
    window.selectKey(kRetinanet);
    TriageSession* session = window.importProbe(file);
    QVERIFY(session);
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::Failed);
    QVERIFY2(session->stateNote().contains(QStringLiteral("field \"%1\"").arg(QLatin1String(hostile.field)))
                 && session->stateNote().contains(file),
             qPrintable(session->stateNote()));
    QCOMPARE(snapshot(root, PyCache::Skip), before);
    QVERIFY(!QFile::exists(m_marker));
}

QTEST_MAIN(TestHostileProbes)
#include "tst_hostileprobes.moc"
