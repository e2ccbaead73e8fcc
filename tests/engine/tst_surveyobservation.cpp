// SurveyObservation: what follows from what the survey saw — the reason the YAML
// would record (a family's canonical words, an other error as raised; nothing for
// passes, environment, not run, or a reason that already says it), the family
// whose triage takes the entry as its YAML stands, and the one diff recording the
// reasons (the demo's training YAML, planned only: nothing is written). And how
// SurveyReport places the groups in the window's tree.
#include "families/failurefamily.h"
#include "families/families.h"
#include "survey/surveyobservation.h"
#include "survey/surveyreport.h"

#include <QtTest>

using namespace dtriage;

namespace {

using Surveyed = SurveyRun::Surveyed;
const QString kMat1 = QStringLiteral("mat1 and mat2 must have the same dtype");
const QString kMat1Reason = QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16");

Surveyed seen(const QString& key, const QString& recorded, const QString& type, const QString& message)
{
    Surveyed r;
    r.outcome.key = key;
    r.outcome.recordedReason = recorded;
    r.outcome.ran = true;
    r.outcome.passes = type.isEmpty();
    r.outcome.stage = QStringLiteral("forward");
    r.outcome.errorType = type;
    r.outcome.message = message;
    r.found = SurveyClassifier::classify(r.outcome);
    return r;
}

const QString kDgcnn = QStringLiteral("dgcnn/pytorch-single_device-training");
const QString kIndex = QStringLiteral("index 24 is out of bounds for dimension 0 with size 24");

}  // namespace

