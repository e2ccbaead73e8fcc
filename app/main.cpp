// dtype-triage: the workbench window, or a headless verb (`list`, ...).
#include "batchcommand.h"
#include "checkout/democheckout.h"
#include "theme.h"
#include "workbenchsettings.h"
#include "exitcode.h"
#include "listcommand.h"
#include "proposecommand.h"
#include "scancommand.h"
#include "triagecommand.h"
#include "verifycommand.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>
#include <cstring>

namespace {

void installTranslations(QCoreApplication& app)
{
    auto* own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("dtype-triage"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app.installTranslator(own);
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
}

using Verb = int (*)(const QStringList&, QTextStream&, QTextStream&);

Verb headlessVerb(int argc, char** argv)
{
    if (argc < 2)
        return nullptr;
    if (std::strcmp(argv[1], "list") == 0)
        return &dtriage::ListCommand::run;
    if (std::strcmp(argv[1], "scan") == 0)
        return &dtriage::ScanCommand::run;
    if (std::strcmp(argv[1], "propose") == 0)
        return &dtriage::ProposeCommand::run;
    if (std::strcmp(argv[1], "triage") == 0)
        return &dtriage::TriageCommand::run;
    if (std::strcmp(argv[1], "batch") == 0)
        return &dtriage::BatchCommand::run;
    if (std::strcmp(argv[1], "verify") == 0)
        return &dtriage::VerifyCommand::run;
    return nullptr;
}

int runHeadless(Verb verb, int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("dtype-triage"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DTRIAGE_VERSION));
    installTranslations(app);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return verb(app.arguments(), out, err);
}

QString versionText()
{
    return QCoreApplication::translate("main", "%1 (Qt %2, highlighting: %3)")
        .arg(QStringLiteral(DTRIAGE_VERSION), QString::fromLatin1(qVersion()),
             QStringLiteral(DTRIAGE_HIGHLIGHTER));
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
    return *copy;
}

int runWindow(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("dtype-triage"));
    QApplication::setOrganizationName(QStringLiteral("dtype-triage"));
    QApplication::setApplicationVersion(versionText());
    QApplication::setDesktopFileName(QStringLiteral("dtype-triage"));
    installTranslations(app);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/dtype-triage.svg")));
    {
        QSettings settings;
        dtriage::applyTheme(dtriage::WorkbenchSettings::load(settings).theme);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Triage tt-xla training tests that fail with a bfloat16 dtype error.\n"
                "Verbs (each has --help):\n"
                "  list --checkout DIR [--bf16] [--failing] [--json]\n"
                "  scan --checkout DIR [--json]\n"
                "  propose KEY --checkout DIR [--float32-input NAME ...] [--flavor F] [--apply]\n"
                "  triage KEY --checkout DIR [--yes] [--junit FILE] [--report FILE] [--interpreter PY]\n"
                "  batch --checkout DIR [--bf16] [--jobs N] [--yes] [--report FILE] [--interpreter PY]\n"
                "  verify KEY... --checkout DIR --junit FILE [--branch A|B|C] [--record FILE] [--yes]\n"
                "Exit codes: 0 ok, 1 failure, 2 usage, 3 not a tt-xla checkout,\n"
                "4 stopped before a write: approval needed (rerun with --yes)."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("checkout"),
                                 QCoreApplication::translate("main", "The tt-xla checkout to open (default: a copy of the demo)."),
                                 QStringLiteral("[CHECKOUT]"));
    parser.process(app);

    QTextStream err(stderr);
    const QString checkout = checkoutToOpen(parser, err);
    dtriage::MainWindow window;
    window.show();
    if (!checkout.isEmpty())
        window.openCheckout(checkout);
    return app.exec();
}

}  // namespace

int main(int argc, char** argv)
{
    const Verb verb = headlessVerb(argc, argv);
    return verb ? runHeadless(verb, argc, argv) : runWindow(argc, argv);
}
