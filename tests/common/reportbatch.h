#pragma once
// The batch the report tests write: modelled on the demo checkout's cases a
// (speecht5: fix, then a ttir error; stale inference entry), c (detr: one fix for
// three variants, the fourth left alone), d (centernet: op not implemented,
// branch A) and i (wav2vec2: numpy_conversion). The YAML plans, YAML diffs,
// loader diffs and pytest outcomes come from the real engine pieces and the real
// JUnit files. One test executable includes it.
#include "config/configeditor.h"
#include "config/configfile.h"
#include "config/unifieddiff.h"
#include "report/reportwriter.h"
#include "run/junitreader.h"
#include "yamlplan/hardrules.h"
#include "yamlplan/yamlplan.h"
#include "families/dtype/gate/dtypesignature.h"

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


namespace reportbatch {

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

inline QDateTime at(int hour, int minute)
{
    return QDateTime(QDate(2026, 5, 12), QTime(hour, minute), Qt::UTC);
}

inline Record::DumpedValue input(const char* label, const char* dtype, const char* shape)
{
    return {QString::fromLatin1(label), QString::fromLatin1(dtype), QString::fromLatin1(shape)};
}

inline Record::CpuPhase ok(const QList<Record::DumpedValue>& dump = {})
{
    return {{}, Record::CpuPhase::Result::Ok, {}, {}, dump};
}

inline Record::CpuPhase failed(const QString& error, const QString& where,
                        const QList<Record::DumpedValue>& dump = {})
{
    return {{}, Record::CpuPhase::Result::Failed, error, where, dump};
}

// The dtype family's CPU repro: its BFLOAT16 phase, then its FLOAT32 phase.
inline Record::CpuRun cpuRun(Record::CpuPhase bf16, Record::CpuPhase fp32)
{
    bf16.name = QStringLiteral("bf16");
    fp32.name = QStringLiteral("fp32");
    return {{bf16, fp32}};
}

const Record::CpuRun kBothOk = cpuRun(ok(), ok());

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
        Result<ConfigEdit> edit = ConfigEditor::plan(*m_file, plan.change, kDemo);
        if (!edit)
            return QStringLiteral("PLAN FAILED: ") + edit.error().toString();
        m_file = *ConfigFile::parse(edit->after, m_file->path());
        return edit->diff;
    }

private:
    std::optional<ConfigFile> m_file;
};

// A one-line loader edit as LoaderPatcher would show it, label relative to the submodule.
inline QString loaderDiff(const QString& file, int line, const QString& oldText, const QString& newText)
{
    QFile source(kDemo + QStringLiteral("/third_party/tt_forge_models/") + file);
    if (!source.open(QIODevice::ReadOnly))
        return {};
    const QByteArray before = source.readAll();
    QList<QByteArray> lines = before.split('\n');
    lines[line - 1].replace(oldText.toUtf8(), newText.toUtf8());
    return UnifiedDiff::make(before, lines.join('\n'), file);
}

inline JUnitReport junit(const char* name)
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
    const YamlPlan plan = YamlPlan::branchB(DtypeSignature{}, before, *junitCase.pytestOutcome(),
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
    const YamlPlan plan = YamlPlan::branchA(DtypeSignature{}, before, kCdistReason, *junitCase.pytestOutcome());
    entry.yaml = Record::YamlState::fromPlan(before, plan);
    entry.yaml.written = entry.yaml.changed;
    yamlDiff += yaml.apply(plan);
}

inline Record base(const QString& key, const QString& variant, const QString& name, const QString& model)
{
    Record record;
    record.key = key;
    record.variant = variant;
    record.modelInfoName = name;
    record.loaderPath = QStringLiteral("third_party/tt_forge_models/%1/loader.py").arg(model);
    record.configPath = HardRules::trainingConfigPath();
    record.decision = QStringLiteral("proceed");
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
    // The demo's case: the checkout's Python has Debian's black, the loaders pin 22.3.0.
    fix.setFormatting(QStringLiteral("black 23.1.0"), QStringLiteral("checkout"),
                      {QStringLiteral("22.3.0"), QStringLiteral("third_party/tt_forge_models/.pre-commit-config.yaml")});
    return fix;
}

const QString kSpeechBefore = QStringLiteral(
    "        decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins))");
const QString kSpeechAfter = QStringLiteral(
    "        decoder_input_values = torch.zeros(\n"
    "            (1, 1, self.model.config.num_mel_bins), dtype=dtype_override\n"
    "        )");

