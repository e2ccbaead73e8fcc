// DtypeFixProposal + DtypeLoaderEdit: every demo loader of CASES.md gets exactly the edit it
// lists (a, b, c, h, i, j, k) — formatted alike by the checkout's black (a child
// process) and the workbench's, left as edited without black, valid Python each
// time — or none with its reason (d, e, f, g, fed what a real repro prints);
// hand-made snippets (tests/data/fixes) for the other rules. The tokenizer, black
// through both interpreters and the ast validation: tst_loaderedit.
#include "blackchoices.h"
#include "fixfiles.h"

#include <algorithm>

class TestFixProposal : public QObject {
    Q_OBJECT

private:
    Result<LoaderAnalysis> analyze(const QString& path)
    {
        return LoaderAnalyzer::analyzeBlocking(path);
    }

private Q_SLOTS:
    void initTestCase();
    void demoFixes_data();
    void demoFixes();
    void demoNoFix_data();
    void demoNoFix();
    void snippets_data();
    void snippets();
    void snippetNoFix_data();
    void snippetNoFix();
    void modelKeptFloat32_data();
    void modelKeptFloat32();
    void intConstructorsUntouched();
    void numpyArrays();
    void crlfKept();
    void staleAnalysisIsAnError();
    void refusedEditNamesTheReason();

private:
    QString m_black;
    QList<blackchoices::Named> m_choices;
};

void TestFixProposal::initTestCase()
{
    m_black = DtypeLoaderEdit::blackVersion().result();
    QVERIFY2(!m_black.isEmpty(), "black does not import in the embedded interpreter: run scripts/setup.sh");
    m_choices = blackchoices::formatting();
    QCOMPARE(m_choices.first().choice.whose, BlackChoice::Whose::Checkout);
}

// ------------------------------------------------------------ demo: the fixes

void TestFixProposal::demoFixes_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("flavor");
    QTest::addColumn<QStringList>("dump");
    QTest::addColumn<int>("frameLine");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("inputKey");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QByteArray>("text");

    const int cross = int(DtypeFlavor::CrossDtype);
    QTest::newRow("a speecht5 Tts (black wraps it)")
        << "speecht5" << cross << QStringList{QStringLiteral("decoder_input_values")} << 0
        << int(Kind::AddDtype) << 119 << "decoder_input_values" << 119 << 119
        << QByteArray("        decoder_input_values = torch.zeros(\n"
                      "            (1, 1, self.model.config.num_mel_bins), dtype=dtype_override\n"
                      "        )");
    QTest::newRow("b densenet 121_Xray (no dump: traceback)")
        << "densenet" << cross << QStringList{kNoDump} << 122 << int(Kind::AddDtype) << 120 << ""
        << 120 << 120
        << QByteArray(
               "        pixel_values = torch.zeros((batch_size, 3, 16, 16), dtype=dtype_override)");
    QTest::newRow("b densenet 121_Xray (empty dump, traceback)")
        << "densenet" << cross << QStringList{} << 122 << int(Kind::AddDtype) << 120 << "" << 120
        << 120
        << QByteArray(
               "        pixel_values = torch.zeros((batch_size, 3, 16, 16), dtype=dtype_override)");
    QTest::newRow("c detr (one edit, three variants)")
        << "detr" << cross << QStringList{QStringLiteral("pixel_mask")} << 0 << int(Kind::AddDtype)
        << 139 << "pixel_mask" << 139 << 139
        << QByteArray(
               "            pixel_mask = torch.ones((batch_size, 4, 4), dtype=dtype_override)");
    QTest::newRow("h whisper (.npy: cast after)")
        << "whisper" << cross << QStringList{QStringLiteral("<single>")} << 0
        << int(Kind::CastAfterAssignment) << 99 << "<single>" << 100 << 99
        << QByteArray(
               "        mel = mel.to(dtype_override) if dtype_override is not None else mel");
    QTest::newRow("i wav2vec2 (numpy_conversion)")
        << "wav2vec2" << int(DtypeFlavor::NumpyConversion) << QStringList{kNoDump} << 97
        << int(Kind::FloatBeforeNumpy) << 97 << "" << 97 << 97
        << QByteArray("        peak = np.abs(waveform.float().numpy()).max()");
    QTest::newRow("j tinyllama (no variant, black keeps the trailer)")
        << "tinyllama/causal_lm" << cross << QStringList{QStringLiteral("position_ids")} << 0
        << int(Kind::AddDtype) << 102 << "position_ids" << 102 << 102
        << QByteArray("        position_ids = torch.arange(\n"
                      "            0.0, self.config.seq_len, dtype=dtype_override\n"
                      "        ).reshape(1, -1, 1)");
    QTest::newRow("k yolo_tuple (tuple position 1)")
        << "yolo_tuple" << cross << QStringList{QStringLiteral("1")} << 0 << int(Kind::AddDtype)
        << 101 << "1" << 101 << 101
        << QByteArray(
               "        anchors = torch.full((batch_size, 6, 4), 0.5, dtype=dtype_override)");
}

