#pragma once
// The other variants an inputs edit reaches, run before it is offered (issue 46 §1:
// retinanet's load_inputs serves the torchvision variant and five NVIDIA variants
// through one return; `images`/`targets` keys there break the NVIDIA forward).
// Every variant of the loader is probed with the edit's text in the file's place and
// with the loader as it is, whatever its YAML says; a variant the edit breaks is one
// that passed and now fails, or whose failure moved to where its inputs meet the
// forward (an argument the forward does not take) or into load_inputs itself. A
// breaking edit is guarded to the variants that need it (as the merged fix did),
// and refused when even the guard breaks one.
#include "analysis/loaderanalysis.h"
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "families/probe/scopecandidate.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace dtriage {

class VariantBreakage {
    Q_DECLARE_TR_FUNCTIONS(VariantBreakage)
public:
    struct Verdict {
        QStringList broken;   // "Nvidia: TypeError: forward() got an unexpected keyword argument 'images'"
        QStringList unknown;  // variants whose check did not finish, and why
        // ModelVariant members the edit is for: the triaged variant and each other
        // that failed this family's way before and that the edit does not break.
        QStringList needing;
        QStringList notes;    // one line per variant: what the check found
    };

    // Every variant of `triaged`'s loader but its own (the loader's ModelVariant
    // members), as training keys: the entry where the training YAML has one.
    static ScopeCandidates others(const LoaderAnalysis& analysis, const ConfigFile& training, const TestKey& triaged);
    // The member name of `variant`'s value ("Tiny" -> "TINY"); empty when unknown.
    static QString memberOf(const LoaderAnalysis& analysis, const QString& variant);
    // `before` and `with` hold the same variants in the same order, probed.
    static Verdict judge(const LoaderAnalysis& analysis, const TestKey& triaged, const ScopeCandidates& before,
                         const ScopeCandidates& with);

private:
    static bool brokenBy(const ProbeResult& before, const ProbeResult& with);
};

}  // namespace dtriage
