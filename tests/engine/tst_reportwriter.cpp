// ReportWriter's content on a realistic batch (reportbatch.h): title, summary
// table, each case's sections, Markdown and HTML escaping, dumps, imported results.
#include "reportbatch.h"
#include "families/dtype/dtypefamily.h"

class TestReportWriter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_batch.build()); }
    void recordsAreRealistic();
    void title();
    void summaryRowsExact();
    void summaryTableInMarkdown();
    void caseASections();
    void caseCScope();
    void reproduceCommands();
    void caseDNoEdit();
    void observedOnTtAndRunnerVerdict();
    void float16OnlyWithNumpy();
    void patchesInDiffBlocks();
    void htmlIsSelfContained();
    void htmlEscapes();
    void markdownEscapes();
    void importedJUnitMarked();
    void caseIDumps();

private:
    ReportBatch m_batch;
    const QDateTime m_generated = at(10, 30);
};

// The engine pieces gave what CASES.md says they should.
void TestReportWriter::recordsAreRealistic()
{
    const Record::EntryResult& a = m_batch.a.entries.first();
    QCOMPARE(a.pytest.errorLine, kTtir);
    QCOMPARE(a.yaml.branch, QStringLiteral("B"));
    QCOMPARE(a.yaml.after.full(),
             QStringLiteral("KNOWN_FAILURE_XFAIL, FAILED_TTMLIR_COMPILATION, reason: \"%1\"").arg(kTtir));
    QVERIFY(m_batch.a.yamlDiff.contains(QStringLiteral("+    reason: \"%1\"").arg(kTtir)));
    QVERIFY(m_batch.a.loaderDiff.startsWith(QStringLiteral("--- a/speecht5/pytorch/loader.py\n")));
    QCOMPARE(m_batch.c.entries.size(), 4);
    QCOMPARE(m_batch.c.entries[1].yaml.after.assertPcc, QStringLiteral("false"));
    QVERIFY(m_batch.d.loaderDiff.isEmpty());
    QVERIFY(!m_batch.d.entries[1].yaml.changed);
    QVERIFY(m_batch.d.entries[0].yaml.changed);
    QCOMPARE(m_batch.i.entries.first().yaml.after.state(), QStringLiteral("EXPECTED_PASSING"));
}

void TestReportWriter::title()
{
    const ReportWriter writer(m_batch.records(), m_generated);
    QCOMPARE(writer.title(), QStringLiteral("Training triage (bfloat16 dtype errors): speecht5/pytorch, detr/pytorch, "
                                            "centernet/pytorch, wav2vec2/pytorch"));
    QVERIFY(writer.markdown().startsWith(
        QStringLiteral("# Training triage (bfloat16 dtype errors): `speecht5/pytorch`, `detr/pytorch`, "
                       "`centernet/pytorch`, `wav2vec2/pytorch`\n")));
}

void TestReportWriter::summaryRowsExact()
{
    const QStringList rows = ReportWriter(m_batch.records(), m_generated).summaryRows();
    const QStringList expected{
        "| `speecht5/pytorch-Tts-single_device-training` | `cross_dtype` | bf16 failed, fp32 ok | "
        "`speecht5/pytorch/loader.py:119` | bf16 ok, fp32 ok | failed | "
        "`KNOWN_FAILURE_XFAIL, FAILED_TTMLIR_COMPILATION` | no |",
        "| `detr/pytorch-ResNet50-single_device-training` | `cross_dtype` | bf16 failed, fp32 ok | "
        "`detr/pytorch/loader.py:139` | bf16 ok, fp32 ok | passed | `EXPECTED_PASSING` | no |",
        "| `detr/pytorch-ResNet101-single_device-training` | `cross_dtype` | bf16 failed, fp32 ok | "
        "`detr/pytorch/loader.py:139` | bf16 ok, fp32 ok | failed | "
        "`EXPECTED_PASSING, assert_pcc: false` | no |",
        "| `detr/pytorch-ResNet50_DC5-single_device-training` | `cross_dtype` | bf16 failed, fp32 ok | "
        "`detr/pytorch/loader.py:139` | bf16 ok, fp32 ok | failed | "
        "`KNOWN_FAILURE_XFAIL, FAILED_RUNTIME` | no |",
        "| `centernet/pytorch-Dla1x_Coco-single_device-training` | `op_not_implemented` | "
        "bf16 failed, fp32 ok | none | — | failed | `KNOWN_FAILURE_XFAIL, FAILED_FE_COMPILATION` | no |",
        "| `centernet/pytorch-Dla2x_Coco-single_device-training` | `op_not_implemented` | "
        "bf16 failed, fp32 ok | none | — | failed | "
        "`KNOWN_FAILURE_XFAIL, FAILED_FE_COMPILATION` (unchanged) | no |",
        "| `wav2vec2/pytorch-Base-single_device-training` | `numpy_conversion` | bf16 failed, fp32 ok | "
        "`wav2vec2/pytorch/loader.py:97` | bf16 ok, fp32 ok | passed | `EXPECTED_PASSING` | no |",
    };
    QCOMPARE(rows.size(), expected.size());
    for (qsizetype i = 0; i < rows.size(); ++i)
        QCOMPARE(rows[i], expected[i]);
}

