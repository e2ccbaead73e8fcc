#include "verbparser.h"

#include "exitcode.h"

namespace dtriage {

VerbParser::VerbParser(const QString& verb, const QString& description)
    : m_verb(verb),
      m_checkoutOption(QStringLiteral("checkout"), tr("The tt-xla checkout."), tr("DIR"))
{
    m_parser.setApplicationDescription(description);
    m_parser.addHelpOption();
    m_parser.addPositionalArgument(verb, tr("The verb."));
    m_parser.addOption(m_checkoutOption);
}

std::optional<int> VerbParser::parse(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    if (!m_parser.parse(arguments)) {
        err << m_parser.errorText() << '\n';
        return ExitUsage;
    }
    if (m_parser.isSet(QStringLiteral("help"))) {
        out << m_parser.helpText();
        return ExitOk;
    }
    if (!m_parser.isSet(m_checkoutOption)) {
        err << tr("%1: --checkout DIR is required").arg(m_verb) << '\n';
        return ExitUsage;
    }
    auto checkout = Checkout::open(m_parser.value(m_checkoutOption));
    if (!checkout) {
        err << checkout.error().toString() << '\n';
        return ExitNoCheckout;
    }
    m_checkout = std::move(*checkout);
    return std::nullopt;
}

QStringList VerbParser::positional() const
{
    QStringList args = m_parser.positionalArguments();
    if (!args.isEmpty())
        args.removeFirst();  // the verb itself
    return args;
}

}  // namespace dtriage
