// EditorLauncher: the loader at the marked line in the user's editor, in each
// editor's own syntax; and the pytest command Copy pytest Command puts on the
// clipboard (PytestJob::commandLine: node ids quoted for the shell).
#include "editorlauncher.h"
#include "run/pytestjob.h"

#include <QtTest>

using namespace dtriage;

class TestEditorLauncher : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void command_data()
    {
        QTest::addColumn<QString>("editor");
        QTest::addColumn<int>("line");
        QTest::addColumn<QStringList>("expected");
        const QString f = QStringLiteral("/c/loader.py");
        QTest::newRow("vim") << "vim" << 119 << QStringList{"vim", "+119", f};
        QTest::newRow("emacs with flags") << "emacs -nw" << 7 << QStringList{"emacs", "-nw", "+7", f};
        QTest::newRow("code by path") << "/usr/bin/code --wait" << 120
                                      << QStringList{"/usr/bin/code", "--wait", "--goto", f + ":120"};
        QTest::newRow("kate") << "kate" << 3 << QStringList{"kate", "--line", "3", f};
        QTest::newRow("no line") << "nano" << 0 << QStringList{"nano", f};
        QTest::newRow("no editor") << "" << 5 << QStringList{};
    }
    void command()
    {
        QFETCH(QString, editor);
        QFETCH(int, line);
        QFETCH(QStringList, expected);
        QCOMPARE(EditorLauncher::command(editor, QStringLiteral("/c/loader.py"), line), expected);
    }

    void pytestCommandLine()
    {
        QCOMPARE(PytestJob::commandLine({QStringLiteral("speecht5/pytorch-Tts-single_device-training"),
                                         QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training")}),
                 QStringLiteral("pytest --force-run --runxfail "
                                "'tests/runner/test_models.py::test_all_models_torch[speecht5/pytorch-Tts-single_device-training]' "
                                "'tests/runner/test_models.py::test_all_models_torch[vit/pytorch-Tiny_Patch16-single_device-training]'"));
    }

    // $VISUAL wins over $EDITOR; a program that is not there is said, not hidden.
    void openSaysWhyNot()
    {
        qputenv("VISUAL", "/nonexistent/editor");
        qputenv("EDITOR", "vim");
        QString why;
        QVERIFY(!EditorLauncher::open(QStringLiteral("/c/loader.py"), 3, &why));
        QCOMPARE(why, QStringLiteral("could not start /nonexistent/editor"));
    }
};

QTEST_GUILESS_MAIN(TestEditorLauncher)
#include "tst_editorlauncher.moc"