class TestSurveyObservation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void reasonToRecord()
    {
        const QString rt = QStringLiteral("RuntimeError");
        // A family's failure with no reason: the family's canonical words (torch 1.13's bare line included).
        const auto bare = SurveyObservation::reasonToRecord(seen(QStringLiteral("a"), QString(), rt, kMat1));
        QVERIFY(bare);
        QCOMPARE(Families::gate(*bare)->family->id(), QStringLiteral("dtype"));
        // Another family's reason recorded: stale, recorded anew.
        QVERIFY(SurveyObservation::reasonToRecord(
            seen(QStringLiteral("a"), QStringLiteral("ValueError: You have to specify either decoder_input_ids or "
                                                     "decoder_inputs_embeds."),
                 rt, kMat1)));
        // The same family and flavor in other words: nothing to record.
        QVERIFY(!SurveyObservation::reasonToRecord(seen(QStringLiteral("a"), kMat1Reason, rt, kMat1)));
        // An error no family takes: as raised; the same but for its numbers: nothing.
        const auto other = SurveyObservation::reasonToRecord(seen(kDgcnn, QString(), QStringLiteral("IndexError"), kIndex));
        QCOMPARE(other.value_or(QString()), QStringLiteral("IndexError: ") + kIndex);
        QVERIFY(!SurveyObservation::reasonToRecord(
            seen(kDgcnn, QStringLiteral("IndexError: index 16 is out of bounds for dimension 0 with size 16"),
                 QStringLiteral("IndexError"), kIndex)));
        // Passes on CPU, the environment, not run: only pytest or another machine can say.
        QVERIFY(!SurveyObservation::reasonToRecord(seen(QStringLiteral("a"), kMat1Reason, QString(), QString())));
        QVERIFY(!SurveyObservation::reasonToRecord(
            seen(QStringLiteral("a"), QString(), QStringLiteral("ModuleNotFoundError"), QStringLiteral("No module named 'x'"))));
        // The unpack stage failing in words its gate has no sub-flavor for: recording
        // the line would take the entry out of the family; nothing is recorded.
        Surveyed unknownUnpack = seen(QStringLiteral("a"), QStringLiteral("ValueError: No handler registered for output type tuple"),
                                      QStringLiteral("KeyError"), QStringLiteral("'logits'"));
        unknownUnpack.outcome.stage = QStringLiteral("unpack");
        unknownUnpack.found = SurveyClassifier::classify(unknownUnpack.outcome);
        QCOMPARE(unknownUnpack.found.family, QStringLiteral("unpack"));
        QVERIFY(unknownUnpack.found.flavor.isEmpty());
        QVERIFY(!SurveyObservation::reasonToRecord(unknownUnpack));
        Surveyed notRun;
        notRun.outcome.problem = QStringLiteral("timed out");
        QVERIFY(!SurveyObservation::reasonToRecord(notRun));
    }

    void triageFamily()
    {
        const QString rt = QStringLiteral("RuntimeError");
        QCOMPARE(SurveyObservation::triageFamily(seen(QStringLiteral("a"), kMat1Reason, rt, kMat1))->id(),
                 QStringLiteral("dtype"));
        // Passes on CPU with a family's reason: that family's stale branch.
        QCOMPARE(SurveyObservation::triageFamily(seen(QStringLiteral("a"), kMat1Reason, QString(), QString()))->id(),
                 QStringLiteral("dtype"));
        // No reason, or another family's: record the observed reason first.
        QVERIFY(!SurveyObservation::triageFamily(seen(QStringLiteral("a"), QString(), rt, kMat1)));
        QVERIFY(!SurveyObservation::triageFamily(
            seen(QStringLiteral("a"), QStringLiteral("AssertionError: targets should not be none when in training mode"),
                 rt, kMat1)));
        QVERIFY(!SurveyObservation::triageFamily(seen(kDgcnn, QString(), QStringLiteral("IndexError"), kIndex)));
    }

    void planIsOneDiffOfTheTrainingYaml()
    {
        const QString yaml = QStringLiteral(DTRIAGE_DEMO_DIR) + QStringLiteral(
                                 "/tests/runner/test_config/torch/test_config_training_single_device.yaml");
        const QByteArray before = readAll(yaml);
        const QList<Surveyed> results{
            seen(kDgcnn, QString(), QStringLiteral("IndexError"), kIndex),
            seen(QStringLiteral("imagenet_cls/pytorch-single_device-training"), QString(), QString(), QString()),
            seen(QStringLiteral("t5_dict/pytorch-Small-single_device-training"),
                 QStringLiteral("ValueError: You have to specify either decoder_input_ids or decoder_inputs_embeds."),
                 QStringLiteral("ValueError"),
                 QStringLiteral("You have to specify either decoder_input_ids or decoder_inputs_embeds.")),
        };
        const Result<YamlChange> edit = SurveyObservation::plan(yaml, results, QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY2(edit, edit ? "" : qPrintable(edit.error().toString()));
        QVERIFY(edit->diff().contains(QStringLiteral("+    reason: \"IndexError: ") + kIndex + u'"'));
        QVERIFY(!edit->diff().contains(QStringLiteral("imagenet_cls")));  // passes: nothing to record
        QVERIFY(!edit->diff().contains(QStringLiteral("t5_dict")));       // its reason says it already
        const auto planned = ConfigFile::parse(edit->planned(), yaml);
        QVERIFY2(planned, planned ? "" : qPrintable(planned.error().toString()));
        QCOMPARE(planned->find(kDgcnn)->reason(), QStringLiteral("IndexError: ") + kIndex);
        QCOMPARE(readAll(yaml), before);  // planned, not written
        // A TT-stage bring-up status next to a CPU failure would contradict it: the front end's.
        const Result<YamlChange> tt = SurveyObservation::plan(
            yaml, {seen(QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-training"), QString(),
                        QStringLiteral("IndexError"), kIndex)},
            QString());
        QVERIFY(tt);
        QVERIFY(tt->diff().contains(QStringLiteral("-    bringup_status: FAILED_TTMLIR_COMPILATION\n+    bringup_status: "
                                                 "FAILED_FE_COMPILATION")));
        const Result<YamlChange> none = SurveyObservation::plan(yaml, {results.at(1)}, QString());
        QVERIFY(!none);
        QVERIFY(none.error().message.startsWith(QStringLiteral("nothing to record")));
    }

    void reportPlacesGroupsForTheTree()
    {
        const QString rt = QStringLiteral("RuntimeError");
        const QList<Surveyed> results{
            seen(QStringLiteral("a"), QString(), QStringLiteral("ModuleNotFoundError"), QStringLiteral("No module named 'x'")),
            seen(QStringLiteral("b"), QString(), QStringLiteral("ValueError"),
                 QStringLiteral("You have to specify either decoder_input_ids or decoder_inputs_embeds.")),
            seen(QStringLiteral("c"), QString(), rt, kMat1),
            seen(QStringLiteral("d"), QString(), QStringLiteral("IndexError"), kIndex),
            seen(QStringLiteral("e"), QString(), rt, kMat1),
        };
        const QList<SurveyReport::Group> groups = SurveyReport::groups(results);
        QStringList names, parents, titles;
        for (const SurveyReport::Group& group : groups) {
            names << group.name;
            parents << group.parent;
            titles << group.title;
        }
        // Families in Families::all()'s order whatever their sizes, then the clusters.
        QCOMPARE(names, (QStringList{QStringLiteral("dtype/cross_dtype"), QStringLiteral("inputs/decoder_inputs"),
                                     QStringLiteral("environment: module not installed: x"),
                                     QStringLiteral("other: IndexError: index N is out of bounds for dimension N with size N")}));
        QCOMPARE(parents, (QStringList{QStringLiteral("dtype"), QStringLiteral("inputs"), QStringLiteral("environment"),
                                       QStringLiteral("other")}));
        QCOMPARE(titles.at(0), QStringLiteral("cross_dtype"));
        QCOMPARE(titles.at(2), QStringLiteral("module not installed: x"));
        // A family's stage without a sub-flavor sits under the family, not beside it.
        Surveyed unknown = seen(QStringLiteral("f"), QString(), QStringLiteral("KeyError"), QStringLiteral("'logits'"));
        unknown.outcome.stage = QStringLiteral("unpack");
        unknown.found = SurveyClassifier::classify(unknown.outcome);
        const SurveyReport::Group flavorless = SurveyReport::groups({unknown}).first();
        QCOMPARE(flavorless.name, QStringLiteral("unpack/unclassified"));
        QCOMPARE(flavorless.parent, QStringLiteral("unpack"));
    }

private:
    static QByteArray readAll(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
};

QTEST_GUILESS_MAIN(TestSurveyObservation)
#include "tst_surveyobservation.moc"
