// What a CI dispatch selects, evaluated by pytest itself as call-test.yml runs it
// (`pytest <dir> -k '<contains>'`, --collect-only): exactly the asked keys of the
// entries' own test function, never test_all_models_op_by_op[<key>] (same ids),
// never a longer key that starts with an asked one. Once on the demo checkout and
// once on a module with every key of tt-xla's real training YAML as the ids of
// both functions.
#include "checkout/democheckout.h"
#include "checkout/testkey.h"
#include "ci/cidispatch.h"
#include "config/configfile.h"
#include "realconfigs.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

namespace {

const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kVit = QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training");

// The test ids pytest collects in `root` for the dispatch of `keys`.
QStringList collected(const QString& root, const QStringList& keys, QString* problem)
{
    const Result<CiDispatch> dispatch = CiDispatch::forKeys(keys, {});
    if (!dispatch) {
        *problem = dispatch.error().message;
        return {};
    }
    QProcess pytest;
    pytest.setWorkingDirectory(root);
    pytest.start(QStringLiteral(DTRIAGE_PYTHON),
                 {QStringLiteral("-m"), QStringLiteral("pytest"), QStringLiteral("--collect-only"), QStringLiteral("-q"),
                  QStringLiteral("-p"), QStringLiteral("no:cacheprovider"), dispatch->input(QStringLiteral("dir")),
                  QStringLiteral("-k"), dispatch->input(QStringLiteral("contains"))});
    if (!pytest.waitForFinished(300000)) {
        *problem = QStringLiteral("pytest did not finish");
        return {};
    }
    QStringList ids;
    for (const QString& line : QString::fromUtf8(pytest.readAllStandardOutput()).split(u'\n'))
        if (line.contains(QLatin1String("::")))
            ids << line.trimmed();
    if (ids.isEmpty())
        *problem = QString::fromUtf8(pytest.readAllStandardError()).right(2000);
    return ids;
}

QStringList nodeIds(const QStringList& keys)
{
    QStringList ids;
    for (const QString& key : keys)
        ids << TestKey::parse(key)->pytestNodeId();
    return ids;
}

}  // namespace

class TestCiSelection : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_work.isValid()); }

    void theDemoSelectsTheKeysOfItsOwnFunction()
    {
        const auto demo = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("demo")), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(demo);
        QString problem;
        const QStringList ids = collected(*demo, {kSpeecht5, kVit}, &problem);
        QCOMPARE(ids, nodeIds({kSpeecht5, kVit}));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Every key of the real torch training YAML as the id of both functions, as
    // tt-xla's test_models.py has them; each asked set collects exactly itself.
    void everyRealKeySelectsOnlyItself()
    {
        const Result<ConfigFile> file = ConfigFile::load(testing::realTrainingConfig());
        QVERIFY(file);
        QStringList keys;
        for (const Entry& entry : file->entries())
            keys << entry.key;
        QVERIFY2(keys.size() > 400, qPrintable(QString::number(keys.size())));
        const QString root = m_work.filePath(QStringLiteral("real"));
        QVERIFY(QDir().mkpath(root + QStringLiteral("/tests/runner")));
        QFile ids(root + QStringLiteral("/tests/runner/keys.json"));
        QVERIFY(ids.open(QIODevice::WriteOnly));
        ids.write(QJsonDocument(QJsonArray::fromStringList(keys)).toJson());
        ids.close();
        QFile module(root + QStringLiteral("/tests/runner/test_models.py"));
        QVERIFY(module.open(QIODevice::WriteOnly));
        module.write("import json, os\nimport pytest\n"
                     "KEYS = json.load(open(os.path.join(os.path.dirname(__file__), 'keys.json')))\n"
                     "@pytest.mark.parametrize('test_entry', KEYS, ids=KEYS)\n"
                     "def test_all_models_torch(test_entry):\n    pass\n"
                     "@pytest.mark.parametrize('test_entry', KEYS, ids=KEYS)\n"
                     "def test_all_models_op_by_op(test_entry):\n    pass\n");
        module.close();
        QFile ini(root + QStringLiteral("/pytest.ini"));
        QVERIFY(ini.open(QIODevice::WriteOnly));
        ini.write("[pytest]\n");
        ini.close();

        // A key that is the start of another key is the case brackets exist for.
        QStringList prefixes;
        for (const QString& key : std::as_const(keys)) {
            const QString stem = key.left(key.lastIndexOf(QLatin1String("-single_device")));
            for (const QString& other : std::as_const(keys))
                if (other != key && other.startsWith(stem) && !prefixes.contains(key))
                    prefixes << key;
        }
        QVERIFY2(!prefixes.isEmpty(), "no key starts another: the case is not exercised");
        for (const QStringList& asked : {prefixes.mid(0, 40), keys}) {
            QString problem;
            const QStringList got = collected(root, asked, &problem);
            QStringList want = nodeIds(asked);
            QStringList sorted = got;
            sorted.sort();
            want.sort();
            QCOMPARE(sorted.size(), want.size());
            QCOMPARE(sorted, want);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }
};

QTEST_GUILESS_MAIN(TestCiSelection)
#include "tst_ciselection.moc"
