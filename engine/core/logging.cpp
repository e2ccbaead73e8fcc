#include "core/logging.h"

#include "core/terminaltext.h"

#include <cstring>

namespace dtriage {

Q_LOGGING_CATEGORY(lcConfig, "dtriage.config", QtWarningMsg)
Q_LOGGING_CATEGORY(lcAnalysis, "dtriage.analysis", QtWarningMsg)
Q_LOGGING_CATEGORY(lcRun, "dtriage.run", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSession, "dtriage.session", QtWarningMsg)
Q_LOGGING_CATEGORY(lcUi, "dtriage.ui", QtWarningMsg)

namespace {

QtMessageHandler g_qtHandler = nullptr;

// A log line that quotes outside text (a key, a child's output) acts on no terminal.
void sanitizingHandler(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    g_qtHandler(type, context, TerminalText::sanitized(message));
}

}  // namespace

void Logging::setUp(bool verbose)
{
    if (!g_qtHandler)
        g_qtHandler = qInstallMessageHandler(sanitizingHandler);
    if (qEnvironmentVariableIsEmpty("QT_MESSAGE_PATTERN"))
        qSetMessagePattern(QStringLiteral("%{if-category}dtype-triage [%{category}] %{endif}%{message}"));
    // Rules set here rank below QT_LOGGING_RULES: the environment can still turn
    // one category off again.
    if (verbose)
        QLoggingCategory::setFilterRules(QStringLiteral("dtriage.*=true"));
}

bool Logging::askedForVerbose(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--verbose") == 0)
            return true;
    }
    return false;
}

}  // namespace dtriage
