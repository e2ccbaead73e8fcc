#include "families/inputs/inputsplaybook.h"
#include "core/workpool.h"

#include "analysis/loadereditresult.h"
#include "core/textlines.h"
#include "families/inputs/gate/inputssignature.h"
#include "families/playbookhost.h"
#include "families/probesetup.h"
#include "session/loaderfixstate.h"
#include "session/sessionjobs.h"
#include "session/sessionresolution.h"
#include "session/yamltarget.h"

#include <QDir>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace dtriage {

using State = TriageSession::State;

namespace {

QString lineList(const QList<int>& lines)
{
    QStringList numbers;
    for (const int line : lines)
        numbers << QString::number(line);
    return numbers.join(QLatin1String(", "));
}

}  // namespace

InputsPlaybook::InputsPlaybook(PlaybookHost& host, QObject* parent)
    : Playbook(host, parent)
{
}

InputsPlaybook::~InputsPlaybook() { cancel(); }

void InputsPlaybook::cancel()
{
    dropLateResults();
    for (const QPointer<InputsProbeJob>& job : std::as_const(m_probes))
        if (job)
            job->cancel();
}

// ------------------------------------------------------------------ step 2: gate

void InputsPlaybook::gated(const QString& reason)
{
    const Result<QString> flavor = InputsSignature::gate(reason);
    m_host.record().flavor = flavor ? *flavor : QString();
    m_host.record().gateReason = reason;
    m_host.log(tr("flavor: %1").arg(m_host.record().flavor));
}

// ------------------------------------------------------------------ step 3: the probe

InputsProbeJob* InputsPlaybook::startProbe(const TestKey& key, const QString& loaderPath)
{
    const SessionResolution& res = m_host.resolution();
    const Entry* entry = res.training.find(key.toString());
    auto* job = new InputsProbeJob(*res.python, ProbeSetup::request(m_host, loaderPath, key.variant, entry), this);
    ProbeSetup::configure(m_host, job->probe(), QStringLiteral("inputs"));
    const QString name = job->request().displayName();
    ProbeSetup::track(m_host, job,
                      m_host.fix().landed() ? tr("inputs probe %1 (after the fix)").arg(name) : tr("inputs probe %1").arg(name),
                      &InputsProbeJob::finished, +[](const InputsProbeResult& r) { return r.findings.cpuRun().summary(); });
    m_probes << job;
    return job;
}

void InputsPlaybook::reproduce()
{
    if (!m_host.config().importedProbe.isEmpty()) {
        importProbe(m_host.config().importedProbe);
        return;
    }
    const SessionResolution& res = m_host.resolution();
    m_host.enter(State::ReproducingBefore, tr("inputs probe of %1").arg(m_host.record().key));
    whenDone(startProbe(res.key, res.loaderPath), &InputsProbeJob::finished,
             [this](const InputsProbeResult& r) { onProbeBefore(r); });
}

// A probe run elsewhere: its printed output stands in for the probe before the
// fix, once it is the same loader and variant.
void InputsPlaybook::importProbe(const QString& path)
{
    m_host.enter(State::ReproducingBefore, tr("reading the inputs probe result %1").arg(path));
    await(WorkPool::run(InputsProbeResult::fromFile, path), [this, path](Result<InputsProbeResult> read) {
        const TestKey& key = m_host.resolution().key;
        if (read && (read->findings.modelPath != key.modelPath || read->findings.variant != key.variant))
            read = fail(tr("the probe result %1 is of %2 %3, not of %4 %5")
                            .arg(path, read->findings.modelPath, read->findings.variant, key.modelPath, key.variant));
        if (!read) {
            m_host.fail(read.error().toString());
            return;
        }
        m_host.record().probeSource = path;
        m_host.log(tr("inputs probe imported from %1 (run elsewhere)").arg(path));
        onProbeBefore(*read);
    });
}

// ------------------------------------------------------------------ step 4: decide

void InputsPlaybook::onProbeBefore(const InputsProbeResult& result)
{
    if (!result.completed()) {
        m_host.fail(result.problem());
        return;
    }
    m_before = result;
    TriageRecord& record = m_host.record();
    const InputsFindings& found = result.findings;
    record.entries[0].cpuBefore = found.cpuRun();
    m_decision = InputsDecision::decide(found);
    record.decision = InputsDecision::actionName(m_decision->action);
    if (!m_decision->flavor.isEmpty() && m_decision->flavor != record.flavor) {
        m_host.log(tr("the CPU error is %1, not %2 as the reason says").arg(m_decision->flavor, record.flavor));
        record.flavor = m_decision->flavor;
    }
    m_host.enter(State::Deciding, record.entries[0].cpuBefore.summary());
    Q_EMIT evidenceChanged();
    InputsSignature signature;
    const QString error = found.error();
    m_host.targets() = {YamlTarget{record.key, YamlPlan::Branch::A,
                                   signature.canonicalReason(signature.matches(error) ? error : record.gateReason), {}}};
    act();
}

