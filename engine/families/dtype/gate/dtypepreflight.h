#pragma once
// The bfloat16 family's pre-flight as the window reads it: PreflightScan's report
// over every loader, a badge per key (flagged: a floating input would stay
// float32 under dtype_override=bfloat16, with the line to fix).
#include "families/dtype/gate/preflightscan.h"
#include "families/preflightbadge.h"

#include <QCoreApplication>
#include <QFuture>

namespace dtriage {

class DtypePreflight : public PreflightReading {
    Q_DECLARE_TR_FUNCTIONS(DtypePreflight)
public:
    explicit DtypePreflight(PreflightReport report) : m_report(std::move(report)) {}

    // PreflightScan::scan read as a PreflightReading; reports progress like it.
    static QFuture<PreflightOutcome> scan(const QString& loadersRoot);

    // Findings that only apply under an `if` are still shown (as "maybe"), since
    // the scan cannot tell which variant takes the branch.
    PreflightBadge badge(const QString& modelPath, const QString& variant) const override;
    QString summary() const override;
    const PreflightReport& report() const { return m_report; }

private:
    PreflightReport m_report;
};

}  // namespace dtriage
