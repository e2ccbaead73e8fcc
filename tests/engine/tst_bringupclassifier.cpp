// BringupClassifier: every row of docs/triage.md §2 "Classifying a new error from pytest",
// the noise that must not decide anything, and the meaningful-line picker.
#include "yamlplan/bringupclassifier.h"

#include <QTest>

using namespace dtriage;

using Category = BringupClassifier::Category;
Q_DECLARE_METATYPE(dtriage::BringupClassifier::Category)

class TestBringupClassifier : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void classify_data();
    void classify();
    void bringupStatus_data();
    void bringupStatus();
    void meaningfulLine_data();
    void meaningfulLine();
    void isNoise_data();
    void isNoise();
};

void TestBringupClassifier::classify_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<Category>("category");
    const Category mlir = Category::TtmlirCompilation;
    // `error:`, `ttir.`, `ttnn.`, `ElementsAttr`; a crash only where the text places it in the compiler
    QTest::newRow("error: ttir (speecht5)")
        << QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique") << 0 << mlir;
    QTest::newRow("loc error:") << QStringLiteral(
        "loc(\"compare.1209\"): error: Compare operation is not supported")
                                << 0 << mlir;
    QTest::newRow("ttir.") << QStringLiteral("failed to legalize operation 'ttir.gather'") << 0
                           << mlir;
    QTest::newRow("ttnn.") << QStringLiteral("ttnn.matmul verification failed") << 0 << mlir;
    QTest::newRow("ElementsAttr") << QStringLiteral(
        "mlir::DenseElementsAttr::getValues() const [T = float]: Assertion "
        "`succeeded(range) && \"element type cannot be iterated\"' failed.")
                                  << 0 << mlir;
    QTest::newRow("stablehlo legalize (real yaml: mlir)")
        << QStringLiteral("stablehlo.scatter failed to legalize to TTIR") << 0 << mlir;
    QTest::newRow("SIGABRT during compilation (real yaml)")
        << QStringLiteral("SIGABRT during TT-MLIR/TTNN compilation (aborts in tt_torch backend __call__; no diagnostic emitted)")
        << 0 << mlir;
    QTest::newRow("compile timeout (real yaml)")
        << QStringLiteral("Model timed out during compilation - https://github.com/tenstorrent/tt-mlir/issues/6563") << 0 << mlir;
    // A crash is a runtime failure, as tt-xla records it (issue: "Fatal Python error:
    // Aborted during torch_xla.sync" and a SIGABRT there are FAILED_RUNTIME).
    const Category runtime = Category::Runtime;
    QTest::newRow("signal 6") << QStringLiteral("worker crashed with signal 6") << 0 << runtime;
    QTest::newRow("Aborted") << QStringLiteral("Fatal Python error: Aborted") << 0 << runtime;
    QTest::newRow("Aborted during torch_xla.sync (real yaml)")
        << QStringLiteral("Fatal Python error: Aborted during torch_xla.sync after forward pass.") << 0 << runtime;
    QTest::newRow("SIGABRT in torch_xla.sync (real yaml)")
        << QStringLiteral("Subprocess CRASHED with signal 6 (SIGABRT) during torch_xla.sync in rt_detr forward; "
                          "no TT_THROW captured in stdout") << 0 << runtime;
    QTest::newRow("core dumped") << QStringLiteral("Segmentation fault (core dumped)") << 0 << runtime;
    QTest::newRow("exit 134 by code") << QStringLiteral("Error code 13") << 134 << runtime;
    QTest::newRow("exit 134 in text")
        << QStringLiteral("process exited with code 134") << 0 << runtime;
    // tt-xla's own shorthand for device failures (real yaml)
    QTest::newRow("DRAM OOM") << QStringLiteral("DRAM OOM") << 0 << runtime;
    QTest::newRow("Too large") << QStringLiteral("Too large for single chip") << 0 << runtime;
    QTest::newRow("Test Hangs") << QStringLiteral("RuntimeError: Test Hangs") << 0 << runtime;
    QTest::newRow("ttnn::pad") << QStringLiteral("ttnn::pad only supports padding on the lowest 3 dimensions") << 0 << runtime;
    QTest::newRow("gated dataset (front end)")
        << QStringLiteral("Dataset 'imagenet-1k' is a gated dataset on the Hub.") << 0 << Category::FeCompilation;
    // TT_FATAL / TT_THROW with kernel, dispatch or device context
    QTest::newRow("TT_FATAL dispatch") << QStringLiteral(
        "TT_FATAL @ tt_metal/impl/dispatch/hardware_command_queue.cpp:12: timeout")
                                       << 0 << Category::Runtime;
    QTest::newRow("TT_THROW device")
        << QStringLiteral("TT_THROW: Device 0 did not respond") << 0 << Category::Runtime;
    QTest::newRow("TT_FATAL kernel")
        << QStringLiteral("E   RuntimeError: TT_FATAL: kernel compile failed for reader_unary") << 0
        << Category::Runtime;
    QTest::newRow("TT_FATAL with ttnn path and device")
        << QStringLiteral("TT_FATAL @ ttnn/cpp/ttnn.operations/pad.cpp: device tensor rank > 4")
        << 0 << Category::Runtime;
    QTest::newRow("TT_FATAL DRAM OOM")
        << QStringLiteral("TT_FATAL Out of Memory: Not enough space to allocate 2147483648 B DRAM "
                          "buffer across 12 banks")
        << 0 << Category::Runtime;
    QTest::newRow("StatusOr with TT_FATAL device (real yaml)") << QStringLiteral(
        "Bad StatusOr access: INTERNAL: Error code: 13; TT_FATAL Can't get device "
        "from mesh buffer, already deallocated") << 0 << Category::Runtime;
    QTest::newRow("TT_FATAL device then abort")
        << QStringLiteral("TT_FATAL: device 0 hung\nAborted (core dumped)") << 134
        << Category::Runtime;
    QTest::newRow("DRAM OOM without TT_FATAL prefix (real yaml: runtime)") << QStringLiteral(
        "Out of Memory: Not enough space to allocate 2147483648 B DRAM buffer across 12 "
        "banks, where each bank needs to store 178958336 B") << 0 << Category::Runtime;
    QTest::newRow("circular buffers (real yaml: runtime)") << QStringLiteral(
        "Statically allocated circular buffers on core range [(x=0,y=0) - (x=7,y=6)] "
        "grow to 22732608 B which is beyond max L1 size") << 0
                                                           << Category::Runtime;
    QTest::newRow("TT_FATAL without context")
        << QStringLiteral("TT_FATAL: something odd") << 0 << Category::Runtime;
    // PCC / atol / Tensor mismatch
    QTest::newRow("PCC") << QStringLiteral("AssertionError: PCC comparison failed. Calculated: "
                                           "pcc=0.9786. Required: pcc=0.99.")
                         << 0 << Category::Numerics;
    QTest::newRow("pcc nan") << QStringLiteral(
        "AssertionError: Evaluation result 0 failed: PCC comparison failed. "
        "Calculated: pcc=nan (invalid value). Required: pcc=0.99.")
                             << 0 << Category::Numerics;
    QTest::newRow("atol") << QStringLiteral("AssertionError: atol check failed: 0.5 > 0.01") << 0
                          << Category::Numerics;
    QTest::newRow("Tensor mismatch")
        << QStringLiteral("Tensor mismatch at output 0") << 0 << Category::Numerics;
    // a Python exception before any TT call
    QTest::newRow("RuntimeError") << QStringLiteral(
        "RuntimeError: The tensor has a non-zero number of elements, but its data "
        "is not allocated yet") << 0
                                  << Category::FeCompilation;
    QTest::newRow("ValueError") << QStringLiteral(
        "ValueError: Node arity mismatch; expected 14, but got 17.")
                                << 0 << Category::FeCompilation;
    QTest::newRow("TypeError") << QStringLiteral(
        "TypeError: forward() got an unexpected keyword argument 'labels'")
                               << 0 << Category::FeCompilation;
    QTest::newRow("dotted exception") << QStringLiteral(
        "torch._dynamo.exc.Unsupported: x\ntorch._dynamo.exc.BackendCompilerFailedError: y")
                                      << 0 << Category::FeCompilation;
    QTest::newRow("Fatal Python error (real yaml: FE)")
        << QStringLiteral("Fatal Python error: Floating point exception") << 0
        << Category::FeCompilation;
    QTest::newRow("traceback") << QStringLiteral(
        "Traceback (most recent call last):\n  File \"loader.py\", line 3\n"
        "KeyError: 'pixel_values'")
                               << 0 << Category::FeCompilation;
    // nothing to go on
    QTest::newRow("empty") << QString() << 0 << Category::Unclassified;
    // PJRT's "Error code: 13" says no more than that the device run failed: tt-xla
    // records it FAILED_RUNTIME (real yaml); the reason's line still comes from elsewhere.
    QTest::newRow("error code 13")
        << QStringLiteral("Error code 13") << 0 << Category::Runtime;
    QTest::newRow("ValueError: Error code: 13")
        << QStringLiteral("ValueError: Error code: 13") << 0 << Category::Runtime;
    QTest::newRow("prose") << QStringLiteral("the test did something") << 0
                           << Category::Unclassified;
    // noise never decides
    QTest::newRow("noise only") << QStringLiteral(
        "DeprecationWarning: error: `foo` is deprecated\n"
        "Found an argument on non-XLA device: ttnn.Tensor")
                                << 0 << Category::Unclassified;
    QTest::newRow("noise then python error")
        << QStringLiteral("/x/y.py:3: FutureWarning: error: torch.ttir.old is deprecated\n"
                          "UserWarning: Found an argument on non-XLA device\n"
                          "RuntimeError: boom")
        << 0 << Category::FeCompilation;
    QTest::newRow("noise then ttir")
        << QStringLiteral("Found an argument on non-XLA device\nerror: 'ttir.conv2d' op bad") << 0
        << mlir;
}

