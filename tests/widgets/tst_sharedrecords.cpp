// One data home, tested both ways with the real window and the real binary on
// copies of the demo checkout: a `triage` the command line left unfinished is
// offered for resume by the window and finishes there; a record the window wrote
// is the one `verify` takes its branch from.
#include "checkout/democheckout.h"
#include "home/datahome.h"
#include "mainwindow.h"
#include "session/sessionpanel.h"
#include "triageruns.h"
#include "session/triagesession.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;
using State = TriageSession::State;

namespace {

constexpr int kRunMs = 300 * 1000;  // repros on a loaded 2-core machine
const QString kSpeechKey = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kDla1x = QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training");

}  // namespace

class TestSharedRecords : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_home;
    int m_copies = 0;

    QString freshDemo()
    {
        const auto copy = DemoCheckout::copyTo(m_home.filePath(QStringLiteral("demo%1").arg(++m_copies)),
                                               QStringLiteral(DTRIAGE_DEMO_DIR));
        return copy ? *copy : QString();
    }

    QProcessEnvironment verbEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("share")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return env;
    }

    // The window on `root`, its list loaded and its Python found.
    static bool open(MainWindow& window, const QString& root)
    {
        QSignalSpy loaded(&window, &MainWindow::checkoutLoaded);
        QSignalSpy python(&window, &MainWindow::pythonResolved);
        window.show();
        window.openCheckout(root);
        if (!loaded.wait(30000))
            return false;
        return (!python.isEmpty() || python.wait(180000)) && python.first().first().toBool();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        // The window's process and the verbs' processes see the same home.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("share"))));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("config"))));
        DataHome::useAppIdentity();
    }

    // Killed while the CPU repro after the fix runs: the record stays unfinished in
    // the one home; the window offers it and resumes it where it stopped.
    void commandLineRunResumesInTheWindow()
    {
        const QString root = freshDemo();
        QVERIFY(!root.isEmpty());
        QProcess triage;
        triage.setProcessEnvironment(verbEnvironment());
        triage.start(QStringLiteral(DTRIAGE_APP_BINARY),
                     {QStringLiteral("triage"), kSpeechKey, QStringLiteral("--checkout"), root, QStringLiteral("--yes"),
                      QStringLiteral("--junit"), QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_speecht5_fix.xml")});
        QByteArray err;
        while (!err.contains("state: reproducing_after") && triage.state() != QProcess::NotRunning) {
            triage.waitForReadyRead(1000);
            err += triage.readAllStandardError();
        }
        QVERIFY2(err.contains("state: reproducing_after"), err.constData());
        triage.kill();
        QVERIFY(triage.waitForFinished(30000));
        QVERIFY(QDir(DataHome::sessionsDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size() >= 1);

        MainWindow window;
        QSignalSpy found(&window, &MainWindow::unfinishedFound);
        QVERIFY(open(window, root));
        QVERIFY(!found.isEmpty() || found.wait(30000));
        QCOMPARE(found.first().first().toInt(), 1);
        auto* resume = window.findChild<QPushButton*>(QStringLiteral("resume"));
        QVERIFY(resume && resume->isVisible());
        QTest::mouseClick(resume, Qt::LeftButton);
        TriageSession* resumed = window.runs()->session(kSpeechKey);
        QVERIFY(resumed);
        QTRY_VERIFY_WITH_TIMEOUT(resumed->state() == State::AwaitingYamlApproval || resumed->isFinished(), kRunMs);
        QCOMPARE(resumed->state(), State::AwaitingYamlApproval);
        QVERIFY(resumed->resumePoint().has_value());
    }

    // A triage the window ran (its YAML plan waiting) is found by `verify`.
    void windowRecordIsFoundByVerify()
    {
        const QString root = freshDemo();
        QVERIFY(!root.isEmpty());
        const QString junit = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_before_fix.xml");
        {
            MainWindow window;
            QVERIFY(open(window, root));
            window.importJUnit(junit);
            window.selectKey(kDla1x);
            QCOMPARE(window.sessionPanel()->key(), kDla1x);
            TriageSession* session = window.startTriage();
            QVERIFY(session);
            QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingYamlApproval || session->isFinished(), kRunMs);
            QCOMPARE(session->state(), State::AwaitingYamlApproval);
        }  // closed with the plan waiting: the record stays

        QProcess verify;
        verify.setProcessEnvironment(verbEnvironment());
        verify.start(QStringLiteral(DTRIAGE_APP_BINARY),
                     {QStringLiteral("verify"), kDla1x, QStringLiteral("--checkout"), root, QStringLiteral("--junit"), junit});
        QVERIFY(verify.waitForFinished(60000));
        const QByteArray err = verify.readAllStandardError();
        const QByteArray out = verify.readAllStandardOutput();
        QVERIFY2(verify.exitCode() == 0 || verify.exitCode() == 4, err.constData());
        QVERIFY2(err.contains("taking the branch from the session record " + QFile::encodeName(DataHome::sessionsDir())),
                 err.constData());
        QVERIFY2(out.contains(kDla1x.toUtf8() + ": branch A"), out.constData());
    }
};

QTEST_MAIN(TestSharedRecords)
#include "tst_sharedrecords.moc"
