#pragma once
// The real config files the ConfigEditor tests edit (realconfigs.h), the
// expected entries after an edit, and a folder that cannot be written.
#include "config/configeditor.h"
#include "config/configfile.h"
#include "realconfigs.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>

using namespace dtriage;

namespace editorfiles {

// Plans also checked by the whole-file verify(): about one entry in this many.
constexpr size_t kFullVerifyEvery = 32;

const QString kTricky = QStringLiteral(R"(RuntimeError: 'x' "y" \z: `a` http://e.com/a:b)");

inline QString sharedDir()
{
    return testing::realConfigDir();
}

inline QStringList realFiles()
{
    return testing::realConfigFiles();
}

inline QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Byte offset where 1-based line `n` starts (size() past the last line).
inline qsizetype lineStart(const QByteArray& bytes, int n)
{
    qsizetype at = 0;
    for (int line = 1; line < n && at < bytes.size(); ++line) {
        const qsizetype nl = bytes.indexOf('\n', at);
        at = nl < 0 ? bytes.size() : nl + 1;
    }
    return at;
}

inline EntryChange change(const QString& key, QList<QPair<QString, QString>> set, QStringList remove = {})
{
    return EntryChange{key, std::move(set), std::move(remove)};
}

using Settings = QList<QPair<QString, QString>>;

struct Checked {
    bool ok = false;
    QString why;
};

// Independent of the editor's own verify(): the bytes around the block are the
// same, and the new block, parsed on its own, holds the entry we expect.
inline Checked checkPlan(const ConfigFile& file, const ConfigEdit& plan, const Entry& expected)
{
    const Entry* old = file.find(expected.key);
    const qsizetype head = lineStart(plan.before, old->firstLine);
    const qsizetype tail = plan.before.size() - lineStart(plan.before, old->lastLine + 1);
    if (plan.after.size() < head + tail || plan.after.first(head) != plan.before.first(head)
        || plan.after.last(tail) != plan.before.last(tail))
        return {false, QStringLiteral("bytes outside the block changed")};
    const QByteArray block = plan.after.sliced(head, plan.after.size() - tail - head);
    auto parsed = ConfigFile::parse("test_config:\n" + block, QStringLiteral("block.yaml"));
    if (!parsed)
        return {false, QStringLiteral("block does not parse: ") + parsed.error().toString()};
    if (parsed->entries().size() != 1 || parsed->entries().front().key != expected.key)
        return {false, QStringLiteral("block holds other entries")};
    const Entry& now = parsed->entries().front();
    QStringList want, got;
    for (const Field& f : expected.fields)
        want << f.name;
    for (const Field& f : now.fields)
        got << f.name;
    bool same = want == got;
    for (qsizetype i = 0; same && i < now.fields.size(); ++i)
        same = now.fields[i].value == expected.fields[i].value;
    if (!same)
        return {false, QStringLiteral("fields %1, expected %2").arg(got.join(u';'), want.join(u';'))};
    return {true, {}};
}

// The entry after "status KNOWN_FAILURE_XFAIL, bringup FAILED_FE_COMPILATION, no
// reason": replaced fields in place, new ones after the last field that is not
// arch_overrides.
inline Entry afterStatusChange(const Entry& e)
{
    Entry out = e;
    out.fields.clear();
    QList<Field> added;
    if (!e.field(QStringLiteral("status")))
        added.append({QStringLiteral("status"), QStringLiteral("KNOWN_FAILURE_XFAIL"), 0});
    if (!e.field(QStringLiteral("bringup_status")))
        added.append({QStringLiteral("bringup_status"), QStringLiteral("FAILED_FE_COMPILATION"), 0});
    qsizetype last = -1;
    for (qsizetype i = 0; i < e.fields.size(); ++i)
        last = e.fields[i].name == u"arch_overrides" ? last : i;
    if (last < 0)
        out.fields += added;
    for (qsizetype i = 0; i < e.fields.size(); ++i) {
        Field f = e.fields[i];
        if (f.name == u"status")
            f.value = QStringLiteral("KNOWN_FAILURE_XFAIL");
        if (f.name == u"bringup_status")
            f.value = QStringLiteral("FAILED_FE_COMPILATION");
        if (f.name != u"reason")
            out.fields.append(f);
        if (i == last)
            out.fields += added;
    }
    return out;
}

inline Entry afterReasonChange(const Entry& e, const QString& reason)
{
    Entry out = e;
    for (Field& f : out.fields) {
        if (f.name == u"reason") {
            f.value = reason;
            return out;
        }
    }
    qsizetype at = out.fields.size();
    while (at > 0 && out.fields[at - 1].name == u"arch_overrides")
        --at;
    out.fields.insert(at, {QStringLiteral("reason"), reason, 0});
    return out;
}

struct Run {
    int exitCode = -1;
    QString output;
};

inline Run run(const QString& dir, const QString& program, const QStringList& args)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(30000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAll())};
}

// Makes a folder refuse new files for the whole scope, even for root (chattr +i).
class ReadOnlyFolder {
public:
    explicit ReadOnlyFolder(const QString& dir) : m_dir(dir)
    {
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
                                       | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
        if (!canCreate())
            return;
        if (run(dir, QStringLiteral("chattr"), {QStringLiteral("+i"), dir}).exitCode == 0)
            m_immutable = true;
    }
    ~ReadOnlyFolder()
    {
        if (m_immutable)
            run(m_dir, QStringLiteral("chattr"), {QStringLiteral("-i"), m_dir});
        QFile::setPermissions(m_dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    bool canCreate() const
    {
        QFile probe(m_dir + QStringLiteral("/probe"));
        const bool created = probe.open(QIODevice::WriteOnly);
        if (created)
            probe.remove();
        return created;
    }

private:
    QString m_dir;
    bool m_immutable = false;
};

}  // namespace editorfiles

using namespace editorfiles;
