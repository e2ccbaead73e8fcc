#include "families/detached/detachedfix.h"

#include "analysis/editcheck.h"
#include "core/boundedfile.h"
#include "core/textlines.h"
#include "families/detached/detachedfindings.h"
#include "families/detached/detachedprobe.h"
#include "families/probe/proberesult.h"

#include <QJsonObject>

namespace dtriage {

Result<FileEdit> DetachedFix::build(const QString& loaderPath)
{
    const Result<QByteArray> source = BoundedFile::read(loaderPath, BoundedFile::Kind::Source);
    if (!source)
        return std::unexpected(source.error());
    QList<QByteArray> lines = TextLines::split(*source);
    for (int i = 0; i < lines.size(); ++i) {
        const qsizetype at = lines[i].indexOf(".detach()");
        if (at < 0 || lines[i].trimmed().startsWith('#'))
            continue;
        lines[i].remove(at, qsizetype(sizeof(".detach()") - 1));
        LoaderEditResult edit;
        edit.before = *source;
        edit.after = lines.join();
        edit.firstLine = edit.lastLine = i + 1;
        if (const Result<void> valid = EditCheck::validate(edit.before, edit.after, editKind()).result(); !valid)
            return std::unexpected(valid.error());
        return FileEdit{loaderPath, edit, QStringLiteral("take .detach() off line %1").arg(i + 1)};
    }
    return fail(QStringLiteral("the loader holds no .detach()"), loaderPath);
}

ProposedFix DetachedFix::propose(const ProbeFixRequest& request)
{
    const Result<ProbeResult> read =
        ProbeResult::imported(DetachedProbe::instance(), request.probeFile, request.modelPath, request.variant);
    if (!read || !read->completed())
        return ProposedFix::failed(read ? read->problem() : read.error().toString());
    const DetachedFindings& found = read->as<DetachedFindings>();
    ProposedFix proposal;
    const bool needsGrad = found.outputRequiresGrad.value_or(true);
    proposal.lines << QStringLiteral("the forward's output needs a gradient: %1").arg(needsGrad ? "yes" : "no");
    proposal.json.insert(QStringLiteral("probe"), QJsonObject{{QStringLiteral("output_requires_grad"), needsGrad}});
    if (needsGrad || found.passes()) {
        proposal.ending = ProposedFix::Ending::NoFix;
        return proposal;
    }
    const Result<FileEdit> fix = build(request.loaderPath);
    if (!fix)
        return ProposedFix::failed(fix.error().toString());
    proposal.files << *fix;
    proposal.ending = ProposedFix::Ending::Files;
    return proposal;
}

}  // namespace dtriage
