#pragma once
// The test family's fix: the loader's one `.detach()` taken off (edit kind
// "drop_detach", python/families/detached/detached_edits.py), and `propose
// --probe` from a run of its probe elsewhere.
#include "analysis/editkind.h"
#include "analysis/loadereditresult.h"
#include "core/error.h"
#include "families/proposedfix.h"

namespace dtriage {

class DetachedFix {
public:
    static EditKind editKind() { return {QStringLiteral("families/detached/detached_edits.py"), QStringLiteral("drop_detach")}; }
    // Blocking (a worker thread): the loader at `loaderPath` with its first
    // `.detach()` taken off, checked by the family's rules; an error when it has none.
    static Result<FileEdit> build(const QString& loaderPath);
    static ProposedFix propose(const ProbeFixRequest& request);
};

}  // namespace dtriage
