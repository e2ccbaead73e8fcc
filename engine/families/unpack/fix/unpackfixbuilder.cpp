#include "families/unpack/fix/unpackfixbuilder.h"
#include "yamlplan/hardrules.h"

#include <QFileInfo>

#include <QDir>
#include "core/boundedfile.h"

#include "core/textlines.h"
#include "families/unpack/fix/overrideedit.h"
#include "families/unpack/fix/overridewriter.h"
#include "families/unpack/fix/registryedit.h"
#include "format/formattingverdict.h"
#include "format/shapedstatement.h"

#include <QFile>

namespace dtriage {
namespace {

Result<QByteArray> readFile(const QString& path)
{
    return BoundedFile::read(path, BoundedFile::Kind::Source);
}

LoaderEditResult editOf(const QByteArray& before, const QByteArray& after)
{
    const TextLines::Span span = TextLines::changed(before, after);
    LoaderEditResult edit;
    edit.before = before;
    edit.after = after;
    edit.firstLine = span.first;
    edit.lastLine = span.last;
    edit.formatterFrom = FormattingVerdict::nothingToShape();  // a registry line; an override says otherwise
    return edit;
}

// `text`'s lines without their "\n".
QByteArrayList lineList(const QByteArray& text)
{
    QByteArrayList lines = text.split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

// The method's lines in `after`: an import may have gone in above it, which is
// not the fix's site.
void markMethod(LoaderEditResult& edit, const QByteArray& method)
{
    const QList<QByteArray> lines = TextLines::split(edit.after);
    QList<QByteArray> methodLines = TextLines::split(method);
    while (!methodLines.isEmpty() && methodLines.first().trimmed().isEmpty())
        methodLines.removeFirst();
    for (qsizetype i = lines.size() - 1; i >= 0 && !methodLines.isEmpty(); --i) {
        if (lines[i] == methodLines.first()) {
            edit.firstLine = int(i + 1);
            edit.lastLine = int(i + methodLines.size());
            return;
        }
    }
}

// The line an inserted method follows in the file as it was.
int insertionLine(const LoaderEditResult& edit)
{
    const int added = int(TextLines::split(edit.after).size() - TextLines::split(edit.before).size());
    const int methodLines = edit.lastLine - edit.firstLine + 1;
    return qMax(1, edit.firstLine - (added - methodLines) - 1);
}

}  // namespace

Result<UnpackFixEdit> UnpackFixBuilder::build(const QString& checkoutRoot, const QString& loaderPath,
                                              const ForwardFindings& found, const UnpackChoice& choice,
                                              const BlackChoice& black)
{
    if (!found.output)
        return fail(tr("the probe saw no output to unpack"));
    if (const Result<void> fits = choice.checkAgainst(*found.output); !fits)
        return std::unexpected(fits.error());
    if (choice.path == UnpackChoice::Path::Registry)
        return registryLine(checkoutRoot, *found.output, choice);
    Result<UnpackFixEdit> fix = overrideMethod(checkoutRoot, loaderPath, *found.output, choice, black);
    const bool wrongEntry = found.handler && found.handler->kind == UnpackHandler::Kind::Registry;
    if (fix && wrongEntry) {
        Result<FileEdit> deletion = registryDeletion(checkoutRoot, found.output->className);
        if (!deletion)
            return std::unexpected(deletion.error());
        fix->companion = *deletion;
    }
    return fix;
}

Result<FileEdit> UnpackFixBuilder::registryDeletion(const QString& checkoutRoot, const QString& className)
{
    FileEdit deletion;
    deletion.path = RegistryEdit::pathIn(checkoutRoot);
    const Result<QByteArray> before = readFile(deletion.path);
    if (!before)
        return std::unexpected(before.error());
    const QString attribute = RegistryEdit::registeredAttribute(*before, className);
    deletion.summary = tr("delete %1 from training_utils.py")
                           .arg(QString::fromUtf8(RegistryEdit::lineFor(className, attribute)));
    const Result<QByteArray> after = RegistryEdit::remove(*before, className);
    if (!after)
        return std::unexpected(after.error());
    if (const Result<void> valid = OverrideEdit::validateRegistry(*before, *after, false).result(); !valid)
        return std::unexpected(valid.error());
    deletion.edit = editOf(*before, *after);
    return deletion;
}

Result<UnpackFixEdit> UnpackFixBuilder::registryLine(const QString& checkoutRoot, const OutputNode& output,
                                                     const UnpackChoice& choice)
{
    UnpackFixEdit fix;
    fix.path = RegistryEdit::pathIn(checkoutRoot);
    fix.kind = QStringLiteral("registry_entry");
    fix.summary = tr("add %1 to training_utils.py")
                      .arg(QString::fromUtf8(RegistryEdit::lineFor(output.className, choice.attribute)));
    const Result<QByteArray> before = readFile(fix.path);
    if (!before)
        return std::unexpected(before.error());
    const Result<QByteArray> after = RegistryEdit::add(*before, output.className, choice.attribute);
    if (!after)
        return std::unexpected(after.error());
    if (const Result<void> valid = OverrideEdit::validateRegistry(*before, *after, true).result(); !valid)
        return std::unexpected(valid.error());
    fix.edit = editOf(*before, *after);
    fix.siteLine = fix.edit.firstLine;
    return fix;
}

QByteArray UnpackFixBuilder::shapeMethod(const QByteArray& method, const QByteArray& whole, const BlackChoice& black,
                                         LoaderEditResult* edit)
{
    const QByteArray indent(OverrideWriter::kMethodIndent, ' ');
    QByteArray dedented;
    for (const QByteArray& line : lineList(method.mid(1)))
        dedented += (line.startsWith(indent) ? line.mid(indent.size()) : line.trimmed()) + '\n';
    const int width = OverrideWriter::kLineLength - OverrideWriter::kMethodIndent;
    const ShapedStatement shaped = ShapedStatement::shape(dedented, width, whole, black).result();
    if (shaped.text.isEmpty())
        return method;
    if (edit) {
        edit->formatter = shaped.formatter;
        edit->formatterFrom = shaped.from;
    }
    QByteArray out = "\n";
    for (const QByteArray& line : lineList(shaped.text))
        out += (line.trimmed().isEmpty() ? QByteArray() : indent + line) + '\n';
    return out;
}

Result<UnpackFixEdit> UnpackFixBuilder::overrideMethod(const QString& checkoutRoot, const QString& loaderPath,
                                                       const OutputNode& output,
                                                       const UnpackChoice& choice, const BlackChoice& black)
{
    UnpackFixEdit fix;
    fix.path = loaderPath;
    fix.kind = QStringLiteral("override");
    fix.summary = tr("add unpack_forward_output returning %1").arg(OverrideWriter::selection(output, choice.target));
    const Result<QByteArray> written = OverrideWriter::method(output, choice.target);
    if (!written)
        return std::unexpected(written.error());
    const Result<QByteArray> before = readFile(loaderPath);
    if (!before)
        return std::unexpected(before.error());
    LoaderEditResult shaping;
    const QByteArray method = shapeMethod(*written, *before, black, &shaping);
    const QString inLoaders =
        QDir(QDir(checkoutRoot).filePath(HardRules::loadersRoot())).relativeFilePath(QFileInfo(loaderPath).absoluteFilePath());
    const QByteArray importLine =
        OverrideWriter::needsImport(output, choice.target) ? OverrideWriter::importLine(inLoaders) : QByteArray();
    const Result<QByteArray> after = OverrideEdit::makeBlocking(*before, method, importLine);
    if (!after)
        return std::unexpected(after.error());
    fix.edit = editOf(*before, *after);
    fix.edit.formatter = shaping.formatter;  // empty when no black shaped the method
    fix.edit.formatterFrom = shaping.formatterFrom;
    fix.edit.pin = black.pin;
    markMethod(fix.edit, method);
    fix.siteLine = insertionLine(fix.edit);
    return fix;
}

}  // namespace dtriage
