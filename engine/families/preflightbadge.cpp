#include "families/preflightbadge.h"

namespace dtriage {

PreflightBadge PreflightBadge::pending()
{
    PreflightBadge badge;
    badge.text = tr("scanning…");
    return badge;
}

}  // namespace dtriage
