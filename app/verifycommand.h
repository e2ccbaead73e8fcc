#pragma once
// `dtype-triage verify KEY... --checkout DIR --junit FILE [--branch A|B|C]
// [--record FILE] [--yes]`: step 7 of docs/triage.md §2 alone, from an existing JUnit file.
// The branch comes from a saved session record (--record) when given, else from
// --branch. Prints the YAML diff; writes it only with --yes (conflict-checked).
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace dtriage {

class VerifyCommand {
    Q_DECLARE_TR_FUNCTIONS(VerifyCommand)

public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

}  // namespace dtriage
