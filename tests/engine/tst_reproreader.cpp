// ReproReader against output recorded from the real repro (repro.py then, families/dtype/dtype_repro.py now; torch 1.13, the demo
// checkout; tests/data/repro/*.log): every event type, any chunking, broken lines.
#include "families/dtype/probe/reproreader.h"

#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

using namespace dtriage;

namespace {

QByteArray sample(const QString& name)
{
    QFile file(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/repro/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing sample %s", qPrintable(file.fileName()));
    return file.readAll();
}

ReproOutcome readWhole(const QByteArray& bytes)
{
    ReproReader reader;
    reader.feed(bytes);
    reader.finish();
    return reader.outcome();
}

// A comparable fingerprint of an event sequence.
QStringList describe(const QList<ReproEvent>& events)
{
    QStringList out;
    for (const ReproEvent& e : events) {
        if (const auto* t = std::get_if<ReproText>(&e))
            out << QStringLiteral("text:") + t->line;
        else if (const auto* r = std::get_if<ReproPhaseResult>(&e))
            out << QStringLiteral("result:%1:%2").arg(reproPhaseName(r->phase), r->errorLine());
        else
            out << QStringLiteral("event:%1").arg(e.index());
    }
    return out;
}

QList<ReproEvent> feedInChunks(const QByteArray& bytes, QRandomGenerator& random, int maxChunk)
{
    ReproReader reader;
    QList<ReproEvent> events;
    for (qsizetype at = 0; at < bytes.size();) {
        const qsizetype n = qMin<qsizetype>(1 + random.bounded(maxChunk), bytes.size() - at);
        events += reader.feed(QByteArrayView(bytes).sliced(at, n));
        at += n;
    }
    events += reader.finish();
    return events;
}

}  // namespace

class TestReproReader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void textLinesStayText();
    void malformedEventLinesAreText();
    void everyEventTypeParses();
    void hugeNumbersDoNotOverflow();
    void chunkingDoesNotMatter();
    void crlfAndTrailingPartialLine();
    void overlongLineIsCut();
    void speecht5Outcome();
    void yoloTupleOutcome();
    void densenetFailsBeforeTheDump();
    void setupFailure();
    void unpackRaised();
    void truncatedOutputCannotDecide();
};

void TestReproReader::textLinesStayText()
{
    for (const QString& line : {QStringLiteral("BFLOAT16: FAILED -- RuntimeError: x"),
                                QStringLiteral("  input_ids: dtype=torch.int64 shape=(1, 22)"),
                                QStringLiteral("{\"event\": \"done\"}"), QString()}) {
        const ReproEvent e = ReproReader::parseLine(line);
        const auto* text = std::get_if<ReproText>(&e);
        QVERIFY(text);
        QCOMPARE(text->line, line);
        QVERIFY(!text->malformedEvent);
    }
}

void TestReproReader::malformedEventLinesAreText()
{
    for (const char* line : {"@dtriage {not json", "@dtriage [1, 2]", "@dtriage {\"event\": \"nope\"}",
                             "@dtriage {\"event\": \"phase_start\", \"phase\": \"FLOAT64\"}", "@dtriage "}) {
        const ReproEvent e = ReproReader::parseLine(QString::fromUtf8(line));
        const auto* text = std::get_if<ReproText>(&e);
        QVERIFY2(text, line);
        QVERIFY(text->malformedEvent);
        QCOMPARE(text->line, QString::fromUtf8(line));
    }
    // A broken line in the middle does not stop the events after it.
    ReproReader reader;
    reader.feed("@dtriage {\"event\": \"phase_start\", \"phase\": \"BFLOAT16\"\n"
                "@dtriage {\"event\": \"phase_start\", \"phase\": \"FLOAT32\"}\n");
    QVERIFY(!reader.outcome().bfloat16.started);
    QVERIFY(reader.outcome().float32.started);
}