void TestReportWriter::summaryTableInMarkdown()
{
    const ReportWriter writer(m_batch.records(), m_generated);
    const QString md = writer.markdown();
    const QString header = QStringLiteral(
        "| key | flavor | CPU before | fix | CPU after | pytest | YAML state | review |\n"
        "| --- | --- | --- | --- | --- | --- | --- | --- |\n");
    QVERIFY(md.contains(header + writer.summaryRows().join(u'\n') + u'\n'));
    // The rows' review column (all "no") and the one item no row stands for, apart.
    QVERIFY(md.contains(QStringLiteral("Triaged with dtype-triage: 7 training entries; loader edits "
                                       "(uncommitted in the submodule): 3; entries for human review: 0; "
                                       "other items to review: 1 (under \"Needs human review\").")));
    // The left-alone variant is no row of the table.
    QVERIFY(!writer.summaryRows().join(u'\n').contains(kDetrNoMask));
}

// Every docs/triage.md §3 item for case a, in the Markdown.
void TestReportWriter::caseASections()
{
    const QString md = ReportWriter({m_batch.a}, m_generated).markdown();
    const QStringList expected{
        "## `speecht5/pytorch-Tts-single_device-training`",
        // resolved key -> loader path; flavor
        "- **Resolved:** `speecht5/pytorch-Tts-single_device-training` → "
        "`third_party/tt_forge_models/speecht5/pytorch/loader.py`",
        "- Variant: `Tts`",
        "- model\\_info.name: `pytorch_SpeechT5_Tts_mm_tts_huggingface`",
        "- **Flavor:** `cross_dtype` — cross-dtype operands (a float32 tensor meets bfloat16 ones)",
        "- Reason in the YAML (passed the gate): `" + kMat1Reason + "`",
        // CPU outcomes before the fix, both phases, dump
        "### CPU repro before the fix",
        "- **bf16:** failed — `RuntimeError: mat1 and mat2 must have the same dtype` at `src/model.py:61`",
        "- bf16 inputs: `input_ids` torch.int64 (1, 22); `attention_mask` torch.int64 (1, 22); "
        "`decoder_input_values` torch.float32 (1, 1, 8)",
        "- **fp32:** ok\n- **Decision:**",
        "- **Decision:** `proceed` — The bfloat16 failure reproduces on CPU and float32 passes",
        // the fix and the CPU outcome after
        "### Fix",
        "- **Edit:** `speecht5/pytorch/loader.py:119` — add dtype=dtype\\_override to torch.zeros(...)",
        "- Before: `decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins))`",
        "- After: `decoder_input_values = torch.zeros( (1, 1, self.model.config.num_mel_bins), "
        "dtype=dtype_override )`",
        "- Formatter: formatted by black 23.1.0 (the checkout's Python), but "
        "third\\_party/tt\\_forge\\_models/.pre-commit-config.yaml pins black 22.3.0: run pre-commit, it may "
        "reshape the edit",
        "- **Result:** works on CPU (both phases pass)",
        "- CPU after the fix: bf16 ok, fp32 ok",
        // scope
        "### Loader-wide scope",
        "- `speecht5/pytorch-Tts-single_device-training` — **included**: the triaged entry "
        "(CPU before: bf16 failed, fp32 ok; after: bf16 ok, fp32 ok)",
        // pytest and YAML per entry
        "### pytest and YAML, per entry",
        "JUnit results of the local pytest run: `/home/me/.local/share/dtype-triage/sessions/s1/pytest-1.xml`",
        "#### `speecht5/pytorch-Tts-single_device-training`",
        "- **pytest:** failed — `" + kTtir + "` (classified: `ttmlir_compilation`)",
        "- **YAML (branch B):** `NOT_SUPPORTED_SKIP, FAILED_FE_COMPILATION, reason: \"" + kMat1Reason
            + "\"` → `KNOWN_FAILURE_XFAIL, FAILED_TTMLIR_COMPILATION, reason: \"" + kTtir + "\"`",
        "- Change: `status: KNOWN_FAILURE_XFAIL, bringup_status: FAILED_TTMLIR_COMPILATION, reason: \""
            + kTtir + "\"`",
        "- Written: yes",
        // inference YAML: untouched, stale entry flagged
        "### Inference YAML",
        "Untouched: `tests/runner/test_config/torch/test_config_inference_single_device.yaml` was not edited.",
        "- `speecht5/pytorch-Tts-single_device-inference` (`KNOWN_FAILURE_XFAIL`) — `" + kMat1Reason
            + "` — its pytest run passes after the fix",
        // human review
        "### Needs human review",
        "- inference entry speecht5/pytorch-Tts-single\\_device-inference is stale after the loader fix",
        // the reminder
        "### Uncommitted loader edit",
        "**Reminder:** the edit to `speecht5/pytorch/loader.py` is uncommitted in the submodule "
        "`third_party/tt_forge_models`.",
        // state and timestamps
        "- `done`",
        "- Started: 2026-05-12 10:00:00 UTC",
        "- Finished: 2026-05-12 10:07:00 UTC",
    };
    for (const QString& line : expected)
        QVERIFY2(md.contains(line), qPrintable(QStringLiteral("missing: ") + line));
    QVERIFY(!md.contains(QStringLiteral("float16 is not a safe substitute")));
}

