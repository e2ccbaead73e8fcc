// ReportWriter on a batch modelled on the demo checkout's cases a (speecht5: fix,
// then a ttir error; stale inference entry), c (detr: one fix for three variants,
// the fourth left alone), d (centernet: op not implemented, branch A) and i
// (wav2vec2: numpy_conversion). The YAML plans, YAML diffs, loader diffs and
// pytest outcomes come from the real engine pieces and the real JUnit files.
#include "config/configeditor.h"
#include "config/configfile.h"
#include "config/unifieddiff.h"
#include "report/reportwriter.h"
#include "run/junitreader.h"
#include "triage/hardrules.h"
#include "families/dtype/yaml/yamlplan.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace dtriage;
using Record = TriageRecord;

namespace {

const QString kDemo = QStringLiteral(DTRIAGE_DEMO_DIR);
const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kDetr50 = QStringLiteral("detr/pytorch-ResNet50-single_device-training");
const QString kDetr101 = QStringLiteral("detr/pytorch-ResNet101-single_device-training");
const QString kDetrDc5 = QStringLiteral("detr/pytorch-ResNet50_DC5-single_device-training");
const QString kDetrNoMask = QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-training");
const QString kDla1x = QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training");
const QString kDla2x = QStringLiteral("centernet/pytorch-Dla2x_Coco-single_device-training");
const QString kWav2vec2 = QStringLiteral("wav2vec2/pytorch-Base-single_device-training");
const QString kMat1Reason = QStringLiteral(
    "RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16");
const QString kMat1Cpu = QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype");
const QString kCdistReason = QStringLiteral("RuntimeError: 'cdist' not implemented for 'BFloat16'");
const QString kNumpyError = QStringLiteral("TypeError: Got unsupported ScalarType BFloat16");
const QString kTtir = QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique");

QDateTime at(int hour, int minute)
{
    return QDateTime(QDate(2026, 5, 12), QTime(hour, minute), Qt::UTC);
}

Record::DumpedInput input(const char* label, const char* dtype, const char* shape)
{
    return {QString::fromLatin1(label), QString::fromLatin1(dtype), QString::fromLatin1(shape)};
}

Record::CpuPhase ok(const QList<Record::DumpedInput>& dump = {})
{
    return {Record::CpuPhase::Result::Ok, {}, {}, dump};
}

Record::CpuPhase failed(const QString& error, const QString& where,
                        const QList<Record::DumpedInput>& dump = {})
{
    return {Record::CpuPhase::Result::Failed, error, where, dump};
}

const Record::CpuRun kBothOk{ok(), ok()};

// The training YAML as the session edits it: each plan is made from the bytes
// the previous write left, so the batch's YAML patch applies in order.
class TrainingYaml {
public:
    TrainingYaml()
    {
        Result<ConfigFile> file = ConfigFile::load(kDemo + u'/' + HardRules::trainingConfigPath());
        if (file)
            m_file = *file;
    }
    bool isLoaded() const { return m_file.has_value(); }
    QByteArray bytes() const { return m_file->bytes(); }
    Entry entry(const QString& key) const { return *m_file->find(key); }
    // The plan's diff, and the file as it is after it.
    QString apply(const YamlPlan& plan)
    {
        if (plan.isNoOp())
            return {};
        Result<EditPlan> edit = ConfigEditor::plan(*m_file, plan.change, kDemo);
        if (!edit)
            return QStringLiteral("PLAN FAILED: ") + edit.error().toString();
        m_file = *ConfigFile::parse(edit->after, m_file->path());
        return edit->diff;
    }

private:
    std::optional<ConfigFile> m_file;
};

// A one-line loader edit as LoaderPatcher would show it, label relative to the submodule.
QString loaderDiff(const QString& file, int line, const QString& oldText, const QString& newText)
{
    QFile source(kDemo + QStringLiteral("/third_party/tt_forge_models/") + file);
    if (!source.open(QIODevice::ReadOnly))
        return {};
    const QByteArray before = source.readAll();
    QList<QByteArray> lines = before.split('\n');
    lines[line - 1].replace(oldText.toUtf8(), newText.toUtf8());
    return UnifiedDiff::make(before, lines.join('\n'), file);
}

JUnitReport junit(const char* name)
{
    const Result<JUnitReport> report =
        JUnitReader::read(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/") + QLatin1StringView(name));
    return report ? *report : JUnitReport{};
}

Record::EntryResult entryResult(const QString& key, const QString& variant, const QString& name,
                                const Record::CpuRun& before, const Record::CpuRun& after)
{
    Record::EntryResult entry;
    entry.key = key;
    entry.variant = variant;
    entry.modelInfoName = name;
    entry.scopeNote = key == kSpeecht5 || key == kDetr50 || key == kDla1x || key == kWav2vec2
                          ? QStringLiteral("the triaged entry")
                          : QStringLiteral("same loader; its BFLOAT16 phase fails the same way");
    entry.cpuBefore = before;
    entry.cpuAfter = after;
    return entry;
}

// Step 7 for one entry: pytest's verdict, the YAML plan (branch B after a working
// fix, A for op-not-implemented), written to the file.
void verifyB(Record::EntryResult& entry, const JUnitReport& report, TrainingYaml& yaml,
             QString& yamlDiff)
{
    const JUnitCase junitCase = report.outcomeFor(entry.key);
    entry.pytest = Record::Pytest::fromCase(junitCase);
    const Entry before = yaml.entry(entry.key);
    const YamlPlan plan = YamlPlan::branchB(before, *junitCase.pytestOutcome(),
                                            junitCase.errorText(), {}, report.logText);
    entry.yaml = Record::YamlState::fromPlan(before, plan);
    entry.yaml.written = entry.yaml.changed;
    yamlDiff += yaml.apply(plan);
}

void verifyA(Record::EntryResult& entry, const JUnitReport& report, TrainingYaml& yaml,
             QString& yamlDiff)
{
    const JUnitCase junitCase = report.outcomeFor(entry.key);
    entry.pytest = Record::Pytest::fromCase(junitCase);
    const Entry before = yaml.entry(entry.key);
    const YamlPlan plan = YamlPlan::branchA(before, kCdistReason, *junitCase.pytestOutcome());
    entry.yaml = Record::YamlState::fromPlan(before, plan);
    entry.yaml.written = entry.yaml.changed;
    yamlDiff += yaml.apply(plan);
}

Record base(const QString& key, const QString& variant, const QString& name, const QString& model)
{
    Record record;
    record.key = key;
    record.variant = variant;
    record.modelInfoName = name;
    record.loaderPath = QStringLiteral("third_party/tt_forge_models/%1/loader.py").arg(model);
    record.configPath = HardRules::trainingConfigPath();
    record.decision = Decision::Action::Proceed;
    record.junitSource = QStringLiteral("/home/me/.local/share/dtype-triage/sessions/s1/pytest-1.xml");
    record.inference.checked = true;
    record.state = Record::State::Done;
    record.started = at(10, 0);
    record.updated = at(10, 7);
    record.finished = at(10, 7);
    return record;
}

Record::Fix fixAt(const QString& file, int line, const QString& kind, const QString& edit,
                  const QString& before, const QString& after)
{
    Record::Fix fix;
    fix.result = Record::Fix::Result::Works;
    fix.file = file;
    fix.line = line;
    fix.kind = kind;
    fix.edit = edit;
    fix.before = before;
    fix.after = after;
    fix.formatter = QStringLiteral("black 23.1.0");
    return fix;
}

const QString kSpeechBefore = QStringLiteral(
    "        decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins))");
const QString kSpeechAfter = QStringLiteral(
    "        decoder_input_values = torch.zeros(\n"
    "            (1, 1, self.model.config.num_mel_bins), dtype=dtype_override\n"
    "        )");

// Case a: the fix works on CPU; pytest then fails in tt-mlir: branch B, xfail.
Record caseA(TrainingYaml& yaml)
{
    Record r = base(kSpeecht5, QStringLiteral("Tts"), QStringLiteral("pytorch_SpeechT5_Tts_mm_tts_huggingface"),
                    QStringLiteral("speecht5/pytorch"));
    r.flavor = Flavor::CrossDtype;
    r.gateReason = kMat1Reason;
    r.fix = fixAt(QStringLiteral("speecht5/pytorch/loader.py"), 119, QStringLiteral("add_dtype"),
                  QStringLiteral("add dtype=dtype_override to torch.zeros(...)"), kSpeechBefore.trimmed(),
                  kSpeechAfter.trimmed());
    r.fix.why = QStringLiteral("decoder_input_values is the only floating input still float32 in the "
                               "BFLOAT16 phase; it comes from this call");
    const QList<Record::DumpedInput> dump{input("input_ids", "torch.int64", "(1, 22)"),
                                          input("attention_mask", "torch.int64", "(1, 22)"),
                                          input("decoder_input_values", "torch.float32", "(1, 1, 8)")};
    Record::EntryResult e = entryResult(kSpeecht5, QStringLiteral("Tts"), r.modelInfoName,
                                        {failed(kMat1Cpu, QStringLiteral("src/model.py:61"), dump), ok()},
                                        kBothOk);
    verifyB(e, junit("demo_after_speecht5_fix.xml"), yaml, r.yamlDiff);
    r.entries = {e};
    r.inference.stale = {{QStringLiteral("speecht5/pytorch-Tts-single_device-inference"),
                          QStringLiteral("KNOWN_FAILURE_XFAIL"), kMat1Reason,
                          QStringLiteral("its pytest run passes after the fix")}};
    r.loaderDiff = loaderDiff(r.fix.file, 119, kSpeechBefore, kSpeechAfter);
    return r;
}

// Case c: one constructor serves three variants; the fourth passes bf16 on CPU.
Record caseC(TrainingYaml& yaml, const JUnitReport& after)
{
    Record r = base(kDetr50, QStringLiteral("ResNet50"),
                    QStringLiteral("pytorch_DETR_ResNet50_cv_object_det_huggingface"),
                    QStringLiteral("detr/pytorch"));
    r.flavor = Flavor::CrossDtype;
    r.gateReason = kMat1Reason;
    const QString before = QStringLiteral("pixel_mask = torch.ones((batch_size, 4, 4))");
    const QString fixed = QStringLiteral("pixel_mask = torch.ones((batch_size, 4, 4), dtype=dtype_override)");
    r.fix = fixAt(QStringLiteral("detr/pytorch/loader.py"), 139, QStringLiteral("add_dtype"),
                  QStringLiteral("add dtype=dtype_override to torch.ones(...)"), before, fixed);
    const QList<Record::DumpedInput> dump{input("pixel_values", "torch.bfloat16", "(1, 3, 16, 16)"),
                                          input("pixel_mask", "torch.float32", "(1, 4, 4)")};
    const Record::CpuRun failing{failed(kMat1Cpu, QStringLiteral("loader.py:54"), dump), ok()};
    const QString prefix = QStringLiteral("pytorch_DETR_%1_cv_object_det_huggingface");
    for (const char* variant : {"ResNet50", "ResNet101", "ResNet50_DC5"}) {
        const QString v = QLatin1StringView(variant);
        Record::EntryResult e = entryResult(QStringLiteral("detr/pytorch-%1-single_device-training").arg(v),
                                            v, prefix.arg(v), failing, kBothOk);
        verifyB(e, after, yaml, r.yamlDiff);
        r.entries.append(e);
    }
    Record::EntryResult noMask = entryResult(kDetrNoMask, QStringLiteral("ResNet50_NoMask"),
                                             prefix.arg(QStringLiteral("ResNet50_NoMask")), kBothOk, {});
    noMask.included = false;
    noMask.scopeNote = QStringLiteral("its BFLOAT16 phase passes on CPU (no pixel mask): left alone");
    r.entries.append(noMask);
    r.loaderDiff = loaderDiff(r.fix.file, 139, before, fixed);
    return r;
}

// Case d: op not implemented for BFloat16: no loader edit, branch A for both variants.
Record caseD(TrainingYaml& yaml, const JUnitReport& after)
{
    Record r = base(kDla1x, QStringLiteral("Dla1x_Coco"),
                    QStringLiteral("pytorch_CenterNet_Dla1x_Coco_cv_object_det_github"),
                    QStringLiteral("centernet/pytorch"));
    r.flavor = Flavor::OpNotImplemented;
    r.gateReason = kCdistReason;
    r.fix.why = QStringLiteral("op_not_implemented: CPU cdist has no bfloat16 kernel, nothing in the "
                               "loader can fix that");
    const Record::CpuRun failing{
        failed(QStringLiteral("RuntimeError: \"cdist\" not implemented for 'BFloat16'"),
               QStringLiteral("loader.py:47"), {input("<single>", "torch.bfloat16", "(1, 3, 16, 16)")}),
        ok()};
    for (const char* variant : {"Dla1x_Coco", "Dla2x_Coco"}) {
        const QString v = QLatin1StringView(variant);
        Record::EntryResult e = entryResult(QStringLiteral("centernet/pytorch-%1-single_device-training").arg(v), v,
                                            QStringLiteral("pytorch_CenterNet_%1_cv_object_det_github").arg(v),
                                            failing, {});
        verifyA(e, after, yaml, r.yamlDiff);
        r.entries.append(e);
    }
    return r;
}

// Case i: numpy_conversion: .float() before .numpy().
Record caseI(TrainingYaml& yaml, const JUnitReport& after)
{
    Record r = base(kWav2vec2, QStringLiteral("Base"), QStringLiteral("pytorch_Wav2Vec2_Base_audio_cls_huggingface"),
                    QStringLiteral("wav2vec2/pytorch"));
    r.flavor = Flavor::NumpyConversion;
    r.gateReason = kNumpyError;
    const QString before = QStringLiteral("peak = np.abs(waveform.numpy()).max()");
    const QString fixed = QStringLiteral("peak = np.abs(waveform.float().numpy()).max()");
    r.fix = fixAt(QStringLiteral("wav2vec2/pytorch/loader.py"), 97, QStringLiteral("float_before_numpy"),
                  QStringLiteral("upcast with .float() before .numpy()"), before, fixed);
    Record::EntryResult e = entryResult(kWav2vec2, QStringLiteral("Base"), r.modelInfoName,
                                        {failed(kNumpyError, QStringLiteral("loader.py:97")),
                                         ok({input("input_values", "torch.float32", "(1, 64)")})},
                                        kBothOk);
    verifyB(e, after, yaml, r.yamlDiff);
    r.entries = {e};
    r.loaderDiff = loaderDiff(r.fix.file, 97, before, fixed);
    return r;
}

QString readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestReportWriter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void recordsAreRealistic();
    void title();
    void summaryRowsExact();
    void summaryTableInMarkdown();
    void caseASections();
    void caseCScope();
    void caseDNoEdit();
    void observedOnTtAndRunnerVerdict();
    void float16OnlyWithNumpy();
    void patchesInDiffBlocks();
    void htmlIsSelfContained();
    void htmlEscapes();
    void markdownEscapes();
    void jsonFieldsAndRoundTrip();
    void singleRecordJsonReads();
    void badJsonIsError();
    void writeFilesBatch();
    void writeFilesWithoutLoaderEdit();
    void writeFilesBadFolder();
    void patchesHoldOnlyWhatIsOnDisk();
    void writeFileEachFormat();
    void writeFileBadPath();
    void fixtureIsCurrent();
    void importedJUnitMarked();
    void caseIDumps();
    void patchesApply();

private:
    Record m_a, m_c, m_d, m_i;
    QByteArray m_finalYaml;  // the training YAML after the whole batch
    QList<Record> batch() const { return {m_a, m_c, m_d, m_i}; }
    const QDateTime m_generated = at(10, 30);
};

void TestReportWriter::initTestCase()
{
    TrainingYaml yaml;
    QVERIFY(yaml.isLoaded());
    const JUnitReport after = junit("demo_after_all_fixes.xml");
    QCOMPARE(after.cases.size(), 19);
    m_a = caseA(yaml);
    m_c = caseC(yaml, after);
    m_d = caseD(yaml, after);
    m_i = caseI(yaml, after);
    m_finalYaml = yaml.bytes();
}

// The engine pieces gave what CASES.md says they should.
void TestReportWriter::recordsAreRealistic()
{
    const Record::EntryResult& a = m_a.entries.first();
    QCOMPARE(a.pytest.errorLine, kTtir);
    QCOMPARE(a.yaml.branch, QStringLiteral("B"));
    QCOMPARE(a.yaml.after.full(),
             QStringLiteral("KNOWN_FAILURE_XFAIL, FAILED_TTMLIR_COMPILATION, reason: \"%1\"").arg(kTtir));
    QVERIFY(m_a.yamlDiff.contains(QStringLiteral("+    reason: \"%1\"").arg(kTtir)));
    QVERIFY(m_a.loaderDiff.startsWith(QStringLiteral("--- a/speecht5/pytorch/loader.py\n")));
    QCOMPARE(m_c.entries.size(), 4);
    QCOMPARE(m_c.entries[1].yaml.after.assertPcc, QStringLiteral("false"));
    QVERIFY(m_d.loaderDiff.isEmpty());
    QVERIFY(!m_d.entries[1].yaml.changed);
    QVERIFY(m_d.entries[0].yaml.changed);
    QCOMPARE(m_i.entries.first().yaml.after.state(), QStringLiteral("EXPECTED_PASSING"));
}

void TestReportWriter::title()
{
    const ReportWriter writer(batch(), m_generated);
    QCOMPARE(writer.title(), QStringLiteral("bfloat16 training triage: speecht5/pytorch, detr/pytorch, "
                                            "centernet/pytorch, wav2vec2/pytorch"));
    QVERIFY(writer.markdown().startsWith(
        QStringLiteral("# bfloat16 training triage: `speecht5/pytorch`, `detr/pytorch`, "
                       "`centernet/pytorch`, `wav2vec2/pytorch`\n")));
}

void TestReportWriter::summaryRowsExact()
{
    const QStringList rows = ReportWriter(batch(), m_generated).summaryRows();
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
    const ReportWriter writer(batch(), m_generated);
    const QString md = writer.markdown();
    const QString header = QStringLiteral(
        "| key | flavor | CPU before | fix | CPU after | pytest | YAML state | review |\n"
        "| --- | --- | --- | --- | --- | --- | --- | --- |\n");
    QVERIFY(md.contains(header + writer.summaryRows().join(u'\n') + u'\n'));
    QVERIFY(md.contains(QStringLiteral("Triaged with dtype-triage: 7 training entries; loader edits "
                                       "(uncommitted in the submodule): 3; items for human review: 1.")));
    // The left-alone variant is no row of the table.
    QVERIFY(!writer.summaryRows().join(u'\n').contains(kDetrNoMask));
}

// Every docs/triage.md §3 item for case a, in the Markdown.
void TestReportWriter::caseASections()
{
    const QString md = ReportWriter({m_a}, m_generated).markdown();
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
        "- **BFLOAT16:** failed — `RuntimeError: mat1 and mat2 must have the same dtype` at `src/model.py:61`",
        "- BFLOAT16 inputs: `input_ids` torch.int64 (1, 22); `attention_mask` torch.int64 (1, 22); "
        "`decoder_input_values` torch.float32 (1, 1, 8)",
        "- **FLOAT32:** ok\n- **Decision:**",
        "- **Decision:** `proceed` — The bfloat16 failure reproduces on CPU and float32 passes",
        // the fix and the CPU outcome after
        "### Fix",
        "- **Edit:** `speecht5/pytorch/loader.py:119` — add dtype=dtype\\_override to torch.zeros(...)",
        "- Before: `decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins))`",
        "- After: `decoder_input_values = torch.zeros( (1, 1, self.model.config.num_mel_bins), "
        "dtype=dtype_override )`",
        "- Formatter: black 23.1.0",
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
    const QString md = ReportWriter({m_c}, m_generated).markdown();
    QVERIFY(md.contains(QStringLiteral(
        "- `detr/pytorch-ResNet50_NoMask-single_device-training` — **left alone**: its BFLOAT16 phase "
        "passes on CPU (no pixel mask): left alone (CPU before: bf16 ok, fp32 ok; after: —)")));
    QVERIFY(md.contains(QStringLiteral("- `detr/pytorch-ResNet101-single_device-training` — **included**")));
    QVERIFY(md.contains(QStringLiteral(
        "- **pytest:** failed — `PCC comparison failed. Calculated: PCC = 0.8703. Required: PCC = 0.99.` "
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

void TestReportWriter::caseDNoEdit()
{
    const QString md = ReportWriter({m_d}, m_generated).markdown();
    QVERIFY(md.contains(QStringLiteral("### Fix\n\nNo loader edit: op\\_not\\_implemented: CPU cdist has no "
                                       "bfloat16 kernel, nothing in the loader can fix that\n")));
    QVERIFY(md.contains(QStringLiteral("- **YAML (branch A):** `NOT_SUPPORTED_SKIP, FAILED_FE_COMPILATION, "
                                       "reason: \"%1\"` → `KNOWN_FAILURE_XFAIL, FAILED_FE_COMPILATION, "
                                       "reason: \"%1\"`").arg(kCdistReason)));
    QVERIFY(md.contains(QStringLiteral("- Change: none (the entry already says this)")));
    QVERIFY(!md.contains(QStringLiteral("### Uncommitted loader edit")));
    QVERIFY(md.contains(QStringLiteral("### Loader (in the submodule `third_party/tt_forge_models`)\n\n"
                                       "No loader edit.\n")));
    QVERIFY(md.contains(QStringLiteral("```diff\n") + m_d.yamlDiff + QStringLiteral("```\n")));
}

// Branch A where pytest failed later than the CPU did: the report says what was
// observed and that it differs; the runner's own verdict and the batch size too.
void TestReportWriter::observedOnTtAndRunnerVerdict()
{
    Record d = m_d;
    d.batchSize = QStringLiteral("2, from the runner's DEFAULT_TRAINING_BATCH_SIZE");
    d.entries[0].yaml.observedError = QStringLiteral("error: 'ttir.gather' op invalid start index");
    d.entries[0].pytest.runnerStatus = QStringLiteral("FAILED_TTMLIR_COMPILATION");
    const QString md = ReportWriter({d}, m_generated).markdown();
    QVERIFY2(md.contains(QStringLiteral("Observed on TT: `error: 'ttir.gather' op invalid start index` (differs from "
                                        "the CPU error)")),
             qPrintable(md));
    QVERIFY(md.contains(QStringLiteral("(runner: `FAILED_TTMLIR_COMPILATION`)")));
    QVERIFY(QString(md).remove(u'\\').contains(  // plain text: Markdown escapes its underscores
        QStringLiteral("Training batch size in the repro: 2, from the runner's DEFAULT_TRAINING_BATCH_SIZE")));
    QVERIFY(!ReportWriter({m_d}, m_generated).markdown().contains(QLatin1String("Observed on TT")));
}

void TestReportWriter::float16OnlyWithNumpy()
{
    const QString paragraph = ReportWriter::float16Explanation();
    for (const char* needle : {"t.float().numpy()", "lossless", "8 exponent bits", "max ≈ 3.39e38",
                               "max 65504", "overflow to inf", "flush to zero"}) {
        QVERIFY2(paragraph.contains(QString::fromUtf8(needle)), needle);
    }
    const QString withNumpy = ReportWriter(batch(), m_generated).markdown();
    QVERIFY(withNumpy.contains(QStringLiteral("## Why the numpy fix upcasts, and never to float16\n\n")
                               + paragraph + u'\n'));
    QVERIFY(ReportWriter({m_i}, m_generated).html().contains(paragraph.toHtmlEscaped()));
    const QString without = ReportWriter({m_a, m_c, m_d}, m_generated).markdown();
    QVERIFY(!without.contains(QStringLiteral("65504")));
    if (qEnvironmentVariableIsSet("DTRIAGE_DUMP_REPORT")) {  // for eyeballing the output
        const Result<ReportFiles> files =
            ReportWriter(batch(), m_generated).writeFiles(qEnvironmentVariable("DTRIAGE_DUMP_REPORT"));
        QVERIFY(files);
    }
}

void TestReportWriter::patchesInDiffBlocks()
{
    const ReportWriter writer(batch(), m_generated);
    QCOMPARE(writer.loaderPatch(), m_a.loaderDiff + m_c.loaderDiff + m_i.loaderDiff);
    QCOMPARE(writer.yamlPatch(), m_a.yamlDiff + m_c.yamlDiff + m_d.yamlDiff + m_i.yamlDiff);
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
    const QString html = ReportWriter(batch(), m_generated).html();
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
    QVERIFY(html.contains(QStringLiteral("<title>bfloat16 training triage: speecht5/pytorch, detr/pytorch, "
                                         "centernet/pytorch, wav2vec2/pytorch</title>")));
}

void TestReportWriter::htmlEscapes()
{
    Record hostile = m_a;
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
    Record hostile = m_a;
    hostile.gateReason = QStringLiteral("RuntimeError: `x` | <script> & BFloat16");
    hostile.review = {QStringLiteral("check <b>this</b> & *that* | [link](http://x)")};
    const QString md = ReportWriter({hostile}, m_generated).markdown();
    // In a code span the text stays verbatim; the fence outgrows the backticks inside.
    QVERIFY(md.contains(QStringLiteral("``RuntimeError: `x` | <script> & BFloat16``")));
    QVERIFY(md.contains(QStringLiteral(
        "- check \\<b\\>this\\</b\\> \\& \\*that\\* \\| \\[link\\](http://x)")));
    QVERIFY(!md.contains(QStringLiteral("<b>")));
}

void TestReportWriter::jsonFieldsAndRoundTrip()
{
    const ReportWriter writer(batch(), m_generated);
    const QJsonObject root = QJsonDocument::fromJson(writer.json()).object();
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("dtype-triage-report"));
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("generated")).toString(), QStringLiteral("2026-05-12T10:30:00.000Z"));
    QCOMPARE(root.value(QStringLiteral("title")).toString(), writer.title());
    const QJsonArray records = root.value(QStringLiteral("records")).toArray();
    QCOMPARE(records.size(), 4);

    const QJsonObject a = records[0].toObject();
    QCOMPARE(a.value(QStringLiteral("key")).toString(), kSpeecht5);
    QCOMPARE(a.value(QStringLiteral("loader_path")).toString(),
             QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py"));
    QCOMPARE(a.value(QStringLiteral("flavor")).toString(), QStringLiteral("cross_dtype"));
    QCOMPARE(a.value(QStringLiteral("decision")).toString(), QStringLiteral("proceed"));
    const QJsonObject fix = a.value(QStringLiteral("fix")).toObject();
    QCOMPARE(fix.value(QStringLiteral("result")).toString(), QStringLiteral("works"));
    QCOMPARE(fix.value(QStringLiteral("line")).toInt(), 119);
    QCOMPARE(fix.value(QStringLiteral("formatter")).toString(), QStringLiteral("black 23.1.0"));
    const QJsonObject entry = a.value(QStringLiteral("entries")).toArray().first().toObject();
    QCOMPARE(entry.value(QStringLiteral("cpu_before")).toObject().value(QStringLiteral("bf16"))
                 .toObject().value(QStringLiteral("result")).toString(),
             QStringLiteral("failed"));
    QCOMPARE(entry.value(QStringLiteral("pytest")).toObject().value(QStringLiteral("outcome")).toString(),
             QStringLiteral("failed"));
    QCOMPARE(entry.value(QStringLiteral("yaml")).toObject().value(QStringLiteral("after")).toObject()
                 .value(QStringLiteral("bringup_status")).toString(),
             QStringLiteral("FAILED_TTMLIR_COMPILATION"));
    QCOMPARE(a.value(QStringLiteral("inference")).toObject().value(QStringLiteral("stale")).toArray()
                 .first().toObject().value(QStringLiteral("key")).toString(),
             QStringLiteral("speecht5/pytorch-Tts-single_device-inference"));
    QCOMPARE(a.value(QStringLiteral("patches")).toObject().value(QStringLiteral("loader")).toString(),
             m_a.loaderDiff);

    const Result<QList<Record>> back = ReportWriter::recordsFromJson(writer.json());
    QVERIFY2(back, back ? "" : qPrintable(back.error().toString()));
    QCOMPARE(back->size(), 4);
    for (qsizetype i = 0; i < back->size(); ++i)
        QVERIFY2(back->at(i) == batch().at(i), qPrintable(batch().at(i).key));
    QCOMPARE(ReportWriter(*back, m_generated).markdown(), writer.markdown());
}

void TestReportWriter::singleRecordJsonReads()
{
    const QByteArray json = QJsonDocument(m_c.toJson()).toJson();
    const Result<QList<Record>> back = ReportWriter::recordsFromJson(json);
    QVERIFY(back);
    QCOMPARE(back->size(), 1);
    QVERIFY(back->first() == m_c);
}

void TestReportWriter::badJsonIsError()
{
    QVERIFY(!ReportWriter::recordsFromJson("not json"));
    QVERIFY(!ReportWriter::recordsFromJson("[1, 2]"));
    QVERIFY(!ReportWriter::recordsFromJson(R"({"format":"dtype-triage-report","version":99,"records":[]})"));
    const Result<QList<Record>> bad = ReportWriter::recordsFromJson(
        R"({"format":"dtype-triage-report","version":1,"records":[{"schema":1,"key":"k","state":"exploded"}]})");
    QVERIFY(!bad);
    QVERIFY(bad.error().message.contains(QStringLiteral("exploded")));
}

void TestReportWriter::writeFilesBatch()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("export/batch"));
    const ReportWriter writer(batch(), m_generated);
    const Result<ReportFiles> files = writer.writeFiles(folder);
    QVERIFY2(files, files ? "" : qPrintable(files.error().toString()));
    QCOMPARE(files->all().size(), 5);
    QCOMPARE(files->loaderPatch, folder + QStringLiteral("/loader.patch"));
    QCOMPARE(files->yamlPatch, folder + QStringLiteral("/yaml.patch"));
    QCOMPARE(readBytes(files->loaderPatch),
             (m_a.loaderDiff + m_c.loaderDiff + m_i.loaderDiff).toUtf8());
    QCOMPARE(readBytes(files->yamlPatch),
             (m_a.yamlDiff + m_c.yamlDiff + m_d.yamlDiff + m_i.yamlDiff).toUtf8());
    QCOMPARE(readFile(files->markdown), writer.markdown());
    QCOMPARE(readFile(files->html), writer.html());
    QCOMPARE(readBytes(files->json), writer.json());

    // One record: each patch file is byte-equal to that record's diff.
    const QString single = tmp.filePath(QStringLiteral("single"));
    const Result<ReportFiles> one = ReportWriter({m_a}, m_generated).writeFiles(single);
    QVERIFY(one);
    QCOMPARE(readBytes(one->loaderPatch), m_a.loaderDiff.toUtf8());
    QCOMPARE(readBytes(one->yamlPatch), m_a.yamlDiff.toUtf8());
}

void TestReportWriter::writeFilesWithoutLoaderEdit()
{
    QTemporaryDir tmp;
    const Result<ReportFiles> files = ReportWriter({m_d}, m_generated).writeFiles(tmp.path());
    QVERIFY(files);
    QVERIFY(files->loaderPatch.isEmpty());
    QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("loader.patch"))));
    QCOMPARE(readBytes(files->yamlPatch), m_d.yamlDiff.toUtf8());
    QCOMPARE(files->all().size(), 4);
}

