#pragma once
// `dtype-triage triage KEY|MODEL_INFO_NAME --checkout DIR [--yes] [--junit FILE]
// [--report FILE] [--interpreter PY]`: the whole triage of one entry (docs/triage.md §2) as
// one TriageSession on a local event loop. Without --yes it stops before the first
// write, prints the diff it would apply and exits 4 (nothing written).
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace dtriage {

class TriageCommand {
    Q_DECLARE_TR_FUNCTIONS(TriageCommand)

public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

}  // namespace dtriage
