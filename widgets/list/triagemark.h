#pragma once
// What the failure list's "Triage" column says about an entry: where its triage
// session is (running, waiting for the user) or how it ended (fixed, xfail,
// review). Derived from the session's state and record, never stored.
#include "record/triagerecord.h"
#include "session/triagesession.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

struct TriageMark {
    Q_DECLARE_TR_FUNCTIONS(TriageMark)
public:
    // WaitingForCi: nothing runs here until tt-xla's CI reports (not "running").
    enum class Kind { None, Running, WaitingForCi, NeedsApproval, Fixed, Xfail, Review, Unchanged, Stopped, Failed, Canceled };

    Kind kind = Kind::None;
    QString note;  // the session's state note: the tooltip

    // `key` is one of the record's entries: the triaged key or a sibling in its scope.
    static TriageMark of(TriageSession::State state, const TriageRecord& record, const QString& key);
    // The longest text() (the Triage column's width).
    static QString widestText();
    QString text() const;  // "running", "needs approval", "fixed", …
    bool operator==(const TriageMark&) const = default;

private:
    static Kind settled(const TriageRecord& record, const QString& key);
};

}  // namespace dtriage
