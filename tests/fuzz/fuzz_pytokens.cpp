// Fuzzes the Python tokenizer the loader fixes are placed with, and the reader of
// the runner's `tags` dict literal (RunnerTags, its own scanner of the same
// syntax) over the same text. Properties:
//   - never a crash or a sanitizer report;
//   - the tokens cover the input in order without overlap: each is non-empty,
//     inside the input, its text the bytes it spans, and only blanks (space, tab,
//     form feed) lie between them;
//   - depths are never negative; an opening bracket and its matching closing one
//     (either way round) carry the same depth; previous/nextSignificant point at
//     significant tokens on the right side;
//   - RunnerTags::parse() of the same text never crashes; the bringup_status it
//     reads is upper-case.
#include "analysis/pythontokens.h"
#include "run/runnertags.h"
#include "fuzzcheck.h"

using namespace dtriage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArrayView source(reinterpret_cast<const char*>(data), qsizetype(size));
    const QList<PythonToken> tokens = PythonTokens::scan(source);

    qsizetype at = 0;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const PythonToken& t = tokens[i];
        const QString where = QStringLiteral("token %1 [%2, %3) after %4").arg(i).arg(t.begin).arg(t.end).arg(at);
        FUZZ_REQUIRE(at <= t.begin && t.begin < t.end && t.end <= source.size(), where);
        for (qsizetype gap = at; gap < t.begin; ++gap) {
            const char c = source[gap];
            FUZZ_REQUIRE(c == ' ' || c == '\t' || c == '\f', where + QStringLiteral(": byte %1 skipped").arg(int(c)));
        }
        FUZZ_REQUIRE(t.text == source.sliced(t.begin, t.end - t.begin), where);
        FUZZ_REQUIRE(t.depth >= 0, where);
        at = t.end;
    }
    for (qsizetype gap = at; gap < source.size(); ++gap) {
        const char c = source[gap];
        FUZZ_REQUIRE(c == ' ' || c == '\t' || c == '\f', QStringLiteral("byte %1 at %2 skipped").arg(int(c)).arg(gap));
    }

    // The lookups scan linearly: check the ends and ~32 indices spread over the
    // tokens, so that a long input does not make every execution quadratic.
    const int n = int(tokens.size());
    const int stride = qMax(1, n / 32);
    for (int i = -1; i <= n; i += (i < 1 || i >= n - 2) ? 1 : stride) {
        if (i >= 0 && i < n && tokens[i].isClosing()) {
            const int open = PythonTokens::matchingOpen(tokens, i);
            FUZZ_REQUIRE(open < 0 || (open < i && tokens[open].isOpening() && tokens[open].depth == tokens[i].depth),
                         QString::number(i));
        }
        if (i >= 0 && i < n && tokens[i].isOpening()) {
            const int close = PythonTokens::matchingClose(tokens, i);
            FUZZ_REQUIRE(close < 0 || (close > i && tokens[close].isClosing() && tokens[close].depth == tokens[i].depth),
                         QString::number(i));
        }
        const int previous = PythonTokens::previousSignificant(tokens, i);
        FUZZ_REQUIRE(previous < 0 || (previous < i && tokens[previous].isSignificant()), QString::number(i));
        const int next = PythonTokens::nextSignificant(tokens, i);
        FUZZ_REQUIRE(next < 0 || (next > i && next < n && tokens[next].isSignificant()), QString::number(i));
    }

    if (const auto tags = RunnerTags::parse(QString::fromUtf8(source))) {
        const QString status = tags->bringupStatus();
        FUZZ_REQUIRE(status == status.toUpper(), status);
        (void)tags->pcc();
        (void)tags->pccThreshold();
        (void)tags->pccAssertionEnabled();
    }
    return 0;
}
