// Issue 49: the refactors of a YAML change's owner and of the session change no
// byte the product writes. The window triages an entry as a user does (approves
// the fix and the YAML, exports the report) on a copy of the demo; the verbs that
// write run on another -- a triage of each failure family (its loader fix, its
// YAML, its report), `verify` from a JUnit file, `sync` of the recorded weekly
// runs with its PR text. Every file each checkout ends with, every report and
// every verb's stdout is compared with what the build before the refactor
// (ac874c5) wrote (tests/data/samebytes/); sync.out and sync-pr.md as issue 50
// changed them on purpose (the newest run's news; the PR text as tt-xla's merged
// config-update PRs are written), everything else still ac874c5's. Times, dates, the work folder and the
// machine's Python and black are masked (mask()); nothing else is. A verb's --json,
// compact since issue 50, is compared as Qt indents it (indented()).
//
// The expected files were written by that build: this file, built in its tree
// (its window), run with DTRIAGE_SAMEBYTES_WRITE=1 (DTRIAGE_SAMEBYTES_APP names
// another build's dtype-triage for the verbs, when wanted).
#include "demofiles.h"
#include "dialogs/reportdialog.h"
#include "mainwindow.h"
#include "recordedruns.h"
#include "session/sessionpanel.h"
#include "windowfixture.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

const QString kExpected = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/samebytes");

QString app()
{
    const QString other = qEnvironmentVariable("DTRIAGE_SAMEBYTES_APP");
    return other.isEmpty() ? QStringLiteral(DTRIAGE_APP_BINARY) : other;
}

bool writing() { return qEnvironmentVariableIntValue("DTRIAGE_SAMEBYTES_WRITE") == 1; }

// A checkout file's name among the expected files: its path, '/' as "__".
QString flat(const QString& relative) { return QString(relative).replace(u'/', QStringLiteral("__")); }

}  // namespace