void TestReportWriter::caseCScope()
{
    const QString md = ReportWriter({m_batch.c}, m_generated).markdown();
    QVERIFY(md.contains(QStringLiteral(
        "- `detr/pytorch-ResNet50_NoMask-single_device-training` — **left alone**: its BFLOAT16 phase "
        "passes on CPU (no pixel mask): left alone (CPU before: bf16 ok, fp32 ok; after: —)")));
    QVERIFY(md.contains(QStringLiteral("- `detr/pytorch-ResNet101-single_device-training` — **included**")));
    QVERIFY(md.contains(QStringLiteral(
        "- **pytest:** failed — `AssertionError: PCC comparison failed. Calculated: PCC = 0.8703. Required: PCC = 0.99.` "
        "(classified: `numerics`)")));
    QVERIFY(md.contains(QStringLiteral("- Change: `status: EXPECTED_PASSING, assert_pcc: false, "
                                       "-bringup_status, -reason`")));
    QVERIFY(md.contains(QStringLiteral("- **pytest:** passed\n")));
    QVERIFY(md.contains(QStringLiteral("TT_FATAL @ /tt-metal/tt_metal/impl/device/device.cpp:412: Out of "
                                       "memory on device 0 (DRAM, 104857600 B requested)` (classified: `runtime`)")));
    // Three per-entry sections, none for the variant left alone.
    QCOMPARE(md.count(QStringLiteral("\n#### ")), 3);
    QVERIFY(!md.contains(QStringLiteral("#### `") + kDetrNoMask));
    QVERIFY(md.contains(QStringLiteral("No stale entries for this loader.")));
    QVERIFY(md.contains(QStringLiteral("### Needs human review\n\nNothing.\n")));
}

