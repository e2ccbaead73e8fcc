#include "families/unpack/fix/registryedit.h"

#include "core/pythonname.h"
#include "core/textlines.h"

#include <QDir>
#include <QList>
#include <QRegularExpression>

namespace dtriage {
namespace {

// One registry line: `_register_attr("<Class>", "<attr>")`, nothing else on it
// but blanks and an end-of-line comment.
const QRegularExpression& registryLine()
{
    static const QRegularExpression line(
        QStringLiteral(R"re(^_register_attr\(\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*,\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*\)\s*(#.*)?$)re"));
    return line;
}

QString classOn(const QByteArray& line)
{
    const QRegularExpressionMatch m = registryLine().match(QString::fromUtf8(line).trimmed());
    return m.hasMatch() ? m.captured(1) : QString();
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
    for (const QByteArray& line : TextLines::split(source)) {
        const QRegularExpressionMatch m = registryLine().match(QString::fromUtf8(line).trimmed());
        if (m.hasMatch() && m.captured(1) == className)
            return m.captured(2);
    }
    return {};
}

Result<QByteArray> RegistryEdit::add(const QByteArray& source, const QString& className, const QString& attribute)
{
    if (!isPythonName(className) || !isPythonName(attribute))
        return fail(tr("\"%1\" and \"%2\" must be Python names").arg(className, attribute));
    if (const QString existing = registeredAttribute(source, className); !existing.isEmpty())
        return fail(tr("%1 is registered already (with \"%2\")").arg(className, existing));
    QList<QByteArray> lines = TextLines::split(source);
    qsizetype last = -1;
    qsizetype before = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString registered = classOn(lines.at(i));
        if (registered.isEmpty())
            continue;
        last = i;
        if (before < 0 && QString::compare(registered, className, Qt::CaseInsensitive) > 0)
            before = i;
    }
    if (last < 0)
        return fail(tr("the file has no _register_attr line to add one among"));
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
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (classOn(lines.at(i)) == className) {
            lines.removeAt(i);
            return lines.join();
        }
    }
    return fail(tr("no registry entry for %1").arg(className));
}

}  // namespace dtriage
