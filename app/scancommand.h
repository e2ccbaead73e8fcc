#pragma once
// `dtype-triage scan --checkout DIR [--json]`: the pre-flight scan of every loader.
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace dtriage {

class ScanCommand {
    Q_DECLARE_TR_FUNCTIONS(ScanCommand)

public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

}  // namespace dtriage
