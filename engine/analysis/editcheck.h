#pragma once
// fix_tools.validate from any thread but the Python one (it runs there): `after`
// is `before` plus exactly one edit of `kind` — in its place, and holding nothing
// but what an edit of that kind writes (its family's rules module). Without pybind11 in
// the header, so every part of the engine and the tests can ask.
#include "analysis/editkind.h"
#include "core/error.h"

#include <QByteArray>
#include <QFuture>
#include <QString>

namespace dtriage {

class EditCheck {
public:
    static QFuture<Result<void>> validate(const QByteArray& before, const QByteArray& after, const EditKind& kind);
};

}  // namespace dtriage
