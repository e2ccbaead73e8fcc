// OverrideEdit: the unpack family's override put into a real demo loader exactly
// as CASES.md's u1 fix (the method at the end of ModelLoader, the import after
// `from ...base import ForgeModel`), and refused where the ast check says it is
// more than that; RegistryEdit's results checked by ast the same way.
#include "families/unpack/fix/overrideedit.h"
#include "families/unpack/fix/overridewriter.h"
#include "families/unpack/fix/registryedit.h"
#include "unpackfixes.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace dtriage;

namespace {

QByteArray demoFile(const QString& relative)
{
    QFile file(QStringLiteral(DTRIAGE_DEMO_DIR "/third_party/tt_forge_models/") + relative);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString errorOf(const Result<QByteArray>& r) { return r ? QString() : r.error().toString(); }

const QByteArray kImport = OverrideWriter::importLine(QStringLiteral("ssd_tuple/pytorch/loader.py"));

}  // namespace

class TestOverrideEdit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ssdTupleAsCasesPrescribe()
    {
        const QByteArray loader = demoFile(QStringLiteral("ssd_tuple/pytorch/loader.py"));
        QVERIFY(!loader.isEmpty());
        const Result<QByteArray> edited = OverrideEdit::makeBlocking(loader, testing::kSsdTupleOverride, kImport);
        QVERIFY2(edited, qPrintable(errorOf(edited)));
        const QByteArray expected = QByteArray(loader)
                                        .replace("from ...base import ForgeModel\n",
                                                 "from ...base import ForgeModel\n" + kImport)
                                    + testing::kSsdTupleOverride;
        QCOMPARE(*edited, expected);
    }

    // A loader saved with a UTF-8 byte order mark: Python skips it, and so do the
    // places and the ast check; the mark stays where it was.
    void byteOrderMarkIsNoSyntaxError()
    {
        const QByteArray loader = "\xEF\xBB\xBF" + demoFile(QStringLiteral("ssd_tuple/pytorch/loader.py"));
        const Result<QByteArray> edited = OverrideEdit::makeBlocking(loader, testing::kSsdTupleOverride, kImport);
        QVERIFY2(edited, qPrintable(errorOf(edited)));
        QVERIFY(edited->startsWith("\xEF\xBB\xBF"));
        QVERIFY(edited->endsWith(testing::kSsdTupleOverride));
    }

    // Issue 46 §2: the import is relative to the loader's own package; a loader
    // three packages deep (siglip/image_text_similarity/pytorch) needs four dots.
    void theImportFollowsThePackageDepth()
    {
        QCOMPARE(kImport, QByteArray("from ...tools.utils import extract_tensors_recursive\n"));
        QCOMPARE(OverrideWriter::importLine(QStringLiteral("siglip/image_text_similarity/pytorch/loader.py")),
                 QByteArray("from ....tools.utils import extract_tensors_recursive\n"));
        QCOMPARE(OverrideWriter::importLine(QStringLiteral("tinyllama/causal_lm/pytorch/loader.py")),
                 QByteArray("from ....tools.utils import extract_tensors_recursive\n"));
    }

    void noImportForAnEntry()
    {
        const QByteArray loader = demoFile(QStringLiteral("ssd_tuple/pytorch/loader.py"));
        const QByteArray method = "\n    def unpack_forward_output(self, forward_output):\n"
                                  "        \"\"\"Return the class logits.\"\"\"\n"
                                  "        return forward_output[0]\n";
        const Result<QByteArray> edited = OverrideEdit::makeBlocking(loader, method, {});
        QVERIFY2(edited, qPrintable(errorOf(edited)));
        QCOMPARE(*edited, loader + method);
    }

    void refusals()
    {
        // A second unpack_forward_output on a loader that has one (u5).
        const QByteArray efficientdet = demoFile(QStringLiteral("efficientdet/pytorch/loader.py"));
        QVERIFY(!OverrideEdit::makeBlocking(efficientdet, testing::kSsdTupleOverride, kImport));
        // Not a method: code that changes more than the one method.
        const QByteArray ssd = demoFile(QStringLiteral("ssd_tuple/pytorch/loader.py"));
        const Result<QByteArray> extra =
            OverrideEdit::makeBlocking(ssd, "\n    def load_model(self):\n        return None\n", {});
        QVERIFY(!extra);
        QVERIFY(extra.error().toString().contains(QStringLiteral("unpack_forward_output")));
        // A method that does not parse.
        QVERIFY(!OverrideEdit::makeBlocking(ssd, "\n    def unpack_forward_output(self, x:\n", {}));
        // No ModelLoader.
        const Result<QByteArray> none = OverrideEdit::makeBlocking("import torch\n", testing::kSsdTupleOverride, kImport);
        QVERIFY(!none);
        QVERIFY(none.error().toString().contains(QStringLiteral("ModelLoader")));
    }

