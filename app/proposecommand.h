#pragma once
// `dtype-triage propose KEY --checkout DIR [--float32-input NAME ...] [--flavor F] [--apply]`:
// the one-line loader fix for an entry, with its evidence and diff; written only
// with --apply, through the same validation and conflict checks as the window.
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace dtriage {

class ProposeCommand {
    Q_DECLARE_TR_FUNCTIONS(ProposeCommand)

public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

}  // namespace dtriage
