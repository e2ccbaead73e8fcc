// ConfigEditor: lossless edits of one entry, on every entry of the real tt-xla
// files and on hand-made layouts (multi-line scalars, CRLF, no final newline,
// odd keys), refusals, conflicts, atomic writes, undo, speed.
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

namespace {

// Plans also checked by the whole-file verify(): about one entry in this many.
constexpr size_t kFullVerifyEvery = 32;

const QString kTricky = QStringLiteral(R"(RuntimeError: 'x' "y" \z: `a` http://e.com/a:b)");

QString sharedDir()
{
    return testing::realConfigDir();
}

QStringList realFiles()
{
    return testing::realConfigFiles();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Byte offset where 1-based line `n` starts (size() past the last line).
qsizetype lineStart(const QByteArray& bytes, int n)
{
    qsizetype at = 0;
    for (int line = 1; line < n && at < bytes.size(); ++line) {
        const qsizetype nl = bytes.indexOf('\n', at);
        at = nl < 0 ? bytes.size() : nl + 1;
    }
    return at;
}

EntryChange change(const QString& key, QList<QPair<QString, QString>> set, QStringList remove = {})
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
Checked checkPlan(const ConfigFile& file, const EditPlan& plan, const Entry& expected)
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
Entry afterStatusChange(const Entry& e)
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

Entry afterReasonChange(const Entry& e, const QString& reason)
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

Run run(const QString& dir, const QString& program, const QStringList& args)
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

}  // namespace

class TestConfigEditor : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void quoted_data();
    void quoted();
    void everyEntryThreeWays_data();
    void everyEntryThreeWays();
    void layouts_data();
    void layouts();
    void refusals_data();
    void refusals();
    void verifyCatchesTampering();
    void bareKeyIsVerifiedWhole_data();
    void bareKeyIsVerifiedWhole();
    void diffsApplyWithGit();
    void writeThenUndo();
    void conflictWritesNothing();
    void readOnlyFolderKeepsOriginal();
    void editAndVerifyIsFast();
};

// The suite reads the real files the repository carries; without them it must fail,
// not pass having checked nothing.
void TestConfigEditor::initTestCase()
{
    QCOMPARE(realFiles().size(), testing::kRealConfigFileCount);
}

void TestConfigEditor::quoted_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("yaml");
    QTest::newRow("plain") << QStringLiteral("abc") << QStringLiteral("\"abc\"");
    QTest::newRow("empty") << QString() << QStringLiteral("\"\"");
    QTest::newRow("tricky") << kTricky
                            << QStringLiteral(R"("RuntimeError: 'x' \"y\" \\z: `a` http://e.com/a:b")");
    QTest::newRow("controls") << QStringLiteral("a\nb\tc\rd") + QChar(0x1b) + QChar(0x7f)
                              << QStringLiteral(R"("a\nb\tc\rd\x1B\x7F")");
    QTest::newRow("line separator") << QStringLiteral("a") + QChar(0x2028) + QStringLiteral("b")
                                    << QStringLiteral(R"("a\u2028b")");
    QTest::newRow("unicode kept") << QStringLiteral("aten.add — xla:0 ✓ 😀")
                                  << QStringLiteral("\"aten.add — xla:0 ✓ 😀\"");
    QTest::newRow("hash and colon") << QStringLiteral("a # b: c") << QStringLiteral("\"a # b: c\"");
    QTest::newRow("spaces kept") << QStringLiteral("  lead, trail  ") << QStringLiteral("\"  lead, trail  \"");
}

// The emitted scalar reads back as exactly the text, through the real parser.
void TestConfigEditor::quoted()
{
    QFETCH(QString, text);
    QFETCH(QString, yaml);
    QCOMPARE(ConfigEditor::quoted(text), yaml);
    const QByteArray doc = "test_config:\n  k:\n    reason: " + yaml.toUtf8() + "\n";
    auto parsed = ConfigFile::parse(doc, QStringLiteral("q.yaml"));
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().toString()));
    QCOMPARE(parsed->find(QStringLiteral("k"))->reason(), text);
}

void TestConfigEditor::everyEntryThreeWays_data()
{
    QTest::addColumn<QString>("path");
    for (const QString& path : realFiles())
        QTest::newRow(qPrintable(QDir(sharedDir()).relativeFilePath(path))) << path;
}

