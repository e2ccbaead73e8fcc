// Issue 45 §6 and §7, with the built binary on demo copies (real torch and pytest):
// a session record belongs to its checkout and counts for `verify` and resume only
// once it reached a decision; a dry run (no --yes) is recorded as stopped before a
// write, not as canceled or in progress. And the record on disk never lags what was
// announced: killed (SIGKILL) the moment it says a state, the record says that state
// or a later one.
#include "appprocess.h"
#include "demofiles.h"
#include "session/recordfile.h"
#include "windowfixture.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QProcessEnvironment>

#include <signal.h>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

constexpr int kNeedsApproval = 4;

// The session states a `triage KEY --yes` of speecht5 goes through, in order
// (SessionStates::name).
const QStringList kOrder{QStringLiteral("resolving"),           QStringLiteral("gating"),
                         QStringLiteral("reproducing_before"),  QStringLiteral("deciding"),
                         QStringLiteral("proposing_fix"),       QStringLiteral("awaiting_fix_approval"),
                         QStringLiteral("applying_fix"),        QStringLiteral("reproducing_after"),
                         QStringLiteral("scoping"),             QStringLiteral("running_pytest"),
                         QStringLiteral("planning_yaml"),       QStringLiteral("awaiting_yaml_approval"),
                         QStringLiteral("writing_yaml"),        QStringLiteral("done")};

int orderOf(const QString& stateNote)
{
    for (qsizetype i = kOrder.size() - 1; i >= 0; --i)
        if (stateNote == kOrder[i] || stateNote.startsWith(kOrder[i] + u':'))
            return int(i);
    return -1;
}

}  // namespace

class TestCheckoutRecords : public QObject {
    Q_OBJECT

private:
    WindowFixture m_fixture;

