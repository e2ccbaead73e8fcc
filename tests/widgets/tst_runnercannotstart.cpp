// Issue 45 §2: on a machine without TT's environment tt-xla's runner cannot start
// (its tests/conftest.py imports torch_xla; pytest stops before it reads an option,
// exit 4). The demo's conftest does the same import; without its tt_environment/
// folder the demo is such a machine. `triage --yes`, `batch --yes` and the window
// keep the fix the CPU verified, write no YAML, name the failed import, point to a
// verification on TT hardware and end in needs_tt_verification (exit 5), the entry
// marked for review. pytest's "usage error" is said only for an option it does not
// know. Real torch, real pytest, the built binary and the real window.
#include "appprocess.h"
#include "demofiles.h"
#include "list/failurelistmodel.h"
#include "list/triagemark.h"
#include "session/recordfile.h"
#include "windowfixture.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QProcessEnvironment>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

constexpr int kNeedsTtVerification = 5;
const QString kImport = QStringLiteral("tests/conftest.py:15: import torch_xla.runtime as xr");
const QString kMissing = QStringLiteral("No module named 'torch_xla'");

bool copyFolder(const QString& from, const QString& to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(source));
        if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(source, target))
            return false;
    }
    return true;
}

// The demo as a machine without TT's environment has it.
bool withoutTtEnvironment(const QString& root)
{
    return !root.isEmpty() && QDir(QDir(root).filePath(QStringLiteral("tt_environment"))).removeRecursively();
}

}  // namespace

class TestRunnerCannotStart : public QObject {
    Q_OBJECT

private:
    WindowFixture m_fixture;
    int m_homes = 0;