// The three edits of one entry; an empty string when all of them hold.
static QString editThreeWays(const ConfigFile& file, const Entry& e)
{
    const QString st = QStringLiteral("status");
    auto noop = ConfigEditor::plan(file, change(e.key, {}));
    if (!noop || noop->after != noop->before || !noop->diff.isEmpty())
        return QStringLiteral("empty change is not a no-op");
    if (!e.scalar(st).isEmpty()) {
        auto same = ConfigEditor::plan(file, change(e.key, {{st, e.scalar(st)}}));
        if (!same || same->after != same->before || !same->diff.isEmpty())
            return QStringLiteral("setting the current status is not a no-op");
    }
    auto status = ConfigEditor::plan(file, change(e.key,
                                                  {{st, QStringLiteral("KNOWN_FAILURE_XFAIL")},
                                                   {QStringLiteral("bringup_status"), QStringLiteral("FAILED_FE_COMPILATION")}},
                                                  {QStringLiteral("reason")}));
    if (!status)
        return status.error().toString();
    if (const Checked c = checkPlan(file, *status, afterStatusChange(e)); !c.ok)
        return QStringLiteral("status change: ") + c.why;
    if (status->diff.isEmpty() != (status->after == status->before))
        return QStringLiteral("status change: diff does not match the bytes");
    auto reason = ConfigEditor::plan(file, change(e.key, {{QStringLiteral("reason"), kTricky}}));
    if (!reason)
        return reason.error().toString();
    if (const Checked c = checkPlan(file, *reason, afterReasonChange(e, kTricky)); !c.ok)
        return QStringLiteral("reason change: ") + c.why;
    if (!reason->diff.startsWith(u"--- a/"))
        return QStringLiteral("reason change: no diff");
    // plan() may accept through a parse of the block alone; the whole-file parse
    // of verify() must agree (sampled: it costs ~10 ms on the big files).
    if (qHash(e.key) % kFullVerifyEvery == 0) {
        for (const EditPlan* plan : {&*status, &*reason}) {
            if (auto ok = ConfigEditor::verify(*plan); !ok)
                return QStringLiteral("full verify: ") + ok.error().toString();
        }
    }
    return {};
}

// Every entry of every real file, three ways: a no-op, a status change (set
// status and bringup_status, remove reason) and a reason full of YAML syntax.
// All entries of all 13 files, in parallel.
void TestConfigEditor::everyEntryThreeWays()
{
    QFETCH(QString, path);
    auto file = ConfigFile::load(path);
    QVERIFY2(file, qPrintable(file ? QString() : file.error().toString()));
    QVERIFY(!file->entries().isEmpty());
    const bool training = path.endsWith(u"torch/test_config_training_single_device.yaml");
    const bool inference = path.endsWith(u"torch/test_config_inference_single_device.yaml");
    if (training)
        QCOMPARE(file->entries().size(), 482);
    if (inference)
        QCOMPARE(file->entries().size(), 661);
    const QList<Entry> entries = file->entries();
    const QStringList results = QtConcurrent::blockingMapped<QStringList>(
        entries, [&](const Entry& e) { return editThreeWays(*file, e); });
    QStringList failures;
    for (qsizetype i = 0; i < results.size(); ++i) {
        if (!results[i].isEmpty())
            failures.append(entries[i].key + QStringLiteral(": ") + results[i]);
    }
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 of %2 entries failed, first: %3")
                                                .arg(failures.size()).arg(entries.size())
                                                .arg(failures.mid(0, 5).join(u'\n'))));
}

