#pragma once
// The bundled demo checkout (resources/demo/tt-xla-mini, compiled into the app as
// ":/demo/tt-xla-mini") and its recorded CI runs. The workbench never opens the
// shipped tree itself: it copies it to a fresh working folder so triage edits land
// on the copy.
#include <QCoreApplication>
#include "core/error.h"

#include <QString>

namespace dtriage {

class DemoCheckout {
    Q_DECLARE_TR_FUNCTIONS(DemoCheckout)
public:
    static QString resourceRoot() { return QStringLiteral(":/demo/tt-xla-mini"); }
    // Copies `source` (a resource path or a folder) into a new folder below
    // `parentDir` (created if needed) and returns the copy's path. Files come out
    // writable even though resources are read-only.
    static Result<QString> copyTo(const QString& parentDir, const QString& source = resourceRoot());
    // A fresh folder under the user's data location: .../demo-<yyyyMMdd-hhmmss>[-n].
    static QString defaultParentDir();
    // The demo's recorded weekly CI runs (resources/demo/weekly-runs, CASES.md), copied
    // beside a copy of the demo as "<copy>.weekly-runs": where the window's CI History
    // looks first. Its path.
    static QString recordedRunsResource() { return QStringLiteral(":/demo/weekly-runs"); }
    static Result<QString> copyRecordedRunsBeside(const QString& checkoutCopy, const QString& source = recordedRunsResource());
    static QString recordedRunsBeside(const QString& checkoutCopy);
};

}  // namespace dtriage
