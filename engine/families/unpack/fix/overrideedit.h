#pragma once
// Puts an OverrideWriter method into a loader: at the end of its ModelLoader
// class, with the extract_tensors_recursive import after `from ...base import
// ForgeModel` when the method sums and the loader lacks it; every other byte
// kept. The result must parse and differ from the loader by exactly that method
// (and import) in its `ast` (fix_tools.py "add_unpack_override"), else it is
// refused with the reason.
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFuture>

namespace dtriage {

class OverrideEdit {
    Q_DECLARE_TR_FUNCTIONS(OverrideEdit)
public:
    // Not to be waited on from the Python thread.
    static QFuture<Result<QByteArray>> make(const QByteArray& loader, const QByteArray& method, const QByteArray& importLine);
    static Result<QByteArray> makeBlocking(const QByteArray& loader, const QByteArray& method, const QByteArray& importLine);
    // RegistryEdit's result checked the same way: one _register_attr line added
    // (`added`) or taken out, nothing else.
    static QFuture<Result<void>> validateRegistry(const QByteArray& before, const QByteArray& after, bool added);
};

}  // namespace dtriage