    QProcessEnvironment environment(const QString& home) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), home);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return env;
    }

    // pytest's results for `key` in `root`, as a TT machine would hand them over.
    QString junitOf(const QString& root, const QString& key, const QString& name)
    {
        const QString junit = m_fixture.filePath(name);
        QProcess pytest;
        pytest.setWorkingDirectory(root);
        pytest.start(QStringLiteral(DTRIAGE_PYTHON),
                     {QStringLiteral("-m"), QStringLiteral("pytest"), QStringLiteral("-q"), QStringLiteral("-p"),
                      QStringLiteral("no:cacheprovider"), QStringLiteral("--force-run"), QStringLiteral("--runxfail"),
                      QStringLiteral("--junitxml=") + junit,
                      QStringLiteral("tests/runner/test_models.py::test_all_models_torch[%1]").arg(key)});
        return pytest.waitForFinished(kRunMs) && QFileInfo(junit).size() > 0 ? junit : QString();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_fixture.isValid()); }

    // The steps: triage KEY --yes in copy A, A's YAML restored, a dry run of
    // KEY in copy B; verify in A takes A's record (branch B), not B's dry run.
    void verifyTakesItsOwnCheckoutsDecidedRecord()
    {
        const QString home = m_fixture.filePath(QStringLiteral("xdg-records"));
        const QString a = m_fixture.freshDemo();
        const QString b = m_fixture.freshDemo();
        const QByteArray yaml = readFile(QDir(a).filePath(kTrainingYaml));
        const AppRun fixed = runApp({QStringLiteral("triage"), kSpeechKey, QStringLiteral("--checkout"), a,
                                     QStringLiteral("--yes"), QStringLiteral("--json")},
                                    environment(home), kRunMs);
        QCOMPARE(fixed.exitCode, 0);
        QVERIFY(writeFile(QDir(a).filePath(kTrainingYaml), yaml));

        const AppRun dry = runApp({QStringLiteral("triage"), kSpeechKey, QStringLiteral("--checkout"), b,
                                   QStringLiteral("--json")},
                                  environment(home), kRunMs);
        QCOMPARE(dry.exitCode, kNeedsApproval);
        const QJsonObject dryJson = dry.json();
        QCOMPARE(dryJson.value(QStringLiteral("state")).toString(), QStringLiteral("stopped"));
        QVERIFY2(dryJson.value(QStringLiteral("state_note")).toString().startsWith(
                     QStringLiteral("stopped: stopped before a write: the loader fix was shown, not approved")),
                 qPrintable(dryJson.value(QStringLiteral("state_note")).toString()));
        const QJsonObject dryRecord = dryJson.value(QStringLiteral("record")).toObject();
        QCOMPARE(dryRecord.value(QStringLiteral("state")).toString(), QStringLiteral("stopped"));
        QVERIFY(dryRecord.value(QStringLiteral("stopped_before_write")).toBool());

        const QString junit = junitOf(a, kSpeechKey, QStringLiteral("a.xml"));
        QVERIFY(!junit.isEmpty());
        const AppRun verified = runApp({QStringLiteral("verify"), kSpeechKey, QStringLiteral("--checkout"), a,
                                        QStringLiteral("--junit"), junit, QStringLiteral("--json")},
                                       environment(home), kRunMs);
        QCOMPARE(verified.exitCode, kNeedsApproval);
        const QJsonObject plan = verified.json().value(QStringLiteral("entries")).toArray().first().toObject();
        QCOMPARE(plan.value(QStringLiteral("branch")).toString(), QStringLiteral("B"));
        const auto taken = RecordFile::load(verified.json().value(QStringLiteral("record")).toString());
        QVERIFY(taken);
        QCOMPARE(QFileInfo(taken->checkoutRoot).canonicalFilePath(), QFileInfo(a).canonicalFilePath());
        QVERIFY(!verified.err.contains("observed on TT"));

        // B's only record is a dry run: no branch to take, said so.
        const AppRun inB = runApp({QStringLiteral("verify"), kSpeechKey, QStringLiteral("--checkout"), b,
                                   QStringLiteral("--junit"), junit},
                                  environment(home), kRunMs);
        QCOMPARE(inB.exitCode, 2);
        QVERIFY2(inB.err.contains("no session record of this checkout names"), inB.err.constData());
        // Nor is the dry run resumed: a triage of the key in B starts afresh.
        QVERIFY(RecordFile::unfinished(home + QStringLiteral("/dtype-triage/dtype-triage/sessions"), b).isEmpty());
    }

    // A dry run does not go on with a session killed after its fix landed: it would
    // write its stop into that session's record, which then could not be resumed.
    void aDryRunLeavesAnUnfinishedSessionAlone()
    {
        const QString home = m_fixture.filePath(QStringLiteral("xdg-dry"));
        const QString root = m_fixture.freshDemo();
        QProcess triage;
        triage.setProcessEnvironment(environment(home));
        triage.start(QStringLiteral(DTRIAGE_APP_BINARY),
                     {QStringLiteral("triage"), kSpeechKey, QStringLiteral("--checkout"), root, QStringLiteral("--yes")});
        QByteArray err;
        while (!err.contains("state: scoping\n") && triage.state() != QProcess::NotRunning && triage.waitForReadyRead(kRunMs))
            err += triage.readAllStandardError();
        ::kill(pid_t(triage.processId()), SIGKILL);
        QVERIFY(triage.waitForFinished(kRunMs));
        const QString sessions = home + QStringLiteral("/dtype-triage/dtype-triage/sessions");
        const QList<RecordFile::Saved> before = RecordFile::unfinished(sessions, root);
        QCOMPARE(before.size(), 1);
        const QByteArray record = readFile(before.first().path);
        const AppRun dry = runApp({QStringLiteral("triage"), kSpeechKey, QStringLiteral("--checkout"), root},
                                  environment(home), kRunMs);
        QVERIFY2(dry.err.contains("goes on with --yes; this dry run looks afresh"), dry.err.constData());
        QCOMPARE(readFile(before.first().path), record);
        QCOMPARE(RecordFile::unfinished(sessions, root).size(), 1);
    }

    // Killed the moment it says a state, the record on disk says no less.
    void theRecordNeverLagsWhatWasSaid_data()
    {
        QTest::addColumn<QString>("at");
        for (const char* state : {"awaiting_fix_approval", "reproducing_after", "scoping", "running_pytest",
                                  "awaiting_yaml_approval"})
            QTest::newRow(state) << QString::fromLatin1(state);
    }

    void theRecordNeverLagsWhatWasSaid()
    {
        QFETCH(QString, at);
        const QString home = m_fixture.filePath(QStringLiteral("xdg-kill-") + at);
        const QString root = m_fixture.freshDemo();
        QProcess triage;
        triage.setProcessEnvironment(environment(home));
        triage.start(QStringLiteral(DTRIAGE_APP_BINARY),
                     {QStringLiteral("triage"), kSpeechKey, QStringLiteral("--checkout"), root, QStringLiteral("--yes")});
        const QByteArray said = "state: " + at.toLatin1() + '\n';
        QByteArray err;
        while (!err.contains(said) && triage.state() != QProcess::NotRunning && triage.waitForReadyRead(kRunMs))
            err += triage.readAllStandardError();
        QVERIFY2(err.contains(said), err.right(2000).constData());
        ::kill(pid_t(triage.processId()), SIGKILL);
        QVERIFY(triage.waitForFinished(kRunMs));
        QString record;
        QDirIterator it(home, {QStringLiteral("record.json")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            record = it.next();
        QVERIFY(!record.isEmpty());
        const auto saved = RecordFile::load(record);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().toString()));
        QVERIFY2(orderOf(saved->stateNote) >= orderOf(at),
                 qPrintable(QStringLiteral("said %1, the record says %2").arg(at, saved->stateNote)));
    }
};

QTEST_MAIN(TestCheckoutRecords)
#include "tst_checkoutrecords.moc"
