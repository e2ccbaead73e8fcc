// ConfigFile on input tt-xla would refuse or a machine would choke on: bad YAML
// (tabs, controls, duplicate keys, alias bombs, unterminated quotes), entries
// with problems, keys with quotes and backslashes, a very big file, an
// unreadable one, and a config set that keeps going past a broken file.
#include "configfiles.h"

class TestConfigInput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void badInput_data();
    void badInput();
    void problem_data();
    void problem();
    void keysWithQuotesAndBackslashes();
    void bigFile();
    void unreadableFile();
    void setSurvivesBrokenFile();
};

void TestConfigInput::badInput_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");  // -1: any line > 0 will do
    QTest::addColumn<QString>("needle");

    const QByteArray head = "test_config:\n  k/pytorch-single_device-training:\n";
    QTest::newRow("tab indentation") << head + "\tstatus: EXPECTED_PASSING\n" << 3 << "tab";
    // yaml-cpp's LoadAll once looped on empty documents here until memory ran out.
    QTest::newRow("stray comma at top level") << QByteArray(",\n") << 1 << "syntax error";
    QTest::newRow("stray bracket after root") << head + "    status: X\n]\n" << -1 << "syntax error";
    QTest::newRow("tab after spaces") << head + "  \t  status: EXPECTED_PASSING\n" << 3 << "tab";
    QTest::newRow("tab before a comment") << head + "    status: X\n\t# note\n" << 4 << "tab";
    QTest::newRow("duplicate entry") << head + "    status: EXPECTED_PASSING\n"
                                               "  j/pytorch-single_device-training: {}\n"
                                               "  k/pytorch-single_device-training:\n"
                                               "    status: KNOWN_FAILURE_XFAIL\n"
                                     << 5 << "Duplicate key “k/pytorch-single_device-training” (first on line 2)";
    QTest::newRow("duplicate field") << head + "    status: EXPECTED_PASSING\n    markers: [push]\n"
                                               "    status: EXPECTED_PASSING\n"
                                     << 5 << "Duplicate key “status”";
    QTest::newRow("duplicate arch") << head + "    arch_overrides:\n      n150: {status: EXPECTED_PASSING}\n"
                                              "      n150:\n        status: EXPECTED_PASSING\n"
                                    << 5 << "Duplicate key “n150”";
    QTest::newRow("duplicate in flow map") << head + "    arch_overrides: {n150: {status: X, status: Y}}\n"
                                           << 3 << "Duplicate key “status”";
    QTest::newRow("duplicate root") << QByteArray("test_config:\n  a/pytorch-single_device-training: {}\n"
                                                  "test_config:\n  b/pytorch-single_device-training: {}\n")
                                    << 3 << "Duplicate key “test_config”";
    QTest::newRow("unterminated double quote")
        << head + "    status: KNOWN_FAILURE_XFAIL\n    reason: \"RuntimeError: mat1\n"
                  "  j/pytorch-single_device-training:\n    status: EXPECTED_PASSING\n"
        << 4 << "Unterminated quoted string: the \" opened";
    QTest::newRow("unterminated single quote") << head + "    reason: 'it''s\n    status: X\n" << 3
                                               << "Unterminated quoted string: the '";
    // yaml-cpp's marks skip a byte-order mark and count '\r': the quote is still found.
    QTest::newRow("unterminated quote after a BOM")
        << "\xEF\xBB\xBF" + head + "    status: EXPECTED_PASSING\n    reason: \"é\n" << 4
        << "the \" opened";
    QTest::newRow("unterminated quote in CRLF")
        << QByteArray("test_config:\r\n  k/pytorch-single_device-training:\r\n    status: X\r\n"
                      "    reason: 'oops\r\n") << 4 << "the ' opened";
    QTest::newRow("escaped quote does not close") << head + "    reason: \"a \\\" b\n" << 3 << "Unterminated";
    QTest::newRow("unterminated quoted key")
        << QByteArray("test_config:\n  \"k/pytorch-single_device-training:\n    status: X\n") << 2
        << "Unterminated";
    // yaml-cpp itself fails at the end of the file here; the message names the quote.
    QTest::newRow("unterminated quote in a list")
        << head + "    markers: [\"push, nightly]\n    status: EXPECTED_PASSING\n" << 3 << "Unterminated";
    QTest::newRow("unterminated quote in a flow map")
        << head + "    arch_overrides: {n150: {reason: 'it''s}}\n  # a comment\n" << 3 << "Unterminated";
    QTest::newRow("not UTF-8") << head + "    status: EXPECTED_PASSING\n    reason: \"caf\xe9\"\n" << 4
                               << "UTF-8";
    QTest::newRow("truncated UTF-8") << QByteArray("test_config:\n  k\xe2\x82/pytorch-single_device-training: {}\n")
                                     << 2 << "UTF-8";
    QTest::newRow("overlong UTF-8") << QByteArray("test_config:\n  k\xc0\xaf/pytorch-single_device-training: {}\n")
                                    << 2 << "UTF-8";
    QTest::newRow("empty") << QByteArray() << 0 << "empty";
    QTest::newRow("blank lines only") << QByteArray("\n  \n\n") << 0 << "empty";
    QTest::newRow("comments only") << QByteArray("# nothing\n# here\n") << 0 << "no YAML content";
    QTest::newRow("null document") << QByteArray("---\n...\n") << 0 << "no YAML content";
    QTest::newRow("top-level list") << QByteArray("- a\n- b\n") << 1 << "top level";
    QTest::newRow("top-level scalar") << QByteArray("hello\n") << 1 << "top level";
    QTest::newRow("no test_config") << QByteArray("other:\n  a: 1\n") << 0 << "test_config";
    QTest::newRow("test_config is a list") << QByteArray("test_config:\n  - a\n  - b\n") << 2 << "mapping";
    QTest::newRow("bad indentation") << head + "    status: X\n   bad: 1\n" << 4 << "YAML syntax error";
    QTest::newRow("colon in a plain value") << head + "    reason: RuntimeError: boom\n" << 3
                                            << "YAML syntax error";
    QTest::newRow("two documents") << QByteArray("test_config:\n  a/pytorch-single_device-training: {}\n"
                                                 "---\ntest_config:\n  b/pytorch-single_device-training: {}\n")
                                   << 4 << "more than one YAML document";
    QTest::newRow("NUL byte") << "test_config:\n  k/pytorch-single_device-training: {}\n  j" + QByteArray(1, '\0') + ": {}\n"
                              << 3 << "Control character 0x00";
    QTest::newRow("escape character") << head + "    reason: \"\x1b[31mred\"\n" << 3 << "Control character 0x1b";
    QTest::newRow("deep flow nesting") << "test_config: " + QByteArray(5000, '[') << -1 << "";
    QByteArray deepBlock;
    for (int i = 0; i < 1000; ++i)
        deepBlock += QByteArray(i, ' ') + "k:\n";
    QTest::newRow("deep block nesting") << deepBlock << -1 << "";
    QTest::newRow("alias cycle") << QByteArray("test_config: &a\n  k/pytorch-single_device-training: *a\n")
                                 << -1 << "nested too deeply";
    QTest::newRow("alias bomb") << aliasBomb() << -1 << "too many nodes";
}