    QProcessEnvironment environment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_fixture.filePath(QStringLiteral("xdg-%1").arg(++m_homes)));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return env;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_fixture.isValid()); }

    void triageKeepsTheFixAndWritesNoYaml()
    {
        const QString root = m_fixture.freshDemo();
        QVERIFY(withoutTtEnvironment(root));
        const QByteArray yaml = readFile(QDir(root).filePath(kTrainingYaml));
        const QByteArray loader = readFile(QDir(root).filePath(kSpeechLoader));
        const QString report = m_fixture.filePath(QStringLiteral("tt.md"));
        const AppRun run = runApp({QStringLiteral("triage"), kSpeechKey, QStringLiteral("--checkout"), root,
                                   QStringLiteral("--yes"), QStringLiteral("--json"), QStringLiteral("--report"), report},
                                  environment(), kRunMs);
        QCOMPARE(run.exitCode, kNeedsTtVerification);
        // The report says what is left and how.
        const QString markdown = QString::fromUtf8(readFile(report));
        QVERIFY2(markdown.contains(QLatin1String("### Verify on TT hardware"))
                     && markdown.contains(QStringLiteral("`dtype-triage verify %1 --ci --yes`").arg(kSpeechKey))
                     && markdown.contains(QLatin1String("No module named 'torch\\_xla'")),  // Markdown escapes _
                 qPrintable(markdown.right(3000)));
        const QJsonObject json = run.json();
        QCOMPARE(json.value(QStringLiteral("state")).toString(), QStringLiteral("needs_tt_verification"));
        const QString note = json.value(QStringLiteral("state_note")).toString();
        QVERIFY2(note.contains(kImport) && note.contains(kMissing), qPrintable(note));
        QVERIFY2(!note.contains(QLatin1String("usage error")) && !note.contains(QLatin1String("--force-run")),
                 qPrintable(note));
        const QJsonObject record = json.value(QStringLiteral("record")).toObject();
        QCOMPARE(record.value(QStringLiteral("state")).toString(), QStringLiteral("needs_tt_verification"));
        QCOMPARE(record.value(QStringLiteral("fix")).toObject().value(QStringLiteral("result")).toString(),
                 QStringLiteral("works"));
        QVERIFY(!record.value(QStringLiteral("runner_unavailable")).toString().isEmpty());
        // The review item says what is left and the command that does it.
        QVERIFY2(run.err.contains(QStringLiteral("Review: verify on TT hardware: ").toUtf8())
                     && run.err.contains(QStringLiteral("dtype-triage verify %1 --ci --yes").arg(kSpeechKey).toUtf8()),
                 run.err.right(2000).constData());
        // The fix the CPU verified is kept, the YAML is untouched.
        QCOMPARE(readFile(QDir(root).filePath(kSpeechLoader)), speechLoaderAfterFix(loader));
        QCOMPARE(readFile(QDir(root).filePath(kTrainingYaml)), yaml);
        const QString sessions = m_fixture.filePath(QStringLiteral("xdg-%1/dtype-triage/dtype-triage/sessions").arg(m_homes));
        QCOMPARE(RecordFile::unfinished(sessions, root).size(), 1);  // offered until verified

        // Verified later with a TT machine's results: verify takes this record's branch,
        // writes the YAML, and the session is settled.
        QVERIFY(copyFolder(QStringLiteral(DTRIAGE_DEMO_DIR "/tt_environment"), QDir(root).filePath(QStringLiteral("tt_environment"))));
        const QString junit = m_fixture.filePath(QStringLiteral("tt.xml"));
        QProcess pytest;
        pytest.setWorkingDirectory(root);
        pytest.start(QStringLiteral(DTRIAGE_PYTHON),
                     {QStringLiteral("-m"), QStringLiteral("pytest"), QStringLiteral("-q"), QStringLiteral("-p"),
                      QStringLiteral("no:cacheprovider"), QStringLiteral("--force-run"), QStringLiteral("--runxfail"),
                      QStringLiteral("--junitxml=") + junit,
                      QStringLiteral("tests/runner/test_models.py::test_all_models_torch[%1]").arg(kSpeechKey)});
        QVERIFY(pytest.waitForFinished(kRunMs));
        QVERIFY(withoutTtEnvironment(root));
        QProcessEnvironment same = QProcessEnvironment::systemEnvironment();
        same.insert(QStringLiteral("XDG_DATA_HOME"), m_fixture.filePath(QStringLiteral("xdg-%1").arg(m_homes)));
        const AppRun verified = runApp({QStringLiteral("verify"), kSpeechKey, QStringLiteral("--checkout"), root,
                                        QStringLiteral("--junit"), junit, QStringLiteral("--yes")},
                                       same, kRunMs);
        QVERIFY2(verified.exitCode == 0, verified.err.constData());
        QCOMPARE(readFile(QDir(root).filePath(kTrainingYaml)), speechYamlAfterFullRun(yaml));
        QVERIFY(RecordFile::unfinished(sessions, root).isEmpty());
    }

    // The same through the batch; the entries left for TT hardware make exit 5.
    void batchKeepsTheFixesAndWritesNoYaml()
    {
        const QString root = m_fixture.freshDemo();
        QVERIFY(withoutTtEnvironment(root));
        // Two loaders' entries: speecht5 (a fix) and centernet Dla1x (no fix: op not implemented).
        const QString yamlPath = QDir(root).filePath(kTrainingYaml);
        const QByteArray kept =
            "test_config:\n"
            "  speecht5/pytorch-Tts-single_device-training:\n"
            "    status: NOT_SUPPORTED_SKIP\n"
            "    bringup_status: FAILED_FE_COMPILATION\n"
            "    markers: [push, nightly]\n"
            "    reason: \"RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16\"\n"
            "  centernet/pytorch-Dla1x_Coco-single_device-training:\n"
            "    status: NOT_SUPPORTED_SKIP\n"
            "    bringup_status: FAILED_FE_COMPILATION\n"
            "    reason: \"RuntimeError: 'cdist' not implemented for 'BFloat16'\"\n";
        QVERIFY(writeFile(yamlPath, kept));
        const AppRun run = runApp({QStringLiteral("batch"), QStringLiteral("--family"), QStringLiteral("dtype"),
                                   QStringLiteral("--checkout"), root, QStringLiteral("--yes"), QStringLiteral("--json")},
                                  environment(), kRunMs);
        QVERIFY2(run.exitCode == kNeedsTtVerification, run.err.right(3000).constData());
        QCOMPARE(readFile(yamlPath), kept);
        const QJsonArray records = run.json().value(QStringLiteral("records")).toArray();
        QCOMPARE(records.size(), 2);
        for (const QJsonValue& record : records)
            QCOMPARE(record[QStringLiteral("state")].toString(), QStringLiteral("needs_tt_verification"));
        QVERIFY(run.err.contains(kMissing.toUtf8()));
    }

    // The window: the fix approved, pytest cannot start; the panel says what is left
    // and the list marks the entry for review; the YAML is untouched.
    void windowSaysWhatIsLeft()
    {
        MainWindow window;
        const QString root = m_fixture.freshDemo();
        QVERIFY(withoutTtEnvironment(root));
        QSignalSpy loaded(&window, &MainWindow::checkoutLoaded);
        QSignalSpy python(&window, &MainWindow::pythonResolved);
        window.show();
        window.openCheckout(root);
        QVERIFY(loaded.wait(30000));
        QVERIFY(!python.isEmpty() || python.wait(180000));
        const QByteArray yaml = readFile(QDir(root).filePath(kTrainingYaml));
        TriageSession* session = WindowFixture::startOn(window, kSpeechKey);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval || session->isFinished(), kRunMs);
        QCOMPARE(session->state(), State::AwaitingFixApproval);
        APPROVE_WHOLE_DIFF(window.sessionPanel()->diffView(), DiffKind::Loader);
        QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
        QCOMPARE(session->state(), State::NeedsTtVerification);
        QCOMPARE(SessionStates::text(session->state()), QStringLiteral("Verify on TT hardware"));
        QVERIFY2(session->note().contains(kMissing), qPrintable(session->note()));
        QCOMPARE(window.failureModel()->triageMark(kSpeechKey).kind, TriageMark::Kind::Review);
        const QString said = window.sessionPanel()->stateLabel()->fullText();
        QVERIFY2(said.startsWith(QStringLiteral("Verify on TT hardware — the runner cannot start here")) && said.contains(kMissing),
                 qPrintable(said));
        QCOMPARE(readFile(QDir(root).filePath(kTrainingYaml)), yaml);
        QVERIFY(session->record().fix.landed());
        screenshot(&window, QStringLiteral("runner-cannot-start.png"));
    }

    // A conftest that loads but does not know --force-run: the one usage error.
    void usageErrorOnlyForAnUnknownOption()
    {
        const QString root = m_fixture.freshDemo();
        const QString conftest = QDir(root).filePath(QStringLiteral("tests/runner/conftest.py"));
        QByteArray text = readFile(conftest);
        const qsizetype at = text.indexOf("    parser.addoption(\n        \"--force-run\"");
        QVERIFY(at >= 0);
        const qsizetype end = text.indexOf("    )\n", at) + 6;
        text.remove(at, end - at);
        QVERIFY(writeFile(conftest, text));
        const AppRun run = runApp({QStringLiteral("triage"), QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training"),
                                   QStringLiteral("--checkout"), root, QStringLiteral("--yes"), QStringLiteral("--json")},
                                  environment(), kRunMs);
        QCOMPARE(run.exitCode, 1);
        const QString note = run.json().value(QStringLiteral("state_note")).toString();
        QVERIFY2(note.contains(QLatin1String("pytest usage error (exit 4): this checkout's conftest.py does not know "
                                             "--force-run")),
                 qPrintable(note));
    }
};

QTEST_MAIN(TestRunnerCannotStart)
#include "tst_runnercannotstart.moc"
