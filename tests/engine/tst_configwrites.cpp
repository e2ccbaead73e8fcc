// ConfigEditor's writes: every diff applies with git, a write and its undo give
// back the same bytes, a conflict writes nothing, a read-only folder keeps the
// original, and edit + verify of one entry of the big inference file is fast.
#include "editorfiles.h"

class TestConfigWrites : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void diffsApplyWithGit();
    void writeThenUndo();
    void conflictWritesNothing();
    void readOnlyFolderKeepsOriginal();
    void editAndVerifyIsFast();
};

void TestConfigWrites::diffsApplyWithGit()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray bytes = readFile(sharedDir() + QStringLiteral("/torch/test_config_training_single_device.yaml"));
    auto file = ConfigFile::parse(bytes, QStringLiteral("x.yaml"));
    QVERIFY(file);
    QByteArray patch;
    QList<QPair<QString, QByteArray>> expected;
    for (qsizetype i = 0; i < file->entries().size(); i += 16) {
        const QString path = dir.filePath(QStringLiteral("t/c%1.yaml").arg(i));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("t"))) && writeFile(path, bytes));
        auto copy = ConfigFile::parse(bytes, path);
        const Entry& e = copy->entries()[i];
        const EntryChange c = i % 32 ? change(e.key, {{QStringLiteral("reason"), kTricky}})
                                     : change(e.key, {{QStringLiteral("status"), QStringLiteral("EXCLUDE_MODEL")}}, {QStringLiteral("reason"), QStringLiteral("markers")});
        auto plan = ConfigEditor::plan(*copy, c, dir.path());
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        patch += plan->diff.toUtf8();
        expected.append({path, plan->after});
    }
    QVERIFY(writeFile(dir.filePath(QStringLiteral("edits.patch")), patch));
    QCOMPARE(run(dir.path(), QStringLiteral("git"), {QStringLiteral("init"), QStringLiteral("-q")}).exitCode, 0);
    const Run dry = run(dir.path(), QStringLiteral("patch"), {QStringLiteral("-p1"), QStringLiteral("--dry-run"), QStringLiteral("-s"), QStringLiteral("-i"), QStringLiteral("edits.patch")});
    QVERIFY2(dry.exitCode == 0, qPrintable(dry.output));
    const Run check = run(dir.path(), QStringLiteral("git"), {QStringLiteral("apply"), QStringLiteral("--check"), QStringLiteral("edits.patch")});
    QVERIFY2(check.exitCode == 0, qPrintable(check.output));
    const Run apply = run(dir.path(), QStringLiteral("git"), {QStringLiteral("apply"), QStringLiteral("edits.patch")});
    QVERIFY2(apply.exitCode == 0, qPrintable(apply.output));
    for (const auto& [path, after] : expected)
        QVERIFY2(readFile(path) == after, qPrintable(path));
}

void TestConfigWrites::writeThenUndo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("test_config_training_single_device.yaml"));
    const QByteArray original = readFile(sharedDir() + QStringLiteral("/torch/test_config_training_single_device.yaml"));
    QVERIFY(writeFile(path, original));
    const auto perms = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup;
    QVERIFY(QFile::setPermissions(path, perms));
    auto file = ConfigFile::load(path);
    QVERIFY(file);
    const QString key = file->entries()[7].key;
    auto plan = ConfigEditor::plan(*file, change(key, {{QStringLiteral("reason"), kTricky}}), dir.path());
    QVERIFY(plan);
    QVERIFY(plan->diff.startsWith(u"--- a/test_config_training_single_device.yaml\n"));

    auto written = ConfigEditor::write(*plan);
    QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
    QCOMPARE(readFile(path), plan->after);
    const auto ugo = QFile::Permissions(0x7077);  // owner, group, other; not "user"
    QCOMPARE(QFile::permissions(path) & ugo, perms & ugo);
    QCOMPARE(ConfigFile::load(path)->find(key)->reason(), kTricky);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);  // no temp file left

    QVERIFY(!ConfigEditor::write(*plan));  // the disk now holds `after`: a conflict

    const ConfigEdit undo = ConfigEditor::inverse(*plan);
    QCOMPARE(undo.before, plan->after);
    QCOMPARE(undo.after, plan->before);
    QVERIFY(undo.diff.startsWith(u"--- a/test_config_training_single_device.yaml\n"));
    QVERIFY(ConfigEditor::write(undo));
    QCOMPARE(readFile(path), original);

    auto noop = ConfigEditor::plan(*file, change(key, {}));
    QVERIFY(noop && ConfigEditor::write(*noop));
    QCOMPARE(readFile(path), original);
}

