#pragma once
// Whether an entry's YAML reason already says what CI observed. The runner records
// an xfail test's error as str(e) — no exception type — and torch 1.13 words some
// errors otherwise than 2.x; a reason may add a tracking link. So they agree when
// equal as one line, equal past the exception type, one the other's start (a
// dozen characters at least), or equal as the failure family that takes either
// writes its canonical reason (DtypeSignature: torch 1.13 wordings).
#include <QString>

namespace dtriage {

class FailureFamily;

class ObservedReason {
public:
    static bool agrees(const QString& yamlReason, const QString& observed);
    // The family whose gate takes the reason when it agrees with the observed
    // error, else the observed error; null: none.
    static const FailureFamily* family(const QString& yamlReason, const QString& observed);
};

}  // namespace dtriage
