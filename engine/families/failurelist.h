#pragma once
// The rows the failure list shows (window and `list` verb alike): every torch
// training entry of the checkout, with the failure family whose gate takes its
// reason and the sub-flavor that gate named.
#include "config/configset.h"

#include <QJsonObject>
#include <QHash>
#include <QList>
#include <QString>

namespace dtriage {

struct FailureRow {
    QString key;
    QString configPath;  // absolute path of the YAML file holding the entry
    int line = 0;        // the entry's key line in that file
    QString status;      // normalised upper-case name; "UNSPECIFIED" when absent
    QString bringupStatus;
    QString reason;
    QString family;  // FailureFamily::id(): "dtype"; empty when no family's gate takes the reason
    QString flavor;  // the family's sub-flavor: "cross_dtype"; empty when not gated

    bool isGated() const { return !family.isEmpty(); }
    // Not expected to pass: an xfail/skip status, or a bringup status other than PASSED.
    bool isFailing() const;
    QJsonObject toJson(const QString& root) const;
};

struct FailureList {
    // Training files only (the file name says training), test keys of pytorch
    // loaders only; in file order.
    static QList<FailureRow> build(const ConfigSet& configs);
    // key -> the family that takes it ("" when none): what TriageRuns starts sessions of.
    static QHash<QString, QString> familiesOf(const QList<FailureRow>& rows);
};

}  // namespace dtriage
