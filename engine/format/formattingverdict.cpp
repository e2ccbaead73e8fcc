#include "format/formattingverdict.h"

namespace dtriage {
namespace {

// What records of earlier versions say when their imitation of black shaped the edit.
const QString kOldBuiltIn = QStringLiteral("built-in");

}  // namespace

QString FormattingVerdict::whose(const QString& from)
{
    if (from == QLatin1String("checkout"))
        return tr("the checkout's Python");
    if (from == QLatin1String("workbench"))
        return tr("the workbench's Python");
    return from;
}

QString FormattingVerdict::choice(const BlackChoice& black)
{
    QString used;
    if (black.whose == BlackChoice::Whose::Checkout && black.python)
        used = tr("Black: %1 in the checkout's Python").arg(black.python->blackVersion);
    else if (black.whose == BlackChoice::Whose::Workbench)
        used = tr("Black: none in the checkout's Python; the workbench's formats fixes when it has one");
    else
        used = tr("Black: none; fixes stay unformatted");
    if (!black.pin.isSet())
        return tr("%1; no black pin found in .pre-commit-config.yaml").arg(used);
    return tr("%1; pinned %2 in %3").arg(used, black.pin.version(), black.pin.file);
}

QString FormattingVerdict::brief(const QString& formatter, const QString& from, const BlackPin& pin)
{
    if (from == nothingToShape())
        return tr("Nothing for black to shape");
    if (formatter.isEmpty() || formatter == kOldBuiltIn)
        return tr("Not black-formatted: run pre-commit");
    if (!pin.isSet())
        return tr("Formatted by %1; no pre-commit pin").arg(formatter);
    if (pin.matches(formatter))
        return tr("Formatted by %1, as pre-commit pins").arg(formatter);
    return tr("Formatted by %1; pre-commit pins %2").arg(formatter, pin.version());
}

QString FormattingVerdict::line(const QString& formatter, const QString& from, const BlackPin& pin)
{
    if (from == nothingToShape())
        return tr("nothing for black to shape: the edit is one line, written as it is");
    if (formatter == kOldBuiltIn)  // a record of an earlier version
        return tr("shaped by the built-in formatter of an earlier version, not black: run pre-commit");
    if (formatter.isEmpty()) {
        if (!pin.isSet())
            return tr("not black-formatted: run pre-commit");
        return tr("not black-formatted: run pre-commit (black %1, pinned in %2)").arg(pin.version(), pin.file);
    }
    const QString used = from.isEmpty() ? formatter : tr("%1 (%2)").arg(formatter, whose(from));
    if (!pin.isSet())
        return tr("formatted by %1; no black pin found in .pre-commit-config.yaml").arg(used);
    if (pin.matches(formatter))
        return tr("formatted by %1, the version pinned in %2").arg(used, pin.file);
    return tr("formatted by %1, but %2 pins black %3: run pre-commit, it may reshape the edit")
        .arg(used, pin.file, pin.version());
}

}  // namespace dtriage