void TestConfigEditor::layouts_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QString>("key");
    QTest::addColumn<Settings>("set");
    QTest::addColumn<QStringList>("remove");
    QTest::addColumn<QByteArray>("after");
    using Set = Settings;
    const QString k = QStringLiteral("a/pytorch-X-single_device-training");
    const QString st = QStringLiteral("status"), re = QStringLiteral("reason"), bs = QStringLiteral("bringup_status");
    const QString xfail = QStringLiteral("KNOWN_FAILURE_XFAIL");
    const QByteArray head = "# c\ntest_config:\n  " + k.toUtf8() + ":\n";
    const QByteArray next = "\n  # commented:\n  #   status: X\n  b/pytorch-single_device-training:\n    status: EXPECTED_PASSING\n";

    QTest::newRow("replace keeps trailing comment")
        << head + "    required_pcc: 0.96  # note\n    status: EXPECTED_PASSING # why\n" + next << k
        << Set{{st, xfail}} << QStringList()
        << head + "    required_pcc: 0.96  # note\n    status: KNOWN_FAILURE_XFAIL # why\n" + next;
    QTest::newRow("new fields go before arch_overrides and its comment")
        << head + "    status: EXPECTED_PASSING\n    # p150 is flaky\n    arch_overrides:\n      p150:\n        status: KNOWN_FAILURE_XFAIL\n        reason: \"x\"\n" + next
        << k << Set{{re, QStringLiteral("y")}, {bs, QStringLiteral("FAILED_RUNTIME")}} << QStringList()
        << head + "    status: EXPECTED_PASSING\n    reason: \"y\"\n    bringup_status: FAILED_RUNTIME\n    # p150 is flaky\n    arch_overrides:\n      p150:\n        status: KNOWN_FAILURE_XFAIL\n        reason: \"x\"\n" + next;
    QTest::newRow("only arch_overrides: new fields right after the key")
        << head + "    arch_overrides:\n      n150:\n        status: EXPECTED_PASSING\n" + next << k
        << Set{{st, xfail}} << QStringList()
        << head + "    status: KNOWN_FAILURE_XFAIL\n    arch_overrides:\n      n150:\n        status: EXPECTED_PASSING\n" + next;
    QTest::newRow("folded reason replaced whole")
        << head + "    reason: >\n      long text\n\n      # still text\n    markers: [push]\n" + next << k
        << Set{{re, QStringLiteral("short")}} << QStringList()
        << head + "    reason: \"short\"\n    markers: [push]\n" + next;
    QTest::newRow("plain multi-line reason replaced whole")
        << head + "    reason: RuntimeError\n      continues here\n    # a comment stays\n    status: EXPECTED_PASSING\n" + next << k
        << Set{{re, QStringLiteral("new")}} << QStringList()
        << head + "    reason: \"new\"\n    # a comment stays\n    status: EXPECTED_PASSING\n" + next;
    QTest::newRow("quoted multi-line reason with a hash inside")
        << head + "    reason: \"first\n      # still text \\\" here\" # real comment\n    status: EXPECTED_PASSING\n" + next << k
        << Set{{re, QStringLiteral("new")}} << QStringList()
        << head + "    reason: \"new\" # real comment\n    status: EXPECTED_PASSING\n" + next;
    QTest::newRow("single-quoted reason")
        << head + "    reason: 'it''s # not a comment'\n    status: EXPECTED_PASSING\n" + next << k
        << Set{{re, QStringLiteral("ok")}} << QStringList()
        << head + "    reason: \"ok\"\n    status: EXPECTED_PASSING\n" + next;
    QTest::newRow("remove keeps the comment above")
        << head + "    status: EXPECTED_PASSING\n    # why pcc is off\n    assert_pcc: false\n    markers: [push]\n" + next << k
        << Set{} << QStringList{QStringLiteral("assert_pcc")}
        << head + "    status: EXPECTED_PASSING\n    # why pcc is off\n    markers: [push]\n" + next;
    QTest::newRow("block sequence replaced and list set")
        << head + "    filechecks:\n      - a.mlir\n      - b.mlir # why\n    markers: [nightly]\n" + next << k
        << Set{{QStringLiteral("filechecks"), QStringLiteral("[c.mlir]")}, {QStringLiteral("markers"), QStringLiteral("[push, nightly]")}}
        << QStringList()
        << head + "    filechecks: [c.mlir]\n    markers: [push, nightly]\n" + next;
    QTest::newRow("flow list with quoted item and comment")
        << head + "    supported_archs: [\"p150\"] # wormhole: #tp\n" + next << k
        << Set{{QStringLiteral("supported_archs"), QStringLiteral("[n150, p150]")}} << QStringList()
        << head + "    supported_archs: [n150, p150] # wormhole: #tp\n" + next;
    QTest::newRow("six-space indentation is followed")
        << head + "      status: EXPECTED_PASSING\n" + next << k << Set{{re, QStringLiteral("r")}} << QStringList()
        << head + "      status: EXPECTED_PASSING\n      reason: \"r\"\n" + next;
    QTest::newRow("entry without fields")
        << head + next << k << Set{{st, xfail}} << QStringList()
        << head + "    status: KNOWN_FAILURE_XFAIL\n" + next;
    QTest::newRow("no final newline: remove the last line")
        << head + "    status: EXPECTED_PASSING\n    reason: \"x\"" << k << Set{} << QStringList{re}
        << head + "    status: EXPECTED_PASSING";
    QTest::newRow("no final newline: add after the last line")
        << head + "    status: EXPECTED_PASSING" << k << Set{{re, QStringLiteral("x")}} << QStringList()
        << head + "    status: EXPECTED_PASSING\n    reason: \"x\"";
    QTest::newRow("no final newline: bare key")
        << head.chopped(1) << k << Set{{st, xfail}} << QStringList()
        << head + "    status: KNOWN_FAILURE_XFAIL";
    QTest::newRow("trailing blank and comment lines stay outside")
        << head + "    status: EXPECTED_PASSING\n\n# end\n\n" << k << Set{{re, QStringLiteral("x")}} << QStringList()
        << head + "    status: EXPECTED_PASSING\n    reason: \"x\"\n\n# end\n\n";
    QTest::newRow("crlf")
        << QByteArray("test_config:\r\n  k1:\r\n    status: EXPECTED_PASSING\r\n    reason: \"a\"\r\n  k2:\r\n    status: EXPECTED_PASSING\r\n")
        << QStringLiteral("k1") << Set{{re, QStringLiteral("b")}, {bs, QStringLiteral("PASSED")}} << QStringList()
        << QByteArray("test_config:\r\n  k1:\r\n    status: EXPECTED_PASSING\r\n    reason: \"b\"\r\n    bringup_status: PASSED\r\n  k2:\r\n    status: EXPECTED_PASSING\r\n");
    QTest::newRow("key with quotes and backslashes")
        << QByteArray("test_config:\n  \"we\\\"ird\\\\key: x\":\n    status: EXPECTED_PASSING\n  'it''s':\n    status: EXPECTED_PASSING\n")
        << QStringLiteral("we\"ird\\key: x") << Set{{st, xfail}} << QStringList()
        << QByteArray("test_config:\n  \"we\\\"ird\\\\key: x\":\n    status: KNOWN_FAILURE_XFAIL\n  'it''s':\n    status: EXPECTED_PASSING\n");
    QTest::newRow("single-quoted key")
        << QByteArray("test_config:\n  'it''s':\n    status: EXPECTED_PASSING\n") << QStringLiteral("it's")
        << Set{{re, kTricky}} << QStringList()
        << QByteArray("test_config:\n  'it''s':\n    status: EXPECTED_PASSING\n    reason: \"RuntimeError: 'x' \\\"y\\\" \\\\z: `a` http://e.com/a:b\"\n");
    QTest::newRow("placeholders root")
        << QByteArray("PLACEHOLDER_MODELS:\n  Gaussian Splatting:\n    bringup_status: NOT_STARTED\n")
        << QStringLiteral("Gaussian Splatting") << Set{{bs, QStringLiteral("UNKNOWN")}} << QStringList()
        << QByteArray("PLACEHOLDER_MODELS:\n  Gaussian Splatting:\n    bringup_status: UNKNOWN\n");
    QTest::newRow("key line with a comment")
        << head.chopped(1) + "  # pending\n    status: EXPECTED_PASSING\n" + next << k << Set{{re, QStringLiteral("r")}} << QStringList()
        << head.chopped(1) + "  # pending\n    status: EXPECTED_PASSING\n    reason: \"r\"\n" + next;
    QTest::newRow("bare key with a comment")
        << head.chopped(1) + " # todo\n" + next << k << Set{{st, xfail}} << QStringList()
        << head.chopped(1) + " # todo\n    status: KNOWN_FAILURE_XFAIL\n" + next;
    QTest::newRow("anchored file takes the whole-file path")
        << QByteArray("test_config:\n  a: &shared\n    status: EXPECTED_PASSING\n  b:\n    status: EXPECTED_PASSING\n    markers: &m [push]\n")
        << QStringLiteral("b") << Set{{st, xfail}} << QStringList()
        << QByteArray("test_config:\n  a: &shared\n    status: EXPECTED_PASSING\n  b:\n    status: KNOWN_FAILURE_XFAIL\n    markers: &m [push]\n");
    QTest::newRow("same value keeps bytes")
        << head + "    status: expected_passing\n    assert_pcc: false\n" + next << k
        << Set{{QStringLiteral("assert_pcc"), QStringLiteral("false")}} << QStringList{re}
        << head + "    status: expected_passing\n    assert_pcc: false\n" + next;
    QTest::newRow("multi-line reason given")
        << head + "    status: EXPECTED_PASSING\n" + next << k << Set{{re, QStringLiteral("line 1\nline 2")}} << QStringList()
        << head + "    status: EXPECTED_PASSING\n    reason: \"line 1\\nline 2\"\n" + next;
}

