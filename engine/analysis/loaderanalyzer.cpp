#include "analysis/loaderanalyzer.h"
#include "core/boundedfile.h"
#include "core/logging.h"

#include "analysis/pythonengine.h"

#include <pybind11/embed.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QFileInfo>
#include <QStringDecoder>

#include <array>
#include <string>

namespace py = pybind11;

namespace dtriage {
namespace {


const char* const kScriptResource = ":/python/loader_analysis.py";
const char* const kModuleName = "dtriage_loader_analysis";
// The scripts loader_analysis.py is split into (resources/python/<name>.py), each run
// into sys.modules["dtriage_<name>"] before it. Each imports only the ones listed
// before it, by those names: in any other order an import would not find its module.
constexpr std::array kHelperScripts{"loader_tables", "loader_syntax", "loader_values",
                                    "loader_expressions", "loader_calls", "loader_flow",
                                    "loader_context", "loader_declarations", "loader_inputs",
                                    "loader_model", "loader_findings"};

// ---------------------------------------------------------------- reading the file

// A PEP 263 declaration ("# -*- coding: latin-1 -*-") on line 1 or 2, as CPython
// reads it: the encoding's name and its line; empty when there is none.
std::pair<QString, int> declaredEncoding(const QByteArray& bytes)
{
    static const QRegularExpression declaration(QStringLiteral(R"(^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+))"));
    const QList<QByteArray> lines = bytes.left(4096).split('\n');
    for (int i = 0; i < std::min<int>(2, int(lines.size())); ++i) {
        const QRegularExpressionMatch match = declaration.match(QString::fromLatin1(lines[i]));
        if (match.hasMatch())
            return {match.captured(1), i + 1};
        // Only a comment or blank line before it lets line 2 declare (as CPython).
        if (!lines[i].trimmed().isEmpty() && !lines[i].trimmed().startsWith('#'))
            break;
    }
    return {};
}

bool isUtf8Name(const QString& encoding)
{
    const QString name = encoding.toLower().replace(u'_', u'-');
    return name == QLatin1String("utf-8") || name == QLatin1String("utf8") || name.startsWith(QLatin1String("utf-8-"));
}

// 1-based line of the first bytes that are not UTF-8; 0 when the text is all UTF-8.
int firstNonUtf8Line(const QByteArray& bytes)
{
    // decode() is lazy: the conversion runs when its result becomes a QString.
    QStringDecoder whole(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString all = whole.decode(bytes);
    if (!whole.hasError())
        return 0;
    // Only broken files get here: decode line by line to say where.
    int line = 1;
    for (const QByteArray& text : bytes.split('\n')) {
        QStringDecoder one(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = one.decode(text);
        if (one.hasError())
            return line;
        ++line;
    }
    return 1;
}

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

// ---------------------------------------------------------------- Python -> C++

// Borrowed-reference accessors: the dicts come from our own script, so a missing or
// mistyped field reads as empty rather than throwing.
PyObject* item(PyObject* dict, const char* key)
{
    return (dict && PyDict_Check(dict)) ? PyDict_GetItemString(dict, key) : nullptr;
}

QString str(PyObject* dict, const char* key)
{
    PyObject* v = item(dict, key);
    if (!v || !PyUnicode_Check(v))
        return {};
    Py_ssize_t size = 0;
    const char* utf8 = PyUnicode_AsUTF8AndSize(v, &size);
    return utf8 ? QString::fromUtf8(utf8, size) : QString();
}

int integer(PyObject* dict, const char* key, int fallback = 0)
{
    PyObject* v = item(dict, key);
    return (v && PyLong_Check(v)) ? int(PyLong_AsLong(v)) : fallback;
}

bool flag(PyObject* dict, const char* key)
{
    PyObject* v = item(dict, key);
    return v && PyObject_IsTrue(v) == 1;
}

template <class F>
void forEach(PyObject* dict, const char* key, F f)
{
    PyObject* list = item(dict, key);
    if (!list || !PyList_Check(list))
        return;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list); ++i)
        f(PyList_GET_ITEM(list, i));
}

QStringList strings(PyObject* dict, const char* key)
{
    QStringList out;
    forEach(dict, key, [&](PyObject* v) {
        if (PyUnicode_Check(v))
            out << QString::fromUtf8(PyUnicode_AsUTF8(v));
    });
    return out;
}

Floating floating(const QString& text)
{
    if (text == QLatin1String("yes"))
        return Floating::Yes;
    if (text == QLatin1String("no"))
        return Floating::No;
    return Floating::Unknown;
}

SourceSpan span(PyObject* d)
{
    SourceSpan s;
    if (!d || !PyDict_Check(d))
        return s;
    s.startLine = integer(d, "sl");
    s.startColumn = integer(d, "sc");
    s.endLine = integer(d, "el");
    s.endColumn = integer(d, "ec");
    s.startCharColumn = integer(d, "scc");
    s.endCharColumn = integer(d, "ecc");
    s.text = str(d, "text");
    return s;
}

TensorConstructor constructor(PyObject* d)
{
    TensorConstructor c;
    c.index = integer(d, "index", -1);
    c.callee = str(d, "callee");
    c.kind = str(d, "kind");
    c.span = span(item(d, "span"));
    c.statement = span(item(d, "statement"));
    c.function = str(d, "function");
    c.hasDtype = flag(d, "hasDtype");
    c.dtypeText = str(d, "dtypeText");
    c.dtypeKind = str(d, "dtypeKind");
    c.dtypeFromOverride = flag(d, "dtypeFromOverride");
    c.floating = floating(str(d, "floating"));
    c.assignedTo = str(d, "assignedTo");
    c.keywords = strings(d, "keywords");
    c.positionalCount = integer(d, "positionalCount");
    c.hasStarArgs = flag(d, "hasStarArgs");
    c.multiLine = flag(d, "multiLine");
    return c;
}

FunctionSignature signature(PyObject* d)
{
    FunctionSignature s;
    s.exists = flag(d, "exists");
    s.qualifiedName = str(d, "qualifiedName");
    s.line = integer(d, "line");
    s.parameters = strings(d, "parameters");
    s.keywordOnly = strings(d, "keywordOnly");
    s.otherKeywords = strings(d, "otherKeywords");
    s.takesDtypeOverride = flag(d, "takesDtypeOverride");
    s.takesBatchSize = flag(d, "takesBatchSize");
    s.hasKwargs = flag(d, "hasKwargs");
    s.hasVarArgs = flag(d, "hasVarArgs");
    s.dtypeOverrideDefault = str(d, "dtypeOverrideDefault");
    return s;
}

OriginKind originKind(const QString& text)
{
    if (text == QLatin1String("constructor"))
        return OriginKind::Constructor;
    if (text == QLatin1String("external"))
        return OriginKind::External;
    return OriginKind::Unknown;
}

InputProvenance provenance(PyObject* d)
{
    InputProvenance p;
    p.key = str(d, "key");
    p.position = integer(d, "position", -1);
    p.single = flag(d, "single");
    p.returnLine = integer(d, "returnLine");
    forEach(d, "chain", [&](PyObject* s) {
        p.chain.append(ProvenanceStep{integer(s, "line"), str(s, "text"), str(s, "kind")});
    });
    p.origin = originKind(str(d, "origin"));
    p.constructorIndex = integer(d, "constructorIndex", -1);
    p.externalSource = str(d, "externalSource");
    p.originStatement = span(item(d, "originStatement"));
    p.originVariable = str(d, "originVariable");
    p.indent = str(d, "indent");
    p.castOnTheWayOut = flag(d, "castOnTheWayOut");
    p.castLine = integer(d, "castLine");
    p.floating = floating(str(d, "floating"));
    p.conditional = flag(d, "conditional");
    return p;
}

NumpyConversion numpyConversion(PyObject* d)
{
    NumpyConversion n;
    const QString kind = str(d, "kind");
    n.kind = kind == QLatin1String("np.array")     ? NumpyConversion::Kind::NpArray
             : kind == QLatin1String("np.asarray") ? NumpyConversion::Kind::NpAsarray
                                                   : NumpyConversion::Kind::NumpyMethod;
    n.span = span(item(d, "span"));
    n.receiverText = str(d, "receiver");
    n.function = str(d, "function");
    n.receiverIsTensor = flag(d, "receiverIsTensor");
    return n;
}

PreflightFinding finding(PyObject* d)
{
    PreflightFinding f;
    f.constructorIndex = integer(d, "constructorIndex", -1);
    f.provenanceIndex = integer(d, "provenanceIndex", -1);
    f.inputKey = str(d, "inputKey");
    const QString fix = str(d, "fix");
    f.fix = fix == QLatin1String("add-dtype")     ? PreflightFinding::Fix::AddDtype
            : fix == QLatin1String("insert-cast") ? PreflightFinding::Fix::InsertCast
                                                  : PreflightFinding::Fix::None;
    f.site = span(item(d, "site"));
    f.candidate = flag(d, "candidate");
    f.modelFloat32 = flag(d, "modelFloat32");
    f.why = str(d, "why");
    return f;
}

ModelInfoFacts modelInfo(PyObject* d)
{
    ModelInfoFacts m;
    m.found = flag(d, "found");
    m.line = integer(d, "line");
    m.model = str(d, "model");
    m.task = str(d, "task");
    m.source = str(d, "source");
    m.framework = str(d, "framework");
    m.group = str(d, "group");
    m.modelText = str(d, "modelText");
    m.taskText = str(d, "taskText");
    m.sourceText = str(d, "sourceText");
    m.frameworkText = str(d, "frameworkText");
    m.groupText = str(d, "groupText");
    PyObject* names = item(d, "nameByVariant");
    PyObject* key = nullptr;
    PyObject* value = nullptr;
    Py_ssize_t pos = 0;
    while (names && PyDict_Check(names) && PyDict_Next(names, &pos, &key, &value)) {
        if (PyUnicode_Check(key) && PyUnicode_Check(value))
            m.nameByVariant.insert(QString::fromUtf8(PyUnicode_AsUTF8(key)),
                                   QString::fromUtf8(PyUnicode_AsUTF8(value)));
    }
    m.unresolvedVariants = strings(d, "unresolvedVariants");
    return m;
}

LoaderAnalysis::Returns returns(const QString& text)
{
    using R = LoaderAnalysis::Returns;
    if (text == QLatin1String("dict"))
        return R::Dict;
    if (text == QLatin1String("tuple"))
        return R::Tuple;
    if (text == QLatin1String("list"))
        return R::List;
    if (text == QLatin1String("single"))
        return R::Single;
    if (text == QLatin1String("mixed"))
        return R::Mixed;
    return R::Unknown;
}

void readStructure(PyObject* d, LoaderAnalysis& a)
{
    a.hasVariantEnum = flag(d, "hasVariantEnum");
    forEach(d, "variants", [&](PyObject* v) {
        a.variants.append(VariantInfo{str(v, "member"), str(v, "value"), integer(v, "line")});
    });
    a.defaultVariant = str(d, "defaultVariant");
    a.defaultVariantValue = str(d, "defaultVariantValue");
    a.modelInfo = modelInfo(item(d, "modelInfo"));
    a.loadModel = signature(item(d, "loadModel"));
    a.loadInputs = signature(item(d, "loadInputs"));
    a.inputsReturn = returns(str(d, "inputsReturn"));
    a.notes = strings(d, "notes");
}

void readFlow(PyObject* d, LoaderAnalysis& a)
{
    forEach(d, "constructors", [&](PyObject* c) { a.constructors.append(constructor(c)); });
    forEach(d, "inputs", [&](PyObject* p) { a.inputs.append(provenance(p)); });
    forEach(d, "numpyConversions",
            [&](PyObject* n) { a.numpyConversions.append(numpyConversion(n)); });
    forEach(d, "findings", [&](PyObject* f) { a.findings.append(finding(f)); });
    forEach(d, "cleared", [&](PyObject* f) { a.cleared.append(finding(f)); });
}

// ---------------------------------------------------------------- the script

// Compiles the embedded script `resource` into a fresh module and registers it as
// sys.modules[name], where the scripts run after it import it from.
Result<py::object> loadScript(py::dict& modules, const QString& resource, const std::string& name)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return fail(LoaderAnalyzer::tr("The loader analysis script %1 is missing from this build.")
                        .arg(resource));
    const QByteArray code = file.readAll();
    const std::string fileName = resource.toStdString();
    py::module_ builtins = py::module_::import("builtins");
    py::object module = py::module_::import("types").attr("ModuleType")(name);
    module.attr("__file__") = fileName;
    py::object compiled =
        builtins.attr("compile")(py::bytes(code.constData(), code.size()), fileName, "exec");
    builtins.attr("exec")(compiled, module.attr("__dict__"));
    modules[py::str(name)] = module;
    return module;
}

// The analysis modules, compiled once per interpreter and kept in sys.modules (so
// that finalizing the interpreter releases them; no C++ global holds a Python object).
Result<py::object> analysisFunction()
{
    py::dict modules = py::module_::import("sys").attr("modules");
    if (modules.contains(kModuleName))
        return py::object(modules[kModuleName].attr("analyze"));
    for (const char* script : kHelperScripts) {
        const Result<py::object> helper =
            loadScript(modules, QStringLiteral(":/python/%1.py").arg(QLatin1String(script)),
                       std::string("dtriage_") + script);
        if (!helper)
            return std::unexpected(helper.error());
    }
    const Result<py::object> module = loadScript(modules, QString::fromLatin1(kScriptResource), kModuleName);
    if (!module)
        return std::unexpected(module.error());
    return py::object(module->attr("analyze"));
}

Result<LoaderAnalysis> convert(PyObject* d, const QString& path, const QByteArray& source)
{
    if (!d || !PyDict_Check(d))
        return fail(LoaderAnalyzer::tr("The loader analysis returned no result."), path);
    if (PyObject* error = item(d, "error")) {
        const int line = integer(error, "line");
        return fail(LoaderAnalyzer::tr("Cannot analyse this loader: %1").arg(str(error, "message")), path, line);
    }
    LoaderAnalysis a;
    a.path = path;
    a.source = source;
    readStructure(d, a);
    readFlow(d, a);
    return a;
}

Result<LoaderAnalysis> readAndAnalyze(const QString& path)
{
    Result<QByteArray> bytes = LoaderAnalyzer::readLoader(path);
    if (!bytes)
        return std::unexpected(bytes.error());
    return LoaderAnalyzer::analyzeOnPythonThread(path, *bytes,
                                                 LoaderAnalyzer::configSourceFor(path));
}

}  // namespace

