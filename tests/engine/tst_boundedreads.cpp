// Issue 35 point 1: every reader of a file named by a path, over every kind of
// path that is no readable file of its kind. Each case must end within a time
// bound and grow the process by less than a memory bound: a FIFO used to hang,
// /dev/zero and over-size files used to be read until memory ran out.
#include "analysis/loaderanalyzer.h"
#include "checkout/sourcefile.h"
#include "ci/workflowinputs.h"
#include "config/configfile.h"
#include "core/boundedfile.h"
#include "families/inputs/probe/inputsprobe.h"
#include "families/probe/proberesult.h"
#include "families/unpack/fix/registryedit.h"
#include "families/unpack/fix/unpackfixbuilder.h"
#include "families/unpack/probe/forwardprobe.h"
#include "record/triagerecord.h"
#include "run/junitreader.h"
#include "session/recordfile.h"
#include "survey/surveystore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtConcurrent>
#include <QtTest>

#include <fcntl.h>
#include <functional>
#include <sys/stat.h>
#include <unistd.h>

using namespace dtriage;

namespace {

using Reader = std::function<Result<void>(const QString&)>;

template <typename F>
Reader reader(F f)
{
    return [f](const QString& path) -> Result<void> {
        const auto read = f(path);
        if (!read)
            return std::unexpected(read.error());
        return {};
    };
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

struct ReaderCase {
    const char* name;
    Reader read;
    QByteArray good;  // what a regular file of its kind holds
    qint64 limit;     // the size past which it is refused
};

// training_utils.py as the unpack family's fix reads it: a checkout whose file is
// a link to `path` (what the test made), one registered class taken out.
Result<void> registry(const QString& path)
{
    QTemporaryDir root;
    const QString file = RegistryEdit::pathIn(root.path());
    QDir().mkpath(QFileInfo(file).path());
    if (!QFile::link(path, file))
        return fail(QStringLiteral("cannot link %1").arg(file));
    const Result<FileEdit> deletion = UnpackFixBuilder::registryDeletion(root.path(), QStringLiteral("CausalLMOutput"));
    if (!deletion)
        return std::unexpected(deletion.error());
    return {};
}

QList<ReaderCase> readers()
{
    const QString data = QStringLiteral(DTRIAGE_TEST_DATA_DIR);
    const QString loaders = QStringLiteral(DTRIAGE_DEMO_DIR "/third_party/tt_forge_models/");
    const QString corpus = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/../fuzz/corpus/probe/");
    TriageRecord record;
    record.key = QStringLiteral("m/pytorch-Tiny-single_device-training");
    using K = BoundedFile::Kind;
    return {
        {"test config", reader(ConfigFile::load), fileBytes(data + "/tt-xla-config/torch/test_config_training_single_device.yaml"),
         BoundedFile::limit(K::Config)},
        {"JUnit report", reader([](const QString& p) { return JUnitReader::read(p); }),
         fileBytes(data + "/junit/demo_before_fix.xml"), BoundedFile::limit(K::Report)},
        {"session record", reader(RecordFile::load), QJsonDocument(record.toJson()).toJson(), BoundedFile::limit(K::Record)},
        {"workflow", reader(WorkflowInputs::read), fileBytes(data + "/tt-xla-ci/manual-test-single.yml"),
         BoundedFile::limit(K::Source)},
        {"forward probe result", reader([](const QString& p) { return ProbeResult::fromFile(ForwardProbe::instance(), p); }), fileBytes(corpus + "forward-bert_mc.txt"),
         BoundedFile::limit(K::ProbeResult)},
        {"inputs probe result", reader([](const QString& p) { return ProbeResult::fromFile(InputsProbe::instance(), p); }), fileBytes(corpus + "inputs-t5_dict.txt"),
         BoundedFile::limit(K::ProbeResult)},
        {"source shown", reader(SourceFile::read), fileBytes(loaders + "bert_mc/pytorch/loader.py"),
         BoundedFile::limit(K::Source)},
        {"loader analysed", reader(LoaderAnalyzer::readLoader), fileBytes(loaders + "bert_mc/pytorch/loader.py"),
         BoundedFile::limit(K::Source)},
        {"registry (training_utils.py)", registry, fileBytes(loaders + "training_utils.py"), BoundedFile::limit(K::Source)},
        {"survey store", [](const QString& p) { return SurveyStore(p).load(); },
         R"({"format": 0, "entries": []})", BoundedFile::limit(K::Store)},
    };
}

enum class Shape { Regular, Fifo, DevZero, Folder, Dangling, OverSize };

struct ShapeCase {
    const char* name;
    Shape shape;
    const char* says;  // in the error
};

constexpr ShapeCase kShapes[] = {
    {"a regular file", Shape::Regular, nullptr},
    {"a FIFO", Shape::Fifo, "a FIFO"},
    {"a link to /dev/zero", Shape::DevZero, "a device"},
    {"a folder", Shape::Folder, "a folder"},
    {"a dangling link", Shape::Dangling, "link to nothing"},
    {"one byte over its size", Shape::OverSize, "more than"},
};

// The path, made as `shape` says, in `dir`.
QString make(const QTemporaryDir& dir, Shape shape, const ReaderCase& r)
{
    const QString path = dir.filePath(QStringLiteral("input"));
    switch (shape) {
    case Shape::Regular: {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(r.good) != r.good.size())
            return {};
        break;
    }
    case Shape::Fifo:
        if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
            return {};
        break;
    case Shape::DevZero:
        if (!QFile::link(QStringLiteral("/dev/zero"), path))
            return {};
        break;
    case Shape::Folder:
        if (!QDir().mkpath(path))
            return {};
        break;
    case Shape::Dangling:
        if (!QFile::link(dir.filePath(QStringLiteral("gone")), path))
            return {};
        break;
    case Shape::OverSize: {
        QFile file(path);  // sparse: no disk taken
        if (!file.open(QIODevice::WriteOnly) || !file.resize(r.limit + 1))
            return {};
        break;
    }
    }
    return path;
}

qint64 residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.value(1).toLongLong() * ::sysconf(_SC_PAGESIZE);
}

