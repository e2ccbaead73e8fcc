#include "cihistory/observedcase.h"

#include "checkout/checkout.h"
#include "run/runnertestcase.h"
#include "yamlplan/bringupclassifier.h"
#include "yamlplan/reasontext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace dtriage {
namespace {

// The bringup_status the failure was at: the runner's own verdict when its tags
// name a failure, else what the error's text says (a PCC miss: INCORRECT_RESULT).
QString stageOf(const JUnitCase& c)
{
    if (c.tags && !c.runnerCopied) {
        const QString status = c.tags->bringupStatus();
        if (BringupClassifier::fromBringupStatus(status))
            return status;
    }
    if (c.category == BringupClassifier::Category::Numerics)
        return ObservedCase::kIncorrectResult;
    return BringupClassifier::bringupStatus(c.category);
}

QString signalName(int number)
{
    switch (number) {
    case 4: return QStringLiteral("SIGILL");
    case 6: return QStringLiteral("SIGABRT");
    case 7: return QStringLiteral("SIGBUS");
    case 8: return QStringLiteral("SIGFPE");
    case 9: return QStringLiteral("SIGKILL");
    case 11: return QStringLiteral("SIGSEGV");
    case 15: return QStringLiteral("SIGTERM");
    }
    return {};
}

// The runner's closing pytest.xfail hid a body that only missed a PCC check that
// is off: what the runner's RM_XFAIL guidance stands for.
bool passedWithPccOff(const JUnitCase& c, JUnitCase::Outcome body)
{
    const bool closedByXfail = c.outcome == JUnitCase::Outcome::XFailed || c.endedByXfail;
    // Every other comparison it asserts (atol, allclose, equal) passed: its
    // comparison_passed counts only the enabled checks (comparison_evaluator.py).
    return body == JUnitCase::Outcome::Failed && closedByXfail && c.tags && !c.runnerCopied
           && c.tags->bringupStatus() == ObservedCase::kIncorrectResult && c.tags->pccAssertionEnabled() == false
           && c.tags->comparisonPassed() != false;
}

// The words of a failure whose every line is generic: the runner's own, else
// pytest's; never the runner's "Not specified" (an exception without words).
QString genericError(const JUnitCase& c)
{
    for (const QString* text : {&c.errorMessage, &c.message})
        if (const QString line = ReasonText::oneLine(*text); !line.isEmpty() && line != QLatin1String("Not specified"))
            return line;
    return {};
}

// The line quoted from the failure, in the runner's words when the runner took
// that same diagnostic out of it (its runtime_reason, update_test_metadata_for_exception:
// "Out of Memory: …", "Statically allocated circular buffers …"), as the YAMLs record
// it, not the TT_FATAL line with its source location around it.
// At INCORRECT_RESULT the runner's words are its summary ("Test marked w/
// INCORRECT_RESULT. [1/1]: …", _process_comparison_results); tt-xla's configs record
// the comparison's assertion instead ("AssertionError: Evaluation result 0 failed: PCC
// comparison failed. Calculated: pcc=…"), which the failure's text holds.
QString quotedError(const JUnitCase& c, const QString& stage)
{
    if (stage == ObservedCase::kIncorrectResult) {
        // pytest's one-line message, else an "E   " line of a traceback (not its source lines).
        static const QRegularExpression errorLine(QStringLiteral(R"(^\s*E\s+\S)"));
        const QLatin1String pcc("PCC comparison failed");
        if (const QString first = ReasonText::oneLine(c.message); first.contains(pcc) && !errorLine.match(first).hasMatch())
            return ReasonText::verbatim(first);
        for (const QString* text : {&c.message, &c.text})
            for (const QString& line : text->split(u'\n'))
                if (line.contains(pcc) && errorLine.match(line).hasMatch())
                    return ReasonText::verbatim(ReasonText::fromExceptionType(line));
    }
    const QString runner = ReasonText::oneLine(c.errorMessage);
    return !runner.isEmpty() && !c.runnerCopied && c.errorLine.contains(runner) ? runner : c.errorLine;
}

}  // namespace

QString ObservedCase::crashOf(const QString& text)
{
    static const QRegularExpression crashed(QStringLiteral(R"(\bCRASHED with signal (\d+))"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = crashed.match(text);
    if (!m.hasMatch())
        return {};
    const QString name = signalName(m.captured(1).toInt());
    const QString said = QStringLiteral("Running the test CRASHED with signal %1").arg(m.captured(1));
    return name.isEmpty() ? said : QStringLiteral("%1 (%2)").arg(said, name);
}

ObservedCase ObservedCase::of(const JUnitCase& c)
{
    ObservedCase out;
    out.key = c.key;
    out.body = RunnerTestcase::bodyOutcome(c);
    if (c.tags && c.tags->modelTestStatus() == QLatin1String("UNSPECIFIED"))
        out.unconfigured = Checkout::runnerConfigNameFor(c.tags->value(u"test_name").toString(),
                                                         c.tags->value(u"run_mode").toString(),
                                                         c.tags->value(u"parallelism").toString());
    if (c.tags && !c.runnerCopied) {
        out.pcc = c.tags->pcc().value_or(qQNaN());
        out.pccThreshold = c.tags->pccThreshold().value_or(qQNaN());
        if (const std::optional<bool> checked = c.tags->pccAssertionEnabled())
            out.pccCheck = *checked ? 1 : 0;
    }
    if (passedWithPccOff(c, out.body)) {
        out.body = JUnitCase::Outcome::Passed;
        out.note = QCoreApplication::translate("ObservedCase", "INCORRECT_RESULT with its PCC check off: it passes as EXPECTED_PASSING");
    } else if (out.failed()) {
        const QString crash = crashOf(c.message + u'\n' + c.errorLine);  // pytest-forked's words, not a log's
        out.stage = crash.isEmpty() ? stageOf(c) : QStringLiteral("FAILED_RUNTIME");
        out.error = !crash.isEmpty() ? crash : !c.errorLine.isEmpty() ? quotedError(c, out.stage) : genericError(c);
    } else if (out.body == JUnitCase::Outcome::Skipped) {
        out.note = c.message;
    } else if (out.body == JUnitCase::Outcome::Unknown) {
        out.note = c.note;
    } else if (out.body == JUnitCase::Outcome::XFailed && c.tagsUnreadable) {
        out.note = QCoreApplication::translate("ObservedCase", "the runner's tags do not read as a dict");
    }
    return out;
}

}  // namespace dtriage
