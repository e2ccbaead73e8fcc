#pragma once
// Step 5 of the inputs family: the decision's edit made in the loader's
// load_inputs (resources/python/inputs_edit.py, from what the probe saw: the
// forward's parameters, the decoder start token, the returned tensor's rank)
// and checked with `ast` (fix_tools.py: the tree changed in load_inputs only).
#include "analysis/loadereditresult.h"
#include "core/error.h"
#include "format/blackchoice.h"
#include "families/inputs/probe/inputsfindings.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace dtriage {

struct InputsFixEdit {
    QString path;     // the loader, absolute
    QString kind;     // "decoder_dict", "decoder_key", "targets", "batch_repeat"
    QString summary;  // "return a dict (input_features, decoder_input_ids) instead of a positional list"
    LoaderEditResult edit;
    int siteLine = 0;  // load_inputs' return statement in the file as it was
    // load_inputs' returns the fix edits (the test's, and those other variants
    // reach that fail the same way), and those it leaves as they are; lines as it was.
    QList<int> editedReturns;
    QList<std::pair<int, int>> editedSpans;  // those returns' lines (first, last) in the edited file
    QList<int> otherReturns;
    QStringList skippedReturns;  // "line 142: <why another variant's return could not be edited>"
};

class InputsFixBuilder {
    Q_DECLARE_TR_FUNCTIONS(InputsFixBuilder)
public:
    // Which variants the edit is for, beyond the triaged test's return.
    struct Reach {
        QList<int> alsoReturns;      // other variants' returns to edit the same way (InputsSiblings)
        // ModelVariant members the edit is guarded to (VariantBreakage): under
        // `if self._variant in (...)`, the return as it was after it; empty: unguarded.
        QStringList guardVariants;
    };

    // Blocks (reads the loader, runs on the Python thread): never on the GUI
    // thread nor the Python thread. `black` shapes the new statements.
    static Result<InputsFixEdit> build(const QString& loaderPath, const InputsFindings& found, const QString& kind,
                                       const BlackChoice& black, const Reach& reach = {});
};

}  // namespace dtriage
