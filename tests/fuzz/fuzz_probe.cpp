// Fuzzes the probe-result readers and the edits planned from what they read
// (issue 34: an imported file is data, never code). The input is a probe's
// printed output, as a file imported with `--probe FILE` holds it: console lines
// and "@dtriage {json}" events of forward_probe.py or inputs_probe.py. Properties:
//   - never a crash or a sanitizer report; what does not read is an error that
//     names the event and the field;
//   - every edit planned from what did read — each override and registry line the
//     unpack family offers for the output, each inputs edit on the demo's loaders
//     and on one without a batch_size — parses, and holds no name, attribute,
//     call, constant or operator beyond what its fix kind writes itself and what
//     the input declared as data (tests/fuzz/edit_oracle.py, run by Python's ast
//     in the embedded interpreter).
#include "analysis/pythonengine.h"
#include "families/inputs/fix/inputsfixbuilder.h"
#include "families/inputs/probe/inputsfindings.h"
#include "families/inputs/probe/inputsprobe.h"
#include "families/probe/proberesult.h"
#include "families/unpack/fix/overridewriter.h"
#include "families/unpack/fix/registryedit.h"
#include "families/unpack/fix/unpackchoice.h"
#include "families/unpack/probe/forwardfindings.h"
#include "families/unpack/probe/forwardprobe.h"
#include "families/unpack/probe/unpackdecision.h"
#include "fuzzcheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <pybind11/embed.h>

using namespace dtriage;
namespace py = pybind11;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// One oracle check on the Python thread: "" or what is wrong.
QString oracle(const char* check, const QByteArray& first, const QByteArray& second, const QJsonObject& declared)
{
    const QByteArray json = QJsonDocument(declared).toJson(QJsonDocument::Compact);
    return PythonEngine::run<QString>([=]() -> QString {
               py::dict modules = py::module_::import("sys").attr("modules");
               if (!modules.contains("fuzz_edit_oracle")) {
                   const QByteArray source = readAll(QStringLiteral(DTRIAGE_FUZZ_DIR "/edit_oracle.py"));
                   py::module_ module = py::module_::import("types").attr("ModuleType")("fuzz_edit_oracle");
                   py::exec(py::str(source.constData(), size_t(source.size())), module.attr("__dict__"));
                   modules["fuzz_edit_oracle"] = module;
               }
               py::object data = py::module_::import("json").attr("loads")(py::str(json.constData(), size_t(json.size())));
               py::object module = modules["fuzz_edit_oracle"];
               const py::str a(first.constData(), size_t(first.size()));
               py::object answer = second.isNull() ? module.attr(check)(a, data)
                                                   : module.attr(check)(a, py::str(second.constData(), size_t(second.size())), data);
               return QString::fromStdString(answer.cast<std::string>());
           })
        .result();
}

// What an output tree declares as data: its top-level nameable keys as constants, the
// names among them, and its class names (the registry line takes the top one).
QJsonObject declaredBy(const OutputNode& output)
{
    QJsonArray constants, names;
    for (const OutputNode::Entry& entry : output.entries) {
        if (!entry.literal)
            continue;  // shown only: a fix never names it
        constants.append(QJsonArray{entry.literal->typeName(), entry.literal->text()});
        names.append(entry.key);
    }
    return {{"constants", constants}, {"names", names}, {"classes", QJsonArray{output.className}}};
}

