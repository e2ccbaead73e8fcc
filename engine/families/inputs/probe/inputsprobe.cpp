#include "families/inputs/probe/inputsprobe.h"

namespace dtriage {

const InputsProbe& InputsProbe::instance()
{
    static const InputsProbe probe;
    return probe;
}

}  // namespace dtriage