constexpr int kTimeBoundMs = 10000;
constexpr qint64 kMemoryBound = 256 * 1024 * 1024;

}  // namespace

class TestBoundedReads : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyReaderOverEveryShape_data()
    {
        QTest::addColumn<int>("reader");
        QTest::addColumn<int>("shape");
        const QList<ReaderCase> all = readers();
        for (int r = 0; r < all.size(); ++r)
            for (int s = 0; s < int(std::size(kShapes)); ++s)
                QTest::addRow("%s, %s", all[r].name, kShapes[s].name) << r << s;
    }

    void everyReaderOverEveryShape()
    {
        QFETCH(int, reader);
        QFETCH(int, shape);
        const ReaderCase r = readers().at(reader);
        const ShapeCase& s = kShapes[shape];
        QVERIFY2(!r.good.isEmpty(), r.name);
        QTemporaryDir dir;
        const QString path = make(dir, s.shape, r);
        QVERIFY(!path.isEmpty());
        const qint64 before = residentBytes();
        qint64 peak = before;
        QElapsedTimer clock;
        clock.start();
        QFuture<Result<void>> read = QtConcurrent::run([&r, path] { return r.read(path); });
        while (!read.isFinished() && clock.elapsed() < kTimeBoundMs) {
            QThread::msleep(20);
            peak = std::max(peak, residentBytes());
            if (peak - before > kMemoryBound)
                qFatal("%s over %s grew the process past %lld MB", r.name, s.name, kMemoryBound >> 20);
        }
        if (!read.isFinished()) {
            // Let a reader stuck on the FIFO go before failing: a writer that closes gives it its end.
            const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0)
                ::close(fd);
            read.waitForFinished();
            QFAIL(qPrintable(QStringLiteral("%1 over %2 took longer than %3 ms").arg(r.name, s.name).arg(kTimeBoundMs)));
        }
        const Result<void> result = read.result();
        qInfo("%s over %s: %lld ms, %lld kB more resident", r.name, s.name, clock.elapsed(), (peak - before) >> 10);
        if (!s.says) {
            QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
            return;
        }
        QVERIFY2(!result, qPrintable(QStringLiteral("%1 read %2").arg(r.name, s.name)));
        QVERIFY2(result.error().message.contains(QLatin1String(s.says)), qPrintable(result.error().message));
        // The file is named (the registry's is the checkout's training_utils.py, a link to `path`).
        QVERIFY2(result.error().message.contains(path) || !result.error().file.isEmpty(), qPrintable(result.error().message));
    }
};

QTEST_GUILESS_MAIN(TestBoundedReads)
#include "tst_boundedreads.moc"
