// LoaderAnalyzer: CPython's ast through the embedded interpreter, on the demo loaders
// (CASES.md) and on the snippets in tests/data/loaders.
#include "loaderfiles.h"
#include "analysis/modelinfolookup.h"
#include <algorithm>

class TestLoaderAnalyzer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void runsOnItsOwnThread();
    void demoVariantsAndModelInfo_data();
    void demoVariantsAndModelInfo();
    void demoOffendingInput_data();
    void demoOffendingInput();
    void demoNumpyConversion();
    void demoSignatures();
    void constructorWithDtype();
    void integerConstructorsUntouched();
    void floatVersusIntLiterals();
    void multiLineCallWithComments();
    void columnsAreBytesAndCharacters();
    void keywordOnlyAndKwargs();
    void tupleReturn();
    void dictBuiltKeyByKey();
    void helperMethod();
    void castOnTheWayOut_data();
    void castOnTheWayOut();
    void tensorOnlyFedToProcessor();
    void withoutDtypeOverride();
    void hardCodedFloat32IsCandidate();
    void modelNeverCast();
    void modelKeptFloat32OnOnePath();
    void numpyConversions();
    void modelInfoFromTheVariantsConfig();
};

void TestLoaderAnalyzer::runsOnItsOwnThread()
{
    QVERIFY(PythonEngine::ensureStarted());
    QVERIFY(!PythonEngine::isPythonThread());
    QFuture<bool> onPython = PythonEngine::run<bool>([] { return PythonEngine::isPythonThread(); });
    QVERIFY(onPython.result());
    // A Python exception reaches the caller as an exception of the future, not a crash.
    QFuture<int> broken = PythonEngine::run<int>([]() -> int {
        throw std::runtime_error("boom");
    });
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, broken.waitForFinished());
}

void TestLoaderAnalyzer::demoVariantsAndModelInfo_data()
{
    QTest::addColumn<QString>("modelPath");
    QTest::addColumn<QStringList>("variants");
    QTest::addColumn<QString>("defaultVariant");
    QTest::addColumn<QStringList>("names");  // model_info.name per variant (CASES.md)

    QTest::newRow("a speecht5") << "speecht5/pytorch" << QStringList{"Tts"} << "Tts"
                                << QStringList{"pytorch_SpeechT5_Tts_mm_tts_huggingface"};
    QTest::newRow("b densenet")
        << "densenet/pytorch" << QStringList{"121", "121_Xray"} << "121"
        << QStringList{"pytorch_DenseNet_121_cv_image_cls_torchvision",
                       "pytorch_DenseNet_121_Xray_cv_image_cls_github"};
    QTest::newRow("c detr")
        << "detr/pytorch" << QStringList{"ResNet50", "ResNet101", "ResNet50_DC5", "ResNet50_NoMask"}
        << "ResNet50"
        << QStringList{"pytorch_DETR_ResNet50_cv_object_det_huggingface",
                       "pytorch_DETR_ResNet101_cv_object_det_huggingface",
                       "pytorch_DETR_ResNet50_DC5_cv_object_det_huggingface",
                       "pytorch_DETR_ResNet50_NoMask_cv_object_det_huggingface"};
    QTest::newRow("d centernet")
        << "centernet/pytorch" << QStringList{"Dla1x_Coco", "Dla2x_Coco"} << "Dla1x_Coco"
        << QStringList{"pytorch_CenterNet_Dla1x_Coco_cv_object_det_github",
                       "pytorch_CenterNet_Dla2x_Coco_cv_object_det_github"};
    QTest::newRow("e ghostnet") << "ghostnet/pytorch" << QStringList{"Ghostnet_100"} << "Ghostnet_100"
                                << QStringList{"pytorch_GhostNet_Ghostnet_100_cv_image_cls_timm"};
    QTest::newRow("f vit") << "vit/pytorch" << QStringList{"Tiny_Patch16"} << "Tiny_Patch16"
                           << QStringList{"pytorch_ViT_Tiny_Patch16_cv_image_cls_huggingface"};
    QTest::newRow("g pointnet") << "pointnet/pytorch" << QStringList{} << ""
                                << QStringList{"pytorch_PointNet_None_cv_point_cloud_cls_github"};
    QTest::newRow("h whisper") << "whisper/pytorch" << QStringList{"Tiny"} << "Tiny"
                               << QStringList{"pytorch_Whisper_Tiny_audio_asr_huggingface"};
    QTest::newRow("i wav2vec2") << "wav2vec2/pytorch" << QStringList{"Base"} << "Base"
                                << QStringList{"pytorch_Wav2Vec2_Base_audio_cls_huggingface"};
    QTest::newRow("j tinyllama") << "tinyllama/causal_lm/pytorch" << QStringList{} << ""
                                 << QStringList{"pytorch_TinyLlama_None_nlp_causal_lm_huggingface"};
    QTest::newRow("k yolo_tuple") << "yolo_tuple/pytorch" << QStringList{"Nano"} << "Nano"
                                  << QStringList{"pytorch_YOLO_Nano_cv_object_det_github"};
    // u2: the source from the variant's config, as tt-forge-models' retinanet (issue 46 §5).
    QTest::newRow("u2 retinanet") << "retinanet/pytorch" << QStringList{"Tiny"} << "Tiny"
                                  << QStringList{"pytorch_RetinaNet_Tiny_cv_object_det_torchvision"};
    QTest::newRow("resnet")
        << "resnet/pytorch" << QStringList{"ResNet18", "ResNet34"} << "ResNet18"
        << QStringList{"pytorch_ResNet_ResNet18_cv_image_cls_torchvision",
                       "pytorch_ResNet_ResNet34_cv_image_cls_torchvision"};
    QTest::newRow("mlp_mixer") << "mlp_mixer/pytorch" << QStringList{"Mixer_Tiny"} << "Mixer_Tiny"
                               << QStringList{"pytorch_MLPMixer_Mixer_Tiny_cv_image_cls_timm"};
}

