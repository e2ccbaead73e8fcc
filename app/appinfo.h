#pragma once
// What `--version` says, for the window and every verb alike.
#include <QCoreApplication>
#include <QString>

namespace dtriage {

class AppInfo {
    Q_DECLARE_TR_FUNCTIONS(AppInfo)

public:
    // "0.1.0 (Qt 6.4.2, highlighting: built-in)"
    static QString versionText();
};

}  // namespace dtriage