Result<QByteArray> LoaderAnalyzer::readLoader(const QString& path)
{
    // Not a regular file, gone, or larger than any loader: refused before a byte is read.
    const Result<QByteArray> read = BoundedFile::read(path, BoundedFile::Kind::Source);
    if (!read)
        return std::unexpected(read.error());
    const QByteArray& bytes = *read;
    if (bytes.size() > maxBytes)
        return fail(LoaderAnalyzer::tr("The loader is %1 MB; files over %2 MB are not analysed.")
                        .arg(megabytes(bytes.size()), megabytes(maxBytes)),
                    path);
    // CPython honours a PEP 263 declaration; we analyse and edit UTF-8 only, so a
    // loader that really uses another encoding is refused saying exactly that.
    // (Pure ASCII reads the same under any declaration and is fine.)
    const auto [encoding, declarationLine] = declaredEncoding(bytes);
    const bool ascii = std::all_of(bytes.cbegin(), bytes.cend(), [](char c) { return uchar(c) < 0x80; });
    if (!ascii && !encoding.isEmpty() && !isUtf8Name(encoding))
        return fail(LoaderAnalyzer::tr("The loader declares its encoding as %1 (PEP 263 coding line); dtype-triage "
                                       "analyses and edits UTF-8 loaders only: convert it to UTF-8 (and update the "
                                       "declaration) to triage it.")
                        .arg(encoding),
                    path, declarationLine);
    if (const int line = firstNonUtf8Line(bytes))
        return fail(LoaderAnalyzer::tr("The loader is not UTF-8 text (first bad bytes on this line)."), path,
                    line);
    return bytes;
}

