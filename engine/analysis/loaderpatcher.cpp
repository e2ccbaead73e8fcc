#include "analysis/loaderpatcher.h"
#include "run/gitcommand.h"
#include "core/boundedfile.h"

#include "config/unifieddiff.h"
#include "core/filereplacement.h"
#include "yamlplan/hardrules.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include "run/job.h"
#include <QUuid>

#include <atomic>

namespace dtriage {

namespace {

QByteArray digest(const QString& path, const QByteArray& before, const QByteArray& after)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(path.toUtf8());
    hash.addData(QByteArrayLiteral("\0before\0"));
    hash.addData(before);
    hash.addData(QByteArrayLiteral("\0after\0"));
    hash.addData(after);
    return hash.result();
}

struct Issued {
    quintptr owner = 0;
    QByteArray digest;  // path, before and after as previewed: a tampered plan fails
};

struct Lock {
    quintptr owner = 0;
    bool busy = true;  // apply or revert in progress: the edit is not settled yet
    PendingLoaderEdit edit;
};

// Process-wide, because the hard rule is per loader file, not per session.
struct Registry {
    QMutex mutex;
    QHash<QString, Issued> issued;  // token -> what preview() showed
    QHash<QString, Lock> locks;  // canonical path -> its pending edit
};

Registry& registry()
{
    static Registry instance;
    return instance;
}

std::optional<QByteArray> readAll(const QString& path)
{
    Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Source);
    return bytes ? std::optional(*bytes) : std::nullopt;
}

struct Git {
    bool ok = false;  // started and exited normally with code 0
    QByteArray out;
};

// Blocking on purpose: callers are worker threads or the command line.
Git git(const QString& dir, const QStringList& args)
{
    const JobResult result = GitCommand::run(dir, args);
    return {result.succeeded(), result.output};
}

struct GitState {
    QString root;  // empty: not in a repository (or no git)
    QString relative;
    bool trackedAndClean = false;
};

