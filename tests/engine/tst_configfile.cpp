// ConfigFile and ConfigSet: the 13 real tt-xla files (entries, line spans, values
// cross-checked against ruamel.yaml, which tt-xla itself uses). Every kind of bad
// input (a clear Error or problem with file:line, never a crash): tst_configinput.
#include "configfiles.h"

class TestConfigFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void realFile_data();
    void realFile();
    void realFileLineSpans_data() { realFile_data(); }
    void realFileLineSpans();
    void realFilesMatchRuamel();
    void realEntries();

    void spans_data();
    void spans();
    void values();
    void legalVariants();


    void setLoadsAllRealFiles();
};

// ---- the real files --------------------------------------------------------------

// The suite reads the real files the repository carries; without them it must fail,
// not pass having checked nothing.
void TestConfigFile::initTestCase()
{
    QCOMPARE(realFiles().size(), testing::kRealConfigFileCount);
}

void TestConfigFile::realFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("entries");  // counted by ruamel.yaml
    QTest::addColumn<QString>("rootKey");
    const QString tc = QStringLiteral("test_config");
    QTest::newRow("jax inference dp") << "jax/test_config_inference_data_parallel.yaml" << 44 << tc;
    QTest::newRow("jax inference sd") << "jax/test_config_inference_single_device.yaml" << 143 << tc;
    QTest::newRow("jax inference tp") << "jax/test_config_inference_tensor_parallel.yaml" << 51 << tc;
    QTest::newRow("jax training sd") << "jax/test_config_training_single_device.yaml" << 104 << tc;
    QTest::newRow("torch inference dp")
        << "torch/test_config_inference_data_parallel.yaml" << 270 << tc;
    QTest::newRow("torch inference sd")
        << "torch/test_config_inference_single_device.yaml" << 661 << tc;
    QTest::newRow("torch inference tp")
        << "torch/test_config_inference_tensor_parallel.yaml" << 110 << tc;
    QTest::newRow("torch placeholders") << "torch/test_config_placeholders.yaml" << 15
                                        << "PLACEHOLDER_MODELS";
    QTest::newRow("torch training sd")
        << "torch/test_config_training_single_device.yaml" << 482 << tc;
    QTest::newRow("torch training tp")
        << "torch/test_config_training_tensor_parallel.yaml" << 13 << tc;
    QTest::newRow("llm inference sd")
        << "torch_llm/test_config_inference_single_device.yaml" << 50 << tc;
    QTest::newRow("llm inference tp")
        << "torch_llm/test_config_inference_tensor_parallel.yaml" << 55 << tc;
    QTest::newRow("llm training sd")
        << "torch_llm/test_config_training_single_device.yaml" << 16 << tc;
}

void TestConfigFile::realFile()
{
    QFETCH(QString, path);
    QFETCH(int, entries);
    QFETCH(QString, rootKey);

    const Result<ConfigFile> file = ConfigFile::load(shared(path));
    QVERIFY2(file, qPrintable(describe(file)));
    QCOMPARE(file->entries().size(), entries);
    QCOMPARE(file->rootKey(), rootKey);
    QCOMPARE(file->isPlaceholders(), rootKey == u"PLACEHOLDER_MODELS");
    QCOMPARE(file->isTraining(), path.contains(u"training"));
    QVERIFY2(file->problems().isEmpty(), qPrintable(problemsOf(*file)));
    QCOMPARE(file->path(), shared(path));
    QFile raw(shared(path));
    QVERIFY(raw.open(QIODevice::ReadOnly));
    QCOMPARE(file->bytes(), raw.readAll());
    for (const Entry& entry : file->entries())
        QCOMPARE(file->find(entry.key), &entry);
    QCOMPARE(file->find(QStringLiteral("no/pytorch-such-single_device-training")), nullptr);
}