void TestBringupClassifier::classify()
{
    QFETCH(QString, text);
    QFETCH(int, exitCode);
    QFETCH(Category, category);
    QCOMPARE(BringupClassifier::classify(text, exitCode), category);
}

void TestBringupClassifier::bringupStatus_data()
{
    QTest::addColumn<Category>("category");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("name");
    QTest::newRow("fe") << Category::FeCompilation << QStringLiteral("FAILED_FE_COMPILATION")
                        << QStringLiteral("fe_compilation");
    QTest::newRow("mlir") << Category::TtmlirCompilation
                          << QStringLiteral("FAILED_TTMLIR_COMPILATION")
                          << QStringLiteral("ttmlir_compilation");
    QTest::newRow("runtime") << Category::Runtime << QStringLiteral("FAILED_RUNTIME")
                             << QStringLiteral("runtime");
    QTest::newRow("numerics: none")
        << Category::Numerics << QString() << QStringLiteral("numerics");
    QTest::newRow("unclassified: none")
        << Category::Unclassified << QString() << QStringLiteral("unclassified");
}

void TestBringupClassifier::bringupStatus()
{
    QFETCH(Category, category);
    QFETCH(QString, status);
    QFETCH(QString, name);
    QCOMPARE(BringupClassifier::bringupStatus(category), status);
    QCOMPARE(BringupClassifier::categoryName(category), name);
}

