// The inputs family's pure pieces on hand-made probe events and real demo
// loaders: the gate and its canonical reasons, InputsDecision per sub-flavor
// (the cases the demo does not reach too: no decoder start, a dict of images, a
// batch trial whose inference fails), the pre-flight's reading of load_inputs,
// the load_inputs edits (exactly CASES.md's i1-i4 fixes, and refused where a
// processor owns the inputs or load_inputs returns twice without the probe
// saying which return the test reaches), the returns of a load_inputs with a
// branch per variant (the one reached, the others failing the same way, the
// rest left; InputsSiblings choosing them), and the judgement of the inference
// tests a fix reaches.
#include "blackchoices.h"
#include "demofiles.h"
#include "inputsevents.h"
#include "config/configfile.h"
#include "families/inputs/fix/inputsfixbuilder.h"
#include "families/inputs/gate/inputspreflight.h"
#include "families/inputs/gate/inputssignature.h"
#include "families/inputs/probe/inputsdecision.h"
#include "families/inputs/probe/inputsprobe.h"
#include "families/probe/proberesult.h"
#include "families/inputs/scope/inputssiblings.h"
#include "families/inputs/scope/inputsscope.h"
#include "session/inferenceregression.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

using Action = InputsDecision::Action;

QString demoLoader(const char* modelPath)
{
    return QStringLiteral(DTRIAGE_DEMO_DIR "/third_party/tt_forge_models/%1/pytorch/loader.py")
        .arg(QLatin1String(modelPath));
}

// The line `text` (a whole line, unique) starts at in `path`.
int lineIn(const QString& path, const QByteArray& text)
{
    const QByteArray bytes = readFile(path);
    const qsizetype at = bytes.indexOf(text);
    return at < 0 || bytes.indexOf(text, at + 1) >= 0 ? 0 : int(bytes.left(at).count('\n')) + 1;
}

}  // namespace

