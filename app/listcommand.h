#pragma once
// `dtype-triage list --checkout DIR [--bf16] [--failing] [--json]`: the failure
// list without a window.
#include <QStringList>
#include <QTextStream>

namespace dtriage {

class ListCommand {
public:
    // Returns the process exit code (see ExitCode in exitcode.h).
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

}  // namespace dtriage
