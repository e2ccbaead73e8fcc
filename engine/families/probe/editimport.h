#pragma once
// The check every loader edit of a probe family passes before it is offered (issue
// 46 §2): the edit's text imported as tt-xla's runner imports the loader (the
// family's probe, `loader_source` in the file's place, `import_only`), nothing
// written, nothing run after the import. An ast check passed a relative import one
// package short; this import does not.
#include "families/probe/proberesult.h"
#include "run/proberequest.h"
#include "run/pythonenvironment.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class FamilyProbe;

class EditImport {
    Q_DECLARE_TR_FUNCTIONS(EditImport)
public:
    // `request` made to import `edited` in place of the loader's file, and stop there.
    static void ask(ProbeRequest& request, const QByteArray& edited);
    // Why the edit does not import ("the edited loader does not import as tt-xla's
    // runner imports it: ModuleNotFoundError: …"), or why the check itself did not
    // finish (a crash, a timeout); empty when it imported.
    static QString failureOf(const ProbeResult& result);
    // The whole check, waited for (the command line): empty when the edit imports.
    static QString check(const FamilyProbe& probe, const PythonCommand& python, const QString& checkoutRoot,
                         const QString& loaderPath, const QString& variant, const QByteArray& edited);
};

}  // namespace dtriage
