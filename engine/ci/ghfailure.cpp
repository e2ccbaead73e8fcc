#include "ci/ghfailure.h"

#include "ci/cidispatch.h"

#include <QRegularExpression>

namespace dtriage {
namespace {

// gh's documented exit code for "authentication required".
constexpr int kGhAuthRequired = 4;

QString lastLine(const JobResult& result)
{
    for (auto it = result.tail.crbegin(); it != result.tail.crend(); ++it)
        if (!it->trimmed().isEmpty())
            return it->trimmed();
    return result.classification;
}

}  // namespace

GhFailure::Kind GhFailure::kindOf(const JobResult& result)
{
    if (result.succeeded())
        return Kind::None;
    if (result.kind == ExitKind::FailedToStart)
        return Kind::Missing;
    if (result.kind == ExitKind::TimedOut)
        return Kind::TimedOut;
    if (result.kind == ExitKind::Exited && result.exitCode == kGhAuthRequired)
        return Kind::NotLoggedIn;
    const QString text = result.tail.join(u'\n');
    if (text.contains(QLatin1String("HTTP 401")))
        return Kind::NotLoggedIn;
    if (text.contains(QLatin1String("HTTP 403")))
        return Kind::NoPermission;
    if (text.contains(QLatin1String("HTTP 404")) || text.contains(QLatin1String("could not find any workflows")))
        return Kind::NotFound;
    if (text.contains(QLatin1String("HTTP 422")))
        return text.contains(QLatin1String("not in the list of allowed values")) ? Kind::ValueRefused
                                                                                 : Kind::InputsChanged;
    return Kind::Other;
}

bool GhFailure::mayPass(const JobResult& result)
{
    if (result.kind == ExitKind::OverLimit)
        return false;  // an answer past the bound is no network blip: asking again gets it again
    const Kind kind = kindOf(result);
    return kind == Kind::TimedOut || kind == Kind::Other;
}

QString GhFailure::describe(const JobResult& result, const QString& what, const QString& repo)
{
    if (result.kind == ExitKind::OverLimit)  // no answer of GitHub's is that long
        return tr("%1: gh %2").arg(what, result.classification);
    switch (kindOf(result)) {
    case Kind::None:
        return {};
    case Kind::Missing:
        return tr("%1: GitHub's command line gh cannot be started (%2): install it (Debian package gh) "
                  "and log in with gh auth login")
            .arg(what, result.errorString.isEmpty() ? result.classification : result.errorString);
    case Kind::NotLoggedIn:
        return tr("%1: gh is not logged in to GitHub: run gh auth login (or set GH_TOKEN)").arg(what);
    case Kind::NoPermission:
        return tr("%1: no permission in %2 (HTTP 403): running its workflows needs write access to the "
                  "repository — %3")
            .arg(what, repo, lastLine(result));
    case Kind::NotFound:
        return tr("%1: %2 or its workflow was not found, or is not visible to you (HTTP 404) — %3")
            .arg(what, repo, lastLine(result));
    case Kind::InputsChanged:
        return tr("%1: GitHub refused the workflow's inputs (HTTP 422): the workflow's inputs changed — %2")
            .arg(what, lastLine(result));
    case Kind::ValueRefused: {
        // "HTTP 422: Provided value 'n150x' for input 'runs_on' not in the list of allowed values (…)"
        static const QRegularExpression refused(QStringLiteral("Provided value '([^']*)' for input '([^']*)'"));
        const QRegularExpressionMatch match = refused.match(result.tail.join(u'\n'));
        if (match.hasMatch())
            return tr("%1: GitHub refused %2 %3: not one of the workflow's choices for %4 (the checkout has no "
                      "copy of .github/workflows/%5 to list them; GitHub shows them on the workflow's page)")
                .arg(what, CiDispatch::optionOf(match.captured(2)), match.captured(1), match.captured(2),
                     QLatin1String(CiDispatch::kWorkflow));
        return tr("%1: GitHub refused a value that is not one of the workflow's choices — %2").arg(what, lastLine(result));
    }
    case Kind::TimedOut:
        return tr("%1: gh did not answer (%2)").arg(what, result.classification);
    case Kind::Other:
        break;
    }
    return tr("%1: gh failed (%2): %3").arg(what, result.classification, lastLine(result));
}

}  // namespace dtriage
