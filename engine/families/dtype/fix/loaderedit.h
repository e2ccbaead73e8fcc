#pragma once
// Turns a FixProposal into the loader's new bytes (docs/architecture.md "Writing files"): the raw
// replacement, then the changed statement formatted as black formats it at 88
// columns (tt-forge-models runs black in pre-commit), every other byte kept; then
// both texts are parsed with `ast` and must differ by exactly the one allowed edit,
// else the edit is refused with the reason.
//
// Formatting uses black.format_str in the embedded interpreter when black imports
// there; otherwise a built-in wrapper that does what black does for one call (one
// line if it fits; else the arguments on one indented line inside the brackets;
// else one argument per line with a magic trailing comma).
//
// Python work runs on the PythonEngine thread with resources/python/fix_tools.py;
// values cross as function arguments only.
#include "analysis/loadereditresult.h"
#include "families/dtype/fix/fixproposal.h"
#include "core/error.h"

#include <QByteArray>
#include <QFuture>
#include <QString>

namespace dtriage {

struct LoaderEditOptions {
    int lineLength = 88;  // black's default, and tt-forge-models'
    bool forceBuiltinFormatter = false;  // skip black even when it imports (tests, settings)
};


class LoaderEdit {
public:
    // The edited, formatted and validated bytes of `source` (the bytes the
    // proposal was made from). Must not be waited on from the Python thread.
    static QFuture<Result<LoaderEditResult>> make(const QByteArray& source,
        const FixProposal& proposal, const LoaderEditOptions& options = {});
    // Blocking convenience for the command line and tests (not the GUI thread).
    static Result<LoaderEditResult> makeBlocking(const QByteArray& source,
        const FixProposal& proposal, const LoaderEditOptions& options = {});
    // The ast check alone: `after` must be `before` plus exactly one edit of `kind`.
    static QFuture<Result<void>> validate(
        const QByteArray& before, const QByteArray& after, FixProposal::Kind kind);
    // "black 23.1.0" when black imports in the embedded interpreter, else empty.
    static QFuture<QString> blackVersion();

    // The unformatted bytes: `source` with the replacement spliced in.
    static QByteArray applyReplacement(const QByteArray& source, const SourceReplacement& r);
    // The built-in formatter: one dedented statement (no indentation on its first
    // line, "\n" line ends) formatted to `width` columns the way black splits one
    // call. A statement with comments inside it is returned as it is.
    static QByteArray wrapLikeBlack(const QByteArray& statement, int width);
};

}  // namespace dtriage
