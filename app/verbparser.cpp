#include "verbparser.h"

#include "appinfo.h"
#include "exitcode.h"

#include <QJsonValue>

namespace dtriage {

VerbParser::VerbParser(const QString& verb, const QString& description, VerbOptions options)
    : m_verb(verb),
      m_options(options),
      m_checkoutOption(QStringLiteral("checkout"), tr("The tt-xla checkout."), tr("DIR")),
      m_versionOption({QStringLiteral("v"), QStringLiteral("version")}, tr("Displays version information.")),
      m_jsonOption(QStringLiteral("json"),
                   tr("Print one JSON object on stdout (schema_version %1, see docs/data.md); "
                      "human-readable lines go to stderr.")
                       .arg(VerbJson::kSchemaVersion)),
      m_json(verb)
{
    m_parser.setApplicationDescription(description);
    m_parser.addHelpOption();
    m_parser.addOption(m_versionOption);
    m_parser.addOption(verboseOption());
    m_parser.addPositionalArgument(verb, tr("The verb."));
    m_parser.addOption(m_checkoutOption);
    if (m_options.json)
        m_parser.addOption(m_jsonOption);
}

std::optional<int> VerbParser::parse(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    m_out = &out;
    m_err = &err;
    m_text = &out;
    if (!m_parser.parse(arguments)) {
        err << m_parser.errorText() << '\n';
        return ExitUsage;
    }
    if (m_parser.isSet(QStringLiteral("help"))) {
        out << m_parser.helpText();
        return ExitOk;
    }
    if (m_parser.isSet(m_versionOption)) {
        out << QCoreApplication::applicationName() << ' ' << AppInfo::versionText() << '\n';
        return ExitOk;
    }
    if (!m_options.takesKeys && !positional().isEmpty()) {
        err << tr("%1: takes no argument besides its options (\"%2\" given)").arg(m_verb, positional().join(u' ')) << '\n';
        return ExitUsage;
    }
    m_jsonMode = m_options.json && m_parser.isSet(m_jsonOption);
    if (m_jsonMode)
        m_text = &err;
    if (!m_parser.isSet(m_checkoutOption)) {
        err << tr("%1: --checkout DIR is required").arg(m_verb) << '\n';
        return ExitUsage;
    }
    auto checkout = Checkout::open(m_parser.value(m_checkoutOption), m_options.loaders);
    if (!checkout)
        return fail(ExitNoCheckout, checkout.error().toString());
    m_checkout = std::move(*checkout);
    if (!m_checkout->hasLoaders()) {
        err << m_checkout->loadersProblem() << '\n';
        m_json.insert(QStringLiteral("loaders_problem"), m_checkout->loadersProblem());
    }
    return std::nullopt;
}

// Read by main() before any parser (Logging::askedForVerbose); declared here so
// --help lists it and parsing accepts it.
QCommandLineOption VerbParser::verboseOption()
{
    return QCommandLineOption(QStringLiteral("verbose"),
                              tr("Log what happens on stderr: YAML, analysis, processes, the session's steps."));
}

QStringList VerbParser::positional() const
{
    QStringList args = m_parser.positionalArguments();
    if (!args.isEmpty())
        args.removeFirst();  // the verb itself
    return args;
}

int VerbParser::finish(int exitCode)
{
    return m_jsonMode ? m_json.print(*m_out, exitCode) : exitCode;
}

int VerbParser::fail(int exitCode, const QString& message)
{
    *m_err << message << '\n';
    m_err->flush();
    m_json.insert(QStringLiteral("error"), message);
    return finish(exitCode);
}

std::optional<int> VerbParser::jobs(const QCommandLineOption& option, int fallback)
{
    if (!m_parser.isSet(option))
        return fallback;
    bool whole = false;
    const int jobs = m_parser.value(option).toInt(&whole);
    if (whole && jobs >= 1)
        return jobs;
    *m_err << tr("%1: --jobs takes a whole number of 1 or more, not \"%2\"").arg(m_verb, m_parser.value(option)) << '\n';
    return std::nullopt;
}

}  // namespace dtriage