void TestConfigEditor::layouts()
{
    QFETCH(QByteArray, before);
    QFETCH(QString, key);
    QFETCH(Settings, set);
    QFETCH(QStringList, remove);
    QFETCH(QByteArray, after);
    auto file = ConfigFile::parse(before, QStringLiteral("/r/tests/test_config_x.yaml"));
    QVERIFY2(file, qPrintable(file ? QString() : file.error().toString()));
    auto plan = ConfigEditor::plan(*file, change(key, set, remove), QStringLiteral("/r"));
    QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
    QCOMPARE(plan->after, after);
    QVERIFY(ConfigEditor::verify(*plan));
    QCOMPARE(plan->diff.isEmpty(), after == before);
    if (!plan->diff.isEmpty())
        QVERIFY(plan->diff.startsWith(u"--- a/tests/test_config_x.yaml\n+++ b/tests/test_config_x.yaml\n@@ "));
}

void TestConfigEditor::refusals_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");  // "<remove>": remove the field
    QTest::addColumn<QString>("message");
    const QByteArray yaml = "test_config:\n  k:\n    status: EXPECTED_PASSING\n    arch_overrides:\n      n150:\n        status: EXPECTED_PASSING\n";
    const QString st = QStringLiteral("status"), pcc = QStringLiteral("required_pcc");
    QTest::newRow("unknown key") << yaml << QStringLiteral("nope") << st << QStringLiteral("PASSED") << QStringLiteral("No entry");
    QTest::newRow("unknown key with quotes") << yaml << QStringLiteral("k\"\\") << st << QStringLiteral("EXPECTED_PASSING") << QStringLiteral("No entry");
    QTest::newRow("forbidden field") << yaml << QStringLiteral("k") << QStringLiteral("pcc") << QStringLiteral("0.9") << QStringLiteral("not a field tt-xla accepts");
    QTest::newRow("forbidden removal") << yaml << QStringLiteral("k") << QStringLiteral("statuss") << QStringLiteral("<remove>") << QStringLiteral("not a field tt-xla accepts");
    QTest::newRow("set arch_overrides") << yaml << QStringLiteral("k") << QStringLiteral("arch_overrides") << QStringLiteral("x") << QStringLiteral("arch_overrides");
    QTest::newRow("remove arch_overrides") << yaml << QStringLiteral("k") << QStringLiteral("arch_overrides") << QStringLiteral("<remove>") << QStringLiteral("arch_overrides");
    QTest::newRow("newline in status") << yaml << QStringLiteral("k") << st << QStringLiteral("EXPECTED_PASSING\nreason: x") << QStringLiteral("line break");
    QTest::newRow("invalid status") << yaml << QStringLiteral("k") << st << QStringLiteral("PASSING") << QStringLiteral("not a valid status");
    QTest::newRow("indicator *") << yaml << QStringLiteral("k") << pcc << QStringLiteral("*x") << QStringLiteral("syntax");
    QTest::newRow("indicator [") << yaml << QStringLiteral("k") << pcc << QStringLiteral("[0.9]") << QStringLiteral("syntax");
    QTest::newRow("indicator quote") << yaml << QStringLiteral("k") << pcc << QStringLiteral("\"0.9\"") << QStringLiteral("syntax");
    QTest::newRow("dash space") << yaml << QStringLiteral("k") << pcc << QStringLiteral("- 1") << QStringLiteral("syntax");
    QTest::newRow("colon space") << yaml << QStringLiteral("k") << pcc << QStringLiteral("a: b") << QStringLiteral("syntax");
    QTest::newRow("hash") << yaml << QStringLiteral("k") << pcc << QStringLiteral("0.9 # x") << QStringLiteral("syntax");
    QTest::newRow("trailing space") << yaml << QStringLiteral("k") << pcc << QStringLiteral("0.9 ") << QStringLiteral("spaces");
    QTest::newRow("empty") << yaml << QStringLiteral("k") << pcc << QString(QLatin1String("")) << QStringLiteral("empty");
    QTest::newRow("null") << yaml << QStringLiteral("k") << pcc << QStringLiteral("~") << QStringLiteral("null");
    QTest::newRow("markers not a list") << yaml << QStringLiteral("k") << QStringLiteral("markers") << QStringLiteral("push") << QStringLiteral("list");
    QTest::newRow("markers odd item") << yaml << QStringLiteral("k") << QStringLiteral("markers") << QStringLiteral("[a b]") << QStringLiteral("plain word");
    QTest::newRow("flow-style entry") << QByteArray("test_config:\n  k: {status: EXPECTED_PASSING}\n") << QStringLiteral("k") << st
                                      << QStringLiteral("KNOWN_FAILURE_XFAIL") << QStringLiteral("by hand");
    QTest::newRow("alias entry") << QByteArray("test_config:\n  a: &base\n    status: EXPECTED_PASSING\n  b: *base\n")
                                 << QStringLiteral("b") << st << QStringLiteral("KNOWN_FAILURE_XFAIL") << QStringLiteral("by hand");
    QTest::newRow("anchored entry another one aliases")
        << QByteArray("test_config:\n  a: &base\n    status: EXPECTED_PASSING\n  b: *base\n")
        << QStringLiteral("a") << st << QStringLiteral("KNOWN_FAILURE_XFAIL") << QStringLiteral("the entry b would read back");
    // Removing status would leave the block scalar last, and the deeper comment
    // after the entry would become part of its text: refused, not written.
    QTest::newRow("block scalar would swallow a comment")
        << QByteArray("test_config:\n  k:\n    reason: |\n      text\n    status: EXPECTED_PASSING\n      # deep comment\n  k2:\n    status: EXPECTED_PASSING\n")
        << QStringLiteral("k") << st << QStringLiteral("<remove>") << QStringLiteral("the entry k would read back");
    QTest::newRow("empty flow entry") << QByteArray("test_config:\n  k: {}\n") << QStringLiteral("k") << st
                                      << QStringLiteral("KNOWN_FAILURE_XFAIL") << QStringLiteral("by hand");
}