void TestLoaderAnalyzer::demoVariantsAndModelInfo()
{
    QFETCH(QString, modelPath);
    QFETCH(QStringList, variants);
    QFETCH(QString, defaultVariant);
    QFETCH(QStringList, names);

    const LoaderAnalysis a = demo(modelPath);
    QCOMPARE(a.hasVariantEnum, !variants.isEmpty());
    QCOMPARE(a.variantValues(), variants);
    QCOMPARE(a.defaultVariantValue, defaultVariant);
    QVERIFY(a.modelInfo.found);
    const QStringList keys = variants.isEmpty() ? QStringList{QString()} : variants;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        QCOMPARE(a.modelInfo.name(keys.at(i)), names.at(i));
        QString back;
        QVERIFY(a.variantForModelInfoName(names.at(i), &back));
        QCOMPARE(back, keys.at(i));
    }
    QVERIFY(!a.variantForModelInfoName(QStringLiteral("pytorch_Nope_x_y_z"), nullptr));
    if (variants.isEmpty()) {
        QCOMPARE(a.loaderCall(QString()), QStringLiteral("ModelLoader()"));
    } else {
        QVERIFY(a.loaderCall(variants.first()).startsWith("ModelLoader(variant=ModelVariant."));
    }
}

void TestLoaderAnalyzer::demoOffendingInput_data()
{
    QTest::addColumn<QString>("modelPath");
    QTest::addColumn<QString>("input");   // the input label the CPU repro dumps
    QTest::addColumn<int>("originKind");  // OriginKind
    QTest::addColumn<int>("line");        // CASES.md's fix site
    QTest::addColumn<QString>("source");  // callee, or a part of the external source

    const int ctor = int(OriginKind::Constructor);
    const int ext = int(OriginKind::External);
    QTest::newRow("a speecht5") << "speecht5/pytorch" << "decoder_input_values" << ctor << 119
                                << "torch.zeros";
    QTest::newRow("b densenet") << "densenet/pytorch" << "<single>" << ctor << 120 << "torch.zeros";
    QTest::newRow("c detr") << "detr/pytorch" << "pixel_mask" << ctor << 139 << "torch.ones";
    QTest::newRow("h whisper") << "whisper/pytorch" << "<single>" << ext << 99 << "np.load";
    QTest::newRow("j tinyllama") << "tinyllama/causal_lm/pytorch" << "position_ids" << ctor << 102
                                 << "torch.arange";
    QTest::newRow("k yolo_tuple") << "yolo_tuple/pytorch" << "1" << ctor << 101 << "torch.full";
}

