#pragma once
// The pre-flight verdict for one test key, as the failure list shows it: flagged
// (a floating input would stay float32 under dtype_override=bfloat16), clear, or
// not analysable — computed from the scan's per-loader results.
#include "families/dtype/gate/preflightscan.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

struct PreflightBadge {
    Q_DECLARE_TR_FUNCTIONS(PreflightBadge)

public:
    enum class State { Pending, Flagged, Clear, Error, NoLoader };
    State state = State::Pending;
    QString text;     // short: "fixable: decoder_input_values (l. 119)"
    QString tooltip;  // every finding's sentence, or the error

    // `modelPath` and `variant` of a test key; findings that only apply under an
    // `if` are still shown, since the scan cannot tell which variant takes the branch.
    static PreflightBadge forKey(const PreflightReport& report, const QString& modelPath,
                                 const QString& variant);
    static PreflightBadge pending();
};

}  // namespace dtriage