void TestFixProposal::demoFixes()
{
    QFETCH(QString, model);
    QFETCH(int, flavor);
    QFETCH(QStringList, dump);
    QFETCH(int, frameLine);
    QFETCH(int, kind);
    QFETCH(int, line);
    QFETCH(QString, inputKey);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QByteArray, text);

    const QString path = demoLoader(model);
    const Result<LoaderAnalysis> analysis = analyze(path);
    QVERIFY2(analysis, qPrintable(analysis ? QString() : analysis.error().toString()));
    const Result<DtypeFixProposal> proposal = DtypeFixProposal::propose(
        request(DtypeFlavor(flavor), Action::Proceed, dump, path, frameLine), *analysis);
    QVERIFY2(proposal, qPrintable(proposal ? QString() : proposal.error().toString()));
    QVERIFY2(proposal->hasFix(), qPrintable(proposal->why));
    QCOMPARE(int(proposal->kind), kind);
    QCOMPARE(proposal->line, line);
    QCOMPARE(proposal->inputKey, inputKey);
    QVERIFY(!proposal->why.isEmpty());
    QVERIFY(!proposal->summary().isEmpty());
    if (frameLine == 0)
        QVERIFY2(!proposal->chain.isEmpty(), "a dump-traced site names its chain");

    const QByteArray expected = replaceLines(analysis->source, from, to, text);
    for (const blackchoices::Named& black : std::as_const(m_choices)) {
        const Result<LoaderEditResult> edit
            = DtypeLoaderEdit::makeBlocking(analysis->source, *proposal, black.choice);
        QVERIFY2(edit, qPrintable(edit ? QString() : edit.error().toString()));
        QCOMPARE(edit->after, expected);
        QCOMPARE(edit->firstLine, from <= to ? from : to + 1);
        QCOMPARE(edit->lastLine, from + int(text.count('\n')));
        QCOMPARE(edit->formatter, m_black);
        QCOMPARE(edit->formatterFrom, QString::fromLatin1(black.from));
    }
    QVERIFY(parsesAsPython(expected));
    // Without black: the replacement as it is, unwrapped, and no formatter named.
    const Result<LoaderEditResult> raw = DtypeLoaderEdit::makeBlocking(analysis->source, *proposal, BlackChoice::none());
    QVERIFY2(raw, qPrintable(raw ? QString() : raw.error().toString()));
    QCOMPARE(raw->after, DtypeLoaderEdit::applyReplacement(analysis->source, proposal->replacement));
    QVERIFY(raw->formatter.isEmpty());
    QCOMPARE(raw->formatting(), QStringLiteral("not black-formatted: run pre-commit"));
    QVERIFY(parsesAsPython(raw->after));
}

// ------------------------------------------------------------ demo: no fix