void TestLoaderAnalyzer::demoOffendingInput()
{
    QFETCH(QString, modelPath);
    QFETCH(QString, input);
    QFETCH(int, originKind);
    QFETCH(int, line);
    QFETCH(QString, source);

    const LoaderAnalysis a = demo(modelPath);
    const InputProvenance* offender = nullptr;
    for (const InputProvenance& p : a.inputs) {
        if (p.label() == input && !p.castOnTheWayOut && p.floating == Floating::Yes)
            offender = &p;
    }
    QVERIFY2(offender, qPrintable(input));
    QCOMPARE(int(offender->origin), originKind);
    QCOMPARE(offender->chain.first().kind, QStringLiteral("return"));
    QCOMPARE(offender->chain.last().line, line);
    if (offender->origin == OriginKind::Constructor) {
        const TensorConstructor& c = a.constructors.at(offender->constructorIndex);
        QCOMPARE(c.callee, source);
        QCOMPARE(c.span.startLine, line);
        QVERIFY(!c.hasDtype);
        QCOMPARE(c.floating, Floating::Yes);
        QCOMPARE(c.function, QStringLiteral("ModelLoader.load_inputs"));
    } else {
        QVERIFY2(offender->externalSource.contains(source), qPrintable(offender->externalSource));
        QVERIFY(offender->externalSource.contains(QStringLiteral("from_numpy")));
        // The `.to(dtype_override)` line goes after the statement that assigns `mel`.
        QCOMPARE(offender->originStatement.endLine, line);
        QCOMPARE(offender->originVariable, QStringLiteral("mel"));
        QCOMPARE(offender->indent, QStringLiteral("        "));
    }
    QCOMPARE(a.findings.size(), 1);
    QCOMPARE(a.findings.first().site.startLine, line);
    QCOMPARE(a.findings.first().inputKey, input);
}

void TestLoaderAnalyzer::demoNumpyConversion()
{
    const LoaderAnalysis a = demo(QStringLiteral("wav2vec2/pytorch"));
    QCOMPARE(a.numpyConversions.size(), 1);
    const NumpyConversion& n = a.numpyConversions.first();
    QCOMPARE(n.kind, NumpyConversion::Kind::NumpyMethod);
    QCOMPARE(n.span.startLine, 97);
    QCOMPARE(n.span.text, QStringLiteral("waveform.numpy()"));
    QCOMPARE(n.receiverText, QStringLiteral("waveform"));
    QCOMPARE(n.function, QStringLiteral("ModelLoader.load_inputs"));
    // i is a numpy_conversion case, not a float32 input: nothing to flag.
    QVERIFY(a.findings.isEmpty());
}

void TestLoaderAnalyzer::demoSignatures()
{
    const LoaderAnalysis a = demo(QStringLiteral("speecht5/pytorch"));
    QVERIFY(a.loadModel.exists);
    QVERIFY(a.loadModel.takesDtypeOverride);
    QVERIFY(!a.loadModel.takesBatchSize);
    QVERIFY(a.loadInputs.takesDtypeOverride);
    QVERIFY(!a.loadInputs.takesBatchSize);  // speecht5's load_inputs has no batch_size
    QCOMPARE(a.loadInputs.dtypeOverrideDefault, QStringLiteral("None"));
    QCOMPARE(a.loadInputs.qualifiedName, QStringLiteral("ModelLoader.load_inputs"));
    QCOMPARE(a.inputsReturn, LoaderAnalysis::Returns::Dict);
    const LoaderAnalysis d = demo(QStringLiteral("densenet/pytorch"));
    QVERIFY(d.loadInputs.takesBatchSize);
    QCOMPARE(d.inputsReturn, LoaderAnalysis::Returns::Single);
    QVERIFY(!d.source.isEmpty());
    QVERIFY(d.path.endsWith(QStringLiteral("densenet/pytorch/loader.py")));
}

