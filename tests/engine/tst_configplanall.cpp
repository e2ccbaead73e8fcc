// ConfigEditor::planAll: many entries' changes spliced into the file in one pass
// (issue 49) give the bytes and the diff that planning them one at a time on the
// bytes the one before left gives (how it was done before, the file parsed again
// per change): on every real tt-xla config, on layouts at the edges (first and
// last entry, neighbours, CRLF, no final newline, anchors, one key twice), and its
// verification refuses a block that would read back as something else.
#include "config/editverification.h"
#include "config/entryblockedit.h"
#include "config/splicedfile.h"
#include "config/unifieddiff.h"
#include "editorfiles.h"

using namespace editorfiles;

class TestConfigPlanAll : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sameAsInTurnOnEveryRealFile_data();
    void sameAsInTurnOnEveryRealFile();
    void layouts_data();
    void layouts();
    void aKeyTwiceIsPlannedInTurn();
    void verificationRefusesWhatReadsBackOtherwise_data();
    void verificationRefusesWhatReadsBackOtherwise();
    void aMissingKeyOrABadValueIsAnError();
};

namespace {

// The three changes a sync makes, in turn: a promotion, a failure recorded, an arch's.
EntryChange changeOf(int i, const QString& key)
{
    switch (i % 3) {
    case 0:
        return EntryChange{key, {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}},
                           {QStringLiteral("reason"), QStringLiteral("bringup_status")}};
    case 1:
        return EntryChange{key,
                           {{QStringLiteral("bringup_status"), QStringLiteral("FAILED_RUNTIME")},
                            {QStringLiteral("reason"), kTricky + QString::number(i)}},
                           {}};
    default:
        return EntryChange{key, {}, {},
                           {ArchChange{QStringLiteral("p150"),
                                       {{QStringLiteral("status"), QStringLiteral("KNOWN_FAILURE_XFAIL")}},
                                       {}}}};
    }
}

// How planAll worked before: each change planned on the bytes the one before left.
Result<QByteArray> inTurn(const ConfigFile& file, const QList<EntryChange>& changes)
{
    ConfigFile current = file;
    for (const EntryChange& change : changes) {
        auto one = ConfigEditor::plan(current, change);
        if (!one)
            return std::unexpected(one.error());
        auto next = ConfigFile::parse(one->after, file.path());
        if (!next)
            return std::unexpected(next.error());
        current = *next;
    }
    return current.bytes();
}

// The changes of every `step`-th entry that ConfigEditor::plan takes on its own
// (an entry in flow style is refused alike either way, checked elsewhere); a
// negative step: the entry and the next one, every -step entries.
QList<EntryChange> changesFor(const ConfigFile& file, int step)
{
    QList<EntryChange> changes;
    const qsizetype n = file.entries().size();
    for (qsizetype i = 0; i < n; i += std::abs(step)) {
        for (qsizetype j = i; j < std::min(n, i + (step < 0 ? 2 : 1)); ++j) {
            const EntryChange c = changeOf(int(j), file.entries()[j].key);
            if (ConfigEditor::plan(file, c))
                changes << c;
        }
    }
    return changes;
}

// The diff of the changed blocks is as small as the whole files' diff and takes
// the edit out again (a session's revert reads it back); where the blocks are far
// apart it is the same text. Where neighbouring blocks change, the whole files'
// diff may pair a key line of one entry with the same line of another; the
// blocks' diff keeps each entry's lines together.
void checkDiff(const ConfigEdit& plan, const QString& label, bool sameText)
{
    const QString whole = UnifiedDiff::make(plan.before, plan.after, label);
    if (sameText)
        QCOMPARE(plan.diff, whole);
    QCOMPARE(plan.diff.count(u"\n+"), whole.count(u"\n+"));
    QCOMPARE(plan.diff.count(u"\n-"), whole.count(u"\n-"));
    const auto undone = UnifiedDiff::unapply(plan.after, plan.diff);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QCOMPARE(*undone, plan.before);
}

}  // namespace

