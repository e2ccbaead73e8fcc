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
#include <QString>

namespace dtriage {

struct InputsFixEdit {
    QString path;     // the loader, absolute
    QString kind;     // "decoder_dict", "decoder_key", "targets", "batch_repeat"
    QString summary;  // "return a dict (input_features, decoder_input_ids) instead of a positional list"
    LoaderEditResult edit;
    int siteLine = 0;  // load_inputs' return statement in the file as it was
};

class InputsFixBuilder {
    Q_DECLARE_TR_FUNCTIONS(InputsFixBuilder)
public:
    // Blocks (reads the loader, runs on the Python thread): never on the GUI
    // thread nor the Python thread. `black` shapes the new statements.
    static Result<InputsFixEdit> build(const QString& loaderPath, const InputsFindings& found, const QString& kind,
                                       const BlackChoice& black);
};

}  // namespace dtriage
