#include "families/unpack/fix/overridewriter.h"

#include <QDir>

#include "core/pythonliteral.h"
#include "core/pythonname.h"

#include <QRegularExpression>

#include <algorithm>

namespace dtriage {
namespace {

const QString kBody = QStringLiteral("        ");      // the method's statements
const QString kDocText = QStringLiteral("            ");  // text under a docstring heading

void appendStructure(const OutputNode& node, const QString& label, const QString& indent, QStringList* lines)
{
    lines->append(indent + label + node.headline() + (node.entries.isEmpty() ? QString() : QStringLiteral(":")));
    for (const OutputNode::Entry& entry : node.entries) {
        const QString name = node.label(entry.key) + (node.label(entry.key) == entry.key ? QStringLiteral(": ")
                                                                                          : QStringLiteral(" "));
        appendStructure(*entry.value, name, indent + QStringLiteral("  "), lines);
    }
    if (node.more > 0)
        lines->append(indent + QStringLiteral("  ... %1 more").arg(node.more));
}

// Text inside the docstring stays text: a backslash, a run of quotes that could
// close it, or a character a reader would take for a line break (U+2028, a
// control) from the model's names or the user's words is escaped.
QString docText(const QString& text)
{
    QString out = PythonLiteral::escaped(text, 0);
    for (qsizetype i = 1; i < out.size(); ++i)
        if (out[i] == u'"' && out[i - 1] == u'"')
            out.insert(i++, u'\\');
    return out;
}

// `text` wrapped greedily at kLineLength, every line under `indent`.
QStringList wrapped(const QString& text, const QString& indent)
{
    QStringList lines;
    QString line;
    for (const QString& word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && indent.size() + line.size() + 1 + word.size() > OverrideWriter::kLineLength) {
            lines << indent + line;
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty())
        lines << indent + line;
    return lines;
}

// One statement of the body, on one line: black (the fix step's) shapes it.
QStringList statement(const QString& code)
{
    return {kBody + code};
}

// Tensors only, or one tuple/list holding only tensors: summed without an import.
bool flat(const QList<const OutputNode*>& parts)
{
    const auto allTensors = [](const OutputNode& node) {
        return node.more == 0 && !node.entries.isEmpty()
            && std::all_of(node.entries.cbegin(), node.entries.cend(),
                           [](const OutputNode::Entry& e) { return e.value && e.value->isTensor(); });
    };
    if (parts.size() == 1 && parts.first()->kind == OutputNode::Kind::Sequence)
        return allTensors(*parts.first());
    return !parts.isEmpty() && std::all_of(parts.cbegin(), parts.cend(), [](const OutputNode* n) { return n->isTensor(); });
}

// The nodes a sum covers: the chosen entries, or the whole output.
QList<const OutputNode*> summed(const OutputNode& output, const UnpackTarget& target)
{
    if (target.kind == UnpackTarget::Kind::SumAll)
        return {&output};
    QList<const OutputNode*> parts;
    for (const QString& key : target.keys)
        if (const OutputNode* child = output.child(key))
            parts << child;
    return parts;
}

// `sum(t.sum() for t in forward_output)` over one flat sequence; over tensors a
// tuple of them, `… in (forward_output[0],)` too: a tensor itself is never iterated.
QStringList sumDirect(const QStringList& parts, bool sequence)
{
    const QString over = sequence ? parts.first() : QStringLiteral("(%1%2)").arg(parts.join(QStringLiteral(", ")),
                                                                             parts.size() == 1 ? QStringLiteral(",") : QString());
    return statement(QStringLiteral("return sum(t.sum() for t in %1)").arg(over));
}

QStringList sumOver(const QString& what)
{
    return QStringList{kBody + QStringLiteral("tensors = []")}
         + statement(QStringLiteral("extract_tensors_recursive(%1, tensors)").arg(what))
         + QStringList{kBody + QStringLiteral("return sum(t.sum() for t in tensors)")};
}

Result<QStringList> body(const OutputNode& output, const UnpackTarget& target)
{
    for (const QString& key : target.keys) {
        if (!output.child(key))
            return fail(OverrideWriter::tr("the output has no entry \"%1\"").arg(key));
    }
    QStringList parts;
    for (const QString& key : target.keys) {
        const QString access = OverrideWriter::access(output, key);
        if (access.isEmpty())
            return fail(OverrideWriter::tr("the output has no entry \"%1\"").arg(key));
        parts << access;
    }
    switch (target.kind) {
    case UnpackTarget::Kind::Entry:
        if (parts.size() != 1)
            return fail(OverrideWriter::tr("one entry is returned as it is; %n were chosen", nullptr,
                                           int(parts.size())));
        return statement(QStringLiteral("return %1").arg(parts.first()));
    case UnpackTarget::Kind::SumOf:
        if (parts.isEmpty())
            return fail(OverrideWriter::tr("nothing was chosen to sum"));
        if (!OverrideWriter::needsImport(output, target))
            return sumDirect(parts, !output.child(target.keys.first())->isTensor());
        return sumOver(parts.size() == 1 ? parts.first()
                                         : QStringLiteral("[%1]").arg(parts.join(QStringLiteral(", "))));
    case UnpackTarget::Kind::SumAll:
        break;
    }
    if (output.tensors().isEmpty())
        return fail(OverrideWriter::tr("the output holds no tensor to sum"));
    if (!OverrideWriter::needsImport(output, target))
        return sumDirect({QStringLiteral("forward_output")}, !output.isTensor());
    return sumOver(QStringLiteral("forward_output"));
}

}  // namespace

QByteArray OverrideWriter::importLine(const QString& loaderPath)
{
    // One dot for the loader's own package, one more per package above it up to the root.
    const int depth = int(QDir::cleanPath(loaderPath).count(u'/'));
    return "from " + QByteArray(depth + 1, '.') + "tools.utils import extract_tensors_recursive\n";
}

bool OverrideWriter::needsImport(const OutputNode& output, const UnpackTarget& target)
{
    return target.kind != UnpackTarget::Kind::Entry && !flat(summed(output, target));
}

QString OverrideWriter::access(const OutputNode& output, const QString& key)
{
    static const QRegularExpression index(QRegularExpression::anchoredPattern(QStringLiteral("[0-9]+")));
    // A sequence by position; a namedtuple's field by name.
    if (output.kind == OutputNode::Kind::Sequence && index.match(key).hasMatch())
        return QStringLiteral("forward_output[%1]").arg(key);
    if (output.kind == OutputNode::Kind::Sequence)
        return isPythonName(key) ? QStringLiteral("forward_output.%1").arg(key) : QString();
    const OutputNode::Entry* entry = output.entry(key);
    if (!entry || !entry->literal)
        return {};
    const PythonLiteral* literal = &*entry->literal;
    // Never source text from the model: the key was read as a constant
    // (OutputNode::read) and is written as we render it.
    const bool stringKey = literal->kind() == PythonLiteral::Kind::Str;
    const QString subscript = literal->source();
    const bool named = stringKey && isPythonName(key);
    // A transformers ModelOutput is read by attribute; a plain dict by subscription.
    if (output.kind == OutputNode::Kind::Mapping)
        return named && output.className != QLatin1String("dict") && output.className != QLatin1String("OrderedDict")
            ? QStringLiteral("forward_output.%1").arg(key)
            : QStringLiteral("forward_output[%1]").arg(subscript);
    return named ? QStringLiteral("forward_output.%1").arg(key)
                 : QStringLiteral("getattr(forward_output, %1)").arg(pythonString(key));
}

QString OverrideWriter::pythonString(const QString& text) { return PythonLiteral::string(text).source(); }

QString OverrideWriter::selection(const OutputNode& output, const UnpackTarget& target)
{
    const auto name = [&](const QString& key) {
        return output.label(key);
    };
    QStringList names;
    for (const QString& key : target.keys)
        names << name(key);
    switch (target.kind) {
    case UnpackTarget::Kind::Entry:
        return names.value(0);
    case UnpackTarget::Kind::SumOf: {
        const QString last = names.isEmpty() ? QString() : names.takeLast();
        return names.isEmpty() ? QStringLiteral("the sum of %1").arg(last)
                               : QStringLiteral("the sum of %1 and %2").arg(names.join(QStringLiteral(", ")), last);
    }
    case UnpackTarget::Kind::SumAll:
        break;
    }
    return QStringLiteral("the sum of all %1 tensors").arg(output.tensors().size());
}

QStringList OverrideWriter::structureLines(const OutputNode& output)
{
    QStringList lines;
    appendStructure(output, {}, {}, &lines);
    return lines;
}

Result<QByteArray> OverrideWriter::method(const OutputNode& output, const UnpackTarget& target)
{
    const Result<QStringList> statements = body(output, target);
    if (!statements)
        return std::unexpected(statements.error());
    QStringList lines{QString(), QStringLiteral("    def unpack_forward_output(self, forward_output):"),
                      kBody + QStringLiteral("\"\"\"Return what training runs backward on."), QString(),
                      kBody + QStringLiteral("Forward output structure:")};
    for (const QString& line : structureLines(output))
        lines << kDocText + docText(line);
    lines << QString() << kBody + QStringLiteral("What is selected and why:");
    // The skill asks which loss the selection is the gradient source of: the user's
    // words; without them it is said plainly that this is a guess.
    const QString why = target.why.trimmed();
    lines += wrapped(docText(why.isEmpty()
                                 ? QStringLiteral("%1. Which loss this is the gradient source of is a guess: the "
                                                  "model's loss is not known from its output alone; confirm in review.")
                                       .arg(selection(output, target))
                                 : QStringLiteral("%1: %2").arg(selection(output, target), why)),
                     kDocText);
    lines << kBody + QStringLiteral("\"\"\"");
    lines += *statements;
    return (lines.join(u'\n') + u'\n').toUtf8();
}

}  // namespace dtriage
