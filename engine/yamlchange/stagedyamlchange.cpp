#include "yamlchange/stagedyamlchange.h"

#include "core/whenready.h"
#include "core/workpool.h"

namespace dtriage {

StagedYamlChange::StagedYamlChange(QString path, QString displayRoot, Producer producer, QObject* parent)
    : QObject(parent)
    , m_path(std::move(path))
    , m_displayRoot(std::move(displayRoot))
    , m_producer(std::move(producer))
{
}

template <typename T, typename F>
void StagedYamlChange::await(QFuture<T> future, F onDone)
{
    whenReady(this, std::move(future), [this, generation = m_generation, onDone = std::move(onDone)](T result) mutable {
        if (generation == m_generation)
            onDone(std::move(result));
    });
}

void StagedYamlChange::plan()
{
    m_awaiting = false;
    Q_EMIT planning();
    // Planned against the file as it is now, so the conflict check at write time
    // catches every later change.
    const QString path = m_path;
    await(WorkPool::run([path] { return ConfigFile::load(path); }),
          [this](Result<ConfigFile> file) { onLoaded(file); });
}

void StagedYamlChange::onLoaded(const Result<ConfigFile>& file)
{
    if (!file) {
        Q_EMIT settled(Outcome::Unreadable, file.error().toString());
        return;
    }
    const std::optional<QList<EntryChange>> changes = m_producer(*file);
    if (!changes)
        return;
    const ConfigFile yaml = *file;
    const QString root = m_displayRoot;
    await(WorkPool::run([yaml, changes = *changes, root] { return YamlChange::plan(yaml, changes, root); }),
          [this](Result<YamlChange> change) { onPlanned(std::move(change)); });
}

void StagedYamlChange::onPlanned(Result<YamlChange> change)
{
    if (!change) {
        Q_EMIT settled(Outcome::Invalid, change.error().toString());
        return;
    }
    if (change->changesNothing()) {
        // After a re-plan: a parallel write already made these changes, and the
        // stale diff is no change of this one's.
        m_change.reset();
        Q_EMIT settled(Outcome::Unchanged, {});
        return;
    }
    m_change = std::move(*change);
    m_awaiting = true;
    Q_EMIT awaitingApproval(m_change->diff());
}

void StagedYamlChange::approve()
{
    if (!std::exchange(m_awaiting, false))
        return;
    const YamlChange change = *m_change;
    await(WorkPool::run([change] { return change.write(); }),
          [this](Result<void> written) { onWritten(written); });
}

void StagedYamlChange::onWritten(const Result<void>& written)
{
    if (written) {
        Q_EMIT settled(Outcome::Written, {});
        return;
    }
    const QString why = written.error().toString();
    if (written.error().conflict && m_replans < kMaxReplans) {
        // Another write came first: the same changes asked for against the file
        // as it is now, and a new diff to approve.
        ++m_replans;
        Q_EMIT replanning(why);
        plan();
        return;
    }
    Q_EMIT settled(Outcome::Refused, why);
}

void StagedYamlChange::cancel()
{
    ++m_generation;
    m_awaiting = false;
}

}  // namespace dtriage
