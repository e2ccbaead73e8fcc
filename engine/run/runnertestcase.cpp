#include "run/runnertestcase.h"

#include "run/junitreader.h"

namespace dtriage {

namespace {

// The copy is tt-xla's: its tags carry the entry's status. A runner that records
// the status only as a property of its own (the demo's before it followed tt-xla)
// recorded str(e) whatever the status, and is read at its word.
bool copiedFromYaml(const JUnitCase& c)
{
    return c.tags
           && (c.tags->modelTestStatus() == QLatin1StringView("NOT_SUPPORTED_SKIP")
               || c.tags->bringupStatus() == QLatin1StringView("NOT_STARTED"));
}


bool endedByXfail(const JUnitCase& c)
{
    return c.outcome == JUnitCase::Outcome::Failed
           && (c.errorType == QLatin1StringView("XFailed") || c.message.startsWith(QLatin1StringView("XFailed")));
}

}  // namespace

void RunnerTestcase::settle(JUnitCase& c)
{
    c.function = functionOf(c.name);
    c.runnerCopied = copiedFromYaml(c);
    if (c.runnerCopied)  // the YAML's reason, not this run's
        c.errorMessage.clear();
    if (c.outcome == JUnitCase::Outcome::XFailed) {
        // pytest.xfail(<the YAML's reason>): a declared reason, no observation.
        c.message.clear();
        c.errorType.clear();
    }
    if (!endedByXfail(c))
        return;
    c.endedByXfail = true;
    if (c.tags && !c.runnerCopied && c.tags->bringupStatus() == QLatin1StringView("PASSED")) {
        c.outcome = JUnitCase::Outcome::Passed;
        return;
    }
    // The YAML's reason is no observation: the body's own exception is in the text.
    c.message.clear();
    c.errorType.clear();
}

JUnitCase::Outcome RunnerTestcase::bodyOutcome(const JUnitCase& c)
{
    if (c.outcome != JUnitCase::Outcome::XFailed || !c.tags || c.runnerCopied)
        return c.outcome;
    const QString status = c.tags->bringupStatus();
    if (status == QLatin1StringView("PASSED"))
        return JUnitCase::Outcome::Passed;
    return status.isEmpty() ? JUnitCase::Outcome::XFailed : JUnitCase::Outcome::Failed;
}

QString RunnerTestcase::functionOf(const QString& name)
{
    const qsizetype open = name.indexOf(u'[');
    if (open < 0)
        return {};
    const QString head = name.left(open);
    const qsizetype colons = head.lastIndexOf(QLatin1StringView("::"));
    return colons < 0 ? head : head.mid(colons + 2);
}

bool RunnerTestcase::speaksFor(const QString& function, const QString& key)
{
    if (function.contains(QLatin1StringView("op_by_op")))
        return false;
    const bool torchKey = key.contains(QLatin1StringView("/pytorch-"));
    const bool jaxKey = key.contains(QLatin1StringView("/jax-"));
    if (torchKey && function.endsWith(QLatin1StringView("_jax")))
        return false;
    return !(jaxKey && function.endsWith(QLatin1StringView("_torch")));
}

}  // namespace dtriage
