// Checkout::open on folders that are, almost are, and are not tt-xla checkouts.
#include "checkout/checkout.h"
#include "config/configset.h"
#include "realconfigs.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace dtriage;

namespace {

bool touch(const QString& path, const QByteArray& bytes = "test_config:\n")
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The pieces a checkout may have, so that each test row leaves some out.
enum Piece {
    ConfigDir = 1,
    ConfigFileInIt = 2,
    LoadersDir = 4,
    LoaderInIt = 8,
    All = ConfigDir | ConfigFileInIt | LoadersDir | LoaderInIt,
};

void build(const QString& root, int pieces)
{
    if (pieces & ConfigDir)
        QDir().mkpath(root + QStringLiteral("/tests/runner/test_config/torch"));
    if (pieces & ConfigFileInIt)
        touch(root + QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml"));
    if (pieces & LoadersDir)
        QDir().mkpath(root + QStringLiteral("/third_party/tt_forge_models"));
    if (pieces & LoaderInIt)
        touch(root + QStringLiteral("/third_party/tt_forge_models/centernet/pytorch/loader.py"), "");
}

}  // namespace

class TestCheckout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void notACheckout_data();
    void notACheckout();
    void noSuchFolder();
    void notAFolder();
    void minimalTree();
    void findsEveryConfigFile();
    void realConfigsInACheckout();
    void loadersOptional_data();
    void loadersOptional();
    void oddConfigPathsAreRefusedAndSaid();
};

// A config path that is no regular file (a link to /dev/zero or /dev/urandom, a
// FIFO, a folder, a dangling or looping link) or is huge: each is one line in the
// config problems, at once; the real file beside them still loads. Before, a link
// to /dev/zero hung `list` with memory growing, and the others were skipped unsaid.
void TestCheckout::oddConfigPathsAreRefusedAndSaid()
{
    QTemporaryDir dir;
    build(dir.path(), All);
    const QString torch = dir.path() + QStringLiteral("/tests/runner/test_config/torch/");
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), torch + QStringLiteral("test_config_zero.yaml")));
    QVERIFY(QFile::link(QStringLiteral("/dev/urandom"), torch + QStringLiteral("test_config_random.yaml")));
    QCOMPARE(::mkfifo(QFile::encodeName(torch + QStringLiteral("test_config_fifo.yaml")).constData(), 0600), 0);
    QVERIFY(QDir().mkpath(torch + QStringLiteral("test_config_folder.yaml")));
    QVERIFY(QFile::link(torch + QStringLiteral("gone.yaml"), torch + QStringLiteral("test_config_dangling.yaml")));
    QVERIFY(QFile::link(torch + QStringLiteral("test_config_loop_b.yaml"), torch + QStringLiteral("test_config_loop_a.yaml")));
    QVERIFY(QFile::link(torch + QStringLiteral("test_config_loop_a.yaml"), torch + QStringLiteral("test_config_loop_b.yaml")));
    QFile huge(torch + QStringLiteral("test_config_huge.yaml"));
    QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize(17 * 1024 * 1024));  // sparse
    huge.close();

    const Result<Checkout> checkout = Checkout::open(dir.path());
    QVERIFY(checkout);
    QElapsedTimer timer;
    timer.start();
    const ConfigSet set = ConfigSet::load(*checkout);
    QVERIFY(timer.elapsed() < 10000);
    QCOMPARE(set.files.size(), 1);  // the training file of build()
    const QStringList expected{"zero", "random", "fifo", "folder", "dangling", "loop_a", "loop_b", "huge"};
    QCOMPARE(set.errors.size(), expected.size());
    for (const QString& name : expected) {
        const auto it = std::find_if(set.errors.cbegin(), set.errors.cend(), [&](const Error& e) {
            return e.file.endsWith(QStringLiteral("test_config_%1.yaml").arg(name));
        });
        QVERIFY2(it != set.errors.cend(), qPrintable(name));
        QVERIFY2(!it->message.isEmpty(), qPrintable(name));
    }
    const auto said = [&](const QString& name, const char* words) {
        for (const Error& e : set.errors) {
            if (e.file.endsWith(QStringLiteral("test_config_%1.yaml").arg(name)))
                return e.message.contains(QLatin1String(words));
        }
        return false;
    };
    QVERIFY(said(QStringLiteral("zero"), "a device"));
    QVERIFY(said(QStringLiteral("fifo"), "a FIFO"));
    QVERIFY(said(QStringLiteral("folder"), "a folder"));
    QVERIFY(said(QStringLiteral("dangling"), "to nothing"));
    QVERIFY(said(QStringLiteral("loop_a"), "symbolic links"));
    QVERIFY(said(QStringLiteral("huge"), "more than the 16.0 MB"));
}