void checkForward(const ForwardFindings& found, const QString& why)
{
    if (!found.output)
        return;
    const OutputNode& output = *found.output;
    const QJsonObject declared = declaredBy(output);
    QList<UnpackChoice> choices = UnpackChoice::options(UnpackDecision::decide(found), output);
    for (const OutputNode::Entry& entry : output.entries) {  // every key as a target, offered or not
        UnpackChoice one;
        one.target = {UnpackTarget::Kind::Entry, {entry.key}, why};
        choices << one;
    }
    const QByteArray registry = readAll(QStringLiteral(DTRIAGE_DEMO_DIR "/third_party/tt_forge_models/training_utils.py"));
    for (UnpackChoice& choice : choices) {
        choice.target.why = why;
        if (choice.path == UnpackChoice::Path::Registry) {
            const Result<QByteArray> after = RegistryEdit::add(registry, output.className, choice.attribute);
            if (after) {
                const QString wrong = oracle("check_registry", registry, *after, declared);
                FUZZ_REQUIRE(wrong.isEmpty(), wrong + QStringLiteral("\n") + QString::fromUtf8(*after));
            }
            continue;
        }
        const Result<QByteArray> method = OverrideWriter::method(output, choice.target);
        if (!method)
            continue;
        const QString wrong = oracle("check_override", *method, QByteArray(), declared);
        FUZZ_REQUIRE(wrong.isEmpty(), wrong + QStringLiteral("\n") + QString::fromUtf8(*method));
    }
}

// The loaders the inputs edits are planned on: the demo's four inputs cases and
// one whose load_inputs has no batch_size (so the first key sizes the batch).
const QStringList& inputsLoaders()
{
    static QTemporaryDir tmp;
    static const QStringList loaders = [] {
        QStringList all;
        for (const char* model : {"speech_s2s", "t5_dict", "ssdlite_det", "deeplab_pool"})
            all << QStringLiteral(DTRIAGE_DEMO_DIR "/third_party/tt_forge_models/%1/pytorch/loader.py").arg(QLatin1String(model));
        const QString bare = tmp.filePath(QStringLiteral("loader.py"));
        QFile file(bare);
        if (file.open(QIODevice::WriteOnly))
            file.write("import torch\n\n\nclass ModelLoader:\n    def load_inputs(self, dtype_override=None):\n"
                       "        inputs = make_inputs()\n        return inputs\n");
        all << bare;
        return all;
    }();
    return loaders;
}

void checkInputs(const InputsFindings& found)
{
    if (found.parameters.isEmpty() && !found.inputs && !found.decoderStart)
        return;  // nothing of an inputs probe was read: no edit draws on it
    QJsonArray constants, names;
    for (const InputsFindings::Parameter& p : found.parameters) {
        constants.append(QJsonArray{"str", p.name});
        names.append(p.name);
    }
    if (found.inputs)
        for (const InputsFindings::Item& item : found.inputs->items)
            constants.append(QJsonArray{"str", item.label});
    if (found.decoderStart)
        constants.append(QJsonArray{"int", QString::number(*found.decoderStart)});
    const QJsonObject declared{{"constants", constants}, {"names", names}};
    for (const QString& loader : inputsLoaders()) {
        for (const char* kind : {"decoder_dict", "decoder_key", "targets", "batch_repeat"}) {
            const Result<InputsFixEdit> fix =
                InputsFixBuilder::build(loader, found, QString::fromLatin1(kind), BlackChoice::none());
            if (!fix)
                continue;
            const QString wrong = oracle("check_inputs", fix->edit.before, fix->edit.after, declared);
            FUZZ_REQUIRE(wrong.isEmpty(), wrong + QStringLiteral("\n") + QString::fromUtf8(fix->edit.after));
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication app(*argc, *argv);
    PythonEngine::ensureStarted();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const QStringList lines = QString::fromUtf8(bytes).split(u'\n');
    // The last line, when it is no event, is the user's reason for the choice.
    const QString why = lines.isEmpty() || lines.last().startsWith(QStringLiteral("@dtriage")) ? QString() : lines.last();

    const ProbeResult forward = ProbeResult::fromOutput(ForwardProbe::instance(), lines);
    if (forward.readError.isEmpty())
        checkForward(forward.as<ForwardFindings>(), why);
    else
        FUZZ_REQUIRE(forward.readError.startsWith(QStringLiteral("event \"")), forward.readError);

    const ProbeResult inputs = ProbeResult::fromOutput(InputsProbe::instance(), lines);
    if (inputs.readError.isEmpty())
        checkInputs(inputs.as<InputsFindings>());
    else
        FUZZ_REQUIRE(inputs.readError.startsWith(QStringLiteral("event \"")), inputs.readError);
    return 0;
}
