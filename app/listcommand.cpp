#include "listcommand.h"

#include "core/terminaltext.h"
#include "checkout/checkout.h"
#include "config/configset.h"
#include "exitcode.h"
#include "familyoption.h"
#include "families/failurelist.h"
#include "verbparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace dtriage {
namespace {


// `family`: nullopt keeps every row; else FamilyOption::keeps.
QList<FailureRow> filtered(const QList<FailureRow>& rows, const std::optional<QString>& family, bool failingOnly)
{
    QList<FailureRow> kept;
    for (const FailureRow& row : rows) {
        if ((!family || FamilyOption::keeps(row, *family)) && (!failingOnly || row.isFailing()))
            kept.append(row);
    }
    return kept;
}

void fillJson(const QList<FailureRow>& rows, const ConfigSet& configs, const Checkout& checkout, VerbJson& json)
{
    QJsonArray entries;
    for (const FailureRow& row : rows)
        entries.append(row.toJson(checkout.root()));
    QJsonArray problems;
    for (const Error& problem : configs.errors)
        problems.append(problem.toString());
    json.insert(QStringLiteral("entries"), entries);
    json.insert(QStringLiteral("config_problems"), problems);
    json.insert(QStringLiteral("loaders_available"), checkout.hasLoaders());
}

void printTable(const QList<FailureRow>& rows, QTextStream& out)
{
    qsizetype keyWidth = 3;
    for (const FailureRow& row : rows)
        keyWidth = std::max(keyWidth, row.key.size());
    out << ListCommand::tr("KEY").leftJustified(keyWidth) << "  " << ListCommand::tr("STATUS").leftJustified(20) << "  "
        << ListCommand::tr("BRINGUP").leftJustified(25) << "  " << ListCommand::tr("FAMILY").leftJustified(7) << "  "
        << ListCommand::tr("FLAVOR").leftJustified(18) << "  "
        << ListCommand::tr("REASON") << '\n';
    for (const FailureRow& row : rows) {
        // One row a line: a key or reason from the YAML with a newline in it forges none.
        out << TerminalText::escaped(row.key).leftJustified(keyWidth) << "  "
            << TerminalText::escaped(row.status).leftJustified(20) << "  "
            << TerminalText::escaped(row.bringupStatus).leftJustified(25) << "  "
            << (row.family.isEmpty() ? QStringLiteral("-") : row.family).leftJustified(7) << "  "
            << (row.flavor.isEmpty() ? QStringLiteral("-") : row.flavor).leftJustified(18) << "  "
            << TerminalText::escaped(row.reason) << '\n';
    }
}

}  // namespace

int ListCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    // The YAML alone suffices: a fresh clone without the loaders submodule lists too.
    VerbParser verb(QStringLiteral("list"), ListCommand::tr("Lists the training entries of a tt-xla checkout."),
                    {.loaders = Checkout::Loaders::Optional, .json = true, .takesKeys = false});
    const FamilyOption familyOption;
    const QCommandLineOption failingOption(QStringLiteral("failing"), ListCommand::tr("Only entries not expected to pass."));
    familyOption.addTo(verb.parser());
    verb.parser().addOption(failingOption);
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    const Result<std::optional<QString>> family = familyOption.filter(verb.parser());
    if (!family) {
        err << family.error().toString() << '\n';
        return ExitUsage;
    }
    const ConfigSet configs = ConfigSet::load(verb.checkout());
    for (const Error& problem : configs.errors)
        err << problem.toString() << '\n';
    const QList<FailureRow> rows = filtered(FailureList::build(configs), *family, verb.parser().isSet(failingOption));
    if (verb.json())
        fillJson(rows, configs, verb.checkout(), verb.jsonOutput());
    else
        printTable(rows, out);
    return verb.finish(ExitOk);
}

}  // namespace dtriage
