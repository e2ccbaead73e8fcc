// The demo's recorded experimental nightly runs (resources/demo/experimental-runs,
// made by real pytest --forked on the demo as the experimental nightly runs the
// tests no YAML holds, ModelTestStatus.UNSPECIFIED; CASES.md "Recorded CI runs")
// read against the demo's YAMLs (issue 50's ADD_CONFIG):
// - a test that passed in every run on both arches → a new EXPECTED_PASSING entry in
//   the YAML its tags name (torch, inference, single device): vit, resnet 34;
// - one that passed on n150 only, one at INCORRECT_RESULT, one failing then
//   passing, the rest failing → nothing, and no failure family's triage named;
// - approved, the entries follow the YAML's last one, every byte before kept; the
//   same runs then ask nothing more;
// - read again from the digests, the same.
#include "cihistory/cihistory.h"
#include "cihistory/historypullrequest.h"
#include "cihistory/historyreport.h"
#include "config/configeditor.h"
#include "recordedruns.h"

#include <QDateTime>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;
using namespace dtriage::testing;
using Kind = HistoryProposal::Kind;

namespace {

const QString kNoMaskInference = QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-inference");
const QString kEfficientdetInference = QStringLiteral("efficientdet/pytorch-D0-single_device-inference");
const QString kMgpStr = QStringLiteral("mgp_str/pytorch-Base-single_device-inference");

}  // namespace

class TestExperimentalHistory : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;

    // The demo's two torch YAMLs, copied into a torch/ folder as the checkout holds them.
    QStringList configs(const QString& name)
    {
        QStringList paths;
        for (const QString& yaml : {kInferenceYaml, kTrainingYaml}) {
            const QString path = m_work.filePath(name + QStringLiteral("/torch/") + QFileInfo(yaml).fileName());
            if (!writeFile(path, readFile(QStringLiteral(DTRIAGE_DEMO_DIR "/") + yaml)))
                qFatal("cannot copy %s", qPrintable(yaml));
            paths << path;
        }
        return paths;
    }

    static CiHistory read(const QStringList& configs, const RunDigest* digest = nullptr)
    {
        const Result<CiHistory> history = CiHistory::read(configs, experimentalRunFolders(), {}, digest);
        if (!history)
            qFatal("%s", qPrintable(history.error().toString()));
        return *history;
    }

