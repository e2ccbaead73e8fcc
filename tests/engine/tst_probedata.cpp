// An imported file is data, never code (issue 34), at the engine's level: the
// probe readers refuse, naming the event and the field, every value that would
// reach a written file in a form no probe prints (a class that is no name, a key
// whose literal is no constant, a dtype or stage off the closed lists, a parameter
// or decoder start that is code); what is data (any str key, any reason the user
// writes) is written so that Python reads back exactly that text; and the ast
// check refuses an edit that holds code its kind never writes, in both directions
// (a revert from a session record too).
#include "analysis/editcheck.h"
#include "format/blackchoice.h"
#include "families/inputs/fix/inputsfixbuilder.h"
#include "families/inputs/probe/inputsfindings.h"
#include "families/unpack/fix/overrideedit.h"
#include "families/unpack/fix/overridewriter.h"
#include "families/unpack/fix/unpackchoice.h"
#include "families/unpack/probe/unpackdecision.h"
#include "families/inputs/fix/inputsedits.h"
#include "families/probe/proberesult.h"
#include "run/eventprobejob.h"
#include "run/probeevent.h"
#include "families/unpack/fix/unpackedits.h"
#include "families/unpack/probe/forwardprobe.h"
#include "session/sessionundo.h"
#include "config/unifieddiff.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;

namespace {

const QString kPayload = QStringLiteral("__import__('os').system('touch /tmp/dtriage-pwned')");

QByteArray demoFile(const QString& relative)
{
    QFile file(QStringLiteral(DTRIAGE_DEMO_DIR "/third_party/tt_forge_models/") + relative);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject tensor(const char* dtype = "torch.bfloat16") { return {{"kind", "tensor"}, {"shape", QJsonArray{2, 4}}, {"dtype", dtype}}; }

QJsonObject entry(const QString& key, const QJsonValue& literal, const QJsonObject& value)
{
    QJsonObject e{{"key", key}, {"value", value}};
    if (!literal.isUndefined())
        e.insert("literal", literal);
    return e;
}

QJsonObject mapping(const QString& cls, const QJsonArray& entries)
{
    return {{"kind", "mapping"}, {"class", cls}, {"entries", entries}, {"more", 0}};
}

// A forward probe's events around `tree` (and `handler`), as forward_probe.py prints them.
QList<QJsonObject> forwardEvents(const QJsonObject& tree, const QJsonObject& handler = {{"kind", "none"}})
{
    QJsonObject h = handler;
    h.insert("event", "unpack_handler");
    return {{{"event", "hello"}, {"probe", "forward"}, {"model_path", "m/pytorch"}, {"variant", "Tiny"}},
            {{"event", "phase_result"}, {"phase", "BFLOAT16"}, {"ok", true}},
            {{"event", "output_tree"}, {"tree", tree}},
            h,
            {{"event", "unpack_result"}, {"ok", false}, {"error_type", "ValueError"}, {"message", "No handler"}},
            {{"event", "done"}}};
}

QList<QJsonObject> inputsEvents(const QJsonArray& parameters, const QJsonObject& loaded, const QJsonObject& config)
{
    QJsonObject l = loaded, c = config;
    l.insert("event", "loaded_inputs");
    c.insert("event", "model_config");
    return {{{"event", "hello"}, {"probe", "inputs"}, {"model_path", "m/pytorch"}, {"variant", "Tiny"}},
            {{"event", "forward_signature"}, {"parameters", parameters}},
            l,
            c,
            {{"event", "phase_result"}, {"phase", "BFLOAT16-TRAIN"}, {"ok", false}, {"stage", "forward"},
             {"error_type", "ValueError"}, {"message", "You have to specify either decoder_input_ids"}},
            {{"event", "done"}}};
}

QJsonArray parameters(const QStringList& names)
{
    QJsonArray list;
    for (const QString& name : names)
        list.append(QJsonObject{{"name", name}, {"kind", "positional_or_keyword"}, {"default", QJsonValue()}});
    return list;
}

QJsonObject inputsDict(const QString& firstLabel, const QString& parameter = QStringLiteral("input_ids"))
{
    return {{"type", "dict"}, {"passed", "keywords"}, {"kwargs", QJsonArray{"batch_size"}},
            {"items", QJsonArray{QJsonObject{{"label", firstLabel}, {"tensor", true}, {"dtype", "torch.int64"},
                                             {"shape", QJsonArray{2, 8}}, {"parameter", parameter}}}}};
}

QJsonObject startFrom(const QJsonValue& token, const QJsonValue& from)
{
    return {{"decoder_start_token_id", token}, {"decoder_start_from", from}, {"loader_keeps_model", true}};
}

// Runs `script` with Python, `input` on its stdin; its stdout.
QByteArray python(const QString& script, const QByteArray& input = {})
{
    QProcess process;
    process.start(QStringLiteral(DTRIAGE_PYTHON), {QStringLiteral("-c"), script});
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(60000);
    return process.readAllStandardOutput();
}

}  // namespace

class TestProbeData : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void forwardReaderRefuses_data();
    void forwardReaderRefuses();
    void inputsReaderRefuses_data();
    void inputsReaderRefuses();
    void anyStrKeyIsWrittenAsThatText();
    void keysNoFixCanNameAreShownOnly();
    void aCutProbeIsSaidCut();
    void greetingAndEventsMustAgree();
    void inputsEditRendersKeysAsConstants();
    void astCheckRefusesCodeItsKindNeverWrites();
    void revertFromARecordCannotBringCodeIn();
    void integersAreReadExactlyOrRefused();
    void aTreeTooDeepToReadIsSaidSo();
};

