#pragma once
// resources/python/fix_tools.py as a module of the one embedded interpreter: the
// `ast` checks every family's edit must pass ("the file changed by exactly this
// edit"), black, and the places an edit goes. Everything here but validate()
// runs on the PythonEngine thread only (it touches Python objects).
#include "analysis/editkind.h"
#include "core/error.h"
#include "format/blackchoice.h"
#include "format/shapedstatement.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFuture>
#include <QString>

#include <pybind11/pybind11.h>

namespace dtriage {

class FixTools {
    Q_DECLARE_TR_FUNCTIONS(FixTools)
public:
    // Loaded once from ":/python/fix_tools.py". Python thread only.
    static pybind11::module_ module();
    // Another script of resources/python/ ("families/inputs/inputs_edit.py") as its
    // own module, "dtriage_<path with _ for />" ("dtriage_families_inputs_inputs_edit"),
    // loaded once. Python thread only.
    static pybind11::module_ moduleOf(const QString& script);
    static pybind11::str text(const QByteArray& utf8);
    // fix_tools.format_statement's `spec` for `choice`: how to run the checkout's
    // Python, {} for the workbench's black, {"off": True}. Python thread only.
    static pybind11::dict blackSpec(const BlackChoice& choice);
    // One dedented statement through fix_tools.format_statement (the black of
    // `choice`) at `width` columns; `whole` is the file, for black's target versions.
    // Python thread only; ShapedStatement::shape from any other.
    static ShapedStatement formatStatement(const QByteArray& dedented, int width, const QByteArray& whole,
                                  const BlackChoice& choice);
    static bool isUtf8(const QByteArray& bytes);
    // fix_tools.validate(before, after, kind) here, once `kind`'s rules module is
    // loaded (it registers its kinds with edit_rules): refused with its reason, or
    // ok. Python thread only.
    static Result<void> validateHere(const QByteArray& before, const QByteArray& after, const EditKind& kind);
    // From any other thread: EditCheck::validate.
};

}  // namespace dtriage