// The span of every entry, checked against the raw text: the key line, a last line
// with content, nothing but blank/comment lines up to the next entry, and every
// content line in between indented deeper than the key.
void TestConfigFile::realFileLineSpans()
{
    QFETCH(QString, path);
    const Result<ConfigFile> file = ConfigFile::load(shared(path));
    QVERIFY(file);
    const QList<QByteArray> lines = linesOf(file->bytes());
    const QList<Entry>& entries = file->entries();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const Entry& e = entries[i];
        const QByteArray where = e.key.toUtf8();
        QVERIFY2(e.firstLine >= 1 && e.firstLine <= e.lastLine && e.lastLine <= lines.size(),
                 where);
        QVERIFY2(lines[e.firstLine - 1].startsWith("  " + e.key.toUtf8() + ':'), where);
        QVERIFY2(!isBlankOrComment(lines[e.lastLine - 1]), where);
        for (int n = e.firstLine + 1; n <= e.lastLine; ++n) {
            const QByteArray& line = lines[n - 1];
            QVERIFY2(isBlankOrComment(line) || indentOf(line) > 2, where + " line " + QByteArray::number(n));
        }
        const int next = i + 1 < entries.size() ? entries[i + 1].firstLine : int(lines.size()) + 1;
        for (int n = e.lastLine + 1; n < next; ++n)
            QVERIFY2(isBlankOrComment(lines[n - 1]), where + " line " + QByteArray::number(n));
        for (const Field& f : e.fields) {
            QVERIFY2(f.line > e.firstLine && f.line <= e.lastLine, where);
            QVERIFY2(lines[f.line - 1].trimmed().startsWith(f.name.toUtf8() + ':'), where);
        }
    }
    // Together the spans cover every content line below the root key.
    int covered = 0;
    for (const Entry& e : entries) {
        for (int n = e.firstLine; n <= e.lastLine; ++n)
            covered += isBlankOrComment(lines[n - 1]) ? 0 : 1;
    }
    int content = 0;
    for (const QByteArray& line : lines)
        content += isBlankOrComment(line) ? 0 : 1;
    QCOMPARE(covered, content - 1);  // all but "test_config:"
}

// tt-xla loads these files with ruamel.yaml: the same keys, key lines, field names,
// field lines and values (ruamel's base loader keeps every scalar a string).
void TestConfigFile::realFilesMatchRuamel()
{
    static const char script[] = R"PY(
import json, os, sys
from ruamel.yaml import YAML
rt = YAML(typ='rt'); rt.allow_duplicate_keys = False
base = YAML(typ='base')
out = {}
for path in sys.argv[1:]:
    text = open(path, encoding='utf-8').read()
    d = rt.load(text); b = base.load(text)
    root = 'PLACEHOLDER_MODELS' if os.path.basename(path) == 'test_config_placeholders.yaml' else 'test_config'
    out[path] = [{'key': k, 'line': d[root].lc.key(k)[0] + 1,
                  'fields': [[n, cfg.lc.key(n)[0] + 1, b[root][k][n]] for n in (cfg or {})]}
                 for k, cfg in d[root].items()]
json.dump(out, sys.stdout)
)PY";
#ifdef DTRIAGE_PYTHON
    const QString python = QStringLiteral(DTRIAGE_PYTHON);
#else
    const QString python = QStringLiteral("python3");
#endif
    QProcess process;
    process.start(python, QStringList{QStringLiteral("-c"), QString::fromLatin1(script)} + realFiles());
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        // scripts/setup.sh installs python3-ruamel.yaml: its absence is a failure.
        QFAIL(qPrintable(QStringLiteral("the ruamel reference script failed: %1 %2")
                             .arg(process.errorString(), QString::fromUtf8(process.readAllStandardError()))));
    }
    const QJsonObject reference = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    QCOMPARE(reference.size(), 13);
    int fields = 0;
    for (const QString& path : realFiles()) {
        const Result<ConfigFile> file = ConfigFile::load(path);
        QVERIFY(file);
        const QJsonArray expected = reference.value(path).toArray();
        QCOMPARE(file->entries().size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const Entry& entry = file->entries()[i];
            const QJsonObject want = expected[i].toObject();
            QCOMPARE(entry.key, want.value(u"key").toString());
            QCOMPARE(entry.firstLine, want.value(u"line").toInt());
            const QJsonArray wantFields = want.value(u"fields").toArray();
            QCOMPARE(entry.fields.size(), wantFields.size());
            for (qsizetype f = 0; f < wantFields.size(); ++f) {
                const QJsonArray w = wantFields[f].toArray();
                const Field& got = entry.fields[f];
                QCOMPARE(got.name, w[0].toString());
                QCOMPARE(got.line, w[1].toInt());
                QCOMPARE(QJsonValue::fromVariant(got.value), w[2]);
                ++fields;
            }
        }
    }
    QCOMPARE(fields, 4513);
}

