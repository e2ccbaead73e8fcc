// RegistryEdit: the registry line of the unpack family's fix, added in tt-forge-models'
// (case-insensitive) alphabetical order or taken out, every other byte kept; and the
// demo's u3 and u4 fixes of CASES.md, byte for byte.
#include "families/unpack/fix/registryedit.h"

#include <QFile>
#include <QtTest>

using namespace dtriage;

namespace {

// The shape of tt-forge-models' training_utils.py: code, then the registry lines
// in alphabetical order without regard to case (CLIPOutput after CausalLM...).
const QByteArray kRegistry =
    "import torch\n"
    "\n"
    "def _register_attr(cls_name, attr):\n"
    "    pass\n"
    "\n"
    "\n"
    "_register_attr(\"BaseModelOutputWithPast\", \"last_hidden_state\")\n"
    "_register_attr(\"CausalLMOutputWithPast\", \"logits\")\n"
    "_register_attr(\"CLIPOutput\", \"logits_per_text\")  # the text tower's\n"
    "_register_attr(\"DepthEstimatorOutput\", \"predicted_depth\")\n"
    "_register_attr(\"UNet2DConditionOutput\", \"sample\")\n";

QByteArray readDemoFile(const QString& relative)
{
    QFile file(QStringLiteral(DTRIAGE_DEMO_DIR "/") + relative);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestRegistryEdit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void addsInAlphabeticalOrder_data()
    {
        QTest::addColumn<QString>("className");
        QTest::addColumn<QString>("after");  // the class of the line before the new one
        QTest::newRow("first") << "AlbertOutput" << "import torch";
        QTest::newRow("between cases") << "ClassifierOutput" << "CausalLMOutputWithPast";
        QTest::newRow("after CLIP") << "CLIPVisionOutput" << "CLIPOutput";
        QTest::newRow("middle") << "MultipleChoiceModelOutput" << "DepthEstimatorOutput";
        QTest::newRow("last") << "ZoeDepthOutput" << "UNet2DConditionOutput";
    }

    void addsInAlphabeticalOrder()
    {
        QFETCH(QString, className);
        QFETCH(QString, after);
        const Result<QByteArray> edited = RegistryEdit::add(kRegistry, className, QStringLiteral("logits"));
        QVERIFY2(edited, qPrintable(edited ? QString() : edited.error().toString()));
        const QByteArray line = RegistryEdit::lineFor(className, QStringLiteral("logits")) + '\n';
        QCOMPARE(edited->size(), kRegistry.size() + line.size());
        const qsizetype at = edited->indexOf(line);
        QVERIFY(at > 0);
        // Exactly one line more: the source is the result without it.
        QCOMPARE(QByteArray(*edited).remove(at, line.size()), kRegistry);
        if (after != QLatin1String("import torch")) {
            const QByteArray previous = edited->left(at - 1).mid(edited->left(at - 1).lastIndexOf('\n') + 1);
            QVERIFY2(previous.contains(after.toUtf8()), previous.constData());
        } else {
            QVERIFY(edited->indexOf("_register_attr(\"BaseModelOutputWithPast\"") > at);
        }
        QCOMPARE(RegistryEdit::registeredAttribute(*edited, className), QStringLiteral("logits"));
    }

    void refusals()
    {
        QVERIFY(!RegistryEdit::add(kRegistry, QStringLiteral("CLIPOutput"), QStringLiteral("logits")));
        QVERIFY(!RegistryEdit::add(kRegistry, QStringLiteral("Bad Name"), QStringLiteral("logits")));
        QVERIFY(!RegistryEdit::add(kRegistry, QStringLiteral("Out"), QStringLiteral("x\")\nimport os")));
        QVERIFY(!RegistryEdit::add("import torch\n", QStringLiteral("Out"), QStringLiteral("logits")));
        QVERIFY(!RegistryEdit::remove(kRegistry, QStringLiteral("NotThere")));
    }

    void removesOneLine()
    {
        const Result<QByteArray> edited = RegistryEdit::remove(kRegistry, QStringLiteral("CLIPOutput"));
        QVERIFY(edited);
        QVERIFY(!edited->contains("CLIPOutput"));
        QCOMPARE(edited->size(),
                 kRegistry.size() - qsizetype(strlen("_register_attr(\"CLIPOutput\", \"logits_per_text\")  # the text tower's\n")));
        QVERIFY(RegistryEdit::registeredAttribute(*edited, QStringLiteral("CLIPOutput")).isEmpty());
        QCOMPARE(RegistryEdit::registeredAttribute(kRegistry, QStringLiteral("CLIPOutput")), QStringLiteral("logits_per_text"));
    }

    // Issue 35: a registration black split over lines is one registration, as
    // Python reads it: found, never added a second time, taken out whole.
    void readsRegistrationsOverSeveralLines()
    {
        const QByteArray spread = QByteArray(kRegistry).replace(
            "_register_attr(\"DepthEstimatorOutput\", \"predicted_depth\")\n",
            "_register_attr(\n    \"DepthEstimatorOutput\",  # the depth head's\n    \"predicted_depth\",\n)\n");
        QVERIFY(spread != kRegistry);
        QCOMPARE(RegistryEdit::registeredAttribute(spread, QStringLiteral("DepthEstimatorOutput")),
                 QStringLiteral("predicted_depth"));
        const Result<QByteArray> twice = RegistryEdit::add(spread, QStringLiteral("DepthEstimatorOutput"), QStringLiteral("logits"));
        QVERIFY(!twice);
        QVERIFY2(twice.error().message.contains(QLatin1String("registered already")), qPrintable(twice.error().message));
        const Result<QByteArray> removed = RegistryEdit::remove(spread, QStringLiteral("DepthEstimatorOutput"));
        QVERIFY2(removed, qPrintable(removed ? QString() : removed.error().message));
        QCOMPARE(*removed, QByteArray(kRegistry).replace("_register_attr(\"DepthEstimatorOutput\", \"predicted_depth\")\n", ""));
        // A new class goes after the spread one, not inside it.
        const Result<QByteArray> added = RegistryEdit::add(spread, QStringLiteral("DPRReaderOutput"), QStringLiteral("end_logits"));
        QVERIFY(added);
        QVERIFY(added->contains("    \"predicted_depth\",\n)\n_register_attr(\"DPRReaderOutput\", \"end_logits\")\n"));
        // A call left open (a syntax error) registers nothing.
        QVERIFY(RegistryEdit::registeredAttribute("_register_attr(\n    \"X\", \"y\"\n", QStringLiteral("X")).isEmpty());
    }

    void lastLineWithoutNewline()
    {
        const QByteArray source = "_register_attr(\"A\", \"x\")";
        const Result<QByteArray> edited = RegistryEdit::add(source, QStringLiteral("B"), QStringLiteral("y"));
        QVERIFY(edited);
        QCOMPARE(*edited, QByteArray("_register_attr(\"A\", \"x\")\n_register_attr(\"B\", \"y\")\n"));
    }

    // A file with Windows line endings, its registry indented under a block: the new
    // line looks like its neighbours, every other byte is kept.
    void keepsLineEndingsAndIndentation()
    {
        const QByteArray source = "if True:\r\n    _register_attr(\"A\", \"x\")\r\n    _register_attr(\"C\", \"z\")\r\n";
        const Result<QByteArray> edited = RegistryEdit::add(source, QStringLiteral("B"), QStringLiteral("y"));
        QVERIFY(edited);
        QCOMPARE(*edited, QByteArray("if True:\r\n    _register_attr(\"A\", \"x\")\r\n    _register_attr(\"B\", \"y\")\r\n"
                                     "    _register_attr(\"C\", \"z\")\r\n"));
        const Result<QByteArray> last = RegistryEdit::add(source, QStringLiteral("D"), QStringLiteral("w"));
        QVERIFY(last && last->endsWith("    _register_attr(\"D\", \"w\")\r\n"));
    }

    // CASES.md u3 and u4 on the demo's own training_utils.py.
    void demoFixes()
    {
        const QByteArray source = readDemoFile(QStringLiteral("third_party/tt_forge_models/training_utils.py"));
        QVERIFY(!source.isEmpty());
        QCOMPARE(RegistryEdit::registeredAttribute(source, QStringLiteral("MgpstrModelOutput")), QStringLiteral("logits"));
        const Result<QByteArray> u3 =
            RegistryEdit::add(source, QStringLiteral("MultipleChoiceModelOutput"), QStringLiteral("logits"));
        QVERIFY(u3);
        const QByteArray mgp = "_register_attr(\"MgpstrModelOutput\", \"logits\")\n";
        QCOMPARE(*u3, QByteArray(source).replace(mgp, mgp + "_register_attr(\"MultipleChoiceModelOutput\", \"logits\")\n"));
        const Result<QByteArray> u4 = RegistryEdit::remove(source, QStringLiteral("MgpstrModelOutput"));
        QVERIFY(u4);
        QCOMPARE(*u4, QByteArray(source).replace(mgp, ""));
    }
};

QTEST_GUILESS_MAIN(TestRegistryEdit)
#include "tst_registryedit.moc"