void TestProbeData::forwardReaderRefuses_data()
{
    QTest::addColumn<QJsonObject>("tree");
    QTest::addColumn<QJsonObject>("handler");
    QTest::addColumn<QString>("event");
    QTest::addColumn<QString>("field");
    const QJsonObject none{{"kind", "none"}};
    const auto row = [&](const char* name, const QJsonObject& tree, const QString& field,
                         const QJsonObject& handler = QJsonObject{{"kind", "none"}}) {
        QTest::newRow(name) << tree << handler << (handler == none ? QStringLiteral("output_tree") : QStringLiteral("unpack_handler"))
                            << field;
    };
    const QJsonObject logits = entry("logits", "'logits'", tensor());
    row("the issue's literal", mapping("dict", {logits, entry("a", "(" + kPayload + ", 'a')[1]", tensor())}),
        "tree.entries[1].literal");
    row("a literal of another key", mapping("dict", {entry("a", "'b'", tensor())}), "tree.entries[0].literal");
    row("a literal that is a name", mapping("dict", {entry("a", "a", tensor())}), "tree.entries[0].literal");
    row("a tuple key", mapping("dict", {entry("(0, 1)", "(0, 1)", tensor())}), "tree.entries[0].literal");
    row("a literal that is no text", mapping("dict", {entry("0", 0, tensor())}), "tree.entries[0].literal");
    row("a class that is code", mapping("dict\"\"\"\n" + kPayload + "\n\"\"\"", {logits}), "tree.class");
    row("a class that is a keyword", mapping("class", {logits}), "tree.class");
    row("a nested class", mapping("dict", {entry("x", "'x'", mapping("Out; import os", {logits}))}),
        "tree.entries[0].value.class");
    row("a dtype that is code", mapping("dict", {entry("x", "'x'", tensor("torch.bfloat16\nimport os"))}),
        "tree.entries[0].value.dtype");
    row("a tensor without a dtype", mapping("dict", {entry("x", "'x'", QJsonObject{{"kind", "tensor"}})}),
        "tree.entries[0].value.dtype");
    row("a size that is no number", mapping("dict", {entry("x", "'x'", QJsonObject{{"kind", "tensor"}, {"dtype", "torch.float32"}, {"shape", QJsonArray{"2)"}}})}),
        "tree.entries[0].value.shape[0]");
    row("a sequence position that is text", QJsonObject{{"kind", "sequence"}, {"class", "tuple"}, {"entries", QJsonArray{entry("None", "None", tensor())}}},
        "tree.entries[0].literal");
    row("an attribute that is code", mapping("ModelOut", {logits}), "attribute",
        QJsonObject{{"kind", "registry"}, {"class", "ModelOut"}, {"attribute", "logits\", " + kPayload + ", \""}});
    row("a handler class that is code", mapping("ModelOut", {logits}), "class",
        QJsonObject{{"kind", "registry"}, {"class", "Out\")\n" + kPayload}, {"attribute", "logits"}});
    row("a handler of no kind", mapping("ModelOut", {logits}), "kind", QJsonObject{{"kind", "exec"}});
}

