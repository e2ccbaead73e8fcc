// LoaderPatcher on throwaway checkouts whose loaders folder is its own git
// repository (as the tt_forge_models submodule is): the diff preview, apply, the
// conflict checks (flagged as conflicts, so a session plans again), revert by
// writing the saved bytes back (tracked and clean or not), forbidden files, the
// one-pending-edit-per-loader lock, calls from a worker thread, and that nothing is
// ever committed.
#include "families/dtype/fix/dtypefixproposal.h"
#include "analysis/loaderanalyzer.h"
#include "families/dtype/fix/dtypeloaderedit.h"
#include "analysis/loaderpatcher.h"
#include "yamlplan/hardrules.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>

#include <memory>

using namespace dtriage;

namespace {

const QString kSpeecht5 = QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py");
const QString kDetr = QStringLiteral("third_party/tt_forge_models/detr/pytorch/loader.py");

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Test-only git: throwaway repositories in temp folders.
QByteArray git(const QString& dir, const QStringList& args, int* exitCode = nullptr)
{
    QProcess p;
    p.start(QStringLiteral("git"),
        QStringList{QStringLiteral("-C"), dir, QStringLiteral("-c"), QStringLiteral("user.name=t"),
            QStringLiteral("-c"), QStringLiteral("user.email=t@t.invalid")}
            + args);
    p.waitForFinished(60000);
    if (exitCode)
        *exitCode = p.exitCode();
    return p.readAllStandardOutput();
}

// The demo's loaders, a checkout root around them, both git repositories with one
// commit each, plus the files the hard rules forbid.
class Checkout {
public:
    Checkout()
    {
        const QString demo = QStringLiteral(DTRIAGE_DEMO_DIR);
        for (const QString& loader : {kSpeecht5, kDetr})
            m_ok = m_ok && writeFile(path(loader), readFile(demo + u'/' + loader));
        for (const QString& forbidden : HardRules::forbiddenFiles())
            m_ok = m_ok && writeFile(path(forbidden), "# must never be edited\n");
        m_ok = m_ok && writeFile(path(QStringLiteral("tests/runner/conftest.py")), "# runner\n");
        for (const QString& repo : {root(), submodule()}) {
            git(repo, {QStringLiteral("init"), QStringLiteral("-q")});
            git(repo, {QStringLiteral("add"), QStringLiteral("-A")});
            git(repo,
                {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
                    QStringLiteral("initial")});
        }
        m_heads = heads();
    }
    bool ok() const { return m_ok && m_dir.isValid() && m_heads.count(u'\n') == 4; }
    QString root() const { return m_dir.path(); }
    QString submodule() const { return path(HardRules::loadersRoot()); }
    QString path(const QString& relative) const { return m_dir.filePath(relative); }
    // HEAD and the commit count of both repositories: must never change.
    QString heads() const
    {
        QString out;
        for (const QString& repo : {root(), submodule()})
            out += QString::fromUtf8(
                git(repo, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")})
                + git(repo,
                    {QStringLiteral("rev-list"), QStringLiteral("--all"),
                        QStringLiteral("--count")}));
        return out;
    }
    bool nothingCommitted() const { return heads() == m_heads; }
    QByteArray status(const QString& file) const
    {
        return git(submodule(),
            {QStringLiteral("status"), QStringLiteral("--porcelain"), QStringLiteral("--"),
                QDir(submodule()).relativeFilePath(path(file))})
            .trimmed();
    }

private:
    QTemporaryDir m_dir;
    bool m_ok = true;
    QString m_heads;
};

QByteArray speecht5Fixed(const QByteArray& before)
{
    return QByteArray(before).replace(
        "        decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins))\n",
        "        decoder_input_values = torch.zeros(\n"
        "            (1, 1, self.model.config.num_mel_bins), dtype=dtype_override\n"
        "        )\n");
}

QByteArray detrFixed(const QByteArray& before)
{
    return QByteArray(before).replace(
        "torch.ones((batch_size, 4, 4))", "torch.ones((batch_size, 4, 4), dtype=dtype_override)");
}

}  // namespace

class TestLoaderPatcher : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void previewDiff();
    void applyAndRevertByGit();
    void revertUntrackedBySavedBytes();
    void revertDirtyBySavedBytes();
    void conflictAfterPreview();
    void conflictOnRevert();
    void forbiddenFilesRefused();
    void onePendingEditPerLoader();
    void lockIsProcessWide();
    void unknownOrTamperedPlanRefused();
    void fromAWorkerThread();
    void endToEndFromProposal();
};