// What a reviewer runs in the checkout, for every entry in scope: the CPU step (the
// survey verb) and the verification exactly as PytestJob runs it; none for an entry
// left alone.
void TestReportWriter::reproduceCommands()
{
    const QStringList keys{kDetr50, kDetr101, kDetrDc5};
    const ReportWriter writer({m_batch.c}, m_generated);
    const QString md = writer.markdown();
    const qsizetype at = md.indexOf(QStringLiteral("### Reproduce\n"));
    QVERIFY(at > 0);
    const QString block = md.mid(md.indexOf(QStringLiteral("```sh\n"), at));
    const QString survey = block.section(u'\n', 1, 1);
    const QString pytest = block.section(u'\n', 2, 2);
    QVERIFY2(survey.startsWith(QStringLiteral("dtype-triage survey --checkout . --fresh ")), qPrintable(survey));
    QVERIFY2(pytest.startsWith(QStringLiteral("pytest --force-run --runxfail ")), qPrintable(pytest));
    QCOMPARE(block.section(u'\n', 3, 3), QStringLiteral("```"));
    for (const QString& key : keys) {
        QVERIFY2(survey.contains(u' ' + key), qPrintable(key));
        QVERIFY2(pytest.contains(QStringLiteral("'tests/runner/test_models.py::test_all_models_torch[%1]'").arg(key)),
                 qPrintable(key));
    }
    QVERIFY(!survey.contains(kDetrNoMask));
    QVERIFY(!pytest.contains(kDetrNoMask));
    QVERIFY(writer.html().contains(QStringLiteral("<pre class=\"commands\"><code>dtype-triage survey --checkout . --fresh ")));
}

void TestReportWriter::caseDNoEdit()
{
    const QString md = ReportWriter({m_batch.d}, m_generated).markdown();
    QVERIFY(md.contains(QStringLiteral("### Fix\n\nNo loader edit: op\\_not\\_implemented: CPU cdist has no "
                                       "bfloat16 kernel, nothing in the loader can fix that\n")));
    QVERIFY(md.contains(QStringLiteral("- **YAML (branch A):** `NOT_SUPPORTED_SKIP, FAILED_FE_COMPILATION, "
                                       "reason: \"%1\"` → `KNOWN_FAILURE_XFAIL, FAILED_FE_COMPILATION, "
                                       "reason: \"%1\"`").arg(kCdistReason)));
    QVERIFY(md.contains(QStringLiteral("- Change: none (the entry already says this)")));
    QVERIFY(!md.contains(QStringLiteral("### Uncommitted loader edit")));
    QVERIFY(md.contains(QStringLiteral("### Loader (in the submodule `third_party/tt_forge_models`)\n\n"
                                       "No loader edit.\n")));
    QVERIFY(md.contains(QStringLiteral("```diff\n") + m_batch.d.yamlDiff + QStringLiteral("```\n")));
}

// Branch A where pytest failed later than the CPU did: the report says what was
// observed and that it differs; the runner's own verdict and the batch size too.
void TestReportWriter::observedOnTtAndRunnerVerdict()
{
    Record d = m_batch.d;
    d.batchSize = QStringLiteral("2, from the runner's DEFAULT_TRAINING_BATCH_SIZE");
    d.python = QStringLiteral("/work/tt-xla/venv/bin/python (torch 2.7.0, from venv)");
    d.entries[0].yaml.observedError = QStringLiteral("error: 'ttir.gather' op invalid start index");
    d.entries[0].pytest.runnerStatus = QStringLiteral("FAILED_TTMLIR_COMPILATION");
    const QString md = ReportWriter({d}, m_generated).markdown();
    QVERIFY2(md.contains(QStringLiteral("Observed on TT: `error: 'ttir.gather' op invalid start index` (differs from "
                                        "the CPU error)")),
             qPrintable(md));
    QVERIFY(md.contains(QStringLiteral("- Python of the repro and pytest: `/work/tt-xla/venv/bin/python (torch 2.7.0, "
                                       "from venv)`\n")));
    QVERIFY(md.contains(QStringLiteral("(runner: `FAILED_TTMLIR_COMPILATION`)")));
    QVERIFY(QString(md).remove(u'\\').contains(  // plain text: Markdown escapes its underscores
        QStringLiteral("Training batch size in the repro: 2, from the runner's DEFAULT_TRAINING_BATCH_SIZE")));
    QVERIFY(!ReportWriter({m_batch.d}, m_generated).markdown().contains(QLatin1String("Observed on TT")));
}