// Spot checks of values docs/triage.md §1 talks about, in the training and inference files.
void TestConfigFile::realEntries()
{
    const Result<ConfigFile> training = ConfigFile::load(shared(QStringLiteral("torch/") + kTrainingName));
    QVERIFY(training);
    const Entry* mnist = training->find(
        QStringLiteral("mnist/image_classification/pytorch-Cnn_Dropout-single_device-training"));
    QVERIFY(mnist);
    QCOMPARE(mnist->firstLine, 5);
    QCOMPARE(mnist->lastLine, 9);
    QCOMPARE(mnist->status(), QStringLiteral("NOT_SUPPORTED_SKIP"));
    QCOMPARE(mnist->bringupStatus(), QStringLiteral("FAILED_FE_COMPILATION"));
    QCOMPARE(mnist->markers(), (QStringList{"push", "nightly", "notimeout"}));
    QCOMPARE(mnist->reason(),
             QStringLiteral("Fatal Python error: ElementsAttr does not provide iteration facilities "
                            "for type `int` (https://github.com/tenstorrent/tt-xla/issues/3109)"));

    const Entry* qwen = training->find(QStringLiteral("qwen_3/causal_lm/pytorch-1_7B-single_device-training"));
    QVERIFY(qwen);
    QCOMPARE(qwen->firstLine, 1510);
    QCOMPARE(qwen->lastLine, 1518);
    QVERIFY(qwen->status().isEmpty());
    const QVariantMap overrides = qwen->field(QStringLiteral("arch_overrides"))->value.toMap();
    QCOMPARE(overrides.keys(), (QStringList{"n150", "p150"}));
    const QVariantMap n150 = overrides.value(QStringLiteral("n150")).toMap();
    QCOMPARE(n150.value(QStringLiteral("status")).toString(), QStringLiteral("NOT_SUPPORTED_SKIP"));
    QCOMPARE(n150.value(QStringLiteral("bringup_status")).toString(), QStringLiteral("FAILED_RUNTIME"));
    QVERIFY(n150.value(QStringLiteral("reason")).toString().startsWith(u"Out of Memory"));
    const QVariantMap p150 = overrides.value(QStringLiteral("p150")).toMap();
    QCOMPARE(p150.value(QStringLiteral("status")).toString(), QStringLiteral("EXPECTED_PASSING"));
    QCOMPARE(p150.value(QStringLiteral("assert_pcc")).toString(), QStringLiteral("false"));

    const Entry& last = training->entries().last();
    QCOMPARE(last.lastLine, 1804);  // the file's last line

    const Result<ConfigFile> inference = ConfigFile::load(
        shared(QStringLiteral("torch/test_config_inference_single_device.yaml")));
    QVERIFY(inference);
    // A commented-out entry right after an entry does not belong to it.
    const Entry* fourier = inference->find(
        QStringLiteral("perceiverio_vision/pytorch-Vision_Perceiver_Fourier-single_device-inference"));
    QVERIFY(fourier);
    QCOMPARE(fourier->firstLine, 770);
    QCOMPARE(fourier->lastLine, 771);
    // Nor does one commented out at column 0; the trailing comment of a value is not
    // part of the value.
    const Entry* mamba = inference->find(QStringLiteral("falcon/pytorch-3_Mamba_7B_Base-single_device-inference"));
    QVERIFY(mamba);
    QCOMPARE(mamba->firstLine, 139);
    QCOMPARE(mamba->lastLine, 142);
    QCOMPARE(mamba->scalar(QStringLiteral("assert_pcc")), QStringLiteral("false"));
    QCOMPARE(mamba->field(QStringLiteral("supported_archs"))->value.toStringList(), QStringList{"p150"});
}

// ---- synthetic files ---------------------------------------------------------------

