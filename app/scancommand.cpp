#include "scancommand.h"

#include "exitcode.h"
#include "families/familysourceanalysis.h"
#include "families/families.h"
#include "verbparser.h"

namespace dtriage {
namespace {

// The families that read the loaders' source before anything runs.
QList<const FailureFamily*> scanning()
{
    QList<const FailureFamily*> families;
    for (const FailureFamily* family : Families::all())
        if (family->sourceAnalysis())
            families << family;
    return families;
}

QString describe(const QList<const FailureFamily*>& families)
{
    QStringList lines;
    for (const FailureFamily* family : families)
        lines << ScanCommand::tr("%1: %2").arg(family->id(), family->sourceAnalysis()->prediction());
    return lines.join(QStringLiteral("; "));
}

}  // namespace

int ScanCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    const QList<const FailureFamily*> families = scanning();
    VerbParser verb(QStringLiteral("scan"),
                    tr("Predicts from every loader's source, before anything runs, where a failure family's fix "
                       "applies (%1).")
                        .arg(describe(families)),
                    {.json = true, .takesKeys = false});
    QStringList ids;
    for (const FailureFamily* family : families)
        ids << family->id();
    const QCommandLineOption familyOption(QStringLiteral("family"),
                                          tr("The family whose pre-flight runs: %1 (default: the first).")
                                              .arg(ids.join(QStringLiteral(", "))),
                                          tr("ID"));
    verb.parser().addOption(familyOption);
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    const QString id = verb.parser().isSet(familyOption) ? verb.parser().value(familyOption) : ids.value(0);
    const FailureFamily* family = Families::byId(id);
    if (!family || !family->sourceAnalysis()) {  // as every usage error: on stderr, no JSON
        err << tr("scan: --family must be one of %1").arg(ids.join(QStringLiteral(", "))) << '\n';
        return ExitUsage;
    }
    const LoaderScanOutput scan = family->sourceAnalysis()->scan(verb.checkout().loadersRoot());
    for (const QString& problem : scan.problems)
        err << problem << '\n';
    verb.jsonOutput().insert(QStringLiteral("family"), family->id());
    for (auto it = scan.json.constBegin(); it != scan.json.constEnd(); ++it)
        verb.jsonOutput().insert(it.key(), *it);
    if (!verb.json())  // the JSON holds every finding: no second copy on stderr
        for (const QString& line : scan.lines)
            out << line << '\n';
    return verb.finish(ExitOk);
}

}  // namespace dtriage
