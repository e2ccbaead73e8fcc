#include "session/triagesession.h"

#include "analysis/loaderanalyzer.h"
#include "analysis/loaderedit.h"
#include "config/unifieddiff.h"
#include "run/pytestjob.h"
#include "run/warmworker.h"
#include "triage/hardrules.h"
#include "triage/signatures.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QMetaEnum>
#include <QRegularExpression>
#include <QSaveFile>
#include <QThread>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace dtriage {

// Everything step 1 finds, built on a worker thread (YAML parsing, loader analysis
// and the interpreter probe all block) and handed to the GUI thread as one value.
struct TriageSession::Resolution {
    Checkout checkout;
    ConfigFile training;
    std::optional<ConfigFile> inference;
    Entry entry;
    TestKey key;
    QString loaderPath;  // absolute
    QString modelInfoName;
    std::optional<LoaderAnalysis> analysis;  // for model_info names of the variants
    Result<PythonCommand> python = std::unexpected(Error{});  // probed after the gate
    std::optional<ResumePoint> resumePoint;  // resume(): decided with the loader on disk
};

namespace {

constexpr auto kRecordFile = "record.json";

QString shapeText(const QList<qint64>& shape)
{
    QStringList parts;
    for (qint64 dim : shape)
        parts << QString::number(dim);
    return parts.size() == 1 ? QStringLiteral("(%1,)").arg(parts.first())
                             : QStringLiteral("(%1)").arg(parts.join(QStringLiteral(", ")));
}

QString whereText(const QList<ReproFrame>& frames, const QString& loadersRoot)
{
    // The innermost frame inside the loaders is where a fix could be made.
    for (auto it = frames.crbegin(); it != frames.crend(); ++it) {
        if (it->inLoaders)
            return QStringLiteral("%1:%2").arg(QDir(loadersRoot).relativeFilePath(it->file)).arg(it->line);
    }
    return frames.isEmpty() ? QString()
                            : QStringLiteral("%1:%2").arg(frames.last().file).arg(frames.last().line);
}

TriageRecord::CpuPhase phaseOf(const ReproPhaseOutcome& phase, const QString& loadersRoot)
{
    TriageRecord::CpuPhase out;
    if (!phase.result)
        return out;
    out.result = phase.result->ok ? TriageRecord::CpuPhase::Result::Ok
                                  : TriageRecord::CpuPhase::Result::Failed;
    out.errorLine = phase.result->errorLine();
    out.where = whereText(phase.result->frames, loadersRoot);
    for (const ReproInput& input : phase.inputs.value_or(QList<ReproInput>{})) {
        out.dump << TriageRecord::DumpedInput{input.label,
                                              input.isTensor ? input.dtype : input.typeName,
                                              input.isTensor ? shapeText(input.shape) : QString()};
    }
    return out;
}

TriageRecord::CpuRun cpuRunOf(const ReproOutcome& outcome, const QString& loadersRoot)
{
    return {phaseOf(outcome.bfloat16, loadersRoot), phaseOf(outcome.float32, loadersRoot)};
}

bool phaseOk(const ReproPhaseOutcome& phase) { return phase.ok(); }

QString bf16Error(const ReproOutcome& outcome)
{
    return outcome.bfloat16.result ? outcome.bfloat16.result->errorLine() : QString();
}

bool bf16HasSignature(const ReproOutcome& outcome)
{
    const auto& r = outcome.bfloat16.result;
    return r && !r->ok && Signatures::classify(r->errorType, r->message).isMatch();
}

QString canonicalOf(const ReproOutcome& outcome)
{
    const auto& r = outcome.bfloat16.result;
    return r ? Signatures::canonicalReason(r->errorType, r->message) : QString();
}

std::optional<QByteArray> readBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? std::optional(file.readAll()) : std::nullopt;
}

// pytest's closing line, "==== 1 failed, 2 passed in 3.21s ====", without the
// frame and the time: the job's summary.
QString pytestTally(const QString& line)
{
    static const QRegularExpression closing(
        QStringLiteral(R"(^=+ (.+?) in [0-9.]+s(?: \([^)]*\))? =+$)"));
    const auto match = closing.match(line.trimmed());
    return match.hasMatch() ? match.captured(1) : QString();
}

// The training entries of a checkout whose loader has `modelInfoName` for their
// variant. Blocking (loader analysis): worker threads only.
QList<const Entry*> entriesByModelInfoName(const Checkout& checkout, const ConfigFile& training,
                                           const QString& modelInfoName)
{
    QHash<QString, std::optional<LoaderAnalysis>> analyses;
    QList<const Entry*> found;
    for (const Entry& entry : training.entries()) {
        const auto key = TestKey::parse(entry.key);
        if (!key || key->runMode != QLatin1String("training"))
            continue;
        const QString loader = checkout.loaderPath(*key);
        if (!analyses.contains(loader)) {
            auto analysis = LoaderAnalyzer::analyzeBlocking(loader);
            analyses.insert(loader, analysis ? std::optional(*analysis) : std::nullopt);
        }
        const auto& analysis = analyses.value(loader);
        QString variant;
        if (analysis && analysis->variantForModelInfoName(modelInfoName, &variant)
            && variant == key->variant)
            found << &entry;
    }
    return found;
}

// Applies the changes one after the other (ConfigEditor plans one entry at a
// time) and returns one plan from the original bytes to the final ones, so the
// user approves one diff and one conflict check guards the one write.
Result<EditPlan> combinedPlan(const ConfigFile& yaml, const QList<EntryChange>& changes,
                              const QString& displayRoot)
{
    EditPlan combined{yaml.path(), yaml.bytes(), yaml.bytes(), {}, {}};
    ConfigFile current = yaml;
    for (const EntryChange& change : changes) {
        auto plan = ConfigEditor::plan(current, change, displayRoot);
        if (!plan)
            return std::unexpected(plan.error());
        auto next = ConfigFile::parse(plan->after, yaml.path());
        if (!next)
            return std::unexpected(next.error());
        current = *next;
        combined.after = plan->after;
        combined.change = change;
    }
    const QString label = displayRoot.isEmpty() ? QFileInfo(yaml.path()).fileName()
                                                : QDir(displayRoot).relativeFilePath(yaml.path());
    combined.diff = UnifiedDiff::make(combined.before, combined.after, label);
    return combined;
}

}  // namespace