void TestBringupClassifier::meaningfulLine_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("line");
    QTest::newRow("single")
        << QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique")
        << QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique");
    QTest::newRow("pytest E marker, generic skipped")
        << QStringLiteral("DeprecationWarning: x is deprecated\n"
                          "Found an argument on non-XLA device\n"
                          "E   RuntimeError: Error code 13\n"
                          "E   TT_FATAL @ device.cpp:10: bad core\n"
                          "E   RuntimeError: later")
        << QStringLiteral("TT_FATAL @ device.cpp:10: bad core");
    QTest::newRow("first of TT_FATAL|error:|RuntimeError in order")
        << QStringLiteral("RuntimeError: first\nerror: second\nTT_THROW third")
        << QStringLiteral("RuntimeError: first");
    QTest::newRow("traceback, raise skipped")
        << QStringLiteral("Traceback (most recent call last):\n  File \"a.py\", line 2\n"
                          "    raise RuntimeError(msg)\nRuntimeError: boom")
        << QStringLiteral("RuntimeError: boom");
    QTest::newRow("pytest source echo skipped")
        << QStringLiteral(">       raise RuntimeError('x')\nE       RuntimeError: x")
        << QStringLiteral("RuntimeError: x");
    QTest::newRow("other exception as fallback")
        << QStringLiteral("collected 1 item\nValueError: bad shape")
        << QStringLiteral("ValueError: bad shape");
    QTest::newRow("PCC assertion") << QStringLiteral(
        "E   AssertionError: PCC comparison failed. Calculated: pcc=0.5. Required: pcc=0.99.")
                                   << QStringLiteral("AssertionError: PCC comparison failed. "
                                                     "Calculated: pcc=0.5. Required: pcc=0.99.");
    QTest::newRow("warning mentioning error: skipped")
        << QStringLiteral("FutureWarning: error: old api\nRuntimeError: real")
        << QStringLiteral("RuntimeError: real");
    QTest::newRow("no exception: first plain line")
        << QStringLiteral("\nSegmentation fault\nmore") << QStringLiteral("Segmentation fault");
    QTest::newRow("generic only") << QStringLiteral("Error code 13") << QString();
    QTest::newRow("generic ValueError only")
        << QStringLiteral("E   ValueError: Error code: 13") << QString();
    QTest::newRow("noise only") << QStringLiteral("Found an argument on non-XLA device")
                                << QString();
    QTest::newRow("empty") << QString() << QString();
    // The runner recorded error_message "" and pytest's body says only that a
    // RuntimeError was raised: nothing to quote (never "RuntimeError:", never a
    // source line or a location).
    QTest::newRow("empty message in a pytest body")
        << QStringLiteral("def test():\n>   raise RuntimeError()\nE   RuntimeError:\n\n"
                          "tests/runner/test_models.py:10: RuntimeError")
        << QString();
}

