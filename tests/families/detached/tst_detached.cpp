// A fourth failure family that lives only under tests/ (issue 32: a family is a
// closed plug-in): "detached", a training test whose backward finds nothing that
// needs a gradient because the model detaches its output. Its engine side
// (engine/families/detached/), its view (widgets/familyviews/detached/) and its
// Python (python/families/detached/: its probe and its edit rules, resources of
// this test) are registered here, one line each side, and driven as the other
// families are, with real torch and real pytest: the survey's classification,
// `propose --probe`, `batch --family` through the coordinator, and the window's
// evidence slot. No file of the product names it.
#include "batchcommand.h"
#include "checkout/democheckout.h"
#include "families/families.h"
#include "families/detached/detachedfamily.h"
#include "families/detached/detachedprobe.h"
#include "families/probe/familyprobejob.h"
#include "list/failurelistmodel.h"
#include "familyviews/familyviews.h"
#include "familyviews/detached/detachedevidence.h"
#include "proposecommand.h"
#include "run/pythonenvironment.h"
#include "surveycommand.h"
#include "windowfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

const QString kTiny = QStringLiteral("detached_mixer/pytorch-Tiny-single_device-training");
const QString kWide = QStringLiteral("detached_mixer/pytorch-Wide-single_device-training");
const QString kLoader = QStringLiteral("third_party/tt_forge_models/detached_mixer/pytorch/loader.py");
const QByteArray kDetached = "        return self.head(x).detach()\n";

struct VerbRun {
    int code = -1;
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

// A verb as main() runs it, in this process: the family registered here is one of its families.
VerbRun verb(int (*run)(const QStringList&, QTextStream&, QTextStream&), const QStringList& arguments)
{
    VerbRun done;
    QTextStream out(&done.out);
    QTextStream err(&done.err);
    done.code = run(QStringList{QStringLiteral("dtype-triage")} + arguments, out, err);
    out.flush();
    err.flush();
    return done;
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestDetachedFamily : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_fixture.isValid());
        // The one line each side.
        QVERIFY(Families::add(DetachedFamily::instance()));
        QVERIFY(FamilyViews::add(DetachedEvidence::familyId(), [](QWidget* parent) { return new DetachedEvidence(parent); }));
    }
    void registeredAsTheOthersAre();
    void theSurveyClassifiesIt();
    void proposeFromItsProbeRunElsewhere();
    void batchFamilyThroughTheCoordinator();
    void theWindowShowsItsEvidence();

private:
    // A fresh demo copy with the detached loader and its two training entries.
    QString plantedDemo();

    WindowFixture m_fixture;
};