void TestLoaderAnalyzer::constructorWithDtype()
{
    const LoaderAnalysis a = snippet(QStringLiteral("has_dtype.py"));
    QCOMPARE(a.constructors.size(), 1);
    const TensorConstructor& c = a.constructors.first();
    QVERIFY(c.hasDtype);
    QCOMPARE(c.dtypeText, QStringLiteral("dtype_override"));
    QCOMPARE(c.dtypeKind, QStringLiteral("override"));
    QVERIFY(c.dtypeFromOverride);
    QCOMPARE(c.assignedTo, QStringLiteral("pixel_values"));
    QCOMPARE(c.keywords, QStringList{QStringLiteral("dtype")});
    QCOMPARE(c.positionalCount, 1);
    QVERIFY(a.findings.isEmpty());
    QVERIFY(a.cleared.first().why.contains(QStringLiteral("already has dtype=dtype_override")));
}

void TestLoaderAnalyzer::integerConstructorsUntouched()
{
    const LoaderAnalysis a = snippet(QStringLiteral("int_constructors.py"));
    QCOMPARE(a.constructors.size(), 5);
    for (const TensorConstructor& c : a.constructors)
        QVERIFY2(c.floating == Floating::No, qPrintable(c.span.text));
    QVERIFY(a.findings.isEmpty());
    QCOMPARE(a.inputs.size(), 5);
}

void TestLoaderAnalyzer::floatVersusIntLiterals()
{
    const LoaderAnalysis a = snippet(QStringLiteral("tensor_literals.py"));
    QCOMPARE(a.constructors.size(), 3);
    QCOMPARE(a.constructors.at(0).floating, Floating::Yes);  // torch.tensor([1.0, 2.0])
    QCOMPARE(a.constructors.at(1).floating, Floating::No);   // torch.tensor([1, 2])
    QCOMPARE(a.constructors.at(2).floating, Floating::Yes);  // torch.arange(0.5, 3.0)
    QCOMPARE(findingKeys(a), (QStringList{"steps", "weights"}));
}

void TestLoaderAnalyzer::multiLineCallWithComments()
{
    const LoaderAnalysis a = snippet(QStringLiteral("multiline_call.py"));
    QCOMPARE(a.constructors.size(), 1);
    const TensorConstructor& c = a.constructors.first();
    QVERIFY(c.multiLine);
    QVERIFY(c.span.isMultiLine());
    QCOMPARE(c.span.startLine, 9);
    QCOMPARE(c.span.endLine, 12);
    QCOMPARE(c.span.text, QStringLiteral("torch.zeros(\n"
                                         "            # one frame of mel bins\n"
                                         "            (batch_size, 1, 8),  # shape\n"
                                         "        )"));
    QCOMPARE(c.statement.startLine, 9);
    QCOMPARE(c.statement.endLine, 12);
    QCOMPARE(findingKeys(a), QStringList{QStringLiteral("decoder_input_values")});
    QCOMPARE(a.findings.first().fix, PreflightFinding::Fix::AddDtype);
}

