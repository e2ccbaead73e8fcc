#include "families/dtype/fix/loaderedit.h"

#include "analysis/pythonengine.h"
#include "analysis/pythontokens.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringDecoder>

#include <pybind11/embed.h>

#include <optional>

namespace py = pybind11;

namespace dtriage {

namespace {

int widthOf(QByteArrayView text)
{
    return int(QString::fromUtf8(text).size());
}

// ------------------------------------------------------------ built-in wrapper

// The statement as one logical line, spaced the way black spaces joined lines;
// nullopt when a comment sits inside it (only a trailing one can be carried).
struct Flat {
    QByteArray text;
    QByteArray comment;  // a trailing "# ..." or empty
};

std::optional<Flat> flatten(const QByteArray& statement)
{
    const QList<PythonToken> t = PythonTokens::scan(statement);
    Flat flat;
    int previous = -1;
    for (int i = 0; i < t.size(); ++i) {
        if (t[i].kind == PythonToken::Kind::Comment) {
            if (PythonTokens::nextSignificant(t, i) >= 0 || !flat.comment.isEmpty())
                return std::nullopt;
            flat.comment = t[i].text;
            continue;
        }
        if (!t[i].isSignificant())
            continue;
        if (previous >= 0) {
            const QByteArray gap = statement.mid(t[previous].end, t[i].begin - t[previous].end);
            if (!gap.contains('\n') && !gap.contains('\r'))
                flat.text += gap;
            else if (!t[previous].isOpening() && !t[i].isClosing() && !t[i].is(","))
                flat.text += ' ';
        }
        flat.text += t[i].text;
        previous = i;
    }
    return flat;
}

// A one-tuple "(x,)" keeps its comma without exploding; any other bracket whose
// last item is followed by a comma is exploded one item per line by black.
bool isMagicComma(const QList<PythonToken>& t, int close)
{
    const int last = PythonTokens::previousSignificant(t, close);
    const int open = PythonTokens::matchingOpen(t, close);
    if (last < 0 || open < 0 || last == open || !t[last].is(","))
        return false;
    if (!t[open].is("("))
        return true;
    const int before = PythonTokens::previousSignificant(t, open);
    const bool call
        = before >= 0 && (t[before].kind == PythonToken::Kind::Name || t[before].isClosing());
    int commas = 0;
    for (int i = open + 1; i < close; ++i)
        commas += t[i].depth == t[open].depth + 1 && t[i].is(",");
    return call || commas > 1;
}

bool hasMagicComma(const QList<PythonToken>& t)
{
    for (int i = 0; i < t.size(); ++i)
        if (t[i].isClosing() && isMagicComma(t, i))
            return true;
    return false;
}

QByteArray withComment(QByteArray line, const QByteArray& comment)
{
    return comment.isEmpty() ? line : line + "  " + comment;
}

QByteArrayList splitTopLevel(
    const QByteArray& text, const QList<PythonToken>& t, const QList<int>& at)
{
    QByteArrayList parts;
    qsizetype from = 0;
    for (int i : at) {
        parts.append(text.mid(from, t[i].begin - from).trimmed());
        from = t[i].begin;
    }
    parts.append(text.mid(from).trimmed());
    return parts;
}

// `x = a if c else b` too long: black wraps the right-hand side in parentheses and,
// when that is still too long, puts each part of the conditional on its own line.
std::optional<QByteArrayList> wrapConditional(const Flat& f, const QList<PythonToken>& t, int width)
{
    int eq = -1;
    QList<int> parts;
    for (int i = 0; i < t.size(); ++i) {
        if (t[i].depth != 0)
            continue;
        if (eq < 0 && t[i].is("="))
            eq = i;
        else if (eq >= 0 && t[i].kind == PythonToken::Kind::Name
            && (t[i].text == "if" || t[i].text == "else"))
            parts.append(i);
    }
    if (eq < 0 || parts.size() != 2)
        return std::nullopt;
    const QByteArray rhs = f.text.mid(t[eq].end).trimmed();
    QByteArrayList lines{f.text.left(t[eq].end) + " ("};
    if (4 + widthOf(rhs) <= width) {
        lines.append("    " + rhs);
    } else {
        const qsizetype from = t[eq].end, ifAt = t[parts[0]].begin, elseAt = t[parts[1]].begin;
        lines.append("    " + f.text.mid(from, ifAt - from).trimmed());
        lines.append("    " + f.text.mid(ifAt, elseAt - ifAt).trimmed());
        lines.append("    " + f.text.mid(elseAt).trimmed());
    }
    lines.append(withComment(")", f.comment));
    return lines;
}

// Black's right-hand split: the last bracket pair whose head still fits, trying
// earlier pairs (omitting trailers such as `.reshape(...)`) while the tail fits.
std::optional<std::pair<int, int>> pickBrackets(
    const Flat& f, const QList<PythonToken>& t, int width)
{
    std::optional<std::pair<int, int>> fallback;
    for (int o = int(t.size()) - 1; o >= 0; --o) {
        if (t[o].depth != 0 || !t[o].isOpening())
            continue;
        const int c = PythonTokens::matchingClose(t, o);
        if (c < 0 || c == o + 1)
            continue;
        const int tail = widthOf(withComment(f.text.mid(t[c].begin), f.comment));
        if (tail > width && fallback)
            break;
        if (!fallback)
            fallback = std::pair{o, c};
        if (widthOf(f.text.left(t[o].end)) <= width)
            return std::pair{o, c};
    }
    return fallback;
}

QByteArrayList wrapBrackets(const Flat& f, const QList<PythonToken>& t, int o, int c, int width)
{
    const QByteArray head = f.text.left(t[o].end);
    const QByteArray inner = f.text.mid(t[o].end, t[c].begin - t[o].end).trimmed();
    const QByteArray tail = withComment(f.text.mid(t[c].begin), f.comment);
    const QList<PythonToken> it = PythonTokens::scan(inner);
    QList<int> commas;
    for (int i = 0; i < it.size(); ++i)
        if (it[i].depth == 0 && it[i].is(","))
            commas.append(i);
    const bool magic = isMagicComma(t, c);
    if ((!magic && 4 + widthOf(inner) <= width) || (commas.isEmpty() && !magic))
        return {head, "    " + inner, tail};
    QByteArrayList lines{head};
    for (QByteArray arg : splitTopLevel(inner, it, commas)) {
        if (arg.startsWith(','))
            arg = arg.mid(1).trimmed();
        if (!arg.isEmpty())
            lines.append("    " + arg + ',');
    }
    lines.append(tail);
    return lines;
}

// ------------------------------------------------------------ Python side

const char* const kModule = "dtriage_fix_tools";

// fix_tools.py as a module of the one interpreter, loaded once from the resource.
py::module_ fixTools()
{
    py::dict modules = py::module_::import("sys").attr("modules");
    if (modules.contains(kModule))
        return modules[kModule].cast<py::module_>();
    QFile file(QStringLiteral(":/python/fix_tools.py"));
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error("the resource :/python/fix_tools.py is missing");
    const QByteArray source = file.readAll();
    py::module_ module = py::module_::import("types").attr("ModuleType")(kModule);
    py::object builtins = py::module_::import("builtins");
    py::object code = builtins.attr("compile")(
        py::bytes(source.constData(), source.size()), "fix_tools.py", "exec");
    builtins.attr("exec")(code, module.attr("__dict__"));
    modules[kModule] = module;
    return module;
}

py::str pyText(const QByteArray& utf8)
{
    return py::str(utf8.constData(), size_t(utf8.size()));
}

bool isUtf8(const QByteArray& bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    (void)QString(decoder(bytes));
    return !decoder.hasError();
}

struct Statement {
    int first = 0;
    int last = 0;
    bool usable = false;
    QString why;  // when not usable
};

Statement statementAt(py::module_& tools, const QByteArray& text, int line)
{
    const py::tuple r = tools.attr("statement_at")(pyText(text), line);
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
    const std::string v = fixTools().attr("black_version")().cast<std::string>();
    return v.empty() ? QString() : QStringLiteral("black %1").arg(QString::fromStdString(v));
}

// The statement in `raw` reformatted (black, else the built-in wrapper), every
// other byte kept; `result` gets the bytes, lines and the formatter's name.
void formatStatement(py::module_& tools, const QByteArray& raw, const Statement& s,
    const LoaderEditOptions& options, LoaderEditResult* result)
{
    const Region region = regionOf(raw, s);
    if (!region.ok) {
        result->note = QCoreApplication::translate(
            "LoaderEdit", "a line of the statement is less indented than its start");
        return;
    }
    const int width = options.lineLength - widthOf(region.indent);
    const QString black = options.forceBuiltinFormatter ? QString() : blackVersionHere();
    QByteArray formatted;
    if (!black.isEmpty())
        formatted = QByteArray::fromStdString(
            tools.attr("format_statement")(pyText(region.dedented), width, pyText(raw))
                .cast<std::string>());
    result->formatter = black;
    if (formatted.isEmpty()) {  // no black, or black refused the fragment
        formatted = LoaderEdit::wrapLikeBlack(region.dedented, width);
        result->formatter = QStringLiteral("built-in");
    }
    const QByteArray replacement = reindented(formatted, region);
    result->after = raw.left(region.begin) + replacement + raw.mid(region.end);
    result->lastLine = result->firstLine + int(replacement.count('\n')) - 1;
}

Result<void> validateHere(
    py::module_& tools, const QByteArray& before, const QByteArray& after, FixProposal::Kind kind)
{
    if (!isUtf8(before) || !isUtf8(after))
        return fail(QCoreApplication::translate(
            "LoaderEdit", "The loader is not UTF-8 text; it is left alone"));
    const std::string why = tools
                                .attr("validate")(pyText(before), pyText(after),
                                    FixProposal::kindName(kind).toStdString())
                                .cast<std::string>();
    if (!why.empty())
        return fail(QCoreApplication::translate("LoaderEdit", "Refused: %1")
                        .arg(QString::fromStdString(why)));
    return {};
}

// Runs on the Python thread: raw edit, format the statement, validate.
Result<LoaderEditResult> makeHere(
    const QByteArray& source, const FixProposal& proposal, const LoaderEditOptions& options)
{
    const SourceReplacement& r = proposal.replacement;
    if (!proposal.hasFix() || !r.isValid() || r.end > source.size())
        return fail(QCoreApplication::translate("LoaderEdit", "There is no edit to make"));
    if (!isUtf8(source) || !isUtf8(r.text))
        return fail(QCoreApplication::translate(
            "LoaderEdit", "The loader is not UTF-8 text; it is left alone"));
    py::module_ tools = fixTools();
    LoaderEditResult result;
    result.before = source;
    result.after = LoaderEdit::applyReplacement(source, r);
    // An insertion that starts a new last line (no final newline) edits the next line.
    const int line = r.line + (r.text.startsWith('\n') ? 1 : 0);
    const Statement s = statementAt(tools, result.after, line);
    result.firstLine = s.first ? s.first : line;
    result.lastLine = s.last ? s.last : line;
    result.formatter = QStringLiteral("none");
    result.note = s.why;
    if (s.usable)
        formatStatement(tools, result.after, s, options, &result);
    if (const Result<void> ok = validateHere(tools, source, result.after, proposal.kind); !ok)
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

QByteArray LoaderEdit::applyReplacement(const QByteArray& source, const SourceReplacement& r)
{
    if (!r.isValid() || r.end > source.size())
        return source;
    return source.left(r.begin) + r.text + source.mid(r.end);
}

QByteArray LoaderEdit::wrapLikeBlack(const QByteArray& statement, int width)
{
    QByteArray body = statement;
    while (body.endsWith('\n') || body.endsWith('\r'))
        body.chop(1);
    const std::optional<Flat> flat = flatten(body);
    if (!flat)
        return body + '\n';
    const QList<PythonToken> t = PythonTokens::scan(flat->text);
    const QByteArray oneLine = withComment(flat->text, flat->comment);
    if (widthOf(oneLine) <= width && !hasMagicComma(t))
        return oneLine + '\n';
    std::optional<QByteArrayList> lines = wrapConditional(*flat, t, width);
    if (!lines) {
        const auto pair = pickBrackets(*flat, t, width);
        if (!pair)
            return oneLine + '\n';
        lines = wrapBrackets(*flat, t, pair->first, pair->second, width);
    }
    return lines->join('\n') + '\n';
}

QFuture<Result<LoaderEditResult>> LoaderEdit::make(
    const QByteArray& source, const FixProposal& proposal, const LoaderEditOptions& options)
{
    return PythonEngine::run<Result<LoaderEditResult>>([source, proposal, options] {
        return guarded<LoaderEditResult>([&] { return makeHere(source, proposal, options); });
    });
}

Result<LoaderEditResult> LoaderEdit::makeBlocking(
    const QByteArray& source, const FixProposal& proposal, const LoaderEditOptions& options)
{
    return make(source, proposal, options).result();
}

QFuture<Result<void>> LoaderEdit::validate(
    const QByteArray& before, const QByteArray& after, FixProposal::Kind kind)
{
    return PythonEngine::run<Result<void>>([before, after, kind] {
        return guarded<void>([&] {
            py::module_ tools = fixTools();
            return validateHere(tools, before, after, kind);
        });
    });
}

QFuture<QString> LoaderEdit::blackVersion()
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
