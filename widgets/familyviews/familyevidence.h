#pragma once
// What a failure family shows of one triage session beside the loader source
// (the window's seam for families, as FailureFamily is the engine's): its CPU
// probe's evidence in the panel's right-hand tabs, and the site its fix step
// found, marked in the source. One view per family id (FamilyViews); the
// session panel swaps views when the session's family changes.
#include <QString>
#include <QWidget>

namespace dtriage {

class SourceView;
class TriageSession;

class FamilyEvidence : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // Nothing to show: no session, or a new one.
    virtual void clear() = 0;
    // The session's record moved on; `key` is the entry the panel shows (the
    // triaged key or one of its loader's other entries).
    virtual void showRecord(const TriageSession& session, const QString& key) = 0;
    // The fix site the session's family found, marked in `source` (which shows
    // the loader's text); nothing when there is none yet.
    virtual void markSource(const TriageSession& session, SourceView& source) = 0;
    // The source view's site panel (input key, offending call, provenance) speaks
    // for this family's fix site; else the panel hides it.
    virtual bool explainsSite() const { return false; }

Q_SIGNALS:
    // A family that offers a choice of fix (the unpack family's loss target): the
    // user chose `choice` for `why`; the panel asks the session to build the fix
    // for it (TriageSession::chooseFix).
    void choiceMade(const QString& choice, const QString& why);
};

}  // namespace dtriage