void TestFixProposal::demoNoFix_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("flavor");
    QTest::addColumn<int>("decision");
    QTest::addColumn<QStringList>("dump");
    QTest::addColumn<int>("frameLine");
    QTest::addColumn<int>("reason");

    const int cross = int(DtypeFlavor::CrossDtype);
    const int proceed = int(Action::Proceed);
    // The flavor, decision and dump a real repro produces per CASES.md.
    QTest::newRow("d centernet Dla1x_Coco (cdist: op_not_implemented)")
        << "centernet" << int(DtypeFlavor::OpNotImplemented) << proceed << QStringList{} << 0
        << int(NoFix::FlavorWithoutFix);
    QTest::newRow("e ghostnet (float32 fails too: escalate)")
        << "ghostnet" << cross << int(Action::Escalate) << QStringList{QStringLiteral("1")} << 0
        << int(NoFix::DecisionForbids);
    QTest::newRow("f vit (bf16 OK: stale)") << "vit" << cross << int(Action::Stale) << QStringList{}
                                            << 0 << int(NoFix::DecisionForbids);
    QTest::newRow("g pointnet (IndexError: misfire)")
        << "pointnet" << int(DtypeFlavor::None) << int(Action::Misfire) << QStringList{} << 0
        << int(NoFix::DecisionForbids);
    // The proposer's own rules on the demo loaders.
    QTest::newRow("speecht5 input_ids: processor out of reach")
        << "speecht5" << cross << proceed << QStringList{QStringLiteral("input_ids")} << 0
        << int(NoFix::UnreachableSource);
    QTest::newRow("speecht5 two float32 inputs, one untraceable")
        << "speecht5" << cross << proceed
        << QStringList{QStringLiteral("decoder_input_values"), QStringLiteral("input_ids")} << 0
        << int(NoFix::SeveralInputs);
    QTest::newRow("vit cls_token: already dtype=dtype_override")
        << "vit" << cross << proceed << QStringList{QStringLiteral("cls_token")} << 0
        << int(NoFix::AlreadyHasDtype);
    QTest::newRow("centernet images: cast on the way out")
        << "centernet" << cross << proceed << QStringList{QStringLiteral("<single>")} << 0
        << int(NoFix::AlreadyCast);
    QTest::newRow("densenet without dump or loader frame")
        << "densenet" << cross << proceed << QStringList{kNoDump} << 0 << int(NoFix::NoLoaderFrame);
    QTest::newRow("every floating input bfloat16")
        << "detr" << cross << proceed << QStringList{} << 0 << int(NoFix::NoFloat32Input);
    QTest::newRow("an input load_inputs does not return")
        << "detr" << cross << proceed << QStringList{QStringLiteral("no_such_input")} << 0
        << int(NoFix::NotTraceable);
    QTest::newRow("wav2vec2 numpy frame elsewhere")
        << "wav2vec2" << int(DtypeFlavor::NumpyConversion) << proceed << QStringList{kNoDump} << 96
        << int(NoFix::NoNumpySite);
}

void TestFixProposal::demoNoFix()
{
    QFETCH(QString, model);
    QFETCH(int, flavor);
    QFETCH(int, decision);
    QFETCH(QStringList, dump);
    QFETCH(int, frameLine);
    QFETCH(int, reason);

    const QString path = demoLoader(model);
    const Result<LoaderAnalysis> analysis = analyze(path);
    QVERIFY2(analysis, qPrintable(analysis ? QString() : analysis.error().toString()));
    const Result<DtypeFixProposal> proposal = DtypeFixProposal::propose(
        request(DtypeFlavor(flavor), Action(decision), dump, path, frameLine), *analysis);
    QVERIFY2(proposal, qPrintable(proposal ? QString() : proposal.error().toString()));
    QVERIFY2(!proposal->hasFix(), qPrintable(proposal->summary()));
    QCOMPARE(DtypeFixProposal::reasonName(proposal->reason), DtypeFixProposal::reasonName(NoFix(reason)));
    QVERIFY(!proposal->why.isEmpty());
    QCOMPARE(proposal->summary(), proposal->why);
    QVERIFY(!proposal->replacement.isValid());
    // No edit can be made from it either.
    QVERIFY(!DtypeLoaderEdit::makeBlocking(analysis->source, *proposal));
}

// ------------------------------------------------------------ snippets

