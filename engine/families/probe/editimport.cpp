#include "families/probe/editimport.h"

#include "families/probe/familyprobejob.h"

namespace dtriage {

void EditImport::ask(ProbeRequest& request, const QByteArray& edited)
{
    request.loaderSource = edited;
    request.importOnly = true;
}

QString EditImport::failureOf(const ProbeResult& result)
{
    const QString failed = result.findings ? result.findings->setupFailure : QString();
    if (!failed.isEmpty())
        return tr("the edited loader does not import as tt-xla's runner imports it: %1").arg(failed);
    // A check that crashed or timed out proved nothing: no edit rides on it.
    if (!result.completed())
        return tr("the edited loader's import was not checked: %1").arg(result.problem());
    return {};
}

QString EditImport::check(const FamilyProbe& probe, const PythonCommand& python, const QString& checkoutRoot,
                          const QString& loaderPath, const QString& variant, const QByteArray& edited)
{
    ProbeRequest request = ProbeRequest::forLoader(checkoutRoot, loaderPath, variant);
    ask(request, edited);
    FamilyProbeJob job(probe, python, request);
    return failureOf(job.runBlocking());
}

}  // namespace dtriage
