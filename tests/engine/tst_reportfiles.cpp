// ReportWriter's files on a realistic batch (reportbatch.h): the JSON export and
// its round trip, every format written atomically, the patch files (only what is
// on disk, and they apply), the checked-in fixture tests/data/report/records.json.
#include "reportbatch.h"

class TestReportFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_batch.build()); }
    void jsonFieldsAndRoundTrip();
    void singleRecordJsonReads();
    void badJsonIsError();
    void writeFilesBatch();
    void writeFilesWithoutLoaderEdit();
    void writeFilesBadFolder();
    void patchesHoldOnlyWhatIsOnDisk();
    void writeFileEachFormat();
    void writeFileBadPath();
    void fixtureIsCurrent();
    void patchesApply();

private:
    ReportBatch m_batch;
    const QDateTime m_generated = at(10, 30);
};

void TestReportFiles::jsonFieldsAndRoundTrip()
{
    const ReportWriter writer(m_batch.records(), m_generated);
    const QJsonObject root = QJsonDocument::fromJson(writer.json()).object();
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("dtype-triage-report"));
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("generated")).toString(), QStringLiteral("2026-05-12T10:30:00.000Z"));
    QCOMPARE(root.value(QStringLiteral("title")).toString(), writer.title());
    const QJsonArray records = root.value(QStringLiteral("records")).toArray();
    QCOMPARE(records.size(), 4);

    const QJsonObject a = records[0].toObject();
    QCOMPARE(a.value(QStringLiteral("key")).toString(), kSpeecht5);
    QCOMPARE(a.value(QStringLiteral("loader_path")).toString(),
             QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py"));
    QCOMPARE(a.value(QStringLiteral("flavor")).toString(), QStringLiteral("cross_dtype"));
    QCOMPARE(a.value(QStringLiteral("decision")).toString(), QStringLiteral("proceed"));
    const QJsonObject fix = a.value(QStringLiteral("fix")).toObject();
    QCOMPARE(fix.value(QStringLiteral("result")).toString(), QStringLiteral("works"));
    QCOMPARE(fix.value(QStringLiteral("line")).toInt(), 119);
    QCOMPARE(fix.value(QStringLiteral("formatter")).toString(), QStringLiteral("black 23.1.0"));
    const QJsonObject entry = a.value(QStringLiteral("entries")).toArray().first().toObject();
    const QJsonObject bf16 =
        entry.value(QStringLiteral("cpu_before")).toObject().value(QStringLiteral("phases")).toArray().first().toObject();
    QCOMPARE(bf16.value(QStringLiteral("name")).toString(), QStringLiteral("bf16"));
    QCOMPARE(bf16.value(QStringLiteral("result")).toString(), QStringLiteral("failed"));
    QCOMPARE(entry.value(QStringLiteral("pytest")).toObject().value(QStringLiteral("outcome")).toString(),
             QStringLiteral("failed"));
    QCOMPARE(entry.value(QStringLiteral("yaml")).toObject().value(QStringLiteral("after")).toObject()
                 .value(QStringLiteral("bringup_status")).toString(),
             QStringLiteral("FAILED_TTMLIR_COMPILATION"));
    QCOMPARE(a.value(QStringLiteral("inference")).toObject().value(QStringLiteral("stale")).toArray()
                 .first().toObject().value(QStringLiteral("key")).toString(),
             QStringLiteral("speecht5/pytorch-Tts-single_device-inference"));
    QCOMPARE(a.value(QStringLiteral("patches")).toObject().value(QStringLiteral("loader")).toString(),
             m_batch.a.loaderDiff);

    const Result<QList<Record>> back = ReportWriter::recordsFromJson(writer.json());
    QVERIFY2(back, back ? "" : qPrintable(back.error().toString()));
    QCOMPARE(back->size(), 4);
    for (qsizetype i = 0; i < back->size(); ++i)
        QVERIFY2(back->at(i) == m_batch.records().at(i), qPrintable(m_batch.records().at(i).key));
    QCOMPARE(ReportWriter(*back, m_generated).markdown(), writer.markdown());
}

void TestReportFiles::singleRecordJsonReads()
{
    const QByteArray json = QJsonDocument(m_batch.c.toJson()).toJson();
    const Result<QList<Record>> back = ReportWriter::recordsFromJson(json);
    QVERIFY(back);
    QCOMPARE(back->size(), 1);
    QVERIFY(back->first() == m_batch.c);
}

void TestReportFiles::badJsonIsError()
{
    QVERIFY(!ReportWriter::recordsFromJson("not json"));
    QVERIFY(!ReportWriter::recordsFromJson("[1, 2]"));
    QVERIFY(!ReportWriter::recordsFromJson(R"({"format":"dtype-triage-report","version":99,"records":[]})"));
    const Result<QList<Record>> bad = ReportWriter::recordsFromJson(
        R"({"format":"dtype-triage-report","version":1,"records":[{"schema":1,"key":"k","state":"exploded"}]})");
    QVERIFY(!bad);
    QVERIFY(bad.error().message.contains(QStringLiteral("exploded")));
}