void TestConfigPlanAll::initTestCase()
{
    QCOMPARE(realFiles().size(), testing::kRealConfigFileCount);
}

void TestConfigPlanAll::sameAsInTurnOnEveryRealFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("step");
    for (const QString& path : realFiles()) {
        const QString name = QDir(sharedDir()).relativeFilePath(path);
        QTest::newRow(qPrintable(name + QStringLiteral(" every entry"))) << path << 1;
        QTest::newRow(qPrintable(name + QStringLiteral(" every 7th"))) << path << 7;
        QTest::newRow(qPrintable(name + QStringLiteral(" pairs of neighbours"))) << path << -10;
    }
}

// The spliced bytes equal the bytes of the changes made in turn, and the diff of
// the changed regions equals the whole files' diff.
void TestConfigPlanAll::sameAsInTurnOnEveryRealFile()
{
    QFETCH(QString, path);
    QFETCH(int, step);
    const auto file = ConfigFile::load(path);
    QVERIFY(file);
    const QList<EntryChange> changes = changesFor(*file, step);
    QVERIFY(!changes.isEmpty() || file->entries().isEmpty());
    const auto plan = ConfigEditor::planAll(*file, changes, sharedDir());
    QVERIFY2(plan, plan ? "" : qPrintable(plan.error().toString()));
    const auto expected = inTurn(*file, changes);
    QVERIFY2(expected, expected ? "" : qPrintable(expected.error().toString()));
    QCOMPARE(plan->after, *expected);
    QCOMPARE(plan->before, file->bytes());
    QVERIFY(ConfigFile::parse(plan->after, path));
    checkDiff(*plan, QDir(sharedDir()).relativeFilePath(path), step > 7);
}

// Twenty entries no change names: with them the changed blocks' windows cost
// less than the whole file, so each block is verified on its own.
QByteArray filler()
{
    QByteArray out;
    for (int i = 0; i < 20; ++i)
        out += "  filler" + QByteArray::number(i) + "/pytorch-single_device-training:\n"
               "    status: EXPECTED_PASSING\n    markers: [push, nightly]\n"
               "    reason: \"a long enough reason to make the whole file cost more than the windows\"\n";
    return out;
}

void TestConfigPlanAll::layouts_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<bool>("windows");  // each block verified on its own, not the whole file
    const QByteArray entries = "  a/pytorch-single_device-training:\n"
                               "    status: KNOWN_FAILURE_XFAIL\n"
                               "  b/pytorch-single_device-training:\n"
                               "    status: KNOWN_FAILURE_XFAIL\n"
                               "    reason: \"x\"  # why\n"
                               "\n"
                               "  # a comment between entries\n"
                               "  c/pytorch-single_device-training:\n"
                               "    status: EXPECTED_PASSING\n"
                               "    markers: [push]\n"
                               "  d/pytorch-single_device-training:\n"
                               "    status: KNOWN_FAILURE_XFAIL\n"
                               "    reason: |\n"
                               "      a block scalar\n"
                               "      # not a comment\n";
    const QByteArray file = "# header\ntest_config:\n" + entries + filler() + QByteArray(entries).replace("  a/", "  e/")
                                .replace("  b/", "  f/").replace("  c/", "  g/").replace("  d/", "  h/");
    QTest::newRow("neighbours, first and last") << file << true;
    QTest::newRow("no final newline") << file.chopped(1) << true;
    QByteArray crlf = file;
    QTest::newRow("CRLF") << crlf.replace("\n", "\r\n") << true;
    QTest::newRow("anchors: the whole file is parsed")
        << QByteArray(file).replace("markers: [push]\n", "markers: &m [push]\n")
               .replace("    reason: |\n      a block scalar", "    markers: *m\n    reason: |\n      a block scalar")
        << false;
    QTest::newRow("a bare key") << QByteArray(file).replace("    status: EXPECTED_PASSING\n    markers: [push]\n", "")
                                << true;
    QTest::newRow("a bare key last, no final newline")
        << QByteArray("test_config:\n" + filler() + "  y/x:\n    status: KNOWN_FAILURE_XFAIL\n  z/x:") << true;
}

