#include "checkout/testkey.h"

#include "core/pythonliteral.h"

#include <QCoreApplication>
#include <QStringList>
#include <QStringView>

namespace dtriage {

namespace {


// Characters that cannot appear in a key: it becomes a pytest node id and a
// path under third_party/tt_forge_models, and is shown on one line.
bool isForbidden(QChar c)
{
    return c.isSpace() || c.category() == QChar::Other_Control || c == u'"' || c == u'\''
        || c == u'\\' || c == u'[' || c == u']';
}

// Index of the '-' that ends the model path: the first "/pytorch-" or "/jax-".
// Variants may contain '/' ("google/gemma-3-4b-it"), so the first '/' is no use.
qsizetype modelPathEnd(const QString& key)
{
    qsizetype best = -1;
    for (const QLatin1StringView fw : {QLatin1StringView("/pytorch-"), QLatin1StringView("/jax-")}) {
        const qsizetype at = key.indexOf(fw);
        if (at >= 0 && (best < 0 || at < best))
            best = at + fw.size() - 1;
    }
    return best;
}

bool isBaseParallelism(QStringView token)
{
    return token == u"single_device" || token == u"data_parallel" || token == u"tensor_parallel";
}

// Where the parallelism starts among the '-' separated tokens between model path
// and run mode. LLM keys carry "llm_<phase>-seq_N-batch_N-<strategy>-mesh_X", whose
// strategy contains '-' too, so they are anchored at their "llm_" token; variants
// contain '-' as well ("mamba-370m-hf"), so the search runs from the end.
qsizetype parallelismStart(const QStringList& tokens)
{
    for (qsizetype i = tokens.size() - 1; i >= 0; --i) {
        if (tokens[i].startsWith(u"llm_"))
            return i;
    }
    for (qsizetype i = tokens.size() - 1; i >= 0; --i) {
        if (isBaseParallelism(tokens[i]))
            return i;
    }
    return -1;
}

Result<void> checkModelPath(const QString& modelPath, const QString& key)
{
    const QStringList segments = modelPath.split(u'/');
    for (const QString& segment : segments) {
        // Empty, "." and ".." segments would let a key point outside the loaders tree.
        if (segment.isEmpty() || segment == u"." || segment == u"..")
            return fail(TestKey::tr("“%1” is not a test key: the model path “%2” is malformed")
                            .arg(key, modelPath));
    }
    return {};
}

}  // namespace

Result<TestKey> TestKey::parse(const QString& key)
{
    for (const QChar c : key) {
        if (isForbidden(c))
            // Shown escaped: a NUL or an escape sequence printed raw would garble the terminal.
            return fail(TestKey::tr("“%1” is not a test key: it contains a space, a control character, "
                           "a quote, a backslash or a bracket")
                            .arg(PythonLiteral::escaped(key, 0)));
    }
    const qsizetype pathEnd = modelPathEnd(key);
    if (pathEnd < 0)
        return fail(TestKey::tr("“%1” is not a test key: no “/pytorch-” or “/jax-” after the model path")
                        .arg(key));
    TestKey result;
    result.modelPath = key.left(pathEnd);
    if (auto ok = checkModelPath(result.modelPath, key); !ok)
        return std::unexpected(ok.error());

    QStringList tokens = key.mid(pathEnd + 1).split(u'-');
    result.runMode = tokens.takeLast();
    if (result.runMode != u"training" && result.runMode != u"inference")
        return fail(TestKey::tr("“%1” is not a test key: it must end in “-training” or “-inference”")
                        .arg(key));
    const qsizetype start = parallelismStart(tokens);
    if (start < 0)
        return fail(TestKey::tr("“%1” is not a test key: no parallelism (single_device, data_parallel, "
                       "tensor_parallel or llm_…) before the run mode")
                        .arg(key));
    result.variant = tokens.mid(0, start).join(u'-');
    result.parallelism = tokens.mid(start).join(u'-');
    if (start > 0 && result.variant.isEmpty())
        return fail(TestKey::tr("“%1” is not a test key: the variant is empty").arg(key));
    return result;
}

QString TestKey::toString() const
{
    QString key = modelPath;
    if (!variant.isEmpty())
        key += u'-' + variant;
    return key + u'-' + parallelism + u'-' + runMode;
}

QString TestKey::loaderRelativePath() const
{
    return modelPath + QStringLiteral("/loader.py");
}

QString TestKey::modelDir() const
{
    const qsizetype slash = modelPath.lastIndexOf(u'/');
    return slash < 0 ? QString() : modelPath.left(slash);
}

QString TestKey::framework() const
{
    return modelPath.mid(modelPath.lastIndexOf(u'/') + 1);
}

QString TestKey::testFunction() const
{
    return framework() == u"jax" ? QStringLiteral("test_all_models_jax") : QStringLiteral("test_all_models_torch");
}

QString TestKey::pytestNodeId() const
{
    return testsFile() + QStringLiteral("::%1[%2]").arg(testFunction(), toString());
}

QString TestKey::testsFile()
{
    return QStringLiteral("tests/runner/test_models.py");
}

}  // namespace dtriage
