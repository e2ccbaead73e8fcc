// `dtype-triage list` run as a real process on a copy of the demo checkout.
#include "checkout/democheckout.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestListCommand)
#include "tst_listcommand.moc"
