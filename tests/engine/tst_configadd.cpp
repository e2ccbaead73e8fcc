// New entries of a test-config YAML (issue 50: the runner's ADD_CONFIG, promoted
// from the experimental nightly as tt-xla's PR #1968 promotes them): appended after
// the last entry in the file's own layout, every byte before them kept, read back
// as planned; with other entries' changes in the same edit; refused where it
// cannot be placed or would say something tt-xla rejects. On all 13 real YAMLs.
#include "config/configeditor.h"
#include "config/configfile.h"
#include "realconfigs.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

namespace {

EntryChange added(const QString& key, const QList<QPair<QString, QString>>& set)
{
    EntryChange change{key, set, {}};
    change.add = true;
    return change;
}

Result<ConfigFile> parsed(const QByteArray& bytes, const QString& path = QStringLiteral("t.yaml"))
{
    return ConfigFile::parse(bytes, path);
}

}  // namespace

class TestConfigAdd : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // PR #1968's two promotions, as tt-xla wrote them: a blank line, the key, its fields.
    void aNewEntryFollowsTheLastOne()
    {
        const QByteArray before = "test_config:\n"
                                  "  a/pytorch-single_device-full-inference:\n"
                                  "    status: KNOWN_FAILURE_XFAIL\n"
                                  "    reason: \"x\"\n";
        const auto file = parsed(before);
        QVERIFY(file);
        const auto edit = ConfigEditor::planAll(
            *file, {added(QStringLiteral("gemma/codegemma/pytorch-google/codegemma-2b-single_device-full-inference"),
                          {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}})});
        QVERIFY2(edit, edit ? "" : qPrintable(edit.error().toString()));
        QCOMPARE(edit->after, before + "\n"
                                       "  gemma/codegemma/pytorch-google/codegemma-2b-single_device-full-inference:\n"
                                       "    status: EXPECTED_PASSING\n");
        QVERIFY(edit->diff.contains(QStringLiteral("+  gemma/codegemma/pytorch-google/codegemma-2b-single_device-full-inference:\n"
                                                   "+    status: EXPECTED_PASSING\n")));
    }

    // ConfigEditor's own check of a one-change plan knows a new entry: it passes as
    // planned and fails when the bytes were touched after planning.
    void theEditorVerifiesANewEntry()
    {
        const QByteArray before = "test_config:\n"
                                  "  a/pytorch-single_device-full-inference:\n"
                                  "    status: KNOWN_FAILURE_XFAIL\n";
        const auto file = parsed(before);
        QVERIFY(file);
        const auto edit = ConfigEditor::plan(*file, added(QStringLiteral("b/pytorch-single_device-full-inference"),
                                                          {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}}));
        QVERIFY(edit);
        const Result<void> ok = ConfigEditor::verify(*edit);
        QVERIFY2(ok, ok ? "" : qPrintable(ok.error().toString()));
        ConfigEdit touched = *edit;
        touched.after.replace("KNOWN_FAILURE_XFAIL", "EXPECTED_PASSING");
        QVERIFY(!ConfigEditor::verify(touched));
        ConfigEdit other = *edit;
        other.after.replace("status: EXPECTED_PASSING\n", "status: NOT_SUPPORTED_SKIP\n");
        QVERIFY(!ConfigEditor::verify(other));
    }

    // With another entry's change in the same edit, a file without a final newline,
    // CRLF lines, trailing comments after the last entry, a key YAML must quote
    // (a test key's ":" — one with a space is no test key, refused below).
    void theFileKeepsItsOwnLayout()
    {
        const QByteArray before = "test_config:\r\n"
                                  "    b:\r\n"
                                  "        status: KNOWN_FAILURE_XFAIL\r\n"
                                  "        # reason: \"old\"";
        const auto file = parsed(before);
        QVERIFY(file);
        const auto edit = ConfigEditor::planAll(
            *file, {EntryChange{QStringLiteral("b"), {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}}, {}},
                    added(QStringLiteral("c:d/pytorch-X-single_device-inference"), {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")},
                                                   {QStringLiteral("reason"), QStringLiteral("says \"so\"")}})});
        QVERIFY2(edit, edit ? "" : qPrintable(edit.error().toString()));
        QCOMPARE(edit->after, QByteArray("test_config:\r\n"
                                         "    b:\r\n"
                                         "        status: EXPECTED_PASSING\r\n"
                                         "        # reason: \"old\"\r\n"
                                         "\r\n"
                                         "    \"c:d/pytorch-X-single_device-inference\":\r\n"
                                         "        status: EXPECTED_PASSING\r\n"
                                         "        reason: \"says \\\"so\\\"\"\r\n"));
        const auto again = parsed(edit->after);
        QVERIFY(again);
        QCOMPARE(again->entries().size(), 2);
        QCOMPARE(again->find(QStringLiteral("c:d/pytorch-X-single_device-inference"))->reason(), QStringLiteral("says \"so\""));
    }

    void whatCannotBeAddedIsRefused_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("says");
        const QByteArray one = "test_config:\n  a:\n    status: EXPECTED_PASSING\n";
        QTest::newRow("held already") << one << "a" << "status" << "EXPECTED_PASSING" << "in the file already";
        QTest::newRow("another key after") << one + "other: 1\n" << "b" << "status" << "EXPECTED_PASSING" << "do not end the file";
        QTest::newRow("no entry") << QByteArray("test_config: {}\n") << "b" << "status" << "EXPECTED_PASSING" << "holds no entry";
        QTest::newRow("unknown status") << one << "b" << "status" << "PASSING" << "status";
        QTest::newRow("unknown field") << one << "b" << "colour" << "red" << "colour";
        QTest::newRow("not a test key") << one << "b c/pytorch-x-single_device-inference" << "status" << "EXPECTED_PASSING"
                                        << "not a test key";
    }

    void whatCannotBeAddedIsRefused()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, key);
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, says);
        const auto file = parsed(yaml);
        QVERIFY(file);
        const auto edit = ConfigEditor::planAll(*file, {added(key, {{field, value}})});
        QVERIFY(!edit);
        QVERIFY2(edit.error().message.contains(says), qPrintable(edit.error().message));
    }

    // Every real YAML of tt-xla: a new entry after its last, the file before it
    // byte for byte, and read back with every entry as it was.
    void everyRealYamlTakesANewEntry()
    {
        int done = 0;
        for (const QString& path : testing::realConfigFiles()) {
            const auto file = ConfigFile::load(path);
            QVERIFY2(file, qPrintable(path));
            if (file->entries().isEmpty() || file->rootKey() != QLatin1String("test_config"))
                continue;
            const QString key = QStringLiteral("new_model/pytorch-Tiny-single_device-inference");
            const auto edit = ConfigEditor::planAll(*file, {added(key, {{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")},
                                                                        {QStringLiteral("markers"), QStringLiteral("[nightly]")}})});
            QVERIFY2(edit, edit ? qPrintable(path) : qPrintable(path + u' ' + edit.error().toString()));
            QVERIFY(edit->after.startsWith(file->bytes()));
            const auto again = ConfigFile::parse(edit->after, path);
            QVERIFY(again);
            QCOMPARE(again->entries().size(), file->entries().size() + 1);
            QCOMPARE(again->entries().back().key, key);
            QCOMPARE(again->entries().back().markers(), QStringList{QStringLiteral("nightly")});
            ++done;
        }
        QVERIFY2(done >= 12, qPrintable(QString::number(done)));
    }
};

QTEST_GUILESS_MAIN(TestConfigAdd)
#include "tst_configadd.moc"