// Step 4's decision carried out: pytest on branch B or A, the fix, or a stop.
void InputsPlaybook::act()
{
    TriageRecord& record = m_host.record();
    switch (m_decision->action) {
    case InputsDecision::Action::Stale:
        m_host.targets()[0].branch = YamlPlan::Branch::B;
        m_host.targets()[0].passesWithoutFix = true;
        record.fix.why = m_decision->explanation();
        m_host.log(m_decision->explanation());
        m_host.runPytest();
        return;
    case InputsDecision::Action::Proceed:
        proposeFix();
        return;
    case InputsDecision::Action::NoFix:
        // The family's error with no fix: straight to xfail with the canonical reason.
        record.fix.why = m_decision->why;
        m_host.log(m_decision->explanation());
        m_host.runPytest();
        return;
    case InputsDecision::Action::UnpackFamily:
    case InputsDecision::Action::NotThisFamily:
    case InputsDecision::Action::Incomplete:
        break;
    }
    m_host.stop(m_decision->explanation());
}

// ------------------------------------------------------------------ step 5: fix

void InputsPlaybook::proposeFix()
{
    // A fix planned again (the loader changed under it) starts over: its returns
    // and the variants reaching them are read afresh.
    m_siblings = {};
    m_firstBuild.reset();
    m_fixed = {};
    m_host.enter(State::ProposingFix);
    buildFix({});
}

void InputsPlaybook::buildFix(const QList<int>& alsoReturns)
{
    const SessionResolution& res = m_host.resolution();
    auto built = WorkPool::run(InputsFixBuilder::build, res.loaderPath, m_before->findings, m_decision->editKind,
                               res.black(), alsoReturns);
    await(built, [this](Result<InputsFixEdit> built) { onFixBuilt(built); });
}

void InputsPlaybook::onFixBuilt(const Result<InputsFixEdit>& built)
{
    if (built && probeSiblings(*built))
        return;
    if (built) {
        offerFix(*built);
        return;
    }
    if (m_firstBuild) {
        // The other variants' returns could not be edited with it: the test's own stands.
        m_host.record().review << tr("the fix edits only this test's return: %1").arg(built.error().toString());
        offerFix(*std::exchange(m_firstBuild, std::nullopt));
        return;
    }
    // No edit could be made (a processor owns the inputs, ...) or it failed its
    // checks: no fix, the xfail path.
    const QString why = built.error().toString();
    m_host.record().fix.why = why;
    m_host.record().review << tr("no inputs fix: %1").arg(why);
    m_host.runPytest();
}

// load_inputs returns in several places: the variants failing for this family
// are probed first, to edit every return they reach in one diff. False when
// there is nothing to probe (once, or none fails this way).
bool InputsPlaybook::probeSiblings(const InputsFixEdit& built)
{
    if (built.otherReturns.isEmpty() || m_siblings.probed())
        return false;
    m_siblings.collect(m_host.resolution().training, m_host.resolution().key);
    if (m_siblings.isEmpty())
        return false;
    m_firstBuild = built;
    m_host.enter(State::ProposingFix, tr("load_inputs returns in %n places: the other variants failing this way are "
                                         "probed first", nullptr, int(built.otherReturns.size() + 1)));
    startSiblingProbes();
    return true;
}

// The next probes of `group` (the siblings before the fix, the scope after it),
// a few at a time; each result goes to `onResult` with its index.
template <typename Group>
void InputsPlaybook::startProbes(Group& group, const QString& logLine,
                                 void (InputsPlaybook::*onResult)(int, const InputsProbeResult&))
{
    const int limit = qMax(1, QThread::idealThreadCount());
    while (const std::optional<int> index = group.startNext(limit)) {
        const auto& item = group.at(*index);
        m_host.log(logLine.arg(item.entry.key));
        whenDone(startProbe(item.key, m_host.resolution().checkout.loaderPath(item.key)), &InputsProbeJob::finished,
                 [this, onResult, index = *index](const InputsProbeResult& r) { (this->*onResult)(index, r); });
    }
}

void InputsPlaybook::startSiblingProbes()
{
    startProbes(m_siblings, tr("inputs probe of %1 (which return it reaches)"), &InputsPlaybook::onSiblingProbe);
}

void InputsPlaybook::onSiblingProbe(int index, const InputsProbeResult& result)
{
    if (!m_siblings.finish(index, result)) {
        startSiblingProbes();
        return;
    }
    const InputsSiblings::Returns returns = m_siblings.returnsToEdit(m_decision->editKind, m_firstBuild->otherReturns);
    for (const QString& note : returns.notes)
        m_host.log(note);
    if (returns.lines.isEmpty())
        offerFix(*std::exchange(m_firstBuild, std::nullopt));
    else
        buildFix(returns.lines);
}

