// UnifiedDiff: exact output on small cases, minimality against an LCS table,
// round trips through our own applier and through `git apply` / `patch`, speed.
#include "config/unifieddiff.h"
#include "realconfigs.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <vector>

using namespace dtriage;

namespace {

QList<QByteArray> linesOf(const QByteArray& text)
{
    QList<QByteArray> lines;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype nl = text.indexOf('\n', start);
        qsizetype end = nl < 0 ? text.size() : nl + 1;
        lines.append(text.mid(start, end - start));
        start = end;
    }
    return lines;
}

// Applies a diff made by UnifiedDiff::make to `before`, strictly: every context
// and deleted line must match. Returns std::nullopt when the diff does not apply.
std::optional<QByteArray> applyDiff(const QByteArray& before, const QString& diff)
{
    const QList<QByteArray> in = linesOf(before);
    QList<QByteArray> rows = linesOf(diff.toUtf8());
    static const QRegularExpression header(QStringLiteral("^@@ -(\\d+)(?:,(\\d+))? \\+(\\d+)(?:,(\\d+))? @@\n$"));
    QByteArray out;
    qsizetype next = 0;  // next line of `in` not yet copied
    for (qsizetype r = 2; r < rows.size();) {
        auto m = header.match(QString::fromUtf8(rows[r++]));
        if (!m.hasMatch())
            return std::nullopt;
        qsizetype start = m.captured(1).toInt(), count = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt();
        qsizetype first = count == 0 ? start : start - 1;
        if (first < next || first > in.size())
            return std::nullopt;
        while (next < first)
            out += in[next++];
        while (r < rows.size() && !rows[r].startsWith("@@")) {
            QByteArray body = rows[r].mid(1);
            const char kind = rows[r][0];
            ++r;
            if (r < rows.size() && rows[r] == "\\ No newline at end of file\n") {
                body.chop(1);
                ++r;
            }
            if (kind == ' ' || kind == '-') {
                if (next >= in.size() || in[next] != body)
                    return std::nullopt;
                ++next;
            }
            if (kind == ' ' || kind == '+')
                out += body;
        }
    }
    while (next < in.size())
        out += in[next++];
    return out;
}

int lcsLength(const QList<QByteArray>& a, const QList<QByteArray>& b)
{
    std::vector<std::vector<int>> t(a.size() + 1, std::vector<int>(b.size() + 1, 0));
    for (qsizetype i = a.size() - 1; i >= 0; --i)
        for (qsizetype j = b.size() - 1; j >= 0; --j)
            t[i][j] = a[i] == b[j] ? t[i + 1][j + 1] + 1 : std::max(t[i + 1][j], t[i][j + 1]);
    return t[0][0];
}

int changedLines(const QString& diff)
{
    int n = 0;
    for (const QString& row : diff.split(QLatin1Char('\n')).mid(2))
        n += row.startsWith(QLatin1Char('+')) || row.startsWith(QLatin1Char('-'));
    return n;
}

QByteArray randomText(QRandomGenerator& rng, int maxLines, int alphabet)
{
    QByteArray text;
    const int n = rng.bounded(maxLines + 1);
    for (int i = 0; i < n; ++i)
        text += QByteArray(1, char('a' + rng.bounded(alphabet))) + '\n';
    if (!text.isEmpty() && rng.bounded(4) == 0)
        text.chop(1);  // no final newline
    if (rng.bounded(6) == 0)
        text.replace("b\n", "b\r\n");
    return text;
}

QByteArray numbered(int from, int to)
{
    QByteArray text;
    for (int i = from; i <= to; ++i)
        text += "line " + QByteArray::number(i) + '\n';
    return text;
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
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

struct Pair {
    QString label;
    QByteArray before, after;
};

}  // namespace

class TestUnifiedDiff : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void exactOutput_data();
    void exactOutput();
    void hunkGrouping_data();
    void hunkGrouping();
    void randomRoundTripIsMinimal();
    void gitAndPatchAccept();
    void fastOnTheRealInferenceFile();
    void fullRewriteStaysFast();
    void unapplyTakesOutEveryMinimalDiff();
    void regionsThatDoNotPairUpAreIgnored();
};

