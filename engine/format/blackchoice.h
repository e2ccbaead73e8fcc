#pragma once
// Which black formats an edit (docs/architecture.md "Formatting"): the black of
// the checkout's Python (its venv: the closest to what the user's pre-commit
// runs), else the workbench's own (the embedded interpreter's, Debian's black),
// else none: the edit then stays as written, "not black-formatted: run
// pre-commit". Nothing imitates black. The choice carries the pin its result is
// compared with.
#include "core/error.h"
#include "format/blackpin.h"
#include "run/pythonenvironment.h"

#include <optional>

namespace dtriage {

struct BlackChoice {
    enum class Whose { Checkout, Workbench, None };

    Whose whose = Whose::Workbench;
    std::optional<PythonCommand> python;  // Checkout: how to run the checkout's Python
    BlackPin pin;

    // The checkout's Python's black when its probe found one, else the workbench's.
    static BlackChoice of(const Result<PythonCommand>& python, const BlackPin& pin);
    static BlackChoice workbench(const BlackPin& pin = {});
    static BlackChoice none(const BlackPin& pin = {});
};

}  // namespace dtriage