void TestConfigFile::spans_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QList<int>>("spans");  // first, last for each key

    const QByteArray commented = "# header\n"
                                 "test_config:\n"
                                 "  a/pytorch-single_device-training:\n"
                                 "    status: EXPECTED_PASSING\n"
                                 "    # a comment inside the entry\n"
                                 "    markers: [push]\n"
                                 "\n"
                                 "  # b/pytorch-single_device-training:\n"
                                 "  #   status: EXPECTED_PASSING\n"
                                 "\n"
                                 "  c/pytorch-single_device-training:\n"
                                 "    status: KNOWN_FAILURE_XFAIL\n"
                                 "    reason: \"multi\n"
                                 "      line\"\n"
                                 "    # trailing, deeper\n"
                                 "# trailing, at column 0\n";
    const QStringList ac{"a/pytorch-single_device-training", "c/pytorch-single_device-training"};
    QTest::newRow("comments and blank lines") << commented << ac << QList<int>{3, 6, 11, 14};
    QByteArray crlf = commented;
    crlf.replace("\n", "\r\n");
    QTest::newRow("CRLF") << crlf << ac << QList<int>{3, 6, 11, 14};
    QTest::newRow("BOM") << "\xEF\xBB\xBF" + commented << ac << QList<int>{3, 6, 11, 14};

    const QStringList ab{"a/pytorch-single_device-training", "b/pytorch-single_device-training"};
    QTest::newRow("no final newline") << QByteArray("test_config:\n"
                                                    "  a/pytorch-single_device-training:\n"
                                                    "    status: EXPECTED_PASSING\n"
                                                    "  b/pytorch-single_device-training:\n"
                                                    "    status: EXPECTED_PASSING")
                                      << ab << QList<int>{2, 3, 4, 5};
    QTest::newRow("null entry") << QByteArray("test_config:\n"
                                              "  a/pytorch-single_device-training:\n"
                                              "  b/pytorch-single_device-training:\n"
                                              "    status: EXPECTED_PASSING\n\n\n")
                                << ab << QList<int>{2, 2, 3, 4};
    QTest::newRow("flow entries") << QByteArray("test_config:\n"
                                                "  a/pytorch-single_device-training: {status: EXPECTED_PASSING}\n"
                                                "  b/pytorch-single_device-training: {\n"
                                                "    status: EXPECTED_PASSING }\n")
                                  << ab << QList<int>{2, 2, 3, 4};
    QTest::newRow("top-level key after the entries")
        << QByteArray("test_config:\n"
                      "  a/pytorch-single_device-training:\n"
                      "    status: EXPECTED_PASSING\n"
                      "  b/pytorch-single_device-training:\n"
                      "    status: EXPECTED_PASSING\n"
                      "\n"
                      "# about other\n"
                      "other:\n"
                      "  x: 1\n")
        << ab << QList<int>{2, 3, 4, 5};
    QTest::newRow("four-space indentation") << QByteArray("test_config:\n"
                                                          "    a/pytorch-single_device-training:\n"
                                                          "        status: EXPECTED_PASSING\n"
                                                          "        markers:\n"
                                                          "        - push\n"
                                                          "    b/pytorch-single_device-training:\n"
                                                          "        status: EXPECTED_PASSING\n")
                                            << ab << QList<int>{2, 5, 6, 7};
}

void TestConfigFile::spans()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, keys);
    QFETCH(QList<int>, spans);

    const Result<ConfigFile> file = parseText(text);
    QVERIFY2(file, qPrintable(describe(file)));
    QCOMPARE(file->entries().size(), keys.size());
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const Entry& e = file->entries()[i];
        QCOMPARE(e.key, keys[i]);
        QCOMPARE(e.firstLine, spans[2 * i]);
        QCOMPARE(e.lastLine, spans[2 * i + 1]);
    }
}