void TestConfigEditor::refusals()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, key);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, message);
    auto file = ConfigFile::parse(yaml, QStringLiteral("test_config_x.yaml"));
    QVERIFY2(file, qPrintable(file ? QString() : file.error().toString()));
    EntryChange c{key, {}, {}};
    if (value == u"<remove>")
        c.remove << field;
    else
        c.set << qMakePair(field, value);
    auto plan = ConfigEditor::plan(*file, c);
    QVERIFY(!plan);
    QVERIFY2(plan.error().message.contains(message), qPrintable(plan.error().toString()));
    QCOMPARE(plan.error().file, QStringLiteral("test_config_x.yaml"));
}

void TestConfigEditor::verifyCatchesTampering()
{
    const QByteArray yaml = "test_config:\n  k1:\n    status: EXPECTED_PASSING\n  k2:\n    status: EXPECTED_PASSING\n    markers: [push]\n";
    auto file = ConfigFile::parse(yaml, QStringLiteral("t.yaml"));
    QVERIFY(file);
    auto plan = ConfigEditor::plan(*file, change(QStringLiteral("k2"), {{QStringLiteral("status"), QStringLiteral("NOT_SUPPORTED_SKIP")}}));
    QVERIFY(plan && ConfigEditor::verify(*plan));

    EditPlan outside = *plan;
    outside.after.replace("k1:\n    status: EXPECTED_PASSING", "k1:\n    status: KNOWN_FAILURE_XFAIL");
    QVERIFY(!ConfigEditor::verify(outside));
    QVERIFY(ConfigEditor::verify(outside).error().message.contains(u"outside"));

    EditPlan inside = *plan;
    inside.after.replace("markers: [push]", "markers: [nightly]");
    QVERIFY(!ConfigEditor::verify(inside));
    QVERIFY(ConfigEditor::verify(inside).error().message.contains(u"k2"));

    EditPlan broken = *plan;
    broken.after.replace("markers: [push]", "markers: [push");
    QVERIFY(!ConfigEditor::verify(broken));

    EditPlan comment = *plan;  // a comment in the block does not change values
    comment.after.replace("markers: [push]", "markers: [push] # fine");
    QVERIFY(ConfigEditor::verify(comment));
}

