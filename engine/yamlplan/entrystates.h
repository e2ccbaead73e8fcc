#pragma once
// What an entry's fields become when its test passes or fails: the one owner of
// those two shapes, for a triage's step 7 (YamlPlan) and for the CI history's
// proposals alike. Comparator fields (required_pcc, assert_pcc, ...) are the
// entry's own and stay.
#include "config/entrychange.h"

#include <QString>

namespace dtriage {

struct Entry;

class EntryStates {
public:
    // EXPECTED_PASSING; the failure's bringup_status and reason removed; with
    // `assertPccOff`, assert_pcc: false (a pass with the PCC check off).
    static EntryChange passing(bool assertPccOff = false);
    // KNOWN_FAILURE_XFAIL with the stage it fails at (left as it is when empty)
    // and the reason.
    static EntryChange xfail(const QString& bringupStatus, const QString& reason);
    // Only what differs from `entry`: a field already holding the value, or a
    // removal of an absent field, is no change.
    static EntryChange minimal(const Entry& entry, const EntryChange& target);
};

}  // namespace dtriage