void TestReportFiles::writeFilesBatch()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("export/batch"));
    const ReportWriter writer(m_batch.records(), m_generated);
    const Result<ReportFiles> files = writer.writeFiles(folder);
    QVERIFY2(files, files ? "" : qPrintable(files.error().toString()));
    QCOMPARE(files->all().size(), 5);
    QCOMPARE(files->loaderPatch, folder + QStringLiteral("/loader.patch"));
    QCOMPARE(files->yamlPatch, folder + QStringLiteral("/yaml.patch"));
    QCOMPARE(readBytes(files->loaderPatch),
             (m_batch.a.loaderDiff + m_batch.c.loaderDiff + m_batch.i.loaderDiff).toUtf8());
    QCOMPARE(readBytes(files->yamlPatch),
             (m_batch.a.yamlDiff + m_batch.c.yamlDiff + m_batch.d.yamlDiff + m_batch.i.yamlDiff).toUtf8());
    QCOMPARE(readFile(files->markdown), writer.markdown());
    QCOMPARE(readFile(files->html), writer.html());
    QCOMPARE(readBytes(files->json), writer.json());

    // One record: each patch file is byte-equal to that record's diff.
    const QString single = tmp.filePath(QStringLiteral("single"));
    const Result<ReportFiles> one = ReportWriter({m_batch.a}, m_generated).writeFiles(single);
    QVERIFY(one);
    QCOMPARE(readBytes(one->loaderPatch), m_batch.a.loaderDiff.toUtf8());
    QCOMPARE(readBytes(one->yamlPatch), m_batch.a.yamlDiff.toUtf8());
}

void TestReportFiles::writeFilesWithoutLoaderEdit()
{
    QTemporaryDir tmp;
    const Result<ReportFiles> files = ReportWriter({m_batch.d}, m_generated).writeFiles(tmp.path());
    QVERIFY(files);
    QVERIFY(files->loaderPatch.isEmpty());
    QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("loader.patch"))));
    QCOMPARE(readBytes(files->yamlPatch), m_batch.d.yamlDiff.toUtf8());
    QCOMPARE(files->all().size(), 4);
}

void TestReportFiles::writeFilesBadFolder()
{
    QTemporaryDir tmp;
    const QString blocker = tmp.filePath(QStringLiteral("a-file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const Result<ReportFiles> files = ReportWriter({m_batch.a}, m_generated).writeFiles(blocker + QStringLiteral("/sub"));
    QVERIFY(!files);
    QCOMPARE(files.error().file, blocker + QStringLiteral("/sub"));
}

// A declined YAML plan and a reverted loader fix stay in their sections, but the
// patch files hold only what reached the disk, so they apply in order.
void TestReportFiles::patchesHoldOnlyWhatIsOnDisk()
{
    Record declined = m_batch.a;
    for (Record::EntryResult& entry : declined.entries)
        entry.yaml.written = false;
    declined.fix.result = Record::Fix::Result::Reverted;
    const ReportWriter writer({declined, m_batch.d}, m_generated);
    QCOMPARE(writer.yamlPatch(), m_batch.d.yamlDiff.endsWith(QLatin1Char('\n')) ? m_batch.d.yamlDiff : m_batch.d.yamlDiff + QLatin1Char('\n'));
    QVERIFY(writer.loaderPatch().isEmpty());
    QVERIFY(writer.markdown().contains(declined.key));
    const ReportWriter both({m_batch.a, m_batch.d}, m_generated);
    QVERIFY(both.yamlPatch().startsWith(m_batch.a.yamlDiff));
    QVERIFY(both.loaderPatch().startsWith(m_batch.a.loaderDiff));
}

// One export at a time (the report dialog's buttons): the exact bytes, atomically.
void TestReportFiles::writeFileEachFormat()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const ReportWriter writer(m_batch.records(), m_generated);
    const QList<QPair<ReportFormat, QByteArray>> expected{
        {ReportFormat::Markdown, writer.markdown().toUtf8()},
        {ReportFormat::Html, writer.html().toUtf8()},
        {ReportFormat::Json, writer.json()},
        {ReportFormat::LoaderPatch, (m_batch.a.loaderDiff + m_batch.c.loaderDiff + m_batch.i.loaderDiff).toUtf8()},
        {ReportFormat::YamlPatch, (m_batch.a.yamlDiff + m_batch.c.yamlDiff + m_batch.d.yamlDiff + m_batch.i.yamlDiff).toUtf8()},
    };
    QStringList names;
    for (const auto& [format, bytes] : expected) {
        QCOMPARE(writer.bytes(format), bytes);
        names.append(ReportWriter::fileName(format));
        const QString path = tmp.filePath(QStringLiteral("chosen-") + ReportWriter::fileName(format));
        const Result<QString> written = writer.writeFile(format, path);
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        QCOMPARE(*written, path);
        QCOMPARE(readBytes(path), bytes);
    }
    QCOMPARE(names, (QStringList{"report.md", "report.html", "report.json", "loader.patch", "yaml.patch"}));

    // Over an existing file: replaced whole, no temp file left beside it.
    const QString path = tmp.filePath(QStringLiteral("again.md"));
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write(QByteArray(100000, 'x'));
    old.close();
    const ReportWriter one({m_batch.d}, m_generated);
    QVERIFY(one.writeFile(ReportFormat::Markdown, path));
    QCOMPARE(readFile(path), one.markdown());
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files).size(), expected.size() + 1);

    // An empty patch is still the file that was asked for.
    const QString empty = tmp.filePath(QStringLiteral("none.patch"));
    QVERIFY(one.writeFile(ReportFormat::LoaderPatch, empty));
    QVERIFY(QFile::exists(empty));
    QCOMPARE(QFileInfo(empty).size(), 0);
}