// The diffs shown for approval apply with git and patch to the real file.
// Found by tests/fuzz/fuzz_config (tests/fuzz/regressions/config): the fast
// verification parsed the entry's block alone, but a block that starts or ends as a
// bare key ("key:" without fields) leaves the parser in another state, so the line
// after it may read differently in the whole file. Such plans were accepted although
// the whole file read back otherwise, or did not parse at all.
void TestConfigEditor::bareKeyIsVerifiedWhole_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QString>("key");
    QTest::addColumn<Settings>("set");
    QTest::addColumn<QStringList>("remove");
    const QString k = QStringLiteral("a/pytorch-X-single_device-training");
    QTest::newRow("last field removed, a null key follows")
        << QByteArray("test_config:\n  a/pytorch-X-single_device-training:\n    status: EXPECTED_PASSING\n\n"
                      "  :\n    status: EXPECTED_PASSING\n")
        << k << Settings() << QStringList{QStringLiteral("status")};
    QTest::newRow("field added to a bare key, CR-only lines follow")
        << QByteArray("test_config:\n a/pytorch-X-single_device-training:\n \r\r\n:") << k
        << Settings{{QStringLiteral("reason"), QStringLiteral("x")}} << QStringList();
}

void TestConfigEditor::bareKeyIsVerifiedWhole()
{
    QFETCH(QByteArray, before);
    QFETCH(QString, key);
    QFETCH(Settings, set);
    QFETCH(QStringList, remove);
    auto file = ConfigFile::parse(before, QStringLiteral("test_config_x.yaml"));
    QVERIFY2(file, qPrintable(file ? QString() : file.error().toString()));
    auto plan = ConfigEditor::plan(*file, change(key, set, remove));
    // Refusing is fine; a plan that is made must hold up to the whole-file check.
    if (plan) {
        const auto verified = ConfigEditor::verify(*plan);
        QVERIFY2(verified, qPrintable(QString::fromUtf8(plan->after) + u'\n'
                                      + (verified ? QString() : verified.error().toString())));
    }
}