void TestReportWriter::float16OnlyWithNumpy()
{
    const QString paragraph = DtypeFamily::float16Explanation();
    for (const char* needle : {"t.float().numpy()", "lossless", "8 exponent bits", "max ≈ 3.39e38",
                               "max 65504", "overflow to inf", "flush to zero"}) {
        QVERIFY2(paragraph.contains(QString::fromUtf8(needle)), needle);
    }
    const QString withNumpy = ReportWriter(m_batch.records(), m_generated).markdown();
    QVERIFY(withNumpy.contains(QStringLiteral("## Why the numpy fix upcasts, and never to float16\n\n")
                               + paragraph + u'\n'));
    QVERIFY(ReportWriter({m_batch.i}, m_generated).html().contains(paragraph.toHtmlEscaped()));
    const QString without = ReportWriter({m_batch.a, m_batch.c, m_batch.d}, m_generated).markdown();
    QVERIFY(!without.contains(QStringLiteral("65504")));
    if (qEnvironmentVariableIsSet("DTRIAGE_DUMP_REPORT")) {  // for eyeballing the output
        const Result<ReportFiles> files =
            ReportWriter(m_batch.records(), m_generated).writeFiles(qEnvironmentVariable("DTRIAGE_DUMP_REPORT"));
        QVERIFY(files);
    }
}

void TestReportWriter::patchesInDiffBlocks()
{
    const ReportWriter writer(m_batch.records(), m_generated);
    QCOMPARE(writer.loaderPatch(), m_batch.a.loaderDiff + m_batch.c.loaderDiff + m_batch.i.loaderDiff);
    QCOMPARE(writer.yamlPatch(), m_batch.a.yamlDiff + m_batch.c.yamlDiff + m_batch.d.yamlDiff + m_batch.i.yamlDiff);
    const QString md = writer.markdown();
    QVERIFY(md.contains(QStringLiteral("```diff\n") + writer.loaderPatch() + QStringLiteral("```\n")));
    QVERIFY(md.contains(QStringLiteral("```diff\n") + writer.yamlPatch() + QStringLiteral("```\n")));
    QVERIFY(md.contains(QStringLiteral("### YAML `%1`").arg(HardRules::trainingConfigPath())));
    // Each YAML diff was made from the bytes the previous one left: later hunks
    // see the earlier edits as context when they touch neighbouring lines.
    QCOMPARE(writer.yamlPatch().count(QStringLiteral("--- a/")), 6);  // a, c ×3, d (Dla1x), i
}

void TestReportWriter::htmlIsSelfContained()
{
    const QString html = ReportWriter(m_batch.records(), m_generated).html();
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">")));
    QVERIFY(html.contains(QStringLiteral("<meta charset=\"utf-8\">")));
    QVERIFY(html.contains(QStringLiteral("<style>")));
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(!html.contains(QStringLiteral("<link")));
    QVERIFY(!html.contains(QStringLiteral("src=")));
    QVERIFY(html.contains(QStringLiteral("<th>key</th><th>flavor</th><th>CPU before</th><th>fix</th>"
                                         "<th>CPU after</th><th>pytest</th><th>YAML state</th><th>review</th>")));
    QVERIFY(html.contains(QStringLiteral(
        "<tr><td><code>speecht5/pytorch-Tts-single_device-training</code></td><td><code>cross_dtype</code></td>"
        "<td>bf16 failed, fp32 ok</td><td><code>speecht5/pytorch/loader.py:119</code></td>"
        "<td>bf16 ok, fp32 ok</td><td>failed</td>"
        "<td><code>KNOWN_FAILURE_XFAIL, FAILED_TTMLIR_COMPILATION</code></td><td>no</td></tr>")));
    QVERIFY(html.contains(QStringLiteral("<span class=\"add\">+            (1, 1, "
                                         "self.model.config.num_mel_bins), dtype=dtype_override</span>")));
    QVERIFY(html.contains(QStringLiteral("<h3>Uncommitted loader edit</h3>")));
    // The pytest error quotes a YAML-ish string: its quotes are escaped too.
    QVERIFY(html.contains(QStringLiteral("reason: &quot;error: 'ttir.sum'")));
    QVERIFY(html.contains(QStringLiteral("<title>Training triage (bfloat16 dtype errors): speecht5/pytorch, detr/pytorch, "
                                         "centernet/pytorch, wav2vec2/pytorch</title>")));
}

