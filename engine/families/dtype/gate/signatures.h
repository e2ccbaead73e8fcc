#pragma once
// The catalogue of bfloat16 failure signatures (docs/triage.md §2 "Flavors and signatures"):
// the gate on a YAML reason, the classification of a CPU repro's error, and the
// canonical one-line reasons written back to the YAML.
//
// Two strictness levels on purpose: a YAML reason must *name* BFloat16 (the gate),
// while a repro error is matched against torch-1.13 wordings too, some of which
// never say "BFloat16" (`mat1 and mat2 must have the same dtype` alone).
#include "core/error.h"
#include "families/dtype/gate/flavor.h"

#include <QString>

namespace dtriage {

struct SignatureMatch {
    Flavor flavor = Flavor::None;
    QString op;    // op_not_implemented only: "deformable_im2col", "cdist"; else empty
    QString line;  // the line the signature is on, trimmed (prefixes like "E   " kept)
    bool namesBFloat16 = false;  // the whole text contains "BFloat16"

    bool isMatch() const { return flavor != Flavor::None; }
};

class Signatures {
public:
    // Step 2: `reason` must contain "BFloat16" and a known signature; returns the
    // flavor, else an Error "this workbench handles bfloat16 dtype failures only;
    // the reason here is: <reason>".
    static Result<Flavor> gate(const QString& reason);

    // A repro's or a log's error text, any number of lines; the first line carrying
    // a signature wins. Accepts the torch 1.13 wordings.
    static SignatureMatch classify(const QString& text);
    // The repro reports `type(e).__name__` and `str(e)` separately.
    static SignatureMatch classify(const QString& errorType, const QString& message);

    // The reason to write for a bfloat16 error: the signature line from its
    // exception type on ("RuntimeError: ..."), one line, verbatim except for two
    // torch-1.13 normalisations to the 2.x canonical form (a double-quoted op
    // becomes single-quoted; a bare "mat1 and mat2 must have the same dtype" gets
    // ", but got Float and BFloat16"). Text without a signature: ReasonText::oneLine(text).
    static QString canonicalReason(const QString& text);
    static QString canonicalReason(const QString& errorType, const QString& message);
};

}  // namespace dtriage