TriageSession::TriageSession(TriageSessionConfig config, QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
{
    m_savePool.setMaxThreadCount(1);
    m_worker = m_config.warmWorker;
}

TriageSession::~TriageSession()
{
    ++m_generation;
    for (const auto& job : std::as_const(m_repros)) {
        if (job)
            job->cancel();
    }
    if (m_pytest)
        m_pytest->cancel();
    // Record saves are tiny; letting them land keeps the last state on disk.
    m_savePool.waitForDone();
}

template <typename T, typename F>
void TriageSession::await(QFuture<T> future, F onDone)
{
    auto* watcher = new QFutureWatcher<T>(this);
    const quint64 generation = m_generation;
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, onDone = std::move(onDone)]() mutable {
                watcher->deleteLater();
                if (generation == m_generation)
                    onDone(watcher->future().result());
            });
    watcher->setFuture(future);
}

QString TriageSession::stateName(State state)
{
    static const QHash<State, QString> names{
        {State::Idle, QStringLiteral("idle")},
        {State::Resolving, QStringLiteral("resolving")},
        {State::Gating, QStringLiteral("gating")},
        {State::ReproducingBefore, QStringLiteral("reproducing_before")},
        {State::Deciding, QStringLiteral("deciding")},
        {State::ProposingFix, QStringLiteral("proposing_fix")},
        {State::AwaitingFixApproval, QStringLiteral("awaiting_fix_approval")},
        {State::ApplyingFix, QStringLiteral("applying_fix")},
        {State::ReproducingAfter, QStringLiteral("reproducing_after")},
        {State::RevertingFix, QStringLiteral("reverting_fix")},
        {State::Scoping, QStringLiteral("scoping")},
        {State::RunningPytest, QStringLiteral("running_pytest")},
        {State::PlanningYaml, QStringLiteral("planning_yaml")},
        {State::AwaitingYamlApproval, QStringLiteral("awaiting_yaml_approval")},
        {State::WritingYaml, QStringLiteral("writing_yaml")},
        {State::Done, QStringLiteral("done")},
        {State::Stopped, QStringLiteral("stopped")},
        {State::Failed, QStringLiteral("failed")},
        {State::Canceled, QStringLiteral("canceled")},
    };
    return names.value(state);
}

bool TriageSession::isFinished() const
{
    return m_state == State::Done || m_state == State::Stopped || m_state == State::Failed
        || m_state == State::Canceled;
}

QString TriageSession::sessionPath() const { return m_folder ? m_folder->path() : QString(); }

// ------------------------------------------------------------------ bookkeeping

void TriageSession::log(const QString& line) { Q_EMIT logLine(line); }

void TriageSession::setState(State state, const QString& note)
{
    m_state = state;
    m_record.stateNote = note.isEmpty() ? stateName(state)
                                        : QStringLiteral("%1: %2").arg(stateName(state), note);
    m_record.updated = QDateTime::currentDateTimeUtc();
    if (!note.isEmpty())
        log(note);
    saveRecord();
    Q_EMIT stateChanged(state);
}

void TriageSession::saveRecord()
{
    if (m_recordPath.isEmpty())
        return;
    const QByteArray bytes = QJsonDocument(m_record.toJson()).toJson();
    const QString path = m_recordPath;
    // Saved off the event loop; the one-thread pool keeps the saves in order.
    (void)QtConcurrent::run(&m_savePool, [path, bytes] {
        QSaveFile file(path);
        if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size())
            file.commit();
    });
}

void TriageSession::finish(State state, const QString& note)
{
    if (m_fixLanded && state != State::Canceled) {
        checkInference();
        if (m_patcher)
            (void)m_patcher->accept(m_res->loaderPath);
    }
    switch (state) {
    case State::Done:
        m_record.state = TriageRecord::State::Done;
        break;
    case State::Stopped:
        m_record.state = TriageRecord::State::Stopped;
        break;
    default:  // Failed, Canceled: reopened later, it goes on from the start
        m_record.state = TriageRecord::State::InProgress;
        break;
    }
    m_record.finished = QDateTime::currentDateTimeUtc();
    setState(state, note);
    Q_EMIT finished(m_record);
}

void TriageSession::stop(const QString& why) { finish(State::Stopped, why); }

void TriageSession::failWith(const QString& why)
{
    // An applied, unverified edit does not outlive a failed session.
    if (m_fixLanded && m_patcher && m_patcher->hasPendingEdit(m_res->loaderPath)
        && m_record.fix.result != TriageRecord::Fix::Result::Works
        && m_record.fix.result != TriageRecord::Fix::Result::NewError) {
        revertFix([this, why] { finish(State::Failed, why); });
        return;
    }
    finish(State::Failed, why);
}

void TriageSession::complete(const QString& note) { finish(State::Done, note); }

TriageRecord::EntryResult* TriageSession::entryResult(const QString& key)
{
    for (auto& entry : m_record.entries) {
        if (entry.key == key)
            return &entry;
    }
    return nullptr;
}

QStringList TriageSession::affectedKeys() const
{
    QStringList keys;
    for (const Target& target : m_targets)
        keys << target.key;
    return keys;
}

// ------------------------------------------------------------------ step 1: resolve

void TriageSession::start()
{
    if (m_state != State::Idle)
        return;
    auto folder = m_config.sessionDir.isEmpty() ? SessionFolder::create()
                                                : SessionFolder::open(m_config.sessionDir);
    m_record.key = m_config.key;
    m_record.started = QDateTime::currentDateTimeUtc();
    if (folder) {
        m_folder = *folder;
        m_recordPath = QDir(folder->path()).filePath(QLatin1String(kRecordFile));
    }
    if (folder && m_saved && m_saved->state == TriageRecord::State::Done) {
        finishSavedDone();
        return;
    }
    setState(State::Resolving, tr("resolving %1").arg(m_config.key));
    if (!folder) {
        failWith(tr("no session folder: %1").arg(folder.error().toString()));
        return;
    }
    const TriageSessionConfig config = m_config;
    const std::optional<TriageRecord> saved = m_saved;
    await(QtConcurrent::run([config, saved] {
              auto resolution = resolveBlocking(config);
              if (resolution && saved) {
                  const QString junit = saved->junitSource;
                  (*resolution)->resumePoint = ResumePoint::of(
                      *saved, readBytes((*resolution)->loaderPath),
                      !junit.isEmpty() && QFileInfo::exists(junit));
              }
              return resolution;
          }),
          [this](Result<std::shared_ptr<Resolution>> r) { onResolved(std::move(r)); });
}