void TestLoaderPatcher::previewDiff()
{
    Checkout c;
    QVERIFY(c.ok());
    LoaderPatcher patcher(c.root());
    const QByteArray before = readFile(c.path(kSpeecht5));
    const QByteArray after = speecht5Fixed(before);
    const Result<LoaderPatchPlan> plan
        = patcher.preview(kSpeecht5, before, after, QStringLiteral("s"));
    QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
    QCOMPARE(plan->label, kSpeecht5);
    QCOMPARE(plan->submoduleLabel, QStringLiteral("speecht5/pytorch/loader.py"));
    QCOMPARE(plan->path, QFileInfo(c.path(kSpeecht5)).canonicalFilePath());
    QVERIFY(plan->diff.startsWith(QStringLiteral("--- a/%1\n+++ b/%1\n").arg(kSpeecht5)));
    QVERIFY(plan->diff.contains(QStringLiteral(
        "\n-        decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins))\n"
        "+        decoder_input_values = torch.zeros(\n"
        "+            (1, 1, self.model.config.num_mel_bins), dtype=dtype_override\n"
        "+        )\n")));
    QVERIFY(!plan->token.isEmpty());
    // The submodule patch applies there as it is (the report's loader patch).
    const QString patch = c.path(QStringLiteral("loader.patch"));
    QVERIFY(writeFile(patch, plan->submoduleDiff.toUtf8()));
    int exit = -1;
    git(c.submodule(), {QStringLiteral("apply"), QStringLiteral("--check"), patch}, &exit);
    QCOMPARE(exit, 0);
    // A preview writes nothing.
    QCOMPARE(readFile(c.path(kSpeecht5)), before);
    QVERIFY(!patcher.hasPendingEdit(kSpeecht5));
    // Nothing to preview: an edit that changes nothing, a stale `before`.
    QVERIFY(!patcher.preview(kSpeecht5, before, before));
    QVERIFY(!patcher.preview(kSpeecht5, before + "# stale\n", after));
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::applyAndRevertByGit()
{
    Checkout c;
    QVERIFY(c.ok());
    LoaderPatcher patcher(c.root());
    const QByteArray before = readFile(c.path(kSpeecht5));
    const QByteArray after = speecht5Fixed(before);
    const Result<LoaderPatchPlan> plan = patcher.preview(kSpeecht5, before, after);
    QVERIFY(plan);
    const Result<void> applied = patcher.apply(*plan);
    QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().toString()));
    QCOMPARE(readFile(c.path(kSpeecht5)), after);
    QCOMPARE(c.status(kSpeecht5), QByteArray("M speecht5/pytorch/loader.py"));
    const auto pending = patcher.pendingEdit(kSpeecht5);
    QVERIFY(pending);
    QCOMPARE(pending->undo, PendingLoaderEdit::Undo::GitCheckout);
    QCOMPARE(pending->gitRoot, QFileInfo(c.submodule()).canonicalFilePath());
    QCOMPARE(pending->before, before);
    QVERIFY(c.nothingCommitted());  // the edit stays uncommitted in the submodule

    const Result<void> reverted = patcher.revert(kSpeecht5);
    QVERIFY2(reverted, qPrintable(reverted ? QString() : reverted.error().toString()));
    QCOMPARE(readFile(c.path(kSpeecht5)), before);
    QCOMPARE(c.status(kSpeecht5), QByteArray());
    QVERIFY(!patcher.hasPendingEdit(kSpeecht5));
    QVERIFY(!patcher.revert(kSpeecht5));  // nothing left to revert
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::revertUntrackedBySavedBytes()
{
    Checkout c;
    QVERIFY(c.ok());
    const QString fresh = QStringLiteral("third_party/tt_forge_models/newmodel/pytorch/loader.py");
    const QByteArray before = readFile(c.path(kSpeecht5));
    QVERIFY(writeFile(c.path(fresh), before));
    LoaderPatcher patcher(c.root());
    const Result<LoaderPatchPlan> plan = patcher.preview(fresh, before, speecht5Fixed(before));
    QVERIFY(plan);
    QVERIFY(patcher.apply(*plan));
    QCOMPARE(patcher.pendingEdit(fresh)->undo, PendingLoaderEdit::Undo::SavedBytes);
    QVERIFY(patcher.revert(fresh));
    QCOMPARE(readFile(c.path(fresh)), before);
    QCOMPARE(c.status(fresh),
        QByteArray("?? newmodel/pytorch/loader.py"));  // still untracked, not added
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::revertDirtyBySavedBytes()
{
    Checkout c;
    QVERIFY(c.ok());
    // Someone's uncommitted change is already there: git checkout would destroy it.
    const QByteArray dirty = readFile(c.path(kSpeecht5)) + "# local change\n";
    QVERIFY(writeFile(c.path(kSpeecht5), dirty));
    LoaderPatcher patcher(c.root());
    const Result<LoaderPatchPlan> plan = patcher.preview(kSpeecht5, dirty, speecht5Fixed(dirty));
    QVERIFY(plan);
    QVERIFY(patcher.apply(*plan));
    QCOMPARE(patcher.pendingEdit(kSpeecht5)->undo, PendingLoaderEdit::Undo::SavedBytes);
    QVERIFY(patcher.revert(kSpeecht5));
    QCOMPARE(readFile(c.path(kSpeecht5)), dirty);
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::conflictAfterPreview()
{
    Checkout c;
    QVERIFY(c.ok());
    LoaderPatcher patcher(c.root());
    const QByteArray before = readFile(c.path(kSpeecht5));
    const Result<LoaderPatchPlan> plan = patcher.preview(kSpeecht5, before, speecht5Fixed(before));
    QVERIFY(plan);
    const QByteArray theirs = before + "# edited in another window\n";
    QVERIFY(writeFile(c.path(kSpeecht5), theirs));
    const Result<void> applied = patcher.apply(*plan);
    QVERIFY(!applied);
    QVERIFY2(applied.error().message.contains(QStringLiteral("Conflict")),
        qPrintable(applied.error().message));
    QVERIFY(applied.error().conflict);
    QCOMPARE(readFile(c.path(kSpeecht5)), theirs);
    // A preview made from bytes the file no longer holds is a conflict too.
    const Result<LoaderPatchPlan> stale = patcher.preview(kSpeecht5, before, speecht5Fixed(before));
    QVERIFY(!stale);
    QVERIFY(stale.error().conflict);
    QVERIFY(!patcher.hasPendingEdit(kSpeecht5));
    // The refused plan did not take the lock: a fresh preview applies.
    const Result<LoaderPatchPlan> again = patcher.preview(kSpeecht5, theirs, speecht5Fixed(theirs));
    QVERIFY(again);
    QVERIFY(patcher.apply(*again));
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::conflictOnRevert()
{
    Checkout c;
    QVERIFY(c.ok());
    LoaderPatcher patcher(c.root());
    const QByteArray before = readFile(c.path(kSpeecht5));
    const QByteArray after = speecht5Fixed(before);
    const Result<LoaderPatchPlan> plan = patcher.preview(kSpeecht5, before, after);
    QVERIFY(plan && patcher.apply(*plan));
    QVERIFY(writeFile(c.path(kSpeecht5), after + "# more work\n"));
    const Result<void> reverted = patcher.revert(kSpeecht5);
    QVERIFY(!reverted);
    QVERIFY(reverted.error().message.contains(QStringLiteral("Conflict")));
    QVERIFY(reverted.error().conflict);
    QCOMPARE(readFile(c.path(kSpeecht5)), after + "# more work\n");
    QVERIFY(patcher.hasPendingEdit(kSpeecht5));  // still pending, still revertible
    QVERIFY(writeFile(c.path(kSpeecht5), after));
    QVERIFY(patcher.revert(kSpeecht5));
    QCOMPARE(readFile(c.path(kSpeecht5)), before);
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::forbiddenFilesRefused()
{
    Checkout c;
    QVERIFY(c.ok());
    LoaderPatcher patcher(c.root());
    QTemporaryDir outside;
    const QString outsideFile = outside.filePath(QStringLiteral("loader.py"));
    QVERIFY(writeFile(outsideFile, "x = 1\n"));
    QStringList refused = HardRules::forbiddenFiles();
    refused << QStringLiteral("tests/runner/conftest.py")  // not a loader
            << QStringLiteral(
                   "third_party/tt_forge_models/../../tests/runner/utils/dynamic_loader.py")
            << QStringLiteral("../loader.py") << outsideFile;
    for (const QString& file : refused) {
        const QByteArray before = readFile(QDir(c.root()).absoluteFilePath(file));
        const Result<LoaderPatchPlan> plan = patcher.preview(file, before, before + "y = 2\n");
        QVERIFY2(!plan, qPrintable(file));
        QVERIFY2(plan.error().message.startsWith(QStringLiteral("Refused")),
            qPrintable(plan.error().message));
    }
    for (const QString& file : HardRules::forbiddenFiles())
        QCOMPARE(readFile(c.path(file)), QByteArray("# must never be edited\n"));
    QCOMPARE(readFile(outsideFile), QByteArray("x = 1\n"));
    // A symlink inside the loaders folder pointing at a forbidden file is refused too.
    const QString link
        = c.path(QStringLiteral("third_party/tt_forge_models/link/pytorch/loader.py"));
    QDir().mkpath(QFileInfo(link).absolutePath());
    QVERIFY(QFile::link(c.path(QStringLiteral("tests/runner/utils/dynamic_loader.py")), link));
    QVERIFY(!patcher.preview(link, readFile(link), "import os\n"));
    // Issue 35: a link out of the checkout says so (it read as a hard-rule file).
    const QString linked = c.path(QStringLiteral("third_party/tt_forge_models/linked/pytorch/loader.py"));
    QDir().mkpath(QFileInfo(linked).absolutePath());
    QVERIFY(QFile::link(outsideFile, linked));
    const Result<LoaderPatchPlan> out = patcher.preview(linked, readFile(linked), "x = 2\n");
    QVERIFY(!out);
    QVERIFY2(out.error().message.contains(QStringLiteral("is a link to")) && out.error().message.contains(QStringLiteral("outside the checkout"))
                 && !out.error().message.contains(QStringLiteral("must never be edited")),
             qPrintable(out.error().message));
    QCOMPARE(readFile(outsideFile), QByteArray("x = 1\n"));
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::onePendingEditPerLoader()
{
    Checkout c;
    QVERIFY(c.ok());
    LoaderPatcher patcher(c.root());
    const QByteArray before = readFile(c.path(kSpeecht5));
    const QByteArray first = speecht5Fixed(before);
    const QByteArray second = QByteArray(before).replace("return inputs", "return dict(inputs)");
    const Result<LoaderPatchPlan> a
        = patcher.preview(kSpeecht5, before, first, QStringLiteral("edit A"));
    const Result<LoaderPatchPlan> b = patcher.preview(kSpeecht5, before, second);
    QVERIFY(a && b);
    QVERIFY(patcher.apply(*a));
    const Result<void> refused = patcher.apply(*b);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("pending (edit A)")),
        qPrintable(refused.error().message));
    QCOMPARE(readFile(c.path(kSpeecht5)), first);
    // Even a fresh preview against the edited bytes cannot stack a second edit.
    const Result<LoaderPatchPlan> stacked = patcher.preview(
        kSpeecht5, first, QByteArray(first).replace("return inputs", "return dict(inputs)"));
    QVERIFY(stacked);
    QVERIFY(!patcher.apply(*stacked));
    // Another loader is another lock.
    const QByteArray detr = readFile(c.path(kDetr));
    const Result<LoaderPatchPlan> other = patcher.preview(kDetr, detr, detrFixed(detr));
    QVERIFY(other && patcher.apply(*other));
    // Accepting keeps the edit and releases the lock.
    QVERIFY(patcher.accept(kSpeecht5));
    QVERIFY(!patcher.hasPendingEdit(kSpeecht5));
    QCOMPARE(readFile(c.path(kSpeecht5)), first);
    QVERIFY(!patcher.revert(kSpeecht5));
    const Result<LoaderPatchPlan> next = patcher.preview(
        kSpeecht5, first, QByteArray(first).replace("return inputs", "return dict(inputs)"));
    QVERIFY(next);
    QVERIFY(patcher.apply(*next));
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::lockIsProcessWide()
{
    Checkout c;
    QVERIFY(c.ok());
    const QByteArray before = readFile(c.path(kSpeecht5));
    auto first = std::make_unique<LoaderPatcher>(c.root());
    LoaderPatcher second(c.root());
    const Result<LoaderPatchPlan> a = first->preview(kSpeecht5, before, speecht5Fixed(before));
    const Result<LoaderPatchPlan> b
        = second.preview(kSpeecht5, before, detrFixed(before) + "# b\n");
    QVERIFY(a && b);
    QVERIFY(first->apply(*a));
    QVERIFY(!second.apply(*b));  // another session's pending edit
    QVERIFY(second.hasPendingEdit(kSpeecht5));  // visible to everyone
    QVERIFY(!second.revert(kSpeecht5));  // but only its owner takes it back
    QVERIFY(!second.accept(kSpeecht5));
    first.reset();  // the session ends: its lock goes, its edit stays
    QVERIFY(!second.hasPendingEdit(kSpeecht5));
    const QByteArray now = readFile(c.path(kSpeecht5));
    QCOMPARE(now, speecht5Fixed(before));
    const Result<LoaderPatchPlan> c2 = second.preview(kSpeecht5, now, now + "# c\n");
    QVERIFY(c2 && second.apply(*c2));
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::unknownOrTamperedPlanRefused()
{
    Checkout c;
    QVERIFY(c.ok());
    LoaderPatcher patcher(c.root());
    LoaderPatcher stranger(c.root());
    const QByteArray before = readFile(c.path(kSpeecht5));
    const Result<LoaderPatchPlan> plan = patcher.preview(kSpeecht5, before, speecht5Fixed(before));
    QVERIFY(plan);

    LoaderPatchPlan tampered = *plan;
    tampered.after += "import os\n";
    QVERIFY(!patcher.apply(tampered));
    LoaderPatchPlan forged = *plan;
    forged.token = QStringLiteral("not-a-token");
    QVERIFY(!patcher.apply(forged));
    QVERIFY(!stranger.apply(*plan));  // issued by another patcher
    LoaderPatchPlan redirected = *plan;
    redirected.path = QFileInfo(c.path(kDetr)).canonicalFilePath();
    QVERIFY(!patcher.apply(redirected));
    QCOMPARE(readFile(c.path(kSpeecht5)), before);

    QVERIFY(patcher.apply(*plan));
    QVERIFY(patcher.revert(kSpeecht5));
    QVERIFY(!patcher.apply(*plan));  // a plan is applied once
    QCOMPARE(readFile(c.path(kSpeecht5)), before);
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::fromAWorkerThread()
{
    Checkout c;
    QVERIFY(c.ok());
    LoaderPatcher patcher(c.root());
    const QByteArray before = readFile(c.path(kDetr));
    const Result<LoaderPatchPlan> plan = patcher.preview(kDetr, before, detrFixed(before));
    QVERIFY(plan);
    // As a session runs them: on a worker thread.
    QFuture<Result<void>> applied = QtConcurrent::run([&patcher, &plan] { return patcher.apply(*plan); });
    applied.waitForFinished();
    QVERIFY(applied.result());
    QCOMPARE(readFile(c.path(kDetr)), detrFixed(before));
    QCOMPARE(patcher.pendingEdit(kDetr)->undo, PendingLoaderEdit::Undo::GitCheckout);
    QFuture<Result<void>> reverted = QtConcurrent::run([&patcher] { return patcher.revert(kDetr); });
    reverted.waitForFinished();
    QVERIFY(reverted.result());
    QCOMPARE(readFile(c.path(kDetr)), before);
    QVERIFY(c.nothingCommitted());
}

void TestLoaderPatcher::endToEndFromProposal()
{
    Checkout c;
    QVERIFY(c.ok());
    const Result<LoaderAnalysis> analysis = LoaderAnalyzer::analyzeBlocking(c.path(kSpeecht5));
    QVERIFY2(analysis, qPrintable(analysis ? QString() : analysis.error().toString()));
    DtypeFixRequest request;
    request.flavor = DtypeFlavor::CrossDtype;
    request.float32Inputs = QStringList{QStringLiteral("decoder_input_values")};
    const Result<DtypeFixProposal> proposal = DtypeFixProposal::propose(request, *analysis);
    QVERIFY(proposal && proposal->hasFix());
    const Result<LoaderEditResult> edit = DtypeLoaderEdit::makeBlocking(analysis->source, *proposal);
    QVERIFY2(edit, qPrintable(edit ? QString() : edit.error().toString()));
    LoaderPatcher patcher(c.root());
    const Result<LoaderPatchPlan> plan
        = patcher.preview(analysis->path, edit->before, edit->after, proposal->summary());
    QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
    QCOMPARE(plan->summary, proposal->summary());
    QVERIFY(patcher.apply(*plan));
    QCOMPARE(readFile(c.path(kSpeecht5)), speecht5Fixed(analysis->source));
    QVERIFY(patcher.revert(kSpeecht5));
    QCOMPARE(readFile(c.path(kSpeecht5)), analysis->source);
    QVERIFY(c.nothingCommitted());
}

QTEST_GUILESS_MAIN(TestLoaderPatcher)
#include "tst_loaderpatcher.moc"
