// Issue 49: every YAML write goes through the one owner of a YAML change
// (engine/yamlchange). The product's sources are read: no file outside
// engine/config but the owner names the writer (ConfigEditor) — not the session's
// step 7 nor its undo (SessionUndo), the window's approvals (the survey's Record
// Observed Reasons, the CI history's Approve: YamlApproval), nor the verbs (verify,
// sync), which reach it through the owner's command-line face. The owner writes
// what the editor planned, and takes it back. The same scan holds the family seam's
// other edge: the widgets get what they show as the family's values
// (TriageSession::evidence()), never by a down-cast of the session's playbook.
#include "config/configfile.h"
#include "realconfigs.h"
#include "yamlchange/yamlchange.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

namespace {

QString sourceDir()
{
    return QDir(QStringLiteral(DTRIAGE_TRANSLATIONS_DIR "/..")).absolutePath();
}

// Code only: what a comment says of the writer is no use of it. Comments (// and
// /* */) are cut; string and character literals are kept as they are, and a "//"
// inside one ("https://…") starts no comment.
QString codeOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    QString code;
    QChar quote;  // inside a literal: its quote
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!quote.isNull()) {
            code += c;
            if (c == u'\\' && i + 1 < text.size())
                code += text[++i];
            else if (c == quote)
                quote = QChar();
        } else if (c == u'/' && text.mid(i, 2) == u"//") {
            i = text.indexOf(u'\n', i) - 1;
            if (i < 0)
                break;
        } else if (c == u'/' && text.mid(i, 2) == u"/*") {
            const qsizetype end = text.indexOf(u"*/", i + 2);
            if (end < 0)
                break;
            i = end + 1;
        } else if (c == u'"' && i > 0 && text[i - 1] == u'R' && text.mid(i, 2) == u"\"(") {
            const qsizetype end = text.indexOf(u")\"", i);  // a raw string: no escapes, quotes inside
            if (end < 0)
                break;
            code += text.mid(i, end + 2 - i);
            i = end + 1;
        } else {
            const bool separator = c == u'\'' && i > 0 && text[i - 1].isDigit() && i + 1 < text.size()
                                && text[i + 1].isLetterOrNumber();  // 10'000'000
            if ((c == u'"' || c == u'\'') && !separator)
                quote = c;
            code += c;
        }
    }
    return code;
}

// Every source file of the product (engine, widgets, app) that names `word` in code.
QStringList naming(const QString& word)
{
    QStringList found;
    for (const QString& folder : {QStringLiteral("engine"), QStringLiteral("widgets"), QStringLiteral("app")}) {
        QDirIterator it(sourceDir() + u'/' + folder, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (codeOf(path).contains(word))
                found << QDir(sourceDir()).relativeFilePath(path);
        }
    }
    found.sort();
    return found;
}

}  // namespace