void InputsPlaybook::offerFix(const InputsFixEdit& built)
{
    m_firstBuild.reset();
    TriageRecord& record = m_host.record();
    TriageRecord::Fix& fix = record.fix;
    fix.file = QDir(m_host.resolution().checkout.loadersRoot()).relativeFilePath(built.path);
    fix.kind = built.kind;
    fix.edit = built.summary;
    fix.line = built.siteLine;
    fix.why = InputsDecision::editDescription(built.kind);
    const QList<QByteArray> lines = TextLines::split(built.edit.after);
    const LoaderEditResult& edit = built.edit;
    fix.after = QString::fromUtf8(lines.mid(edit.firstLine - 1, edit.lastLine - edit.firstLine + 1).join()).trimmed();
    fix.before.clear();
    fix.setFormatting(edit.formatter, edit.formatterFrom, edit.pin);
    // Only a fix of one return among several can be missed by another variant's call.
    m_fixed = built.otherReturns.isEmpty() ? InputsScope::FixedLines{} : InputsScope::FixedLines{built.editedSpans};
    if (!built.otherReturns.isEmpty())
        m_host.log(tr("load_inputs also returns at line %1: the fix leaves it as it is",
                      nullptr, int(built.otherReturns.size()))
                       .arg(lineList(built.otherReturns)));
    for (const QString& skipped : built.skippedReturns)
        record.review << tr("another variant's return not edited: %1").arg(skipped);
    QString why;
    if (m_host.offerLoaderEdit(edit, built.summary, &why, std::nullopt) != PlaybookHost::EditOffer::Refused)
        return;
    record.fix.why = why;
    record.review << tr("no inputs fix: %1").arg(why);
    m_host.runPytest();
}

// ------------------------------------------------------------------ step 6: the fix again

void InputsPlaybook::verifyFix()
{
    const SessionResolution& res = m_host.resolution();
    m_host.enter(State::ReproducingAfter, tr("inputs probe after the fix"));
    whenDone(startProbe(res.key, res.loaderPath), &InputsProbeJob::finished,
             [this](const InputsProbeResult& r) { onProbeAfter(r); });
}

void InputsPlaybook::onProbeAfter(const InputsProbeResult& result)
{
    TriageRecord& record = m_host.record();
    YamlTarget& target = m_host.targets()[0];
    if (!result.completed()) {
        // An edit inside load_inputs cannot break the import (its syntax was checked):
        // a probe that did not finish says nothing about the fix.
        m_host.fail(result.problem());
        return;
    }
    m_after = result;
    Q_EMIT evidenceChanged();
    const InputsFindings& found = result.findings;
    record.entries[0].cpuAfter = found.cpuRun();
    m_host.log(record.entries[0].cpuAfter.summary());
    InputsSignature signature;
    if (found.passes()) {
        record.fix.result = TriageRecord::Fix::Result::Works;
        target.branch = YamlTarget::branchOfTriaged(record.fix.result);
        scope();
    } else if (found.train.stage == QLatin1String("load_inputs")) {
        // The edit itself fails: it is no fix of the model's inputs; take it back.
        record.review << tr("the edited load_inputs raised %1; the fix was reverted").arg(found.error());
        m_host.revertFix([this] { m_host.runPytest(); });
    } else if (signature.matches(found.error())) {
        // The same error: the fix was at the wrong place; take it back.
        m_host.revertFix([this] { m_host.runPytest(); });
    } else {
        record.fix.result = TriageRecord::Fix::Result::NewError;
        target.branch = YamlTarget::branchOfTriaged(record.fix.result);
        target.newError = record.fix.newError = found.error();
        scope();
    }
}

// ------------------------------------------------------------------ scope

void InputsPlaybook::scope()
{
    m_host.enter(State::Scoping);
    if (!m_host.fix().landed()) {
        m_host.runPytest();
        return;
    }
    m_scope.collect(m_host.resolution().training, m_host.resolution().key, m_fixed);
    if (m_scope.isEmpty()) {
        toPytest();
        return;
    }
    startScopeProbes();
}

void InputsPlaybook::startScopeProbes()
{
    startProbes(m_scope, tr("inputs probe of %1"), &InputsPlaybook::onScopeProbe);
}

void InputsPlaybook::onScopeProbe(int index, const InputsProbeResult& result)
{
    if (!m_scope.finish(index, result)) {
        startScopeProbes();
        return;
    }
    m_host.targets() << m_scope.addEntries(m_host.record());
    toPytest();
}

// The fix landed: its inference tests run with the training ones.
void InputsPlaybook::toPytest()
{
    m_host.inferenceRuns() = m_scope.inferenceKeys(m_host.resolution().key);
    m_host.runPytest();
}

}  // namespace dtriage