// Case a: the fix works on CPU; pytest then fails in tt-mlir: branch B, xfail.
inline Record caseA(TrainingYaml& yaml)
{
    Record r = base(kSpeecht5, QStringLiteral("Tts"), QStringLiteral("pytorch_SpeechT5_Tts_mm_tts_huggingface"),
                    QStringLiteral("speecht5/pytorch"));
    r.flavor = QStringLiteral("cross_dtype");
    r.gateReason = kMat1Reason;
    r.fix = fixAt(QStringLiteral("speecht5/pytorch/loader.py"), 119, QStringLiteral("add_dtype"),
                  QStringLiteral("add dtype=dtype_override to torch.zeros(...)"), kSpeechBefore.trimmed(),
                  kSpeechAfter.trimmed());
    r.fix.why = QStringLiteral("decoder_input_values is the only floating input still float32 in the "
                               "BFLOAT16 phase; it comes from this call");
    const QList<Record::DumpedValue> dump{input("input_ids", "torch.int64", "(1, 22)"),
                                          input("attention_mask", "torch.int64", "(1, 22)"),
                                          input("decoder_input_values", "torch.float32", "(1, 1, 8)")};
    Record::EntryResult e = entryResult(kSpeecht5, QStringLiteral("Tts"), r.modelInfoName,
                                        cpuRun(failed(kMat1Cpu, QStringLiteral("src/model.py:61"), dump), ok()),
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
inline Record caseC(TrainingYaml& yaml, const JUnitReport& after)
{
    Record r = base(kDetr50, QStringLiteral("ResNet50"),
                    QStringLiteral("pytorch_DETR_ResNet50_cv_object_det_huggingface"),
                    QStringLiteral("detr/pytorch"));
    r.flavor = QStringLiteral("cross_dtype");
    r.gateReason = kMat1Reason;
    const QString before = QStringLiteral("pixel_mask = torch.ones((batch_size, 4, 4))");
    const QString fixed = QStringLiteral("pixel_mask = torch.ones((batch_size, 4, 4), dtype=dtype_override)");
    r.fix = fixAt(QStringLiteral("detr/pytorch/loader.py"), 139, QStringLiteral("add_dtype"),
                  QStringLiteral("add dtype=dtype_override to torch.ones(...)"), before, fixed);
    const QList<Record::DumpedValue> dump{input("pixel_values", "torch.bfloat16", "(1, 3, 16, 16)"),
                                          input("pixel_mask", "torch.float32", "(1, 4, 4)")};
    const Record::CpuRun failing = cpuRun(failed(kMat1Cpu, QStringLiteral("loader.py:54"), dump), ok());
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
inline Record caseD(TrainingYaml& yaml, const JUnitReport& after)
{
    Record r = base(kDla1x, QStringLiteral("Dla1x_Coco"),
                    QStringLiteral("pytorch_CenterNet_Dla1x_Coco_cv_object_det_github"),
                    QStringLiteral("centernet/pytorch"));
    r.flavor = QStringLiteral("op_not_implemented");
    r.gateReason = kCdistReason;
    r.fix.why = QStringLiteral("op_not_implemented: CPU cdist has no bfloat16 kernel, nothing in the "
                               "loader can fix that");
    const Record::CpuRun failing = cpuRun(
        failed(QStringLiteral("RuntimeError: \"cdist\" not implemented for 'BFloat16'"),
               QStringLiteral("loader.py:47"), {input("<single>", "torch.bfloat16", "(1, 3, 16, 16)")}),
        ok());
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
inline Record caseI(TrainingYaml& yaml, const JUnitReport& after)
{
    Record r = base(kWav2vec2, QStringLiteral("Base"), QStringLiteral("pytorch_Wav2Vec2_Base_audio_cls_huggingface"),
                    QStringLiteral("wav2vec2/pytorch"));
    r.flavor = QStringLiteral("numpy_conversion");
    r.gateReason = kNumpyError;
    const QString before = QStringLiteral("peak = np.abs(waveform.numpy()).max()");
    const QString fixed = QStringLiteral("peak = np.abs(waveform.float().numpy()).max()");
    r.fix = fixAt(QStringLiteral("wav2vec2/pytorch/loader.py"), 97, QStringLiteral("float_before_numpy"),
                  QStringLiteral("upcast with .float() before .numpy()"), before, fixed);
    Record::EntryResult e = entryResult(kWav2vec2, QStringLiteral("Base"), r.modelInfoName,
                                        cpuRun(failed(kNumpyError, QStringLiteral("loader.py:97")),
                                               ok({input("input_values", "torch.float32", "(1, 64)")})),
                                        kBothOk);
    verifyB(e, after, yaml, r.yamlDiff);
    r.entries = {e};
    r.loaderDiff = loaderDiff(r.fix.file, 97, before, fixed);
    return r;
}

inline QString readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

inline QByteArray readBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The four records and the YAML they leave, built once per test executable.
struct ReportBatch {
    Record a, c, d, i;
    QByteArray finalYaml;  // the training YAML after the whole batch
    QList<Record> records() const { return {a, c, d, i}; }

    bool build()
    {
        TrainingYaml yaml;
        if (!yaml.isLoaded())
            return false;
        const JUnitReport after = junit("demo_after_all_fixes.xml");
        if (after.cases.size() != 19)
            return false;
        a = caseA(yaml);
        c = caseC(yaml, after);
        d = caseD(yaml, after);
        i = caseI(yaml, after);
        finalYaml = yaml.bytes();
        return true;
    }
};

}  // namespace reportbatch

using namespace reportbatch;