void TestConfigWrites::conflictWritesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("test_config_x.yaml"));
    QVERIFY(writeFile(path, "test_config:\n  k:\n    status: EXPECTED_PASSING\n"));
    auto file = ConfigFile::load(path);
    auto plan = ConfigEditor::plan(*file, change(QStringLiteral("k"), {{QStringLiteral("status"), QStringLiteral("KNOWN_FAILURE_XFAIL")}}));
    QVERIFY(plan);
    const QByteArray meanwhile = "test_config:\n  k:\n    status: EXPECTED_PASSING\n# someone else\n";
    QVERIFY(writeFile(path, meanwhile));
    auto written = ConfigEditor::write(*plan);
    QVERIFY(!written);
    QVERIFY2(written.error().message.contains(u"changed on disk since it was read"), qPrintable(written.error().message));
    QCOMPARE(written.error().file, path);
    QCOMPARE(readFile(path), meanwhile);

    QVERIFY(QFile::remove(path));
    QVERIFY(!ConfigEditor::write(*plan));  // gone: cannot read, nothing created
    QVERIFY(!QFile::exists(path));
}

void TestConfigWrites::readOnlyFolderKeepsOriginal()
{
    QTemporaryDir dir;
    const QString sub = dir.filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(sub));
    const QString path = sub + QStringLiteral("/test_config_x.yaml");
    const QByteArray original = "test_config:\n  k:\n    status: EXPECTED_PASSING\n";
    QVERIFY(writeFile(path, original));
    auto file = ConfigFile::load(path);
    auto plan = ConfigEditor::plan(*file, change(QStringLiteral("k"), {{QStringLiteral("status"), QStringLiteral("KNOWN_FAILURE_XFAIL")}}));
    QVERIFY(plan);
    {
        ReadOnlyFolder readOnly(sub);
        if (readOnly.canCreate())
            QSKIP("cannot make a folder read-only here (root without chattr)");
        auto written = ConfigEditor::write(*plan);
        QVERIFY(!written);
        QVERIFY2(written.error().message.contains(u"Cannot create a temporary file beside it"),
                 qPrintable(written.error().toString()));
        QVERIFY(written.error().message.contains(u"the file was left as it was"));
        QVERIFY(!written.error().conflict);
        QCOMPARE(written.error().file, path);
        QCOMPARE(readFile(path), original);
        QCOMPARE(QDir(sub).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Goal: edit + verify of one entry of the 2,786-line inference file under 20 ms
// median in Release. plan() verifies through the entry's block when that is
// equivalent; verify() always re-parses the whole file: both are measured.
void TestConfigWrites::editAndVerifyIsFast()
{
    auto file = ConfigFile::load(sharedDir() + QStringLiteral("/torch/test_config_inference_single_device.yaml"));
    QVERIFY(file);
    QList<double> planMs, fullMs;
    for (qsizetype i = 0; i < file->entries().size(); i += 7) {
        QElapsedTimer timer;
        timer.start();
        auto plan = ConfigEditor::plan(*file, change(file->entries()[i].key, {{QStringLiteral("status"), QStringLiteral("NOT_SUPPORTED_SKIP")}, {QStringLiteral("reason"), kTricky}}));
        planMs.append(timer.nsecsElapsed() / 1e6);
        QVERIFY(plan && !plan->diff.isEmpty());
        if (i % 70 == 0) {
            timer.restart();
            QVERIFY(ConfigEditor::verify(*plan));
            fullMs.append(timer.nsecsElapsed() / 1e6);
        }
    }
    qInfo("inference file: plan (edit + verify) median %.2f ms over %lld entries; "
          "plan + whole-file verify() median %.2f ms",
          median(planMs), qlonglong(planMs.size()), median(planMs) + median(fullMs));
#if defined(NDEBUG) && !defined(__SANITIZE_ADDRESS__)
    // Twice the goal: shared CI machines are noisy; the printed figure is the one to watch.
    QVERIFY2(median(planMs) < 40, "edit+verify is far slower than the 20 ms goal");
#endif
}

QTEST_GUILESS_MAIN(TestConfigWrites)
#include "tst_configwrites.moc"