QString TestDetachedFamily::plantedDemo()
{
    const QString root = m_fixture.freshDemo();
    if (root.isEmpty())
        return {};
    const QDir loaders(QDir(root).filePath(QStringLiteral("third_party/tt_forge_models")));
    if (!loaders.mkpath(QStringLiteral("detached_mixer/pytorch"))
        || !QFile::copy(QStringLiteral(DTRIAGE_TEST_FAMILY_DIR "/data/detached_mixer/pytorch/loader.py"),
                        loaders.filePath(QStringLiteral("detached_mixer/pytorch/loader.py"))))
        return {};
    QFile yaml(QDir(root).filePath(QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml")));
    if (!yaml.open(QIODevice::Append))
        return {};
    for (const QString& key : {kTiny, kWide})
        yaml.write(QStringLiteral("  %1:\n    status: KNOWN_FAILURE_XFAIL\n    bringup_status: FAILED_FE_COMPILATION\n"
                                  "    reason: \"RuntimeError: element 0 of tensors does not require grad and does "
                                  "not have a grad_fn\"\n")
                       .arg(key)
                       .toUtf8());
    return root;
}

void TestDetachedFamily::registeredAsTheOthersAre()
{
    QCOMPARE(Families::byId(QStringLiteral("detached")), &DetachedFamily::instance());
    QCOMPARE(Families::byProbe(QStringLiteral("detached")), &DetachedFamily::instance());
    const auto gated = Families::gate(QStringLiteral("RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn"));
    QVERIFY(gated);
    QCOMPARE(gated->family->id(), QStringLiteral("detached"));
    QCOMPARE(gated->flavor, QStringLiteral("no_grad"));
    QVERIFY(FamilyViews::hasView(QStringLiteral("detached")));
    QVERIFY(!Families::add(DetachedFamily::instance()));  // once
}

// The survey runs the runner's training step of every entry (another family's
// probe) and the detached family's gate takes the error.
void TestDetachedFamily::theSurveyClassifiesIt()
{
    const QString root = plantedDemo();
    QVERIFY(!root.isEmpty());
    const VerbRun run = verb(&SurveyCommand::run, {QStringLiteral("survey"), QStringLiteral("--checkout"), root,
                                                   QStringLiteral("--family"), QStringLiteral("detached"),
                                                   QStringLiteral("--fresh"), QStringLiteral("--json")});
    QVERIFY2(run.code == 0, qPrintable(run.err));
    const QJsonArray entries = run.json().value(QStringLiteral("entries")).toArray();
    QCOMPARE(entries.size(), 2);
    for (const QJsonValue& entry : entries)
        QCOMPARE(entry.toObject().value(QStringLiteral("group")).toString(), QStringLiteral("detached/no_grad"));
}

// Its probe run as a machine elsewhere runs it (its printed output saved), then
// `propose KEY --probe FILE`: the family the greeting names builds the diff.
void TestDetachedFamily::proposeFromItsProbeRunElsewhere()
{
    const QString root = plantedDemo();
    QVERIFY(!root.isEmpty());
    const auto python = PythonEnvironment::resolve(root, QStringLiteral(DTRIAGE_PYTHON));
    QVERIFY2(python, qPrintable(python ? QString() : python.error().toString()));
    FamilyProbeJob job(DetachedProbe::instance(), *python,
                       ProbeRequest::forLoader(root, QDir(root).filePath(kLoader), QStringLiteral("Tiny")));
    QStringList printed;
    connect(&job.probe(), &ProbeJob::line, this, [&printed](const QString& line) { printed << line; });
    const ProbeResult result = job.runBlocking();
    QVERIFY2(result.completed(), qPrintable(result.problem()));
    QVERIFY(!result.findings->passes());
    const QString file = m_fixture.filePath(QStringLiteral("detached-probe.txt"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(printed.join(u'\n').toUtf8() + '\n');
    out.close();
    const QByteArray before = readFile(QDir(root).filePath(kLoader));
    const VerbRun run = verb(&ProposeCommand::run, {QStringLiteral("propose"), kTiny, QStringLiteral("--checkout"), root,
                                                    QStringLiteral("--probe"), file, QStringLiteral("--json")});
    QVERIFY2(run.code == 0, qPrintable(run.err + run.out));
    QCOMPARE(run.json().value(QStringLiteral("probe")).toObject().value(QStringLiteral("output_requires_grad")), QJsonValue(false));
    const QString diff = run.json().value(QStringLiteral("diff")).toString();
    QVERIFY2(diff.contains(QStringLiteral("-") + QString::fromUtf8(kDetached))
                 && diff.contains(QStringLiteral("+        return self.head(x)\n")),
             qPrintable(diff));
    QCOMPARE(readFile(QDir(root).filePath(kLoader)), before);  // nothing without --apply
}

// `batch --family detached --yes`: the coordinator runs its session, the fix lands,
// the scope takes the other variant, pytest passes both and the YAML says so.
void TestDetachedFamily::batchFamilyThroughTheCoordinator()
{
    const QString root = plantedDemo();
    QVERIFY(!root.isEmpty());
    const VerbRun run = verb(&BatchCommand::run, {QStringLiteral("batch"), QStringLiteral("--family"),
                                                  QStringLiteral("detached"), QStringLiteral("--checkout"), root,
                                                  QStringLiteral("--yes"), QStringLiteral("--json")});
    QVERIFY2(run.code == 0, qPrintable(run.err + run.out));
    QVERIFY(!readFile(QDir(root).filePath(kLoader)).contains(".detach()"));
    const QByteArray yaml = readFile(
        QDir(root).filePath(QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml")));
    for (const QString& key : {kTiny, kWide}) {
        const qsizetype at = yaml.indexOf(key.toUtf8());
        QVERIFY(at >= 0);
        QVERIFY2(yaml.mid(at, 120).contains("status: EXPECTED_PASSING"), yaml.mid(at, 200).constData());
    }
    const QJsonArray records = run.json().value(QStringLiteral("records")).toArray();
    QCOMPARE(records.size(), 1);  // one session: the loader's other entry is its scope
    const QJsonObject record = records.first().toObject();
    QCOMPARE(record.value(QStringLiteral("family")).toString(), QStringLiteral("detached"));
    QCOMPARE(record.value(QStringLiteral("fix")).toObject().value(QStringLiteral("kind")).toString(),
             QStringLiteral("drop_detach"));
}

// The window opens the checkout, the list names the family, and the session
// panel's evidence slot holds the family's own view through the fix.
void TestDetachedFamily::theWindowShowsItsEvidence()
{
    const QString root = plantedDemo();
    QVERIFY(!root.isEmpty());
    MainWindow window;
    QSignalSpy loaded(&window, &MainWindow::checkoutLoaded);
    QSignalSpy python(&window, &MainWindow::pythonResolved);
    window.show();
    window.openCheckout(root);
    QVERIFY(loaded.wait(30000));
    QVERIFY(!python.isEmpty() || python.wait(180000));
    const FailureListModel* model = window.failureModel();
    QCOMPARE(model->index(model->rowOfKey(kTiny), FailureListModel::FamilyColumn).data().toString(),
             QStringLiteral("detached"));
    SessionPanel* panel = window.sessionPanel();
    TriageSession* session = WindowFixture::startOn(window, kTiny);
    QVERIFY(session);
    QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingFixApproval || session->isFinished(), kRunMs);
    QVERIFY2(session->state() == State::AwaitingFixApproval, qPrintable(session->stateNote()));
    auto* evidence = qobject_cast<DetachedEvidence*>(panel->evidence());
    QVERIFY(evidence);
    QTRY_VERIFY2(evidence->beforeLabel()->text().startsWith(QStringLiteral("the output needs no gradient; training step: RuntimeError")),
                 qPrintable(evidence->beforeLabel()->text()));
    APPROVE_WHOLE_DIFF(panel->diffView(), DiffKind::Loader);
    QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::AwaitingYamlApproval || session->isFinished(), kRunMs);
    QVERIFY2(session->state() == State::AwaitingYamlApproval, qPrintable(session->stateNote()));
    QTRY_VERIFY2(evidence->afterLabel()->text().contains(QStringLiteral("the output needs a gradient; training step: ok")),
                 qPrintable(evidence->afterLabel()->text()));
    APPROVE_WHOLE_DIFF(panel->diffView(), DiffKind::Yaml);
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kRunMs);
    QCOMPARE(session->state(), State::Done);
    screenshot(&window, QStringLiteral("fourth-family-done.png"));
}

QTEST_MAIN(TestDetachedFamily)
#include "tst_detached.moc"