void TestFixProposal::snippets_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("dump");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QByteArray>("text");

    QTest::newRow("hard-coded float32 replaced")
        << "hardcoded_float32.py" << QStringList{QStringLiteral("scale")} << int(Kind::ReplaceDtype)
        << 8 << 8 << QByteArray("        scale = torch.ones((batch_size, 4), dtype=dtype_override)");
    QTest::newRow("multi-line, comments, magic trailing comma")
        << "multiline_trailing_comma.py" << QStringList{QStringLiteral("<single>")}
        << int(Kind::AddDtype) << 7 << 10
        << QByteArray("        anchors = torch.full(\n"
                      "            (batch_size, 6, 4),  # boxes\n"
                      "            0.5,  # centre of the image\n"
                      "            dtype=dtype_override,\n"
                      "        )");
    // black re-attaches the comment to the new last argument when it explodes the call.
    QTest::newRow("multi-line, argument comment, no trailing comma")
        << "multiline_comment.py" << QStringList{QStringLiteral("grid")} << int(Kind::AddDtype) << 7
        << 9
        << QByteArray(
               "        grid = torch.zeros(\n"
               "            (batch_size, 3, 16, 16),\n"
               "            dtype=dtype_override,  # NCHW, like the real processor's output\n"
               "        )");
    QTest::newRow("keyword-only dtype_override, existing keywords")
        << "keyword_only.py" << QStringList{QStringLiteral("noise")} << int(Kind::AddDtype) << 7
        << 7
        << QByteArray("        noise = torch.rand(batch_size, 4, requires_grad=False, "
                      "dtype=dtype_override)");
    QTest::newRow("long cast line wrapped like black")
        << "long_cast.py" << QStringList{QStringLiteral("<single>")}
        << int(Kind::CastAfterAssignment) << 12 << 11
        << QByteArray(
               "            precomputed_log_mel_spectrogram_features = (\n"
               "                precomputed_log_mel_spectrogram_features.to(dtype_override)\n"
               "                if dtype_override is not None\n"
               "                else precomputed_log_mel_spectrogram_features\n"
               "            )");
}

void TestFixProposal::snippets()
{
    QFETCH(QString, file);
    QFETCH(QStringList, dump);
    QFETCH(int, kind);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QByteArray, text);

    const Result<LoaderAnalysis> analysis = analyze(snippet(file));
    QVERIFY2(analysis, qPrintable(analysis ? QString() : analysis.error().toString()));
    const Result<DtypeFixProposal> proposal
        = DtypeFixProposal::propose(request(DtypeFlavor::CrossDtype, Action::Proceed, dump), *analysis);
    QVERIFY2(proposal, qPrintable(proposal ? QString() : proposal.error().toString()));
    QVERIFY2(proposal->hasFix(), qPrintable(proposal->why));
    QCOMPARE(int(proposal->kind), kind);
    const QByteArray expected = replaceLines(analysis->source, from, to, text);
    const Result<LoaderEditResult> edit = DtypeLoaderEdit::makeBlocking(analysis->source, *proposal);
    QVERIFY2(edit, qPrintable(edit ? QString() : edit.error().toString()));
    QCOMPARE(edit->after, expected);
    const Result<LoaderEditResult> raw = DtypeLoaderEdit::makeBlocking(analysis->source, *proposal, BlackChoice::none());
    QVERIFY2(raw, qPrintable(raw ? QString() : raw.error().toString()));
    QCOMPARE(raw->after, DtypeLoaderEdit::applyReplacement(analysis->source, proposal->replacement));
    QVERIFY(parsesAsPython(raw->after));
}

void TestFixProposal::snippetNoFix_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("dump");
    QTest::addColumn<int>("reason");

    QTest::newRow("constructor already has dtype=")
        << "already_dtype.py" << QStringList{QStringLiteral("canvas")}
        << int(NoFix::AlreadyHasDtype);
    QTest::newRow("**kwargs-only load_inputs")
        << "kwargs_signature.py" << QStringList{QStringLiteral("noise")}
        << int(NoFix::NoOverrideInScope);
    QTest::newRow("call forwarding **kwargs")
        << "kwargs_call.py" << QStringList{QStringLiteral("noise")}
        << int(NoFix::UnsupportedLayout);
    QTest::newRow("two float32 inputs, two sites")
        << "two_sites.py" << QStringList{QStringLiteral("queries"), QStringLiteral("keys")}
        << int(NoFix::SeveralSites);
}

void TestFixProposal::snippetNoFix()
{
    QFETCH(QString, file);
    QFETCH(QStringList, dump);
    QFETCH(int, reason);

    const Result<LoaderAnalysis> analysis = analyze(snippet(file));
    QVERIFY2(analysis, qPrintable(analysis ? QString() : analysis.error().toString()));
    const Result<DtypeFixProposal> proposal
        = DtypeFixProposal::propose(request(DtypeFlavor::CrossDtype, Action::Proceed, dump), *analysis);
    QVERIFY2(proposal, qPrintable(proposal ? QString() : proposal.error().toString()));
    QVERIFY2(!proposal->hasFix(), qPrintable(proposal->summary()));
    QCOMPARE(DtypeFixProposal::reasonName(proposal->reason), DtypeFixProposal::reasonName(NoFix(reason)));
}