void TestReproReader::everyEventTypeParses()
{
    const QList<ReproEvent> events = ReproReader().feed(sample(QStringLiteral("speecht5_tts.log")));
    QSet<size_t> kinds;
    for (const ReproEvent& e : events)
        kinds.insert(e.index());
    // Text, Hello, PhaseStarted, InputDump, PhaseResult, MixedDtype, Done.
    for (size_t k : {0, 1, 2, 3, 4, 5, 7})
        QVERIFY2(kinds.contains(k), qPrintable(QString::number(k)));
    const QList<ReproEvent> setup = ReproReader().feed(sample(QStringLiteral("setup_failed_variant.log")));
    QVERIFY(std::any_of(setup.begin(), setup.end(), [](const ReproEvent& e) {
        return std::holds_alternative<ReproSetupFailure>(e);
    }));

    const ReproEvent hello = ReproReader::parseLine(
        u"@dtriage {\"event\": \"hello\", \"protocol\": 1, \"python\": \"3.11.2\", \"torch\": \"1.13.0a0\", \"pid\": 42}");
    const auto* h = std::get_if<ReproHello>(&hello);
    QVERIFY(h);
    QCOMPARE(h->protocol, 1);
    QCOMPARE(h->torch, QStringLiteral("1.13.0a0"));
    QCOMPARE(h->pid, 42);
}

// Found by tests/fuzz/fuzz_repro (tests/fuzz/regressions/repro): a number beyond
// qint64 in a shape or the pid was cast from double, which is undefined behaviour
// (INT64_MIN on x86-64, a UBSan report in a sanitizer build).
void TestReproReader::hugeNumbersDoNotOverflow()
{
    const ReproEvent hello = ReproReader::parseLine(u"@dtriage {\"event\": \"hello\", \"pid\": 2.3e+113}");
    const auto* h = std::get_if<ReproHello>(&hello);
    QVERIFY(h);
    QCOMPARE(h->pid, 0);
    const ReproEvent dump = ReproReader::parseLine(
        u"@dtriage {\"event\": \"inputs\", \"phase\": \"BFLOAT16\", \"inputs\": [{\"label\": \"x\", "
        u"\"dtype\": \"torch.float32\", \"shape\": [1e300, -1e19, 22, 2.5], \"floating\": true}]}");
    const auto* d = std::get_if<ReproInputDump>(&dump);
    QVERIFY(d);
    QCOMPARE(d->inputs.size(), 1);
    QCOMPARE(d->inputs.front().shape, (QList<qint64>{0, 0, 22, 2}));
}

void TestReproReader::chunkingDoesNotMatter()
{
    QRandomGenerator random(7);
    for (const char* name : {"speecht5_tts.log", "yolo_tuple_nano.log", "densenet_121_xray.log",
                             "setup_failed_variant.log", "unpack_raised.log"}) {
        const QByteArray bytes = sample(QString::fromLatin1(name));
        ReproReader whole;
        const QStringList expected = describe(whole.feed(bytes) + whole.finish());
        QVERIFY(expected.size() > 5);
        for (int maxChunk : {1, 3, 17, 4096})
            QCOMPARE(describe(feedInChunks(bytes, random, maxChunk)), expected);
    }
    // Byte by byte, the accumulated outcome is the same as in one piece.
    const QByteArray bytes = sample(QStringLiteral("speecht5_tts.log"));
    ReproReader reader;
    for (char c : bytes)
        reader.feed(QByteArrayView(&c, 1));
    QCOMPARE(reader.outcome().summary(), readWhole(bytes).summary());
}

void TestReproReader::crlfAndTrailingPartialLine()
{
    ReproReader reader;
    QList<ReproEvent> events = reader.feed("one\r\ntw");
    QCOMPARE(describe(events), QStringList{QStringLiteral("text:one")});
    events = reader.feed("o\r\n@dtriage {\"event\": \"done\"}");
    QCOMPARE(describe(events), QStringList{QStringLiteral("text:two")});
    QVERIFY(!reader.outcome().done);
    events = reader.finish();
    QCOMPARE(events.size(), 1);
    QVERIFY(std::holds_alternative<ReproDone>(events.first()));
    QVERIFY(reader.outcome().done);
    QVERIFY(reader.finish().isEmpty());
}

