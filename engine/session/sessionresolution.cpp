#include "session/sessionresolution.h"
#include "core/boundedfile.h"

#include "analysis/loaderanalyzer.h"
#include "analysis/modelinfolookup.h"
#include "families/failurefamily.h"
#include "session/triagesession.h"
#include "yamlplan/hardrules.h"

#include <QFile>
#include <QDir>
#include <QFileInfo>

namespace dtriage {
namespace {

std::optional<QByteArray> readBytes(const QString& path)
{
    Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Source);
    return bytes ? std::optional(*bytes) : std::nullopt;
}

}  // namespace

void SessionResolution::describe(TriageRecord& record) const
{
    record.key = entry.key;
    record.variant = key.variant;
    record.modelInfoName = modelInfoName;
    record.loaderPath = checkout.relativePath(loaderPath);
    record.configPath = checkout.relativePath(training.path());
    record.checkoutRoot = checkout.root();  // so reopening this checkout can offer to resume
    record.batchSize = runner.describeTrainingBatchSize(entry);
    TriageRecord::EntryResult triaged;
    triaged.key = entry.key;
    triaged.variant = key.variant;
    triaged.modelInfoName = modelInfoName;
    triaged.yaml.before = TriageRecord::YamlFields::of(entry);
    record.entries = {triaged};
}

TriageRecord::InferenceCheck SessionResolution::staleInference(const FailureFamily& family) const
{
    TriageRecord::InferenceCheck check;
    if (!inference)
        return check;
    check.checked = true;
    for (const Entry& entry : inference->entries()) {
        const auto gate = [&family](const QString& reason) { return family.gate(reason).has_value(); };
        if (!HardRules::isStaleInferenceEntry(entry, key.modelPath, gate))
            continue;
        check.stale << TriageRecord::StaleInference{
            entry.key, entry.status(), entry.reason(),
            tr("the loader fix landed; this inference entry's failure (%1) is likely gone "
               "(flagged, not edited)")
                .arg(family.title())};
    }
    return check;
}

Result<std::shared_ptr<SessionResolution>> SessionResolution::resolve(const TriageSessionConfig& config,
                                                                      const std::optional<TriageRecord>& saved)
{
    auto checkout = Checkout::open(config.checkoutRoot);
    if (!checkout)
        return std::unexpected(checkout.error());
    auto training = ConfigFile::load(checkout->trainingConfig());
    if (!training)
        return std::unexpected(training.error());
    const auto entry = ModelInfoLookup::entry(*checkout, *training, config.key);
    if (!entry)
        return std::unexpected(entry.error());
    auto key = TestKey::parse((*entry)->key);
    if (!key)
        return std::unexpected(key.error());
    auto res = std::make_shared<SessionResolution>();
    res->checkout = *checkout;
    res->runner = RunnerDefaults::read(checkout->root());
    res->blackPin = BlackPin::forLoaders(checkout->root(), checkout->loadersRoot());
    res->training = *training;
    if (auto inference = ConfigFile::load(checkout->inferenceConfig()))
        res->inference = *inference;
    res->entry = **entry;
    res->key = *key;
    res->loaderPath = checkout->loaderPath(*key);
    if (auto analysis = LoaderAnalyzer::analyzeBlocking(res->loaderPath)) {
        res->analysis = *analysis;
        res->modelInfoName = analysis->modelInfo.name(key->variant);
    }
    if (saved) {
        const QString junit = saved->junitSource;
        res->resumePoint = ResumePoint::of(*saved, readBytes(QDir(checkout->root()).filePath(saved->fixedFile())),
                                           !junit.isEmpty() && QFileInfo::exists(junit));
    }
    return res;
}

}  // namespace dtriage
