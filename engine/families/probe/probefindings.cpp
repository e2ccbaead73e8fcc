#include "families/probe/probefindings.h"

namespace dtriage {

QString ProbeFindings::TrainingStep::errorLine() const
{
    if (ok || !ran)
        return {};
    const QString first = message.section(u'\n', 0, 0).trimmed();
    return errorType.isEmpty() ? first : QStringLiteral("%1: %2").arg(errorType, first);
}

}  // namespace dtriage