void TestBringupClassifier::meaningfulLine()
{
    QFETCH(QString, text);
    QFETCH(QString, line);
    QCOMPARE(BringupClassifier::meaningfulLine(text), line);
}

void TestBringupClassifier::isNoise_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("noise");
    QTest::newRow("DeprecationWarning")
        << QStringLiteral("/venv/x.py:12: DeprecationWarning: pkg_resources is deprecated") << true;
    QTest::newRow("FutureWarning")
        << QStringLiteral("FutureWarning: `torch_dtype` will be removed") << true;
    QTest::newRow("deprecated prose") << QStringLiteral("This function is Deprecated.") << true;
    QTest::newRow("warnings.warn echo") << QStringLiteral("  warnings.warn(") << true;
    QTest::newRow("log WARNING") << QStringLiteral("2026-05-01 | WARNING | slow path") << true;
    QTest::newRow("non-XLA device")
        << QStringLiteral("Found an argument on non-XLA device: moving it") << true;
    QTest::newRow("RuntimeError") << QStringLiteral("RuntimeError: boom") << false;
    QTest::newRow("TT_FATAL") << QStringLiteral("TT_FATAL @ device.cpp") << false;
    QTest::newRow("error:") << QStringLiteral("error: 'ttir.sum' op") << false;
}

void TestBringupClassifier::isNoise()
{
    QFETCH(QString, line);
    QFETCH(bool, noise);
    QCOMPARE(BringupClassifier::isNoise(line), noise);
}

QTEST_GUILESS_MAIN(TestBringupClassifier)
#include "tst_bringupclassifier.moc"
