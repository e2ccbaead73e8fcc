#include "yamlplan/entrystates.h"

#include "config/entry.h"

namespace dtriage {
namespace {

const QString kStatus = QStringLiteral("status");
const QString kBringupStatus = QStringLiteral("bringup_status");
const QString kReason = QStringLiteral("reason");
const QString kAssertPcc = QStringLiteral("assert_pcc");
const QString kXfail = QStringLiteral("KNOWN_FAILURE_XFAIL");
const QString kPassing = QStringLiteral("EXPECTED_PASSING");

// The entry's current value in the form the plan compares against: enum fields
// normalised like Entry does, booleans case-folded (YAML's False == false).
QString currentValue(const Entry& entry, const QString& field)
{
    if (field == kStatus)
        return entry.status();
    if (field == kBringupStatus)
        return entry.bringupStatus();
    if (field == kAssertPcc)
        return entry.scalar(field).toLower();
    return entry.scalar(field);
}

}  // namespace

EntryChange EntryStates::minimal(const Entry& entry, const EntryChange& target)
{
    EntryChange change;
    change.key = target.key;
    for (const auto& [field, value] : target.set) {
        if (!entry.field(field) || currentValue(entry, field) != value)
            change.set.append({field, value});
    }
    for (const QString& field : target.remove) {
        if (entry.field(field))
            change.remove.append(field);
    }
    return change;
}

EntryChange EntryStates::xfail(const QString& bringupStatus, const QString& reason)
{
    EntryChange change;
    change.set = {{kStatus, kXfail}};
    if (!bringupStatus.isEmpty())
        change.set.append({kBringupStatus, bringupStatus});
    change.set.append({kReason, reason});
    return change;
}

EntryChange EntryStates::passing(bool assertPccOff)
{
    EntryChange change;
    change.set = {{kStatus, kPassing}};
    if (assertPccOff)
        change.set.append({kAssertPcc, QStringLiteral("false")});
    change.remove = {kBringupStatus, kReason};
    return change;
}

}  // namespace dtriage