private Q_SLOTS:
    void aTestPassingEverywhereIsANewEntryInItsYaml()
    {
        const QStringList paths = configs(QStringLiteral("proposals"));
        const CiHistory history = read(paths);
        QCOMPARE(history.workflows(), QStringList{QStringLiteral("On nightly Experimental")});
        QCOMPARE(history.ofKind(Kind::Add).size(), 2);
        for (const QString& key : {kVitInference, kResnet34Inference}) {
            const EntryHistory* h = history.entry(key);
            QVERIFY2(h, qPrintable(key));
            QVERIFY(!h->inYaml);
            QCOMPARE(h->status, QStringLiteral("UNSPECIFIED"));
            QCOMPARE(h->config, paths[0]);  // the inference YAML
            QCOMPARE(h->proposal.kind, Kind::Add);
            QVERIFY(h->proposal.change.add);
            QCOMPARE(h->proposal.change.set, (QList<QPair<QString, QString>>{{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}}));
            QCOMPARE(HistoryReport::strip(*h->on(QStringLiteral("p150"))), QStringLiteral("✓✓"));
        }
        for (const QString& key : {kNoMaskInference, kEfficientdetInference, kMgpStr}) {
            QVERIFY2(history.entry(key), qPrintable(key));
            QCOMPARE(history.entry(key)->proposal.kind, Kind::None);
        }
        QCOMPARE(history.entry(kEfficientdetInference)->on(QStringLiteral("n150"))->marks[0].stage, QStringLiteral("INCORRECT_RESULT"));
        // No entry to triage: no failure family is named for a test in no YAML.
        for (const EntryHistory& h : history.entries)
            QVERIFY2(h.inYaml || h.family.isEmpty(), qPrintable(h.key));
        // Tests in no YAML are no news: the experimental nightly's failures would bury it.
        QVERIFY(history.news.items.isEmpty());
        const QString lines = HistoryReport::lines(history).join(u'\n');
        QVERIFY2(!lines.contains(QStringLiteral("Failing as the YAML says")), qPrintable(lines));
        const QString pr = HistoryPullRequest::text(history, history.changingKeys(), QStringLiteral("tenstorrent/tt-xla"));
        QVERIFY2(pr.contains(QStringLiteral("- `vit/pytorch-Tiny_Patch16-single_device-inference`: new entry: EXPECTED\\_PASSING")),
                 qPrintable(pr));
    }

    void approvedTheEntriesFollowTheLastOne()
    {
        const QStringList paths = configs(QStringLiteral("approved"));
        const QByteArray before = readFile(paths[0]);
        const QByteArray training = readFile(paths[1]);
        const CiHistory history = read(paths);
        const auto file = ConfigFile::load(paths[0]);
        QVERIFY(file);
        const auto edit = ConfigEditor::planAll(*file, history.changesFor(history.changingKeys(), paths[0]));
        QVERIFY2(edit, edit ? "" : qPrintable(edit.error().toString()));
        QVERIFY(history.changesFor(history.changingKeys(), paths[1]).isEmpty());
        QVERIFY(ConfigEditor::write(*edit));
        QCOMPARE(readFile(paths[0]), before + kExperimentalAdditions);
        QCOMPARE(readFile(paths[1]), training);
        const CiHistory again = read(paths);
        QVERIFY2(again.changingKeys().isEmpty(), qPrintable(again.changingKeys().join(u' ')));
        QVERIFY(again.entry(kVitInference)->inYaml);
        QCOMPARE(again.entry(kVitInference)->proposal.kind, Kind::None);
    }

    // Both runs' p150 job timed out before its report: vit passed on n150 only, and
    // a new entry would speak for p150 too: none.
    void anArchTheRunsDidNotSayIsNoPass()
    {
        const QStringList paths = configs(QStringLiteral("gaps"));
        const QString runs = copyRecordedRuns(experimentalRunsDir(), m_work.filePath(QStringLiteral("gap-runs")));
        QVERIFY(!runs.isEmpty());
        for (const QString& id : kExperimentalRuns)
            QVERIFY(timeOutJobOf(QDir(runs).filePath(id), QStringLiteral("p150"), kVitInference) > 0);
        const Result<CiHistory> history = CiHistory::read(paths, runFoldersIn(runs, kExperimentalRuns));
        QVERIFY(history);
        const EntryHistory* vit = history->entry(kVitInference);
        QVERIFY(vit);
        QCOMPARE(HistoryReport::strip(*vit->on(QStringLiteral("p150"))), QStringLiteral("⌛⌛"));
        QCOMPARE(vit->proposal.kind, Kind::None);
        QVERIFY(history->ofKind(Kind::Add).isEmpty());
    }

    // The YAML a test belongs in travels in the digest: a warm read proposes the same.
    // That it is the digest speaking: the reports are then garbage of the same size
    // and times (their fingerprint), which no parse would read.
    void theDigestKeepsWhereATestBelongs()
    {
        const QStringList paths = configs(QStringLiteral("digest"));
        const QString runs = copyRecordedRuns(experimentalRunsDir(), m_work.filePath(QStringLiteral("digest-runs")));
        QVERIFY(!runs.isEmpty());
        const QStringList folders = runFoldersIn(runs, kExperimentalRuns);
        const RunDigest digest(m_work.filePath(QStringLiteral("digests")));
        const Result<CiHistory> cold = CiHistory::read(paths, folders, {}, &digest);
        QVERIFY(cold);
        QCOMPARE(cold->ofKind(Kind::Add).size(), 2);
        QVERIFY(QDir(m_work.filePath(QStringLiteral("digests"))).entryList(QDir::Files).size() >= 2);
        int spoiled = 0;
        for (QDirIterator it(runs, {QStringLiteral("report_*.xml")}, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
            QFile report(it.next());
            const QDateTime modified = QFileInfo(report).lastModified();
            const qint64 size = report.size();
            QVERIFY(report.open(QIODevice::ReadWrite));
            QVERIFY(report.write(QByteArray(size, '#')) == size);
            QVERIFY(report.flush());  // written before the time is set back, not on close
            QVERIFY(report.setFileTime(modified, QFileDevice::FileModificationTime));
            report.close();
            ++spoiled;
        }
        QVERIFY(spoiled >= 2);
        const Result<CiHistory> warm = CiHistory::read(paths, folders, {}, &digest);
        QVERIFY(warm);
        QVERIFY2(warm->problems.isEmpty(), qPrintable(warm->problems.join(u'\n')));
        QCOMPARE(warm->ofKind(Kind::Add).size(), 2);
        QCOMPARE(warm->changingKeys(), cold->changingKeys());
        QCOMPARE(warm->testcases, cold->testcases);
        // Without the digest the same files read as what they now are: unreadable.
        const Result<CiHistory> parsed = CiHistory::read(paths, folders);
        QVERIFY(parsed);
        QVERIFY(parsed->ofKind(Kind::Add).isEmpty());
        QVERIFY2(parsed->problems.join(u'\n').contains(QStringLiteral("report_")), qPrintable(parsed->problems.join(u'\n')));
    }

    // A test whose testcases name different YAMLs (one run recorded vit as a
    // training test) gets no new entry in either; the history says why.
    void aTestOfTwoYamlsIsNoAddition()
    {
        const QStringList paths = configs(QStringLiteral("two-routes"));
        const QString runs = copyRecordedRuns(experimentalRunsDir(), m_work.filePath(QStringLiteral("two-routes-runs")));
        QVERIFY(!runs.isEmpty());
        int edited = 0;
        const QByteArray name = "name=\"test_all_models_torch[" + kVitInference.toUtf8() + "]\"";
        for (QDirIterator it(QDir(runs).filePath(kExperimentalRuns.constLast()), {QStringLiteral("report_*.xml")}, QDir::Files,
                             QDirIterator::Subdirectories);
             it.hasNext();) {
            const QString path = it.next();
            QByteArray xml = readFile(path);
            const qsizetype at = xml.indexOf(name);
            const qsizetype mode = xml.indexOf("'run_mode': 'inference'", at);
            if (at < 0 || mode < 0 || mode > xml.indexOf("</testcase>", at))
                continue;
            xml.replace(mode, qsizetype(strlen("'run_mode': 'inference'")), "'run_mode': 'training'");
            QVERIFY(writeFile(path, xml));
            ++edited;
        }
        QVERIFY(edited >= 1);
        const Result<CiHistory> history = CiHistory::read(paths, runFoldersIn(runs, kExperimentalRuns));
        QVERIFY(history);
        QVERIFY(!history->entry(kVitInference));
        QCOMPARE(history->ofKind(Kind::Add).size(), 1);
        QVERIFY(history->entry(kResnet34Inference));
        const QString problems = history->problems.join(u'\n');
        QVERIFY2(problems.contains(kVitInference + QStringLiteral(" is in no YAML, and its testcases belong in different "
                                                                  "ones (torch/test_config_inference_single_device.yaml, "
                                                                  "torch/test_config_training_single_device.yaml)")),
                 qPrintable(problems));
        QCOMPARE(problems.count(kVitInference), 1);  // not again among the keys left out
    }

    // Its YAML not read (the training YAML alone): the tests are left out and said.
    void aTestWhoseYamlIsNotReadIsLeftOut()
    {
        const QStringList paths = configs(QStringLiteral("training-only"));
        const Result<CiHistory> history = CiHistory::read(QStringList{paths[1]}, experimentalRunFolders());
        QVERIFY(history);
        QVERIFY(history->entries.isEmpty());
        QVERIFY2(history->problems.join(u'\n').contains(QStringLiteral("key(s) the training YAML does not hold")),
                 qPrintable(history->problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestExperimentalHistory)
#include "tst_experimentalhistory.moc"
