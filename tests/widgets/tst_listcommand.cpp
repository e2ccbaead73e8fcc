// `dtype-triage list` run as a real process on a copy of the demo checkout.
#include "checkout/democheckout.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace dtriage;

class TestListCommand : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_work;
    QString m_demo;

    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    Run list(const QStringList& arguments)
    {
        QProcess process;
        process.start(QStringLiteral(DTRIAGE_APP_BINARY), QStringList{QStringLiteral("list")} + arguments);
        if (!process.waitForFinished(30000))
            return {};
        return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
    }

    QJsonArray listJson(const QStringList& extra)
    {
        const Run run = list(QStringList{QStringLiteral("--checkout"), m_demo, QStringLiteral("--json")} + extra);
        if (run.exitCode != 0)
            return {};
        return QJsonDocument::fromJson(run.out).object().value(QLatin1String("entries")).toArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        const auto copy = DemoCheckout::copyTo(m_work.path(), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(copy.has_value());
        m_demo = *copy;
    }

    void tablePrintsEveryTrainingEntry()
    {
        const Run run = list({QStringLiteral("--checkout"), m_demo});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("KEY"));
        QVERIFY(run.out.contains("speecht5/pytorch-Tts-single_device-training"));
        QVERIFY(!run.out.contains("-inference"));
    }

    void jsonCarriesFlavorAndLocation()
    {
        const QJsonArray all = listJson({});
        QVERIFY(all.size() >= 11);
        bool found = false;
        for (const QJsonValue& value : all) {
            const QJsonObject row = value.toObject();
            if (row.value(QLatin1String("key")).toString() != QLatin1String("speecht5/pytorch-Tts-single_device-training"))
                continue;
            found = true;
            QCOMPARE(row.value(QLatin1String("family")).toString(), QStringLiteral("dtype"));
            QCOMPARE(row.value(QLatin1String("flavor")).toString(), QStringLiteral("cross_dtype"));
            QCOMPARE(row.value(QLatin1String("file")).toString(),
                     QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml"));
            QVERIFY(row.value(QLatin1String("line")).toInt() > 0);
            QVERIFY(row.value(QLatin1String("failing")).toBool());
        }
        QVERIFY(found);
    }

    void bf16AndFailingFilter()
    {
        const QJsonArray all = listJson({});
        const QJsonArray bf16 = listJson({QStringLiteral("--bf16")});
        const QJsonArray failing = listJson({QStringLiteral("--failing")});
        QVERIFY(!bf16.isEmpty() && bf16.size() < all.size());
        QVERIFY(!failing.isEmpty() && failing.size() < all.size());
        for (const QJsonValue& value : bf16) {
            QCOMPARE(value.toObject().value(QLatin1String("family")).toString(), QStringLiteral("dtype"));
            QVERIFY(!value.toObject().value(QLatin1String("flavor")).toString().isEmpty());
        }
        // A row no family's gate takes has neither.
        for (const QJsonValue& value : all) {
            const QJsonObject row = value.toObject();
            QCOMPARE(row.value(QLatin1String("family")).toString().isEmpty(),
                     row.value(QLatin1String("flavor")).toString().isEmpty());
        }
        for (const QJsonValue& value : failing)
            QVERIFY(value.toObject().value(QLatin1String("failing")).toBool());
    }

    void exitCodes()
    {
        QCOMPARE(list({}).exitCode, 2);
        QCOMPARE(list({QStringLiteral("--bogus")}).exitCode, 2);
        QTemporaryDir empty;
        const Run notCheckout = list({QStringLiteral("--checkout"), empty.path()});
        QCOMPARE(notCheckout.exitCode, 3);
        QVERIFY(notCheckout.err.contains("tests/runner/test_config"));
    }

    // Issue 35: a FIFO or /dev/zero given on the command line is refused at once,
    // said as such: it used to hang (a FIFO) or read gigabytes (/dev/zero).
    void specialFilesOnTheCommandLine()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString zero = dir.filePath(QStringLiteral("zero"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
        const QString key = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
        const QList<QStringList> commands{
            {QStringLiteral("triage"), key, QStringLiteral("--junit")},
            {QStringLiteral("triage"), key, QStringLiteral("--yes"), QStringLiteral("--probe")},
            {QStringLiteral("propose"), key, QStringLiteral("--probe")},
            {QStringLiteral("survey"), QStringLiteral("--keys")},
        };
        for (const QStringList& command : commands)
            for (const auto& [path, says] : {std::pair{fifo, "a FIFO"}, std::pair{zero, "a device"}}) {
                QProcess process;
                process.start(QStringLiteral(DTRIAGE_APP_BINARY),
                              command + QStringList{path, QStringLiteral("--checkout"), m_demo});
                const bool ended = process.waitForFinished(20000);
                if (!ended)
                    process.kill();
                const QString what = command.join(u' ') + u' ' + path;
                QVERIFY2(ended, qPrintable(what + QStringLiteral(" did not end")));
                QVERIFY2(process.exitCode() != 0, qPrintable(what));
                const QByteArray err = process.readAllStandardError();
                QVERIFY2(err.contains(says), qPrintable(what + QStringLiteral(": ") + QString::fromUtf8(err)));
            }
    }

    // Issue 35: each usage mistake says what it is, with exit 2. A mistyped verb
    // used to read as the window's "Unknown option 'checkout'" (exit 1), an extra
    // argument was ignored, `survey --jobs abc` ran with one job.
    void usageMistakesAreSaid()
    {
        const auto app = [](const QStringList& arguments) {
            QProcess process;
            process.start(QStringLiteral(DTRIAGE_APP_BINARY), arguments);
            process.waitForFinished(30000);
            return Run{process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
        };
        const Run verb = app({QStringLiteral("lsit"), QStringLiteral("--checkout"), m_demo});
        QCOMPARE(verb.exitCode, 2);
        QVERIFY2(verb.err.contains("unknown verb \"lsit\"") && verb.err.contains("list, scan"), verb.err.constData());
        const Run option = app({QStringLiteral("--bogus")});
        QCOMPARE(option.exitCode, 2);
        QVERIFY2(option.err.contains("bogus"), option.err.constData());
        const Run two = app({m_demo, m_demo});
        QCOMPARE(two.exitCode, 2);
        const Run extra = list({QStringLiteral("--checkout"), m_demo, QStringLiteral("stray")});
        QCOMPARE(extra.exitCode, 2);
        QVERIFY2(extra.err.contains("\"stray\""), extra.err.constData());
        const Run jobs = app({QStringLiteral("survey"), QStringLiteral("--checkout"), m_demo, QStringLiteral("--jobs"),
                              QStringLiteral("abc")});
        QCOMPARE(jobs.exitCode, 2);
        QVERIFY2(jobs.err.contains("--jobs"), jobs.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestListCommand)
#include "tst_listcommand.moc"
