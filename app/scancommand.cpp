#include "scancommand.h"

#include "families/dtype/gate/preflightscan.h"
#include "exitcode.h"
#include "verbparser.h"

#include <QJsonArray>
#include <QJsonObject>

namespace dtriage {
namespace {

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
    return object;
}

void fillJson(const PreflightReport& report, VerbJson& json)
{
    QJsonArray loaders;
    for (const PreflightResult& result : report.loaders)
        loaders.append(loaderJson(result));
    json.insert(QStringLiteral("loaders"), loaders);
    json.insert(QStringLiteral("flagged"), report.flaggedCount());
    json.insert(QStringLiteral("errors"), report.errorCount());
    json.insert(QStringLiteral("not_applicable"), report.notApplicableCount());
    json.insert(QStringLiteral("elapsed_ms"), report.elapsedMs);
}

void printText(const PreflightReport& report, QTextStream& out)
{
    for (const PreflightResult& result : report.loaders) {
        if (result.notApplicable) {
            out << result.relativePath << ": "
                << ScanCommand::tr("not applicable (the torch runner builds only */pytorch/loader.py)") << '\n';
            continue;
        }
        if (!result.ok()) {
            out << result.relativePath << ": " << ScanCommand::tr("error: %1").arg(result.analysis.error().toString()) << '\n';
            continue;
        }
        out << result.relativePath << ": "
            << (result.flagged() ? ScanCommand::tr("flagged") : ScanCommand::tr("clear")) << '\n';
        for (const PreflightFinding& finding : result.findings())
            out << "    " << ScanCommand::tr("line %1, input %2 (%3): %4")
                                 .arg(finding.site.startLine).arg(finding.inputKey, fixName(finding.fix), finding.why)
                << '\n';
    }
    out << ScanCommand::tr("%1 loaders, %2 flagged, %3 not analysable, %4 not applicable, %5 ms")
               .arg(report.loaders.size())
               .arg(report.flaggedCount())
               .arg(report.errorCount())
               .arg(report.notApplicableCount())
               .arg(report.elapsedMs)
        << '\n';
}

}  // namespace

int ScanCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("scan"),
                    tr("Predicts, before anything runs, which loaders build a floating input that stays "
                       "float32 when the runner passes dtype_override=torch.bfloat16."),
                    {.json = true, .takesKeys = false});
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    const PreflightReport report = PreflightScan::scanBlocking(verb.checkout().loadersRoot());
    for (const PreflightResult& result : report.loaders) {
        if (!result.ok() && !result.notApplicable)
            err << result.analysis.error().toString() << '\n';
    }
    if (verb.json())
        fillJson(report, verb.jsonOutput());
    else
        printText(report, out);
    return verb.finish(ExitOk);
}

}  // namespace dtriage
