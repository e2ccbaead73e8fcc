#include "checkout/runnerdefaults.h"
#include "analysis/fixtools.h"
#include "analysis/pythonengine.h"
#include "core/boundedfile.h"

#include <pybind11/embed.h>

namespace py = pybind11;

namespace dtriage {

namespace {

// A file this size is no runner module; reading stops there.
constexpr qint64 kMaxTesterBytes = 4 * 1024 * 1024;
const QString kName = QStringLiteral("DEFAULT_TRAINING_BATCH_SIZE");

RunnerDefaults unreadable(const QString& problem)
{
    RunnerDefaults defaults;
    defaults.problem = problem;
    return defaults;
}

}  // namespace

QString RunnerDefaults::where() const
{
    const QString name = owner.isEmpty() ? kName : owner + u'.' + kName;
    return line > 0 ? QStringLiteral("%1 (%2:%3)").arg(name, testerPath()).arg(line)
                    : QStringLiteral("%1 (%2)").arg(name, testerPath());
}

QString RunnerDefaults::describeTrainingBatchSize(const Entry& entry) const
{
    if (const auto batch = trainingBatchSizeFor(entry))
        return tr("%1, from %2").arg(batch->value).arg(batch->origin);
    if (!problem.isEmpty())
        return tr("none passed: the runner's %1 %2, so the repro cannot pass what the runner passes; "
                  "load_inputs keeps its own default (the YAML entry sets none)")
            .arg(where(), problem);
    if (!testerFound)
        return tr("none passed: load_inputs keeps its own default (the checkout has no %1, and the YAML entry "
                  "sets none)")
            .arg(testerPath());
    return tr("none passed: load_inputs keeps its own default (the checkout's runner defines no "
              "DEFAULT_TRAINING_BATCH_SIZE in %1, neither on its tester class nor as a module constant, and "
              "the YAML entry sets none)")
        .arg(testerPath());
}

std::optional<RunnerDefaults::BatchSize> RunnerDefaults::trainingBatchSizeFor(const Entry& entry) const
{
    bool isInt = false;
    const int fromYaml = entry.scalar(QStringLiteral("batch_size")).toInt(&isInt);
    if (isInt)
        return BatchSize{fromYaml, BatchSize::Source::Yaml, tr("the YAML entry's batch_size")};
    if (trainingBatchSize)
        return BatchSize{*trainingBatchSize, BatchSize::Source::RunnerDefault, tr("the runner's %1").arg(where())};
    return std::nullopt;
}

QString RunnerDefaults::testerPath()
{
    return QStringLiteral("tests/runner/testers/torch/dynamic_torch_model_tester.py");
}

RunnerDefaults RunnerDefaults::read(const QString& checkoutRoot)
{
    const QString path = checkoutRoot + u'/' + testerPath();
    if (BoundedFile::absent(path))
        return {};
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Source);
    RunnerDefaults defaults = !bytes ? unreadable(tr("could not be read: %1").arg(bytes.error().message))
                            : bytes->size() > kMaxTesterBytes ? unreadable(tr("is in a file too large to be a runner module"))
                                                             : parse(*bytes);
    defaults.testerFound = true;
    return defaults;
}

RunnerDefaults RunnerDefaults::parse(const QByteArray& testerSource)
{
    QFuture<RunnerDefaults> read = PythonEngine::run<RunnerDefaults>([testerSource] {
        py::module_ reader = FixTools::moduleOf(QStringLiteral("runner_tester.py"));
        const py::dict found =
            reader.attr("training_batch_size")(py::bytes(testerSource.constData(), size_t(testerSource.size())));
        RunnerDefaults defaults;
        if (found.contains("owner"))
            defaults.owner = QString::fromStdString(found["owner"].cast<std::string>());
        if (found.contains("line"))
            defaults.line = found["line"].cast<int>();
        if (found.contains("value"))
            defaults.trainingBatchSize = found["value"].cast<int>();
        else if (found.contains("problem"))
            defaults.problem = QString::fromStdString(found["problem"].cast<std::string>());
        return defaults;
    });
    try {
        return read.result();
    } catch (const std::exception& error) {
        // The interpreter could not start or the reader broke: no default is known.
        return unreadable(tr("could not be read: %1").arg(QString::fromUtf8(error.what())));
    }
}

}  // namespace dtriage