void TestConfigFile::values()
{
    const QByteArray text = "test_config:\n"
                            "  a/pytorch-V-single_device-training:\n"
                            "    status: known_failure_xfail\n"
                            "    bringup_status: failed_runtime\n"
                            "    reason: \"RuntimeError: `x` \\\"quoted\\\" C:\\\\path: é\"\n"
                            "    markers:\n"
                            "      - push\n"
                            "      - nightly\n"
                            "    supported_archs: ['n150', \"p150\"]\n"
                            "    required_pcc: 0.97\n"
                            "    assert_pcc: false\n"
                            "    arch_overrides:\n"
                            "      n150: {status: NOT_SUPPORTED_SKIP, markers: [large]}\n"
                            "      p150:\n"
                            "        reason: 'it''s fine'\n"
                            "      n300:\n";
    const Result<ConfigFile> file = parseText(text);
    QVERIFY2(file, qPrintable(describe(file)));
    QVERIFY2(file->problems().isEmpty(), qPrintable(problemsOf(*file)));
    const Entry& e = file->entries().first();
    QCOMPARE(e.status(), QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QCOMPARE(e.bringupStatus(), QStringLiteral("FAILED_RUNTIME"));
    QCOMPARE(e.reason(), QStringLiteral("RuntimeError: `x` \"quoted\" C:\\path: é"));
    QCOMPARE(e.markers(), (QStringList{"push", "nightly"}));
    QCOMPARE(e.field(QStringLiteral("supported_archs"))->value.toStringList(), (QStringList{"n150", "p150"}));
    QCOMPARE(e.scalar(QStringLiteral("required_pcc")), QStringLiteral("0.97"));
    QCOMPARE(e.scalar(QStringLiteral("assert_pcc")), QStringLiteral("false"));
    QVERIFY(e.scalar(QStringLiteral("markers")).isEmpty());  // not a scalar
    QVERIFY(e.scalar(QStringLiteral("absent")).isEmpty());
    QCOMPARE(e.field(QStringLiteral("absent")), nullptr);

    QStringList names;
    QList<int> lines;
    for (const Field& f : e.fields) {
        names << f.name;
        lines << f.line;
    }
    QCOMPARE(names, (QStringList{"status", "bringup_status", "reason", "markers", "supported_archs",
                                 "required_pcc", "assert_pcc", "arch_overrides"}));
    QCOMPARE(lines, (QList<int>{3, 4, 5, 6, 9, 10, 11, 12}));

    const QVariantMap overrides = e.field(QStringLiteral("arch_overrides"))->value.toMap();
    QCOMPARE(overrides.keys(), (QStringList{"n150", "n300", "p150"}));
    const QVariantMap n150 = overrides.value(QStringLiteral("n150")).toMap();
    QCOMPARE(n150.value(QStringLiteral("status")).toString(), QStringLiteral("NOT_SUPPORTED_SKIP"));
    QCOMPARE(n150.value(QStringLiteral("markers")).toStringList(), QStringList{"large"});
    QCOMPARE(overrides.value(QStringLiteral("p150")).toMap().value(QStringLiteral("reason")).toString(),
             QStringLiteral("it's fine"));
    QVERIFY(!overrides.value(QStringLiteral("n300")).isValid());  // null
    QCOMPARE(e.lastLine, 16);
}

// Every allowed field, every enum spelling tt-xla accepts and every arch: no problems.
void TestConfigFile::legalVariants()
{
    QByteArray text = "test_config:\n  a/pytorch-single_device-training:\n"
                      "    required_pcc: 0.99\n    assert_pcc: true\n    assert_atol: false\n"
                      "    required_atol: 0.1\n    assert_allclose: false\n    allclose_rtol: 0.1\n"
                      "    allclose_atol: 0.1\n    status: EXPECTED_PASSING\n    reason: x\n"
                      "    bringup_status: PASSED\n    markers: [push]\n"
                      "    supported_archs: [n150, p150, n300, n300-llmbox, galaxy-wh-6u, galaxy-bh,"
                      " qb2-blackhole, lb-blackhole]\n"
                      "    batch_size: 4\n    execution_pass: backward\n    filechecks: [a.mlir]\n"
                      "    enable_weight_bfp8_conversion: true\n    optimization_level: 1\n"
                      "    inject_custom_moe: true\n    emitpy_assert_exact: false\n"
                      "    arch_overrides:\n";
    for (const char* arch : {"n150", "p150", "n300", "n300-llmbox", "galaxy-wh-6u", "galaxy-bh",
                             "qb2-blackhole", "lb-blackhole"})
        text += QByteArray("      ") + arch + ": {status: EXPECTED_PASSING}\n";
    const QStringList statuses{"EXPECTED_PASSING", "known_failure_xfail", "Not_Supported_Skip",
                               " unspecified ", "EXCLUDE_MODEL"};
    const QStringList bringups{"FAILED_FE_COMPILATION", "failed_ttmlir_compilation", "FAILED_RUNTIME",
                               "incorrect_result", "PASSED", "UNKNOWN", "not_started"};
    for (qsizetype i = 0; i < statuses.size(); ++i) {
        text += "  s" + QByteArray::number(i) + "/pytorch-single_device-training:\n    status: \""
              + statuses[i].toUtf8() + "\"\n    bringup_status: " + bringups[i].toUtf8() + "\n";
    }
    const Result<ConfigFile> file = parseText(text);
    QVERIFY2(file, qPrintable(describe(file)));
    QVERIFY2(file->problems().isEmpty(), qPrintable(problemsOf(*file)));
    QCOMPARE(file->entries().first().fields.size(), 20);
    QCOMPARE(file->entries()[4].status(), QStringLiteral("UNSPECIFIED"));
    QCOMPARE(file->entries()[2].bringupStatus(), QStringLiteral("FAILED_TTMLIR_COMPILATION"));
}

void TestConfigFile::setLoadsAllRealFiles()
{
    QElapsedTimer timer;
    timer.start();
    const ConfigSet set = ConfigSet::load(realFiles());
    qInfo("13 real files: %lld ms", timer.elapsed());
    QCOMPARE(set.files.size(), 13);
    QVERIFY(set.errors.isEmpty());
    QCOMPARE(set.files[0].path(), realFiles()[0]);  // order kept
    qsizetype entries = 0;
    for (const ConfigFile& f : set.files)
        entries += f.entries().size();
    QCOMPARE(entries, 2014);
    const ConfigFile* training = set.trainingFile();
    QVERIFY(training);
    QCOMPARE(training->entries().size(), 482);
    QCOMPARE(set.file(shared(QStringLiteral("torch/./") + kTrainingName)), training);
    QCOMPARE(set.file(QStringLiteral("/nowhere.yaml")), nullptr);
}

QTEST_GUILESS_MAIN(TestConfigFile)
#include "tst_configfile.moc"
