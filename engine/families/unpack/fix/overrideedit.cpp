#include "families/unpack/fix/overrideedit.h"
#include "families/unpack/fix/unpackedits.h"

#include "analysis/editcheck.h"
#include "analysis/fixtools.h"
#include "analysis/pythonengine.h"
#include "core/textlines.h"
#include "families/unpack/fix/overridewriter.h"

#include <QList>

#include <tuple>

namespace py = pybind11;

namespace dtriage {
namespace {

// `text` inserted after line `line` (1-based; 0: at the top).
void insertAfter(QList<QByteArray>& lines, int line, const QByteArray& text)
{
    if (line > 0 && line <= lines.size() && !lines[line - 1].endsWith('\n'))
        lines[line - 1].append('\n');
    lines.insert(qMin<qsizetype>(line, lines.size()), text);
}

// The unpack family's rules module (where an override goes, whether it is the one written).
py::module_ unpackRules()
{
    FixTools::moduleOf(QStringLiteral("edit_rules.py"));
    return FixTools::moduleOf(unpackEdit({}).rules);
}

Result<QByteArray> makeHere(const QByteArray& loader, const QByteArray& method, const QByteArray& importLine)
{
    if (!FixTools::isUtf8(loader))
        return fail(OverrideEdit::tr("The loader is not UTF-8 text; it is left alone"));
    const auto [classEnd, importAfter, hasImport] =
        unpackRules().attr("override_places")(FixTools::text(loader)).cast<std::tuple<int, int, bool>>();
    if (classEnd <= 0)
        return fail(OverrideEdit::tr("the loader has no ModelLoader class"));
    QList<QByteArray> lines = TextLines::split(loader);
    // The later line first, so the earlier place does not move.
    const bool addImport = !importLine.isEmpty() && !hasImport;
    if (addImport && importAfter > classEnd)
        insertAfter(lines, importAfter, importLine);
    insertAfter(lines, classEnd, method);
    if (addImport && importAfter <= classEnd)
        insertAfter(lines, importAfter, importLine);
    const QByteArray after = lines.join();
    if (const Result<void> ok = FixTools::validateHere(loader, after, unpackEdit(QStringLiteral("add_unpack_override"))); !ok)
        return std::unexpected(ok.error());
    // The one method added is the one written, not merely a method of that name.
    if (!unpackRules().attr("override_is")(FixTools::text(after), FixTools::text(method)).cast<bool>())
        return fail(OverrideEdit::tr("the method in the edited loader is not the one written"));
    return after;
}

}  // namespace

QFuture<Result<QByteArray>> OverrideEdit::make(const QByteArray& loader, const QByteArray& method,
                                               const QByteArray& importLine)
{
    return PythonEngine::run<Result<QByteArray>>([loader, method, importLine]() -> Result<QByteArray> {
        try {
            return makeHere(loader, method, importLine);
        } catch (const std::exception& e) {
            return fail(tr("Python failed: %1").arg(QString::fromUtf8(e.what())));
        }
    });
}

Result<QByteArray> OverrideEdit::makeBlocking(const QByteArray& loader, const QByteArray& method,
                                              const QByteArray& importLine)
{
    return make(loader, method, importLine).result();
}

QFuture<Result<void>> OverrideEdit::validateRegistry(const QByteArray& before, const QByteArray& after, bool added)
{
    return EditCheck::validate(
        before, after, unpackEdit(added ? QStringLiteral("add_registry_entry") : QStringLiteral("remove_registry_entry")));
}

}  // namespace dtriage
