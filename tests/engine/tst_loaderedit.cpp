// DtypeLoaderEdit and PythonTokens: the tokenizer under every edit, black shaping a
// statement alike in the checkout's Python (a child process) and in the
// workbench's, nothing shaped without black, and the ast check that refuses any
// edit but the one allowed.
#include "blackchoices.h"
#include "fixfiles.h"
#include "format/shapedstatement.h"

namespace {

ShapedStatement shape(const QByteArray& statement, int width, const BlackChoice& black)
{
    return ShapedStatement::shape(statement, width, statement, black).result();
}

}  // namespace

class TestLoaderEdit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tokens();
    void blackShapesAlikeInBothPythons_data();
    void blackShapesAlikeInBothPythons();
    void withoutBlackNothingIsShaped();
    void validationRefusesTampering();
};

void TestLoaderEdit::tokens()
{
    const QByteArray text = "f(a, \"x)\", b'(' , # c)\n  [1, 2],)  # tail";
    const QList<PythonToken> t = PythonTokens::scan(text);
    QStringList kinds;
    for (const PythonToken& k : t)
        kinds << QString::fromUtf8(k.text);
    QCOMPARE(kinds,
        (QStringList{"f", "(", "a", ",", "\"x)\"", ",", "b'('", ",", "# c)", "\n", "[", "1", ",",
            "2", "]", ",", ")", "# tail"}));
    const int close = int(kinds.indexOf(QStringLiteral(")")));
    QCOMPARE(PythonTokens::matchingOpen(t, close), 1);
    QCOMPARE(PythonTokens::matchingClose(t, 1), close);
    QCOMPARE(t[close].depth, 0);
    QCOMPARE(t[11].depth, 2);
    QCOMPARE(PythonTokens::previousSignificant(t, close), close - 1);
    const QList<PythonToken> triple = PythonTokens::scan("'''a\n)''' + 1e-5 + 0x1E-1");
    QCOMPARE(triple.size(), 7);
    QCOMPARE(triple[2].text, QByteArray("1e-5"));
    QCOMPARE(triple[4].text, QByteArray("0x1E"));
}

void TestLoaderEdit::blackShapesAlikeInBothPythons_data()
{
    QTest::addColumn<QByteArray>("statement");
    QTest::addColumn<int>("width");
    QTest::addColumn<QByteArray>("expected");

    // Expected texts are black 23's output for these statements at these widths.
    QTest::newRow("fits") << QByteArray("x = torch.zeros((1, 2), dtype=dtype_override)\n") << 80
                          << QByteArray("x = torch.zeros((1, 2), dtype=dtype_override)\n");
    QTest::newRow("speecht5 at 80 (indent 8)")
        << QByteArray("decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins), "
                      "dtype=dtype_override)\n")
        << 80
        << QByteArray("decoder_input_values = torch.zeros(\n"
                      "    (1, 1, self.model.config.num_mel_bins), dtype=dtype_override\n)\n");
    QTest::newRow("one argument a line")
        << QByteArray("some_rather_long_variable_name = torch.zeros((batch_size, channels, height, "
                      "width), dtype=dtype_override)\n")
        << 60
        << QByteArray("some_rather_long_variable_name = torch.zeros(\n"
                      "    (batch_size, channels, height, width),\n"
                      "    dtype=dtype_override,\n)\n");
    QTest::newRow("magic trailing comma")
        << QByteArray("x = torch.zeros((1, 2), dtype=dtype_override,)\n") << 80
        << QByteArray("x = torch.zeros(\n    (1, 2),\n    dtype=dtype_override,\n)\n");
    QTest::newRow("joined lines") << QByteArray(
        "x = torch.zeros(\n    (1, 2)\n, dtype=dtype_override)\n")
                                  << 80
                                  << QByteArray("x = torch.zeros((1, 2), dtype=dtype_override)\n");
    QTest::newRow("trailer omitted")
        << QByteArray("position_ids = torch.arange(0.0, self.config.seq_len, "
                      "dtype=dtype_override).reshape(1, -1, 1)\n")
        << 80
        << QByteArray("position_ids = torch.arange(\n"
                      "    0.0, self.config.seq_len, dtype=dtype_override\n).reshape(1, -1, 1)\n");
    QTest::newRow("trailing comment")
        << QByteArray("decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins), "
                      "dtype=dtype_override)  # mel\n")
        << 80
        << QByteArray(
               "decoder_input_values = torch.zeros(\n"
               "    (1, 1, self.model.config.num_mel_bins), dtype=dtype_override\n)  # mel\n");
    QTest::newRow("cast, parenthesised")
        << QByteArray(
               "mel_features = mel_features.to(dtype_override) if dtype_override is not None "
               "else mel_features\n")
        << 84
        << QByteArray("mel_features = (\n    mel_features.to(dtype_override) if dtype_override is "
                      "not None else mel_features\n)\n");
    QTest::newRow("cast, three lines")
        << QByteArray("mel = mel.to(dtype_override) if dtype_override is not None else mel\n") << 40
        << QByteArray("mel = (\n    mel.to(dtype_override)\n    if dtype_override is not None\n"
                      "    else mel\n)\n");
}

