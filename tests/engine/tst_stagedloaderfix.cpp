// StagedLoaderFix, step 5's fix through its approval, on a throwaway checkout
// (its loaders folder with no git: the saved bytes take an edit back): an offer
// awaits approval with its diff, review items and judgement; a refused edit says
// why; a loader that changed under the offer or under the approved write is
// proposed again, kMaxReplans times, then a conflict; a written fix lands; a
// cancel asked for during the write waits for it to settle.
#include "demofiles.h"
#include "session/stagedloaderfix.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

const QString kLoader = QStringLiteral("third_party/tt_forge_models/tiny/pytorch/loader.py");
const QByteArray kBefore = "import torch\n\nx = torch.zeros(2, dtype=torch.float32)\n";
const QByteArray kAfter = "import torch\n\nx = torch.zeros(2, dtype=torch.bfloat16)\n";

// The offer's outcome, a test failure (not a crash) when it is an error.
#define OFFERED(fix, made, expected)                                                   \
    do {                                                                                \
        const auto offered_ = (fix).offer(loader(), made);                             \
        QVERIFY2(offered_, qPrintable(offered_ ? QString() : offered_.error()));        \
        QCOMPARE(*offered_, StagedLoaderFix::Offered::expected);                        \
    } while (false)

FixOffer offerOf(const QByteArray& before, const QByteArray& after)
{
    FixOffer offer;
    offer.edit = LoaderEditResult{before, after, 3, 3, {}, {}, {}, {}};
    offer.summary = QStringLiteral("x in bfloat16");
    offer.review = {QStringLiteral("check x")};
    return offer;
}

}  // namespace

class TstStagedLoaderFix : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void anOfferAwaitsApprovalWithItsDiff();
    void aRefusedEditSaysWhy();
    void aLoaderThatKeepsChangingEndsInAConflict();
    void anApprovedFixLands();
    void aLoaderChangedBeforeTheWriteIsProposedAgain();
    void aCancelDuringTheWriteWaitsForIt();
    void aCancelDuringAConflictingWriteEndsWithNothingWritten();
    void replansOfTheOfferAndTheWriteCountTogether();

private:
    QString loader() const { return m_dir->filePath(kLoader); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TstStagedLoaderFix::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(loader(), kBefore));
}

void TstStagedLoaderFix::anOfferAwaitsApprovalWithItsDiff()
{
    StagedLoaderFix fix;
    fix.files().open(m_dir->path());
    FixOffer offer = offerOf(kBefore, kAfter);
    offer.judgement = QStringLiteral("which loss reads it is a person's call");
    const auto offered = fix.offer(loader(), offer);
    QVERIFY2(offered, qPrintable(offered ? QString() : offered.error()));
    QCOMPARE(*offered, StagedLoaderFix::Offered::Awaiting);
    QVERIFY2(fix.files().diff().contains(QStringLiteral("+x = torch.zeros(2, dtype=torch.bfloat16)")),
             qPrintable(fix.files().diff()));
    QCOMPARE(fix.offerReview(), offer.review);
    QCOMPARE(fix.judgement(), offer.judgement);
    fix.withdraw();
    QVERIFY(fix.offerReview().isEmpty());
    QVERIFY(fix.judgement().isEmpty());
    QCOMPARE(readFile(loader()), kBefore);  // nothing written before the approval
}

void TstStagedLoaderFix::aRefusedEditSaysWhy()
{
    StagedLoaderFix fix;
    fix.files().open(m_dir->path());
    FixOffer none;
    none.edit = std::unexpected(Error{QStringLiteral("no fix site")});
    const auto noEdit = fix.offer(loader(), none);
    QVERIFY(!noEdit);
    QVERIFY2(noEdit.error().contains(QStringLiteral("no fix site")), qPrintable(noEdit.error()));
    const auto nothing = fix.offer(loader(), offerOf(kBefore, kBefore));  // changes nothing: refused
    QVERIFY(!nothing);
    QVERIFY(!nothing.error().isEmpty());
}

