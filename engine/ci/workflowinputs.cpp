#include "ci/workflowinputs.h"
#include "core/boundedfile.h"

#include <QFile>

#include <yaml-cpp/yaml.h>

namespace dtriage {
namespace {

QString scalar(const YAML::Node& node)
{
    return node && node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
}

WorkflowInput inputOf(const std::string& name, const YAML::Node& spec)
{
    WorkflowInput input;
    input.name = QString::fromStdString(name);
    if (!spec.IsMap())
        return input;
    input.description = scalar(spec["description"]);
    input.type = scalar(spec["type"]);
    input.required = scalar(spec["required"]) == u"true";
    input.defaultValue = scalar(spec["default"]);
    if (const YAML::Node options = spec["options"]; options && options.IsSequence())
        for (const YAML::Node& option : options)
            input.options << scalar(option);
    return input;
}

}  // namespace

Result<WorkflowInputs> WorkflowInputs::read(const QString& path)
{
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Source);
    if (!bytes)
        return fail(tr("cannot read the workflow: %1").arg(bytes.error().message), path);
    return fromText(*bytes, path);
}

Result<WorkflowInputs> WorkflowInputs::fromText(const QByteArray& yaml, const QString& source)
{
    YAML::Node root;
    try {
        root = YAML::Load(yaml.toStdString());
    } catch (const YAML::Exception& e) {
        return fail(tr("not a readable workflow: %1").arg(QString::fromStdString(e.msg)), source, e.mark.line + 1);
    }
    // `on:` stays the string "on" for yaml-cpp (YAML 1.1 readers make it `true`).
    const YAML::Node on = root.IsMap() ? root["on"] : YAML::Node();
    const YAML::Node dispatch = on && on.IsMap() ? on["workflow_dispatch"] : YAML::Node();
    if (!dispatch)
        return fail(tr("the workflow cannot be dispatched by hand (no on: workflow_dispatch)"), source);
    WorkflowInputs inputs;
    inputs.m_source = source;
    if (const YAML::Node list = dispatch.IsMap() ? dispatch["inputs"] : YAML::Node(); list && list.IsMap())
        for (const auto& item : list)
            inputs.m_inputs << inputOf(item.first.Scalar(), item.second);
    return inputs;
}

const WorkflowInput* WorkflowInputs::input(const QString& name) const
{
    for (const WorkflowInput& input : m_inputs)
        if (input.name == name)
            return &input;
    return nullptr;
}

QStringList WorkflowInputs::options(const QString& name) const
{
    const WorkflowInput* found = input(name);
    return found && found->type == u"choice" ? found->options : QStringList();
}

Result<void> WorkflowInputs::check(const QList<QPair<QString, QString>>& values) const
{
    QStringList problems;
    QStringList given;
    for (const auto& [name, value] : values) {
        given << name;
        const WorkflowInput* found = input(name);
        if (!found)
            problems << tr("the workflow has no input \"%1\"").arg(name);
        else if (found->type == u"choice" && !found->options.contains(value))
            problems << tr("\"%1\" is not one of the input %2's options (%3)")
                            .arg(value, name, found->options.join(QStringLiteral(", ")));
    }
    for (const WorkflowInput& input : m_inputs)
        if (input.required && input.defaultValue.isEmpty() && !given.contains(input.name))
            problems << tr("the workflow's required input \"%1\" is not given").arg(input.name);
    if (!problems.isEmpty())
        return fail(problems.join(u'\n'), m_source);
    return {};
}

}  // namespace dtriage