// A declined YAML plan and a reverted loader fix stay in their sections, but the
// patch files hold only what reached the disk, so they apply in order.
void TestReportWriter::patchesHoldOnlyWhatIsOnDisk()
{
    Record declined = m_a;
    for (Record::EntryResult& entry : declined.entries)
        entry.yaml.written = false;
    declined.fix.result = Record::Fix::Result::Reverted;
    const ReportWriter writer({declined, m_d}, m_generated);
    QCOMPARE(writer.yamlPatch(), m_d.yamlDiff.endsWith(QLatin1Char('\n')) ? m_d.yamlDiff : m_d.yamlDiff + QLatin1Char('\n'));
    QVERIFY(writer.loaderPatch().isEmpty());
    QVERIFY(writer.markdown().contains(declined.key));
    const ReportWriter both({m_a, m_d}, m_generated);
    QVERIFY(both.yamlPatch().startsWith(m_a.yamlDiff));
    QVERIFY(both.loaderPatch().startsWith(m_a.loaderDiff));
}

void TestReportWriter::writeFilesBadFolder()
{
    QTemporaryDir tmp;
    const QString blocker = tmp.filePath(QStringLiteral("a-file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const Result<ReportFiles> files = ReportWriter({m_a}, m_generated).writeFiles(blocker + QStringLiteral("/sub"));
    QVERIFY(!files);
    QCOMPARE(files.error().file, blocker + QStringLiteral("/sub"));
}

// One export at a time (the report dialog's buttons): the exact bytes, atomically.
void TestReportWriter::writeFileEachFormat()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const ReportWriter writer(batch(), m_generated);
    const QList<QPair<ReportFormat, QByteArray>> expected{
        {ReportFormat::Markdown, writer.markdown().toUtf8()},
        {ReportFormat::Html, writer.html().toUtf8()},
        {ReportFormat::Json, writer.json()},
        {ReportFormat::LoaderPatch, (m_a.loaderDiff + m_c.loaderDiff + m_i.loaderDiff).toUtf8()},
        {ReportFormat::YamlPatch, (m_a.yamlDiff + m_c.yamlDiff + m_d.yamlDiff + m_i.yamlDiff).toUtf8()},
    };
    QStringList names;
    for (const auto& [format, bytes] : expected) {
        QCOMPARE(writer.bytes(format), bytes);
        names.append(ReportWriter::fileName(format));
        const QString path = tmp.filePath(QStringLiteral("chosen-") + ReportWriter::fileName(format));
        const Result<QString> written = writer.writeFile(format, path);
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        QCOMPARE(*written, path);
        QCOMPARE(readBytes(path), bytes);
    }
    QCOMPARE(names, (QStringList{"report.md", "report.html", "report.json", "loader.patch", "yaml.patch"}));

    // Over an existing file: replaced whole, no temp file left beside it.
    const QString path = tmp.filePath(QStringLiteral("again.md"));
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write(QByteArray(100000, 'x'));
    old.close();
    const ReportWriter one({m_d}, m_generated);
    QVERIFY(one.writeFile(ReportFormat::Markdown, path));
    QCOMPARE(readFile(path), one.markdown());
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files).size(), expected.size() + 1);

    // An empty patch is still the file that was asked for.
    const QString empty = tmp.filePath(QStringLiteral("none.patch"));
    QVERIFY(one.writeFile(ReportFormat::LoaderPatch, empty));
    QVERIFY(QFile::exists(empty));
    QCOMPARE(QFileInfo(empty).size(), 0);
}

