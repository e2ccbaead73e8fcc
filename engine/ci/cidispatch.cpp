#include "ci/cidispatch.h"

#include "checkout/testkey.h"
#include "run/job.h"
#include "run/pytestjob.h"

#include <QDir>
#include <QRegularExpression>

namespace dtriage {

QString CiDispatch::workflowPath(const QString& checkoutRoot)
{
    return QDir(checkoutRoot).filePath(QStringLiteral(".github/workflows/") + QLatin1String(kWorkflow));
}

QString CiDispatch::containsExpression(const QStringList& keys)
{
    QStringList words;
    for (const QString& key : keys)
        words << u'[' + key + u']';
    return words.join(QStringLiteral(" or "));
}

Result<CiDispatch> CiDispatch::forKeys(const QStringList& keys, const CiDispatchOptions& options)
{
    if (keys.isEmpty())
        return fail(tr("nothing to verify: no test keys"));
    // pytest's -k words (its expression grammar's identifiers, pytest 7 on), inside
    // the single quotes the workflow puts around `contains`; not `\`, which pytest
    // writes doubled in test ids. -k matches without regard to case: tt-xla has no
    // two keys that differ only in case.
    static const QRegularExpression word(QRegularExpression::anchoredPattern(QStringLiteral("[\\w:+\\-./]+")));
    for (const QString& key : keys)
        if (!word.match(key).hasMatch())
            return fail(tr("the key \"%1\" cannot be selected with pytest -k: it holds characters other than "
                           "letters, digits and _ : + - . /")
                            .arg(key));
    if (options.parallelGroups < 1)
        return fail(tr("parallel groups must be 1 or more"));
    // `dir` names the entries' own test function, as tt-xla's weekly preset does:
    // `contains` alone would also select test_all_models_op_by_op[<key>].
    QString function;
    for (const QString& key : keys) {
        const Result<TestKey> parsed = TestKey::parse(key);
        if (!parsed)
            return fail(parsed.error().message);
        if (!function.isEmpty() && parsed->testFunction() != function)
            return fail(tr("one dispatch runs one test function: %1 and %2 keys go in two")
                            .arg(function, parsed->testFunction()));
        function = parsed->testFunction();
    }
    CiDispatch dispatch;
    dispatch.m_keys = keys;
    dispatch.m_options = options;
    dispatch.m_inputs = {
        {QStringLiteral("dir"), TestKey::testsFile() + QStringLiteral("::") + function},
        {QStringLiteral("contains"), containsExpression(keys)},
        {QStringLiteral("args"), PytestJob::verifyFlags().join(u' ')},
        {QStringLiteral("runs_on"), options.runsOn},
        {QStringLiteral("parallel_groups"), QString::number(options.parallelGroups)},
    };
    if (!options.forgeModelsRef.isEmpty())
        dispatch.m_inputs.append({QStringLiteral("forge_models_override"), options.forgeModelsRef});
    return dispatch;
}

QString CiDispatch::input(const QString& name) const
{
    for (const auto& [inputName, value] : m_inputs)
        if (inputName == name)
            return value;
    return {};
}

namespace {

// The inputs the user chooses, with the option that chooses each.
const QList<QPair<QString, QString>>& chosenInputs()
{
    static const QList<QPair<QString, QString>> chosen{{QStringLiteral("runs_on"), QStringLiteral("--runs-on")},
                                                       {QStringLiteral("parallel_groups"), QStringLiteral("--groups")}};
    return chosen;
}

}  // namespace

QString CiDispatch::optionOf(const QString& inputName)
{
    for (const auto& [name, option] : chosenInputs())
        if (name == inputName)
            return option;
    return QStringLiteral("-f %1=").arg(inputName);
}

Result<void> CiDispatch::checkChoices(const WorkflowInputs& workflow) const
{
    // A runner or a group count the workflow does not offer is the user's choice
    // to change, not a sign the workflow changed under us.
    QStringList refused;
    for (const auto& [name, option] : chosenInputs()) {
        const QStringList offered = workflow.options(name);
        if (!offered.isEmpty() && !offered.contains(input(name)))
            refused << tr("%1 %2 is not one the workflow offers (%3)").arg(option, input(name), offered.join(QStringLiteral(", ")));
    }
    if (!refused.isEmpty())
        return fail(refused.join(u'\n'), workflow.source());
    return {};
}

Result<void> CiDispatch::checkAgainst(const WorkflowInputs& workflow) const
{
    if (Result<void> chosen = checkChoices(workflow); !chosen)
        return chosen;
    if (Result<void> ok = workflow.check(m_inputs); !ok)
        return fail(tr("the workflow's inputs changed: %1").arg(ok.error().message), ok.error().file);
    return {};
}

QStringList CiDispatch::ghArguments() const
{
    QStringList arguments{QStringLiteral("workflow"), QStringLiteral("run"), QLatin1String(kWorkflow),
                          QStringLiteral("--repo"), m_options.repo};
    if (!m_options.ref.isEmpty())
        arguments << QStringLiteral("--ref") << m_options.ref;
    for (const auto& [name, value] : m_inputs)
        arguments << QStringLiteral("-f") << name + u'=' + value;
    return arguments;
}

QString CiDispatch::displayCommand() const
{
    QStringList words{QStringLiteral("gh")};
    for (const QString& argument : ghArguments())
        words << JobSpec::shellWord(argument);
    return words.join(u' ');
}

}  // namespace dtriage
