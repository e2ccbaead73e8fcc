#pragma once
// `verify … --ci` and `verify … --ci-run ID` (docs/triage.md §2 "Verifying through
// tt-xla's CI"): what the command line does before step 7 plans the YAML -- build
// the dispatch of tt-xla's "Run Test Single" workflow for the keys, check it
// against the checkout's copy of the workflow and the tt-forge-models ref against
// the submodule's remote, show it, dispatch it only when approved, follow the run
// and download its JUnit reports. Or pick up a run dispatched earlier, or cancel it.
#include "ci/cidispatch.h"
#include "ci/cirun.h"
#include "core/error.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

#include <variant>

namespace dtriage {

class VerbParser;

struct CiVerificationRequest {
    QStringList keys;
    CiDispatchOptions options;
    qint64 runId = 0;        // --ci-run: pick this run up instead of dispatching
    bool dispatchApproved = false;  // --dispatch or --yes
    bool cancel = false;     // --cancel (with --ci-run)
    int pollMs = 30 * 1000;
    // The approved loader fixes the run must see, relative to the loaders' root
    // (the records' fixed files): they must be on the forge-models ref.
    QStringList fixedFiles;
};

class CiVerification {
    Q_DECLARE_TR_FUNCTIONS(CiVerification)
public:
    // The command line's CI options (verify and batch take the same).
    struct Options {
        QCommandLineOption ci;
        QCommandLineOption run;
        QCommandLineOption runsOn;
        QCommandLineOption groups;
        QCommandLineOption forgeModelsRef;
        QCommandLineOption repo;
        QCommandLineOption dispatch;
        QCommandLineOption cancel;
        QCommandLineOption poll;
        QCommandLineOption workflowRef;
    };
    static Options addOptions(QCommandLineParser& parser);
    // The request the parsed options make for `keys`; a usage error when they do not fit.
    static Result<CiVerificationRequest> request(const Options& options, const QCommandLineParser& parser,
                                                 const QStringList& keys);

    // Where the verb stops before anything is sent: its exit code, and the error
    // (empty: not an error -- approval needed, fixes to push; printed already).
    struct Stop {
        int code;
        QString error;
    };
    // The dispatch of the request's keys: the pushed-fixes check (the git commands
    // printed when they are only on disk), the forge-models ref checked, the
    // dispatch checked against the checkout's workflow and printed; a Stop unless
    // the request approves it.
    static std::variant<CiDispatch, Stop> prepare(const CiVerificationRequest& request, VerbParser& verb);

    // The finished run and its report_*.xml files, or the exit code the verb ends
    // with (approval needed, failure, a run canceled); what happened is printed.
    static std::variant<CiRunOutcome, int> run(const CiVerificationRequest& request, VerbParser& verb);

private:
    static std::variant<CiRunOutcome, int> follow(const CiVerificationRequest& request,
                                                 const std::optional<CiDispatch>& dispatch, VerbParser& verb);
};

}  // namespace dtriage
