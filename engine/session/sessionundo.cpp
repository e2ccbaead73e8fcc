#include "session/sessionundo.h"
#include "core/boundedfile.h"
#include "core/workpool.h"

#include "analysis/editcheck.h"
#include "analysis/loaderpatcher.h"
#include "yamlchange/yamlchange.h"
#include "config/unifieddiff.h"
#include "families/failurefamily.h"
#include "families/families.h"
#include "yamlplan/hardrules.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace dtriage {
namespace {

bool yamlWritten(const TriageRecord& record)
{
    return std::any_of(record.entries.cbegin(), record.entries.cend(),
                       [](const auto& entry) { return entry.yaml.written; });
}

bool loaderWritten(const TriageRecord& record)
{
    return record.fix.landed() && !record.loaderDiff.isEmpty();
}

}  // namespace

SessionUndo SessionUndo::of(const TriageRecord& record, const QString& checkoutRoot, const QString& loaderPath,
                            const std::optional<WrittenFile>& heldLoader,
                            const std::optional<WrittenFile>& heldYaml,
                            const std::optional<WrittenFile>& heldCompanion)
{
    SessionUndo undo;
    undo.checkoutRoot = checkoutRoot;
    const QDir root(checkoutRoot);
    if (loaderWritten(record)) {
        undo.loader = heldLoader.value_or(WrittenFile{loaderPath.isEmpty() ? root.filePath(record.fixedFile()) : loaderPath,
                                                      {}, {}, record.loaderDiff, recordedEditKind(record), true});
    }
    if (loaderWritten(record) && !record.companionDiff.isEmpty()) {
        undo.companion = heldCompanion.value_or(WrittenFile{root.filePath(record.companionFile()), {}, {},
                                                            record.companionDiff, companionEditKind(record), true});
    }
    if (yamlWritten(record))
        undo.yaml = heldYaml.value_or(WrittenFile{root.filePath(record.configPath), {}, {}, record.yamlDiff, {}, true});
    return undo;
}

EditKind SessionUndo::recordedEditKind(const TriageRecord& record)
{
    const FailureFamily* family = Families::byId(record.family);
    return family ? family->editKind(record.fix.kind) : EditKind{};
}

EditKind SessionUndo::companionEditKind(const TriageRecord& record)
{
    const FailureFamily* family = Families::byId(record.family);
    return family ? family->companionEditKind() : EditKind{};
}

bool SessionUndo::hasWrites(const TriageRecord& record)
{
    return yamlWritten(record) || loaderWritten(record);
}

SessionUndo::AdoptedFix SessionUndo::adopted(const TriageRecord& record, const QString& checkoutRoot,
                                             const QString& loaderPath, const std::optional<QByteArray>& written,
                                             const std::optional<QByteArray>& original)
{
    std::optional<WrittenFile> companion;
    if (!record.companionDiff.isEmpty())
        companion = WrittenFile{QDir::cleanPath(QDir(checkoutRoot).filePath(record.companionFile())), {}, {},
                                record.companionDiff, companionEditKind(record), true};
    return {WrittenFile{loaderPath, written, original, {}, recordedEditKind(record), true}, companion};
}

void SessionUndo::markReverted(TriageRecord& record) const
{
    if (loader)
        record.fix.result = TriageRecord::Fix::Result::Reverted;
    if (yaml) {
        for (auto& entry : record.entries)
            entry.yaml.written = false;
    }
}

Result<SessionUndo::Restore> SessionUndo::check(const WrittenFile& file)
{
    const Result<QByteArray> current = BoundedFile::read(file.path, BoundedFile::Kind::Config);
    if (!current)
        return fail(tr("%1; nothing was reverted").arg(current.error().message), file.path);
    Restore restore{*current, {}};
    if (file.written && file.original) {
        if (restore.current != *file.written)
            return fail(tr("%1 changed since the session wrote it; nothing was reverted")
                            .arg(QDir::toNativeSeparators(file.path)),
                        file.path);
        restore.original = *file.original;
        return restore;
    }
    auto original = UnifiedDiff::unapply(restore.current, file.diff);
    if (!original)
        return fail(tr("%1 no longer holds what the session wrote (%2); nothing was reverted")
                        .arg(QDir::toNativeSeparators(file.path), original.error().message),
                    file.path);
    restore.original = *original;
    return restore;
}

