#pragma once
// The inputs family's edit kinds as its rules module registers them with
// edit_rules: resources/python/families/inputs/inputs_edits.py (the one owner of
// that path; its fixes and its records' reverts are checked there).
#include "analysis/editkind.h"

#include <QString>

namespace dtriage {

inline EditKind inputsEdit(const QString& name)
{
    return {QStringLiteral("families/inputs/inputs_edits.py"), name};
}

}  // namespace dtriage