void TestProbeData::forwardReaderRefuses()
{
    QFETCH(QJsonObject, tree);
    QFETCH(QJsonObject, handler);
    QFETCH(QString, event);
    QFETCH(QString, field);
    const Result<ForwardFindings> found = ForwardFindings::fromEvents(forwardEvents(tree, handler));
    QVERIFY(!found);
    const QString says = QStringLiteral("event \"%1\", field \"%2\"").arg(event, field);
    QVERIFY2(found.error().message.startsWith(says), qPrintable(found.error().message));
    // A file holding it is refused whole, named.
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("probe.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (const QJsonObject& e : forwardEvents(tree, handler))
        file.write("@dtriage " + QJsonDocument(e).toJson(QJsonDocument::Compact) + "\nconsole text\n");
    file.close();
    const Result<ProbeResult> read = ProbeResult::fromFile(ForwardProbe::instance(), path);
    QVERIFY(!read);
    QVERIFY2(read.error().message.contains(path) && read.error().message.contains(says), qPrintable(read.error().message));
}

void TestProbeData::inputsReaderRefuses_data()
{
    QTest::addColumn<QJsonArray>("params");
    QTest::addColumn<QJsonObject>("loaded");
    QTest::addColumn<QJsonObject>("config");
    QTest::addColumn<QString>("event");
    QTest::addColumn<QString>("field");
    const QJsonArray good = parameters({"input_ids", "decoder_input_ids"});
    const QJsonObject dict = inputsDict("input_ids");
    const QJsonObject start = startFrom(0, "config");
    QTest::newRow("a parameter that is code") << parameters({"x\": " + kPayload + ", \"y"}) << dict << start
                                              << "forward_signature" << "parameters[0].name";
    QTest::newRow("a parameter that is a keyword") << parameters({"input_ids", "lambda"}) << dict << start
                                                   << "forward_signature" << "parameters[1].name";
    QTest::newRow("a nameless parameter") << parameters({""}) << dict << start << "forward_signature"
                                          << "parameters[0].name";
    QJsonArray oddKind = good;
    oddKind[0] = QJsonObject{{"name", "input_ids"}, {"kind", "exec"}};
    QTest::newRow("a parameter kind off the list") << oddKind << dict << start << "forward_signature" << "parameters[0].kind";
    QTest::newRow("a decoder start read from code")
        << good << dict << startFrom(0, "config if " + kPayload + " else self.model.config") << "model_config"
        << "decoder_start_from";
    QTest::newRow("a decoder start that is text")
        << good << dict << startFrom("0); " + kPayload + "; (", "config") << "model_config" << "decoder_start_token_id";
    QTest::newRow("a decoder start that is no whole number") << good << dict << startFrom(0.5, "config")
                                                             << "model_config" << "decoder_start_token_id";
    QJsonObject passed = dict;
    passed["passed"] = "exec";
    QTest::newRow("inputs passed off the list") << good << passed << start << "loaded_inputs" << "passed";
    QJsonObject kwargs = dict;
    kwargs["kwargs"] = QJsonArray{"batch_size=__import__('os')"};
    QTest::newRow("a keyword argument that is code") << good << kwargs << start << "loaded_inputs" << "kwargs[0]";
    QTest::newRow("a landing that is code") << good << inputsDict("input_ids", "input_ids\"] + " + kPayload) << start
                                            << "loaded_inputs" << "items[0].parameter";
    QJsonObject dtype = dict;
    QJsonArray items = dtype["items"].toArray();
    QJsonObject item = items[0].toObject();
    item["dtype"] = "torch.int64; import os";
    items[0] = item;
    dtype["items"] = items;
    QTest::newRow("a dtype off the list") << good << dtype << start << "loaded_inputs" << "items[0].dtype";
    QJsonArray kindless = good;
    kindless[0] = QJsonObject{{"name", "input_ids"}, {"kind", QJsonValue::Null}};
    QTest::newRow("a parameter without a kind") << kindless << dict << start << "forward_signature" << "parameters[0].kind";
    QJsonArray notObjects = good;
    notObjects[1] = QStringLiteral("decoder_input_ids");
    QTest::newRow("a parameter that is no object") << notObjects << dict << start << "forward_signature" << "parameters[1]";
    QJsonObject huge = dict;
    QJsonArray hugeItems = huge["items"].toArray();
    QJsonObject hugeItem = hugeItems[0].toObject();
    hugeItem["shape"] = QJsonArray{2, 1e300};
    hugeItems[0] = hugeItem;
    huge["items"] = hugeItems;
    QTest::newRow("a size past any tensor") << good << huge << start << "loaded_inputs" << "items[0].shape[1]";
}

void TestProbeData::inputsReaderRefuses()
{
    QFETCH(QJsonArray, params);
    QFETCH(QJsonObject, loaded);
    QFETCH(QJsonObject, config);
    QFETCH(QString, event);
    QFETCH(QString, field);
    const Result<InputsFindings> found = InputsFindings::fromEvents(inputsEvents(params, loaded, config));
    QVERIFY(!found);
    const QString says = QStringLiteral("event \"%1\", field \"%2\"").arg(event, field);
    QVERIFY2(found.error().message.startsWith(says), qPrintable(found.error().message));
}

// A key holding quotes, a docstring's end, backslashes, NUL, U+2028 and code is a
// str like any other: the override subscripts with it and its docstring shows it,
// and Python reads both back as exactly that text. The user's reason likewise.
void TestProbeData::anyStrKeyIsWrittenAsThatText()
{
    const QString key = QStringLiteral("a\"]\n\"\"\"\\") + QChar(0) + QStringLiteral("\u2028'''\r") + kPayload + u'\\';
    const QString literal = QString::fromUtf8(python(QStringLiteral("import sys; print(repr(sys.stdin.read()), end='')"),
                                                     key.toUtf8()));
    QVERIFY(!literal.isEmpty());
    const Result<ForwardFindings> found =
        ForwardFindings::fromEvents(forwardEvents(mapping("dict", {entry(key, literal, tensor())})));
    QVERIFY2(found, qPrintable(found ? QString() : found.error().message));
    const QString why = QStringLiteral("\"\"\"\"\n") + kPayload + QStringLiteral("\n\\") + QChar(0)
                      + QStringLiteral(" \u2028 \"\"\"\" \\N{DASH} '''");
    const UnpackTarget target{UnpackTarget::Kind::Entry, {key}, why};
    const Result<QByteArray> method = OverrideWriter::method(*found->output, target);
    QVERIFY(method);
    QVERIFY(!method->contains('\0') && !method->contains("\xe2\x80\xa8"));
    const QByteArray loader = demoFile(QStringLiteral("ssd_tuple/pytorch/loader.py"));
    const Result<QByteArray> edited = OverrideEdit::makeBlocking(loader, *method, {});
    QVERIFY2(edited, qPrintable(edited ? QString() : edited.error().toString()));
    // Python's own reading of the method: its docstring and the key it subscripts with.
    const QByteArray read = python(QStringLiteral(R"(
import ast, json, sys
tree = ast.parse("class C:\n" + sys.stdin.read())
method = tree.body[0].body[0]
ret = method.body[-1].value
print(json.dumps({"doc": ast.get_docstring(method, clean=False), "key": ret.slice.value,
                  "calls": [n.func.id if isinstance(n.func, ast.Name) else n.func.attr
                            for n in ast.walk(method) if isinstance(n, ast.Call)]}))
)"),
                                   *method);
    const QJsonObject seen = QJsonDocument::fromJson(read).object();
    QCOMPARE(seen.value("key").toString(), key);
    QVERIFY(seen.value("calls").toArray().isEmpty());
    // The reason is wrapped at spaces into the docstring: its words are all there.
    const QString doc = seen.value("doc").toString();
    QVERIFY2(doc.contains(kPayload) && doc.contains(QStringLiteral("\"\"\"\"\n")) && doc.contains(QChar(0))
                 && doc.contains(QChar(0x2028)) && doc.contains(QStringLiteral("\\N{DASH}")),
             qPrintable(doc));
}

// A key forward_probe.py prints no literal for (a tuple, an enum: "literal": null),
// or two keys str() shows alike ({1: a, "1": b}), is shown in the tree but no fix
// names it: neither proposed nor taken when chosen by name.
void TestProbeData::keysNoFixCanNameAreShownOnly()
{
    const QJsonObject tree = mapping("dict", {entry("(0, 1)", QJsonValue::Null, tensor()), entry("1", "1", tensor()),
                                              entry("1", "'1'", tensor()), entry("loss", "'loss'", tensor())});
    const Result<ForwardFindings> found = ForwardFindings::fromEvents(forwardEvents(tree));
    QVERIFY2(found, qPrintable(found ? QString() : found.error().message));
    const OutputNode& output = *found->output;
    QCOMPARE(output.entries.size(), 4);
    QVERIFY(!output.nameable("(0, 1)") && !output.nameable("1") && output.nameable("loss"));
    QVERIFY(OverrideWriter::access(output, "(0, 1)").isEmpty());
    QVERIFY(OverrideWriter::access(output, "1").isEmpty());
    const UnpackDecision decision = UnpackDecision::decide(*found);
    for (const UnpackChoice& option : UnpackChoice::options(decision, output))
        QVERIFY2(!option.target.keys.contains("(0, 1)") && !option.target.keys.contains("1"), qPrintable(option.name()));
    for (const QString& name : {QStringLiteral("entry:(0, 1)"), QStringLiteral("entry:1")}) {
        const Result<UnpackChoice> chosen = UnpackChoice::resolve(decision, output, name, {});
        QVERIFY(!chosen);
        QVERIFY2(chosen.error().message.contains("no fix can name"), qPrintable(chosen.error().message));
    }
    QVERIFY(UnpackChoice::resolve(decision, output, "entry:loss", {}));
    // A literal that is present must still be a constant: an old probe's repr of a tuple is refused.
    QVERIFY(!ForwardFindings::fromEvents(forwardEvents(mapping("dict", {entry("(0, 1)", "(0, 1)", tensor())}))));
}

// Issue 35: an imported probe cut before its "done" event said "ended () before its end".
void TestProbeData::aCutProbeIsSaidCut()
{
    QStringList lines;
    for (const QJsonObject& e : forwardEvents(mapping("dict", {entry("loss", "'loss'", tensor())})))
        if (e.value("event").toString() != QLatin1String("done"))
            lines << QStringLiteral("@dtriage ") + QString::fromUtf8(QJsonDocument(e).toJson(QJsonDocument::Compact));
    const ProbeResult cut = ProbeResult::fromOutput(ForwardProbe::instance(), lines);
    QVERIFY(!cut.completed());
    QVERIFY2(cut.problem().contains(QStringLiteral("cut short")) && !cut.problem().contains(QStringLiteral("()")),
             qPrintable(cut.problem()));
}

// Issue 35: a forward probe's file with an inputs probe's greeting was read as a
// stale inputs probe. A greeting of the other probe, or the other probe's events,
// refuse the file.
void TestProbeData::greetingAndEventsMustAgree()
{
    const QJsonObject tree = mapping("dict", {entry("loss", "'loss'", tensor())});
    QList<QJsonObject> forward = forwardEvents(tree);
    forward[0]["probe"] = "inputs";
    Result<ForwardFindings> read = ForwardFindings::fromEvents(forward);
    QVERIFY(!read);
    QVERIFY2(read.error().message.startsWith(QStringLiteral("event \"hello\", field \"probe\"")), qPrintable(read.error().message));
    forward = forwardEvents(tree);
    forward.insert(1, QJsonObject{{"event", "loaded_inputs"}, {"type", "dict"}});
    read = ForwardFindings::fromEvents(forward);
    QVERIFY(!read);
    QVERIFY2(read.error().message.contains(QStringLiteral("the inputs probe's event")), qPrintable(read.error().message));
    // The inputs reader over the forward probe's events, as a forged greeting makes it.
    QList<QJsonObject> forged = forwardEvents(tree);
    forged[0]["probe"] = "inputs";
    const Result<InputsFindings> inputs = InputsFindings::fromEvents(forged);
    QVERIFY(!inputs);
    QVERIFY2(inputs.error().message.contains(QStringLiteral("the forward probe's event")), qPrintable(inputs.error().message));
}

// A returned dict's first key (the probe's label) and the decoder start go into
// load_inputs as constants and names only (inputs_edit.py's checked_spec).
void TestProbeData::inputsEditRendersKeysAsConstants()
{
    QTemporaryDir tmp;
    const QString loader = tmp.filePath(QStringLiteral("loader.py"));
    QFile file(loader);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("import torch\n\n\nclass ModelLoader:\n    def load_inputs(self, dtype_override=None):\n"
               "        inputs = make_inputs()\n        return inputs\n");
    file.close();
    const QString label = QStringLiteral("x\"].shape[0] if ") + kPayload + QStringLiteral(" else inputs[\"x");
    const Result<InputsFindings> found = InputsFindings::fromEvents(
        inputsEvents(parameters({"input_ids", "decoder_input_ids"}), inputsDict(label), startFrom(7, "config")));
    QVERIFY2(found, qPrintable(found ? QString() : found.error().message));
    const Result<InputsFixEdit> fix = InputsFixBuilder::build(loader, *found, QStringLiteral("decoder_key"), BlackChoice::none());
    QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
    const QByteArray read = python(QStringLiteral(R"(
import ast, json, sys
tree = ast.parse(sys.stdin.read())
calls = sorted({ast.unparse(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)})
keys = [n.slice.value for n in ast.walk(tree) if isinstance(n, ast.Subscript) and isinstance(n.slice, ast.Constant)]
print(json.dumps({"calls": calls, "keys": keys}))
)"),
                                   fix->edit.after);
    const QJsonObject seen = QJsonDocument::fromJson(read).object();
    QCOMPARE(seen.value("calls").toArray(), (QJsonArray{"make_inputs", "torch.full"}));
    QVERIFY2(seen.value("keys").toArray().contains(label), read.constData());
    // The same spec with a decoder start that is code is refused by inputs_edit.py itself.
    InputsFindings forged = *found;
    forged.decoderStartFrom = QStringLiteral("config if ") + kPayload + QStringLiteral(" else self.model.config");
    const Result<InputsFixEdit> refused = InputsFixBuilder::build(loader, forged, QStringLiteral("decoder_key"), BlackChoice::none());
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("neither a number nor the model's config")),
             qPrintable(refused.error().message));
}

