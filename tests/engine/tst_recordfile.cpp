// Which saved records a reopened checkout offers to resume: its own, unsettled,
// the newest per key, not the ones the user canceled, and never a broken file.
#include "session/recordfile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

class TestRecordFile : public QObject {
    Q_OBJECT

private:
    static TriageRecord::EntryResult entryOf(const QString& key)
    {
        TriageRecord::EntryResult entry;
        entry.key = key;
        return entry;
    }

    QTemporaryDir m_sessions;
    QTemporaryDir m_checkout;
    QTemporaryDir m_otherCheckout;
    int m_count = 0;

    void save(const TriageRecord& record, const QByteArray& raw = {})
    {
        const QString dir = m_sessions.filePath(QStringLiteral("session-%1").arg(++m_count));
        QVERIFY(QDir().mkpath(dir));
        QFile file(dir + QStringLiteral("/record.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(raw.isEmpty() ? QJsonDocument(record.toJson()).toJson() : raw);
    }

    TriageRecord record(const QString& key, TriageRecord::State state, int minute, const QString& root = {})
    {
        TriageRecord r;
        r.key = key;
        r.state = state;
        r.checkoutRoot = root.isEmpty() ? m_checkout.path() : root;
        r.stateNote = QStringLiteral("running_pytest: pytest (1 key)");
        r.decision = QStringLiteral("proceed");
        r.entries = {entryOf(key)};
        r.updated = QDateTime(QDate(2026, 11, 30), QTime(9, minute), Qt::UTC);
        return r;
    }

private Q_SLOTS:
    void offersTheUnsettledOfThisCheckout()
    {
        using State = TriageRecord::State;
        save(record(QStringLiteral("a-training"), State::InProgress, 1));
        save(record(QStringLiteral("a-training"), State::InProgress, 5));  // newer: this one
        save(record(QStringLiteral("b-training"), State::InProgress, 2));
        save(record(QStringLiteral("b-training"), State::Done, 3));  // b settled since
        save(record(QStringLiteral("c-training"), State::Stopped, 4));
        TriageRecord canceled = record(QStringLiteral("d-training"), State::InProgress, 6);
        canceled.stateNote = QStringLiteral("canceled: canceled by the user");
        save(canceled);
        save(record(QStringLiteral("e-training"), State::InProgress, 7, m_otherCheckout.path()));
        save({}, "{\"schema\": 1, \"key\": ");  // cut short by a crash
        TriageRecord old = record(QStringLiteral("f-training"), State::InProgress, 8);
        old.checkoutRoot.clear();  // made before records named their checkout
        save(old);

        const QList<RecordFile::Saved> open = RecordFile::unfinished(m_sessions.path(), m_checkout.path() + QStringLiteral("/"));
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.first().record.key, QStringLiteral("a-training"));
        QCOMPARE(open.first().record.updated.time().minute(), 5);
        QVERIFY(open.first().path.endsWith(QStringLiteral("session-2/record.json")));

        const auto other = RecordFile::unfinishedAsync(m_sessions.path(), m_otherCheckout.path()).result();
        QCOMPARE(other.size(), 1);
        QCOMPARE(other.first().record.key, QStringLiteral("e-training"));
        QVERIFY(RecordFile::unfinished(m_sessions.filePath(QStringLiteral("nope")), m_checkout.path()).isEmpty());
    }

    // Issue 45 §6: a dry run and a fix that never got its approval are no verdict to
    // go on from; a session the runner could not verify here waits for TT hardware.
    void offersOnlyWhatReachedADecision()
    {
        using State = TriageRecord::State;
        QTemporaryDir sessions;
        auto saveIn = [&](const TriageRecord& r) {
            const QString dir = sessions.filePath(QStringLiteral("s-%1").arg(++m_count));
            QVERIFY(QDir().mkpath(dir));
            QFile file(dir + QStringLiteral("/record.json"));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QJsonDocument(r.toJson()).toJson());
        };
        saveIn(record(QStringLiteral("g-training"), State::InProgress, 10));  // killed in pytest: offered
        TriageRecord dryRun = record(QStringLiteral("g-training"), State::Stopped, 11);
        dryRun.stoppedBeforeWrite = true;  // newer, but a dry run hides nothing
        dryRun.stateNote = QStringLiteral("stopped: stopped before a write: the loader fix was shown, not approved");
        saveIn(dryRun);
        TriageRecord waiting = record(QStringLiteral("h-training"), State::InProgress, 12);
        waiting.stateNote = QStringLiteral("awaiting_fix_approval");
        waiting.loaderDiff = QStringLiteral("--- a/loader.py\n+++ b/loader.py\n");  // offered, never approved
        saveIn(waiting);
        TriageRecord applying = waiting;  // approved and being written when it was killed
        applying.key = QStringLiteral("i-training");
        applying.entries = {entryOf(applying.key)};
        applying.stateNote = QStringLiteral("applying_fix");
        saveIn(applying);
        TriageRecord undecided = record(QStringLiteral("j-training"), State::InProgress, 13);
        undecided.decision.clear();  // killed while reproducing
        saveIn(undecided);
        TriageRecord tt = record(QStringLiteral("k-training"), State::NeedsTtVerification, 14);
        tt.runnerUnavailable = QStringLiteral("the runner cannot start here");
        saveIn(tt);

        QStringList keys;
        for (const RecordFile::Saved& saved : RecordFile::unfinished(sessions.path(), m_checkout.path()))
            keys << saved.record.key;
        QCOMPARE(keys, (QStringList{QStringLiteral("k-training"), QStringLiteral("i-training"),
                                    QStringLiteral("g-training")}));

        // verify's record: this checkout's, newest, decided.
        const auto g = RecordFile::newestDecided(sessions.path(), m_checkout.path(), QStringLiteral("g-training"));
        QVERIFY(g);
        QVERIFY(!g->record.stoppedBeforeWrite);
        QVERIFY(!RecordFile::newestDecided(sessions.path(), m_checkout.path(), QStringLiteral("h-training")));
        QVERIFY(!RecordFile::newestDecided(sessions.path(), m_otherCheckout.path(), QStringLiteral("g-training")));
        QVERIFY(RecordFile::newestDecided(sessions.path(), m_checkout.path(), QStringLiteral("k-training")));
    }
};

QTEST_GUILESS_MAIN(TestRecordFile)
#include "tst_recordfile.moc"
