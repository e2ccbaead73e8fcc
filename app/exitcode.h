#pragma once
// Exit codes of the headless verbs; README and --help list them.
namespace dtriage {

enum ExitCode : int {
    ExitOk = 0,
    ExitFailure = 1,      // the verb ran and found a problem (e.g. a config file did not parse)
    ExitUsage = 2,        // wrong arguments
    ExitNoCheckout = 3,   // the folder is not a tt-xla checkout
    ExitNeedsApproval = 4,  // stopped before a write: rerun with --yes to apply the diff shown
};

}  // namespace dtriage