// The first four and the last four entries change (a record, a promotion, an
// arch's, a record), listed backwards.
void TestConfigPlanAll::layouts()
{
    QFETCH(QByteArray, yaml);
    QFETCH(bool, windows);
    const auto file = ConfigFile::parse(yaml, QStringLiteral("/r/test_config_x.yaml"));
    QVERIFY2(file, file ? "" : qPrintable(file.error().toString()));
    QList<EntryChange> changes;
    const qsizetype n = file->entries().size();
    for (qsizetype i : {qsizetype(0), qsizetype(1), qsizetype(2), qsizetype(3), n - 4, n - 3, n - 2, n - 1})
        if (!file->entries()[i].key.startsWith(u"filler") || n < 8)
            changes << changeOf(int(i) + 1, file->entries()[i].key);
    std::reverse(changes.begin(), changes.end());
    if (file->entries().back().key == u"z/x")  // a bare key takes a status, no arch
        changes.front() = EntryChange{QStringLiteral("z/x"),
                                      {{QStringLiteral("status"), QStringLiteral("KNOWN_FAILURE_XFAIL")},
                                       {QStringLiteral("reason"), QStringLiteral("r")}}, {}};
    qsizetype windowBytes = 0;
    for (const EntryChange& c : changes) {
        const Entry* e = file->find(c.key);
        windowBytes += 2 * (lineStart(yaml, e->lastLine + 1) - lineStart(yaml, e->firstLine));
    }
    QCOMPARE(windowBytes < yaml.size() && !yaml.contains("&m"), windows);
    const auto plan = ConfigEditor::planAll(*file, changes, QStringLiteral("/r"));
    QVERIFY2(plan, plan ? "" : qPrintable(plan.error().toString()));
    const auto expected = inTurn(*file, changes);
    QVERIFY2(expected, expected ? "" : qPrintable(expected.error().toString()));
    QCOMPARE(plan->after, *expected);
    checkDiff(*plan, QStringLiteral("test_config_x.yaml"), true);
}

// One entry named twice: the second change applies to what the first left.
void TestConfigPlanAll::aKeyTwiceIsPlannedInTurn()
{
    const QByteArray yaml = "test_config:\n  a/x:\n    status: KNOWN_FAILURE_XFAIL\n    reason: \"r\"\n"
                            "  b/x:\n    status: EXPECTED_PASSING\n";
    const auto file = ConfigFile::parse(yaml, QStringLiteral("t.yaml"));
    QVERIFY(file);
    const QList<EntryChange> changes{
        change(QStringLiteral("a/x"), {{QStringLiteral("reason"), QStringLiteral("first")}}),
        change(QStringLiteral("b/x"), {{QStringLiteral("assert_pcc"), QStringLiteral("false")}}),
        change(QStringLiteral("a/x"), {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}},
               {QStringLiteral("reason")})};
    const auto plan = ConfigEditor::planAll(*file, changes);
    QVERIFY2(plan, plan ? "" : qPrintable(plan.error().toString()));
    QCOMPARE(plan->after, QByteArray("test_config:\n  a/x:\n    status: EXPECTED_PASSING\n"
                                     "  b/x:\n    status: EXPECTED_PASSING\n    assert_pcc: false\n"));
}