// Issue 45 §4: a loader that keeps its model float32 (mgp_str_base: never cast;
// densenet: not on the X-ray path) has no bfloat16-input fix, and propose says why
// in the scan's words, whether it is told the float32 input (a repro's dump) or
// predicts it from the analysis (`propose` without a probe).
void TestFixProposal::modelKeptFloat32_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("dump");
    const QString kept = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/loaders/model_float32.py");
    QTest::newRow("never cast") << kept << QStringList{QStringLiteral("<single>")};
    QTest::newRow("demo chest_xray") << fixfiles::demoLoader(QStringLiteral("chest_xray")) << QStringList{QStringLiteral("<single>")};
}

void TestFixProposal::modelKeptFloat32()
{
    QFETCH(QString, path);
    QFETCH(QStringList, dump);
    const Result<LoaderAnalysis> analysis = analyze(path);
    QVERIFY2(analysis, qPrintable(analysis ? QString() : analysis.error().toString()));
    QVERIFY(analysis->findings.isEmpty());
    const auto kept = std::find_if(analysis->cleared.cbegin(), analysis->cleared.cend(),
                                   [](const PreflightFinding& f) { return f.modelFloat32; });
    QVERIFY(kept != analysis->cleared.cend());
    const Result<DtypeFixProposal> proposal
        = DtypeFixProposal::propose(request(DtypeFlavor::CrossDtype, Action::Proceed, dump), *analysis);
    QVERIFY(proposal);
    QVERIFY(!proposal->hasFix());
    QCOMPARE(proposal->reason, NoFix::ModelKeptFloat32);
    QCOMPARE(DtypeFixProposal::reasonName(proposal->reason), QStringLiteral("model_kept_float32"));
    QVERIFY2(proposal->why.contains(kept->why), qPrintable(proposal->why));  // the scan's own words
    // A dump with no float32 input at all (the operand is the model's own) is not
    // this verdict: it may be another variant's path that keeps its model float32.
    const Result<DtypeFixProposal> none
        = DtypeFixProposal::propose(request(DtypeFlavor::CrossDtype, Action::Proceed, {}), *analysis);
    QVERIFY(none);
    QCOMPARE(none->reason, NoFix::NoFloat32Input);
}

void TestFixProposal::intConstructorsUntouched()
{
    const Result<LoaderAnalysis> analysis = analyze(snippet(QStringLiteral("int_constructors.py")));
    QVERIFY(analysis);
    const Result<DtypeFixProposal> bias = DtypeFixProposal::propose(
        request(DtypeFlavor::CrossDtype, Action::Proceed, {QStringLiteral("bias")}), *analysis);
    QVERIFY(bias && bias->hasFix());
    QCOMPARE(bias->line, 10);
    const Result<LoaderEditResult> edit = DtypeLoaderEdit::makeBlocking(analysis->source, *bias);
    QVERIFY2(edit, qPrintable(edit ? QString() : edit.error().toString()));
    QCOMPARE(edit->after,
        replaceLines(analysis->source, 10, 10,
            "        bias = torch.zeros((batch_size, 8), dtype=dtype_override)"));
    // An integer input named as float32 (it never is) is not "fixed" by a dtype.
    for (const QString& name : {QStringLiteral("input_ids"), QStringLiteral("attention_mask")}) {
        const Result<DtypeFixProposal> none
            = DtypeFixProposal::propose(request(DtypeFlavor::CrossDtype, Action::Proceed, {name}), *analysis);
        QVERIFY(none);
        QVERIFY2(!none->hasFix(), qPrintable(name + QStringLiteral(": ") + none->summary()));
    }
}