    // Nothing the model names or the user writes becomes code: a key is an escaped
    // literal, the docstring keeps quotes and backslashes as text.
    void hostileNamesStayText()
    {
        const QString key = QStringLiteral("a\"] or __import__(\"os\").system(\"x\") or x[\"");
        const QJsonObject tensor{{"kind", "tensor"}, {"shape", QJsonArray{2}}, {"dtype", "torch.bfloat16"}};
        const QJsonObject json{{"kind", "mapping"},
                               {"class", "dict"},
                               {"entries", QJsonArray{QJsonObject{{"key", key}, {"value", tensor}}}},
                               {"more", 0}};
        const Result<OutputNode> output = OutputNode::fromJson(json);
        QVERIFY(output);
        const UnpackTarget target{UnpackTarget::Kind::SumOf, {key}, QStringLiteral("it ends \"\"\" here \\N")};
        const Result<QByteArray> method = OverrideWriter::method(*output, target);
        QVERIFY(method);
        QVERIFY(method->contains("forward_output[\"a\\\"] or __import__(\\\"os\\\").system"));
        QVERIFY(method->contains("it ends \"\\\"\\\" here"));  // no run of three quotes closes the docstring
        QVERIFY(method->contains(" \\\\N\n"));
        const QByteArray loader = demoFile(QStringLiteral("ssd_tuple/pytorch/loader.py"));
        const Result<QByteArray> edited = OverrideEdit::makeBlocking(loader, *method, kImport);
        QVERIFY2(edited, qPrintable(errorOf(edited)));  // parses, and is exactly one method more
        // An index that is not one, and a name that is not an identifier.
        const Result<OutputNode> tuple = OutputNode::fromJson(
            {{"kind", "sequence"}, {"class", "tuple"}, {"entries", QJsonArray{QJsonObject{{"key", "0"}, {"value", tensor}}}}});
        QCOMPARE(OverrideWriter::access(*tuple, QStringLiteral("0")), QStringLiteral("forward_output[0]"));
        QVERIFY(OverrideWriter::access(*tuple, QStringLiteral("0) or (1")).isEmpty());
        const Result<OutputNode> object = OutputNode::fromJson(
            {{"kind", "object"}, {"class", "Out"}, {"entries", QJsonArray{QJsonObject{{"key", "out-1"}, {"value", tensor}}}}});
        QCOMPARE(OverrideWriter::access(*object, QStringLiteral("out-1")),
                 QStringLiteral("getattr(forward_output, \"out-1\")"));
    }

    void registryEditsPassTheAstCheck()
    {
        const QByteArray source = demoFile(QStringLiteral("training_utils.py"));
        const Result<QByteArray> added =
            RegistryEdit::add(source, QStringLiteral("MultipleChoiceModelOutput"), QStringLiteral("logits"));
        QVERIFY(added);
        QVERIFY(OverrideEdit::validateRegistry(source, *added, true).result());
        const Result<QByteArray> removed = RegistryEdit::remove(source, QStringLiteral("MgpstrModelOutput"));
        QVERIFY(removed);
        QVERIFY(OverrideEdit::validateRegistry(source, *removed, false).result());
        // Read the wrong way round, each is refused.
        QVERIFY(!OverrideEdit::validateRegistry(source, *removed, true).result());
        QVERIFY(!OverrideEdit::validateRegistry(source, source + "x = 1\n", true).result());
        // A removal that breaks the file is said of the edited file, not the original.
        const Result<void> broken = OverrideEdit::validateRegistry(source, *removed + "def (\n", false).result();
        QVERIFY(!broken);
        QVERIFY2(broken.error().message.contains(QStringLiteral("the edited file")), qPrintable(broken.error().message));
    }
};

QTEST_GUILESS_MAIN(TestOverrideEdit)
#include "tst_overrideedit.moc"
