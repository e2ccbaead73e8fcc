#include "checkout/runnerdefaults.h"
#include "core/boundedfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

namespace dtriage {

namespace {

// A file this size is no runner module; reading stops there.
constexpr qint64 kMaxTesterBytes = 4 * 1024 * 1024;

}  // namespace

QString RunnerDefaults::BatchSize::origin() const
{
    return source == Source::Yaml
               ? QCoreApplication::translate("RunnerDefaults", "the YAML entry's batch_size")
               : QCoreApplication::translate("RunnerDefaults", "the runner's DEFAULT_TRAINING_BATCH_SIZE in %1")
                     .arg(testerPath());
}

QString RunnerDefaults::describeTrainingBatchSize(const Entry& entry) const
{
    if (const auto batch = trainingBatchSizeFor(entry))
        return QCoreApplication::translate("RunnerDefaults", "%1, from %2").arg(batch->value).arg(batch->origin());
    return QCoreApplication::translate("RunnerDefaults",
                                       "none passed: load_inputs keeps its own default (the checkout's runner "
                                       "has no DEFAULT_TRAINING_BATCH_SIZE and the YAML entry sets none)");
}

std::optional<RunnerDefaults::BatchSize> RunnerDefaults::trainingBatchSizeFor(const Entry& entry) const
{
    bool isInt = false;
    const int fromYaml = entry.scalar(QStringLiteral("batch_size")).toInt(&isInt);
    if (isInt)
        return BatchSize{fromYaml, BatchSize::Source::Yaml};
    if (trainingBatchSize)
        return BatchSize{*trainingBatchSize, BatchSize::Source::RunnerDefault};
    return std::nullopt;
}

QString RunnerDefaults::testerPath()
{
    return QStringLiteral("tests/runner/testers/torch/dynamic_torch_model_tester.py");
}

RunnerDefaults RunnerDefaults::read(const QString& checkoutRoot)
{
    const Result<QByteArray> bytes = BoundedFile::read(checkoutRoot + u'/' + testerPath(), BoundedFile::Kind::Source);
    return bytes ? parse(bytes->left(kMaxTesterBytes)) : RunnerDefaults{};
}

RunnerDefaults RunnerDefaults::parse(const QByteArray& testerSource)
{
    // A module-level constant, possibly annotated; a match inside a function or
    // class body is indented and does not count, as it would not for Python.
    static const QRegularExpression assignment(QStringLiteral(
        R"(^DEFAULT_TRAINING_BATCH_SIZE\s*(?::\s*int\s*)?=\s*(\d{1,6})\s*(?:#.*)?$)"),
        QRegularExpression::MultilineOption);
    RunnerDefaults defaults;
    const QRegularExpressionMatch match = assignment.match(QString::fromUtf8(testerSource));
    if (match.hasMatch())
        defaults.trainingBatchSize = match.captured(1).toInt();
    return defaults;
}

}  // namespace dtriage