// A path the save dialog could not have produced is an error naming it, not a crash
// and not a folder made on the way.
void TestReportWriter::writeFileBadPath()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const ReportWriter writer({m_a}, m_generated);

    const QString missing = tmp.filePath(QStringLiteral("no/such/folder/report.md"));
    Result<QString> written = writer.writeFile(ReportFormat::Markdown, missing);
    QVERIFY(!written);
    QCOMPARE(written.error().file, missing);
    QVERIFY(!written.error().message.isEmpty());
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("no"))));

    const QString blocker = tmp.filePath(QStringLiteral("a-file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString underFile = blocker + QStringLiteral("/report.json");
    written = writer.writeFile(ReportFormat::Json, underFile);
    QVERIFY(!written);
    QCOMPARE(written.error().file, underFile);

    const QString folder = tmp.filePath(QStringLiteral("a-folder"));
    QVERIFY(QDir().mkpath(folder));
    written = writer.writeFile(ReportFormat::Html, folder);
    QVERIFY(!written);
    QCOMPARE(written.error().file, folder);
    QVERIFY(QFileInfo(folder).isDir());
}

// tests/data/report/records.json is this batch's json(): the widget tests and the
// screenshots load it instead of rebuilding the batch from the demo checkout.
// After a deliberate change to the records or the format, regenerate it with
// DTRIAGE_REGENERATE_FIXTURES=1.
void TestReportWriter::fixtureIsCurrent()
{
    const QString path = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/report/records.json");
    const ReportWriter writer(batch(), m_generated);
    if (qEnvironmentVariableIsSet("DTRIAGE_REGENERATE_FIXTURES")) {
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QVERIFY(writer.writeFile(ReportFormat::Json, path));
    }
    QVERIFY2(readBytes(path) == writer.json(),
             "tests/data/report/records.json is stale: run with DTRIAGE_REGENERATE_FIXTURES=1");
    const Result<QList<Record>> back = ReportWriter::recordsFromJson(readBytes(path));
    QVERIFY(back);
    QVERIFY(*back == batch());
}

void TestReportWriter::importedJUnitMarked()
{
    Record imported = m_i;
    imported.junitImported = true;
    imported.junitSource = QStringLiteral("ci-artifacts/nightly-n150/junit.xml");
    const ReportWriter writer({imported}, m_generated);
    QVERIFY(writer.summaryRows().first().contains(QStringLiteral("| passed (imported) |")));
    QVERIFY(writer.markdown().contains(QStringLiteral(
        "JUnit results imported from another run: `ci-artifacts/nightly-n150/junit.xml`")));
}

void TestReportWriter::caseIDumps()
{
    const QString md = ReportWriter({m_i}, m_generated).markdown();
    QVERIFY(md.contains(QStringLiteral("- **BFLOAT16:** failed — `%1` at `loader.py:97`\n"
                                       "- BFLOAT16 inputs: no dtype dump: the phase failed before its "
                                       "inputs existed (inside load\\_inputs)\n")
                            .arg(kNumpyError)));
    QVERIFY(md.contains(QStringLiteral("- FLOAT32 inputs: `input_values` torch.float32 (1, 64)\n")));
    QVERIFY(md.contains(QStringLiteral("- **Edit:** `wav2vec2/pytorch/loader.py:97` — upcast with "
                                       ".float() before .numpy()")));
    // A no-op plan says so and claims no write.
    const QString d = ReportWriter({m_d}, m_generated).markdown();
    QCOMPARE(d.count(QStringLiteral("Written: yes")), 1);
    QVERIFY(!d.contains(QStringLiteral("Written: no")));
}

// The exported patches are real: GNU patch applies them, in order, to the demo tree.
void TestReportWriter::patchesApply()
{
    const QString patch = QStandardPaths::findExecutable(QStringLiteral("patch"));
    // scripts/setup.sh installs it: a machine without it did not run the set-up.
    QVERIFY2(!patch.isEmpty(), "GNU patch is not installed");
    QTemporaryDir tmp;
    const QString yamlPath = tmp.filePath(HardRules::trainingConfigPath());
    QVERIFY(QDir().mkpath(QFileInfo(yamlPath).path()));
    QVERIFY(QFile::copy(kDemo + u'/' + HardRules::trainingConfigPath(), yamlPath));
    const Result<ReportFiles> files = ReportWriter(batch(), m_generated).writeFiles(tmp.filePath(QStringLiteral("out")));
    QVERIFY(files);
    QProcess run;
    run.setWorkingDirectory(tmp.path());
    run.start(patch, {QStringLiteral("-p1"), QStringLiteral("--no-backup-if-mismatch"),
                      QStringLiteral("-i"), files->yamlPatch});
    QVERIFY(run.waitForFinished(30000));
    QVERIFY2(run.exitCode() == 0, run.readAllStandardOutput().constData());
    QCOMPARE(readBytes(yamlPath), m_finalYaml);
}

QTEST_GUILESS_MAIN(TestReportWriter)
#include "tst_reportwriter.moc"
