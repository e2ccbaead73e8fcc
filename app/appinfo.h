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
    // Help ▸ About: the version, the Python the repros run with, the highlighter,
    // where the sessions and surveys are kept (rich text).
    static QString aboutText(const QString& python);
};

}  // namespace dtriage
