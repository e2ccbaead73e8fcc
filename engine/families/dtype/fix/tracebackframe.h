#pragma once
// The BFLOAT16 phase's error as the repro printed its traceback: what the fix
// proposal looks through for the loader's frame.
#include <QString>

namespace dtriage {

// One frame of the error's Python traceback, outermost first as Python prints it.
struct TracebackFrame {
    QString file;
    int line = 0;
    QString function;  // co_name: "load_inputs", "forward", "<module>"
    QString text;  // the source line the traceback shows
};

}  // namespace dtriage
