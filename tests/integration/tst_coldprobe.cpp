// The family probes cold, in a process that has run nothing else: forward_probe.py
// and inputs_probe.py import probe_runtime.py from the scripts' root, so a cold probe must
// find it there even when no repro and no warm worker extracted it first (the
// survey without a warm worker, a worker that did not start).
#include "demofiles.h"
#include "families/inputs/probe/inputsfindings.h"
#include "families/inputs/probe/inputsprobe.h"
#include "families/probe/familyprobejob.h"
#include "families/unpack/probe/forwardfindings.h"
#include "families/unpack/probe/forwardprobe.h"
#include "run/pythonenvironment.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;
using namespace dtriage::testing;

class TstColdProbe : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void inputsAndForwardProbesRunCold()
    {
        QTemporaryDir dir;
        const auto root = copyDemo(dir.filePath(QStringLiteral("demo")));
        QVERIFY2(root, qPrintable(root ? QString() : root.error().toString()));
        const auto python = PythonEnvironment::resolve(*root, QStringLiteral(DTRIAGE_PYTHON));
        QVERIFY(python);
        FamilyProbeJob inputs(InputsProbe::instance(), *python, ProbeRequest::forLoader(*root, QDir(*root).filePath(QStringLiteral(
                                               "third_party/tt_forge_models/deeplab_pool/pytorch/loader.py")),
                                                               QStringLiteral("Tiny")));
        const ProbeResult found = inputs.runBlocking();
        QVERIFY2(found.completed(), qPrintable(found.problem()));
        const auto& trial = found.as<InputsFindings>().batchTrial;
        QVERIFY(trial && trial->ok);
        FamilyProbeJob forward(ForwardProbe::instance(), *python, ProbeRequest::forLoader(*root, QDir(*root).filePath(QStringLiteral(
                                               "third_party/tt_forge_models/ssd_tuple/pytorch/loader.py")),
                                                                 QStringLiteral("Lite")));
        const ProbeResult output = forward.runBlocking();
        QVERIFY2(output.completed(), qPrintable(output.problem()));
        QVERIFY(output.as<ForwardFindings>().output);
    }
};

QTEST_GUILESS_MAIN(TstColdProbe)
#include "tst_coldprobe.moc"