void TriageSession::onResolved(Result<std::shared_ptr<Resolution>> resolution)
{
    if (!resolution) {
        stop(resolution.error().toString());
        return;
    }
    m_res = *resolution;
    const Checkout& checkout = m_res->checkout;
    m_record.key = m_res->entry.key;
    m_record.variant = m_res->key.variant;
    m_record.modelInfoName = m_res->modelInfoName;
    m_record.loaderPath = checkout.relativePath(m_res->loaderPath);
    m_record.configPath = checkout.relativePath(m_res->training.path());
    TriageRecord::EntryResult triaged;
    triaged.key = m_res->entry.key;
    triaged.variant = m_res->key.variant;
    triaged.modelInfoName = m_res->modelInfoName;
    triaged.yaml.before = TriageRecord::YamlFields::of(m_res->entry);
    m_record.entries = {triaged};
    m_patcher = std::make_unique<LoaderPatcher>(checkout.root());
    if (m_res->resumePoint) {
        resumeAt(*m_res->resumePoint);
        return;
    }
    gate();
}

// ------------------------------------------------------------------ step 2: gate

void TriageSession::gate()
{
    setState(State::Gating);
    const QString reason = m_res->entry.reason();
    const auto flavor = Signatures::gate(reason);
    if (!flavor) {
        stop(flavor.error().message);
        return;
    }
    m_record.flavor = *flavor;
    m_record.gateReason = reason;
    log(tr("flavor: %1").arg(flavorName(*flavor)));
    // Probed only now: a refused gate needs no Python.
    await(PythonEnvironment::resolveAsync(m_res->checkout.root(), m_config.interpreter),
          [this](Result<PythonCommand> python) { onPython(std::move(python)); });
}

void TriageSession::onPython(Result<PythonCommand> python)
{
    m_res->python = std::move(python);
    if (!m_res->python) {
        failWith(tr("no Python to run the repro: %1").arg(m_res->python.error().toString()));
        return;
    }
    if (m_config.useWarmWorker && !m_worker) {
        m_ownWorker = std::make_unique<WarmWorker>(*m_res->python);
        if (auto logPath = m_folder->uniqueFile(QStringLiteral("worker"), QStringLiteral("log")))
            m_ownWorker->setLogPath(*logPath);
        m_ownWorker->start();
        m_worker = m_ownWorker.get();
    }
    if (m_resumePoint && m_resumePoint->step == ResumePoint::Step::ReproduceAfterFix)
        reproduceAfter();
    else
        reproduceBefore();
}

// ------------------------------------------------------------------ step 3: repro

ReproJob* TriageSession::startRepro(const QString& variant, const Entry& entry)
{
    ReproRequest request = ReproRequest::forLoader(m_res->checkout.root(), m_res->loaderPath, variant);
    bool isInt = false;
    const int batchSize = entry.scalar(QStringLiteral("batch_size")).toInt(&isInt);
    if (isInt)
        request.kwargs.insert(QStringLiteral("batch_size"), batchSize);
    auto* job = new ReproJob(*m_res->python, request, this);
    job->setTimeoutMs(m_config.reproTimeoutMs);
    if (m_config.useWarmWorker && m_worker && m_worker->isUsable())
        job->setWarmWorker(m_worker);
    const QString stem = QStringLiteral("repro-%1").arg(request.displayName())
                             .replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")),
                                      QStringLiteral("_"));
    if (auto logPath = m_folder->uniqueFile(stem, QStringLiteral("log")))
        job->setLogPath(*logPath);
    const int jobId = beginJob(m_fixLanded ? tr("CPU repro %1 (after the fix)").arg(request.displayName())
                                            : tr("CPU repro %1").arg(request.displayName()));
    connect(job, &ReproJob::reproEvent, this, [this, jobId](const ReproEvent& event) {
        if (const auto* text = std::get_if<ReproText>(&event)) {
            log(text->line);
            Q_EMIT jobOutput(jobId, text->line);
        } else if (const auto* hello = std::get_if<ReproHello>(&event)) {
            Q_EMIT jobOutput(jobId, tr("Python %1, torch %2, pid %3")
                                        .arg(hello->python, hello->torch).arg(hello->pid));
        }
    });
    // Connected before the session's own handler: the job ends before the state moves.
    const QString loadersRoot = m_res->checkout.loadersRoot();
    connect(job, &ReproJob::finished, this, [this, jobId, loadersRoot](const ReproResult& result) {
        endJob(jobId, result.completed() ? cpuRunOf(result.outcome, loadersRoot).summary()
                                         : result.problem(),
               result.completed());
    });
    m_repros << job;
    return job;
}

// Runs `job`; `onDone` sees its result unless the session was canceled meanwhile.
template <typename F>
static void whenReproDone(QObject* context, ReproJob* job, const quint64* generation, F onDone)
{
    const quint64 started = *generation;
    QObject::connect(job, &ReproJob::finished, context,
                     [job, generation, started, onDone](const ReproResult& result) mutable {
                         job->deleteLater();
                         if (*generation == started)
                             onDone(result);
                     });
    job->start();
}

void TriageSession::reproduceBefore()
{
    setState(State::ReproducingBefore, tr("CPU repro of %1").arg(m_record.key));
    ReproJob* job = startRepro(m_res->key.variant, m_res->entry);
    whenReproDone(this, job, &m_generation, [this](const ReproResult& r) { onReproBefore(r); });
}

// ------------------------------------------------------------------ step 4: decide

void TriageSession::onReproBefore(const ReproResult& result)
{
    if (!result.completed()) {
        failWith(result.problem().isEmpty() ? result.outcome.summary() : result.problem());
        return;
    }
    m_before = result;
    const ReproOutcome& outcome = result.outcome;
    m_record.entries[0].cpuBefore = cpuRunOf(outcome, m_res->checkout.loadersRoot());
    setState(State::Deciding, outcome.summary());
    const auto decision = outcome.decision();
    if (!decision) {
        failWith(decision.error().toString());
        return;
    }
    m_record.decision = decision->action();
    if (!decision->allowsEdits()) {
        stop(decision->explanation());
        return;
    }
    const auto& bf16 = *outcome.bfloat16.result;
    const Flavor flavor = Signatures::classify(bf16.errorType, bf16.message).flavor;
    m_record.flavor = flavor;
    m_targets = {Target{m_record.key, YamlPlan::Branch::A, canonicalOf(outcome), {}}};
    if (flavorAllowsLoaderFix(flavor)) {
        proposeFix();
        return;
    }
    m_record.fix.why = tr("%1: no loader edit can add a missing bfloat16 kernel; xfail path")
                           .arg(flavorName(flavor));
    scope();
}

