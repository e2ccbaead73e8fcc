// Faults inside a TriageSession with real processes on a copy of the demo
// checkout: the repro's child killed mid-run (Failed, "crashed", and the next
// session still runs on the same warm worker), a repro timeout (killed, Failed,
// "timed out"), and SPEC §2 step 7's branch B fallback: the fix works on CPU but
// pytest still shows the original bf16 error, so the fix is reverted, the entry
// gets branch A's xfail and is flagged for review.
#include "checkout/democheckout.h"
#include "run/pythonenvironment.h"
#include "run/warmworker.h"
#include "session/triagesession.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <memory>

#ifndef DTRIAGE_PYTHON
#define DTRIAGE_PYTHON "/usr/bin/python3"
#endif

using namespace dtriage;
using State = TriageSession::State;

namespace {

constexpr int kTimeoutMs = 300 * 1000;
const QString kTrainingYaml =
    QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml");
const QString kSpeechKey = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kSpeechLoader = QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py");

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

QHash<QString, QByteArray> snapshot(const QString& root)
{
    QHash<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files.insert(QDir(root).relativeFilePath(path), readFile(path));
    }
    return files;
}

// Gone, or a zombie nobody reaped yet: either way no longer running.
bool processEnded(qint64 pid)
{
    const QByteArray stat = readFile(QStringLiteral("/proc/%1/stat").arg(pid));
    if (stat.isEmpty())
        return true;
    const qsizetype close = stat.lastIndexOf(')');
    return close > 0 && stat.mid(close + 2, 1) == "Z";
}

}  // namespace

class TstSessionFaults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void killedReproFailsAndNextSessionRuns();
    void reproTimeoutFails();
    void pytestShowsOriginalErrorRevertsFix();

private:
    TriageSessionConfig config(const QString& key) const;
    // A loader "sleepy/pytorch" whose load_model writes its pid to `pidFile` and
    // then sleeps a minute, plus its training entry with a bf16 reason.
    void addSleepyLoader(const QString& pidFile);
    qint64 waitForPid(const QString& pidFile);

    QTemporaryDir m_tmp;
    QString m_root;
    int m_copies = 0;
    std::unique_ptr<WarmWorker> m_worker;
};

void TstSessionFaults::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    qRegisterMetaType<TriageSession::State>();
    qRegisterMetaType<TriageRecord>();
    auto copy = DemoCheckout::copyTo(m_tmp.filePath(QStringLiteral("worker-home")),
                                     QStringLiteral(DTRIAGE_DEMO_DIR));
    QVERIFY(copy.has_value());
    auto python = PythonEnvironment::resolve(*copy, QStringLiteral(DTRIAGE_PYTHON));
    QVERIFY2(python.has_value(), qPrintable(python ? QString() : python.error().toString()));
    m_worker = std::make_unique<WarmWorker>(*python);
    m_worker->start();
    if (!m_worker->waitForReady(kTimeoutMs))
        qWarning("warm worker not ready (%s); repros run cold", qPrintable(m_worker->deathReason()));
}

void TstSessionFaults::init()
{
    auto copy = DemoCheckout::copyTo(m_tmp.filePath(QStringLiteral("copy-%1").arg(++m_copies)),
                                     QStringLiteral(DTRIAGE_DEMO_DIR));
    QVERIFY(copy.has_value());
    m_root = *copy;
}

void TstSessionFaults::cleanupTestCase() { m_worker.reset(); }

TriageSessionConfig TstSessionFaults::config(const QString& key) const
{
    TriageSessionConfig config;
    config.checkoutRoot = m_root;
    config.key = key;
    config.interpreter = QStringLiteral(DTRIAGE_PYTHON);
    config.sessionDir = m_tmp.filePath(QStringLiteral("session-%1-%2").arg(m_copies).arg(key.section(u'/', 0, 0)));
    config.yes = true;
    config.useWarmWorker = m_worker && m_worker->state() == WarmWorker::State::Ready;
    config.warmWorker = config.useWarmWorker ? m_worker.get() : nullptr;
    return config;
}

void TstSessionFaults::addSleepyLoader(const QString& pidFile)
{
    const QString dir = QDir(m_root).filePath(QStringLiteral("third_party/tt_forge_models/sleepy/pytorch"));
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(writeFile(QDir(dir).filePath(QStringLiteral("../__init__.py")), ""));
    QVERIFY(writeFile(QDir(dir).filePath(QStringLiteral("__init__.py")), ""));
    const QByteArray loader = R"(import os
import time

import torch
from torch import nn

from ...base import ForgeModel
from ...config import (
    ModelInfo,
    ModelGroup,
    ModelTask,
    ModelSource,
    Framework,
)

PID_FILE = )" + QByteArray("\"") + pidFile.toUtf8() + R"("


class ModelLoader(ForgeModel):
    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="Sleepy",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_POINT_CLOUD_CLS,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        with open(PID_FILE, "w") as out:
            out.write(str(os.getpid()))
        time.sleep(60)
        return nn.Linear(4, 2)

    def load_inputs(self, dtype_override=None, batch_size=1):
        return {"input": torch.zeros((batch_size, 4))}
)";
    QVERIFY(writeFile(QDir(dir).filePath(QStringLiteral("loader.py")), loader));
    const QString yaml = QDir(m_root).filePath(kTrainingYaml);
    QVERIFY(writeFile(yaml, readFile(yaml) + R"(  sleepy/pytorch-single_device-training:
    status: KNOWN_FAILURE_XFAIL
    bringup_status: FAILED_FE_COMPILATION
    reason: "RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16"
)"));
}