// Were an escaping slip ever to let code through, the ast check refuses the edit:
// an override whose body is more than an entry or a sum, a registry line that
// takes more than two names, a load_inputs change calling what no fix calls.
void TestProbeData::astCheckRefusesCodeItsKindNeverWrites()
{
    const QByteArray loader = demoFile(QStringLiteral("ssd_tuple/pytorch/loader.py"));
    const auto validate = [](const QByteArray& before, const QByteArray& after, const char* kind) {
        const QString name = QString::fromLatin1(kind);
        const EditKind edit = name.contains(QLatin1String("registry")) || name.contains(QLatin1String("override"))
                                  ? unpackEdit(name)
                                  : inputsEdit(name);
        return EditCheck::validate(before, after, edit).result();
    };
    const QByteArray head = "\n    def unpack_forward_output(self, forward_output):\n        \"\"\"Doc.\"\"\"\n";
    QVERIFY(validate(loader, loader + head + "        return forward_output[0]\n", "add_unpack_override"));
    for (const char* body : {"        return forward_output[(__import__('os').system('x'), 0)[1]]\n",
                             "        return getattr(forward_output, __import__('os').system('x'))\n",
                             "        __import__('os').system('x')\n        return forward_output[0]\n",
                             "        return forward_output[0] if __import__('os') else None\n"}) {
        const Result<void> refused = validate(loader, loader + head + body, "add_unpack_override");
        QVERIFY2(!refused, body);
        QVERIFY2(refused.error().message.contains(QStringLiteral("code no unpack_forward_output fix writes")),
                 qPrintable(refused.error().message));
    }
    const QByteArray registry = demoFile(QStringLiteral("training_utils.py"));
    QVERIFY(validate(registry, registry + "_register_attr(\"Out\", \"logits\")\n", "add_registry_entry"));
    QVERIFY(!validate(registry, registry + "_register_attr(\"Out\", __import__(\"os\").system(\"x\"))\n",
                      "add_registry_entry"));
    const QByteArray t5 = demoFile(QStringLiteral("t5_dict/pytorch/loader.py"));
    const QByteArray fixed = QByteArray(t5).replace(
        "        return inputs\n",
        "        inputs[\"decoder_input_ids\"] = torch.full((batch_size, 1), self.model.config.decoder_start_token_id, "
        "dtype=torch.long)\n        return inputs\n");
    QVERIFY(validate(t5, fixed, "decoder_key"));
    const QByteArray forged = QByteArray(t5).replace(
        "        return inputs\n", "        inputs[\"decoder_input_ids\"] = __import__(\"os\").system(\"x\")\n        return inputs\n");
    const Result<void> refused = validate(t5, forged, "decoder_key");
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("calls .system")), qPrintable(refused.error().message));
    // Read backwards (a revert) the same code is refused too.
    QVERIFY(!validate(forged, t5, "decoder_key"));

    // Issue 46 §1's variant guard, only in its one shape: new assignments and a return
    // under `if self._variant in (ModelVariant...)`, the return the loader had after it.
    const QByteArray guard = "        if self._variant in (ModelVariant.SMALL,):\n";
    const QByteArray key = "            inputs[\"decoder_input_ids\"] = torch.full((batch_size, 1), 0, dtype=torch.long)\n";
    QVERIFY(validate(t5, QByteArray(t5).replace("        return inputs\n",
                                                guard + key + "            return inputs\n        return inputs\n"),
                     "decoder_key"));
    const QList<QPair<QByteArray, const char*>> shapes{
        // the only return put under the guard: other variants return None
        {guard + key + "            return inputs\n", "not followed by the return"},
        // a statement that is no assignment under the guard
        {guard + "            print(inputs)\n            return inputs\n        return inputs\n", "no inputs fix writes"},
        // a guard whose other variants' return is not the loader's
        {guard + key + "            return inputs\n        return input_ids\n", "not followed by the return"},
        // a slice anywhere but YOLOX's targets row
        {"        return inputs[:0]\n", "Slice"},
    };
    // code the loader had, under the guard
    const QByteArray moved = QByteArray(t5).replace(
        "        return inputs\n", guard + "            input_ids = torch.tensor([self.sample_token_ids] * batch_size)\n"
                                         "            return inputs\n        return inputs\n");
    const Result<void> wrongMove = validate(t5, moved, "decoder_key");
    QVERIFY2(!wrongMove && wrongMove.error().message.contains(QLatin1String("code the loader had")),
             wrongMove ? "accepted" : qPrintable(wrongMove.error().message));
    for (const auto& [replacement, why] : shapes) {
        const Result<void> wrong = validate(t5, QByteArray(t5).replace("        return inputs\n", replacement), "decoder_key");
        QVERIFY2(!wrong, replacement.constData());
        QVERIFY2(wrong.error().message.contains(QLatin1String(why)), qPrintable(wrong.error().message));
    }
}

