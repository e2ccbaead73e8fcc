#include "families/dtype/dtypesourceanalysis.h"

#include "analysis/loaderanalyzer.h"
#include "families/dtype/fix/dtypefixproposal.h"
#include "families/dtype/fix/dtypeloaderedit.h"
#include "families/dtype/gate/preflightscan.h"
#include "families/dtype/gate/dtypesignature.h"

#include <QFileInfo>
#include <QJsonArray>

namespace dtriage {
namespace {

const QString kFloat32Input = QStringLiteral("float32-input");
const QString kFlavor = QStringLiteral("flavor");

// ------------------------------------------------------------------ scan

QString fixName(PreflightFinding::Fix fix)
{
    switch (fix) {
    case PreflightFinding::Fix::AddDtype: return QStringLiteral("add_dtype");
    case PreflightFinding::Fix::InsertCast: return QStringLiteral("cast_after");
    case PreflightFinding::Fix::None: break;
    }
    return QStringLiteral("none");
}

QJsonObject findingJson(const PreflightFinding& finding)
{
    return QJsonObject{{QStringLiteral("input"), finding.inputKey},
                       {QStringLiteral("line"), finding.site.startLine},
                       {QStringLiteral("fix"), fixName(finding.fix)},
                       {QStringLiteral("site"), finding.site.text},
                       {QStringLiteral("why"), finding.why}};
}

QJsonObject loaderJson(const PreflightResult& result)
{
    QJsonObject object{{QStringLiteral("loader"), result.relativePath},
                       {QStringLiteral("model_path"), result.modelPath},
                       {QStringLiteral("variants"), QJsonArray::fromStringList(result.variantValues())},
                       {QStringLiteral("applicable"), !result.notApplicable}};
    if (result.notApplicable)
        return object;
    if (!result.ok()) {
        object.insert(QStringLiteral("error"), result.analysis.error().toString());
        return object;
    }
    QJsonArray findings;
    for (const PreflightFinding& finding : result.findings())
        findings.append(findingJson(finding));
    object.insert(QStringLiteral("flagged"), result.flagged());
    object.insert(QStringLiteral("findings"), findings);
    QJsonArray kept;
    for (const PreflightFinding& finding : result.keptFloat32())
        kept.append(findingJson(finding));
    if (!kept.isEmpty())
        object.insert(QStringLiteral("model_kept_float32"), kept);
    return object;
}

QJsonObject reportJson(const PreflightReport& report)
{
    QJsonArray loaders;
    for (const PreflightResult& result : report.loaders)
        loaders.append(loaderJson(result));
    return {{QStringLiteral("loaders"), loaders},
            {QStringLiteral("flagged"), report.flaggedCount()},
            {QStringLiteral("errors"), report.errorCount()},
            {QStringLiteral("not_applicable"), report.notApplicableCount()},
            {QStringLiteral("elapsed_ms"), report.elapsedMs}};
}

QStringList loaderLines(const PreflightResult& result)
{
    if (result.notApplicable)
        return {result.relativePath + QStringLiteral(": ")
                + DtypeSourceAnalysis::tr("not applicable (the torch runner builds only */pytorch/loader.py)")};
    if (!result.ok())
        return {result.relativePath + QStringLiteral(": ")
                + DtypeSourceAnalysis::tr("error: %1").arg(result.analysis.error().toString())};
    QStringList lines{result.relativePath + QStringLiteral(": ")
                      + (result.flagged() ? DtypeSourceAnalysis::tr("flagged") : DtypeSourceAnalysis::tr("clear"))};
    for (const PreflightFinding& finding : result.findings())
        lines << QStringLiteral("    ")
                     + DtypeSourceAnalysis::tr("line %1, input %2 (%3): %4")
                           .arg(finding.site.startLine)
                           .arg(finding.inputKey, fixName(finding.fix), finding.why);
    // An input clear only because its model stays float32 says so, in propose's words.
    for (const PreflightFinding& finding : result.keptFloat32())
        lines << QStringLiteral("    ")
                     + DtypeSourceAnalysis::tr("line %1, input %2: not a candidate (model_kept_float32): %3")
                           .arg(finding.site.startLine)
                           .arg(finding.inputKey, finding.why);
    return lines;
}

// ------------------------------------------------------------------ propose

// --flavor, else the gate on the entry's YAML reason.
Result<DtypeFlavor> flavorFor(const SourceFixRequest& request)
{
    if (const QStringList given = request.options.value(kFlavor); !given.isEmpty()) {
        const DtypeFlavor flavor = flavorFromName(given.constLast());
        if (flavor == DtypeFlavor::Unknown || flavor == DtypeFlavor::None)
            return fail(DtypeSourceAnalysis::tr("Unknown flavor %1 (cross_dtype, op_not_implemented, numpy_conversion)")
                            .arg(given.constLast()));
        return flavor;
    }
    if (!request.reason)
        return fail(DtypeSourceAnalysis::tr("No entry %1 in the training YAML; give --flavor.").arg(request.key));
    return DtypeSignature::gate(*request.reason);
}

// The float32 inputs the user named, else the ones the pre-flight analysis predicts:
// its candidates, else the inputs it found float32 with their model (which propose
// then refuses in the scan's words).
std::optional<QStringList> float32Inputs(const QStringList& named, const LoaderAnalysis& analysis)
{
    if (!named.isEmpty())
        return named;
    QStringList predicted;
    for (const PreflightFinding& finding : analysis.findings) {
        if (!predicted.contains(finding.inputKey))
            predicted << finding.inputKey;
    }
    if (predicted.isEmpty())
        for (const PreflightFinding& finding : analysis.cleared)
            if (finding.modelFloat32 && !predicted.contains(finding.inputKey))
                predicted << finding.inputKey;
    return predicted;
}

QJsonObject proposalJson(const DtypeFixProposal& proposal, const DtypeFixRequest& request)
{
    QJsonObject json{{QStringLiteral("flavor"), flavorName(request.flavor)},
                     {QStringLiteral("float32_inputs"),
                      QJsonArray::fromStringList(request.float32Inputs.value_or(QStringList()))}};
    if (!proposal.hasFix()) {
        json.insert(QStringLiteral("no_fix"), QJsonObject{{QStringLiteral("reason"), DtypeFixProposal::reasonName(proposal.reason)},
                                                          {QStringLiteral("why"), proposal.why}});
        return json;
    }
    json.insert(QStringLiteral("fix"), QJsonObject{{QStringLiteral("kind"), DtypeFixProposal::kindName(proposal.kind)},
                                                   {QStringLiteral("line"), proposal.line},
                                                   {QStringLiteral("summary"), proposal.summary()},
                                                   {QStringLiteral("input"), proposal.inputKey},
                                                   {QStringLiteral("chain"), proposal.chain},
                                                   {QStringLiteral("why"), proposal.why}});
    return json;
}

QStringList evidenceLines(const DtypeFixProposal& proposal, const DtypeFixRequest& request)
{
    QStringList lines{DtypeSourceAnalysis::tr("flavor: %1").arg(flavorName(request.flavor))};
    if (request.float32Inputs)
        lines << DtypeSourceAnalysis::tr("float32 inputs: %1").arg(request.float32Inputs->join(QStringLiteral(", ")));
    if (!proposal.hasFix()) {
        lines << DtypeSourceAnalysis::tr("no fix (%1): %2").arg(DtypeFixProposal::reasonName(proposal.reason), proposal.why);
        return lines;
    }
    lines << DtypeSourceAnalysis::tr("fix: %1").arg(proposal.summary());
    if (!proposal.inputKey.isEmpty())
        lines << DtypeSourceAnalysis::tr("input: %1").arg(proposal.inputKey);
    if (!proposal.chain.isEmpty())
        lines << DtypeSourceAnalysis::tr("chain: %1").arg(proposal.chain);
    lines << DtypeSourceAnalysis::tr("why: %1").arg(proposal.why);
    return lines;
}

}  // namespace

QString DtypeSourceAnalysis::prediction() const
{
    return tr("which loaders build a floating input that stays float32 when the runner passes "
              "dtype_override=torch.bfloat16");
}

LoaderScanOutput DtypeSourceAnalysis::scan(const QString& loadersRoot) const
{
    const PreflightReport report = PreflightScan::scanBlocking(loadersRoot);
    LoaderScanOutput output;
    for (const PreflightResult& result : report.loaders) {
        if (!result.ok() && !result.notApplicable)
            output.problems << result.analysis.error().toString();
        output.lines << loaderLines(result);
    }
    output.lines << tr("%1 loaders, %2 flagged, %3 not analysable, %4 not applicable, %5 ms")
                        .arg(report.loaders.size())
                        .arg(report.flaggedCount())
                        .arg(report.errorCount())
                        .arg(report.notApplicableCount())
                        .arg(report.elapsedMs);
    output.json = reportJson(report);
    return output;
}

QList<QCommandLineOption> DtypeSourceAnalysis::options() const
{
    return {QCommandLineOption(kFloat32Input, tr("A floating input that was float32 in the BFLOAT16 phase (repeatable)."),
                               tr("NAME")),
            QCommandLineOption(kFlavor, tr("cross_dtype, op_not_implemented or numpy_conversion."), tr("F"))};
}

ProposedFix DtypeSourceAnalysis::propose(const SourceFixRequest& request) const
{
    const Result<DtypeFlavor> flavor = flavorFor(request);
    if (!flavor)
        return ProposedFix::failed(flavor.error().toString());
    const Result<LoaderAnalysis> analysis = LoaderAnalyzer::analyzeBlocking(request.loaderPath);
    if (!analysis)
        return ProposedFix::failed(analysis.error().toString());
    DtypeFixRequest fixRequest;
    fixRequest.flavor = *flavor;
    fixRequest.float32Inputs = float32Inputs(request.options.value(kFloat32Input), *analysis);
    fixRequest.fromSource = true;  // no repro ran: named or predicted, never seen
    const Result<DtypeFixProposal> proposal = DtypeFixProposal::propose(fixRequest, *analysis);
    if (!proposal)
        return ProposedFix::failed(proposal.error().toString());
    ProposedFix proposed;
    proposed.lines = evidenceLines(*proposal, fixRequest);
    proposed.json.insert(QStringLiteral("proposal"), proposalJson(*proposal, fixRequest));
    if (!proposal->hasFix()) {
        proposed.ending = ProposedFix::Ending::NoFix;
        return proposed;
    }
    const Result<LoaderEditResult> edit = DtypeLoaderEdit::makeBlocking(analysis->source, *proposal, request.black());
    if (!edit) {
        proposed.ending = ProposedFix::Ending::Failed;
        proposed.error = edit.error().toString();
        return proposed;
    }
    proposed.ending = ProposedFix::Ending::Files;
    proposed.files = {FileEdit{request.loaderPath, *edit, proposal->summary()}};
    return proposed;
}

}  // namespace dtriage