class TestSameBytes : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_work;
    QString m_demo;
    QString m_pristine;
    QStringList m_compared;

    // What differs from run to run and from machine to machine, and nothing else:
    // the work folder and the data folder, a session folder's time stamp, clock times and today's date,
    // durations, the Python found (its path and torch) and black's version.
    QByteArray mask(const QByteArray& bytes) const
    {
        QString text = QString::fromUtf8(bytes);
        text.replace(m_work.path(), QStringLiteral("<WORK>"));
        // The window's session folders (QStandardPaths' test mode: ~/.qttest/share).
        text.replace(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation), QStringLiteral("<DATA>"));
        static const QRegularExpression stamp(QStringLiteral(R"(\b\d{8}-\d{6}(-\d+)?\b)"));
        text.replace(stamp, QStringLiteral("<STAMP>"));
        static const QRegularExpression python(QStringLiteral(R"([^`\s]+ \(torch [^)]*\))"));
        text.replace(python, QStringLiteral("<PYTHON>"));
        static const QRegularExpression black(QStringLiteral(R"(black \d+(\.\d+)+ \(the checkout)"));
        text.replace(black, QStringLiteral("black <VERSION> (the checkout"));
        static const QRegularExpression time(
            QStringLiteral(R"(\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z| ?UTC|[+-]\d\d:?\d\d)?)"));
        text.replace(time, QStringLiteral("<TIME>"));
        static const QRegularExpression spoken(QStringLiteral(R"(\b\d{1,2} \w{3} \d{4} \d\d:\d\d(:\d\d)?)"));
        text.replace(spoken, QStringLiteral("<TIME>"));  // "6 Dec 2026 19:52:11": the locale's
        text.replace(QDate::currentDate().toString(Qt::ISODate), QStringLiteral("<DATE>"));
        text.replace(QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate), QStringLiteral("<DATE>"));
        static const QRegularExpression duration(QStringLiteral(R"(\b\d+(\.\d+)? ?(ms|s|seconds?)\b)"));
        text.replace(duration, QStringLiteral("<DURATION>"));
        return text.toUtf8();
    }

    // `bytes` as the expected file `name` holds them (or, when writing, its new content).
    void same(const QString& name, const QByteArray& bytes)
    {
        const QString path = QDir(kExpected).filePath(name);
        m_compared << name;
        if (writing()) {
            QVERIFY(writeFile(path, bytes));
            return;
        }
        const QByteArray expected = readFile(path);
        QVERIFY2(QFileInfo::exists(path), qPrintable(name + QStringLiteral(": no expected file")));
        if (bytes != expected) {
            const QList<QByteArray> got = bytes.split('\n');
            const QList<QByteArray> want = expected.split('\n');
            qsizetype line = 0;
            while (line < got.size() && line < want.size() && got[line] == want[line])
                ++line;
            QFAIL(qPrintable(QStringLiteral("%1 differs at line %2:\n  now:    %3\n  before: %4")
                                 .arg(name)
                                 .arg(line + 1)
                                 .arg(QString::fromUtf8(line < got.size() ? got[line] : "<end>"),
                                      QString::fromUtf8(line < want.size() ? want[line] : "<end>"))));
        }
    }

    // One verb on the demo copy; its stdout compared as `name`.out.
    void verb(const QString& name, const QStringList& arguments, int exitCode)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data-home")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        process.setProcessEnvironment(env);
        process.start(app(), arguments);
        QVERIFY2(process.waitForFinished(300000), qPrintable(name));
        const QByteArray out = process.readAllStandardOutput();
        QVERIFY2(process.exitCode() == exitCode,
                 qPrintable(name + QStringLiteral(": exit %1\n").arg(process.exitCode())
                            + QString::fromUtf8(process.readAllStandardError().right(2000))));
        same(name + QStringLiteral(".out"), mask(indented(out)));
    }

    // A verb's --json (compact to a program since issue 50) as the expected files hold
    // it, indented by Qt, members by name: the same values, whatever order and spacing
    // the verb wrote. Its other output as it is.
    static QByteArray indented(const QByteArray& out)
    {
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(out, &error);
        return error.error == QJsonParseError::NoError && json.isObject() ? json.toJson(QJsonDocument::Indented) : out;
    }

    void report(const QString& name)
    {
        const QByteArray bytes = readFile(m_work.filePath(name));
        QVERIFY2(!bytes.isEmpty(), qPrintable(name));
        same(name, mask(bytes));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_work.isValid());
        const auto demo = copyDemo(m_work.filePath(QStringLiteral("demo")));
        const auto pristine = copyDemo(m_work.filePath(QStringLiteral("pristine")));
        QVERIFY(demo && pristine);
        m_demo = *demo;
        m_pristine = *pristine;
        if (writing())
            QDir(kExpected).removeRecursively();
    }

    // The window: speecht5's triage approved step by step, its report exported.
    void theWindowsTriage()
    {
        WindowFixture fixture;
        MainWindow window;
        QString root;
        QVERIFY(fixture.openDemo(window, &root));
        TriageSession* session = WindowFixture::startOn(window, kSpeechKey);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == TriageSession::State::AwaitingFixApproval || session->isFinished(), kRunMs);
        APPROVE_WHOLE_DIFF(window.sessionPanel()->diffView(), DiffKind::Loader);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == TriageSession::State::AwaitingYamlApproval || session->isFinished(), kRunMs);
        APPROVE_WHOLE_DIFF(window.sessionPanel()->diffView(), DiffKind::Yaml);
        QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
        QCOMPARE(session->state(), TriageSession::State::Done);
        same(QStringLiteral("window/yaml"), readFile(QDir(root).filePath(kTrainingYaml)));
        same(QStringLiteral("window/loader"), readFile(QDir(root).filePath(kSpeechLoader)));
        QTest::mouseClick(window.sessionPanel()->reportButton(), Qt::LeftButton);
        ReportDialog* dialog = window.findChild<ReportDialog*>();
        QVERIFY(dialog);
        const auto files = dialog->exportAll(m_work.filePath(QStringLiteral("window-report")));
        QVERIFY2(files.has_value(), qPrintable(files ? QString() : files.error().toString()));
        same(QStringLiteral("window/report.md"), mask(readFile(files->markdown)));
        same(QStringLiteral("window/loader.patch"), mask(readFile(files->loaderPatch)));
        same(QStringLiteral("window/yaml.patch"), mask(readFile(files->yamlPatch)));
    }

    // One triage of each family, written with --yes: the loader fix, the YAML, the report.
    void triages_data()
    {
        QTest::addColumn<QString>("key");
        QTest::newRow("dtype") << kSpeechKey;
        QTest::newRow("unpack") << QStringLiteral("bert_mc/pytorch-Tiny-single_device-training");
        QTest::newRow("inputs") << QStringLiteral("t5_dict/pytorch-Small-single_device-training");
    }

    void triages()
    {
        QFETCH(QString, key);
        const QString name = QStringLiteral("triage-%1").arg(QString::fromLatin1(QTest::currentDataTag()));
        verb(name, {QStringLiteral("triage"), key, QStringLiteral("--checkout"), m_demo, QStringLiteral("--yes"),
                    QStringLiteral("--report"), m_work.filePath(name + QStringLiteral(".md"))},
             0);
        report(name + QStringLiteral(".md"));
    }

    // Branch A from a JUnit file, as JSON.
    void verifyFromJUnit()
    {
        verb(QStringLiteral("verify"),
             {QStringLiteral("verify"), QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training"),
              QStringLiteral("--checkout"), m_demo, QStringLiteral("--junit"),
              QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_before_fix.xml"), QStringLiteral("--branch"),
              QStringLiteral("A"), QStringLiteral("--yes"), QStringLiteral("--json")},
             0);
    }

    // The recorded weekly runs: the YAML, the verb's text, the PR text.
    void syncTheWeeklyRuns()
    {
        verb(QStringLiteral("sync"),
             {QStringLiteral("sync"), QStringLiteral("--checkout"), m_demo, QStringLiteral("--reports"), weeklyRunsDir(),
              QStringLiteral("--yes"), QStringLiteral("--report"), m_work.filePath(QStringLiteral("sync-pr.md"))},
             0);
        report(QStringLiteral("sync-pr.md"));
    }

    // Then the nightly's runs (issue 50): the training and the inference YAML
    // changed, one edit each; densenet's other byte count is not recorded again.
    void syncTheNightlyRunsAfter()
    {
        verb(QStringLiteral("sync-nightly"),
             {QStringLiteral("sync"), QStringLiteral("--checkout"), m_demo, QStringLiteral("--reports"), nightlyRunsDir(),
              QStringLiteral("--yes"), QStringLiteral("--report"), m_work.filePath(QStringLiteral("sync-nightly-pr.md"))},
             0);
        report(QStringLiteral("sync-nightly-pr.md"));
    }

    // Every file the verbs left changed in the checkout, whole.
    void theCheckoutEndsTheSame()
    {
        const QHash<QString, QByteArray> before = snapshot(m_pristine, PyCache::Skip);
        const QHash<QString, QByteArray> after = snapshot(m_demo, PyCache::Skip);
        QStringList changed;
        for (auto it = after.cbegin(); it != after.cend(); ++it)
            if (!it.key().contains(QLatin1String(".pytest_cache")) && before.value(it.key()) != it.value())
                changed << it.key();
        changed.sort();
        QVERIFY2(changed.size() >= 4, qPrintable(changed.join(u' ')));  // 3 loaders or registries, the YAML
        same(QStringLiteral("changed-files"), changed.join(u'\n').toUtf8() + '\n');
        for (const QString& file : std::as_const(changed))
            same(QStringLiteral("checkout/") + flat(file), after.value(file));
    }

    // No expected file is left unread (a verb that stopped writing one would hide).
    void everyExpectedFileWasCompared()
    {
        QDirIterator it(kExpected, QDir::Files, QDirIterator::Subdirectories);
        QStringList unread;
        while (it.hasNext()) {
            const QString name = QDir(kExpected).relativeFilePath(it.next());
            if (!m_compared.contains(name))
                unread << name;
        }
        QVERIFY2(unread.isEmpty(), qPrintable(unread.join(u' ')));
        QVERIFY(m_compared.size() >= 10);
    }
};

QTEST_MAIN(TestSameBytes)
#include "tst_samebytes.moc"