Result<void> SessionUndo::checkRecordedRestore(const WrittenFile& file, const Restore& restore)
{
    if (!file.fromRecord)
        return {};
    if (file.recordedKind.isEmpty())
        return fail(tr("the session record does not name the edit it made to %1; nothing was reverted")
                        .arg(QDir::toNativeSeparators(file.path)),
                    file.path);
    // The restore is the edit read backwards: the file as it is now must be the
    // restored one plus exactly one edit of the recorded kind.
    if (Result<void> valid = EditCheck::validate(restore.original, restore.current, file.recordedKind).result(); !valid)
        return fail(tr("what the session record would put back into %1 is not its fix taken out (%2): the file "
                       "changed since, or the fix was written by another version of dtype-triage; nothing was "
                       "reverted (git diff shows the fix, to take out by hand)")
                        .arg(QDir::toNativeSeparators(file.path), valid.error().message),
                    file.path);
    return {};
}

Result<void> SessionUndo::checkConfigPath(const QString& path) const
{
    const QString canonicalRoot = QFileInfo(checkoutRoot).canonicalFilePath();
    const QString canonical = QFileInfo(path).canonicalFilePath();
    const QString relative = QDir(canonicalRoot).relativeFilePath(canonical);
    if (!canonical.isEmpty() && relative.startsWith(QStringLiteral("tests/runner/test_config/"))
        && relative.endsWith(QStringLiteral(".yaml")) && !HardRules::isForbiddenEdit(relative))
        return {};
    return fail(tr("%1 is no test config of the checkout a session writes; nothing was reverted")
                    .arg(QDir::toNativeSeparators(path)),
                path);
}

Result<void> SessionUndo::writeLoader(const QString& checkoutRoot, const WrittenFile& file,
                                      const Restore& restore)
{
    // A patcher of its own: the session that applied the fix has accepted it (or
    // ended), so the lock is free unless another session is editing this loader.
    LoaderPatcher patcher(checkoutRoot);
    auto plan = patcher.preview(file.path, restore.current, restore.original,
                                tr("revert the loader fix"));
    if (!plan)
        return std::unexpected(plan.error());
    if (auto applied = patcher.apply(*plan); !applied)
        return applied;
    return patcher.accept(file.path);
}

Result<void> SessionUndo::writeYaml(const WrittenFile& file, const Restore& restore)
{
    return YamlChange::restore(file.path, restore.current, restore.original).write();
}

Result<void> SessionUndo::restoreLoader(const QString& checkoutRoot, const WrittenFile& file,
                                        const std::optional<WrittenFile>& companion)
{
    SessionUndo undo;
    undo.checkoutRoot = checkoutRoot;
    undo.loader = file;
    undo.companion = companion;
    if (Result<QString> done = undo.runBlocking(); !done)
        return std::unexpected(done.error());
    return {};
}

Result<QString> SessionUndo::runBlocking() const
{
    if (isEmpty())
        return fail(tr("the session wrote nothing that could be reverted"));
    // Every file is checked before any is written: a conflict writes nothing.
    std::optional<Restore> loaderRestore, companionRestore, yamlRestore;
    for (auto [file, restored] : {std::pair{&loader, &loaderRestore}, std::pair{&companion, &companionRestore}}) {
        if (!*file)
            continue;
        auto restore = check(**file);
        if (!restore)
            return std::unexpected(restore.error());
        if (Result<void> exact = checkRecordedRestore(**file, *restore); !exact)
            return std::unexpected(exact.error());
        *restored = *restore;
    }
    if (yaml) {
        if (Result<void> confined = checkConfigPath(yaml->path); !confined)
            return std::unexpected(confined.error());
        auto restore = check(*yaml);
        if (!restore)
            return std::unexpected(restore.error());
        yamlRestore = *restore;
    }
    QStringList done;
    const QDir root(checkoutRoot);
    if (companion) {
        if (auto ok = writeLoader(checkoutRoot, *companion, *companionRestore); !ok)
            return std::unexpected(ok.error());
        done << root.relativeFilePath(companion->path);
    }
    if (loader) {
        if (auto ok = writeLoader(checkoutRoot, *loader, *loaderRestore); !ok)
            return std::unexpected(ok.error());
        done << root.relativeFilePath(loader->path);
    }
    if (yaml) {
        if (auto ok = writeYaml(*yaml, *yamlRestore); !ok) {
            const QString partial = done.isEmpty() ? QString()
                                                   : tr(" (%1 was restored)").arg(done.join(u", "));
            return fail(ok.error().message + partial, yaml->path);
        }
        done << root.relativeFilePath(yaml->path);
    }
    return tr("reverted what the session wrote: %1").arg(done.join(QStringLiteral(", ")));
}

QFuture<Result<QString>> SessionUndo::run() const
{
    const SessionUndo undo = *this;
    return WorkPool::run([undo] { return undo.runBlocking(); });
}

}  // namespace dtriage