// ------------------------------------------------------------------ step 5: fix

void TriageSession::proposeFix()
{
    setState(State::ProposingFix);
    await(LoaderAnalyzer::analyze(m_res->loaderPath), [this](Result<LoaderAnalysis> analysis) {
        if (!analysis) {
            failWith(analysis.error().toString());
            return;
        }
        const auto request = m_before->outcome.fixRequest();
        if (!request) {
            failWith(request.error().toString());
            return;
        }
        const auto proposal = FixProposal::propose(*request, *analysis);
        onProposal(proposal);
        if (!proposal || !proposal->hasFix())
            return;
        const FixProposal chosen = *proposal;
        await(LoaderEdit::make(analysis->source, chosen),
              [this, chosen](Result<LoaderEditResult> edit) { onLoaderEdit(chosen, edit); });
    });
}

void TriageSession::onProposal(const Result<FixProposal>& proposal)
{
    if (!proposal) {
        failWith(proposal.error().toString());
        return;
    }
    m_proposal = *proposal;
    TriageRecord::Fix& fix = m_record.fix;
    fix.why = proposal->why;
    if (!proposal->hasFix()) {
        log(tr("no fix site: %1").arg(proposal->why));
        scope();
        return;
    }
    fix.file = QDir(m_res->checkout.loadersRoot()).relativeFilePath(m_res->loaderPath);
    fix.line = proposal->line;
    fix.kind = FixProposal::kindName(proposal->kind);
    fix.edit = proposal->summary();
    fix.before = proposal->siteText;
}

void TriageSession::onLoaderEdit(const FixProposal& proposal, const Result<LoaderEditResult>& edit)
{
    Result<LoaderPatchPlan> plan = edit ? m_patcher->preview(m_res->loaderPath, edit->before,
                                                             edit->after, proposal.summary())
                                        : std::unexpected(edit.error());
    if (!plan) {
        // The edit was refused (formatter or ast check): no working fix, xfail path.
        m_record.fix.why = plan.error().toString();
        m_record.review << tr("the loader edit was refused: %1").arg(plan.error().toString());
        scope();
        return;
    }
    const QStringList lines = QString::fromUtf8(edit->after).split(u'\n');
    m_record.fix.after = lines.mid(edit->firstLine - 1, edit->lastLine - edit->firstLine + 1)
                             .join(u'\n');
    m_record.fix.formatter = edit->formatter;
    m_record.loaderDiff = plan->submoduleDiff;
    m_loaderPlan = *plan;
    setState(State::AwaitingFixApproval, plan->summary);
    Q_EMIT needsApproval(ApprovalKind::LoaderFix, plan->diff);
    if (m_config.yes)
        QTimer::singleShot(0, this, &TriageSession::approveLoaderFix);
}

void TriageSession::cancel()
{
    if (isFinished())
        return;
    if (m_state == State::ApplyingFix) {
        // The write is in flight: let it land, then take it back (see applyFix).
        m_cancelPending = true;
        return;
    }
    cancelNow();
}

void TriageSession::cancelNow()
{
    ++m_generation;  // every pending callback is now stale
    for (const auto& job : std::as_const(m_repros)) {
        if (job)
            job->cancel();
    }
    if (m_pytest)
        m_pytest->cancel();
    if (m_fixLanded && m_patcher && m_patcher->hasPendingEdit(m_res->loaderPath)) {
        // The session's undo ends with it: take an unverified edit back.
        revertFix([this] { finish(State::Canceled, tr("canceled; the loader fix was reverted")); });
        return;
    }
    finish(State::Canceled, tr("canceled"));
}

void TriageSession::approveLoaderFix()
{
    if (m_state != State::AwaitingFixApproval)
        return;
    applyFix();
}

void TriageSession::rejectLoaderFix()
{
    if (m_state != State::AwaitingFixApproval)
        return;
    m_record.loaderDiff.clear();
    m_record.review << tr("the loader fix was declined; nothing was written");
    complete(tr("the loader fix was declined; nothing was written"));
}

void TriageSession::applyFix()
{
    setState(State::ApplyingFix);
    await(m_patcher->applyAsync(*m_loaderPlan), [this](Result<void> applied) {
        if (!applied) {
            failWith(tr("the loader fix was not written: %1").arg(applied.error().toString()));
            return;
        }
        m_fixLanded = true;
        if (m_cancelPending) {
            // Still ApplyingFix: cancel() would only note it again.
            m_cancelPending = false;
            cancelNow();
            return;
        }
        reproduceAfter();
    });
}

void TriageSession::reproduceAfter()
{
    setState(State::ReproducingAfter, tr("CPU repro after the fix"));
    ReproJob* job = startRepro(m_res->key.variant, m_res->entry);
    whenReproDone(this, job, &m_generation, [this](const ReproResult& r) { onReproAfter(r); });
}

void TriageSession::onReproAfter(const ReproResult& result)
{
    if (!result.completed()) {
        failWith(result.problem().isEmpty() ? result.outcome.summary() : result.problem());
        return;
    }
    m_after = result;
    const ReproOutcome& outcome = result.outcome;
    m_record.entries[0].cpuAfter = cpuRunOf(outcome, m_res->checkout.loadersRoot());
    log(outcome.summary());
    Target& target = m_targets[0];
    if (phaseOk(outcome.bfloat16) && phaseOk(outcome.float32)) {
        m_record.fix.result = TriageRecord::Fix::Result::Works;
        target.branch = YamlPlan::Branch::B;
        scope();
    } else if (bf16HasSignature(outcome) && canonicalOf(outcome) == target.canonicalReason) {
        // The same mismatch: the edit did not reach the offender; take it back.
        revertFix([this] { scope(); });
    } else {
        m_record.fix.result = TriageRecord::Fix::Result::NewError;
        target.branch = YamlPlan::Branch::C;
        target.newError = outcome.bfloat16.ok() ? outcome.float32.result->errorLine()
                                                : bf16Error(outcome);
        m_record.fix.newError = target.newError;
        scope();
    }
}

void TriageSession::revertFix(const std::function<void()>& then)
{
    setState(State::RevertingFix, tr("reverting the loader fix"));
    await(revertLoaderAsync(), [this, then](Result<void> reverted) {
        if (!reverted) {
            m_fixLanded = false;  // do not try again from failWith
            finish(State::Failed,
                   tr("the loader fix could not be reverted: %1").arg(reverted.error().toString()));
            return;
        }
        m_fixLanded = false;
        m_adoptedFix.reset();
        m_record.fix.result = TriageRecord::Fix::Result::Reverted;
        for (Target& target : m_targets)
            target.branch = YamlPlan::Branch::A;
        then();
    });
}

