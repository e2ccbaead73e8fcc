// Issue 35 point 3: two surveys of one checkout at once used to lose half the
// results (both exit 0; the store held 15 of 30): each saved the whole store it
// had loaded. Now a save lays its own results over the file as it is then,
// under FileReplacement's lock, and tries again when another save came first.
#include "survey/surveyreport.h"
#include "survey/surveystore.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtConcurrent>
#include <QtTest>

using namespace dtriage;

namespace {

SurveyOutcome outcome(const QString& key)
{
    SurveyOutcome o;
    o.key = key;
    o.ran = true;
    o.passes = true;
    return o;
}

}  // namespace

class TestSurveyStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Two surveys, each of 15 entries, saving after every entry at the same
    // time: all 30 are in the file at the end, and each reads back.
    void twoSurveysAtOnceKeepEveryResult()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("store.json"));
        const auto survey = [path](const QString& prefix) -> Result<void> {
            SurveyStore store(path);
            if (Result<void> loaded = store.load(); !loaded)
                return loaded;
            for (int i = 0; i < 15; ++i) {
                store.put(outcome(QStringLiteral("%1-%2").arg(prefix).arg(i)), QByteArray::number(i));
                if (Result<void> saved = store.save(); !saved)
                    return saved;
            }
            return {};
        };
        QFuture<Result<void>> a = QtConcurrent::run(survey, QStringLiteral("a"));
        QFuture<Result<void>> b = QtConcurrent::run(survey, QStringLiteral("b"));
        const Result<void> first = a.result();
        const Result<void> second = b.result();
        QVERIFY2(first, qPrintable(first ? QString() : first.error().message));
        QVERIFY2(second, qPrintable(second ? QString() : second.error().message));
        SurveyStore after(path);
        QVERIFY(after.load());
        QCOMPARE(after.size(), 30);
        for (const QString& prefix : {QStringLiteral("a"), QStringLiteral("b")})
            for (int i = 0; i < 15; ++i)
                QVERIFY(after.reuse(QStringLiteral("%1-%2").arg(prefix).arg(i), QByteArray::number(i)));
    }

    // A result saved again replaces the older one; keys this run did not touch
    // keep what another run saved for them.
    // The survey's report is written as every file is (FileReplacement): whole or
    // not at all, an existing report replaced with its permissions kept, a folder
    // that is not there an error naming the path.
    void theReportIsWrittenWholeOrNotAtAll()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("survey.json"));
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly) && old.write("old") == 3);
        old.close();
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        const QJsonObject document{{QStringLiteral("verb"), QStringLiteral("survey")}};
        QVERIFY(SurveyReport::write(path, {}, document));
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().contains("\"verb\": \"survey\""));
        QCOMPARE(QFile::permissions(path) & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
        const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/survey.md"));
        const Result<void> failed = SurveyReport::write(nowhere, {}, document);
        QVERIFY(!failed);
        QVERIFY2(failed.error().toString().contains(nowhere), qPrintable(failed.error().toString()));
        QVERIFY(!QFile::exists(nowhere));
    }

    void aSaveLaysOnlyItsOwnResultsOver()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("store.json"));
        SurveyStore one(path);
        SurveyStore two(path);
        QVERIFY(one.load());
        QVERIFY(two.load());
        one.put(outcome(QStringLiteral("k")), "old");
        one.put(outcome(QStringLiteral("x")), "1");
        QVERIFY(one.save());
        two.put(outcome(QStringLiteral("k")), "new");
        QVERIFY(two.save());
        SurveyStore after(path);
        QVERIFY(after.load());
        QVERIFY(after.reuse(QStringLiteral("k"), "new"));
        QVERIFY(after.reuse(QStringLiteral("x"), "1"));
    }
};

QTEST_GUILESS_MAIN(TestSurveyStore)
#include "tst_surveystore.moc"
