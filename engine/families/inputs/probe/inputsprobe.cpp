#include "families/inputs/probe/inputsprobe.h"

namespace dtriage {

const InputsProbe& InputsProbe::instance()
{
    static const InputsProbe probe;
    return probe;
}

QString InputsProbe::title() const { return tr("inputs probe"); }

}  // namespace dtriage
