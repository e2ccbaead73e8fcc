#include "families/unpack/probe/forwardprobe.h"

namespace dtriage {

const ForwardProbe& ForwardProbe::instance()
{
    static const ForwardProbe probe;
    return probe;
}

QString ForwardProbe::title() const { return tr("forward probe"); }

}  // namespace dtriage
