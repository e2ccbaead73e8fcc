#pragma once
// Turns a FixProposal into the loader's new bytes (docs/architecture.md "Writing files"): the raw
// replacement, then the changed statement formatted by black at 88 columns
// (tt-forge-models runs black in pre-commit), every other byte kept; then both
// texts are parsed with `ast` and must differ by exactly the one allowed edit,
// else the edit is refused with the reason.
//
// Which black: the options' BlackChoice (the checkout's Python's, else the
// workbench's). Without black the statement stays as edited, unwrapped: the
// user's pre-commit shapes it (FormattingVerdict says so).
//
// Python work runs on the PythonEngine thread with resources/python/fix_tools.py;
// values cross as function arguments only.
#include "analysis/loadereditresult.h"
#include "families/dtype/fix/fixproposal.h"
#include "core/error.h"
#include "format/blackchoice.h"

#include <QByteArray>
#include <QFuture>
#include <QString>

namespace dtriage {

struct LoaderEditOptions {
    int lineLength = 88;  // black's default, and tt-forge-models'
    BlackChoice black;  // whose black formats the statement; the workbench's by default
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
    // "black 23.1.0" when black imports in the embedded interpreter (the
    // workbench's black), else empty.
    static QFuture<QString> blackVersion();

    // The unformatted bytes: `source` with the replacement spliced in.
    static QByteArray applyReplacement(const QByteArray& source, const SourceReplacement& r);
};

}  // namespace dtriage
