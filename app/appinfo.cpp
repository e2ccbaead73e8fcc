#include "appinfo.h"

namespace dtriage {

QString AppInfo::versionText()
{
    return tr("%1 (Qt %2, highlighting: %3)")
        .arg(QStringLiteral(DTRIAGE_VERSION), QString::fromLatin1(qVersion()), QStringLiteral(DTRIAGE_HIGHLIGHTER));
}

}  // namespace dtriage