void TestUnifiedDiff::exactOutput_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<QString>("expected");
    const QString head = QStringLiteral("--- a/f.yaml\n+++ b/f.yaml\n");
    QTest::newRow("equal") << QByteArray("a\nb\n") << QByteArray("a\nb\n") << QString();
    QTest::newRow("both empty") << QByteArray() << QByteArray() << QString();
    QTest::newRow("one line changed")
        << QByteArray("a\nb\nc\n") << QByteArray("a\nB\nc\n")
        << head + "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n";
    QTest::newRow("from empty") << QByteArray() << QByteArray("x\n") << head + "@@ -0,0 +1 @@\n+x\n";
    QTest::newRow("to empty") << QByteArray("x\n") << QByteArray() << head + "@@ -1 +0,0 @@\n-x\n";
    QTest::newRow("last line changed, no final newline")
        << QByteArray("a\nb") << QByteArray("a\nc")
        << head + "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n";
    QTest::newRow("final newline added")
        << QByteArray("a\nb") << QByteArray("a\nb\n")
        << head + "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n";
    QTest::newRow("final newline removed")
        << QByteArray("a\nb\n") << QByteArray("a\nb")
        << head + "@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n";
    QTest::newRow("unchanged last line without newline is context")
        << QByteArray("a\nb") << QByteArray("A\nb")
        << head + "@@ -1,2 +1,2 @@\n-a\n+A\n b\n\\ No newline at end of file\n";
    QTest::newRow("insert at start, context 3")
        << numbered(1, 6) << QByteArray("new\n") + numbered(1, 6)
        << head + "@@ -1,3 +1,4 @@\n+new\n line 1\n line 2\n line 3\n";
    QTest::newRow("delete in the middle of 9")
        << numbered(1, 9) << numbered(1, 4) + numbered(6, 9)
        << head + "@@ -2,7 +2,6 @@\n line 2\n line 3\n line 4\n-line 5\n line 6\n line 7\n line 8\n";
    QTest::newRow("crlf kept")
        << QByteArray("a\r\nb\r\n") << QByteArray("a\r\nc\r\n")
        << head + "@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n";
    QTest::newRow("utf-8") << QByteArray("reason: \"a — b\"\n") << QByteArray("reason: \"a — c\"\n")
                           << head + QString::fromUtf8("@@ -1 +1 @@\n-reason: \"a — b\"\n+reason: \"a — c\"\n");
}

void TestUnifiedDiff::exactOutput()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(QString, expected);
    const QString diff = UnifiedDiff::make(before, after, QStringLiteral("f.yaml"));
    QCOMPARE(diff, expected);
    if (!diff.isEmpty())
        QCOMPARE(applyDiff(before, diff).value_or("<does not apply>"), after);
}

void TestUnifiedDiff::hunkGrouping_data()
{
    QTest::addColumn<QList<int>>("changed");  // 1-based lines of numbered(1, 60) to change
    QTest::addColumn<int>("context");
    QTest::addColumn<int>("hunks");
    QTest::newRow("6 apart merge at context 3") << QList<int>{10, 17} << 3 << 1;
    QTest::newRow("7 apart split at context 3") << QList<int>{10, 18} << 3 << 2;
    QTest::newRow("context 0 keeps them apart") << QList<int>{10, 12} << 0 << 2;
    QTest::newRow("adjacent at context 0 is one") << QList<int>{10, 11} << 0 << 1;
    QTest::newRow("wide context merges all") << QList<int>{1, 30, 60} << 15 << 1;
    QTest::newRow("three apart") << QList<int>{1, 30, 60} << 3 << 3;
    QTest::newRow("negative context acts as 0") << QList<int>{10, 12} << -5 << 2;
}

void TestUnifiedDiff::hunkGrouping()
{
    QFETCH(QList<int>, changed);
    QFETCH(int, context);
    QFETCH(int, hunks);
    const QByteArray before = numbered(1, 60);
    QByteArray after = before;
    for (int line : changed)
        after.replace("line " + QByteArray::number(line) + '\n', "changed " + QByteArray::number(line) + '\n');
    const QString diff = UnifiedDiff::make(before, after, QStringLiteral("f"), context);
    QCOMPARE(diff.count(QStringLiteral("\n@@ ")), hunks);
    QCOMPARE(applyDiff(before, diff).value_or("<does not apply>"), after);
}

