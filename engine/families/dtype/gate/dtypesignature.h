#pragma once
// How the bfloat16 family's failure reads (tt-xla's triage-dtype-bfloat16 skill;
// docs/triage.md §2 "Flavors and signatures"): the catalogue of its signatures,
// the gate on a YAML reason, the classification of a CPU repro's error, and the
// canonical one-line reasons written back to the YAML; and the family's
// FailureSignature over them.
//
// Two strictness levels on purpose: a YAML reason must *name* BFloat16 (the gate),
// while a repro error is matched against torch-1.13 wordings too, some of which
// never say "BFloat16" (`mat1 and mat2 must have the same dtype` alone).
#include "core/error.h"
#include "families/dtype/gate/dtypeflavor.h"
#include "yamlplan/failuresignature.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class DtypeSignature : public FailureSignature {
    Q_DECLARE_TR_FUNCTIONS(DtypeSignature)
public:
    struct Match {
        DtypeFlavor flavor = DtypeFlavor::None;
        QString op;    // op_not_implemented only: "deformable_im2col", "cdist"; else empty
        QString line;  // the line the signature is on, trimmed (prefixes like "E   " kept)
        bool namesBFloat16 = false;  // the whole text contains "BFloat16"

        bool isMatch() const { return flavor != DtypeFlavor::None; }
    };

    // Step 2: `reason` must contain "BFloat16" and a known signature; returns the
    // flavor, else an Error "this workbench handles bfloat16 dtype failures only;
    // the reason here is: <reason>".
    static Result<DtypeFlavor> gate(const QString& reason);

    // A repro's or a log's error text, any number of lines; the first line carrying
    // a signature wins. Accepts the torch 1.13 wordings.
    static Match classify(const QString& text);
    // The repro reports `type(e).__name__` and `str(e)` separately.
    static Match classify(const QString& errorType, const QString& message);

    // The reason to write for a bfloat16 error: the signature line from its
    // exception type on ("RuntimeError: ..."), one line, verbatim except for two
    // torch-1.13 normalisations to the 2.x canonical form (a double-quoted op
    // becomes single-quoted; a bare "mat1 and mat2 must have the same dtype" gets
    // ", but got Float and BFloat16"). Text without a signature: ReasonText::oneLine(text).
    static QString canonical(const QString& text);
    static QString canonical(const QString& errorType, const QString& message);

    // FailureSignature: classify and canonical, as the session's YAML plan asks.
    bool matches(const QString& text) const override;
    QString canonicalReason(const QString& text) const override;
    QString stillFailsReview() const override;
};

}  // namespace dtriage