// ------------------------------------------------------------------ step 6: scope

void TriageSession::scope()
{
    setState(State::Scoping);
    m_siblings.clear();
    for (const Entry& entry : m_res->training.entries()) {
        const auto key = TestKey::parse(entry.key);
        if (!key || entry.key == m_record.key || key->runMode != QLatin1String("training")
            || key->modelPath != m_res->key.modelPath)
            continue;
        m_siblings << Sibling{entry.key, key->variant, entry, std::nullopt};
    }
    m_nextSibling = 0;
    m_siblingsRunning = 0;
    if (m_siblings.isEmpty()) {
        runPytest();
        return;
    }
    startNextSibling();
}

void TriageSession::startNextSibling()
{
    const int limit = qMax(1, QThread::idealThreadCount());
    while (m_siblingsRunning < limit && m_nextSibling < m_siblings.size()) {
        const int index = m_nextSibling++;
        ++m_siblingsRunning;
        log(tr("CPU repro of %1").arg(m_siblings[index].key));
        ReproJob* job = startRepro(m_siblings[index].variant, m_siblings[index].entry);
        whenReproDone(this, job, &m_generation,
                      [this, index](const ReproResult& r) { onSiblingRepro(index, r); });
    }
}

void TriageSession::onSiblingRepro(int index, const ReproResult& result)
{
    m_siblings[index].repro = result;
    --m_siblingsRunning;
    if (m_nextSibling < m_siblings.size()) {
        startNextSibling();
        return;
    }
    if (m_siblingsRunning > 0)
        return;
    for (Sibling& sibling : m_siblings) {
        TriageRecord::EntryResult entry;
        entry.key = sibling.key;
        entry.variant = sibling.variant;
        if (m_res->analysis)
            entry.modelInfoName = m_res->analysis->modelInfo.name(sibling.variant);
        entry.yaml.before = TriageRecord::YamlFields::of(sibling.entry);
        includeSibling(sibling, entry);
        m_record.entries << entry;
    }
    runPytest();
}

// The repro ran on the loader as it is now (with the fix when one landed), so a
// passing bf16 phase alone cannot tell "fixed by the edit" from "never broken":
// the entry's own YAML reason (does it claim a bf16 failure?) decides that.
void TriageSession::includeSibling(Sibling& sibling, TriageRecord::EntryResult& entry)
{
    const ReproResult& result = *sibling.repro;
    entry.included = false;
    if (!result.completed()) {
        entry.scopeNote = tr("the CPU repro did not finish: %1").arg(result.problem());
        return;
    }
    const ReproOutcome& outcome = result.outcome;
    const TriageRecord::CpuRun run = cpuRunOf(outcome, m_res->checkout.loadersRoot());
    (m_fixLanded ? entry.cpuAfter : entry.cpuBefore) = run;
    const bool claimsBf16 = Signatures::gate(sibling.entry.reason()).has_value();
    Target target{sibling.key, YamlPlan::Branch::A, canonicalOf(outcome), {}};
    if (!phaseOk(outcome.float32)) {
        entry.scopeNote = tr("the FLOAT32 phase fails too: escalate; left alone");
        return;
    }
    if (phaseOk(outcome.bfloat16)) {
        if (!m_fixLanded || !claimsBf16) {
            entry.scopeNote = tr("the BFLOAT16 phase passes on CPU: left alone");
            return;
        }
        target.branch = m_targets[0].branch;  // fixed by the same edit
        target.canonicalReason = Signatures::canonicalReason(sibling.entry.reason());
        target.newError = m_targets[0].newError;
        if (target.branch == YamlPlan::Branch::C)
            target.branch = YamlPlan::Branch::B;  // its own CPU run is clean
    } else if (!bf16HasSignature(outcome)) {
        entry.scopeNote = tr("the BFLOAT16 phase fails without a bfloat16 signature: left alone");
        return;
    }
    entry.included = true;
    entry.scopeNote = tr("same loader, included");
    m_targets << target;
}

// ------------------------------------------------------------------ step 7: verify

void TriageSession::runPytest()
{
    const QStringList keys = affectedKeys();
    setState(State::RunningPytest, tr("pytest for %1").arg(keys.join(QStringLiteral(", "))));
    if (!m_config.importedJUnit.isEmpty()) {
        m_record.junitImported = true;
        m_record.junitSource = m_config.importedJUnit;
        const QString path = m_config.importedJUnit;
        await(QtConcurrent::run([path] { return JUnitReader::read(path); }),
              [this](Result<JUnitReport> report) { onJUnit(std::move(report)); });
        return;
    }
    auto files = PytestFiles::reserve(*m_folder);
    if (!files) {
        failWith(files.error().toString());
        return;
    }
    auto* job = new PytestJob(*m_res->python, keys, *files, this);
    job->setTimeoutMs(m_config.pytestTimeoutMs);
    connectPytestJob(job);
    const quint64 generation = m_generation;
    connect(job, &PytestJob::finished, this, [this, job, generation](const PytestResult& result) {
        job->deleteLater();
        if (generation == m_generation)
            onPytestFinished(result);
    });
    m_pytest = job;
    job->start();
}

void TriageSession::connectPytestJob(PytestJob* job)
{
    const int jobId = beginJob(tr("pytest (%n key(s))", nullptr, int(job->keys().size())));
    auto tally = std::make_shared<QString>();
    connect(job, &PytestJob::outputLine, this, [this, jobId, tally](const QString& line, OutputChannel) {
        log(line);
        Q_EMIT jobOutput(jobId, line);
        if (const QString t = pytestTally(line); !t.isEmpty())
            *tally = t;
    });
    connect(job, &PytestJob::finished, this, [this, jobId, tally](const PytestResult& result) {
        const bool ran = result.testsRan();
        endJob(jobId, ran && !tally->isEmpty() ? *tally : result.summary, ran);
    });
}

void TriageSession::onPytestFinished(const PytestResult& result)
{
    log(result.summary);
    if (!result.testsRan()) {
        failWith(tr("pytest did not run the tests: %1").arg(result.summary));
        return;
    }
    m_record.junitSource = result.junitPath;
    const QString junit = result.junitPath;
    const QString logPath = result.logPath;
    await(QtConcurrent::run([junit, logPath] {
              QFile logFile(logPath);
              const QString logText = logFile.open(QIODevice::ReadOnly)
                                          ? QString::fromUtf8(logFile.readAll())
                                          : QString();
              return JUnitReader::read(junit, logText);
          }),
          [this](Result<JUnitReport> report) { onJUnit(std::move(report)); });
}

