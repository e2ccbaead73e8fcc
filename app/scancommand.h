#pragma once
// `dtype-triage scan --checkout DIR [--family ID] [--json]`: a failure family's pre-flight of
// every loader (FamilySourceAnalysis::scan), before anything runs.
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