// Thousands of small random pairs: the diff applies back exactly and changes the
// minimum number of lines (n + m - 2 * LCS), including CRLF and missing newlines.
void TestUnifiedDiff::randomRoundTripIsMinimal()
{
    QRandomGenerator rng(20240607);
    for (int round = 0; round < 4000; ++round) {
        const int alphabet = 2 + round % 5;
        const QByteArray a = randomText(rng, 14, alphabet);
        QByteArray b = rng.bounded(3) == 0 ? randomText(rng, 14, alphabet) : a;
        if (b == a && !a.isEmpty()) {
            QList<QByteArray> lines = linesOf(a);
            for (int e = 0, n = 1 + rng.bounded(3); e < n && !lines.isEmpty(); ++e) {
                const int at = rng.bounded(int(lines.size()));
                if (rng.bounded(2))
                    lines.removeAt(at);
                else
                    lines.insert(at, QByteArray(1, char('a' + rng.bounded(alphabet + 1))) + '\n');
            }
            b = lines.join();
        }
        const QString diff = UnifiedDiff::make(a, b, QStringLiteral("r"), round % 4);
        if (a == b) {
            QVERIFY(diff.isEmpty());
            continue;
        }
        const auto applied = applyDiff(a, diff);
        QVERIFY2(applied && *applied == b, qPrintable(QStringLiteral("round %1:\n%2").arg(round).arg(diff)));
        const auto la = linesOf(a), lb = linesOf(b);
        QCOMPARE(changedLines(diff), int(la.size() + lb.size()) - 2 * lcsLength(la, lb));
    }
}

