#pragma once
// Exit codes of the headless verbs; README and --help list them.
namespace dtriage {

enum ExitCode : int {
    ExitOk = 0,
    ExitFailure = 1,      // the verb ran and found a problem (e.g. a config file did not parse)
    ExitUsage = 2,        // wrong arguments
    ExitNoCheckout = 3,   // the folder is not a tt-xla checkout
    ExitNeedsApproval = 4,  // stopped before a write: rerun with --yes to apply the diff shown
    // The runner cannot start here (no TT environment: pytest could not import
    // tt-xla's conftest): what the CPU verified is kept, the YAML untouched; verify
    // on TT hardware (verify --ci, or --junit with a TT machine's results).
    ExitNeedsTtVerification = 5,
};

}  // namespace dtriage