void TriageSession::onJUnit(Result<JUnitReport> report)
{
    if (!report) {
        failWith(tr("the JUnit file could not be read: %1").arg(report.error().toString()));
        return;
    }
    m_junit = *report;
    for (const QString& key : affectedKeys()) {
        if (auto* entry = entryResult(key))
            entry->pytest = TriageRecord::Pytest::fromCase(m_junit->outcomeFor(key));
    }
    planYaml();
}

// ------------------------------------------------------------------ step 7: YAML

YamlPlan TriageSession::planFor(const Target& target, const Entry& entry) const
{
    const JUnitCase junitCase = m_junit->outcomeFor(target.key);
    // Unknown must never pass for anything: as a skip it plans nothing in B and
    // flags A and C for review.
    const auto pytest = junitCase.pytestOutcome().value_or(YamlPlan::PytestOutcome::Skipped);
    const QString log = JUnitReader::logSection(m_junit->logText, target.key);
    switch (m_fixLanded ? target.branch : YamlPlan::Branch::A) {
    case YamlPlan::Branch::B:
        return YamlPlan::branchB(entry, pytest, junitCase.errorText(), target.canonicalReason, log);
    case YamlPlan::Branch::C:
        return YamlPlan::branchC(entry, target.newError, pytest);
    case YamlPlan::Branch::A:
        break;
    }
    const QString errorText = junitCase.errorText();
    const bool otherError = pytest == YamlPlan::PytestOutcome::Failed
        && !Signatures::classify(errorText.isEmpty() ? log : errorText).isMatch()
        && BringupClassifier::classify(errorText.isEmpty() ? log : errorText)
               != BringupClassifier::Category::Unclassified;
    if (!otherError)
        return YamlPlan::branchA(entry, target.canonicalReason, pytest);
    // pytest no longer shows the bf16 error but a different one: plan what was
    // observed, classified, and have a human look at it.
    YamlPlan plan = YamlPlan::branchB(entry, pytest, errorText, target.canonicalReason, log);
    plan.branch = YamlPlan::Branch::A;
    plan.needsReview = true;
    plan.reviewReason = tr("pytest no longer shows the bfloat16 error but a different one; "
                           "planned with the observed error, review it");
    return plan;
}

void TriageSession::planYaml()
{
    setState(State::PlanningYaml);
    const QString path = m_res->training.path();
    // Planned against the file as it is now, so the conflict check at write time
    // catches every later change.
    await(QtConcurrent::run([path] { return ConfigFile::load(path); }),
          [this](Result<ConfigFile> file) { onYamlLoaded(std::move(file)); });
}

void TriageSession::onYamlLoaded(Result<ConfigFile> file)
{
    if (!file) {
        failWith(file.error().toString());
        return;
    }
    m_yamlFile = *file;
    m_plans.clear();
    bool revert = false;
    for (const Target& target : std::as_const(m_targets)) {
        if (const Entry* entry = m_yamlFile->find(target.key)) {
            YamlPlan plan = planFor(target, *entry);
            revert = revert || plan.revertFix;
            if (plan.revertFix)
                m_revertReviews.insert(target.key, plan.reviewReason);
            else if (m_revertReviews.contains(target.key)) {
                // Planned again after that revert: branch A, still flagged for review.
                plan.needsReview = true;
                plan.revertFix = true;
                plan.reviewReason = m_revertReviews.value(target.key);
            }
            m_plans.insert(target.key, plan);
        }
    }
    if (revert && m_fixLanded) {
        // pytest still shows the original bf16 error: revert, then plan A for all.
        m_record.review << tr("pytest still shows the original bfloat16 error; the loader fix "
                              "was reverted");
        revertFix([this] { planYaml(); });
        return;
    }
    const QList<EntryChange> changes = recordPlans();
    const ConfigFile yaml = *m_yamlFile;
    const QString root = m_res->checkout.root();
    await(QtConcurrent::run([yaml, changes, root] { return combinedPlan(yaml, changes, root); }),
          [this](Result<EditPlan> plan) { onYamlPlanned(std::move(plan)); });
}

// Puts each entry's plan into the record; returns the changes to make, in order.
QList<EntryChange> TriageSession::recordPlans()
{
    QList<EntryChange> changes;
    for (const Target& target : std::as_const(m_targets)) {
        if (!m_plans.contains(target.key))
            continue;
        const YamlPlan& plan = m_plans[target.key];
        entryResult(target.key)->yaml =
            TriageRecord::YamlState::fromPlan(*m_yamlFile->find(target.key), plan);
        if (plan.needsReview && !plan.reviewReason.isEmpty())
            log(tr("%1: review: %2").arg(target.key, plan.reviewReason));
        if (!plan.isNoOp())
            changes << plan.change;
    }
    return changes;
}

void TriageSession::onYamlPlanned(Result<EditPlan> plan)
{
    if (!plan) {
        failWith(tr("the YAML plan is invalid: %1").arg(plan.error().toString()));
        return;
    }
    if (plan->after == plan->before) {
        complete(tr("the YAML needs no change"));
        return;
    }
    m_yamlPlan = *plan;
    m_record.yamlDiff = plan->diff;
    setState(State::AwaitingYamlApproval);
    Q_EMIT needsApproval(ApprovalKind::YamlPlan, plan->diff);
    if (m_config.yes)
        QTimer::singleShot(0, this, &TriageSession::approveYamlPlan);
}

void TriageSession::approveYamlPlan()
{
    if (m_state != State::AwaitingYamlApproval)
        return;
    writeYaml();
}

void TriageSession::rejectYamlPlan()
{
    if (m_state != State::AwaitingYamlApproval)
        return;
    m_record.review << tr("the YAML plan was declined; the YAML is unchanged");
    complete(tr("the YAML plan was declined; nothing was written to the YAML"));
}

void TriageSession::writeYaml()
{
    setState(State::WritingYaml);
    const EditPlan plan = *m_yamlPlan;
    await(QtConcurrent::run([plan] { return ConfigEditor::write(plan); }),
          [this](Result<void> written) {
              if (!written) {
                  m_record.review << tr("the YAML was not written: %1")
                                         .arg(written.error().toString());
                  stop(tr("YAML conflict: %1").arg(written.error().toString()));
                  return;
              }
              for (auto& entry : m_record.entries) {
                  if (entry.included && entry.yaml.changed)
                      entry.yaml.written = true;
              }
              complete(tr("the YAML was written"));
          });
}

