// Fuzzes the JUnit XML reader. The input is a report; whatever follows its first
// NUL byte is the pytest log that goes with it. Properties:
//   - never a crash or a sanitizer report; an unusable report is an Error with a
//     message;
//   - a report holds one case per key, each non-empty, its texts bounded;
//   - outcomeFor() gives back each case, and Unknown for a key it does not hold;
//   - a category read from the runner's tags property is the one the case carries;
//   - the outcome names round-trip;
//   - read with a ReadingMemo (fresh, then holding this very report), every case
//     reads the same, with bodies and a log as a triage reads, and without as a
//     CI history reads (whole testcases recalled).
#include "run/junitreader.h"
#include "run/readingmemo.h"
#include "fuzzcheck.h"

#include <utility>

using namespace dtriage;

namespace {

// Head + tail + the "[… n characters left out …]" line.
constexpr qsizetype kBound = JUnitReader::kMaxTextChars + 200;

void checkCase(const JUnitReport& report, const JUnitCase& c)
{
    FUZZ_REQUIRE(!c.key.isEmpty(), c.name);
    FUZZ_REQUIRE(c.text.size() <= kBound, QString::number(c.text.size()));
    FUZZ_REQUIRE(c.output.size() <= kBound, QString::number(c.output.size()));
    for (const auto& [name, value] : c.properties)
        FUZZ_REQUIRE(value.size() <= kBound, name);
    const auto name = JUnitCase::outcomeName(c.outcome);
    FUZZ_REQUIRE(JUnitCase::outcomeFromName(name) == c.outcome, name);
    (void)JUnitCase::lineSourceName(c.lineSource);
    (void)c.errorText();
    (void)c.pytestOutcome();
    FUZZ_REQUIRE(c.pytestOutcome().has_value() == c.isKnown(), c.key);
    const JUnitCase again = report.outcomeFor(c.key);
    FUZZ_REQUIRE(again.key == c.key && again.outcome == c.outcome, c.key);
    // The runner's tags, when they name a category, decide it.
    const auto runner = c.runnerCategory();
    FUZZ_REQUIRE(c.categoryFromTags == (runner.has_value() && c.outcome != JUnitCase::Outcome::Passed)
                     && (!c.categoryFromTags || c.category == *runner),
                 c.key);
    (void)report.observe(c.key);
    (void)JUnitReader::logSection(report.logText, c.key);
}

bool sameNumber(std::optional<double> a, std::optional<double> b)
{
    return a.has_value() == b.has_value() && (!a || *a == *b || (*a != *a && *b != *b));
}

bool sameCase(const JUnitCase& a, const JUnitCase& b)
{
    return a.key == b.key && a.nodeId == b.nodeId && a.function == b.function && a.classname == b.classname
           && a.name == b.name && a.outcome == b.outcome && a.errorLine == b.errorLine && a.note == b.note
           && a.errorType == b.errorType && a.message == b.message && a.errorMessage == b.errorMessage
           && a.text == b.text && a.output == b.output && a.lineSource == b.lineSource && a.category == b.category
           && a.categoryFromTags == b.categoryFromTags && a.runnerCopied == b.runnerCopied
           && a.endedByXfail == b.endedByXfail && a.properties == b.properties
           && (a.seconds == b.seconds || (a.seconds != a.seconds && b.seconds != b.seconds))
           && a.tags.has_value() == b.tags.has_value() && a.tagsUnreadable == b.tagsUnreadable
           && (!a.tags
               || (a.tags->bringupStatus() == b.tags->bringupStatus() && a.tags->modelTestStatus() == b.tags->modelTestStatus()
                   && sameNumber(a.tags->pcc(), b.tags->pcc()) && sameNumber(a.tags->pccThreshold(), b.tags->pccThreshold())
                   && a.tags->pccAssertionEnabled() == b.tags->pccAssertionEnabled()));
}

// A memo changes nothing: the report read with one, and again from it, is the report
// read without, a triage's (bodies, a log) and a CI history's (neither: whole
// testcases recalled).
void checkMemo(const QByteArray& xml, const QString& log)
{
    for (const auto& [bodies, logText] : {std::pair{JUnitReader::Bodies::Kept, log},
                                          std::pair{JUnitReader::Bodies::Dropped, QString()}}) {
        const auto plain = JUnitReader::fromBytes(xml, logText, QStringLiteral("fuzz.xml"), bodies);
        ReadingMemo memo;
        for (int pass = 0; pass < 2; ++pass) {
            const auto memoed = JUnitReader::fromBytes(xml, logText, QStringLiteral("fuzz.xml"), bodies, &memo);
            FUZZ_REQUIRE(plain && memoed && memoed->cases.size() == plain->cases.size() && memoed->testcases == plain->testcases
                             && memoed->truncated == plain->truncated && memoed->problem == plain->problem
                             && memoed->otherFunctions == plain->otherFunctions && memoed->suites == plain->suites
                             && memoed->notes == plain->notes,
                         QStringLiteral("another report with a memo"));
            for (qsizetype i = 0; i < plain->cases.size(); ++i)
                FUZZ_REQUIRE(sameCase(plain->cases[i], memoed->cases[i]), plain->cases[i].key);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const qsizetype nul = bytes.indexOf('\0');
    const QByteArray xml = nul < 0 ? bytes : bytes.first(nul);
    const QString log = nul < 0 ? QString() : QString::fromUtf8(bytes.sliced(nul + 1));

    auto report = JUnitReader::fromBytes(xml, log, QStringLiteral("fuzz.xml"));
    if (!report) {
        FUZZ_REQUIRE(!report.error().message.isEmpty(), QStringLiteral("an error without a message"));
        const JUnitReport none = JUnitReport::unavailable(report.error().message, log);
        FUZZ_REQUIRE(!none.outcomeFor(QStringLiteral("a/b-c")).isKnown(), QString());
        return 0;
    }
    QStringList keys;
    for (const JUnitCase& c : report->cases) {
        FUZZ_REQUIRE(!keys.contains(c.key), QStringLiteral("the key %1 twice").arg(c.key));
        keys << c.key;
        checkCase(*report, c);
    }
    FUZZ_REQUIRE(report->keys() == keys, keys.join(u','));
    FUZZ_REQUIRE(report->testcases >= report->cases.size(), QString::number(report->testcases));
    FUZZ_REQUIRE(!report->truncated || !report->problem.isEmpty(), QStringLiteral("truncated, no problem"));
    checkMemo(xml, log);
    const QString missing = QStringLiteral("not/a-key-in-any-report");
    if (!keys.contains(missing))
        FUZZ_REQUIRE(!report->outcomeFor(missing).isKnown(), missing);
    return 0;
}
