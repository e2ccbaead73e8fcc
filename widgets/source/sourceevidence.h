#pragma once
// Why the fix site is where it is, as the source view shows it beside the code.
#include <QString>

namespace dtriage {

struct SourceEvidence {
    QString inputKey;  // the model input the site feeds ("decoder_input_values")
    QString chain;  // provenance, return first: "128: return {...} ← 119: x = ..."
    QString provenanceModule;  // the first module whose inputs' dtype differs from its parameters
    QString why;  // one translated sentence
    QString siteText;  // the offending call as written
};

}  // namespace dtriage
