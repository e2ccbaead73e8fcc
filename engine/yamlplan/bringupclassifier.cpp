#include "yamlplan/bringupclassifier.h"
#include "yamlplan/reasontext.h"


#include <QRegularExpression>
#include <QStringList>

namespace dtriage {

namespace {

constexpr auto kAnyCase = QRegularExpression::CaseInsensitiveOption;

QRegularExpression compiled(const char* pattern, QRegularExpression::PatternOptions options = {})
{
    QRegularExpression re(QString::fromLatin1(pattern), options);
    re.optimize();  // compile now, once, not on the first match in some worker thread
    Q_ASSERT(re.isValid());
    return re;
}

const QRegularExpression& ttFatalRe()
{
    static const QRegularExpression re = compiled(R"(\bTT_(?:FATAL|THROW)\b)");
    return re;
}

const QRegularExpression& deviceContextRe()
{
    // Memory on the device (DRAM/L1 banks, circular buffers) is device context too.
    static const QRegularExpression re = compiled(
        R"(\b(?:kernels?|dispatch\w*|devices?|Out of Memory|DRAM|L1|circular buffers?|banks?)\b)",
        kAnyCase);
    return re;
}

// tt-metal's allocator raises these through TT_FATAL; the JUnit error_message often
// carries the message without the TT_FATAL prefix.
const QRegularExpression& deviceMemoryRe()
{
    static const QRegularExpression re = compiled(
        R"(Not enough space to allocate \d+ B (?:DRAM|L1) buffer|Statically allocated circular buffers)");
    return re;
}

const QRegularExpression& crashRe()
{
    static const QRegularExpression re = compiled(
        R"(\bAborted\b|\bcore dumped\b|\bSIGABRT\b|\bsignal 6\b|\bexit(?:ed)?(?: with)?(?: code| status)?:? ?134\b)");
    return re;
}

// The words tt-xla's records use for a failure on the device that quote no
// TT_FATAL (tests/engine/tst_stageagreement: the real configs' pairs): memory
// ("DRAM OOM", "Out of Memory", "Too large for single chip"), hangs, ttnn's C++
// operations, kernel builds at run time, buffers and an output size the device
// run did not produce.
const QRegularExpression& deviceWordsRe()
{
    static const QRegularExpression re = compiled(
        R"(\bOOM\b|\bOut of Memory\b|Too large for single chip|\bhangs?\b|takes forever|Buffer must be allocated on device|)"
        R"(Needs bringup on|\btrisc\d* compile failure|\bttnn::|\bmesh_buffer|number of output elements \(\d+\) doesn't match)",
        kAnyCase);
    return re;
}

// A compile that never ends, or a crash the text places in the compiler.
const QRegularExpression& compileWordsRe()
{
    static const QRegularExpression re =
        compiled(R"(timed out during compilation|during (?:TT-MLIR|TTNN|\S+ )?compilation|\btt-mlir aborts\b)", kAnyCase);
    return re;
}

// Python-level failures tt-xla records by their own words: an import, a loader
// that returns no module, a download refused, torch.fx's graph bookkeeping.
const QRegularExpression& frontEndWordsRe()
{
    static const QRegularExpression re = compiled(
        R"(\bcannot import name\b|\bimport problem\b|\bnn\.Module\b|\bgated (?:dataset|repo)|\bHTTPS? 403\b|)"
        R"(\bForbidden\b|\bDataset\w*Error\b|Node arity mismatch)",
        kAnyCase);
    return re;
}

const QRegularExpression& compilerRe()
{
    // "Fatal Python error:" is the interpreter dying in Python code, not MLIR.
    static const QRegularExpression re = compiled(
        R"((?<!Python )\berror:|\bttir\.|\bttnn\.|\bstablehlo\.|ElementsAttr|failed to legalize)");
    return re;
}

const QRegularExpression& numericsRe()
{
    static const QRegularExpression re =
        compiled(R"(\bPCC\b|\bpcc\s*=|\batol\b|Tensor mismatch)", kAnyCase);
    return re;
}

const QRegularExpression& exceptionRe()
{
    static const QRegularExpression re = compiled(
        R"((?<![\w.])(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception)\b(?=[:(]|$)|Fatal Python error)");
    return re;
}

QString withoutNoise(const QString& text)
{
    QStringList kept;
    for (QStringView line : QStringView(text).split(u'\n', Qt::SkipEmptyParts)) {
        if (!BringupClassifier::isNoise(line))
            kept.append(line.toString());
    }
    return kept.join(u'\n');
}

// pytest prints the failing assertion's lines prefixed with "E   ".
QString withoutPytestMarker(QStringView line)
{
    static const QRegularExpression marker = compiled(R"(^\s*E(?:\s+|$))");
    const QRegularExpressionMatch m = marker.match(line);
    return (m.hasMatch() ? line.mid(m.capturedEnd()) : line).trimmed().toString();
}

QString firstLineMatching(const QString& text, const QRegularExpression& re)
{
    static const QRegularExpression sourceEcho = compiled(R"(^\s*(?:>|raise\b))");
    for (QStringView line : QStringView(text).split(u'\n', Qt::SkipEmptyParts)) {
        if (BringupClassifier::isNoise(line) || sourceEcho.match(line).hasMatch())
            continue;
        const QString cleaned = withoutPytestMarker(line);
        if (re.match(line).hasMatch() && !ReasonText::isGeneric(cleaned))
            return cleaned;
    }
    return {};
}

}  // namespace

BringupClassifier::Category BringupClassifier::classify(const QString& text, int exitCode)
{
    const QString relevant = withoutNoise(text);
    const bool ttFatal = ttFatalRe().match(relevant).hasMatch();
    // A TT_FATAL about the device is a runtime failure even if the process then aborts.
    if ((ttFatal && deviceContextRe().match(relevant).hasMatch())
        || deviceMemoryRe().match(relevant).hasMatch())
        return Category::Runtime;
    if (compileWordsRe().match(relevant).hasMatch())
        return Category::TtmlirCompilation;
    // tt-xla records a process that aborts (SIGABRT, "Fatal Python error: Aborted"
    // during torch_xla.sync) as a runtime failure unless the text says it compiled.
    if (exitCode == 134 || crashRe().match(relevant).hasMatch())
        return Category::Runtime;
    // PCC messages are AssertionErrors: check them before the generic exception rule,
    // and before `error:` since numerics failures only happen after a full run.
    if (numericsRe().match(relevant).hasMatch())
        return Category::Numerics;
    if (deviceWordsRe().match(relevant).hasMatch())
        return Category::Runtime;
    if (compilerRe().match(relevant).hasMatch())
        return Category::TtmlirCompilation;
    if (ttFatal)
        return Category::Runtime;
    if (frontEndWordsRe().match(relevant).hasMatch())
        return Category::FeCompilation;
    // PJRT's bare "Error code: 13" names no error, but tt-xla records it as a
    // failure of the device run; any more specific line above wins.
    static const QRegularExpression errorCode13 = compiled(R"(\bError code:? ?13\b)");
    if (ReasonText::isGeneric(relevant))
        return errorCode13.match(relevant).hasMatch() ? Category::Runtime : Category::Unclassified;
    if (exceptionRe().match(relevant).hasMatch())
        return Category::FeCompilation;
    return Category::Unclassified;
}

QString BringupClassifier::bringupStatus(Category category)
{
    switch (category) {
    case Category::FeCompilation:
        return QStringLiteral("FAILED_FE_COMPILATION");
    case Category::TtmlirCompilation:
        return QStringLiteral("FAILED_TTMLIR_COMPILATION");
    case Category::Runtime:
        return QStringLiteral("FAILED_RUNTIME");
    case Category::Numerics:
    case Category::Unclassified:
        break;
    }
    return {};
}

std::optional<BringupClassifier::Category> BringupClassifier::fromBringupStatus(QStringView status)
{
    QStringView name = status.trimmed();
    if (const qsizetype dot = name.lastIndexOf(u'.'); dot >= 0)
        name = name.mid(dot + 1);  // str() of an Enum member: "BringupStatus.FAILED_RUNTIME"
    for (const Category category : {Category::FeCompilation, Category::TtmlirCompilation, Category::Runtime}) {
        if (name.compare(bringupStatus(category), Qt::CaseInsensitive) == 0)
            return category;
    }
    if (name.compare(QLatin1StringView("INCORRECT_RESULT"), Qt::CaseInsensitive) == 0)
        return Category::Numerics;
    return std::nullopt;
}

QString BringupClassifier::categoryName(Category category)
{
    switch (category) {
    case Category::FeCompilation:
        return QStringLiteral("fe_compilation");
    case Category::TtmlirCompilation:
        return QStringLiteral("ttmlir_compilation");
    case Category::Runtime:
        return QStringLiteral("runtime");
    case Category::Numerics:
        return QStringLiteral("numerics");
    case Category::Unclassified:
        break;
    }
    return QStringLiteral("unclassified");
}

BringupClassifier::QuotedLine BringupClassifier::quotedLine(const QList<QString>& texts)
{
    for (qsizetype i = 0; i < texts.size(); ++i)
        if (QString line = meaningfulLine(texts.at(i)); !line.isEmpty())
            return {i, line};
    return {};
}

QString BringupClassifier::meaningfulLine(const QString& text)
{
    // The skill's grep: TT_FATAL|TT_THROW|error:|RuntimeError, first match in order.
    static const QRegularExpression primary =
        compiled(R"(\bTT_(?:FATAL|THROW)\b|\berror:|\bRuntimeError\b)");
    QString line = firstLineMatching(text, primary);
    // "RuntimeError: error: 'ttir.sum' …" is quoted from the diagnostic on, as
    // tt-xla's runner takes its runtime reason (from "error:" on).
    static const QRegularExpression wrapper =
        compiled(R"(^(?:(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception):\s*)+(?=TT_FATAL\b|TT_THROW\b|error:))");
    if (line.contains(u"TT_FATAL") || line.contains(u"TT_THROW") || line.contains(u"error:"))  // what it looks ahead for
        line.remove(wrapper);
    if (line.isEmpty())
        line = firstLineMatching(text, exceptionRe());
    if (!line.isEmpty())
        return line;
    // In pytest's failure text only its "E   " lines are the error; the others are
    // source and locations, never a reason.
    static const QRegularExpression errorMarker = compiled(R"((?m)^\s*E(?:\s+|$))");
    const bool traceback = errorMarker.match(text).hasMatch();
    for (QStringView candidate : QStringView(text).split(u'\n', Qt::SkipEmptyParts)) {
        if (traceback && !errorMarker.match(candidate).hasMatch())
            continue;
        const QString cleaned = withoutPytestMarker(candidate);
        if (!cleaned.isEmpty() && !isNoise(candidate) && !ReasonText::isGeneric(cleaned))
            return cleaned;
    }
    return {};
}

bool BringupClassifier::isNoise(QStringView line)
{
    // Python's "file.py:3: FutureWarning: ..." and its "warnings.warn(" echo, log
    // lines at WARNING level, and torch-xla's chatter about CPU arguments.
    static const QRegularExpression noise = compiled(
        R"(\b\w*Warning\b|\bWARNING\b|\bwarnings\.warn\(|(?i:deprecat)|Found an argument on non-XLA device)");
    return noise.match(line).hasMatch();
}

}  // namespace dtriage