// The real consumers: every diff we show must be accepted by git and by patch.
void TestUnifiedDiff::gitAndPatchAccept()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QList<Pair> pairs;
    const QString real = testing::realTrainingConfig();
    const QByteArray yaml = readFile(real);
    QVERIFY(!yaml.isEmpty());
    QByteArray edited = yaml;
    edited.replace("    status: EXPECTED_PASSING\n    markers: [notimeout]\n    assert_pcc: false\n",
                   "    status: KNOWN_FAILURE_XFAIL\n    markers: [notimeout]\n    assert_pcc: false\n"
                   "    reason: \"RuntimeError: 'x' \\\"y\\\" \\\\z: `a` http://e.com/a:b\"\n");
    pairs.append({QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml"), yaml, edited});
    QByteArray tail = yaml;
    tail.chop(1);
    pairs.append({QStringLiteral("nonl/drop-final-newline.yaml"), yaml, tail});
    pairs.append({QStringLiteral("nonl/add-final-newline.yaml"), tail, yaml});
    pairs.append({QStringLiteral("empty/created-content.txt"), QByteArray(), QByteArray("one\ntwo\n")});
    pairs.append({QStringLiteral("crlf/file.txt"), QByteArray("a\r\nb\r\nc\r\n"), QByteArray("a\r\nB\r\nc\r\nd")});
    QRandomGenerator rng(7);
    for (int i = 0; i < 150; ++i) {
        QByteArray a = randomText(rng, 40, 4), b = randomText(rng, 40, 4);
        if (a.isEmpty() || a == b)
            continue;  // git treats a diff from an empty file as a creation
        pairs.append({QStringLiteral("random/r%1.txt").arg(i), a, b});
    }

    QByteArray patch;
    for (const Pair& p : pairs) {
        QVERIFY(writeFile(dir.filePath(p.label), p.before));
        patch += UnifiedDiff::make(p.before, p.after, p.label).toUtf8();
    }
    QVERIFY(writeFile(dir.filePath(QStringLiteral("all.patch")), patch));
    QCOMPARE(run(dir.path(), QStringLiteral("git"), {QStringLiteral("init"), QStringLiteral("-q")}).exitCode, 0);

    const Run patchCheck = run(dir.path(), QStringLiteral("patch"),
                               {QStringLiteral("-p1"), QStringLiteral("--dry-run"), QStringLiteral("-s"),
                                QStringLiteral("-i"), QStringLiteral("all.patch")});
    QVERIFY2(patchCheck.exitCode == 0, qPrintable(patchCheck.output));
    const Run check = run(dir.path(), QStringLiteral("git"),
                          {QStringLiteral("apply"), QStringLiteral("--check"), QStringLiteral("all.patch")});
    QVERIFY2(check.exitCode == 0, qPrintable(check.output));
    const Run apply = run(dir.path(), QStringLiteral("git"), {QStringLiteral("apply"), QStringLiteral("all.patch")});
    QVERIFY2(apply.exitCode == 0, qPrintable(apply.output));
    for (const Pair& p : pairs)
        QVERIFY2(readFile(dir.filePath(p.label)) == p.after, qPrintable(p.label));
}

void TestUnifiedDiff::fastOnTheRealInferenceFile()
{
    const QByteArray yaml = readFile(testing::realInferenceConfig());
    QVERIFY(yaml.count('\n') > 2700);
    QList<QByteArray> lines = linesOf(yaml);
    lines[100] = "    status: KNOWN_FAILURE_XFAIL\n";
    lines.insert(1500, "    reason: \"x\"\n");
    lines.removeAt(2600);
    const QByteArray after = lines.join();
    QElapsedTimer timer;
    timer.start();
    QString diff;
    for (int i = 0; i < 20; ++i)
        diff = UnifiedDiff::make(yaml, after, QStringLiteral("inference.yaml"));
    const double ms = timer.nsecsElapsed() / 1e6 / 20;
    qInfo("diff of the 2,786-line file with 3 edits: %.3f ms", ms);
    QCOMPARE(diff.count(QStringLiteral("\n@@ ")), 3);
    QCOMPARE(applyDiff(yaml, diff).value_or("<does not apply>"), after);
    QVERIFY2(ms < 50, "a few edits in a large file must not cost a full O(N*M) search");
}

// Nothing in common: D = N + M, the worst case of the O(ND) search. Linear
// memory and well under a second for a file the size of the inference YAML.
void TestUnifiedDiff::fullRewriteStaysFast()
{
    QByteArray a, b;
    for (int i = 0; i < 3000; ++i) {
        a += "a" + QByteArray::number(i) + '\n';
        b += "b" + QByteArray::number(i) + '\n';
    }
    QElapsedTimer timer;
    timer.start();
    const QString diff = UnifiedDiff::make(a, b, QStringLiteral("f"));
    qInfo("diff of two unrelated 3,000-line files: %lld ms", timer.elapsed());
    QCOMPARE(changedLines(diff), 6000);
    QCOMPARE(applyDiff(a, diff).value_or("<does not apply>"), b);
    QVERIFY(timer.elapsed() < 5000);
}

// unapply remakes a diff from its runs of changed lines alone (issue 49: diffs
// are made from the changed blocks, not the whole file): every minimal diff of
// random texts, in every context width make() writes by default, comes back out.
void TestUnifiedDiff::unapplyTakesOutEveryMinimalDiff()
{
    QRandomGenerator rng(20261206);
    int checked = 0;
    for (int round = 0; round < 4000; ++round) {
        const int alphabet = 2 + round % 5;
        const QByteArray a = randomText(rng, 14, alphabet);
        const QByteArray b = randomText(rng, 14, alphabet);
        const QString diff = UnifiedDiff::make(a, b, QStringLiteral("r"));
        if (diff.isEmpty())
            continue;
        const auto undone = UnifiedDiff::unapply(b, diff);
        QVERIFY2(undone && *undone == a, qPrintable(QStringLiteral("round %1:\n%2").arg(round).arg(diff)));
        ++checked;
    }
    QVERIFY(checked > 3000);
}

// Regions from a tampered record (overlapping, outside the text, unequal gaps)
// make the whole texts be compared: the diff is make()'s, nothing is read out of bounds.
void TestUnifiedDiff::regionsThatDoNotPairUpAreIgnored()
{
    const QByteArray a = "a\nb\nc\nd\n", b = "a\nB\nc\nD\nE\n";
    const QString whole = UnifiedDiff::make(a, b, QStringLiteral("f"));
    using R = UnifiedDiff::Region;
    for (const std::vector<R>& bogus : {std::vector<R>{{0, 9, 0, 9}}, std::vector<R>{{1, 2, 1, 2}},
                                        std::vector<R>{{2, 4, 2, 5}, {1, 2, 1, 2}}, std::vector<R>{{-1, 1, 0, 1}},
                                        std::vector<R>{{1, 2, 2, 3}, {3, 4, 3, 5}}})
        QCOMPARE(UnifiedDiff::make(a, b, QStringLiteral("f"), 3, bogus), whole);
    QCOMPARE(UnifiedDiff::make(a, b, QStringLiteral("f"), 3, {R{1, 2, 1, 2}, R{3, 4, 3, 5}}), whole);
}

QTEST_GUILESS_MAIN(TestUnifiedDiff)
#include "tst_unifieddiff.moc"
