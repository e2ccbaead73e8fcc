// Fuzzes the repro event reader with what the repro (dtype_repro.py) might print. Properties:
//   - never a crash or a sanitizer report, whatever the bytes;
//   - the events do not depend on how the output was chunked: fed in pieces
//     (sizes drawn from the input) they are the events of feeding it whole, which
//     are those of feedLine() on each line;
//   - everything the app asks of the outcome (decision, fix request, summary)
//     answers, with an Error where it cannot decide.
#include "families/dtype/probe/reproreader.h"
#include "fuzzcheck.h"

using namespace dtriage;

namespace {

QString describe(const ReproEvent& e)
{
    if (const auto* t = std::get_if<ReproText>(&e))
        return QStringLiteral("text:%1:%2").arg(t->malformedEvent).arg(t->line);
    if (const auto* r = std::get_if<ReproPhaseResult>(&e))
        return QStringLiteral("result:%1:%2:%3").arg(reproPhaseName(r->phase), r->errorLine()).arg(r->frames.size());
    if (const auto* d = std::get_if<ReproInputDump>(&e))
        return QStringLiteral("inputs:%1:%2").arg(reproPhaseName(d->phase)).arg(d->inputs.size());
    if (const auto* s = std::get_if<ReproSetupFailure>(&e))
        return QStringLiteral("setup:%1:%2").arg(s->stage, s->errorLine());
    return QStringLiteral("event:%1").arg(e.index());
}

QStringList describe(const QList<ReproEvent>& events)
{
    QStringList out;
    for (const ReproEvent& e : events)
        out << describe(e);
    return out;
}

void useOutcome(const ReproOutcome& o)
{
    (void)o.summary();
    (void)o.modelSeconds();
    (void)o.unpackRaised();
    (void)o.float32FloatingInputs();
    (void)o.bfloat16Traceback();
    const auto decided = o.decision();
    const auto request = o.fixRequest();
    FUZZ_REQUIRE(decided.has_value() == request.has_value(), o.summary());
    if (!decided)
        FUZZ_REQUIRE(!decided.error().message.isEmpty(), o.summary());
    FUZZ_REQUIRE(decided.has_value() == (o.isComplete() && !o.setupFailure), o.summary());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char*>(data), qsizetype(size));

    ReproReader whole;
    QList<ReproEvent> all = whole.feed(bytes);
    all += whole.finish();

    ReproReader pieces;
    QList<ReproEvent> chunked;
    fuzz::Choices ch(bytes);
    for (qsizetype at = 0; at < bytes.size();) {
        const qsizetype n = qMin<qsizetype>(bytes.size() - at, 1 + ch.below(64));
        chunked += pieces.feed(bytes.sliced(at, n));
        at += n;
    }
    chunked += pieces.finish();
    FUZZ_REQUIRE(describe(all) == describe(chunked),
                 describe(all).join(u'\n') + QStringLiteral("\n----\n") + describe(chunked).join(u'\n'));

    ReproReader lines;
    QList<ReproEvent> byLine;
    const QByteArray copy = bytes.toByteArray();
    QList<QByteArray> split = copy.split('\n');
    // After the last newline: the partial line, which finish() reads unless it is
    // empty (once a trailing '\r' is dropped).
    QByteArray partial = split.isEmpty() ? QByteArray() : split.takeLast();
    for (QByteArray& line : split) {
        if (line.endsWith('\r'))
            line.chop(1);
        byLine.append(lines.feedLine(QString::fromUtf8(line)));
    }
    if (partial.endsWith('\r'))
        partial.chop(1);
    if (!partial.isEmpty())
        byLine.append(lines.feedLine(QString::fromUtf8(partial)));
    FUZZ_REQUIRE(describe(all) == describe(byLine),
                 describe(all).join(u'\n') + QStringLiteral("\n----\n") + describe(byLine).join(u'\n'));

    useOutcome(whole.outcome());
    useOutcome(pieces.takeOutcome());
    return 0;
}