// ------------------------------------------------------------------ report details

void TriageSession::checkInference()
{
    m_record.inference = {};
    if (!m_res->inference)
        return;
    m_record.inference.checked = true;
    for (const Entry& entry : m_res->inference->entries()) {
        if (!HardRules::isStaleInferenceEntry(entry, m_res->key.modelPath))
            continue;
        m_record.inference.stale << TriageRecord::StaleInference{
            entry.key, entry.status(), entry.reason(),
            tr("the loader fix landed; this inference entry's bfloat16 failure is likely gone "
               "(flagged, not edited)")};
    }
}

// ------------------------------------------------------------------ resume

Result<TriageRecord> TriageSession::loadRecord(const QString& recordPath)
{
    QFile file(recordPath);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("cannot read %1").arg(recordPath), recordPath);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (!doc.isObject())
        return fail(tr("not a triage record: %1").arg(error.errorString()), recordPath);
    return TriageRecord::fromJson(doc.object());
}

TriageSession* TriageSession::resume(const QString& recordPath, TriageSessionConfig config,
                                     QString* error, QObject* parent)
{
    const auto record = loadRecord(recordPath);
    if (!record) {
        if (error)
            *error = record.error().toString();
        return nullptr;
    }
    config.key = record->key;
    config.sessionDir = QFileInfo(recordPath).absolutePath();
    auto* session = new TriageSession(std::move(config), parent);
    session->m_saved = *record;
    return session;
}

std::optional<ResumePoint> TriageSession::resumePoint() const { return m_resumePoint; }

// A done record: nothing to run, the same record, finished() as promised.
void TriageSession::finishSavedDone()
{
    m_record = *m_saved;
    m_resumePoint = ResumePoint::of(*m_saved, std::nullopt, false);
    m_state = State::Done;
    QTimer::singleShot(0, this, [this] {
        log(m_resumePoint->note);
        Q_EMIT stateChanged(m_state);
        Q_EMIT finished(m_record);
    });
}

void TriageSession::resumeAt(const ResumePoint& point)
{
    m_resumePoint = point;
    log(point.note);
    switch (point.step) {
    case ResumePoint::Step::ReproduceAfterFix:
        restoreAfterFix(point);
        // Probed as after the gate; onPython goes on with the repro after the fix.
        await(PythonEnvironment::resolveAsync(m_res->checkout.root(), m_config.interpreter),
              [this](Result<PythonCommand> python) { onPython(std::move(python)); });
        return;
    case ResumePoint::Step::PlanYaml:
        restorePlanned(point);
        readRecordedJUnit();
        return;
    case ResumePoint::Step::Finished:  // handled by start()
    case ResumePoint::Step::FromStart:
        break;
    }
    if (point.loaderChanged)
        m_record.review << point.note;
    gate();
}

// The saved record up to the fix; what comes after it is found again.
void TriageSession::restoreAfterFix(const ResumePoint& point)
{
    TriageRecord::EntryResult triaged = m_saved->entries.value(0, m_record.entries.value(0));
    triaged.cpuAfter = {};
    triaged.pytest = {};
    triaged.yaml = {};
    triaged.yaml.before = TriageRecord::YamlFields::of(m_res->entry);
    const TriageRecord resolved = m_record;
    m_record = *m_saved;
    m_record.state = TriageRecord::State::InProgress;
    m_record.loaderPath = resolved.loaderPath;
    m_record.configPath = resolved.configPath;
    m_record.entries = {triaged};
    m_record.yamlDiff.clear();
    m_record.junitSource.clear();
    m_record.junitImported = false;
    m_record.inference = {};
    m_record.finished = {};
    m_fixLanded = true;
    m_adoptedFix = WrittenFile{m_res->loaderPath, point.loaderWithFix, point.loaderOriginal, {}};
    const QString bf16 = triaged.cpuBefore.bf16.errorLine;
    m_targets = {Target{m_record.key, YamlPlan::Branch::A,
                        bf16.isEmpty() ? Signatures::canonicalReason(m_record.gateReason)
                                       : Signatures::canonicalReason(bf16),
                        {}}};
}

void TriageSession::restorePlanned(const ResumePoint& point)
{
    m_record = *m_saved;
    m_record.state = TriageRecord::State::InProgress;
    m_record.finished = {};
    m_fixLanded = m_record.fix.landed() && point.loaderWithFix.has_value();
    if (m_fixLanded)
        m_adoptedFix = WrittenFile{m_res->loaderPath, point.loaderWithFix, point.loaderOriginal, {}};
    restoreTargets();
}

// The targets of step 7 as the old session had them, from what its record says
// each entry's CPU repros showed (see onReproAfter and includeSibling).
void TriageSession::restoreTargets()
{
    using Phase = TriageRecord::CpuPhase::Result;
    m_targets.clear();
    for (const TriageRecord::EntryResult& entry : std::as_const(m_record.entries)) {
        if (!entry.included)
            continue;
        const bool triaged = entry.key == m_record.key;
        const TriageRecord::CpuRun& run =
            m_fixLanded && !triaged && entry.cpuAfter.ran() ? entry.cpuAfter : entry.cpuBefore;
        Target target{entry.key, YamlPlan::Branch::A,
                      Signatures::canonicalReason(run.bf16.result == Phase::Failed
                                                      ? run.bf16.errorLine
                                                      : entry.yaml.before.reason),
                      {}};
        if (m_fixLanded && triaged) {
            const bool newError = m_record.fix.result == TriageRecord::Fix::Result::NewError;
            target.branch = newError ? YamlPlan::Branch::C : YamlPlan::Branch::B;
            target.newError = m_record.fix.newError;
        } else if (m_fixLanded && run.bf16.result == Phase::Ok) {
            target.branch = YamlPlan::Branch::B;
        }
        m_targets << target;
    }
}

void TriageSession::readRecordedJUnit()
{
    setState(State::RunningPytest, tr("reading the recorded pytest results %1").arg(m_record.junitSource));
    const QString junit = m_record.junitSource;
    const QString logPath = m_record.junitImported
        ? QString()
        : QFileInfo(junit).path() + u'/' + QFileInfo(junit).completeBaseName() + QStringLiteral(".log");
    await(QtConcurrent::run([junit, logPath] {
              const QString logText = QString::fromUtf8(readBytes(logPath).value_or(QByteArray()));
              return JUnitReader::read(junit, logText);
          }),
          [this](Result<JUnitReport> report) { onJUnit(std::move(report)); });
}