class TestYamlChangeOwner : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The scan itself: a URL in a string hides no code, comments count for nothing.
    void theScanReadsCodeNotComments()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.cpp"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("auto u = QStringLiteral(\"https://e.com\"); ConfigEditor::write(e);\n"
                   "// ConfigEditor in a comment\n/* ConfigEditor\n in a block */ int n = 10'000'000; char q = '\\'';\n"
                   "auto r = QStringLiteral(R\"(a\"b // c)\"); Other::write(e); // ConfigEditor\n");
        file.close();
        const QString code = codeOf(path);
        QCOMPARE(code.count(QStringLiteral("ConfigEditor")), 1);
        QVERIFY(code.contains(QStringLiteral("ConfigEditor::write(e);")));
        QVERIFY(code.contains(QStringLiteral("Other::write(e);")));
        QVERIFY(code.contains(QStringLiteral("int n = 10'000'000;")));
    }

    void onlyTheOwnerNamesTheWriter()
    {
        QStringList outside;
        for (const QString& file : naming(QStringLiteral("ConfigEditor")))
            if (!file.startsWith(u"engine/config/"))
                outside << file;
        QVERIFY2(!outside.isEmpty(), "no source read: the sources are not beside the translations");
        const QStringList allowed{
            QStringLiteral("engine/yamlchange/yamlchange.cpp"), QStringLiteral("engine/yamlchange/yamlchange.h")};
        for (const QString& file : outside)
            QVERIFY2(allowed.contains(file), qPrintable(file + QStringLiteral(" names the writer: hand YamlChange the changes")));
    }

    void evidenceViewsReadValues()
    {
        QStringList playbooks;
        for (const QString& file : naming(QStringLiteral("Playbook")))
            if (file.startsWith(u"widgets/") || file.startsWith(u"app/"))
                playbooks << file;
        QVERIFY2(playbooks.isEmpty(), qPrintable(playbooks.join(u' ') + QStringLiteral(" name a playbook")));
        for (const QString& view : {QStringLiteral("widgets/familyviews/dtype/dtypeevidence.cpp"),
                                    QStringLiteral("widgets/familyviews/unpack/unpackevidence.cpp"),
                                    QStringLiteral("widgets/familyviews/inputs/inputsevidence.cpp")})
            QVERIFY2(codeOf(sourceDir() + u'/' + view).contains(QStringLiteral("session.evidence()")), qPrintable(view));
    }

    void theProducersHandTheOwnerTheirChanges()
    {
        for (const QString& verb : {QStringLiteral("app/verifycommand.cpp"), QStringLiteral("app/synccommand.cpp")}) {
            const QString code = codeOf(sourceDir() + u'/' + verb);
            QVERIFY2(!code.isEmpty(), qPrintable(verb));
            QVERIFY2(code.contains(QStringLiteral("YamlChange::plan(")), qPrintable(verb));
            QVERIFY2(code.contains(QStringLiteral("YamlChangeVerb::apply(")), qPrintable(verb));
            QVERIFY2(!code.contains(QStringLiteral("ConfigEditor")), qPrintable(verb + QStringLiteral(" names the writer")));
        }
        const QList<QPair<QString, QString>> window{
            {QStringLiteral("engine/session/triagesessionyaml.cpp"), QStringLiteral("new StagedYamlChange(")},
            {QStringLiteral("engine/yamlchange/stagedyamlchange.cpp"), QStringLiteral("YamlChange::plan(")},
            {QStringLiteral("engine/session/sessionundo.cpp"), QStringLiteral("YamlChange::restore(")},
            {QStringLiteral("engine/survey/surveyobservation.cpp"), QStringLiteral("YamlChange::plan(")},
            {QStringLiteral("app/cihistorydock.cpp"), QStringLiteral("YamlChange::plan(")},
            {QStringLiteral("app/yamlapproval.cpp"), QStringLiteral("YamlChange::writeAll(")},
            {QStringLiteral("app/yamlchangeverb.cpp"), QStringLiteral("YamlChange::writeAll(")}};
        for (const auto& [file, call] : window)
            QVERIFY2(codeOf(sourceDir() + u'/' + file).contains(call), qPrintable(file + QStringLiteral(": ") + call));
    }

    // The owner's plan, write and undo on a copy of the real training YAML.
    void theOwnerWritesWhatWasPlannedAndTakesItBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("test_config_training_single_device.yaml"));
        QVERIFY(QFile::copy(testing::realTrainingConfig(), path));
        QFile original(path);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray before = original.readAll();
        original.close();
        const auto file = ConfigFile::load(path);
        QVERIFY(file && file->entries().size() > 10);
        const QList<EntryChange> changes{
            EntryChange{file->entries()[3].key, {{QStringLiteral("assert_pcc"), QStringLiteral("false")}}, {}},
            EntryChange{file->entries()[9].key, {{QStringLiteral("reason"), QStringLiteral("new")}}, {}}};
        const auto change = YamlChange::plan(path, changes, dir.path());
        QVERIFY2(change, change ? "" : qPrintable(change.error().toString()));
        QVERIFY(!change->changesNothing());
        QVERIFY(change->diff().startsWith(QStringLiteral("--- a/test_config_training_single_device.yaml\n")));
        QVERIFY(change->write());
        const auto written = ConfigFile::load(path);
        QVERIFY(written);
        QCOMPARE(written->find(changes[0].key)->field(QStringLiteral("assert_pcc"))->value.toBool(), false);
        QVERIFY(!change->write());  // the file moved on: a conflict, nothing written
        QVERIFY(change->undo().write());
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(original.readAll(), before);
        const auto none = YamlChange::plan(path, {}, dir.path());
        QVERIFY(none && none->changesNothing() && none->diff().isEmpty() && none->write());
        QVERIFY(!YamlChange::plan(dir.filePath(QStringLiteral("missing.yaml")), changes, dir.path()));
    }

    // Several YAMLs, one after the other: a file that moved on stops the writing
    // there, the file before it written, the one after it untouched; a change of
    // nothing writes nothing and is no file written.
    void severalYamlsAreWrittenOneAfterTheOther()
    {
        QTemporaryDir dir;
        QStringList paths;
        QList<QByteArray> before;
        for (const QString& name : {QStringLiteral("a.yaml"), QStringLiteral("b.yaml"), QStringLiteral("c.yaml"), QStringLiteral("d.yaml")}) {
            paths << dir.filePath(name);
            QVERIFY(QFile::copy(testing::realTrainingConfig(), paths.last()));
            QFile f(paths.last());
            QVERIFY(f.open(QIODevice::ReadOnly));
            before << f.readAll();
        }
        const auto file = ConfigFile::load(paths[0]);
        QVERIFY(file && file->entries().size() > 3);
        const QList<EntryChange> changes{EntryChange{file->entries()[3].key, {{QStringLiteral("reason"), QStringLiteral("new")}}, {}}};
        QList<YamlChange> edits;
        for (int i = 0; i < paths.size(); ++i) {
            const auto edit = YamlChange::plan(paths[i], i == 1 ? QList<EntryChange>{} : changes, dir.path());
            QVERIFY(edit);
            edits << *edit;
        }
        QFile moved(paths[2]);  // c.yaml changed on disk after the plan
        QVERIFY(moved.open(QIODevice::Append));
        moved.write("# edited by hand\n");
        moved.close();
        const YamlChange::Written written = YamlChange::writeAll(edits);
        QVERIFY(!written.ok());
        QCOMPARE(written.paths, QStringList{paths[0]});
        QFile d(paths[3]);
        QVERIFY(d.open(QIODevice::ReadOnly));
        QCOMPARE(d.readAll(), before[3]);
        QCOMPARE(YamlChange::writeAll({edits[3]}).paths, QStringList{paths[3]});
    }
};

QTEST_GUILESS_MAIN(TestYamlChangeOwner)
#include "tst_yamlchangeowner.moc"
