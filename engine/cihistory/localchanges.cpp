#include "cihistory/localchanges.h"

#include "checkout/checkout.h"
#include "checkout/testkey.h"
#include "cihistory/cihistory.h"
#include "config/configfile.h"
#include "run/gitcommand.h"
#include "session/recordfile.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSet>

namespace dtriage {
namespace {

JobResult git(const QString& dir, const QStringList& arguments)
{
    return GitCommand::run(dir, arguments);
}

// `dir` is the top of its own work tree: not a folder inside some other repository
// (a home directory under git), whose paths and status would be another's.
bool ownsWorkTree(const QString& dir)
{
    const QString top = GitCommand::topLevel(dir);
    return !top.isEmpty() && top == QFileInfo(dir).canonicalFilePath();
}

QStringList nulSeparated(const QByteArray& output)
{
    QStringList paths;
    for (const QByteArray& path : output.split('\0'))
        if (!path.isEmpty())
            paths << QString::fromUtf8(path);
    return paths;
}

bool knowsCommit(const QString& dir, const QString& commit)
{
    return !commit.isEmpty() && git(dir, {QStringLiteral("cat-file"), QStringLiteral("-e"), commit + QStringLiteral("^{commit}")}).succeeded();
}

// The fields as values, lines aside: what the runner reads of an entry.
bool sameValues(const Entry& a, const Entry& b)
{
    if (a.fields.size() != b.fields.size())
        return false;
    for (qsizetype i = 0; i < a.fields.size(); ++i)
        if (a.fields.at(i).name != b.fields.at(i).name || a.fields.at(i).value != b.fields.at(i).value)
            return false;
    return true;
}

// The loader folder of `key`, relative to the loaders' root ("t5_dict/pytorch").
QString loaderFolder(const Checkout& checkout, const QString& key)
{
    const Result<TestKey> parsed = TestKey::parse(key);
    if (!parsed)
        return {};
    return QDir(checkout.loadersRoot()).relativeFilePath(QFileInfo(checkout.loaderPath(*parsed)).path());
}

// What the triages of this checkout changed after `newest` was made: key -> why. A
// record keeps no time per write: a triage that ended (else was last saved) after
// the run is taken as having written after it — holding back too much is the safe side.
QHash<QString, QString> triagedHere(const QString& sessionsRoot, const Checkout& checkout, const HistoryRun& newest)
{
    QHash<QString, QString> held;
    for (const RecordFile::Saved& saved : RecordFile::of(sessionsRoot, checkout.root())) {
        const TriageRecord& record = saved.record;
        const QDateTime ended = record.finished.isValid() ? record.finished : record.updated;
        if (!ended.isValid() || ended <= newest.created)
            continue;
        const QString when = QLocale().toString(ended.toLocalTime(), QLocale::ShortFormat);
        for (const TriageRecord::EntryResult& entry : record.entries) {
            if (!entry.included || held.contains(entry.key))
                continue;
            if (entry.yaml.written)
                held.insert(entry.key, LocalChanges::tr("its YAML entry was written by a triage here (ended %1), after run %2")
                                           .arg(when).arg(newest.id));
            else if (record.fix.landed())
                held.insert(entry.key, LocalChanges::tr("its loader was fixed by a triage here (ended %1), after run %2")
                                           .arg(when).arg(newest.id));
        }
    }
    return held;
}

// The entries whose YAML differs from `base`'s ("HEAD": uncommitted changes only).
QSet<QString> entriesChangedSince(const Checkout& checkout, const QString& yamlPath, const QString& base)
{
    QSet<QString> changed;
    const JobResult shown = git(checkout.root(), {QStringLiteral("show"), base + u':' + checkout.relativePath(yamlPath)});
    const Result<ConfigFile> then = shown.succeeded() ? ConfigFile::parse(shown.output, yamlPath)
                                                      : Result<ConfigFile>(std::unexpected(Error{}));
    const Result<ConfigFile> now = ConfigFile::load(yamlPath);
    if (!then || !now)
        return changed;
    for (const Entry& entry : now->entries()) {
        const Entry* before = then->find(entry.key);
        if (!before || !sameValues(*before, entry))
            changed.insert(entry.key);
    }
    return changed;
}

// The paths of the loaders' checkout that differ from `base` (committed since,
// edited, or new), relative to its root.
QStringList loaderPathsChangedSince(const QString& loadersRoot, const QString& base)
{
    QStringList paths;
    const JobResult diff = git(loadersRoot, {QStringLiteral("diff"), QStringLiteral("--name-only"), QStringLiteral("-z"), base,
                                             QStringLiteral("--")});
    const JobResult untracked = git(loadersRoot, {QStringLiteral("ls-files"), QStringLiteral("--others"),
                                                  QStringLiteral("--exclude-standard"), QStringLiteral("-z")});
    for (const JobResult* listed : {&diff, &untracked})
        if (listed->succeeded())
            paths << nulSeparated(listed->output);
    return paths;
}

// The tt-forge-models commit `commit` of tt-xla pins, if the loaders' checkout has it.
QString pinnedLoaders(const Checkout& checkout, const QString& commit)
{
    const JobResult tree = git(checkout.root(), {QStringLiteral("ls-tree"), commit, checkout.relativePath(checkout.loadersRoot())});
    const QString pinned = QString::fromUtf8(tree.output).section(u'\t', 0, 0).section(u' ', 2, 2).trimmed();
    return knowsCommit(checkout.loadersRoot(), pinned) ? pinned : QString();
}

// Why an entry's uncommitted change holds it back when the run's commit is not here.
QString uncommittedWhy(const HistoryRun& newest)
{
    return newest.headSha.isEmpty()
               ? LocalChanges::tr("its YAML entry has uncommitted changes (run %1 names no commit to compare with)").arg(newest.id)
               : LocalChanges::tr("its YAML entry has uncommitted changes (run %1's commit %2 is not in this clone: git fetch)")
                     .arg(newest.id)
                     .arg(newest.headSha.left(10));
}

void heldByGit(const CiHistory& history, const Checkout& checkout, const HistoryRun& newest, QHash<QString, QString>& held)
{
    const bool tracked = ownsWorkTree(checkout.root());
    const bool loadersTracked = ownsWorkTree(checkout.loadersRoot());
    if (!tracked && !loadersTracked)
        return;
    const bool known = tracked && knowsCommit(checkout.root(), newest.headSha);
    const QString base = known ? newest.headSha : QStringLiteral("HEAD");
    const QString loadersBase = known && loadersTracked ? pinnedLoaders(checkout, base) : QString();
    const QString shortSha = newest.headSha.left(10);
    QSet<QString> entries;  // of every YAML the history read that holds a change
    if (tracked)
        for (const QString& config : history.configsOf(history.changingKeys()))
            entries.unite(entriesChangedSince(checkout, config, base));
    const QStringList loaderPaths = loadersTracked ? loaderPathsChangedSince(checkout.loadersRoot(), loadersBase.isEmpty() ? QStringLiteral("HEAD") : loadersBase)
                                                   : QStringList();
    for (const QString& key : history.changingKeys()) {
        if (held.contains(key))
            continue;
        if (entries.contains(key)) {
            held.insert(key, known ? LocalChanges::tr("its YAML entry changed after run %1's commit %2").arg(newest.id).arg(shortSha)
                                   : uncommittedWhy(newest));
            continue;
        }
        const QString folder = loaderFolder(checkout, key);
        const bool loaderChanged = !folder.isEmpty() && std::any_of(loaderPaths.cbegin(), loaderPaths.cend(), [&](const QString& path) {
            return path.startsWith(folder + u'/');
        });
        if (loaderChanged)
            held.insert(key, loadersBase.isEmpty()
                                 ? LocalChanges::tr("its loader %1 has uncommitted changes").arg(folder)
                                 : LocalChanges::tr("its loader %1 changed after the tt-forge-models commit run %2 tested")
                                       .arg(folder).arg(newest.id));
    }
}

}  // namespace

QHash<QString, QString> LocalChanges::of(const CiHistory& history, const Checkout& checkout, const QString& sessionsRoot)
{
    if (history.runs.isEmpty())
        return {};
    const HistoryRun& newest = history.runs.constFirst();
    QHash<QString, QString> held;
    const QStringList changing = history.changingKeys();
    for (auto [key, why] : triagedHere(sessionsRoot, checkout, newest).asKeyValueRange())
        if (changing.contains(key))
            held.insert(key, why);
    heldByGit(history, checkout, newest, held);
    return held;
}

}  // namespace dtriage
