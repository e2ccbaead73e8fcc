// SurveyClassifier: where a surveyed training step belongs — a family and its
// sub-flavor (by the families' own gates, torch 1.13's wordings included), passes
// on CPU, environment, or an "other" cluster whose signature masks what varies
// between entries — and when a recorded reason is contradicted.
#include "survey/surveyclassifier.h"

#include <QtTest>

using namespace dtriage;

namespace {

SurveyOutcome failed(const char* type, const QString& message, const char* stage = "forward")
{
    SurveyOutcome outcome;
    outcome.ran = true;
    outcome.stage = QString::fromLatin1(stage);
    outcome.errorType = QString::fromLatin1(type);
    outcome.message = message;
    return outcome;
}

}  // namespace

class TestSurveyClassifier : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void families_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("stage");
        QTest::addColumn<QString>("name");
        QTest::newRow("torch 1.13 bare mat1") << "RuntimeError" << "mat1 and mat2 must have the same dtype" << "forward"
                                              << "dtype/cross_dtype";
        QTest::newRow("torch 2.x mat1") << "RuntimeError" << "mat1 and mat2 must have the same dtype, but got Float and BFloat16"
                                        << "forward" << "dtype/cross_dtype";
        QTest::newRow("op") << "RuntimeError" << "\"cdist\" not implemented for 'BFloat16'" << "forward"
                            << "dtype/op_not_implemented";
        QTest::newRow("unpack by stage") << "KeyError" << "'logits'" << "unpack" << "unpack";
        QTest::newRow("no handler") << "ValueError" << "No handler for class dict exists in `unpack_forward_output`."
                                    << "unpack" << "unpack/no_handler";
        QTest::newRow("decoder") << "ValueError" << "You have to specify either decoder_input_ids or decoder_inputs_embeds"
                                 << "forward" << "inputs/decoder_inputs";
        QTest::newRow("bn") << "ValueError"
                            << "Expected more than 1 value per channel when training, got input size torch.Size([1, 8, 1, 1])"
                            << "forward" << "inputs/bn_single_value";
    }
    void families()
    {
        QFETCH(QString, type);
        QFETCH(QString, message);
        QFETCH(QString, stage);
        QFETCH(QString, name);
        QCOMPARE(SurveyClassifier::classify(failed(type.toLatin1().constData(), message, stage.toLatin1().constData())).name(),
                 name);
    }

    void passesEnvironmentOtherNotRun()
    {
        SurveyOutcome passes;
        passes.ran = passes.passes = true;
        QCOMPARE(SurveyClassifier::classify(passes).kind, SurveyClass::Kind::Passes);
        QCOMPARE(SurveyClassifier::classify(failed("ModuleNotFoundError", QStringLiteral("No module named 'timm'"), "import")).kind,
                 SurveyClass::Kind::Environment);
        QCOMPARE(SurveyClassifier::classify(failed("OSError", QStringLiteral("You must have access to it and be authenticated "
                                                                            "to access it. Cannot access gated repo")))
                     .kind,
                 SurveyClass::Kind::Environment);
        const SurveyClass other = SurveyClassifier::classify(
            failed("IndexError", QStringLiteral("index 16 is out of bounds for dimension 0 with size 16")));
        QCOMPARE(other.kind, SurveyClass::Kind::Other);
        QCOMPARE(other.signature, QStringLiteral("IndexError: index N is out of bounds for dimension N with size N"));
        SurveyOutcome cut;
        cut.problem = QStringLiteral("the inputs probe ran out of time");
        const SurveyClass notRun = SurveyClassifier::classify(cut);
        QCOMPARE(notRun.kind, SurveyClass::Kind::NotRun);
        QCOMPARE(notRun.signature, cut.problem);
    }

    // Issue 31: every "could not fetch / not cached / gated / offline" of the hub
    // libraries is the environment, one cluster per cause whatever model it names,
    // and never contradicts a recorded reason (the step stopped before the failure the
    // reason records). The wordings are the libraries' own (CASES.md "Environment").
    void hubFailuresAreTheEnvironment_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("cause");
        const QString offline = QStringLiteral("hub: offline, not cached");
        // transformers 4.3x (utils/hub.py cached_file), with the model id.
        QTest::newRow("transformers 4.3x offline")
            << "OSError"
            << "We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached files "
               "and it looks like microsoft/speecht5_tts is not the path to a directory containing a file named "
               "preprocessor_config.json." << offline;
        QTest::newRow("transformers 4.4x offline")
            << "OSError" << "We couldn't connect to 'https://huggingface.co' to load the files, and couldn't find them in "
                            "the cached files." << offline;
        QTest::newRow("transformers connection error")
            << "OSError" << "There was a specific connection error when trying to load openai/whisper-tiny:" << offline;
        QTest::newRow("huggingface_hub local entry")
            << "LocalEntryNotFoundError"
            << "Cannot find the requested files in the disk cache and outgoing traffic has been disabled. To enable "
               "hf.co look-ups and downloads online, set 'local_files_only' to False." << offline;
        QTest::newRow("huggingface_hub not in the local cache (timm)")
            << "LocalEntryNotFoundError"
            << "An error happened while trying to locate the file on the Hub and we cannot find the requested files in "
               "the local cache. Please check your connection and try again or make sure your Internet connection is on."
            << offline;
        QTest::newRow("huggingface_hub offline mode")
            << "OfflineModeIsEnabled"
            << "Cannot reach https://huggingface.co/api/models/timm/resnet18.a1_in1k: offline mode is enabled. To "
               "disable it, please unset the `HF_HUB_OFFLINE` environment variable." << offline;
        QTest::newRow("datasets unreachable")
            << "ConnectionError" << "Couldn't reach 'ILSVRC/imagenet-1k' on the Hub (LocalEntryNotFoundError)" << offline;
        QTest::newRow("transformers no such model id")
            << "OSError"
            << "google/vit-tiny-patch16 is not a local folder and is not a valid model identifier listed on "
               "'https://huggingface.co/models'" << "hub: no such repository, or private";
        QTest::newRow("datasets no such dataset")
            << "DatasetNotFoundError" << "Dataset 'mozilla/common_voice' doesn't exist on the Hub or cannot be accessed."
            << "hub: no such repository, or private";
        QTest::newRow("transformers gated") << "OSError" << "You are trying to access a gated repo."
                                            << "hub: gated, no access";
        QTest::newRow("datasets gated")
            << "DatasetNotFoundError"
            << "Dataset 'ILSVRC/imagenet-1k' is a gated dataset on the Hub. You must be authenticated to access it."
            << "hub: gated, no access";
        QTest::newRow("torchvision weights")
            << "URLError" << "<urlopen error [Errno -3] Temporary failure in name resolution>" << "network unreachable";
        QTest::newRow("requests") << "ConnectionError"
                                  << "HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: "
                                     "/api/datasets/x/revision/main" << "network unreachable";
        QTest::newRow("module") << "ModuleNotFoundError" << "No module named 'detectron2.layers'"
                                << "module not installed: detectron2";
        // The runner's import of bi_lstm_crf (its pip package not installed; the model
        // folder of that name answers the import: tt-forge-models bi_lstm_crf/pytorch/src/model_utils.py:9).
        QTest::newRow("a package named as a model folder")
            << "ImportError" << "cannot import name 'BiRnnCrf' from 'bi_lstm_crf' (unknown location)"
            << "module not installed: bi_lstm_crf";
        // torchvision's datasets retry their mirrors and then say only this (mnist.py).
        QTest::newRow("torchvision dataset offline") << "RuntimeError" << "Error downloading train-images-idx3-ubyte.gz"
                                                     << "network unreachable";
    }

    // Issue 45 §5: an import that fails in a module the loaders share is one cluster
    // named by that module and line, whichever loader reached it; a loader's own
    // import is named by its cause alone.
    void aSharedModulesImportIsOneCluster()
    {
        auto atImport = [](const char* key, const char* frame) {
            SurveyOutcome outcome = failed("ModuleNotFoundError", QStringLiteral("No module named 'transformers'"), "import");
            outcome.key = QString::fromLatin1(key);
            outcome.frame = QString::fromLatin1(frame);
            return SurveyClassifier::classify(outcome);
        };
        const SurveyClass a = atImport("albert/pytorch-base-single_device-training", "tools/utils.py:17");
        const SurveyClass b = atImport("bert/masked_lm/pytorch-base-single_device-training", "tools/utils.py:17");
        QCOMPARE(a.kind, SurveyClass::Kind::Environment);
        QCOMPARE(a.signature, QStringLiteral("module not installed: transformers, at tools/utils.py:17"));
        QCOMPARE(b.signature, a.signature);
        const SurveyClass own = atImport("albert/pytorch-base-single_device-training", "albert/pytorch/loader.py:9");
        QCOMPARE(own.signature, QStringLiteral("module not installed: transformers"));
    }
    // A loader's own import (a wrong relative import, a name it lost) is the loader's.
    void aLoadersOwnImportIsNoEnvironment()
    {
        QCOMPARE(SurveyClassifier::classify(failed("ModuleNotFoundError", QStringLiteral("No module named "
                                                                                         "'tt_forge_models.vit.src'")))
                     .kind,
                 SurveyClass::Kind::Other);
        QCOMPARE(SurveyClassifier::classify(failed("ImportError", QStringLiteral("cannot import name 'Foo' from "
                                                                                 "'third_party.tt_forge_models.tools.utils'")))
                     .kind,
                 SurveyClass::Kind::Other);
    }
    void hubFailuresAreTheEnvironment()
    {
        QFETCH(QString, type);
        QFETCH(QString, message);
        QFETCH(QString, cause);
        const SurveyClass found = SurveyClassifier::classify(failed(type.toLatin1().constData(), message, "load_model"));
        QCOMPARE(found.kind, SurveyClass::Kind::Environment);
        QCOMPARE(found.signature, cause);
        QVERIFY(!found.contradicts(QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype, but got Float "
                                                  "and BFloat16")));
        QVERIFY(!found.contradicts(QString()));
    }

    // Entries failing with one message form one cluster whatever their numbers,
    // addresses and paths; names keep their digits.
    void signatureMasksWhatVaries()
    {
        QCOMPARE(SurveyClassifier::signatureOf(QStringLiteral("RuntimeError: mat1 and mat2 shapes cannot be multiplied (8x16 and 20x4)")),
                 QStringLiteral("RuntimeError: mat1 and mat2 shapes cannot be multiplied (NxN and NxN)"));
        QCOMPARE(SurveyClassifier::signatureOf(QStringLiteral("RuntimeError: bad tensor at 0x7f3a2c in /home/u/venv/lib/x.py")),
                 QStringLiteral("RuntimeError: bad tensor at 0x… in <path>"));
        QCOMPARE(SurveyClassifier::signatureOf(QStringLiteral("TypeError: conv2d() got 3.5 for BFloat16")),
                 QStringLiteral("TypeError: conv2d() got N for BFloat16"));
        QCOMPARE(SurveyClassifier::signatureOf(QStringLiteral("A: size 4\nsecond line")), QStringLiteral("A: size N"));
        // A hub repository's id: "other" errors that name one still cluster.
        QCOMPARE(SurveyClassifier::signatureOf(QStringLiteral("ValueError: config of 'facebook/detr-resnet-50' lacks x")),
                 QStringLiteral("ValueError: config of '<id>' lacks x"));
    }

    void contradictedReasons()
    {
        SurveyOutcome passes;
        passes.ran = passes.passes = true;
        const SurveyClass passing = SurveyClassifier::classify(passes);
        QVERIFY(passing.contradicts(QStringLiteral("RuntimeError: expected scalar type Float but found BFloat16")));
        QVERIFY(!passing.contradicts(QStringLiteral("error: failed to legalize operation 'stablehlo.scatter'")));
        const SurveyClass decoder = SurveyClassifier::classify(
            failed("ValueError", QStringLiteral("You have to specify either decoder_input_ids or decoder_inputs_embeds")));
        QVERIFY(!decoder.contradicts(QStringLiteral("ValueError: You have to specify either decoder_input_ids or "
                                                    "decoder_inputs_embeds.")));
        QVERIFY(decoder.contradicts(QStringLiteral("tt-forge-models doesn't implement unpack_forward_output for this model.")));
        QVERIFY(decoder.contradicts(QString()));  // no reason recorded at all
    }
};

QTEST_GUILESS_MAIN(TestSurveyClassifier)
#include "tst_surveyclassifier.moc"