// A path the save dialog could not have produced is an error naming it, not a crash
// and not a folder made on the way.
void TestReportFiles::writeFileBadPath()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const ReportWriter writer({m_batch.a}, m_generated);

    const QString missing = tmp.filePath(QStringLiteral("no/such/folder/report.md"));
    Result<QString> written = writer.writeFile(ReportFormat::Markdown, missing);
    QVERIFY(!written);
    QCOMPARE(written.error().file, missing);
    QVERIFY(!written.error().message.isEmpty());
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("no"))));

    const QString blocker = tmp.filePath(QStringLiteral("a-file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString underFile = blocker + QStringLiteral("/report.json");
    written = writer.writeFile(ReportFormat::Json, underFile);
    QVERIFY(!written);
    QCOMPARE(written.error().file, underFile);

    const QString folder = tmp.filePath(QStringLiteral("a-folder"));
    QVERIFY(QDir().mkpath(folder));
    written = writer.writeFile(ReportFormat::Html, folder);
    QVERIFY(!written);
    QCOMPARE(written.error().file, folder);
    QVERIFY(QFileInfo(folder).isDir());
}

// tests/data/report/records.json is this batch's json(): the widget tests and the
// screenshots load it instead of rebuilding the batch from the demo checkout.
// After a deliberate change to the records or the format, regenerate it with
// DTRIAGE_REGENERATE_FIXTURES=1.
void TestReportFiles::fixtureIsCurrent()
{
    const QString path = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/report/records.json");
    const ReportWriter writer(m_batch.records(), m_generated);
    if (qEnvironmentVariableIsSet("DTRIAGE_REGENERATE_FIXTURES")) {
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QVERIFY(writer.writeFile(ReportFormat::Json, path));
    }
    QVERIFY2(readBytes(path) == writer.json(),
             "tests/data/report/records.json is stale: run with DTRIAGE_REGENERATE_FIXTURES=1");
    const Result<QList<Record>> back = ReportWriter::recordsFromJson(readBytes(path));
    QVERIFY(back);
    QVERIFY(*back == m_batch.records());
}

// The exported patches are real: GNU patch applies them, in order, to the demo tree.
void TestReportFiles::patchesApply()
{
    const QString patch = QStandardPaths::findExecutable(QStringLiteral("patch"));
    // scripts/setup.sh installs it: a machine without it did not run the set-up.
    QVERIFY2(!patch.isEmpty(), "GNU patch is not installed");
    QTemporaryDir tmp;
    const QString yamlPath = tmp.filePath(HardRules::trainingConfigPath());
    QVERIFY(QDir().mkpath(QFileInfo(yamlPath).path()));
    QVERIFY(QFile::copy(kDemo + u'/' + HardRules::trainingConfigPath(), yamlPath));
    const Result<ReportFiles> files = ReportWriter(m_batch.records(), m_generated).writeFiles(tmp.filePath(QStringLiteral("out")));
    QVERIFY(files);
    QProcess run;
    run.setWorkingDirectory(tmp.path());
    run.start(patch, {QStringLiteral("-p1"), QStringLiteral("--no-backup-if-mismatch"),
                      QStringLiteral("-i"), files->yamlPatch});
    QVERIFY(run.waitForFinished(30000));
    QVERIFY2(run.exitCode() == 0, run.readAllStandardOutput().constData());
    QCOMPARE(readBytes(yamlPath), m_batch.finalYaml);
}

QTEST_GUILESS_MAIN(TestReportFiles)
#include "tst_reportfiles.moc"