void TestReproReader::overlongLineIsCut()
{
    ReproReader reader;
    const QByteArray big(ReproReader::kMaxLineBytes + 10, 'x');
    const QList<ReproEvent> events = reader.feed(big);
    QCOMPARE(events.size(), 1);
    QCOMPARE(std::get<ReproText>(events.first()).line.size(), ReproReader::kMaxLineBytes);
    QCOMPARE(std::get<ReproText>(reader.finish().first()).line.size(), 10);
}

void TestReproReader::speecht5Outcome()
{
    const ReproOutcome o = readWhole(sample(QStringLiteral("speecht5_tts.log")));
    QVERIFY(o.hello);
    QVERIFY(o.done);
    QVERIFY(o.isComplete());
    QVERIFY(o.bfloat16.inputs);
    const QList<ReproInput>& dump = *o.bfloat16.inputs;
    QCOMPARE(dump.size(), 3);
    QCOMPARE(dump[0].label, QStringLiteral("input_ids"));
    QCOMPARE(dump[0].dtype, QStringLiteral("torch.int64"));
    QCOMPARE(dump[0].shape, (QList<qint64>{1, 22}));
    QVERIFY(!dump[0].floating);
    QCOMPARE(dump[2].label, QStringLiteral("decoder_input_values"));
    QCOMPARE(dump[2].dtype, QStringLiteral("torch.float32"));
    QCOMPARE(dump[2].shape, (QList<qint64>{1, 1, 8}));
    QVERIFY(dump[2].floating);
    QCOMPARE(o.float32FloatingInputs(), std::optional<QStringList>(QStringList{QStringLiteral("decoder_input_values")}));

    QVERIFY(o.bfloat16.mixedDtype);
    QCOMPARE(o.bfloat16.mixedDtype->module, QStringLiteral("speech_decoder_prenet"));
    QCOMPARE(o.bfloat16.mixedDtype->className, QStringLiteral("Linear"));
    QCOMPARE(o.bfloat16.mixedDtype->inputDtypes, QStringList{QStringLiteral("torch.float32")});
    QCOMPARE(o.bfloat16.mixedDtype->paramDtype, QStringLiteral("torch.bfloat16"));
    QVERIFY(!o.float32.mixedDtype);

    const ReproPhaseResult& bf16 = *o.bfloat16.result;
    QVERIFY(!bf16.ok);
    QCOMPARE(bf16.stage, QStringLiteral("forward"));
    QCOMPARE(bf16.errorLine(), QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype"));
    QVERIFY(bf16.modelSeconds > 0);
    QVERIFY(o.float32.ok());
    QCOMPARE(o.float32.result->backward, QStringLiteral("tensor"));

    const QList<TracebackFrame> tb = o.bfloat16Traceback();
    QVERIFY(!tb.isEmpty());
    const auto loaderFrame = std::find_if(bf16.frames.begin(), bf16.frames.end(),
                                          [](const ReproFrame& f) { return f.inLoaders; });
    QVERIFY(loaderFrame != bf16.frames.end());
    QVERIFY(loaderFrame->file.endsWith(QStringLiteral("speecht5/pytorch/src/model.py")));
    QCOMPARE(loaderFrame->line, 61);
    QCOMPARE(loaderFrame->function, QStringLiteral("forward"));
    QVERIFY(loaderFrame->text.contains(QStringLiteral("self.speech_decoder_prenet(decoder_input_values)")));
    QVERIFY(std::none_of(bf16.frames.begin(), bf16.frames.end(),
                         [](const ReproFrame& f) { return f.file.endsWith(QStringLiteral("repro.py")); }));

    const Result<DtypeDecision> decision = o.decision();
    QVERIFY(decision);
    QCOMPARE(decision->action(), DtypeDecision::Action::Proceed);
    const Result<DtypeFixRequest> request = o.fixRequest();
    QVERIFY(request);
    QCOMPARE(request->flavor, DtypeFlavor::CrossDtype);
    QCOMPARE(request->traceback.size(), tb.size());
    QCOMPARE(o.summary(), QStringLiteral("BFLOAT16: FAILED -- RuntimeError: mat1 and mat2 must have the same dtype; FLOAT32: OK"));
}

void TestReproReader::yoloTupleOutcome()
{
    const ReproOutcome o = readWhole(sample(QStringLiteral("yolo_tuple_nano.log")));
    QCOMPARE(o.float32FloatingInputs(), std::optional<QStringList>(QStringList{QStringLiteral("1")}));
    QCOMPARE(o.bfloat16.inputs->at(0).label, QStringLiteral("0"));
    QCOMPARE(o.bfloat16.inputs->at(0).dtype, QStringLiteral("torch.bfloat16"));
    QCOMPARE(o.float32.result->backward, QStringLiteral("sum_of_leaves"));
    QCOMPARE(o.bfloat16.mixedDtype->module, QStringLiteral("anchor_embed"));
    QCOMPARE(o.decision()->action(), DtypeDecision::Action::Proceed);
}

void TestReproReader::densenetFailsBeforeTheDump()
{
    const ReproOutcome o = readWhole(sample(QStringLiteral("densenet_121_xray.log")));
    QVERIFY(o.bfloat16.started);
    QVERIFY(!o.bfloat16.inputs);
    QCOMPARE(o.float32FloatingInputs(), std::nullopt);
    QCOMPARE(o.bfloat16.result->stage, QStringLiteral("load_inputs"));
    QVERIFY(o.bfloat16.result->message.startsWith(QStringLiteral("Index put requires")));
    QCOMPARE(o.bfloat16.result->frames.size(), 1);
    QVERIFY(o.bfloat16.result->frames.first().inLoaders);
    QCOMPARE(o.bfloat16.result->frames.first().line, 122);
    QCOMPARE(o.float32.inputs->first().label, QStringLiteral("<single>"));
    QCOMPARE(o.decision()->action(), DtypeDecision::Action::Proceed);
    QVERIFY(!o.fixRequest()->float32Inputs);
}

void TestReproReader::setupFailure()
{
    const ReproOutcome o = readWhole(sample(QStringLiteral("setup_failed_variant.log")));
    QVERIFY(o.setupFailure);
    QCOMPARE(o.setupFailure->stage, QStringLiteral("variant"));
    QCOMPARE(o.setupFailure->errorType, QStringLiteral("ValueError"));
    QVERIFY(o.setupFailure->message.contains(QStringLiteral("ResNet18, ResNet34")));
    QVERIFY(!o.bfloat16.started);
    QVERIFY(!o.decision());
    QVERIFY(!o.fixRequest());
    QVERIFY(o.summary().startsWith(QStringLiteral("SETUP: FAILED -- ValueError: unknown variant")));
}

void TestReproReader::unpackRaised()
{
    const ReproOutcome o = readWhole(sample(QStringLiteral("unpack_raised.log")));
    QVERIFY(o.unpackRaised());
    QCOMPARE(o.bfloat16.result->stage, QStringLiteral("unpack"));
    QCOMPARE(o.decision()->action(), DtypeDecision::Action::UnpackFailed);
}

void TestReproReader::truncatedOutputCannotDecide()
{
    QByteArray bytes = sample(QStringLiteral("speecht5_tts.log"));
    bytes.truncate(bytes.indexOf("===== FLOAT32"));
    const ReproOutcome o = readWhole(bytes);
    QVERIFY(o.bfloat16.finished());
    QVERIFY(!o.float32.started);
    QVERIFY(!o.isComplete());
    QVERIFY(!o.decision());
    QVERIFY(o.summary().endsWith(QStringLiteral("FLOAT32: not run")));
}

QTEST_GUILESS_MAIN(TestReproReader)
#include "tst_reproreader.moc"
