#pragma once
// Step 5 of the unpack family, from the probe's findings and the chosen target:
// the registry line added to training_utils.py, or the override method put into
// the loader; checked with `ast` (exactly that line or method changed). One
// owner for the session's playbook (on a worker thread) and `propose --probe`.
#include "analysis/loadereditresult.h"
#include "core/error.h"
#include "format/blackchoice.h"
#include "families/unpack/fix/unpackchoice.h"
#include "families/unpack/probe/forwardfindings.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dtriage {

struct UnpackFixEdit {
    QString path;     // absolute: the loader, or training_utils.py
    QString kind;     // "override", "registry_entry" (TriageRecord::Fix::kind)
    QString summary;  // "add unpack_forward_output returning the sum of all 2 tensors"
    LoaderEditResult edit;  // firstLine..lastLine: the method, or the line
    int siteLine = 0;  // where it went in the file as it was
    // A wrong registry entry's override: the entry deleted from training_utils.py
    // with it (the audit trail), approved and written together.
    std::optional<FileEdit> companion;
};

class UnpackFixBuilder {
    Q_DECLARE_TR_FUNCTIONS(UnpackFixBuilder)
public:
    // Blocks (reads the file, runs the ast check on the Python thread): never on
    // the GUI thread nor the Python thread. `found` has the output's tree.
    // For a wrong registry entry (`found.handler` is the registry's with an
    // attribute that is no tensor) the override comes with the entry's deletion.
    // `black` shapes the override method (a registry line is one line as it is).
    static Result<UnpackFixEdit> build(const QString& checkoutRoot, const QString& loaderPath,
                                       const ForwardFindings& found, const UnpackChoice& choice,
                                       const BlackChoice& black);
    // The override method (a blank line, then `def` at the class body's
    // indentation) as `black` shapes it there; as written when no black shaped it.
    // `whole`: the loader, for black's target versions. `formatting` gets whose
    // black it was. Blocks on the Python thread: never on it nor the GUI thread.
    static QByteArray shapeMethod(const QByteArray& method, const QByteArray& whole, const BlackChoice& black,
                                  LoaderEditResult* formatting = nullptr);
    // The companion edit of a wrong registration: training_utils.py without the
    // registration of `className` (however many lines it spans).
    static Result<FileEdit> registryDeletion(const QString& checkoutRoot, const QString& className);

private:
    static Result<UnpackFixEdit> registryLine(const QString& checkoutRoot, const OutputNode& output,
                                              const UnpackChoice& choice);
    static Result<UnpackFixEdit> overrideMethod(const QString& checkoutRoot, const QString& loaderPath, const OutputNode& output,
                                                const UnpackChoice& choice, const BlackChoice& black);
};

}  // namespace dtriage
