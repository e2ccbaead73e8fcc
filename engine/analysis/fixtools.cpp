#include "analysis/fixtools.h"

#include "analysis/pythonengine.h"

#include <QFile>
#include <QStringDecoder>

#include <pybind11/embed.h>

namespace py = pybind11;

namespace dtriage {
py::module_ FixTools::module() { return moduleOf(QStringLiteral("fix_tools.py")); }

py::module_ FixTools::moduleOf(const QString& script)
{
    // The folders in the name too: two families' modules never share one.
    const std::string name = "dtriage_" + QString(script).chopped(3).replace(u'/', u'_').toStdString();
    py::dict modules = py::module_::import("sys").attr("modules");
    if (modules.contains(name))
        return modules[name.c_str()].cast<py::module_>();
    QFile file(QStringLiteral(":/python/") + script);
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error("the resource :/python/" + script.toStdString() + " is missing");
    const QByteArray source = file.readAll();
    py::module_ module = py::module_::import("types").attr("ModuleType")(name);
    py::object builtins = py::module_::import("builtins");
    py::object code = builtins.attr("compile")(
        py::bytes(source.constData(), source.size()), script.toStdString(), "exec");
    builtins.attr("exec")(code, module.attr("__dict__"));
    modules[name.c_str()] = module;
    return module;
}

py::str FixTools::text(const QByteArray& utf8) { return py::str(utf8.constData(), size_t(utf8.size())); }

py::dict FixTools::blackSpec(const BlackChoice& choice)
{
    py::dict spec;
    if (choice.whose == BlackChoice::Whose::None) {
        spec["off"] = true;
        return spec;
    }
    if (choice.whose != BlackChoice::Whose::Checkout || !choice.python)
        return spec;
    const PythonCommand& python = *choice.python;
    py::list argv;
    argv.append(python.program.toStdString());
    for (const QString& arg : python.argumentsPrefix)
        argv.append(arg.toStdString());
    py::dict env;
    const QProcessEnvironment environment =
        python.environment.isEmpty() ? QProcessEnvironment::systemEnvironment() : python.environment;
    for (const QString& name : environment.keys())
        env[py::str(name.toStdString())] = environment.value(name).toStdString();
    spec["argv"] = argv;
    spec["env"] = env;
    spec["cwd"] = python.checkoutRoot.toStdString();
    return spec;
}

ShapedStatement FixTools::formatStatement(const QByteArray& dedented, int width, const QByteArray& whole,
                                           const BlackChoice& choice)
{
    const py::tuple made =
        module().attr("format_statement")(text(dedented), width, text(whole), blackSpec(choice)).cast<py::tuple>();
    ShapedStatement shaped;
    shaped.text = QByteArray::fromStdString(made[0].cast<std::string>());
    shaped.formatter = QString::fromStdString(made[1].cast<std::string>());
    shaped.from = QString::fromStdString(made[2].cast<std::string>());
    if (shaped.text.isEmpty())
        shaped.formatter.clear();  // black was there but did not shape it: say so
    return shaped;
}

bool FixTools::isUtf8(const QByteArray& bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    (void)QString(decoder(bytes));
    return !decoder.hasError();
}

Result<void> FixTools::validateHere(const QByteArray& before, const QByteArray& after, const EditKind& kind)
{
    if (!isUtf8(before) || !isUtf8(after))
        return fail(QCoreApplication::translate("LoaderEdit", "The loader is not UTF-8 text; it is left alone"));
    moduleOf(QStringLiteral("edit_rules.py"));  // the registry the family's module fills
    if (!kind.rules.isEmpty())
        moduleOf(kind.rules);
    const std::string why =
        module().attr("validate")(text(before), text(after), kind.name.toStdString()).cast<std::string>();
    if (!why.empty())
        return fail(QCoreApplication::translate("LoaderEdit", "Refused: %1").arg(QString::fromStdString(why)));
    return {};
}

}  // namespace dtriage
