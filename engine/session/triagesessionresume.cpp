// TriageSession and its saved record: resumed where a closed or killed session
// stopped (ResumePoint), and what a finished session wrote taken back
// (SessionUndo), each conflict-checked.
#include "session/triagesession.h"

#include "families/families.h"
#include "families/playbook.h"
#include "session/sessionresolution.h"

#include <QFileInfo>
#include <QTimer>

namespace dtriage {

// ------------------------------------------------------------------ resume

TriageSession* TriageSession::resume(const QString& recordPath, TriageSessionConfig config,
                                     QString* error, QObject* parent)
{
    const auto record = RecordFile::load(recordPath);
    if (!record) {
        if (error)
            *error = record.error().toString();
        return nullptr;
    }
    config.key = record->key;
    config.sessionDir = QFileInfo(recordPath).absolutePath();
    auto* session = new TriageSession(std::move(config), parent);
    session->m_saved = *record;
    return session;
}

std::optional<ResumePoint> TriageSession::resumePoint() const { return m_resumePoint; }

// A done record: nothing to run, the same record, finished() as promised.
void TriageSession::finishSavedDone()
{
    m_record = *m_saved;
    m_resumePoint = ResumePoint::of(*m_saved, std::nullopt, false);
    m_state = State::Done;
    m_note = SessionStates::noteOf(m_state, m_record.stateNote);
    QTimer::singleShot(0, this, [this] {
        log(m_resumePoint->note);
        Q_EMIT stateChanged(m_state);
        Q_EMIT finished(m_record);
    });
}

void TriageSession::resumeAt(const ResumePoint& point)
{
    m_resumePoint = point;
    log(point.note);
    switch (point.step) {
    case ResumePoint::Step::ReproduceAfterFix:
        m_record = ResumePoint::reopenAfterFix(*m_saved, m_record, m_res->entry);
        if (!takeFamily(Families::byId(m_record.family)))
            return;
        adoptFix(point);
        m_targets = {YamlTarget::triaged(m_record, m_family->signature())};
        // Probed as after the gate; onPython goes on with the repro after the fix.
        probePython();
        return;
    case ResumePoint::Step::PlanYaml:
        m_record = ResumePoint::reopen(*m_saved);
        if (!takeFamily(Families::byId(m_record.family)))
            return;
        if (m_record.fix.landed() && point.loaderWithFix)
            adoptFix(point);
        m_targets = YamlTarget::fromRecord(m_record, m_family->signature(), m_fix->files().landed());
        m_verification->readRecorded();
        return;
    case ResumePoint::Step::Finished:  // handled by start()
    case ResumePoint::Step::FromStart:
        break;
    }
    if (point.loaderChanged)
        m_record.review << point.note;
    gate();
}

// The fix an earlier session applied is on disk: this session goes on with it,
// and takes it back through SessionUndo when it must.
void TriageSession::adoptFix(const ResumePoint& point)
{
    const auto fix = SessionUndo::adopted(m_record, checkoutRoot(), fixedFile(), point.loaderWithFix, point.loaderOriginal);
    m_fix->files().adopt(fix.loader, fix.companion);
}

// ------------------------------------------------------------------ revert writes

bool TriageSession::canRevert() const
{
    return isFinished() && !m_reverting && SessionUndo::hasWrites(m_record);
}

// What to take back: exact bytes where this session still holds them, else the
// record's diffs (a session resumed from a done record).
SessionUndo TriageSession::writtenFiles() const
{
    std::optional<WrittenFile> yaml;
    if (m_yaml && m_yaml->change()) {
        const YamlChange& change = *m_yaml->change();
        yaml = WrittenFile{change.path(), change.planned(), change.original(), {}, {}, false};
    }
    return SessionUndo::of(m_record, checkoutRoot(), fixedFile(), m_fix->files().held(), yaml, m_fix->files().heldCompanion());
}

void TriageSession::revertWrites()
{
    if (!canRevert()) {
        const QString why = isFinished() ? tr("nothing to revert") : tr("the session has not finished");
        QTimer::singleShot(0, this, [this, why] { Q_EMIT reverted(false, why); });
        return;
    }
    m_reverting = true;
    const SessionUndo undo = writtenFiles();
    log(tr("reverting what the session wrote"));
    await(undo.run(), [this, undo](Result<QString> done) {
        m_reverting = false;
        if (!done) {
            log(done.error().toString());
            Q_EMIT reverted(false, done.error().toString());
            return;
        }
        undo.markReverted(m_record);
        if (undo.loader)
            m_fix->files().forgetAdopted();
        m_record.review << *done;
        saveNote(*done);
        Q_EMIT reverted(true, *done);
    });
}

}  // namespace dtriage
