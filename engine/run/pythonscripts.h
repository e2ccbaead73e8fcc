#pragma once
// The fixed Python scripts the engine runs (resources/python/, ":/python/<name>"),
// extracted once per process into a private temporary folder: Python needs a real
// file for its tracebacks, and the warm worker imports its siblings from there.
#include "core/error.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class PythonScripts {
    Q_DECLARE_TR_FUNCTIONS(PythonScripts)
public:
    // The extracted file of `fileName` ("probe_runtime.py", "families/unpack/forward_probe.py":
    // the resource's path under the scripts' root, folders kept); thread-safe.
    static Result<QString> path(const QString& fileName);
};

}  // namespace dtriage
