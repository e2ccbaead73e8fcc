#include "families/inputs/fix/inputsfixbuilder.h"
#include "families/inputs/fix/inputsedits.h"
#include "core/boundedfile.h"

#include "analysis/fixtools.h"
#include "analysis/pythonengine.h"
#include "core/textlines.h"

#include <QFile>

#include <pybind11/stl.h>

namespace py = pybind11;

namespace dtriage {
namespace {

struct Made {
    QByteArray after;
    QString summary;
    QString formatter;  // "black 23.1.0"; empty when a statement stayed unshaped
    QString formatterFrom;
    int site = 0;
    QList<int> editedReturns;
    QList<std::pair<int, int>> editedSpans;
    QList<int> otherReturns;
    QStringList skippedReturns;
};

QList<int> lines(const py::handle& list)
{
    QList<int> found;
    for (const py::handle line : list.cast<py::list>())
        found << line.cast<int>();
    return found;
}

py::dict specOf(const InputsFindings& found, const InputsFixBuilder::Reach& reach)
{
    py::list parameters;
    for (const QString& name : found.parameterNames())
        parameters.append(name.toStdString());
    int dims = 0;
    if (found.inputs && found.inputs->items.size() == 1 && found.inputs->items.first().tensor)
        dims = int(found.inputs->items.first().shape.size());
    py::dict spec;
    spec["parameters"] = parameters;
    if (found.inputs && found.inputs->passed == QLatin1String("keywords") && !found.inputs->items.isEmpty())
        spec["first_key"] = found.inputs->items.first().label.toStdString();
    spec["start"] = found.decoderStartSource().toStdString();
    spec["dims"] = dims;
    // The return the triaged test's call reached: the one the fix edits.
    spec["return_line"] = found.inputs ? found.inputs->returnLine : 0;
    py::list also;
    for (const int line : reach.alsoReturns)
        also.append(line);
    spec["also_return_lines"] = also;
    py::list guard;
    for (const QString& member : reach.guardVariants)
        guard.append(member.toStdString());
    spec["guard_variants"] = guard;
    spec["targets_form"] = found.targetsForm().toStdString();
    // The runner passes batch_size itself: a default of load_inputs' changes nothing.
    spec["batch_size_passed"] = found.inputs && found.inputs->kwargs.contains(QLatin1String("batch_size"));
    return spec;
}

// On the Python thread: the edit made and checked.
Result<Made> makeHere(const QByteArray& before, const InputsFindings& found, const QString& kind,
                      const BlackChoice& black, const InputsFixBuilder::Reach& reach)
{
    if (!FixTools::isUtf8(before))
        return fail(InputsFixBuilder::tr("The loader is not UTF-8 text; it is left alone"));
    FixTools::module();  // inputs_edit.py shapes its lines with fix_tools' format_statement
    const py::dict made = FixTools::moduleOf(QStringLiteral("families/inputs/inputs_edit.py"))
                              .attr("make")(FixTools::text(before), kind.toStdString(), specOf(found, reach),
                                            FixTools::blackSpec(black))
                              .cast<py::dict>();
    if (made.contains("refused"))
        return fail(InputsFixBuilder::tr("no inputs fix: %1")
                        .arg(QString::fromStdString(made["refused"].cast<std::string>())));
    Made result;
    result.after = QByteArray::fromStdString(made["after"].cast<std::string>());
    result.summary = QString::fromStdString(made["summary"].cast<std::string>());
    result.site = made["site"].cast<int>();
    result.editedReturns = lines(made["edited_returns"]);
    for (const py::handle span : made["edited_after"].cast<py::list>())
        result.editedSpans.append({span.cast<py::list>()[0].cast<int>(), span.cast<py::list>()[1].cast<int>()});
    result.otherReturns = lines(made["other_returns"]);
    for (const py::handle skipped : made["skipped_returns"].cast<py::list>())
        result.skippedReturns << InputsFixBuilder::tr("line %1: %2")
                                     .arg(skipped["line"].cast<int>())
                                     .arg(QString::fromStdString(skipped["why"].cast<std::string>()));
    result.formatter = QString::fromStdString(made["formatter"].cast<std::string>());
    result.formatterFrom = QString::fromStdString(made["formatter_from"].cast<std::string>());
    if (const Result<void> valid = FixTools::validateHere(before, result.after, inputsEdit(kind)); !valid)
        return std::unexpected(valid.error());
    return result;
}

}  // namespace

Result<InputsFixEdit> InputsFixBuilder::build(const QString& loaderPath, const InputsFindings& found,
                                              const QString& kind, const BlackChoice& black,
                                              const Reach& reach)
{
    const Result<QByteArray> read = BoundedFile::read(loaderPath, BoundedFile::Kind::Source);
    if (!read)
        return std::unexpected(read.error());
    const QByteArray before = *read;
    const Result<Made> made = PythonEngine::run<Result<Made>>([before, found, kind, black, reach]() -> Result<Made> {
                                  try {
                                      return makeHere(before, found, kind, black, reach);
                                  } catch (const std::exception& e) {
                                      return fail(tr("Python failed: %1").arg(QString::fromUtf8(e.what())));
                                  }
                              }).result();
    if (!made)
        return std::unexpected(made.error());
    InputsFixEdit fix;
    fix.path = loaderPath;
    fix.kind = kind;
    fix.summary = made->summary;
    fix.siteLine = made->site;
    fix.editedReturns = made->editedReturns;
    fix.editedSpans = made->editedSpans;
    fix.otherReturns = made->otherReturns;
    fix.skippedReturns = made->skippedReturns;
    const TextLines::Span span = TextLines::changed(before, made->after);
    fix.edit.before = before;
    fix.edit.after = made->after;
    fix.edit.firstLine = span.first;
    fix.edit.lastLine = span.last;
    fix.edit.formatter = made->formatter;
    fix.edit.formatterFrom = made->formatterFrom;
    fix.edit.pin = black.pin;
    return fix;
}

}  // namespace dtriage