void TestLoaderAnalyzer::columnsAreBytesAndCharacters()
{
    const LoaderAnalysis a = snippet(QStringLiteral("unicode_columns.py"));
    QCOMPARE(a.constructors.size(), 1);
    const SourceSpan& s = a.constructors.first().span;
    // "größe" is 5 characters and 7 UTF-8 bytes: the byte columns are 2 further right.
    QCOMPARE(s.startColumn - s.startCharColumn, 2);
    QCOMPARE(s.endColumn - s.endCharColumn, 2);
    const QString line = QString::fromUtf8(a.source.split('\n').at(s.startLine - 1));
    QCOMPARE(line.mid(s.startCharColumn, s.endCharColumn - s.startCharColumn), s.text);
    const QByteArray bytes = a.source.split('\n').at(s.startLine - 1);
    QCOMPARE(QString::fromUtf8(bytes.mid(s.startColumn, s.endColumn - s.startColumn)), s.text);
    QCOMPARE(lineOf(a.source, s.startLine), s.endColumn);  // the call ends the line
}

void TestLoaderAnalyzer::keywordOnlyAndKwargs()
{
    const LoaderAnalysis a = snippet(QStringLiteral("signature_kwonly.py"));
    QVERIFY(a.loadInputs.takesDtypeOverride);
    QVERIFY(a.loadInputs.takesBatchSize);
    QVERIFY(a.loadInputs.hasKwargs);
    QCOMPARE(a.loadInputs.keywordOnly, (QStringList{"dtype_override", "batch_size", "seq_len"}));
    QCOMPARE(a.loadInputs.otherKeywords, QStringList{QStringLiteral("seq_len")});
    QVERIFY(a.loadModel.hasKwargs);
    QCOMPARE(findingKeys(a), QStringList{QStringLiteral("<single>")});

    // **kwargs alone: the runner's signature check does not see dtype_override.
    const LoaderAnalysis k = snippet(QStringLiteral("kwargs_only.py"));
    QVERIFY(!k.loadInputs.takesDtypeOverride);
    QVERIFY(k.loadInputs.hasKwargs);
    QVERIFY(k.findings.isEmpty());
    QVERIFY(k.cleared.first().why.contains(QStringLiteral("does not take dtype_override")));
}

void TestLoaderAnalyzer::tupleReturn()
{
    const LoaderAnalysis a = snippet(QStringLiteral("tuple_return.py"));
    QCOMPARE(a.inputsReturn, LoaderAnalysis::Returns::Tuple);
    QCOMPARE(a.inputs.size(), 2);
    QCOMPARE(a.inputs.at(1).position, 1);
    QCOMPARE(findingKeys(a), QStringList{QStringLiteral("1")});
    QCOMPARE(a.findings.first().site.text, QStringLiteral("torch.full((batch_size, 6, 4), 0.5)"));
}

void TestLoaderAnalyzer::dictBuiltKeyByKey()
{
    const LoaderAnalysis a = snippet(QStringLiteral("dict_key_by_key.py"));
    QCOMPARE(findingKeys(a), QStringList{QStringLiteral("boxes")});
    const InputProvenance* boxes = a.inputByLabel(QStringLiteral("boxes"));
    QVERIFY(boxes);
    QStringList kinds;
    for (const ProvenanceStep& s : boxes->chain)
        kinds << s.kind;
    QCOMPARE(kinds, (QStringList{"return", "subscript", "constructor"}));
    QCOMPARE(boxes->chain.at(1).text, QStringLiteral("inputs[\"boxes\"] = boxes"));
    QVERIFY(a.inputByLabel(QStringLiteral("scale")));      // via dict(...) and update()
    QVERIFY(a.inputByLabel(QStringLiteral("input_ids")));  // int: not a candidate
}