QString LoaderAnalyzer::configSourceFor(const QString& loaderPath)
{
    QDir dir = QFileInfo(loaderPath).absoluteDir();
    for (int depth = 0; depth < 16; ++depth) {
        if (dir.exists(QStringLiteral("config.py")) && dir.exists(QStringLiteral("base.py"))) {
            const Result<QByteArray> config = BoundedFile::read(dir.filePath(QStringLiteral("config.py")), BoundedFile::Kind::Source);
            return config && config->size() <= maxBytes ? QString::fromUtf8(*config) : QString();
        }
        if (!dir.cdUp())
            break;
    }
    return {};
}

Result<LoaderAnalysis> LoaderAnalyzer::analyzeOnPythonThread(const QString& path,
                                                             const QByteArray& source,
                                                             const QString& configSource)
{
    try {
        Result<py::object> analyze = analysisFunction();
        if (!analyze)
            return std::unexpected(analyze.error());
        py::object config = configSource.isEmpty() ? py::object(py::none())
                                                   : py::object(py::str(configSource.toStdString()));
        py::object result = (*analyze)(py::str(source.constData(), size_t(source.size())),
                                       py::str(path.toStdString()), config);
        Result<LoaderAnalysis> analysis = convert(result.ptr(), path, source);
        qCDebug(lcAnalysis).noquote() << "analysed" << path << (analysis ? QString() : analysis.error().toString());
        return analysis;
    } catch (py::error_already_set& e) {
        return fail(LoaderAnalyzer::tr("The loader analysis failed: %1").arg(QString::fromUtf8(e.what())), path);
    }
}

QFuture<Result<LoaderAnalysis>> LoaderAnalyzer::analyze(const QString& path)
{
    return PythonEngine::run<Result<LoaderAnalysis>>([path] { return readAndAnalyze(path); });
}

Result<LoaderAnalysis> LoaderAnalyzer::analyzeBlocking(const QString& path)
{
    QFuture<Result<LoaderAnalysis>> future = analyze(path);
    try {
        future.waitForFinished();
        if (future.resultCount() == 0)
            return fail(LoaderAnalyzer::tr("The loader analysis was canceled."), path);
        return future.result();
    } catch (const std::exception& e) {
        return fail(LoaderAnalyzer::tr("The Python engine is not available: %1").arg(QString::fromUtf8(e.what())),
                    path);
    }
}

}  // namespace dtriage
