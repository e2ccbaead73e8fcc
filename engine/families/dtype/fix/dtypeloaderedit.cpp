#include "families/dtype/fix/dtypeloaderedit.h"
#include "families/dtype/fix/dtypeedits.h"

#include "analysis/editcheck.h"
#include "analysis/pythonengine.h"
#include "analysis/fixtools.h"
#include "analysis/pythontokens.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringDecoder>

#include <pybind11/embed.h>

#include <optional>

namespace py = pybind11;

namespace dtriage {

namespace {


struct Statement {
    int first = 0;
    int last = 0;
    bool usable = false;
    QString why;  // when not usable
};

Statement statementAt(py::module_& tools, const QByteArray& text, int line)
{
    const py::tuple r = tools.attr("statement_at")(FixTools::text(text), line);
    Statement s;
    s.first = r[0].cast<int>();
    s.last = r[1].cast<int>();
    const bool simple = r[3].cast<bool>();
    const bool alone = r[4].cast<bool>();
    s.why = QString::fromStdString(r[5].cast<std::string>());
    if (!s.why.isEmpty())
        s.first = s.last = 0;
    else if (!simple)
        s.why = QCoreApplication::translate(
            "LoaderEdit", "the edited statement has a body of its own");
    else if (!alone)
        s.why = QCoreApplication::translate(
            "LoaderEdit", "the edited statement shares its line with other code");
    s.usable = s.why.isEmpty();
    return s;
}

// Line starts of `bytes`, 1-based lines; the entry past the last line is size().
QList<qsizetype> lineStarts(const QByteArray& bytes)
{
    QList<qsizetype> starts{0};
    for (qsizetype i = 0; i < bytes.size(); ++i)
        if (bytes[i] == '\n')
            starts.append(i + 1);
    if (starts.last() != bytes.size())
        starts.append(bytes.size());
    return starts;
}

struct Region {
    qsizetype begin = 0, end = 0;  // whole lines, terminators included
    QByteArray indent;
    QByteArray eol = "\n";
    QByteArray dedented;  // "\n" line ends, no indentation on the first line
    bool ok = false;
};

// The statement's lines without their common indentation; not ok when a line is
// less indented (a multi-line string): re-indenting would change the string.
Region regionOf(const QByteArray& text, const Statement& s)
{
    Region r;
    const QList<qsizetype> starts = lineStarts(text);
    if (s.first < 1 || s.last >= starts.size())
        return r;
    r.begin = starts[s.first - 1];
    r.end = starts[s.last];
    const QByteArray block = text.mid(r.begin, r.end - r.begin);
    r.eol = block.contains("\r\n") ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
    QByteArrayList lines = QByteArray(block).replace("\r\n", "\n").split('\n');
    if (lines.last().isEmpty())
        lines.removeLast();
    qsizetype n = 0;
    while (n < lines.first().size() && (lines.first()[n] == ' ' || lines.first()[n] == '\t'))
        ++n;
    r.indent = lines.first().left(n);
    for (QByteArray& line : lines) {
        if (line.isEmpty())
            continue;
        if (!line.startsWith(r.indent))
            return r;
        line.remove(0, r.indent.size());
    }
    r.dedented = lines.join('\n') + '\n';
    r.ok = true;
    return r;
}

QByteArray reindented(const QByteArray& formatted, const Region& r)
{
    QByteArrayList lines = formatted.split('\n');
    if (lines.last().isEmpty())
        lines.removeLast();
    QByteArray out;
    for (const QByteArray& line : lines)
        out += (line.isEmpty() ? line : r.indent + line) + r.eol;
    return out;
}

QString blackVersionHere()
{
    const std::string v = FixTools::module().attr("black_version")().cast<std::string>();
    return v.empty() ? QString() : QStringLiteral("black %1").arg(QString::fromStdString(v));
}

// The statement in `raw` reformatted by the chosen black, every other byte kept;
// `result` gets the bytes, lines and whose black it was. Without black (or when
// it refused the fragment) the statement stays as edited and `formatter` empty.
void formatStatement(const QByteArray& raw, const Statement& s, const BlackChoice& black,
    LoaderEditResult* result)
{
    const Region region = regionOf(raw, s);
    if (!region.ok) {
        result->note = QCoreApplication::translate(
            "LoaderEdit", "a line of the statement is less indented than its start");
        return;
    }
    const int width = DtypeLoaderEdit::kLineLength - int(QString::fromUtf8(region.indent).size());
    const ShapedStatement shaped = FixTools::formatStatement(region.dedented, width, raw, black);
    if (shaped.text.isEmpty())
        return;
    result->formatter = shaped.formatter;
    result->formatterFrom = shaped.from;
    const QByteArray replacement = reindented(shaped.text, region);
    result->after = raw.left(region.begin) + replacement + raw.mid(region.end);
    result->lastLine = result->firstLine + int(replacement.count('\n')) - 1;
}

// Runs on the Python thread: raw edit, format the statement, validate.
Result<LoaderEditResult> makeHere(
    const QByteArray& source, const DtypeFixProposal& proposal, const BlackChoice& black)
{
    const SourceReplacement& r = proposal.replacement;
    if (!proposal.hasFix() || !r.isValid() || r.end > source.size())
        return fail(QCoreApplication::translate("LoaderEdit", "There is no edit to make"));
    if (!FixTools::isUtf8(source) || !FixTools::isUtf8(r.text))
        return fail(QCoreApplication::translate(
            "LoaderEdit", "The loader is not UTF-8 text; it is left alone"));
    py::module_ tools = FixTools::module();
    LoaderEditResult result;
    result.before = source;
    result.after = DtypeLoaderEdit::applyReplacement(source, r);
    // An insertion that starts a new last line (no final newline) edits the next line.
    const int line = r.line + (r.text.startsWith('\n') ? 1 : 0);
    const Statement s = statementAt(tools, result.after, line);
    result.firstLine = s.first ? s.first : line;
    result.lastLine = s.last ? s.last : line;
    result.pin = black.pin;
    result.note = s.why;
    if (s.usable)
        formatStatement(result.after, s, black, &result);
    if (const Result<void> ok = FixTools::validateHere(source, result.after, dtypeEdit(DtypeFixProposal::kindName(proposal.kind))); !ok)
        return std::unexpected(ok.error());
    return result;
}

template <class T> Result<T> guarded(const std::function<Result<T>()>& work)
{
    try {
        return work();
    } catch (const std::exception& e) {
        return fail(QCoreApplication::translate("LoaderEdit", "Python failed: %1")
                        .arg(QString::fromUtf8(e.what())));
    }
}

}  // namespace

QByteArray DtypeLoaderEdit::applyReplacement(const QByteArray& source, const SourceReplacement& r)
{
    if (!r.isValid() || r.end > source.size())
        return source;
    return source.left(r.begin) + r.text + source.mid(r.end);
}

QFuture<Result<LoaderEditResult>> DtypeLoaderEdit::make(
    const QByteArray& source, const DtypeFixProposal& proposal, const BlackChoice& black)
{
    return PythonEngine::run<Result<LoaderEditResult>>([source, proposal, black] {
        return guarded<LoaderEditResult>([&] { return makeHere(source, proposal, black); });
    });
}

Result<LoaderEditResult> DtypeLoaderEdit::makeBlocking(
    const QByteArray& source, const DtypeFixProposal& proposal, const BlackChoice& black)
{
    return make(source, proposal, black).result();
}

QFuture<Result<void>> DtypeLoaderEdit::validate(
    const QByteArray& before, const QByteArray& after, DtypeFixProposal::Kind kind)
{
    return EditCheck::validate(before, after, dtypeEdit(DtypeFixProposal::kindName(kind)));
}

QFuture<QString> DtypeLoaderEdit::blackVersion()
{
    return PythonEngine::run<QString>([] {
        try {
            return blackVersionHere();
        } catch (const std::exception&) {
            return QString();
        }
    });
}

}  // namespace dtriage
