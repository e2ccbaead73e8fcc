#pragma once
// ConfigEditor's last step before a plan is shown: the planned bytes re-parse,
// nothing outside the entry's lines changed, and the entry reads back exactly
// as planned with no new problem. A small window around the entry is parsed
// when that is enough; else (and always before a write) the whole file.
#include "config/configeditor.h"
#include "config/configfile.h"
#include "core/error.h"

namespace dtriage {

class EditVerification {
public:
    static Result<void> verify(const ConfigFile& before, const ConfigEdit& plan, const Entry& entry,
                               const Entry& expected, bool wholeFile);
};

}  // namespace dtriage