// A splice whose bytes read back as another entry, or as two, or that breaks
// the file, is refused by the window check and by the whole-file parse alike.
void TestConfigPlanAll::verificationRefusesWhatReadsBackOtherwise_data()
{
    QTest::addColumn<QByteArray>("yaml");
    const QByteArray entries = "  a/x:\n    status: KNOWN_FAILURE_XFAIL\n    reason: \"r\"\n"
                               "  b/x:\n    status: EXPECTED_PASSING\n";
    QTest::newRow("each window on its own") << "test_config:\n" + entries + filler();
    QTest::newRow("the whole file: small") << "test_config:\n" + entries;
    QTest::newRow("the whole file: a lone CR")
        << "test_config:\n" + entries + filler() + "  c/x:\r    status: EXPECTED_PASSING\n";
    QTest::newRow("the whole file: an anchor")
        << "test_config:\n" + entries + filler() + "  c/x:\n    markers: &m [push]\n  d/x:\n    markers: *m\n";
}

void TestConfigPlanAll::verificationRefusesWhatReadsBackOtherwise()
{
    QFETCH(QByteArray, yaml);
    const auto file = ConfigFile::parse(yaml, QStringLiteral("t.yaml"));
    QVERIFY(file);
    const Entry& a = file->entries()[0];
    const auto valid = EntryChangeCheck::validate(
        a, change(a.key, {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}}), file->path());
    QVERIFY(valid);
    const LineTable lines(file->bytes());
    const auto good = EntryBlockEdit::make(*file, lines, a, *valid);
    QVERIFY(good);
    const std::vector<BlockSplice> goodOnes{*good};
    QVERIFY(EditVerification::verifyAll(*file, SplicedFile::of(file->bytes(), goodOnes)));
    for (const QByteArray& bad : {QByteArray("  a/x:\n    status: NOT_SUPPORTED_SKIP\n    reason: \"r\"\n"),
                                  QByteArray("  a/x:\n    status: EXPECTED_PASSING\n  c/x:\n    status: EXPECTED_PASSING\n"),
                                  QByteArray("  a/x:\n    status: \"EXPECTED_PASSING\n"),
                                  QByteArray("  a/x:\n    status: EXPECTED_PASSING\n    colour: red\n"),
                                  QByteArray("  a/y:\n    status: EXPECTED_PASSING\n    reason: \"r\"\n")}) {
        std::vector<BlockSplice> splices{*good};
        splices.front().bytes = bad;
        splices.front().expected.fields.append(Field{QStringLiteral("colour"), QStringLiteral("red"), 0});
        if (!bad.contains("colour"))
            splices.front().expected = good->expected;
        const auto verdict = EditVerification::verifyAll(*file, SplicedFile::of(file->bytes(), splices));
        QVERIFY2(!verdict, bad.constData());
        QVERIFY(verdict.error().message.contains(QStringLiteral("verification")));
    }
}

void TestConfigPlanAll::aMissingKeyOrABadValueIsAnError()
{
    const QByteArray yaml = "test_config:\n  a/x:\n    status: EXPECTED_PASSING\n";
    const auto file = ConfigFile::parse(yaml, QStringLiteral("t.yaml"));
    QVERIFY(file);
    const auto missing = ConfigEditor::planAll(
        *file, {change(QStringLiteral("a/x"), {{QStringLiteral("assert_pcc"), QStringLiteral("false")}}),
                change(QStringLiteral("nosuch"), {{QStringLiteral("assert_pcc"), QStringLiteral("false")}})});
    QVERIFY(!missing);
    QVERIFY(missing.error().message.contains(QStringLiteral("nosuch")));
    const auto bad = ConfigEditor::planAll(
        *file, {change(QStringLiteral("a/x"), {{QStringLiteral("status"), QStringLiteral("PASSING_MAYBE")}})});
    QVERIFY(!bad);
    const auto none = ConfigEditor::planAll(*file, {});
    QVERIFY(none);
    QCOMPARE(none->after, none->before);
    QVERIFY(none->diff.isEmpty());
}

QTEST_GUILESS_MAIN(TestConfigPlanAll)
#include "tst_configplanall.moc"