void TstStagedLoaderFix::aLoaderThatKeepsChangingEndsInAConflict()
{
    StagedLoaderFix fix;
    fix.files().open(m_dir->path());
    QSignalSpy replanning(&fix, &StagedLoaderFix::replanning);
    QSignalSpy keptChanging(&fix, &StagedLoaderFix::keptChanging);
    const QByteArray stale = "x = 1\n";  // what the analysis read; the file holds another
    for (int i = 0; i < StagedLoaderFix::kMaxReplans; ++i) {
        OFFERED(fix, offerOf(stale, kAfter), Replanning);
    }
    QCOMPARE(replanning.size(), StagedLoaderFix::kMaxReplans);
    QCOMPARE(keptChanging.size(), 0);
    OFFERED(fix, offerOf(stale, kAfter), Replanning);
    QCOMPARE(keptChanging.size(), 1);
    QCOMPARE(replanning.size(), StagedLoaderFix::kMaxReplans);
    QCOMPARE(readFile(loader()), kBefore);
}

void TstStagedLoaderFix::anApprovedFixLands()
{
    StagedLoaderFix fix;
    fix.files().open(m_dir->path());
    OFFERED(fix, offerOf(kBefore, kAfter), Awaiting);
    QSignalSpy landed(&fix, &StagedLoaderFix::landed);
    fix.write();
    QVERIFY(landed.wait(10000));
    QVERIFY(fix.files().landed());
    QVERIFY(fix.files().isPending(QFileInfo(loader()).canonicalFilePath()));
    QCOMPARE(readFile(loader()), kAfter);
}

void TstStagedLoaderFix::aLoaderChangedBeforeTheWriteIsProposedAgain()
{
    StagedLoaderFix fix;
    fix.files().open(m_dir->path());
    OFFERED(fix, offerOf(kBefore, kAfter), Awaiting);
    const QByteArray theirs = kBefore + "# someone's edit\n";
    QVERIFY(writeFile(loader(), theirs));
    QSignalSpy replanning(&fix, &StagedLoaderFix::replanning);
    QSignalSpy landed(&fix, &StagedLoaderFix::landed);
    fix.write();
    QVERIFY(replanning.wait(10000));
    QCOMPARE(landed.size(), 0);
    QVERIFY(!fix.files().landed());
    QCOMPARE(readFile(loader()), theirs);  // the approved diff no longer matches: nothing written
}

void TstStagedLoaderFix::aCancelDuringTheWriteWaitsForIt()
{
    StagedLoaderFix fix;
    fix.files().open(m_dir->path());
    OFFERED(fix, offerOf(kBefore, kAfter), Awaiting);
    QSignalSpy canceled(&fix, &StagedLoaderFix::writeCanceled);
    QSignalSpy landed(&fix, &StagedLoaderFix::landed);
    fix.write();
    fix.cancelAfterWrite();  // the write is in flight
    QVERIFY(canceled.wait(10000));
    QCOMPARE(landed.size(), 0);  // the session, not the triage, goes on: it takes the fix back
    QVERIFY(fix.files().landed());
    QCOMPARE(readFile(loader()), kAfter);
}

void TstStagedLoaderFix::aCancelDuringAConflictingWriteEndsWithNothingWritten()
{
    StagedLoaderFix fix;
    fix.files().open(m_dir->path());
    OFFERED(fix, offerOf(kBefore, kAfter), Awaiting);
    const QByteArray theirs = kBefore + "# someone's edit\n";
    QVERIFY(writeFile(loader(), theirs));
    QSignalSpy canceled(&fix, &StagedLoaderFix::writeCanceled);
    QSignalSpy replanning(&fix, &StagedLoaderFix::replanning);
    fix.write();
    fix.cancelAfterWrite();
    QVERIFY(canceled.wait(10000));
    QCOMPARE(replanning.size(), 0);  // canceled: not proposed again
    QVERIFY(!fix.files().landed());
    QCOMPARE(readFile(loader()), theirs);
}

void TstStagedLoaderFix::replansOfTheOfferAndTheWriteCountTogether()
{
    StagedLoaderFix fix;
    fix.files().open(m_dir->path());
    QSignalSpy replanning(&fix, &StagedLoaderFix::replanning);
    QSignalSpy keptChanging(&fix, &StagedLoaderFix::keptChanging);
    for (int i = 0; i < StagedLoaderFix::kMaxReplans; ++i)
        OFFERED(fix, offerOf("x = 1\n", kAfter), Replanning);
    OFFERED(fix, offerOf(kBefore, kAfter), Awaiting);
    QVERIFY(writeFile(loader(), kBefore + "# edited again\n"));
    fix.write();
    QVERIFY(keptChanging.wait(10000));  // the write's conflict is the fourth
    QCOMPARE(replanning.size(), StagedLoaderFix::kMaxReplans);
}

QTEST_GUILESS_MAIN(TstStagedLoaderFix)
#include "tst_stagedloaderfix.moc"