void TestReportWriter::htmlEscapes()
{
    Record hostile = m_batch.a;
    hostile.gateReason = QStringLiteral("RuntimeError: <script>alert(1)</script> & BFloat16");
    hostile.review = {QStringLiteral("check <b>this</b> & that")};
    hostile.entries[0].yaml.needsReview = true;
    hostile.entries[0].yaml.reviewReason = QStringLiteral("reason with <script>x</script> & \"quotes\"");
    const QString html = ReportWriter({hostile}, m_generated).html();
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(!html.contains(QStringLiteral("<b>this")));
    QVERIFY(html.contains(QStringLiteral(
        "<code>RuntimeError: &lt;script&gt;alert(1)&lt;/script&gt; &amp; BFloat16</code>")));
    QVERIFY(html.contains(QStringLiteral("check &lt;b&gt;this&lt;/b&gt; &amp; that")));
    QVERIFY(html.contains(QStringLiteral("reason with &lt;script&gt;x&lt;/script&gt; &amp; &quot;quotes&quot;")));
    QVERIFY(!html.contains(QStringLiteral(" & ")));  // every ampersand is an entity
}

void TestReportWriter::markdownEscapes()
{
    Record hostile = m_batch.a;
    hostile.gateReason = QStringLiteral("RuntimeError: `x` | <script> & BFloat16");
    hostile.review = {QStringLiteral("check <b>this</b> & *that* | [link](http://x)")};
    const QString md = ReportWriter({hostile}, m_generated).markdown();
    // In a code span the text stays verbatim; the fence outgrows the backticks inside.
    QVERIFY(md.contains(QStringLiteral("``RuntimeError: `x` | <script> & BFloat16``")));
    QVERIFY(md.contains(QStringLiteral(
        "- check \\<b\\>this\\</b\\> \\& \\*that\\* \\| \\[link\\](http:\\/\\/x)")));  // no autolink either
    QVERIFY(!md.contains(QStringLiteral("<b>")));
}

void TestReportWriter::importedJUnitMarked()
{
    Record imported = m_batch.i;
    imported.junitImported = true;
    imported.junitSource = QStringLiteral("ci-artifacts/nightly-n150/junit.xml");
    const ReportWriter writer({imported}, m_generated);
    QVERIFY(writer.summaryRows().first().contains(QStringLiteral("| passed (imported) |")));
    QVERIFY(writer.markdown().contains(QStringLiteral(
        "JUnit results imported from another run: `ci-artifacts/nightly-n150/junit.xml`")));
}

void TestReportWriter::caseIDumps()
{
    const QString md = ReportWriter({m_batch.i}, m_generated).markdown();
    QVERIFY(md.contains(QStringLiteral("- **bf16:** failed — `%1` at `loader.py:97`\n"
                                       "- bf16 inputs: no dtype dump: the phase failed before its "
                                       "inputs existed (inside load\\_inputs)\n")
                            .arg(kNumpyError)));
    QVERIFY(md.contains(QStringLiteral("- fp32 inputs: `input_values` torch.float32 (1, 64)\n")));
    QVERIFY(md.contains(QStringLiteral("- **Edit:** `wav2vec2/pytorch/loader.py:97` — upcast with "
                                       ".float() before .numpy()")));
    // A no-op plan says so and claims no write.
    const QString d = ReportWriter({m_batch.d}, m_generated).markdown();
    QCOMPARE(d.count(QStringLiteral("Written: yes")), 1);
    QVERIFY(!d.contains(QStringLiteral("Written: no")));
}

QTEST_GUILESS_MAIN(TestReportWriter)
#include "tst_reportwriter.moc"
