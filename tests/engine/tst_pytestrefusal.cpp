// PytestRefusal: why pytest ran no test, told apart by what it printed (its exit
// codes overlap: 4 is a conftest that cannot be imported, an unknown option and a
// node id that is not there). The texts are pytest's own, captured from pytest 7.2
// (Debian 12) on a tree in tt-xla's form; pytest 8's differing wording is noted.
#include "run/pytestrefusal.h"

#include <QTest>

using namespace dtriage;
using Kind = PytestRefusal::Kind;

namespace {

QStringList lines(const char* text) { return QString::fromUtf8(text).split(u'\n'); }

// tt-xla's tests/conftest.py on a machine without TT's environment (tt-xla 95c1c1ce7).
const char* const kConftest =
    "ImportError while loading conftest '/home/me/tt-xla/tests/conftest.py'.\n"
    "tests/conftest.py:21: in <module>\n"
    "    import torch_xla.runtime as xr\n"
    "E   ModuleNotFoundError: No module named 'torch_xla'";

// Through a chain: tests/runner/conftest.py imports the runner's helpers, they import torch_xla.
const char* const kChain =
    "ImportError while loading conftest '/home/me/tt-xla/tests/runner/conftest.py'.\n"
    "tests/runner/conftest.py:9: in <module>\n"
    "    from tests.runner.requirements import RequirementsManager\n"
    "tests/runner/requirements.py:12: in <module>\n"
    "    from tests.infra.utilities.types import Framework\n"
    "tests/infra/__init__.py:10: in <module>\n"
    "    import torch_xla\n"
    "E   ModuleNotFoundError: No module named 'torch_xla'";

const char* const kTestModule =
    "============================= test session starts ==============================\n"
    "collected 0 items / 1 error\n"
    "\n"
    "==================================== ERRORS ====================================\n"
    "_________________ ERROR collecting tests/runner/test_models.py _________________\n"
    "ImportError while importing test module '/home/me/tt-xla/tests/runner/test_models.py'.\n"
    "Hint: make sure your test modules/packages have valid Python names.\n"
    "Traceback:\n"
    "/usr/lib/python3.11/importlib/__init__.py:126: in import_module\n"
    "    return _bootstrap._gcd_import(name[level:], package, level)\n"
    "tests/runner/test_models.py:15: in <module>\n"
    "    from infra import RunMode\n"
    "E   ModuleNotFoundError: No module named 'infra'\n"
    "=========================== short test summary info ============================\n"
    "ERROR tests/runner/test_models.py\n"
    "=============================== 1 error in 0.01s ===============================\n"
    "ERROR: not found: /home/me/tt-xla/tests/runner/test_models.py::test_all_models_torch[m/pytorch-single_device-training]\n"
    "(no name '/home/me/tt-xla/tests/runner/test_models.py::test_all_models_torch[m/pytorch-single_device-training]' in any of [<Module test_models.py>])";

const char* const kUnknownOption =
    "ERROR: usage: __main__.py [options] [file_or_dir] [file_or_dir] [...]\n"
    "__main__.py: error: unrecognized arguments: --force-run\n"
    "  inifile: /home/me/tt-xla/pytest.ini\n"
    "  rootdir: /home/me/tt-xla";

const char* const kNotFound =
    "============================= test session starts ==============================\n"
    "collected 0 items\n"
    "\n"
    "============================ no tests ran in 0.00s =============================\n"
    "ERROR: not found: /home/me/tt-xla/tests/runner/test_models.py::test_all_models_torch[x-training]\n"
    "(no name '/home/me/tt-xla/tests/runner/test_models.py::test_all_models_torch[x-training]' in any of [<Module test_models.py>])";

// The demo's runner after a duplicate registration in training_utils.py written
// through a backslash continuation (pytest 7.2, /usr/bin/python3): every loader
// fails to import, so no test is found (issue 48: said as a usage error, exit 4).
const char* const kDuplicateRegistration =
    "WARNING: Cannot import path: /tmp/dup/third_party/tt_forge_models/deeplab_pool/pytorch/loader.py: Handler for CausalLMOutput already exists.\n"
    "WARNING: Cannot import path: /tmp/dup/third_party/tt_forge_models/resnet/pytorch/loader.py: Handler for CausalLMOutput already exists.\n"
    "=========================== short test summary info ============================\n"
    "ERROR tests/runner/test_models.py - ValueError: tests/runner/test_models.py::...\n"
    "1 error in 0.18s\n"
    "ERROR: not found: /tmp/dup/tests/runner/test_models.py::test_all_models_torch[resnet/pytorch-ResNet18-single_device-training]\n"
    "(no name '/tmp/dup/tests/runner/test_models.py::test_all_models_torch[resnet/pytorch-ResNet18-single_device-training]' in any of [<Module test_models.py>])";

// pytest 8.1 on a module that does not import says it found no collectors.
const char* const kNoCollectors =
    "ERROR: found no collectors for /home/me/tt-xla/tests/runner/test_models.py::test_all_models_torch[x-training]";

const char* const kCollectionOther =
    "_________________ ERROR collecting tests/runner/test_models.py _________________\n"
    "tests/runner/test_models.py:30: in <module>\n"
    "    test_entries_torch = discover()\n"
    "E   ValueError: duplicate key m/pytorch-single_device-training\n"
    "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!";

}  // namespace

