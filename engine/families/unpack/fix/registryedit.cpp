#include "families/unpack/fix/registryedit.h"

#include "core/pythonname.h"
#include "core/textlines.h"

#include <QDir>
#include <QList>
#include <QRegularExpression>

namespace dtriage {
namespace {

// One registration as Python reads it: `_register_attr("<Class>", "<attr>")`,
// alone on its lines but for blanks and end-of-line comments, on one line or
// spread over several as black splits a long call (a trailing comma allowed).
const QRegularExpression& registrationCall()
{
    static const QRegularExpression call(QRegularExpression::anchoredPattern(QStringLiteral(
        R"re(_register_attr\(\s*["']([A-Za-z_][A-Za-z0-9_]*)["']\s*,\s*["']([A-Za-z_][A-Za-z0-9_]*)["']\s*,?\s*\))re")));
    return call;
}

struct Registration {
    QString className;
    QString attribute;
    qsizetype first = 0;  // its lines, 0-based, both included
    qsizetype last = 0;
};

// `line` without its end-of-line comment (a '#' outside quotes); `depth` counts
// the parentheses still open after it.
QByteArray codeOf(const QByteArray& line, int& depth)
{
    char quote = 0;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line.at(i);
        if (quote) {
            quote = c == quote ? 0 : quote;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '#') {
            return line.left(i);
        } else if (c == '(') {
            ++depth;
        } else if (c == ')') {
            --depth;
        }
    }
    return line;
}

// Every registration in `lines`, in file order. A call left open is read over at
// most kMaxLines lines: no real registration is longer.
QList<Registration> registrations(const QList<QByteArray>& lines)
{
    constexpr qsizetype kMaxLines = 16;
    QList<Registration> found;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!lines.at(i).trimmed().startsWith("_register_attr("))
            continue;
        int depth = 0;
        QByteArray call;
        qsizetype j = i;
        for (; j < lines.size() && j - i < kMaxLines; ++j) {
            call += codeOf(lines.at(j), depth).trimmed();
            if (depth <= 0)
                break;
        }
        const QRegularExpressionMatch m = registrationCall().match(QString::fromUtf8(call));
        if (m.hasMatch() && j < lines.size()) {
            found.append({m.captured(1), m.captured(2), i, j});
            i = j;
        }
    }
    return found;
}

}  // namespace

QString RegistryEdit::pathIn(const QString& checkoutRoot)
{
    return QDir(checkoutRoot).filePath(QStringLiteral("third_party/tt_forge_models/training_utils.py"));
}

QByteArray RegistryEdit::lineFor(const QString& className, const QString& attribute)
{
    return QStringLiteral("_register_attr(\"%1\", \"%2\")").arg(className, attribute).toUtf8();
}

QString RegistryEdit::registeredAttribute(const QByteArray& source, const QString& className)
{
    for (const Registration& r : registrations(TextLines::split(source)))
        if (r.className == className)
            return r.attribute;
    return {};
}

Result<QByteArray> RegistryEdit::add(const QByteArray& source, const QString& className, const QString& attribute)
{
    if (!isPythonName(className) || !isPythonName(attribute))
        return fail(tr("\"%1\" and \"%2\" must be Python names").arg(className, attribute));
    if (const QString existing = registeredAttribute(source, className); !existing.isEmpty())
        return fail(tr("%1 is registered already (with \"%2\")").arg(className, existing));
    QList<QByteArray> lines = TextLines::split(source);
    const QList<Registration> all = registrations(lines);
    if (all.isEmpty())
        return fail(tr("the file has no _register_attr line to add one among"));
    const qsizetype last = all.constLast().last;
    qsizetype before = -1;
    for (const Registration& r : all)
        if (QString::compare(r.className, className, Qt::CaseInsensitive) > 0) {
            before = r.first;
            break;
        }
    const qsizetype at = before >= 0 ? before : last + 1;
    // The new line looks like its neighbour: its indentation and its line ending.
    const QByteArray& neighbour = lines.at(before >= 0 ? before : last);
    const QByteArray indent = neighbour.left(neighbour.indexOf(neighbour.trimmed()));
    const QByteArray ending = neighbour.endsWith("\r\n") ? QByteArray("\r\n") : QByteArray("\n");
    if (at == lines.size() && !lines.constLast().endsWith('\n'))
        lines.last().append(ending);
    lines.insert(at, indent + lineFor(className, attribute) + ending);
    return lines.join();
}

Result<QByteArray> RegistryEdit::remove(const QByteArray& source, const QString& className)
{
    QList<QByteArray> lines = TextLines::split(source);
    for (const Registration& r : registrations(lines))
        if (r.className == className) {
            lines.remove(r.first, r.last - r.first + 1);
            return lines.join();
        }
    return fail(tr("no registry entry for %1").arg(className));
}

}  // namespace dtriage
