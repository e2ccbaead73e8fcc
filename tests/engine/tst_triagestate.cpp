// TriageSession without torch: state names, the saved record, resume, and the
// early stops (no checkout, a reason the gate refuses) as signals on the event loop.
#include "checkout/democheckout.h"
#include "session/triagesession.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;
using State = TriageSession::State;

class TstTriageState : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stateNamesAreDistinct();
    void missingCheckoutStops();
    void gateRefusesNonBf16Reason();
    void recordFileRejectsGarbage();
    void resumeTakesKeyAndFolder();
    void approvalsOutOfTurnAreIgnored();

private:
    TriageSessionConfig config(const QString& key, const QString& root);
    QTemporaryDir m_tmp;
    int m_sessions = 0;
};

void TstTriageState::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    qRegisterMetaType<TriageSession::State>();
    qRegisterMetaType<TriageRecord>();
}

TriageSessionConfig TstTriageState::config(const QString& key, const QString& root)
{
    TriageSessionConfig c;
    c.checkoutRoot = root;
    c.key = key;
    c.sessionDir = m_tmp.filePath(QStringLiteral("session-%1").arg(++m_sessions));
    return c;
}

void TstTriageState::stateNamesAreDistinct()
{
    QSet<QString> names;
    for (int i = int(State::Idle); i <= int(State::Canceled); ++i) {
        const QString name = SessionStates::name(State(i));
        QVERIFY(!name.isEmpty());
        names.insert(name);
    }
    QCOMPARE(names.size(), int(State::Canceled) + 1);
}

void TstTriageState::missingCheckoutStops()
{
    TriageSession session(config(QStringLiteral("speecht5/pytorch-Tts-single_device-training"),
                                 m_tmp.filePath(QStringLiteral("nowhere"))));
    QSignalSpy states(&session, &TriageSession::stateChanged);
    QSignalSpy finished(&session, &TriageSession::finished);
    session.start();
    QCOMPARE(session.state(), State::Resolving);  // asynchronous: nothing decided yet
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(session.state(), State::Stopped);
    QCOMPARE(states.first().first().value<State>(), State::Resolving);
    QCOMPARE(states.last().first().value<State>(), State::Stopped);
    QTRY_VERIFY(RecordFile::load(session.recordPath()).has_value());
    QTRY_VERIFY(RecordFile::load(session.recordPath())->stateNote.startsWith(u"stopped: "));
}

void TstTriageState::gateRefusesNonBf16Reason()
{
    auto copy = DemoCheckout::copyTo(m_tmp.filePath(QStringLiteral("demo")),
                                     QStringLiteral(DTRIAGE_DEMO_DIR));
    QVERIFY(copy.has_value());
    // mlp_mixer has no bf16 reason at all: the gate stops before any repro.
    TriageSession session(config(QStringLiteral("mlp_mixer/pytorch-Mixer_Tiny-single_device-training"), *copy));
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), 120000);
    QCOMPARE(session.state(), State::Stopped);
    QVERIFY(session.stateNote().contains(QStringLiteral("bfloat16 dtype failures only")));
    QCOMPARE(session.record().state, TriageRecord::State::Stopped);
}

void TstTriageState::recordFileRejectsGarbage()
{
    QVERIFY(!RecordFile::load(m_tmp.filePath(QStringLiteral("absent.json"))).has_value());
    const QString path = m_tmp.filePath(QStringLiteral("garbage.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not json");
    file.close();
    QVERIFY(!RecordFile::load(path).has_value());
    QString error;
    QVERIFY(!TriageSession::resume(path, {}, &error));
    QVERIFY(!error.isEmpty());
}

void TstTriageState::resumeTakesKeyAndFolder()
{
    TriageSession first(config(QStringLiteral("speecht5/pytorch-Tts-single_device-training"),
                               m_tmp.filePath(QStringLiteral("nowhere"))));
    first.start();
    QTRY_VERIFY(first.isFinished());
    QTRY_VERIFY(QFile::exists(first.recordPath()));
    QString error;
    std::unique_ptr<TriageSession> again(TriageSession::resume(first.recordPath(), {}, &error));
    QVERIFY2(again, qPrintable(error));
    again->start();
    QTRY_VERIFY(again->isFinished());
    QCOMPARE(again->record().key, QStringLiteral("speecht5/pytorch-Tts-single_device-training"));
    QCOMPARE(again->sessionPath(), first.sessionPath());
}

void TstTriageState::approvalsOutOfTurnAreIgnored()
{
    TriageSession session(config(QStringLiteral("x"), m_tmp.filePath(QStringLiteral("nowhere"))));
    session.approveLoaderFix();
    session.approveYamlPlan();
    session.rejectLoaderFix();
    session.rejectYamlPlan();
    QCOMPARE(session.state(), State::Idle);
}

QTEST_GUILESS_MAIN(TstTriageState)
#include "tst_triagestate.moc"