void TestLoaderEdit::blackShapesAlikeInBothPythons()
{
    QFETCH(QByteArray, statement);
    QFETCH(int, width);
    QFETCH(QByteArray, expected);
    static const QList<blackchoices::Named> choices = blackchoices::formatting();
    const QString workbench = DtypeLoaderEdit::blackVersion().result();
    QVERIFY2(!workbench.isEmpty(), "black does not import in the embedded interpreter: run scripts/setup.sh");
    for (const blackchoices::Named& black : choices) {
        const ShapedStatement shaped = shape(statement, width, black.choice);
        QCOMPARE(shaped.text, expected);
        QCOMPARE(shaped.from, QString::fromLatin1(black.from));
        QCOMPARE(shaped.formatter, workbench);  // one black on this machine: Debian's
    }
}

void TestLoaderEdit::withoutBlackNothingIsShaped()
{
    const QByteArray statement = "x = torch.zeros((1, 2), dtype=dtype_override,)\n";
    const ShapedStatement shaped = shape(statement, 80, BlackChoice::none());
    QVERIFY(shaped.text.isEmpty());
    QVERIFY(shaped.formatter.isEmpty());
    QVERIFY(shaped.from.isEmpty());
}

void TestLoaderEdit::validationRefusesTampering()
{
    const QByteArray before = readFile(demoLoader(QStringLiteral("speecht5")));
    const QByteArray line = "torch.zeros((1, 1, self.model.config.num_mel_bins))";
    const QByteArray good = QByteArray(before).replace(
        line, "torch.zeros((1, 1, self.model.config.num_mel_bins), dtype=dtype_override)");
    QVERIFY(DtypeLoaderEdit::validate(before, good, Kind::AddDtype).result());
    const struct {
        const char* what;
        QByteArray after;
        Kind kind;
    } tampered[] = {
        {"another change too", QByteArray(good).replace("(1, 1, self", "(1, 2, self"),
            Kind::AddDtype},
        {"a different dtype",
            QByteArray(before).replace(line,
                "torch.zeros((1, 1, self.model.config.num_mel_bins), "
                "dtype=torch.bfloat16)"),
            Kind::AddDtype},
        {"two keywords",
            QByteArray(before).replace(line,
                "torch.zeros((1, 1, self.model.config.num_mel_bins), "
                "dtype=dtype_override, device=None)"),
            Kind::AddDtype},
        {"wrong kind", good, Kind::CastAfterAssignment},
        {"nothing changed", before, Kind::AddDtype},
        {"does not parse",
            QByteArray(good).replace("dtype=dtype_override)", "dtype=dtype_override"),
            Kind::AddDtype},
        {"float16 instead of float",
            QByteArray(before).replace("return inputs", "return inputs.half()"),
            Kind::FloatBeforeNumpy},
    };
    for (const auto& t : tampered) {
        const Result<void> r = DtypeLoaderEdit::validate(before, t.after, t.kind).result();
        QVERIFY2(!r, t.what);
        QVERIFY2(r.error().message.startsWith(QStringLiteral("Refused: ")), t.what);
    }
    // The cast must follow its variable's own assignment, in the exact shape.
    const QByteArray whisper = readFile(demoLoader(QStringLiteral("whisper")));
    const QByteArray assign = "        mel = torch.from_numpy(np.load(SAMPLE_FEATURES))\n";
    const auto withLine = [&](const QByteArray& cast) {
        return QByteArray(whisper).replace(assign, assign + cast);
    };
    QVERIFY(DtypeLoaderEdit::validate(whisper,
        withLine("        mel = mel.to(dtype_override) if "
                 "dtype_override is not None else mel\n"),
        Kind::CastAfterAssignment)
                .result());
    QVERIFY(!DtypeLoaderEdit::validate(
        whisper, withLine("        mel = mel.to(torch.bfloat16)\n"), Kind::CastAfterAssignment)
                 .result());
    QVERIFY(!DtypeLoaderEdit::validate(whisper,
        withLine("        x = mel.to(dtype_override) if "
                 "dtype_override is not None else mel\n"),
        Kind::CastAfterAssignment)
                 .result());
}

QTEST_GUILESS_MAIN(TestLoaderEdit)
#include "tst_loaderedit.moc"
