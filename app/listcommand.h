#pragma once
// `dtype-triage list --checkout DIR [--bf16] [--failing] [--json]`: the failure
// list without a window.
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace dtriage {

class ListCommand {
    Q_DECLARE_TR_FUNCTIONS(ListCommand)
public:
    // Returns the process exit code (see ExitCode in exitcode.h).
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

}  // namespace dtriage
