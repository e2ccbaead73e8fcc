#pragma once
// Step 5's loader fix carried through its approval (docs/triage.md §2), as
// StagedYamlChange carries step 7's YAML change: the family's offer previewed
// against the loader as it is now and held for approval; written once approved,
// where a cancel that comes during the write waits for it to settle; and, when
// the loader changed under the proposal (someone edited it), proposed again from
// the file as it is then, at most kMaxReplans times. A fix resting on a choice the
// workbench cannot make (FixOffer::judgement) waits for a person. The files it
// wrote or adopted are its LoaderFixState's; the session keeps its states, the
// record and what each outcome means for them.
#include "families/fixoffer.h"
#include "session/loaderfixstate.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <expected>

namespace dtriage {

class StagedLoaderFix : public QObject {
    Q_OBJECT
public:
    // A loader that keeps changing under its fix is left to a human after this.
    static constexpr int kMaxReplans = 3;
    enum class Offered {
        Awaiting,    // the diff is up (files().diff()); approve with write()
        Replanning,  // the loader changed: replanning() or keptChanging() was emitted
    };

    explicit StagedLoaderFix(QObject* parent = nullptr);

    LoaderFixState& files() { return m_files; }
    const LoaderFixState& files() const { return m_files; }

    // The family's offer (its edit of `loaderPath`, its companion), checked and
    // previewed; it replaces the offer before it. The error: why the edit was
    // refused (its checks failed) or could not be made.
    std::expected<Offered, QString> offer(const QString& loaderPath, const FixOffer& offer);
    // No fix is on offer any more (the family found none after an offer).
    void withdraw();
    // The review items the offer on hand brought (FixOffer::review); a later offer
    // replaces them, so the record drops them first.
    const QStringList& offerReview() const { return m_offerReview; }
    // FixOffer::judgement of the fix on offer; empty when the workbench may approve it.
    const QString& judgement() const { return m_judgement; }

    // The approved fix written: landed(), writeFailed(), or -- the approved diff no
    // longer matches the loader -- replanning()/keptChanging(). A cancel asked for
    // meanwhile (cancelAfterWrite) ends a landed or conflicting write with
    // writeCanceled() instead; a failed one still says writeFailed().
    void write();
    void cancelAfterWrite() { m_cancelPending = true; }

Q_SIGNALS:
    // The loader changed (`why`): propose the fix again from the file as it is now.
    void replanning(const QString& why);
    void keptChanging(const QString& why);  // more than kMaxReplans times: a conflict
    void landed();
    void writeFailed(const QString& why);
    // A cancel came during the write, which has settled: landed (files().landed())
    // or not written at all.
    void writeCanceled();

private:
    void conflicted(const Error& conflict);

    LoaderFixState m_files;
    QStringList m_offerReview;
    QString m_judgement;
    int m_replans = 0;
    bool m_cancelPending = false;
};

}  // namespace dtriage