void TestConfigInput::badInput()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, needle);

    QElapsedTimer timer;
    timer.start();
    const Result<ConfigFile> file = parseText(text);
    QVERIFY2(timer.elapsed() < 5000, "bad input must fail fast, not hang");
    QVERIFY2(!file, "bad input must be an Error");
    const Error& error = file.error();
    QVERIFY2(error.message.contains(needle), qPrintable(error.toString()));
    QCOMPARE(error.file, QStringLiteral("suite/") + kTrainingName);
    if (line >= 0)
        QCOMPARE(error.line, line);
    else
        QVERIFY2(error.line > 0, qPrintable(error.toString()));
    QVERIFY(error.toString().startsWith(error.file + u':'));
}

void TestConfigInput::problem_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");
    QTest::addColumn<int>("entries");

    const QByteArray head = "test_config:\n  k/pytorch-single_device-training:\n";
    QTest::newRow("unknown field") << head + "    status: EXPECTED_PASSING\n    statuss: X\n" << 4
                                   << "Unknown field “statuss”" << 1;
    QTest::newRow("invalid status") << head + "    status: PASSING\n" << 3 << "Invalid status “PASSING”" << 1;
    QTest::newRow("empty status") << head + "    status:\n" << 3 << "Invalid status" << 1;
    QTest::newRow("status is a list") << head + "    status: [EXPECTED_PASSING]\n" << 3 << "Invalid status" << 1;
    QTest::newRow("invalid bringup_status") << head + "    bringup_status: FAILED\n" << 3
                                            << "Invalid bringup_status “FAILED”" << 1;
    QTest::newRow("unknown arch") << head + "    arch_overrides:\n      n151:\n        status: EXPECTED_PASSING\n"
                                  << 4 << "Unknown arch “n151”" << 1;
    QTest::newRow("unknown field in override")
        << head + "    arch_overrides:\n      n150:\n        status: EXPECTED_PASSING\n        pcc: 0.9\n"
        << 6 << "Unknown field “pcc”" << 1;
    QTest::newRow("invalid status in override")
        << head + "    arch_overrides:\n      p150:\n        status: FLAKY\n" << 5 << "Invalid status “FLAKY”" << 1;
    QTest::newRow("nested arch_overrides")
        << head + "    arch_overrides:\n      p150:\n        arch_overrides: {}\n" << 5 << "nested" << 1;
    QTest::newRow("arch_overrides not a mapping") << head + "    arch_overrides: [n150]\n" << 3
                                                  << "arch_overrides must" << 1;
    QTest::newRow("unknown supported arch") << head + "    supported_archs:\n      - n150\n      - n999\n"
                                            << 5 << "Unknown arch “n999”" << 1;
    QTest::newRow("markers not a list") << head + "    markers: push\n" << 3 << "markers must be a list" << 1;
    QTest::newRow("entry not a mapping") << QByteArray("test_config:\n  k/pytorch-single_device-training: "
                                                       "EXPECTED_PASSING\n")
                                         << 2 << "not a mapping" << 1;
    QTest::newRow("not a test key") << QByteArray("test_config:\n  resnet50:\n    status: EXPECTED_PASSING\n")
                                    << 2 << "not a test key" << 1;
    QTest::newRow("key with a newline")
        << QByteArray("test_config:\n  \"a\\nb/pytorch-single_device-training\":\n    status: EXPECTED_PASSING\n"
                      "  ok/pytorch-single_device-training:\n    status: EXPECTED_PASSING\n")
        << 2 << "line break" << 1;
    QTest::newRow("block key with a newline")
        << QByteArray("test_config:\n  ? |\n    a\n    b\n  : {status: EXPECTED_PASSING}\n") << 2
        << "line break" << 0;
    QTest::newRow("ignored top-level key") << head + "    status: EXPECTED_PASSING\nextra: 1\n" << 4
                                           << "Top-level key “extra” is ignored" << 1;
}