void TestCheckout::loadersOptional_data()
{
    QTest::addColumn<int>("pieces");
    QTest::addColumn<bool>("hasLoaders");
    QTest::newRow("fresh clone: empty submodule folder") << (ConfigDir | ConfigFileInIt | LoadersDir) << false;
    QTest::newRow("no submodule folder at all") << (ConfigDir | ConfigFileInIt) << false;
    QTest::newRow("loaders checked out") << int(All) << true;
}

// A fresh clone of tt-xla opens for listing and verifying; its loadersProblem says
// what to run. The configs are still required.
void TestCheckout::loadersOptional()
{
    QFETCH(int, pieces);
    QFETCH(bool, hasLoaders);
    QTemporaryDir dir;
    build(dir.path(), pieces);
    const Result<Checkout> checkout = Checkout::open(dir.path(), Checkout::Loaders::Optional);
    QVERIFY2(checkout, qPrintable(checkout ? QString() : checkout.error().toString()));
    QCOMPARE(checkout->hasLoaders(), hasLoaders);
    QCOMPARE(checkout->loadersProblem().contains(QLatin1String("git submodule update --init third_party/tt_forge_models")),
             !hasLoaders);
    QCOMPARE(Checkout::open(dir.path()).has_value(), hasLoaders);  // Required by default

    QTemporaryDir noConfigs;
    build(noConfigs.path(), LoadersDir | LoaderInIt);
    QVERIFY(!Checkout::open(noConfigs.path(), Checkout::Loaders::Optional));
}

void TestCheckout::notACheckout_data()
{
    QTest::addColumn<int>("pieces");
    QTest::addColumn<QStringList>("named");     // must be in the message
    QTest::addColumn<QStringList>("notNamed");  // must not be

    const QString configs = QStringLiteral("tests/runner/test_config");
    const QString loaders = QStringLiteral("third_party/tt_forge_models");
    QTest::newRow("empty folder") << 0 << QStringList{configs, loaders, "not a tt-xla checkout"}
                                  << QStringList{};
    QTest::newRow("no test_config") << (LoadersDir | LoaderInIt) << QStringList{configs, "missing"}
                                    << QStringList{loaders};
    QTest::newRow("no loaders") << (ConfigDir | ConfigFileInIt) << QStringList{loaders, "missing"}
                                << QStringList{configs};
    QTest::newRow("no config files") << (ConfigDir | LoadersDir | LoaderInIt)
                                     << QStringList{"no test_config_*.yaml files", configs}
                                     << QStringList{"missing"};
    QTest::newRow("submodule not checked out") << (ConfigDir | ConfigFileInIt | LoadersDir)
                                               << QStringList{loaders, "submodule", "git submodule update"}
                                               << QStringList{"missing"};
}

void TestCheckout::notACheckout()
{
    QFETCH(int, pieces);
    QFETCH(QStringList, named);
    QFETCH(QStringList, notNamed);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    build(dir.path(), pieces);
    const Result<Checkout> checkout = Checkout::open(dir.path());
    QVERIFY(!checkout);
    const QString message = checkout.error().message;
    for (const QString& word : named)
        QVERIFY2(message.contains(word), qPrintable(message));
    for (const QString& word : notNamed)
        QVERIFY2(!message.contains(word), qPrintable(message));
}

void TestCheckout::noSuchFolder()
{
    QTemporaryDir dir;
    const QString gone = dir.path() + QStringLiteral("/nothing-here");
    const Result<Checkout> checkout = Checkout::open(gone);
    QVERIFY(!checkout);
    QVERIFY(checkout.error().message.contains(u"No such folder"));
    QVERIFY(checkout.error().message.contains(gone));
    QVERIFY(!Checkout::open(QString()));
}

void TestCheckout::notAFolder()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("file.txt"));
    QVERIFY(touch(file));
    const Result<Checkout> checkout = Checkout::open(file);
    QVERIFY(!checkout);
    QVERIFY(checkout.error().message.contains(u"Not a folder"));
}