qint64 TstSessionFaults::waitForPid(const QString& pidFile)
{
    if (!QTest::qWaitFor([&pidFile] { return !readFile(pidFile).trimmed().isEmpty(); }, kTimeoutMs))
        return 0;
    return readFile(pidFile).trimmed().toLongLong();
}

void TstSessionFaults::killedReproFailsAndNextSessionRuns()
{
    const QString pidFile = m_tmp.filePath(QStringLiteral("killed.pid"));
    addSleepyLoader(pidFile);
    TriageSession session(config(QStringLiteral("sleepy/pytorch-single_device-training")));
    QSignalSpy jobsDone(&session, &TriageSession::jobFinished);
    session.start();
    const qint64 pid = waitForPid(pidFile);
    QVERIFY(pid > 1);
    QCOMPARE(session.state(), State::ReproducingBefore);
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);

    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QCOMPARE(session.state(), State::Failed);
    QVERIFY2(session.stateNote().contains(QStringLiteral("crashed")), qPrintable(session.stateNote()));
    QVERIFY(session.stateNote().contains(QStringLiteral("SIGKILL")));
    QTRY_VERIFY(TriageSession::loadRecord(session.recordPath())->stateNote.startsWith(u"failed: "));
    QCOMPARE(jobsDone.size(), 1);
    QVERIFY(!jobsDone[0][2].toBool());
    QVERIFY(jobsDone[0][1].toString().contains(QStringLiteral("crashed")));

    // Life goes on: the next session (case f, stale) runs its repro to the end.
    TriageSession next(config(QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training")));
    next.start();
    QTRY_VERIFY_WITH_TIMEOUT(next.isFinished(), kTimeoutMs);
    QCOMPARE(next.state(), State::Stopped);
    QVERIFY(next.record().decision == Decision::Action::Stale);
    QCOMPARE(next.record().entries[0].cpuBefore.summary(), QStringLiteral("bf16 ok, fp32 ok"));
}

void TstSessionFaults::reproTimeoutFails()
{
    const QString pidFile = m_tmp.filePath(QStringLiteral("timeout.pid"));
    addSleepyLoader(pidFile);
    const auto before = snapshot(m_root);
    TriageSessionConfig cfg = config(QStringLiteral("sleepy/pytorch-single_device-training"));
    cfg.reproTimeoutMs = 3000;
    TriageSession session(cfg);
    session.start();
    const qint64 pid = waitForPid(pidFile);
    QVERIFY(pid > 1);
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QCOMPARE(session.state(), State::Failed);
    QVERIFY2(session.stateNote().contains(QStringLiteral("timed out")), qPrintable(session.stateNote()));
    QTRY_VERIFY_WITH_TIMEOUT(processEnded(pid), 10000);  // killed, not left sleeping
    QCOMPARE(snapshot(m_root), before);
}

// CASES.md case a, but the (imported) pytest result still carries the original
// bf16 error: SPEC §2 step 7 B says revert the fix, fall back to A, flag for review.
void TstSessionFaults::pytestShowsOriginalErrorRevertsFix()
{
    const QString junit = m_tmp.filePath(QStringLiteral("original-%1.xml").arg(m_copies));
    QVERIFY(writeFile(junit, R"(<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="1" skipped="0" tests="1">
<testcase classname="tests.runner.test_models" name="test_all_models_torch[speecht5/pytorch-Tts-single_device-training]" time="0.1"><properties><property name="error_message" value="mat1 and mat2 must have the same dtype" /></properties><failure message="RuntimeError: mat1 and mat2 must have the same dtype">boom</failure></testcase>
</testsuite></testsuites>
)"));
    const QString loaderPath = QDir(m_root).filePath(kSpeechLoader);
    const QString yamlPath = QDir(m_root).filePath(kTrainingYaml);
    const QByteArray loaderBefore = readFile(loaderPath);
    TriageSessionConfig cfg = config(kSpeechKey);
    cfg.importedJUnit = junit;
    TriageSession session(cfg);
    QSignalSpy states(&session, &TriageSession::stateChanged);
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QVERIFY2(session.state() == State::Done, qPrintable(session.stateNote()));

    const TriageRecord& record = session.record();
    QCOMPARE(record.entries[0].cpuAfter.summary(), QStringLiteral("bf16 ok, fp32 ok"));  // worked on CPU
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Reverted);
    QVERIFY(!record.loaderEditUncommitted());
    QCOMPARE(readFile(loaderPath), loaderBefore);  // reverted byte for byte
    bool reverting = false;
    for (const auto& args : states)
        reverting = reverting || args[0].value<State>() == State::RevertingFix;
    QVERIFY(reverting);

    const auto& entry = record.entries[0];
    QCOMPARE(entry.yaml.branch, QStringLiteral("A"));
    QVERIFY(entry.yaml.needsReview);
    QVERIFY(entry.yaml.revertFix);
    QVERIFY(entry.yaml.reviewReason.contains(QStringLiteral("original bfloat16 error")));
    QCOMPARE(entry.yaml.after.status, QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QCOMPARE(entry.yaml.after.bringupStatus, QStringLiteral("FAILED_FE_COMPILATION"));
    QCOMPARE(entry.yaml.after.reason,
             QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16"));
    QVERIFY(entry.yaml.written);
    const QString items = record.reviewItems().join(u'\n');
    QVERIFY2(items.contains(QStringLiteral("the loader fix was reverted")), qPrintable(items));
    QVERIFY(record.inference.stale.isEmpty());  // no fix landed: nothing made stale
    const QByteArray yaml = readFile(yamlPath);
    QVERIFY(yaml.contains("  speecht5/pytorch-Tts-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"));
}

QTEST_GUILESS_MAIN(TstSessionFaults)
#include "tst_sessionfaults.moc"
