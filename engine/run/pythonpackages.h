#pragma once
// What a Python's imports depend on beyond the interpreter and torch (issue 31):
// the distributions installed (names and versions), sys.path, and the variables
// that decide what the hub libraries fetch (offline, cache folders, a token's
// presence). Installing or upgrading a package, or going offline, changes the
// digest, so a survey's result that it can change is not reused. Read by running
// the Python once (no torch import); blocking: a worker thread or the command line.
#include "core/error.h"
#include "run/pythonenvironment.h"

#include <QByteArray>
#include <QCoreApplication>

namespace dtriage {

class PythonPackages {
    Q_DECLARE_TR_FUNCTIONS(PythonPackages)
public:
    // A SHA-256 of the above; `count`, when given, gets how many distributions it covers.
    static Result<QByteArray> digest(const PythonCommand& python, int* count = nullptr);
};

}  // namespace dtriage
