// dtype-triage: the workbench window, or a headless verb (`list`, ...).
#include "appinfo.h"
#include "batchcommand.h"
#include "home/datahome.h"
#include "checkout/democheckout.h"
#include "core/logging.h"
#include "core/terminaldevice.h"
#include "verbparser.h"
#include "chrome/theme.h"
#include "chrome/workbenchsettings.h"
#include "exitcode.h"
#include "families/families.h"
#include "listcommand.h"
#include "proposecommand.h"
#include "scancommand.h"
#include "triagecommand.h"
#include "surveycommand.h"
#include "synccommand.h"
#include "verifycommand.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QSettings>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>
#include <optional>
#include <cstring>

namespace {

void installTranslations(QCoreApplication& app)
{
    auto* own = new QTranslator(&app);
    // A language without a translation (and the C locale of containers and CI) reads
    // English with its plurals written ("2 entries", not "2 entr(y/ies)").
    if (own->load(QLocale(), QStringLiteral("dtype-triage"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || own->load(QStringLiteral(":/i18n/dtype-triage_en")))
        app.installTranslator(own);
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
}

using Verb = int (*)(const QStringList&, QTextStream&, QTextStream&);

// Every verb, once: the dispatch and the words that list them.
struct VerbEntry {
    const char* name;
    Verb run;
};
constexpr VerbEntry kVerbs[] = {{"list", &dtriage::ListCommand::run},     {"scan", &dtriage::ScanCommand::run},
                                {"propose", &dtriage::ProposeCommand::run}, {"triage", &dtriage::TriageCommand::run},
                                {"batch", &dtriage::BatchCommand::run},   {"survey", &dtriage::SurveyCommand::run},
                                {"verify", &dtriage::VerifyCommand::run}, {"sync", &dtriage::SyncCommand::run}};

Verb headlessVerb(int argc, char** argv)
{
    if (argc < 2)
        return nullptr;
    for (const VerbEntry& verb : kVerbs)
        if (std::strcmp(argv[1], verb.name) == 0)
            return verb.run;
    return nullptr;
}

// "list, scan, propose, triage, batch, survey, verify and sync".
QString verbNames()
{
    QStringList names;
    for (const VerbEntry& verb : kVerbs)
        names << QString::fromLatin1(verb.name);
    const QString last = names.takeLast();
    return QCoreApplication::translate("main", "%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

// One identity for the window and the verbs (DataHome); what older builds left
// elsewhere moves here first, and the user hears about it on stderr.
void useDataHome()
{
    dtriage::DataHome::useAppIdentity();
    const dtriage::DataHome::Adopted adopted = dtriage::DataHome::adoptLegacyData();
    QTextStream err(stderr);
    for (const QString& line : adopted.summary())
        err << "dtype-triage: " << line << '\n';
}

int runHeadless(Verb verb, int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    installTranslations(app);
    QCoreApplication::setApplicationVersion(dtriage::AppInfo::versionText());
    useDataHome();
    // No control byte of outside text (a key, a reason, a child's line) reaches the terminal.
    dtriage::TerminalDevice stdoutDevice(stdout);
    dtriage::TerminalDevice stderrDevice(stderr);
    QTextStream out(&stdoutDevice);
    QTextStream err(&stderrDevice);
    return verb(app.arguments(), out, err);
}

// The window's options, for the window and for --help / --version without one.
void describeWindowOptions(QCommandLineParser& parser)
{
    QStringList families;
    for (const dtriage::FailureFamily* family : dtriage::Families::all())
        families << QCoreApplication::translate("main", "%1 (family %2)").arg(family->title(), family->id());
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Triage tt-xla training tests that fail before TT compilation:\n%1.\n"
                "Verbs (each has --help and --version):\n"
                "  list --checkout DIR [--family ID | --bf16] [--failing] [--json]\n"
                "  scan --checkout DIR [--family ID] [--json]\n"
                "  propose KEY --checkout DIR [family options] [--apply] [--json]\n"
                "  propose KEY --checkout DIR --probe FILE [--target CHOICE] [--why TEXT] [--apply] [--json]\n"
                "  triage KEY --checkout DIR [--yes] [--junit FILE] [--report FILE] [--interpreter PY]\n"
                "         [--target CHOICE] [--why TEXT] [--probe FILE] [--json]\n"
                "  batch --checkout DIR [--family ID | --bf16] [--jobs N] [--yes] [--report FILE] [--interpreter PY] [--json]\n"
                "  survey --checkout DIR [--family ID | --bf16 | --keys FILE] [--failing | --all] [--jobs N] [--fresh] [--report FILE] [--json]\n"
                "  verify KEY... --checkout DIR --junit FILE [--branch A|B|C] [--record FILE] [--yes] [--json]\n"
                "  sync --checkout DIR (--workflow FILE... [--last N] | --reports DIR...) [--kind K] [--key KEY] [--yes]\n"
                "       [--report FILE] [--json]\n"
                "Every verb also takes --verbose (log lines on stderr; or QT_LOGGING_RULES=dtriage.run.debug=true).\n"
                "Exit codes: 0 ok, 1 failure, 2 usage, 3 not a tt-xla checkout,\n"
                "4 stopped before a write: approval needed (rerun with --yes).")
                                         .arg(families.join(QStringLiteral(",\n"))));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(dtriage::VerbParser::verboseOption());
    parser.addPositionalArgument(QStringLiteral("checkout"),
                                 QCoreApplication::translate("main", "The tt-xla checkout to open (default: a copy of the demo)."),
                                 QStringLiteral("[CHECKOUT]"));
}

// --help and --version need no display: answered before any QApplication exists.
bool asksForInfoOnly(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char* flag : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], flag) == 0)
                return true;
        }
    }
    return false;
}

