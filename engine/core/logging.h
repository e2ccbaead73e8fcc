#pragma once
// What dtype-triage says about its own work, by concern: dtriage.config (YAML read
// and written), dtriage.analysis (the embedded interpreter, loader analysis),
// dtriage.run (interpreters found, processes started and ended), dtriage.session
// (a triage's steps), dtriage.ui (the window). Debug and info are off by default;
// QT_LOGGING_RULES switches categories on (`dtriage.run.debug=true`), --verbose all
// of them. Lines go to stderr as "dtype-triage [category] message".
#include <QLoggingCategory>

namespace dtriage {

Q_DECLARE_LOGGING_CATEGORY(lcConfig)
Q_DECLARE_LOGGING_CATEGORY(lcAnalysis)
Q_DECLARE_LOGGING_CATEGORY(lcRun)
Q_DECLARE_LOGGING_CATEGORY(lcSession)
Q_DECLARE_LOGGING_CATEGORY(lcUi)

class Logging {
public:
    // The message pattern (unless QT_MESSAGE_PATTERN sets one); with `verbose`,
    // every dtriage category on. QT_LOGGING_RULES still has the last word.
    static void setUp(bool verbose);
    // Whether the command line asks for --verbose (read before any parser runs,
    // so the window's start and a verb's checks log too).
    static bool askedForVerbose(int argc, char** argv);
};

}  // namespace dtriage