void TestConfigInput::problem()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, needle);
    QFETCH(int, entries);

    const Result<ConfigFile> file = parseText(text);
    QVERIFY2(file, qPrintable(describe(file)));
    QCOMPARE(file->entries().size(), entries);
    QCOMPARE(file->problems().size(), 1);
    const Error& problem = file->problems().first();
    QVERIFY2(problem.message.contains(needle), qPrintable(problem.toString()));
    QCOMPARE(problem.line, line);
    QCOMPARE(problem.file, QStringLiteral("suite/") + kTrainingName);
}

// Quotes and backslashes are legal YAML in a key; such a key is kept (the file is
// valid for tt-xla) but flagged, since it cannot be a test key.
void TestConfigInput::keysWithQuotesAndBackslashes()
{
    const QByteArray text = "test_config:\n"
                            "  \"a\\\"b\\\\c/pytorch-single_device-training\":\n"
                            "    status: EXPECTED_PASSING\n"
                            "  'it''s/pytorch-single_device-training':\n"
                            "    status: EXPECTED_PASSING\n"
                            "  plain/pytorch-single_device-training:\n"
                            "    status: EXPECTED_PASSING\n";
    const Result<ConfigFile> file = parseText(text);
    QVERIFY2(file, qPrintable(describe(file)));
    QCOMPARE(file->entries().size(), 3);
    const Entry* quoted = file->find(QStringLiteral("a\"b\\c/pytorch-single_device-training"));
    QVERIFY(quoted);
    QCOMPARE(quoted->firstLine, 2);
    QCOMPARE(quoted->lastLine, 3);
    const Entry* single = file->find(QStringLiteral("it's/pytorch-single_device-training"));
    QVERIFY(single);
    QCOMPARE(single->firstLine, 4);
    QCOMPARE(file->problems().size(), 2);
    QCOMPARE(file->problems()[0].line, 2);
    QCOMPARE(file->problems()[1].line, 4);
    QVERIFY(file->problems()[0].message.contains(u"not a test key"));
}

