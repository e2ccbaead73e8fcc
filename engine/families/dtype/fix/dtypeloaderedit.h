#pragma once
// Turns a DtypeFixProposal into the loader's new bytes (docs/architecture.md "Writing files"): the raw
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
#include "families/dtype/fix/dtypefixproposal.h"
#include "core/error.h"
#include "format/blackchoice.h"

#include <QByteArray>
#include <QFuture>
#include <QString>

namespace dtriage {

class DtypeLoaderEdit {
public:
    // black's default line length, and tt-forge-models'.
    static constexpr int kLineLength = 88;

    // The edited, formatted and validated bytes of `source` (the bytes the
    // proposal was made from), shaped by `black` (the workbench's by default).
    // Must not be waited on from the Python thread.
    static QFuture<Result<LoaderEditResult>> make(const QByteArray& source,
        const DtypeFixProposal& proposal, const BlackChoice& black = {});
    // Blocking convenience for the command line and tests (not the GUI thread).
    static Result<LoaderEditResult> makeBlocking(const QByteArray& source,
        const DtypeFixProposal& proposal, const BlackChoice& black = {});
    // The ast check alone: `after` must be `before` plus exactly one edit of `kind`.
    static QFuture<Result<void>> validate(
        const QByteArray& before, const QByteArray& after, DtypeFixProposal::Kind kind);
    // "black 23.1.0" when black imports in the embedded interpreter (the
    // workbench's black), else empty.
    static QFuture<QString> blackVersion();

    // The unformatted bytes: `source` with the replacement spliced in.
    static QByteArray applyReplacement(const QByteArray& source, const SourceReplacement& r);
};

}  // namespace dtriage