class TestPytestRefusal : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void conftestThatCannotImportTorchXla()
    {
        const PytestRefusal r = PytestRefusal::read(4, lines(kConftest));
        QCOMPARE(r.kind, Kind::ConftestImport);
        QVERIFY(r.runnerCannotStart());
        QCOMPARE(r.file, QStringLiteral("/home/me/tt-xla/tests/conftest.py"));
        QCOMPARE(r.error, QStringLiteral("ModuleNotFoundError: No module named 'torch_xla'"));
        QCOMPARE(r.missingModule, QStringLiteral("torch_xla"));
        QCOMPARE(r.failedImport(), QStringLiteral("tests/conftest.py:21: import torch_xla.runtime as xr"));
        const QString summary = r.summary(4);
        QVERIFY2(summary.startsWith(QLatin1String("the runner cannot start here")), qPrintable(summary));
        QVERIFY2(summary.contains(QLatin1String("No module named 'torch_xla'")), qPrintable(summary));
        QVERIFY2(!summary.contains(QLatin1String("--force-run")), qPrintable(summary));
    }

    void theImportChainIsQuotedEndToEnd()
    {
        const PytestRefusal r = PytestRefusal::read(4, lines(kChain));
        QCOMPARE(r.kind, Kind::ConftestImport);
        QCOMPARE(r.frames.size(), 3);
        QCOMPARE(r.failedImport(),
                 QStringLiteral("tests/runner/conftest.py:9: from tests.runner.requirements import RequirementsManager"
                                " → tests/infra/__init__.py:10: import torch_xla"));
    }

    void aTestModuleThatCannotImport()
    {
        const PytestRefusal r = PytestRefusal::read(4, lines(kTestModule));
        QCOMPARE(r.kind, Kind::TestModuleImport);
        QVERIFY(r.runnerCannotStart());
        QCOMPARE(r.missingModule, QStringLiteral("infra"));
        // importlib's own frame says nothing about the runner.
        QCOMPARE(r.failedImport(), QStringLiteral("tests/runner/test_models.py:15: from infra import RunMode"));
    }

    void onlyAnUnknownOptionIsAUsageError()
    {
        const PytestRefusal r = PytestRefusal::read(4, lines(kUnknownOption));
        QCOMPARE(r.kind, Kind::UnknownOption);
        QVERIFY(!r.runnerCannotStart());
        QCOMPARE(r.detail, QStringLiteral("--force-run"));
        QVERIFY(r.summary(4).contains(QLatin1String("does not know --force-run")));
        for (const char* other : {kConftest, kChain, kTestModule, kNotFound, kNoCollectors})
            QVERIFY2(!PytestRefusal::read(4, lines(other)).summary(4).contains(QLatin1String("usage error")), other);
    }

    void loadersThatCannotImportAreTheCause()
    {
        const PytestRefusal refusal = PytestRefusal::read(4, QString::fromUtf8(kDuplicateRegistration).split(u'\n'));
        QCOMPARE(refusal.kind, PytestRefusal::Kind::NotFound);
        QCOMPARE(refusal.unimportable, 2);
        const QString said = refusal.summary(4);
        QVERIFY2(said.contains(QLatin1String("the runner could not import 2 loader"))
                     && said.contains(QLatin1String(": Handler for CausalLMOutput already exists. "
                                                    "(/tmp/dup/third_party/tt_forge_models/deeplab_pool/pytorch/loader.py)")),
                 qPrintable(said));
        QVERIFY(!said.contains(QLatin1String("usage error")));
    }

    void aNodeIdThatIsNotThere()
    {
        for (const char* text : {kNotFound, kNoCollectors}) {
            const PytestRefusal r = PytestRefusal::read(4, lines(text));
            QCOMPARE(r.kind, Kind::NotFound);
            QVERIFY(!r.runnerCannotStart());
            QVERIFY(r.detail.endsWith(QLatin1String("test_all_models_torch[x-training]")));
        }
    }

    // Any error while collecting is no verdict on a fix either (issue 45 §2: "an
    // ImportError (or any error) while loading a conftest or collecting").
    void otherCollectionErrors()
    {
        const PytestRefusal r = PytestRefusal::read(2, lines(kCollectionOther));
        QCOMPARE(r.kind, Kind::CollectionError);
        QVERIFY(r.runnerCannotStart());
        QCOMPARE(r.error, QStringLiteral("ValueError: duplicate key m/pytorch-single_device-training"));
        QVERIFY(r.summary(2).contains(QLatin1String("tests/runner/test_models.py")));
    }

    void exitCodesWithoutWords()
    {
        QCOMPARE(PytestRefusal::read(5, {}).kind, Kind::NoTests);
        QCOMPARE(PytestRefusal::read(2, {}).kind, Kind::Interrupted);
        QCOMPARE(PytestRefusal::read(4, {QStringLiteral("something else")}).kind, Kind::None);
        // Tests that ran are no refusal, whatever their output quotes.
        QCOMPARE(PytestRefusal::read(1, lines(kConftest)).kind, Kind::None);
        QCOMPARE(PytestRefusal::read(0, lines(kUnknownOption)).kind, Kind::None);
    }
};

QTEST_GUILESS_MAIN(TestPytestRefusal)
#include "tst_pytestrefusal.moc"