// 10 MB of entries loads completely; yaml-cpp runs at about 10 MB/s, so this is
// about a second in a release build.
void TestConfigInput::bigFile()
{
    QByteArray text = "# generated\ntest_config:\n";
    int n = 0;
    while (text.size() < 10 * 1024 * 1024) {
        text += "  m" + QByteArray::number(n++) + "/pytorch-V-single_device-training:\n"
                "    status: KNOWN_FAILURE_XFAIL\n"
                "    bringup_status: FAILED_FE_COMPILATION\n"
                "    markers: [push, nightly]\n"
                "    reason: \"RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16\"\n"
                "\n";
    }
    QElapsedTimer timer;
    timer.start();
    const Result<ConfigFile> file = parseText(text);
    qInfo("10 MB, %d entries: %lld ms", n, timer.elapsed());
    QVERIFY2(file, qPrintable(describe(file)));
    QCOMPARE(file->entries().size(), n);
    QVERIFY(file->problems().isEmpty());
    QCOMPARE(file->entries().last().lastLine, 2 + 6 * n - 1);
    QVERIFY(file->find(QStringLiteral("m%1/pytorch-V-single_device-training").arg(n / 2)));
    QVERIFY2(timer.elapsed() < 60000, "a 10 MB file must load in reasonable time");
}

void TestConfigInput::unreadableFile()
{
    const Result<ConfigFile> file = ConfigFile::load(QStringLiteral("/nonexistent/test_config_x.yaml"));
    QVERIFY(!file);
    QCOMPARE(file.error().file, QStringLiteral("/nonexistent/test_config_x.yaml"));
    QVERIFY(file.error().message.contains(u"cannot read /nonexistent/test_config_x.yaml: "));
}

// ---- ConfigSet -----------------------------------------------------------------------

void TestConfigInput::setSurvivesBrokenFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&](const QString& name, const QByteArray& bytes) {
        QDir().mkpath(QFileInfo(dir.filePath(name)).path());
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    };
    write(QStringLiteral("torch/") + kTrainingName,
          "test_config:\n  a/pytorch-single_device-training:\n    status: EXPECTED_PASSING\n    color: red\n");
    write(QStringLiteral("torch/test_config_inference_single_device.yaml"),
          "test_config:\n  a/pytorch-single_device-inference:\n\tstatus: EXPECTED_PASSING\n");
    write(QStringLiteral("jax/test_config_inference_single_device.yaml"),
          "test_config:\n  a/jax-single_device-inference:\n    status: EXPECTED_PASSING\n");
    const QStringList paths{dir.filePath(QStringLiteral("jax/test_config_inference_single_device.yaml")),
                            dir.filePath(QStringLiteral("torch/test_config_inference_single_device.yaml")),
                            dir.filePath(QStringLiteral("torch/") + kTrainingName),
                            dir.filePath(QStringLiteral("torch/missing.yaml"))};
    const ConfigSet set = ConfigSet::load(paths);
    QCOMPARE(set.files.size(), 2);
    QCOMPARE(set.files[0].path(), paths[0]);
    QCOMPARE(set.files[1].path(), paths[2]);
    QVERIFY(set.trainingFile());
    QCOMPARE(set.trainingFile()->entries().size(), 1);
    QCOMPARE(set.errors.size(), 3);  // the tab, the unknown field, the missing file
    QCOMPARE(set.errors[0].file, paths[1]);
    QCOMPARE(set.errors[0].line, 3);
    QVERIFY(set.errors[0].message.contains(u"tab"));
    QCOMPARE(set.errors[1].file, paths[2]);
    QCOMPARE(set.errors[1].line, 4);
    QCOMPARE(set.errors[2].file, paths[3]);
}

QTEST_GUILESS_MAIN(TestConfigInput)
#include "tst_configinput.moc"