void TestCheckout::minimalTree()
{
    QTemporaryDir dir;
    build(dir.path(), All);
    // A relative path with a trailing slash still gives a clean absolute root.
    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    const Result<Checkout> checkout = Checkout::open(QStringLiteral("./"));
    QDir::setCurrent(previous);
    QVERIFY2(checkout, qPrintable(checkout ? QString() : checkout.error().message));

    const QString root = QDir::cleanPath(QFileInfo(dir.path()).absoluteFilePath());
    QCOMPARE(checkout->root(), root);
    QCOMPARE(checkout->configRoot(), root + QStringLiteral("/tests/runner/test_config"));
    QCOMPARE(checkout->loadersRoot(), root + QStringLiteral("/third_party/tt_forge_models"));
    QCOMPARE(checkout->trainingConfig(),
             root + QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml"));
    QCOMPARE(checkout->inferenceConfig(),
             root + QStringLiteral("/tests/runner/test_config/torch/test_config_inference_single_device.yaml"));
    QCOMPARE(checkout->configFiles(), QStringList{checkout->trainingConfig()});

    const Result<TestKey> key = TestKey::parse(QStringLiteral("qwen_2_5/causal_lm/pytorch-0.5B-single_device-training"));
    QVERIFY(key);
    QCOMPARE(checkout->loaderPath(*key),
             root + QStringLiteral("/third_party/tt_forge_models/qwen_2_5/causal_lm/pytorch/loader.py"));
    QCOMPARE(checkout->relativePath(checkout->loaderPath(*key)),
             QStringLiteral("third_party/tt_forge_models/qwen_2_5/causal_lm/pytorch/loader.py"));
}

// Nested folders are searched, other YAML names are not config files, and the list
// is sorted and absolute.
void TestCheckout::findsEveryConfigFile()
{
    QTemporaryDir dir;
    build(dir.path(), All);
    const QString configs = dir.path() + QStringLiteral("/tests/runner/test_config/");
    for (const char* name : {"jax/test_config_inference_single_device.yaml",
                             "torch_llm/test_config_training_single_device.yaml",
                             "torch/test_config_placeholders.yaml", "torch/deep/er/test_config_x.yaml"})
        QVERIFY(touch(configs + QLatin1StringView(name)));
    for (const char* name : {"torch/other.yaml", "torch/test_config_x.yml", "test_config_notes.txt",
                             "torch/my_test_config_x.yaml"})
        QVERIFY(touch(configs + QLatin1StringView(name)));

    const Result<Checkout> checkout = Checkout::open(dir.path());
    QVERIFY(checkout);
    const QString root = checkout->configRoot() + u'/';
    QCOMPARE(checkout->configFiles(),
             (QStringList{root + "jax/test_config_inference_single_device.yaml",
                          root + "torch/deep/er/test_config_x.yaml",
                          root + "torch/test_config_placeholders.yaml",
                          root + "torch/test_config_training_single_device.yaml",
                          root + "torch_llm/test_config_training_single_device.yaml"}));
}

// The real 13 files copied into a checkout-shaped folder load through ConfigSet.
void TestCheckout::realConfigsInACheckout()
{
    QTemporaryDir dir;
    build(dir.path(), LoadersDir | LoaderInIt);
    const QString shared = testing::realConfigDir();
    QDirIterator it(shared, {QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
    int copied = 0;
    while (it.hasNext()) {
        const QString from = it.next();
        const QString to = dir.path() + QStringLiteral("/tests/runner/test_config/")
                         + QDir(shared).relativeFilePath(from);
        QDir().mkpath(QFileInfo(to).path());
        QVERIFY(QFile::copy(from, to));
        ++copied;
    }
    QCOMPARE(copied, 13);

    const Result<Checkout> checkout = Checkout::open(dir.path());
    QVERIFY(checkout);
    QCOMPARE(checkout->configFiles().size(), 13);
    const ConfigSet set = ConfigSet::load(*checkout);
    QVERIFY(set.errors.isEmpty());
    QCOMPARE(set.files.size(), 13);
    QVERIFY(set.trainingFile());
    QCOMPARE(set.trainingFile()->path(), checkout->trainingConfig());
    QCOMPARE(set.trainingFile()->entries().size(), 482);
    const ConfigFile* inference = set.file(checkout->inferenceConfig());
    QVERIFY(inference);
    QCOMPARE(inference->entries().size(), 661);
}

QTEST_GUILESS_MAIN(TestCheckout)
#include "tst_checkout.moc"