// A session record is a file too (`verify --record`, a colleague's data folder): a
// revert restores a loader only when that takes out exactly one edit of the
// recorded kind, and a YAML only inside the checkout's test configs.
void TestProbeData::revertFromARecordCannotBringCodeIn()
{
    QTemporaryDir tmp;
    const QString root = tmp.path();
    const QString relative = QStringLiteral("third_party/tt_forge_models/t5_dict/pytorch/loader.py");
    QVERIFY(QDir(root).mkpath(QStringLiteral("third_party/tt_forge_models/t5_dict/pytorch")));
    const QByteArray t5 = demoFile(QStringLiteral("t5_dict/pytorch/loader.py"));
    const QString path = QDir(root).filePath(relative);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(t5) == t5.size());
    file.close();
    // "Taking out" the fix would put a call to os.system into load_inputs.
    const QByteArray planted = QByteArray(t5).replace("        return inputs\n",
                                                      "        __import__(\"os\").system(\"x\")\n        return inputs\n");
    SessionUndo undo;
    undo.checkoutRoot = root;
    undo.loader = WrittenFile{path, {}, {}, UnifiedDiff::make(planted, t5, relative), inputsEdit(QStringLiteral("decoder_key")), true};
    const Result<QString> refused = undo.runBlocking();
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("is not its fix taken out")), qPrintable(refused.error().message));
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), t5);
    // A record that names no edit restores nothing either.
    undo.loader->recordedKind = {};
    QVERIFY(!undo.runBlocking());
    // A YAML path outside the checkout's test configs.
    const QString outside = tmp.filePath(QStringLiteral("profile.yaml"));
    QFile yaml(outside);
    QVERIFY(yaml.open(QIODevice::WriteOnly) && yaml.write("a: 1\n") == 5);
    yaml.close();
    SessionUndo config;
    config.checkoutRoot = root;
    config.yaml = WrittenFile{outside, {}, {}, UnifiedDiff::make("a: 0\n", "a: 1\n", QStringLiteral("profile.yaml")), {}, true};
    const Result<QString> confined = config.runBlocking();
    QVERIFY(!confined);
    QVERIFY2(confined.error().message.contains(QStringLiteral("no test config of the checkout")),
             qPrintable(confined.error().message));
}


