// BringupClassifier against tt-xla's own records: every (reason, bringup_status)
// pair of the 13 real test-config files (arch_overrides included) is classified
// from its reason alone, and the classifier must agree with the recorded status
// on at least 95% of them. The confusion table is printed with the figure, and so
// are the pairs it gets wrong, so a rule change shows what it moves.
#include "config/configfile.h"
#include "realconfigs.h"
#include "yamlplan/bringupclassifier.h"

#include <QMap>
#include <QtTest>

using namespace dtriage;
using Category = BringupClassifier::Category;

namespace {

struct Pair {
    QString reason;
    QString status;  // FAILED_FE_COMPILATION, ..., INCORRECT_RESULT
    QString where;   // "file: key [arch]"
};

QString upper(const QVariant& value) { return value.toString().trimmed().toUpper(); }

QList<Pair> pairsOf(const QString& path, const ConfigFile& file)
{
    QList<Pair> pairs;
    for (const Entry& entry : file.entries()) {
        const QString reason = entry.reason();
        const QString status = entry.bringupStatus();
        if (!reason.isEmpty() && !status.isEmpty())
            pairs.append({reason, status, QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), entry.key)});
        const Field* overrides = entry.field(QStringLiteral("arch_overrides"));
        if (!overrides)
            continue;
        const QVariantMap arches = overrides->value.toMap();
        for (auto it = arches.cbegin(); it != arches.cend(); ++it) {
            const QVariantMap o = it.value().toMap();
            if (!o.contains(QStringLiteral("reason")) && !o.contains(QStringLiteral("bringup_status")))
                continue;
            const QString r = o.value(QStringLiteral("reason"), reason).toString();
            const QString s = o.contains(QStringLiteral("bringup_status")) ? upper(o.value(QStringLiteral("bringup_status")))
                                                                           : status;
            if (!r.isEmpty() && !s.isEmpty())
                pairs.append({r, s, QStringLiteral("%1: %2 [%3]").arg(QFileInfo(path).fileName(), entry.key, it.key())});
        }
    }
    return pairs;
}

// The status a category stands for in the YAML: Numerics is INCORRECT_RESULT.
QString statusOf(Category category)
{
    if (category == Category::Numerics)
        return QStringLiteral("INCORRECT_RESULT");
    const QString status = BringupClassifier::bringupStatus(category);
    return status.isEmpty() ? QStringLiteral("(unclassified)") : status;
}

}  // namespace

class TestStageAgreement : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void agreesWithTtXlasRecords()
    {
        QList<Pair> pairs;
        const QStringList files = testing::realConfigFiles();
        QCOMPARE(files.size(), testing::kRealConfigFileCount);
        for (const QString& path : files) {
            const Result<ConfigFile> file = ConfigFile::load(path);
            QVERIFY2(file, qPrintable(file ? QString() : file.error().toString()));
            pairs += pairsOf(path, *file);
        }
        QVERIFY2(pairs.size() > 300, qPrintable(QString::number(pairs.size())));  // 385 in the August 2026 snapshot

        QMap<QString, QMap<QString, int>> table;  // recorded -> classified -> count
        QStringList wrong;
        int agree = 0;
        for (const Pair& p : std::as_const(pairs)) {
            const QString got = statusOf(BringupClassifier::classify(p.reason));
            ++table[p.status][got];
            if (got == p.status)
                ++agree;
            else
                wrong << QStringLiteral("  %1 recorded %2, classified %3: %4").arg(p.where, p.status, got, p.reason.left(160));
        }
        const double share = 100.0 * agree / pairs.size();
        QStringList columns;
        for (const auto& row : std::as_const(table))
            for (auto it = row.cbegin(); it != row.cend(); ++it)
                if (!columns.contains(it.key()))
                    columns << it.key();
        columns.sort();
        QString text = QStringLiteral("recorded \\ classified: %1\n").arg(columns.join(QStringLiteral(" | ")));
        for (auto it = table.cbegin(); it != table.cend(); ++it) {
            QStringList cells;
            for (const QString& column : std::as_const(columns))
                cells << QString::number(it.value().value(column));
            text += QStringLiteral("  %1: %2\n").arg(it.key(), cells.join(QStringLiteral(" | ")));
        }
        qInfo("stage agreement with tt-xla's records: %d of %lld pairs (%.1f%%)\n%s", agree, qlonglong(pairs.size()),
              share, qPrintable(text));
        qInfo("disagreements:\n%s", qPrintable(wrong.join(u'\n')));
        QVERIFY2(share >= 95.0, qPrintable(QStringLiteral("%1%").arg(share, 0, 'f', 1)));
    }
};

QTEST_GUILESS_MAIN(TestStageAgreement)
#include "tst_stageagreement.moc"