int runInfo(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    installTranslations(app);
    dtriage::DataHome::useAppIdentity();
    QCoreApplication::setApplicationVersion(dtriage::AppInfo::versionText());
    QCommandLineParser parser;
    describeWindowOptions(parser);
    parser.process(app);  // prints and exits for --help and --version
    return 0;
}

// The checkout to open: the one given, else a fresh copy of the bundled demo.
QString checkoutToOpen(const QCommandLineParser& parser, QTextStream& err)
{
    if (!parser.positionalArguments().isEmpty())
        return parser.positionalArguments().constFirst();
    const auto copy = dtriage::DemoCheckout::copyTo(dtriage::DemoCheckout::defaultParentDir());
    if (!copy) {
        err << copy.error().toString() << '\n';
        return {};
    }
    err << QCoreApplication::translate("main", "Opening a copy of the demo checkout: %1").arg(*copy) << '\n';
    if (const auto runs = dtriage::DemoCheckout::copyRecordedRunsBeside(*copy); !runs)  // for Triage ▸ CI History
        err << runs.error().toString() << '\n';
    return *copy;
}

int runWindow(int argc, char** argv)
{
    QApplication app(argc, argv);
    installTranslations(app);
    useDataHome();
    QApplication::setApplicationVersion(dtriage::AppInfo::versionText());
    QApplication::setDesktopFileName(QStringLiteral(DTRIAGE_APP_ID));  // the .desktop file and AppStream id
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/dtype-triage.svg")));
    {
        QSettings settings;
        dtriage::applyTheme(dtriage::WorkbenchSettings::load(settings).theme);
    }

    QCommandLineParser parser;
    describeWindowOptions(parser);
    parser.process(app);

    QTextStream err(stderr);
    const QString checkout = checkoutToOpen(parser, err);
    dtriage::MainWindow window;
    window.show();
    if (!checkout.isEmpty())
        window.openCheckout(checkout);
    return app.exec();
}

// The window's command line checked before any window or display: an unknown
// option, a second CHECKOUT, or a word that is no verb and no folder (a mistyped
// verb) is a usage error (exit 2), said in words, not a window that fails to open.
std::optional<int> windowUsageError(int argc, char** argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QTextStream err(stderr);
    // A first word that is no option, no verb and no path: a mistyped verb, said
    // before its options (which the window does not know) are.
    const QString first = arguments.value(1);
    if (!first.isEmpty() && !first.startsWith(u'-') && !first.contains(u'/') && !QFileInfo::exists(first)) {
        err << QCoreApplication::translate("main", "unknown verb \"%1\": the verbs are %2 (a checkout to open is an "
                                                   "existing folder)")
                   .arg(first, verbNames())
            << '\n';
        return dtriage::ExitUsage;
    }
    QCommandLineParser parser;
    describeWindowOptions(parser);
    if (!parser.parse(arguments)) {
        err << parser.errorText() << '\n';
        return dtriage::ExitUsage;
    }
    if (const qsizetype given = parser.positionalArguments().size(); given > 1) {
        err << QCoreApplication::translate("main", "the window opens one CHECKOUT; %1 were given").arg(given) << '\n';
        return dtriage::ExitUsage;
    }
    return std::nullopt;
}

}  // namespace

int main(int argc, char** argv)
{
    dtriage::Logging::setUp(dtriage::Logging::askedForVerbose(argc, argv));
    if (const Verb verb = headlessVerb(argc, argv))
        return runHeadless(verb, argc, argv);
    if (asksForInfoOnly(argc, argv))
        return runInfo(argc, argv);
    if (const std::optional<int> usage = windowUsageError(argc, argv))
        return *usage;
    return runWindow(argc, argv);
}
