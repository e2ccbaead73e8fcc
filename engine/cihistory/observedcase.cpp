#include "cihistory/observedcase.h"

#include "run/runnertestcase.h"
#include "yamlplan/bringupclassifier.h"

#include <QCoreApplication>

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
        return QStringLiteral("INCORRECT_RESULT");
    return BringupClassifier::bringupStatus(c.category);
}

}  // namespace

ObservedCase ObservedCase::of(const JUnitCase& c)
{
    ObservedCase out;
    out.key = c.key;
    out.body = RunnerTestcase::bodyOutcome(c);
    if (out.failed()) {
        out.error = c.errorLine;
        out.stage = stageOf(c);
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