QFuture<Result<void>> TriageSession::revertLoaderAsync()
{
    if (m_patcher && m_patcher->hasPendingEdit(m_res->loaderPath))
        return m_patcher->revertAsync(m_res->loaderPath);
    const std::optional<WrittenFile> adopted = m_adoptedFix;
    const QString root = m_res->checkout.root();
    const QString none = tr("this session holds no loader edit to revert");
    return QtConcurrent::run([adopted, root, none]() -> Result<void> {
        if (!adopted)
            return fail(none);
        return SessionUndo::restoreLoader(root, *adopted);
    });
}

// ------------------------------------------------------------------ jobs

int TriageSession::beginJob(const QString& name)
{
    static std::atomic<int> lastId{0};
    const int jobId = ++lastId;
    m_runningJobs.insert(jobId);
    Q_EMIT jobStarted(jobId, name);
    return jobId;
}

void TriageSession::endJob(int jobId, const QString& summary, bool ok)
{
    m_runningJobs.remove(jobId);
    Q_EMIT jobFinished(jobId, summary, ok);
}

void TriageSession::cancelJob(int jobId)
{
    if (m_runningJobs.contains(jobId))
        cancel();
}

// ------------------------------------------------------------------ accessors

QString TriageSession::key() const { return m_record.key.isEmpty() ? m_config.key : m_record.key; }

QString TriageSession::loaderPath() const { return m_res ? m_res->loaderPath : QString(); }

QString TriageSession::checkoutRoot() const
{
    return m_res ? m_res->checkout.root() : m_config.checkoutRoot;
}

// ------------------------------------------------------------------ revert writes

bool TriageSession::canRevert() const
{
    if (!isFinished() || m_reverting)
        return false;
    const bool yamlWritten = std::any_of(m_record.entries.cbegin(), m_record.entries.cend(),
                                         [](const auto& entry) { return entry.yaml.written; });
    return yamlWritten || (m_record.fix.landed() && !m_record.loaderDiff.isEmpty());
}

// What to take back: exact bytes where this session still holds them, else the
// record's diffs (a session resumed from a done record).
SessionUndo TriageSession::writtenFiles() const
{
    SessionUndo undo;
    undo.checkoutRoot = checkoutRoot();
    const QDir root(undo.checkoutRoot);
    if (m_record.fix.landed() && !m_record.loaderDiff.isEmpty()) {
        WrittenFile loader{loaderPath().isEmpty() ? root.filePath(m_record.loaderPath) : loaderPath(),
                           {}, {}, m_record.loaderDiff};
        if (m_adoptedFix)
            loader = *m_adoptedFix;
        else if (m_loaderPlan)
            loader = WrittenFile{m_loaderPlan->path, m_loaderPlan->after, m_loaderPlan->before, {}};
        undo.loader = loader;
    }
    const bool yamlWritten = std::any_of(m_record.entries.cbegin(), m_record.entries.cend(),
                                         [](const auto& entry) { return entry.yaml.written; });
    if (yamlWritten) {
        WrittenFile yaml{root.filePath(m_record.configPath), {}, {}, m_record.yamlDiff};
        if (m_yamlPlan)
            yaml = WrittenFile{m_yamlPlan->path, m_yamlPlan->after, m_yamlPlan->before, {}};
        undo.yaml = yaml;
    }
    return undo;
}

void TriageSession::revertWrites()
{
    if (!canRevert()) {
        const QString why = isFinished() ? tr("nothing to revert") : tr("the session has not finished");
        QTimer::singleShot(0, this, [this, why] { Q_EMIT reverted(false, why); });
        return;
    }
    m_reverting = true;
    const SessionUndo undo = writtenFiles();
    log(tr("reverting what the session wrote"));
    await(undo.run(), [this, undo](Result<QString> done) {
        if (done) {
            if (undo.loader) {
                m_record.fix.result = TriageRecord::Fix::Result::Reverted;
                m_adoptedFix.reset();
            }
            if (undo.yaml) {
                for (auto& entry : m_record.entries)
                    entry.yaml.written = false;
            }
        }
        onWritesReverted(done);
    });
}

void TriageSession::onWritesReverted(const Result<QString>& done)
{
    m_reverting = false;
    if (!done) {
        log(done.error().toString());
        Q_EMIT reverted(false, done.error().toString());
        return;
    }
    m_record.review << *done;
    m_record.stateNote = QStringLiteral("%1: %2").arg(stateName(m_state), *done);
    m_record.updated = QDateTime::currentDateTimeUtc();
    saveRecord();
    log(*done);
    Q_EMIT reverted(true, *done);
}

Result<std::shared_ptr<TriageSession::Resolution>>
TriageSession::resolveBlocking(const TriageSessionConfig& config)
{
    auto checkout = Checkout::open(config.checkoutRoot);
    if (!checkout)
        return std::unexpected(checkout.error());
    auto training = ConfigFile::load(checkout->trainingConfig());
    if (!training)
        return std::unexpected(training.error());
    auto res = std::make_shared<Resolution>();
    res->checkout = *checkout;
    res->training = *training;
    if (auto inference = ConfigFile::load(checkout->inferenceConfig()))
        res->inference = *inference;
    const Entry* entry = training->find(config.key.trimmed());
    if (!entry && !TestKey::parse(config.key.trimmed())) {
        // Not a key: a model_info.name, which only the loaders know.
        const auto found = entriesByModelInfoName(*checkout, *training, config.key.trimmed());
        if (found.size() > 1) {
            QStringList keys;
            for (const Entry* e : found)
                keys << e->key;
            return fail(tr("%1 is ambiguous: %2").arg(config.key, keys.join(QStringLiteral(", "))));
        }
        entry = found.value(0, nullptr);
    }
    if (!entry)
        return fail(tr("%1 is neither a key nor a model_info.name of a training entry in %2")
                        .arg(config.key, checkout->relativePath(training->path())));
    res->entry = *entry;
    auto key = TestKey::parse(entry->key);
    if (!key)
        return std::unexpected(key.error());
    res->key = *key;
    res->loaderPath = checkout->loaderPath(*key);
    if (auto analysis = LoaderAnalyzer::analyzeBlocking(res->loaderPath)) {
        res->analysis = *analysis;
        res->modelInfoName = analysis->modelInfo.name(key->variant);
    }
    return res;
}

}  // namespace dtriage