void TestConfigEditor::diffsApplyWithGit()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray bytes = readFile(sharedDir() + QStringLiteral("/torch/test_config_training_single_device.yaml"));
    auto file = ConfigFile::parse(bytes, QStringLiteral("x.yaml"));
    QVERIFY(file);
    QByteArray patch;
    QList<QPair<QString, QByteArray>> expected;
    for (qsizetype i = 0; i < file->entries().size(); i += 16) {
        const QString path = dir.filePath(QStringLiteral("t/c%1.yaml").arg(i));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("t"))) && writeFile(path, bytes));
        auto copy = ConfigFile::parse(bytes, path);
        const Entry& e = copy->entries()[i];
        const EntryChange c = i % 32 ? change(e.key, {{QStringLiteral("reason"), kTricky}})
                                     : change(e.key, {{QStringLiteral("status"), QStringLiteral("EXCLUDE_MODEL")}}, {QStringLiteral("reason"), QStringLiteral("markers")});
        auto plan = ConfigEditor::plan(*copy, c, dir.path());
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        patch += plan->diff.toUtf8();
        expected.append({path, plan->after});
    }
    QVERIFY(writeFile(dir.filePath(QStringLiteral("edits.patch")), patch));
    QCOMPARE(run(dir.path(), QStringLiteral("git"), {QStringLiteral("init"), QStringLiteral("-q")}).exitCode, 0);
    const Run dry = run(dir.path(), QStringLiteral("patch"), {QStringLiteral("-p1"), QStringLiteral("--dry-run"), QStringLiteral("-s"), QStringLiteral("-i"), QStringLiteral("edits.patch")});
    QVERIFY2(dry.exitCode == 0, qPrintable(dry.output));
    const Run check = run(dir.path(), QStringLiteral("git"), {QStringLiteral("apply"), QStringLiteral("--check"), QStringLiteral("edits.patch")});
    QVERIFY2(check.exitCode == 0, qPrintable(check.output));
    const Run apply = run(dir.path(), QStringLiteral("git"), {QStringLiteral("apply"), QStringLiteral("edits.patch")});
    QVERIFY2(apply.exitCode == 0, qPrintable(apply.output));
    for (const auto& [path, after] : expected)
        QVERIFY2(readFile(path) == after, qPrintable(path));
}

void TestConfigEditor::writeThenUndo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("test_config_training_single_device.yaml"));
    const QByteArray original = readFile(sharedDir() + QStringLiteral("/torch/test_config_training_single_device.yaml"));
    QVERIFY(writeFile(path, original));
    const auto perms = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup;
    QVERIFY(QFile::setPermissions(path, perms));
    auto file = ConfigFile::load(path);
    QVERIFY(file);
    const QString key = file->entries()[7].key;
    auto plan = ConfigEditor::plan(*file, change(key, {{QStringLiteral("reason"), kTricky}}), dir.path());
    QVERIFY(plan);
    QVERIFY(plan->diff.startsWith(u"--- a/test_config_training_single_device.yaml\n"));

    auto written = ConfigEditor::write(*plan);
    QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
    QCOMPARE(readFile(path), plan->after);
    const auto ugo = QFile::Permissions(0x7077);  // owner, group, other; not "user"
    QCOMPARE(QFile::permissions(path) & ugo, perms & ugo);
    QCOMPARE(ConfigFile::load(path)->find(key)->reason(), kTricky);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);  // no temp file left

    QVERIFY(!ConfigEditor::write(*plan));  // the disk now holds `after`: a conflict

    const EditPlan undo = ConfigEditor::inverse(*plan);
    QCOMPARE(undo.before, plan->after);
    QCOMPARE(undo.after, plan->before);
    QVERIFY(undo.diff.startsWith(u"--- a/test_config_training_single_device.yaml\n"));
    QVERIFY(ConfigEditor::write(undo));
    QCOMPARE(readFile(path), original);

    auto noop = ConfigEditor::plan(*file, change(key, {}));
    QVERIFY(noop && ConfigEditor::write(*noop));
    QCOMPARE(readFile(path), original);
}