void TestLoaderAnalyzer::helperMethod()
{
    const LoaderAnalysis a = snippet(QStringLiteral("helper_method.py"));
    QCOMPARE(findingKeys(a), QStringList{QStringLiteral("pixel_mask")});
    const InputProvenance* mask = a.inputByLabel(QStringLiteral("pixel_mask"));
    QVERIFY(mask);
    QCOMPARE(mask->origin, OriginKind::Constructor);
    QCOMPARE(a.constructors.at(mask->constructorIndex).function,
             QStringLiteral("ModelLoader._make_mask"));
    bool viaHelper = false;
    for (const ProvenanceStep& s : mask->chain)
        viaHelper |= s.kind == QLatin1String("helper");
    QVERIFY(viaHelper);
    // The helper's dtype parameter receives dtype_override: not a candidate.
    const InputProvenance* pixels = a.inputByLabel(QStringLiteral("pixel_values"));
    QVERIFY(pixels);
    QVERIFY(a.constructors.at(pixels->constructorIndex).hasDtype);
}

void TestLoaderAnalyzer::castOnTheWayOut_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("inputs");
    QTest::newRow("x = x.to(dtype_override)") << "cast_to.py" << 1;
    QTest::newRow("dict comprehension") << "cast_dictcomp.py" << 2;
    QTest::newRow("loop over the keys") << "cast_loop.py" << 2;
    QTest::newRow("dtype derived from dtype_override") << "cast_derived.py" << 2;
}

void TestLoaderAnalyzer::castOnTheWayOut()
{
    QFETCH(QString, file);
    QFETCH(int, inputs);
    const LoaderAnalysis a = snippet(file);
    QCOMPARE(a.inputs.size(), inputs);
    QVERIFY2(a.findings.isEmpty(), qPrintable(a.findings.value(0).why));
    for (const PreflightFinding& f : a.cleared) {
        QVERIFY2(f.why.contains(QStringLiteral("cast with dtype_override"))
                     || f.why.contains(QStringLiteral("dtype=dtype_override")),
                 qPrintable(f.why));
    }
}

void TestLoaderAnalyzer::tensorOnlyFedToProcessor()
{
    const LoaderAnalysis a = snippet(QStringLiteral("processor_only.py"));
    QVERIFY(a.findings.isEmpty());
    QCOMPARE(a.constructors.size(), 1);
    bool explained = false;
    for (const PreflightFinding& f : a.cleared) {
        if (f.constructorIndex == 0)
            explained = f.why.contains(QStringLiteral("does not reach what load_inputs returns"));
    }
    QVERIFY(explained);
    const InputProvenance* pixels = a.inputByLabel(QStringLiteral("pixel_values"));
    QVERIFY(pixels);
    QCOMPARE(pixels->origin, OriginKind::External);
    QVERIFY(pixels->castOnTheWayOut);
}

void TestLoaderAnalyzer::withoutDtypeOverride()
{
    const LoaderAnalysis a = snippet(QStringLiteral("no_dtype_override.py"));
    QVERIFY(!a.loadInputs.takesDtypeOverride);
    QVERIFY(!a.loadModel.takesDtypeOverride);
    QVERIFY(a.findings.isEmpty());
    QCOMPARE(a.constructors.first().floating, Floating::Yes);
}

// mgp_str_base's form: load_model only tests dtype_override; its input, float32
// from a processor, would be a candidate but for that (issue 45 §4).
void TestLoaderAnalyzer::modelNeverCast()
{
    const LoaderAnalysis a = snippet(QStringLiteral("model_float32.py"));
    QVERIFY(a.findings.isEmpty());
    QCOMPARE(a.cleared.size(), 1);
    QVERIFY(a.cleared.first().modelFloat32);
    QVERIFY2(a.cleared.first().why.contains(QLatin1String(
                 "load_model takes dtype_override but never casts the model with it (it only tests it, line 13)")),
             qPrintable(a.cleared.first().why));
    // A model that is cast makes no such claim.
    const LoaderAnalysis cast = snippet(QStringLiteral("cast_to.py"));
    QVERIFY(std::none_of(cast.cleared.cbegin(), cast.cleared.cend(),
                         [](const PreflightFinding& f) { return f.modelFloat32; }));
}