GitState gitState(const QString& path)
{
    GitState state;
    const Git top = git(QFileInfo(path).absolutePath(),
        {QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")});
    if (!top.ok)
        return state;
    state.root = QFileInfo(QString::fromUtf8(top.out.trimmed())).canonicalFilePath();
    if (state.root.isEmpty())
        return state;
    state.relative = QDir(state.root).relativeFilePath(path);
    const Git tracked = git(state.root,
        {QStringLiteral("ls-files"), QStringLiteral("--error-unmatch"), QStringLiteral("--"),
            state.relative});
    const Git status = git(state.root,
        {QStringLiteral("status"), QStringLiteral("--porcelain"), QStringLiteral("--"),
            state.relative});
    state.trackedAndClean = tracked.ok && status.ok && status.out.trimmed().isEmpty();
    return state;
}

// Drops a lock taken for an apply or revert that did not complete.
class LockGuard {
public:
    explicit LockGuard(QString path)
        : m_path(std::move(path))
    {
    }
    ~LockGuard()
    {
        if (m_path.isEmpty())
            return;
        QMutexLocker locker(&registry().mutex);
        if (m_erase)
            registry().locks.remove(m_path);
        else if (registry().locks.contains(m_path))
            registry().locks[m_path].busy = false;
    }
    void eraseOnExit(bool erase) { m_erase = erase; }
    void release() { m_path.clear(); }

private:
    QString m_path;
    bool m_erase = true;
};

std::atomic<quintptr> nextId{1};

}  // namespace

LoaderPatcher::LoaderPatcher(QString checkoutRoot)
    : m_root(QDir::cleanPath(QFileInfo(checkoutRoot).absoluteFilePath()))
    , m_id(nextId++)
{
}

LoaderPatcher::~LoaderPatcher()
{
    QMutexLocker locker(&registry().mutex);
    for (auto it = registry().locks.begin(); it != registry().locks.end();)
        it = it->owner == m_id ? registry().locks.erase(it) : std::next(it);
    for (auto it = registry().issued.begin(); it != registry().issued.end();)
        it = it->owner == m_id ? registry().issued.erase(it) : std::next(it);
}

// The canonical path of a loader file we may write, or why not.
Result<QString> LoaderPatcher::checkedPath(const QString& loaderPath, QString* label) const
{
    const QString absolute = QDir::cleanPath(QDir(m_root).absoluteFilePath(loaderPath));
    const QString canonicalRoot = QFileInfo(m_root).canonicalFilePath();
    const QString canonical = QFileInfo(absolute).canonicalFilePath();
    const QString relative = QDir(m_root).relativeFilePath(absolute);
    const QString canonicalRelative
        = canonical.isEmpty() ? relative : QDir(canonicalRoot).relativeFilePath(canonical);
    if (!canonical.isEmpty() && canonical != absolute
        && (canonicalRelative.startsWith(QStringLiteral("../")) || QDir::isAbsolutePath(canonicalRelative)))
        return fail(QCoreApplication::translate("LoaderPatcher",
                        "Refused: %1 is a link to %2, outside the checkout; dtype-triage writes only inside it "
                        "(edit the file there, or put the file itself in place of the link)")
                        .arg(relative, canonical),
            absolute);
    if (HardRules::isForbiddenEdit(relative) || HardRules::isForbiddenEdit(canonicalRelative))
        return fail(QCoreApplication::translate("LoaderPatcher",
                        "Refused: %1 must never be edited (docs/triage.md §2, hard rules), or lies outside the "
                        "checkout")
                        .arg(relative),
            absolute);
    if (canonical.isEmpty() || !QFileInfo(canonical).isFile())
        return fail(
            QCoreApplication::translate("LoaderPatcher", "There is no such loader file"), absolute);
    if (!canonicalRelative.startsWith(HardRules::loadersRoot() + u'/')
        || !canonicalRelative.endsWith(QStringLiteral(".py")))
        return fail(QCoreApplication::translate("LoaderPatcher",
                        "Refused: only Python files under %1 are loader files this patcher edits")
                        .arg(HardRules::loadersRoot()),
            absolute);
    *label = canonicalRelative;
    return canonical;
}

Result<LoaderPatchPlan> LoaderPatcher::preview(const QString& loaderPath, const QByteArray& before,
    const QByteArray& after, const QString& summary)
{
    LoaderPatchPlan plan;
    const Result<QString> path = checkedPath(loaderPath, &plan.label);
    if (!path)
        return std::unexpected(path.error());
    if (before == after)
        return fail(
            QCoreApplication::translate("LoaderPatcher", "The edit changes nothing"), *path);
    if (readAll(*path) != before)
        return conflict(QCoreApplication::translate("LoaderPatcher",
                            "The file changed since it was analysed; analyse it again"),
            *path);
    plan.path = *path;
    plan.submoduleLabel = plan.label.mid(HardRules::loadersRoot().size() + 1);
    plan.before = before;
    plan.after = after;
    plan.diff = UnifiedDiff::make(before, after, plan.label);
    plan.submoduleDiff = UnifiedDiff::make(before, after, plan.submoduleLabel);
    plan.summary = summary;
    plan.token = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QMutexLocker locker(&registry().mutex);
    registry().issued.insert(plan.token, Issued{m_id, digest(plan.path, before, after)});
    return plan;
}

Result<void> LoaderPatcher::apply(const LoaderPatchPlan& plan)
{
    {
        QMutexLocker locker(&registry().mutex);
        const auto issued = registry().issued.constFind(plan.token);
        if (plan.token.isEmpty() || issued == registry().issued.cend() || issued->owner != m_id)
            return fail(QCoreApplication::translate("LoaderPatcher",
                            "Refused: this edit was not previewed here; show its diff first"),
                plan.path);
        if (issued->digest != digest(plan.path, plan.before, plan.after))
            return fail(QCoreApplication::translate("LoaderPatcher",
                            "Refused: the edit differs from the diff that was previewed"),
                plan.path);
        const auto held = registry().locks.constFind(plan.path);
        if (held != registry().locks.cend())
            return fail(QCoreApplication::translate("LoaderPatcher",
                            "Refused: another edit to this loader is still pending (%1); revert or "
                            "accept it first — one edit per loader file at a time")
                            .arg(held->edit.summary.isEmpty() ? QCoreApplication::translate(
                                     "LoaderPatcher", "applied earlier")
                                                              : held->edit.summary),
                plan.path);
        registry().locks.insert(plan.path, Lock{m_id, true, {}});
    }
    LockGuard guard(plan.path);
    const Result<void> written = writeAndRegister(plan);
    if (written)
        guard.eraseOnExit(false);
    return written;
}

Result<void> LoaderPatcher::writeAndRegister(const LoaderPatchPlan& plan)
{
    QString label;
    const Result<QString> path = checkedPath(plan.path, &label);
    if (!path)
        return std::unexpected(path.error());
    const GitState state = gitState(plan.path);  // before the write: "tracked and clean"
    // The conflict check and the write are one step under the file's lock.
    if (const Result<void> ok = FileReplacement::write(
            plan.path, plan.after, plan.before,
            QCoreApplication::translate("LoaderPatcher",
                                        "Conflict: the file changed after the preview; nothing was written"));
        !ok)
        return ok;
    PendingLoaderEdit edit;
    edit.path = plan.path;
    edit.gitRoot = state.root;
    edit.before = plan.before;
    edit.after = plan.after;
    edit.summary = plan.summary;
    edit.undo = state.trackedAndClean ? PendingLoaderEdit::Undo::GitCheckout
                                      : PendingLoaderEdit::Undo::SavedBytes;
    edit.appliedAt = QDateTime::currentDateTimeUtc();
    QMutexLocker locker(&registry().mutex);
    registry().locks[plan.path] = Lock{m_id, false, edit};
    registry().issued.remove(plan.token);  // a plan is applied once
    return {};
}

Result<void> LoaderPatcher::revert(const QString& loaderPath)
{
    const QString path = QFileInfo(QDir(m_root).absoluteFilePath(loaderPath)).canonicalFilePath();
    PendingLoaderEdit edit;
    {
        QMutexLocker locker(&registry().mutex);
        auto held = registry().locks.find(path);
        if (path.isEmpty() || held == registry().locks.end() || held->owner != m_id || held->busy)
            return fail(QCoreApplication::translate(
                            "LoaderPatcher", "There is no pending edit of this loader to revert"),
                loaderPath);
        held->busy = true;
        edit = held->edit;
    }
    LockGuard guard(path);
    guard.eraseOnExit(false);  // a refused revert leaves the edit pending
    // The saved bytes go back the way every write goes: never `git checkout`,
    // which truncates the file in place and leaves it empty on a full disk.
    if (const Result<void> ok = FileReplacement::write(
            path, edit.before, edit.after,
            QCoreApplication::translate("LoaderPatcher",
                                        "Conflict: the file changed since the edit was applied; nothing was "
                                        "reverted"));
        !ok)
        return ok;
    guard.eraseOnExit(true);
    return {};
}

Result<void> LoaderPatcher::accept(const QString& loaderPath)
{
    const QString path = QFileInfo(QDir(m_root).absoluteFilePath(loaderPath)).canonicalFilePath();
    QMutexLocker locker(&registry().mutex);
    const auto held = registry().locks.constFind(path);
    if (path.isEmpty() || held == registry().locks.cend() || held->owner != m_id || held->busy)
        return fail(QCoreApplication::translate(
                        "LoaderPatcher", "There is no pending edit of this loader to accept"),
            loaderPath);
    registry().locks.erase(held);
    return {};
}

std::optional<PendingLoaderEdit> LoaderPatcher::pendingEdit(const QString& loaderPath) const
{
    const QString path = QFileInfo(QDir(m_root).absoluteFilePath(loaderPath)).canonicalFilePath();
    QMutexLocker locker(&registry().mutex);
    const auto held = registry().locks.constFind(path);
    if (path.isEmpty() || held == registry().locks.cend() || held->edit.path.isEmpty())
        return std::nullopt;  // not even written yet: an apply is still checking
    return held->edit;
}

}  // namespace dtriage