// Issue 48 §11: 9007199254740993 in a probe was read as …992. A decoder start is
// read exactly; a number with no exact whole value (5,000 digits, 1.5, 1e300) is
// refused by name, not taken for "the config has none".
void TestProbeData::integersAreReadExactlyOrRefused()
{
    const auto config = [](const QByteArray& token) {
        const std::optional<QJsonObject> event = ProbeEvent::parse(QString::fromUtf8(
            "@dtriage {\"event\": \"model_config\", \"decoder_start_token_id\": " + token
            + ", \"decoder_start_from\": \"config\", \"loader_keeps_model\": true}"));
        return event.value_or(QJsonObject{});
    };
    QList<QJsonObject> events = inputsEvents(parameters({"input_ids", "decoder_input_ids"}), inputsDict("input_ids"), {});
    events[3] = config("9007199254740993");
    const Result<InputsFindings> exact = InputsFindings::fromEvents(events);
    QVERIFY2(exact, qPrintable(exact ? QString() : exact.error().message));
    QCOMPARE(exact->decoderStart, std::optional<qint64>(9007199254740993LL));
    // 5,000 digits do not read as JSON at all: the line is said, not dropped.
    const QString longLine = QStringLiteral("@dtriage {\"event\": \"model_config\", \"decoder_start_token_id\": ")
                           + QString(5000, u'7') + u'}';
    events[3] = EventProbeJob::eventsIn({longLine}).value(0);
    const Result<InputsFindings> unreadable = InputsFindings::fromEvents(events);
    QVERIFY(!unreadable);
    QVERIFY2(unreadable.error().message.contains(QLatin1String("an event line that does not read as JSON")), qPrintable(unreadable.error().message));
    QVERIFY(!unreadable.error().message.contains(QLatin1String("no decoder_start_token_id")));
    for (const QByteArray& odd : {QByteArray("1.5"), QByteArray("1e300"), QByteArray("9223372036854775808")}) {
        events[3] = config(odd);
        QVERIFY2(!events[3].isEmpty(), odd.left(20).constData());
        const Result<InputsFindings> refused = InputsFindings::fromEvents(events);
        QVERIFY2(!refused, odd.left(20).constData());
        QVERIFY2(refused.error().message.startsWith(QLatin1String("event \"model_config\", field \"decoder_start_token_id\"")),
                 qPrintable(refused.error().message));
        QVERIFY2(refused.error().message.contains(QLatin1String("read exactly")), qPrintable(refused.error().message));
    }
}

// Issue 48, messages: a 10,000-deep output tree does not read as JSON (Qt stops at
// 1,024 levels). It was dropped, and the reading then said the probe "did not get as
// far as unpacking the output"; now the line is refused with why.
void TestProbeData::aTreeTooDeepToReadIsSaidSo()
{
    QString deep = QStringLiteral("@dtriage {\"event\": \"output_tree\", \"tree\": ");
    for (int i = 0; i < 10000; ++i)
        deep += QStringLiteral("{\"kind\": \"mapping\", \"class\": \"dict\", \"entries\": [{\"key\": \"a\", \"literal\": \"'a'\", \"value\": ");
    QList<QJsonObject> events = forwardEvents(mapping("dict", {entry("a", "'a'", tensor())}));
    events[2] = EventProbeJob::eventsIn({deep}).value(0);
    const Result<ForwardFindings> found = ForwardFindings::fromEvents(events);
    QVERIFY(!found);
    QVERIFY2(found.error().message.contains(QLatin1String("an event line that does not read as JSON")), qPrintable(found.error().message));
    QVERIFY(!found.error().message.contains(QLatin1String("did not get as far")));
}

QTEST_GUILESS_MAIN(TestProbeData)
#include "tst_probedata.moc"