// densenet's form: the model is cast except for the X-ray source, whose input is
// made float32 under the opposite test; the other path's input stays a candidate.
void TestLoaderAnalyzer::modelKeptFloat32OnOnePath()
{
    const LoaderAnalysis a = snippet(QStringLiteral("model_float32_path.py"));
    QCOMPARE(a.findings.size(), 1);
    QCOMPARE(a.findings.first().site.startLine, 23);
    QCOMPARE(a.cleared.size(), 1);
    QVERIFY(a.cleared.first().modelFloat32);
    QCOMPARE(a.cleared.first().site.startLine, 21);
    QVERIFY2(a.cleared.first().why.contains(QLatin1String("the model stays float32 on this path")),
             qPrintable(a.cleared.first().why));
}

void TestLoaderAnalyzer::hardCodedFloat32IsCandidate()
{
    const LoaderAnalysis a = snippet(QStringLiteral("hardcoded_float32.py"));
    QCOMPARE(findingKeys(a), QStringList{QStringLiteral("features")});
    QCOMPARE(a.constructors.first().dtypeKind, QStringLiteral("float32"));
    QVERIFY(!a.constructors.first().dtypeFromOverride);
    QVERIFY(a.findings.first().why.contains(QStringLiteral("hard-codes dtype=torch.float32")));
}

void TestLoaderAnalyzer::numpyConversions()
{
    const LoaderAnalysis a = snippet(QStringLiteral("numpy_conversions.py"));
    QCOMPARE(a.numpyConversions.size(), 3);
    QCOMPARE(a.numpyConversions.at(0).kind, NumpyConversion::Kind::NumpyMethod);
    QCOMPARE(a.numpyConversions.at(1).kind, NumpyConversion::Kind::NpAsarray);
    QVERIFY(!a.numpyConversions.at(1).receiverIsTensor);  // a list literal
    QCOMPARE(a.numpyConversions.at(2).kind, NumpyConversion::Kind::NpArray);
    QCOMPARE(a.numpyConversions.at(2).receiverText, QStringLiteral("waveform"));
    QVERIFY(a.findings.isEmpty());
}

// Issue 46 §5: retinanet builds its ModelInfo source from the variant's config
// (`cls._VARIANTS[variant].source`): the name is that config's, per variant, and a
// variant whose config does not say has no name here (never one of source text).
void TestLoaderAnalyzer::modelInfoFromTheVariantsConfig()
{
    const LoaderAnalysis a = snippet(QStringLiteral("variant_config_source.py"));
    QVERIFY(a.modelInfo.found);
    QCOMPARE(a.modelInfo.name(QStringLiteral("ResNet50_Backbone_with_FPN_V2")),
             QStringLiteral("pytorch_RetinaNet_ResNet50_Backbone_with_FPN_V2_cv_object_det_torchvision"));
    QCOMPARE(a.modelInfo.name(QStringLiteral("ResNet18_Backbone_with_FPN")),
             QStringLiteral("pytorch_RetinaNet_ResNet18_Backbone_with_FPN_cv_object_det_custom"));
    QString variant;
    QVERIFY(a.variantForModelInfoName(
        QStringLiteral("pytorch_RetinaNet_ResNet50_Backbone_with_FPN_V2_cv_object_det_torchvision"), &variant));
    QCOMPARE(variant, QStringLiteral("ResNet50_Backbone_with_FPN_V2"));
    QCOMPARE(a.modelInfo.unresolvedVariants, QStringList{QStringLiteral("Unstated")});
    QCOMPARE(a.modelInfo.name(QStringLiteral("Unstated")), QString());
    QVERIFY(!a.modelInfo.name(QStringLiteral("ResNet18_Backbone_with_FPN")).contains(u'['));
    // A name that matched nothing says so of such entries.
    QVERIFY(ModelInfoLookup::unknownNote(0).isEmpty());
    QVERIFY2(ModelInfoLookup::unknownNote(1).contains(QLatin1String("name those by their key")),
             qPrintable(ModelInfoLookup::unknownNote(1)));
}

QTEST_GUILESS_MAIN(TestLoaderAnalyzer)
#include "tst_loaderanalyzer.moc"
