#include "core/error.h"

namespace dtriage {

QString Error::toString() const
{
    if (file.isEmpty())
        return message;
    if (line <= 0)
        return QStringLiteral("%1: %2").arg(file, message);
    return QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message);
}

}  // namespace dtriage