class TestInputsFamily : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void gateNamesTheSubFlavor_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("flavor");
        QTest::newRow("decoder") << QStringLiteral("ValueError: You have to specify either decoder_input_ids or "
                                                   "decoder_inputs_embeds.")
                                 << QStringLiteral("decoder_inputs");
        QTest::newRow("targets") << QStringLiteral("AssertionError: targets should not be none when in training mode")
                                 << QStringLiteral("missing_targets");
        QTest::newRow("yolox") << QStringLiteral("Model expects targets to be passed while in training mode")
                               << QStringLiteral("missing_targets");
        QTest::newRow("none max") << QStringLiteral("AttributeError: 'NoneType' object has no attribute 'max'")
                                  << QStringLiteral("missing_targets");
        QTest::newRow("bn") << QStringLiteral("ValueError: ") + QString::fromLatin1(kBatchNorm)
                            << QStringLiteral("bn_single_value");
    }
    void gateNamesTheSubFlavor()
    {
        QFETCH(QString, reason);
        QFETCH(QString, flavor);
        const Result<QString> gated = InputsSignature::gate(reason);
        QVERIFY(gated);
        QCOMPARE(*gated, flavor);
    }

    void gateRefusesOtherReasons()
    {
        const Result<QString> gated = InputsSignature::gate(QStringLiteral("mat1 and mat2 must have the same dtype"));
        QVERIFY(!gated);
        QVERIFY(gated.error().message.contains(QLatin1String("mat1 and mat2")));
    }

    void canonicalReasonsAreTheSkillsVerbatim()
    {
        InputsSignature signature;
        // HF raises without the final period; the skill's reason has it.
        QCOMPARE(signature.canonicalReason(QStringLiteral("ValueError: ") + QString::fromLatin1(kDecoder)),
                 QStringLiteral("ValueError: You have to specify either decoder_input_ids or decoder_inputs_embeds."));
        // The BatchNorm reason keeps the observed size.
        QCOMPARE(signature.canonicalReason(QStringLiteral("ValueError: Expected more than 1 value per channel when "
                                                          "training, got input size torch.Size([1, 256, 1, 1])")),
                 QStringLiteral("ValueError: Expected more than 1 value per channel when training, got input size "
                                "torch.Size([1, 256, 1, 1])"));
        QCOMPARE(signature.canonicalReason(QStringLiteral("RuntimeError: boom\nmore")), QStringLiteral("RuntimeError: boom"));
    }

    void decisionPerFlavor()
    {
        InputsDecision d = decide(speechS2s());
        QCOMPARE(d.action, Action::Proceed);
        QCOMPARE(d.flavor, QStringLiteral("decoder_inputs"));
        QCOMPARE(d.editKind, QStringLiteral("decoder_dict"));
        d = decide(t5Dict());
        QCOMPARE(d.editKind, QStringLiteral("decoder_key"));
        d = decide(t5Dict(false));
        QCOMPARE(d.action, Action::NoFix);
        QVERIFY(d.why.contains(QLatin1String("decoder_start_token_id")));
        d = decide(detection());
        QCOMPARE(d.editKind, QStringLiteral("targets"));
        d = decide(detection("keywords"));
        QCOMPARE(d.action, Action::NoFix);
        // The targets trial (issue 46 §4): the form that trains is written; none trains, no fix.
        QCOMPARE(findingsOf(detection()).targetsForm(), QStringLiteral("dicts"));  // no trial: torchvision's
        QCOMPARE(findingsOf(detectionTried(true, false)).targetsForm(), QStringLiteral("dicts"));
        QCOMPARE(findingsOf(detectionTried(false, true)).targetsForm(), QStringLiteral("padded"));
        QCOMPARE(decide(detectionTried(false, true)).editKind, QStringLiteral("targets"));
        d = decide(detectionTried(false, false));
        QCOMPARE(d.action, Action::NoFix);
        QVERIFY2(d.why.contains(QLatin1String("no form of synthetic targets trains the model (dicts: AttributeError"))
                     && d.why.contains(QLatin1String("padded: IndexError")),
                 qPrintable(d.why));
        d = decide(batchNorm(true, true));
        QCOMPARE(d.editKind, QStringLiteral("batch_repeat"));
        d = decide(batchNorm(false, true));
        QCOMPARE(d.action, Action::NoFix);
        QVERIFY(d.why.contains(QLatin1String("not the batch")));
        d = decide(batchNorm(true, false));
        QCOMPARE(d.action, Action::NoFix);
        QVERIFY(d.why.contains(QLatin1String("out of memory")));
    }

    void decisionOutsideTheFamily()
    {
        QCOMPARE(decide({{{"event", "phase_result"}, {"ok", true}}}).action, Action::Stale);
        QCOMPARE(decide({failed("unpack", "ValueError", QStringLiteral("No handler for class dict"))}).action,
                 Action::UnpackFamily);
        QCOMPARE(decide({failed("forward", "RuntimeError", QStringLiteral("mat1 and mat2 must have the same dtype"))}).action,
                 Action::NotThisFamily);
        QCOMPARE(decide({}).action, Action::Incomplete);
        for (const Action action : {Action::Proceed, Action::NoFix, Action::Stale, Action::UnpackFamily,
                                    Action::NotThisFamily, Action::Incomplete})
            QCOMPARE(InputsDecision::actionFromName(InputsDecision::actionName(action)), action);
    }

    void findingsDumpWhereEachInputLands()
    {
        const InputsFindings found = findingsOf(speechS2s());
        QCOMPARE(found.inputs->landingIn(QStringLiteral("attention_mask"))->label, QStringLiteral("1"));
        QCOMPARE(found.decoderStartSource(), QStringLiteral("1"));
        QCOMPARE(findingsOf(t5Dict()).decoderStartSource(), QStringLiteral("self.model.config.decoder_start_token_id"));
        const TriageRecord::CpuRun run = found.cpuRun();
        QCOMPARE(run.first().dump.size(), 2);
        QCOMPARE(run.first().dump.at(1).label, QStringLiteral("1 → attention_mask"));
        QCOMPARE(run.first().dump.at(1).shape, QStringLiteral("(1, 1)"));
        QCOMPARE(run.first().result, TriageRecord::CpuPhase::Result::Failed);
    }

    void probeResultFromPrintedOutput()
    {
        const ProbeResult read = ProbeResult::fromOutput(InputsProbe::instance(), 
            {QStringLiteral("noise"),
             QStringLiteral("@dtriage {\"event\":\"hello\",\"model_path\":\"speech_s2s/pytorch\",\"variant\":\"Tiny\"}"),
             QStringLiteral("@dtriage {\"event\":\"phase_result\",\"ok\":true}"), QStringLiteral("@dtriage {\"event\":\"done\"}")});
        QVERIFY2(read.completed(), qPrintable(read.problem()));
        QCOMPARE(read.findings->modelPath, QStringLiteral("speech_s2s/pytorch"));
        QVERIFY(read.findings->passes());
    }

    void preflightReadsTheReturn()
    {
        const InputsPreflight::Return positional = InputsPreflight::returnOf(readFile(demoLoader("speech_s2s")));
        QCOMPARE(positional.value, QStringLiteral("[input_features, decoder_input_ids]"));
        QVERIFY(positional.positional());
        const InputsPreflight::Return dict = InputsPreflight::returnOf(readFile(demoLoader("t5_dict")));
        QCOMPARE(dict.value, QStringLiteral("inputs"));
        QVERIFY(!dict.positional());
        QCOMPARE(InputsPreflight::returnOf("class M:\n    def load_model(self):\n        return 1\n").line, 0);
        // A function inside load_inputs returns for itself; a later method is not load_inputs.
        const InputsPreflight::Return nested = InputsPreflight::returnOf(
            "class M:\n    def load_inputs(self):\n        def pick(x):\n            return [x]\n\n"
            "        return pick(1)\n\n    def unpack_forward_output(self, o):\n        return o\n");
        QCOMPARE(nested.line, 6);
        QCOMPARE(nested.value, QStringLiteral("pick(1)"));
    }

    void editsAreCasesFixes_data()
    {
        QTest::addColumn<QString>("loader");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::newRow("i1") << demoLoader("speech_s2s") << "decoder_dict"
                            << QByteArray("        return [input_features, decoder_input_ids]\n")
                            << QByteArray("        return {\n            \"input_features\": input_features,\n"
                                          "            \"decoder_input_ids\": decoder_input_ids,\n        }\n");
        QTest::newRow("i3") << demoLoader("ssdlite_det") << "targets" << QByteArray("        return images\n")
                            << QByteArray("        targets = [\n            {\n"
                                          "                \"boxes\": torch.tensor(\n"
                                          "                    [[10.0, 10.0, 100.0, 100.0]], dtype=torch.float32\n"
                                          "                ),\n"
                                          "                \"labels\": torch.tensor([1], dtype=torch.int64),\n"
                                          "            }\n            for _ in range(batch_size)\n        ]\n"
                                          "        return {\"images\": images, \"targets\": targets}\n");
        QTest::newRow("i4") << demoLoader("deeplab_pool") << "batch_repeat" << QByteArray("        return images\n")
                            << QByteArray("        images = images.repeat(2, 1, 1, 1)\n        return images\n");
    }
    void editsAreCasesFixes()
    {
        QFETCH(QString, loader);
        QFETCH(QString, kind);
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        const QList<QJsonObject> events = kind == QLatin1String("decoder_dict") ? speechS2s(lineIn(loader, before))
                                        : kind == QLatin1String("targets")      ? detection()
                                                                                : batchNorm(true, true);
        static const QList<blackchoices::Named> choices = blackchoices::formatting();
        for (const blackchoices::Named& black : choices) {  // the checkout's black, then the workbench's
            const Result<InputsFixEdit> fix = InputsFixBuilder::build(loader, findingsOf(events), kind, black.choice);
            QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
            const QByteArray original = readFile(loader);
            QCOMPARE(fix->edit.before, original);
            QCOMPARE(fix->edit.after, QByteArray(original).replace(before, after));
            QVERIFY(fix->siteLine > 0);
            QVERIFY(fix->edit.firstLine <= fix->edit.lastLine);
            QVERIFY2(fix->edit.formatter.startsWith(QLatin1String("black ")), qPrintable(fix->edit.formatter));
            QCOMPARE(fix->edit.formatterFrom, QString::fromLatin1(black.from));
        }
    }

    // Without black a new statement stays on one line, however long: nothing
    // imitates black, and the edit says it is not black-formatted.
    void withoutBlackStatementsStayOnOneLine()
    {
        const BlackPin pin{QStringLiteral("22.3.0"), QStringLiteral("third_party/tt_forge_models/.pre-commit-config.yaml")};
        const Result<InputsFixEdit> fix = InputsFixBuilder::build(demoLoader("ssdlite_det"), findingsOf(detection()),
                                                                  QStringLiteral("targets"), BlackChoice::none(pin));
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QVERIFY(fix->edit.after.contains(
            "        targets = [{\"boxes\": torch.tensor([[10.0, 10.0, 100.0, 100.0]], dtype=torch.float32), "
            "\"labels\": torch.tensor([1], dtype=torch.int64)} for _ in range(batch_size)]\n"));
        QVERIFY(fix->edit.formatter.isEmpty());
        QCOMPARE(fix->edit.formatting(),
                 QStringLiteral("not black-formatted: run pre-commit (black 22.3.0, pinned in "
                                "third_party/tt_forge_models/.pre-commit-config.yaml)"));
    }

    void decoderKeyFromTheModelTheLoaderKeeps()
    {
        const Result<InputsFixEdit> fix = InputsFixBuilder::build(demoLoader("t5_dict"), findingsOf(t5Dict()),
                                                                  QStringLiteral("decoder_key"), BlackChoice::workbench());
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QVERIFY(fix->edit.after.contains("inputs[\"decoder_input_ids\"] = torch.full("));
        QVERIFY(fix->edit.after.contains("self.model.config.decoder_start_token_id, dtype=torch.long"));
    }

    // A returned dict literal whose first value is a call: the dict is bound to a
    // name and the batch read off it, so the call runs once, as before (the content
    // check refuses a second call).
    void decoderKeyOnADictLiteralBindsIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("loader.py"));
        QVERIFY(writeFile(path, "import torch\n\nclass ModelLoader:\n    def load_inputs(self, dtype_override=None):\n"
                                "        return {\"input_ids\": self.tok(\"hi\")[\"input_ids\"][:, :4], \"mask\": self.mask}\n"));
        const Result<InputsFixEdit> fix = InputsFixBuilder::build(path, findingsOf(t5Dict()), QStringLiteral("decoder_key"),
                                                                  BlackChoice::none());
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QVERIFY2(fix->edit.after.contains("        inputs = {\"input_ids\": self.tok(\"hi\")[\"input_ids\"][:, :4], \"mask\": self.mask}\n"
                                          "        inputs[\"decoder_input_ids\"] = torch.full((inputs[\"input_ids\"].shape[0], 1), "),
                 fix->edit.after.constData());
        QVERIFY(fix->edit.after.endsWith("        return inputs\n"));
        QCOMPARE(fix->edit.after.count("self.tok("), 1);
    }

    void refusedWhereNoCleanEditExists()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("loader.py"));
        const auto write = [&](const QByteArray& text) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        };
        write("import torch\n\nclass ModelLoader:\n    def load_inputs(self, batch_size=1):\n"
              "        images = self.processor(images=self.image, return_tensors=\"pt\")\n        return images\n");
        Result<InputsFixEdit> fix = InputsFixBuilder::build(path, findingsOf(detection()), QStringLiteral("targets"), BlackChoice::workbench());
        QVERIFY(!fix);
        QVERIFY2(fix.error().message.contains(QLatin1String("processor owns the inputs")), qPrintable(fix.error().message));
        write("class ModelLoader:\n    def load_inputs(self, x=None):\n        if x:\n            return [x]\n"
              "        return [1, 2]\n");
        fix = InputsFixBuilder::build(path, findingsOf(speechS2s()), QStringLiteral("decoder_dict"), BlackChoice::workbench());
        QVERIFY(!fix);
        QVERIFY(fix.error().message.contains(QLatin1String("2 places")));
        // A name the forward does not know, past the first slot: which parameter it is for is unclear.
        write("class ModelLoader:\n    def load_inputs(self):\n        feats = 1\n        dec = 2\n        return [feats, dec]\n");
        fix = InputsFixBuilder::build(path, findingsOf(speechS2s()), QStringLiteral("decoder_dict"), BlackChoice::workbench());
        QVERIFY(!fix);
        QVERIFY(fix.error().message.contains(QLatin1String("no forward parameter is named dec")));
        // A return sharing its line with an `if`: replacing the line would drop the condition.
        write("class ModelLoader:\n    def load_inputs(self, c=1):\n        input_features = decoder_input_ids = 1\n"
              "        if c: return [input_features, decoder_input_ids]\n");
        fix = InputsFixBuilder::build(path, findingsOf(speechS2s()), QStringLiteral("decoder_dict"), BlackChoice::workbench());
        QVERIFY(!fix);
        QVERIFY(fix.error().message.contains(QLatin1String("shares its line")));
        // CRLF stays CRLF; a trailing comment stays.
        write("class ModelLoader:\r\n    def load_inputs(self):\r\n        input_features = decoder_input_ids = 1\r\n"
              "        return [input_features, decoder_input_ids]  # positional\r\n");
        fix = InputsFixBuilder::build(path, findingsOf(speechS2s()), QStringLiteral("decoder_dict"), BlackChoice::workbench());
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QVERIFY(fix->edit.after.endsWith("        }  # positional\r\n"));
        QCOMPARE(fix->edit.after.count("\n"), fix->edit.after.count("\r\n"));
        write("class ModelLoader:\n    def load_inputs(self, batch_size=1):\n        return make(batch_size)\n");
        fix = InputsFixBuilder::build(path, findingsOf(batchNorm(true, true)), QStringLiteral("batch_repeat"), BlackChoice::workbench());
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QVERIFY(fix->edit.after.contains("def load_inputs(self, batch_size=2):"));
        QCOMPARE(fix->edit.formatterFrom, QStringLiteral("nothing"));  // a default changed in place
        QCOMPARE(fix->edit.formatting(), QStringLiteral("nothing for black to shape: the edit is one line, written as it is"));
        // A default changed in load_inputs' signature reaches every variant: no guard keeps it from one (issue 46 §1).
        fix = InputsFixBuilder::build(path, findingsOf(batchNorm(true, true)), QStringLiteral("batch_repeat"),
                                      BlackChoice::workbench(), {{}, {QStringLiteral("TINY")}});
        QVERIFY(!fix);
        QVERIFY2(fix.error().message.contains(QLatin1String("no guard can keep from other variants")),
                 qPrintable(fix.error().message));
        // The runner gives load_inputs its batch_size (the YAML's 1): the default
        // would change nothing, so the batch is repeated instead.
        write("class ModelLoader:\n    def load_inputs(self, batch_size=1):\n        images = make(batch_size)\n"
              "        return images\n");
        QList<QJsonObject> passed = batchNorm(true, true);
        QJsonObject withKwargs = passed[1];
        withKwargs.insert("kwargs", QJsonArray{"batch_size"});
        passed[1] = withKwargs;
        fix = InputsFixBuilder::build(path, findingsOf(passed), QStringLiteral("batch_repeat"), BlackChoice::workbench());
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QVERIFY(fix->edit.after.contains("def load_inputs(self, batch_size=1):"));
        QVERIFY(fix->edit.after.contains("        images = images.repeat(2, 1, 1, 1)\n        return images\n"));
        // Guarded to some variants: the edit under the guard, the return as it was after it, and the
        // guard passes the edit's own checks (nothing else brought in).
        fix = InputsFixBuilder::build(path, findingsOf(passed), QStringLiteral("batch_repeat"), BlackChoice::workbench(),
                                      {{}, {QStringLiteral("TINY"), QStringLiteral("SMALL")}});
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QVERIFY2(fix->edit.after.contains("        if self._variant in (ModelVariant.TINY, ModelVariant.SMALL):\n"
                                          "            images = images.repeat(2, 1, 1, 1)\n            return images\n"
                                          "        return images\n"),
                 fix->edit.after.constData());
        QVERIFY(fix->summary.contains(QLatin1String("for TINY, SMALL only")));

        // yolox's form (issue 46 §4), guarded, without black: the returned call is named
        // under the guard, the loader's own return follows, the spans count every line.
        const QString yolo = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/inputs/yolo_det/pytorch/loader.py");
        fix = InputsFixBuilder::build(yolo, findingsOf(detectionTried(false, true)), QStringLiteral("targets"),
                                      BlackChoice::none(), {{}, {QStringLiteral("TINY")}});
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        const QByteArray guarded = "        if self._variant in (ModelVariant.TINY,):\n"
                                   "            images = self.input_preprocess(\n"
                                   "            dtype_override=dtype_override, batch_size=batch_size\n"
                                   "        )\n";
        QVERIFY2(fix->edit.after.contains(guarded), fix->edit.after.constData());
        QVERIFY(fix->edit.after.contains("            return {\"images\": images, \"targets\": targets}\n"
                                         "        return self.input_preprocess(\n"));
        QCOMPARE(fix->editedSpans.size(), 1);
        QCOMPARE(fix->editedSpans.first().second - fix->editedSpans.first().first + 1, 10);  // if, 3 + 2 + 1, return 3
    }

    // A branch per variant (tt-forge-models' whisper): the return the test's call
    // reached is edited; others only when named (a variant reaching them fails the
    // same way); one that cannot be edited is left and said so; the rest listed.
    void aBranchPerVariantEditsTheReturnsReached()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("loader.py"));
        QVERIFY(writeFile(path, "import torch\n\nclass ModelLoader:\n    def load_inputs(self, dtype_override=None):\n"
                                "        input_features = decoder_input_ids = attention_mask = dec = 1\n"
                                "        if self.v == \"turbo\":\n"
                                "            return [input_features, attention_mask, decoder_input_ids]\n"
                                "        if self.v == \"prompted\":\n            return (input_features, decoder_input_ids)\n"
                                "        if self.v == \"odd\":\n            return [input_features, dec]\n"
                                "        return [input_features, decoder_input_ids]\n"));
        const QString kind = QStringLiteral("decoder_dict");
        const QByteArray tiny = "        return {\"input_features\": input_features, \"decoder_input_ids\": decoder_input_ids}\n";
        const QByteArray prompted = "            return {\"input_features\": input_features, \"decoder_input_ids\": decoder_input_ids}\n";

        Result<InputsFixEdit> fix = InputsFixBuilder::build(path, findingsOf(speechS2s(12)), kind, BlackChoice::none());
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QCOMPARE(fix->siteLine, 12);
        QCOMPARE(fix->editedReturns, QList<int>{12});
        QCOMPARE(fix->otherReturns, (QList<int>{7, 9, 11}));
        QVERIFY(fix->edit.after.endsWith(tiny));
        QVERIFY(fix->edit.after.contains("            return (input_features, decoder_input_ids)\n"));
        QCOMPARE(fix->edit.firstLine, 12);

        // Two variants' returns in one diff; the one no dict can be built for is left, said why.
        fix = InputsFixBuilder::build(path, findingsOf(speechS2s(12)), kind, BlackChoice::none(), {{9, 11}, {}});
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QCOMPARE(fix->editedReturns, (QList<int>{9, 12}));
        QCOMPARE(fix->otherReturns, (QList<int>{7, 11}));
        QCOMPARE(fix->skippedReturns.size(), 1);
        QVERIFY2(fix->skippedReturns[0].startsWith(QLatin1String("line 11: no forward parameter is named dec")),
                 qPrintable(fix->skippedReturns[0]));
        QVERIFY(fix->edit.after.contains(prompted));
        QVERIFY(fix->edit.after.endsWith(tiny));
        QVERIFY(fix->edit.after.contains("            return [input_features, attention_mask, decoder_input_ids]\n"));
        QVERIFY2(fix->summary.contains(QLatin1String("positional tuple (line 9)"))
                     && fix->summary.contains(QLatin1String("positional list (line 12)")),
                 qPrintable(fix->summary));
        QCOMPARE(fix->edit.firstLine, 9);
        // Each edited return's own lines in the edited file: line 11 between them is not the fix's.
        QCOMPARE(fix->editedSpans, (QList<std::pair<int, int>>{{9, 9}, {12, 12}}));
        const InputsScope::FixedLines fixed{fix->editedSpans};
        QVERIFY(fixed.contain(9) && fixed.contain(12) && !fixed.contain(11));

        // Without the probe's word there is no telling which return is the test's;
        // a line with no return is no return.
        fix = InputsFixBuilder::build(path, findingsOf(speechS2s()), kind, BlackChoice::none());
        QVERIFY(!fix);
        QVERIFY2(fix.error().message.contains(QLatin1String("4 places and the probe did not say")),
                 qPrintable(fix.error().message));
        fix = InputsFixBuilder::build(path, findingsOf(speechS2s(5)), kind, BlackChoice::none());
        QVERIFY(!fix);
        QVERIFY2(fix.error().message.contains(QLatin1String("returned at line 5")), qPrintable(fix.error().message));
        // Another variant's line with no return there is left, said so; the test's edit stands.
        fix = InputsFixBuilder::build(path, findingsOf(speechS2s(12)), kind, BlackChoice::none(), {{5}, {}});
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QCOMPARE(fix->editedReturns, QList<int>{12});
        QCOMPARE(fix->skippedReturns.size(), 1);
        // The test's own return refused refuses the fix, whatever else is named.
        fix = InputsFixBuilder::build(path, findingsOf(speechS2s(11)), kind, BlackChoice::none(), {{12}, {}});
        QVERIFY(!fix);
        QVERIFY(fix.error().message.contains(QLatin1String("no forward parameter is named dec")));
        // One return is the one reached, whatever line an older probe said (a `with`'s).
        QVERIFY(writeFile(path, "class ModelLoader:\n    def load_inputs(self):\n        with x:\n"
                                "            input_features = decoder_input_ids = 1\n"
                                "            return [input_features, decoder_input_ids]\n"));
        fix = InputsFixBuilder::build(path, findingsOf(speechS2s(3)), kind, BlackChoice::none());
        QVERIFY2(fix, qPrintable(fix ? QString() : fix.error().toString()));
        QCOMPARE(fix->editedReturns, QList<int>{5});
    }

    // Which of the other returns the fix edits: those a variant failing the same
    // way reaches and the same edit fixes; the rest are said so, one line each.
    void siblingsChooseTheReturnsToEdit()
    {
        const Result<ConfigFile> training = ConfigFile::parse(
            "test_config:\n"
            "  speech_s2s/pytorch-Tiny-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
            "    reason: \"ValueError: You have to specify either decoder_input_ids or decoder_inputs_embeds.\"\n"
            "  speech_s2s/pytorch-Prompted-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
            "    reason: \"ValueError: You have to specify either decoder_input_ids or decoder_inputs_embeds.\"\n"
            "  speech_s2s/pytorch-Shared-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
            "    reason: \"ValueError: You have to specify either decoder_input_ids or decoder_inputs_embeds.\"\n"
            "  speech_s2s/pytorch-Keyed-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
            "    reason: \"ValueError: You have to specify either decoder_input_ids or decoder_inputs_embeds.\"\n"
            "  speech_s2s/pytorch-Unseen-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
            "    reason: \"ValueError: You have to specify either decoder_input_ids or decoder_inputs_embeds.\"\n"
            "  speech_s2s/pytorch-Turbo-single_device-training:\n    status: EXPECTED_PASSING\n",
            QStringLiteral("training.yaml"));
        QVERIFY2(training, qPrintable(training ? QString() : training.error().toString()));
        ScopeCandidates siblings =
            InputsSiblings::of(*training, *TestKey::parse(QStringLiteral("speech_s2s/pytorch-Tiny-single_device-training")));
        const auto result = probeResultOf;
        // The Turbo entry's reason is no missing input: not probed before the fix.
        QStringList keys;
        for (const ScopeCandidate& sibling : std::as_const(siblings))
            keys << sibling.entry.key;
        QCOMPARE(keys.size(), 4);
        QVERIFY(!keys.join(u' ').contains(QLatin1String("Turbo")));
        siblings[0].probe = result(speechS2s(9));   // Prompted: its own return
        siblings[1].probe = result(speechS2s(12));  // Shared: the test's return
        QList<QJsonObject> keyed = t5Dict();
        keyed[1]["return_line"] = 11;
        siblings[2].probe = result(keyed);         // Keyed: another edit
        siblings[3].probe = result(speechS2s());   // Unseen: an older probe's word
        const InputsSiblings::Returns returns =
            InputsSiblings::returnsToEdit(siblings, QStringLiteral("decoder_dict"), {7, 9, 11});
        QCOMPARE(returns.lines, QList<int>{9});
        QCOMPARE(returns.notes.size(), 4);
        QVERIFY2(returns.notes[0].contains(QLatin1String("line 9 and fails the same way")), qPrintable(returns.notes[0]));
        QVERIFY2(returns.notes[1].contains(QLatin1String("where the test does")), qPrintable(returns.notes[1]));
        QVERIFY2(returns.notes[2].contains(QLatin1String("line 11 and needs another fix (decoder_key)")),
                 qPrintable(returns.notes[2]));
        QVERIFY2(returns.notes[3].contains(QLatin1String("not seen")), qPrintable(returns.notes[3]));
    }

    // With the fix on disk, a variant still failing for a missing input at a
    // return the fix did not write is told to be triaged on its own; one at the
    // written return is only left alone.
    void aVariantAtAnotherReturnIsToldSo()
    {
        const QByteArray reason = "    reason: \"ValueError: You have to specify either decoder_input_ids or "
                                  "decoder_inputs_embeds.\"\n";
        const Result<ConfigFile> training = ConfigFile::parse(
            "test_config:\n  m/pytorch-A-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n" + reason
                + "  m/pytorch-B-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n" + reason
                + "  m/pytorch-C-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n" + reason,
            QStringLiteral("training.yaml"));
        QVERIFY(training);
        ScopeCandidates scope = loaderScope(*training, *TestKey::parse(QStringLiteral("m/pytorch-A-single_device-training")));
        QCOMPARE(scope.size(), 2);
        const InputsScope::FixedLines fixed{{{12, 15}}};
        scope[0].probe = probeResultOf(speechS2s(7));
        scope[1].probe = probeResultOf(speechS2s(13));
        QList<TriageRecord::EntryResult> entries(2);
        entries[0].key = scope[0].entry.key;
        entries[1].key = scope[1].entry.key;
        QStringList review;
        QVERIFY(!InputsScope::include(scope[0], fixed, entries[0], review));
        QVERIFY(!InputsScope::include(scope[1], fixed, entries[1], review));
        QVERIFY2(entries[0].scopeNote.contains(QLatin1String("returns at line 7, which the fix left as it was")),
                 qPrintable(entries[0].scopeNote));
        QVERIFY2(!entries[1].scopeNote.contains(QLatin1String("line 13")), qPrintable(entries[1].scopeNote));
        QCOMPARE(review.size(), 1);
        QVERIFY(review[0].startsWith(QLatin1String("m/pytorch-B-single_device-training: still fails")));
    }

    void inferenceRunsJudgedAgainstTheirEntries()
    {
        QTemporaryDir dir;
        const QString xml = dir.filePath(QStringLiteral("junit.xml"));
        QFile file(xml);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QString node = QStringLiteral("<testcase classname=\"tests.runner.test_models\" "
                                            "name=\"test_all_models_torch[%1]\" time=\"0.1\">%2</testcase>");
        const QString failure = QStringLiteral("<failure message=\"RuntimeError: TT_FATAL @ device.cpp:1: Out of memory\">x</failure>");
        file.write(QStringLiteral("<testsuites><testsuite name=\"pytest\" tests=\"3\">%1%2%3</testsuite></testsuites>")
                       .arg(node.arg(QStringLiteral("a/pytorch-X-single_device-inference"), failure),
                            node.arg(QStringLiteral("b/pytorch-X-single_device-inference"), failure),
                            node.arg(QStringLiteral("c/pytorch-X-single_device-inference"), QString()))
                       .toUtf8());
        file.close();
        const Result<JUnitReport> junit = JUnitReader::read(xml);
        QVERIFY(junit);
        const QString yamlPath = dir.filePath(QStringLiteral("inference.yaml"));
        QFile yaml(yamlPath);
        QVERIFY(yaml.open(QIODevice::WriteOnly));
        yaml.write("test_config:\n  a/pytorch-X-single_device-inference:\n    status: EXPECTED_PASSING\n"
                   "  b/pytorch-X-single_device-inference:\n    status: KNOWN_FAILURE_XFAIL\n"
                   "    reason: \"old\"\n");
        yaml.close();
        const Result<ConfigFile> inference = ConfigFile::load(yamlPath);
        QVERIFY2(inference, qPrintable(inference ? QString() : inference.error().toString()));
        const QList<TriageRecord::InferenceRun> runs = InferenceRegression::judge(
            *junit,
            {QStringLiteral("a/pytorch-X-single_device-inference"), QStringLiteral("b/pytorch-X-single_device-inference"),
             QStringLiteral("c/pytorch-X-single_device-inference")},
            *inference);
        QCOMPARE(runs.size(), 3);
        QVERIFY(runs[0].regressed);  // expected to pass, failed
        QCOMPARE(runs[0].outcome, QStringLiteral("failed"));
        QVERIFY(!runs[1].regressed);  // expected to fail anyway
        QCOMPARE(runs[2].expected, QStringLiteral("UNSPECIFIED"));
        QCOMPARE(runs[2].outcome, QStringLiteral("passed"));
        QVERIFY(!runs[2].regressed);
    }
};

QTEST_GUILESS_MAIN(TestInputsFamily)
#include "tst_inputsfamily.moc"