void TestFixProposal::numpyArrays()
{
    const QString path = snippet(QStringLiteral("numpy_array.py"));
    const Result<LoaderAnalysis> analysis = analyze(path);
    QVERIFY(analysis);
    const struct {
        int line;
        QByteArray text;
    } cases[] = {
        {10, "        peak = np.array(waveform.float()).max()"},
        {11, "        floor = np.asarray((waveform + bias).float()).min()"},
        {12, "        spread = np.array((waveform if batch_size else bias).float()).std()"},
    };
    for (const auto& c : cases) {
        const Result<DtypeFixProposal> proposal = DtypeFixProposal::propose(
            request(DtypeFlavor::NumpyConversion, Action::Proceed, {kNoDump}, path, c.line), *analysis);
        QVERIFY(proposal);
        QVERIFY2(proposal->hasFix(), qPrintable(proposal->why));
        QCOMPARE(proposal->kind, Kind::FloatBeforeNumpy);
        QVERIFY(proposal->why.contains(QStringLiteral("float16")));  // never downcast
        const Result<LoaderEditResult> edit = DtypeLoaderEdit::makeBlocking(analysis->source, *proposal);
        QVERIFY2(edit, qPrintable(edit ? QString() : edit.error().toString()));
        QCOMPARE(edit->after, replaceLines(analysis->source, c.line, c.line, c.text));
    }
}

void TestFixProposal::crlfKept()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray source = readFile(demoLoader(QStringLiteral("speecht5")));
    source.replace("\n", "\r\n");
    const QString path = dir.filePath(QStringLiteral("loader.py"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly) && out.write(source) == source.size());
    out.close();
    const Result<LoaderAnalysis> analysis = analyze(path);
    QVERIFY2(analysis, qPrintable(analysis ? QString() : analysis.error().toString()));
    const Result<DtypeFixProposal> proposal = DtypeFixProposal::propose(
        request(DtypeFlavor::CrossDtype, Action::Proceed, {QStringLiteral("decoder_input_values")}),
        *analysis);
    QVERIFY(proposal && proposal->hasFix());
    for (const blackchoices::Named& black : std::as_const(m_choices)) {
        const Result<LoaderEditResult> edit = DtypeLoaderEdit::makeBlocking(source, *proposal, black.choice);
        QVERIFY2(edit, qPrintable(edit ? QString() : edit.error().toString()));
        QVERIFY(edit->after.contains("        decoder_input_values = torch.zeros(\r\n"
                                     "            (1, 1, self.model.config.num_mel_bins), "
                                     "dtype=dtype_override\r\n        )\r\n"));
        QCOMPARE(edit->after.count('\n'), edit->after.count("\r\n"));
    }
}

void TestFixProposal::staleAnalysisIsAnError()
{
    Result<LoaderAnalysis> analysis = analyze(demoLoader(QStringLiteral("speecht5")));
    QVERIFY(analysis);
    analysis->source.replace("torch.zeros((1, 1,", "torch.ones((1, 1, ");  // edited behind its back
    const Result<DtypeFixProposal> proposal = DtypeFixProposal::propose(
        request(DtypeFlavor::CrossDtype, Action::Proceed, {QStringLiteral("decoder_input_values")}),
        *analysis);
    QVERIFY(!proposal);
    QVERIFY(proposal.error().message.contains(QStringLiteral("analyse it again")));
    analysis->source.clear();
    QVERIFY(!DtypeFixProposal::propose(request(DtypeFlavor::CrossDtype, Action::Proceed, {}), *analysis));
}

// ------------------------------------------------------------ pieces

void TestFixProposal::refusedEditNamesTheReason()
{
    // A replacement that is not the proposal's allowed change is refused by the
    // ast check inside make(), with the reason.
    const Result<LoaderAnalysis> analysis = analyze(demoLoader(QStringLiteral("speecht5")));
    QVERIFY(analysis);
    Result<DtypeFixProposal> proposal = DtypeFixProposal::propose(
        request(DtypeFlavor::CrossDtype, Action::Proceed, {QStringLiteral("decoder_input_values")}),
        *analysis);
    QVERIFY(proposal && proposal->hasFix());
    proposal->replacement.text = ", dtype=torch.float16";
    const Result<LoaderEditResult> edit = DtypeLoaderEdit::makeBlocking(analysis->source, *proposal);
    QVERIFY(!edit);
    QVERIFY2(edit.error().message.contains(QStringLiteral("dtype=dtype_override")),
        qPrintable(edit.error().message));
}

QTEST_GUILESS_MAIN(TestFixProposal)
#include "tst_fixproposal.moc"
