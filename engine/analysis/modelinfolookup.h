#pragma once
// docs/triage.md §2 step 1: an entry named by its model_info.name
// ("pytorch_SpeechT5_Tts_mm_tts_huggingface") rather than its key. Only the loaders
// know those names (each variant's _get_model_info), so every training entry's
// loader is analysed once. The one owner of that lookup: the session and the
// `propose` verb both resolve a name here.
#include "checkout/checkout.h"
#include "config/configfile.h"
#include "config/entry.h"
#include "core/error.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace dtriage {

class ModelInfoLookup {
    Q_DECLARE_TR_FUNCTIONS(ModelInfoLookup)
public:
    // The training entries of `training` whose loader gives their variant
    // `modelInfoName`. Blocking (loader analysis): worker threads only. `unknown`
    // counts the entries whose name the source does not give (built at run time).
    static QList<const Entry*> entries(const Checkout& checkout, const ConfigFile& training,
                                       const QString& modelInfoName, int* unknown = nullptr);
    // What a name that matched nothing says of the entries whose name is not known
    // here: " (N training entries ...: name those by their key)"; empty for none.
    static QString unknownNote(int unknown);
    // The training entry `name` means: its key, else its model_info.name; an
    // ambiguous or unknown name is an error that says so.
    static Result<const Entry*> entry(const Checkout& checkout, const ConfigFile& training, const QString& name);
};

}  // namespace dtriage