void TestConfigEditor::conflictWritesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("test_config_x.yaml"));
    QVERIFY(writeFile(path, "test_config:\n  k:\n    status: EXPECTED_PASSING\n"));
    auto file = ConfigFile::load(path);
    auto plan = ConfigEditor::plan(*file, change(QStringLiteral("k"), {{QStringLiteral("status"), QStringLiteral("KNOWN_FAILURE_XFAIL")}}));
    QVERIFY(plan);
    const QByteArray meanwhile = "test_config:\n  k:\n    status: EXPECTED_PASSING\n# someone else\n";
    QVERIFY(writeFile(path, meanwhile));
    auto written = ConfigEditor::write(*plan);
    QVERIFY(!written);
    QVERIFY2(written.error().message.contains(u"changed on disk since it was read"), qPrintable(written.error().message));
    QCOMPARE(written.error().file, path);
    QCOMPARE(readFile(path), meanwhile);

    QVERIFY(QFile::remove(path));
    QVERIFY(!ConfigEditor::write(*plan));  // gone: cannot read, nothing created
    QVERIFY(!QFile::exists(path));
}

void TestConfigEditor::readOnlyFolderKeepsOriginal()
{
    QTemporaryDir dir;
    const QString sub = dir.filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(sub));
    const QString path = sub + QStringLiteral("/test_config_x.yaml");
    const QByteArray original = "test_config:\n  k:\n    status: EXPECTED_PASSING\n";
    QVERIFY(writeFile(path, original));
    auto file = ConfigFile::load(path);
    auto plan = ConfigEditor::plan(*file, change(QStringLiteral("k"), {{QStringLiteral("status"), QStringLiteral("KNOWN_FAILURE_XFAIL")}}));
    QVERIFY(plan);
    {
        ReadOnlyFolder readOnly(sub);
        if (readOnly.canCreate())
            QSKIP("cannot make a folder read-only here (root without chattr)");
        auto written = ConfigEditor::write(*plan);
        QVERIFY(!written);
        QVERIFY2(written.error().message.contains(u"Cannot create a temporary file beside it"),
                 qPrintable(written.error().toString()));
        QVERIFY(written.error().message.contains(u"the file was left as it was"));
        QVERIFY(!written.error().conflict);
        QCOMPARE(written.error().file, path);
        QCOMPARE(readFile(path), original);
        QCOMPARE(QDir(sub).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Goal: edit + verify of one entry of the 2,786-line inference file under 20 ms
// median in Release. plan() verifies through the entry's block when that is
// equivalent; verify() always re-parses the whole file: both are measured.
void TestConfigEditor::editAndVerifyIsFast()
{
    auto file = ConfigFile::load(sharedDir() + QStringLiteral("/torch/test_config_inference_single_device.yaml"));
    QVERIFY(file);
    QList<double> planMs, fullMs;
    for (qsizetype i = 0; i < file->entries().size(); i += 7) {
        QElapsedTimer timer;
        timer.start();
        auto plan = ConfigEditor::plan(*file, change(file->entries()[i].key, {{QStringLiteral("status"), QStringLiteral("NOT_SUPPORTED_SKIP")}, {QStringLiteral("reason"), kTricky}}));
        planMs.append(timer.nsecsElapsed() / 1e6);
        QVERIFY(plan && !plan->diff.isEmpty());
        if (i % 70 == 0) {
            timer.restart();
            QVERIFY(ConfigEditor::verify(*plan));
            fullMs.append(timer.nsecsElapsed() / 1e6);
        }
    }
    qInfo("inference file: plan (edit + verify) median %.2f ms over %lld entries; "
          "plan + whole-file verify() median %.2f ms",
          median(planMs), qlonglong(planMs.size()), median(planMs) + median(fullMs));
#if defined(NDEBUG) && !defined(__SANITIZE_ADDRESS__)
    // Twice the goal: shared CI machines are noisy; the printed figure is the one to watch.
    QVERIFY2(median(planMs) < 40, "edit+verify is far slower than the 20 ms goal");
#endif
}

QTEST_GUILESS_MAIN(TestConfigEditor)
#include "tst_configeditor.moc"
