// LoaderAnalyzer on files that are not what a loader should be: syntax errors,
// other encodings, five megabytes, odd but valid Python, unreadable files; and
// it never writes anything.
#include "loaderfiles.h"

class TestLoaderInput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void syntaxError();
    void notUtf8();
    void codingDeclaration_data();
    void codingDeclaration();
    void fiveMegabytes();
    void oddButValid_data();
    void oddButValid();
    void unreadable_data();
    void unreadable();
    void nothingWritten();
};

void TestLoaderInput::syntaxError()
{
    const Result<LoaderAnalysis> r =
        LoaderAnalyzer::analyzeBlocking(kSnippets + QStringLiteral("/syntax_error.py"));
    QVERIFY(!r);
    QCOMPARE(r.error().line, 5);
    QVERIFY(r.error().message.contains(QStringLiteral("syntax")));
    QVERIFY(r.error().file.endsWith(QStringLiteral("syntax_error.py")));
}

void TestLoaderInput::notUtf8()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("loader.py")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("import torch\n\n# caf\xe9 in Latin-1\nx = torch.zeros(2)\n");
    file.close();
    const Result<LoaderAnalysis> r = LoaderAnalyzer::analyzeBlocking(file.fileName());
    QVERIFY(!r);
    QCOMPARE(r.error().line, 3);
    QVERIFY(r.error().message.contains(QStringLiteral("UTF-8")));
}

// PEP 263: CPython reads a latin-1 loader that says so. We analyse and edit UTF-8
// only, so such a loader is refused saying exactly that (with the declaration's
// line), not "not UTF-8"; a declaration that changes nothing (ASCII text, UTF-8)
// is no obstacle.
void TestLoaderInput::codingDeclaration_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<int>("refusedAtLine");  // 0: analysed
    const QByteArray body = "import torch\n\n\ndef f():\n    return torch.zeros(2)\n";
    QTest::newRow("latin-1 with latin-1 text") << QByteArray("# -*- coding: latin-1 -*-\n# caf\xe9\n") + body << 1;
    QTest::newRow("line 2, iso-8859-15") << QByteArray("#!/usr/bin/env python\n# vim: set fileencoding=iso-8859-15 :\n# \xa4\n") + body
                                         << 2;
    QTest::newRow("latin-1 but ASCII only") << QByteArray("# -*- coding: latin-1 -*-\n") + body << 0;
    QTest::newRow("utf-8 declared") << QByteArray("# coding: utf-8\n# caf\xc3\xa9\n") + body << 0;
    QTest::newRow("utf_8 declared") << QByteArray("# coding=UTF_8\n# caf\xc3\xa9\n") + body << 0;
}

void TestLoaderInput::codingDeclaration()
{
    QFETCH(QByteArray, source);
    QFETCH(int, refusedAtLine);
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("loader.py")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(source);
    file.close();
    const Result<LoaderAnalysis> r = LoaderAnalyzer::analyzeBlocking(file.fileName());
    if (refusedAtLine == 0) {
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        return;
    }
    QVERIFY(!r);
    QCOMPARE(r.error().line, refusedAtLine);
    QVERIFY2(r.error().message.contains(QLatin1String("PEP 263")), qPrintable(r.error().message));
    QVERIFY(r.error().message.contains(QLatin1String("UTF-8 loaders only")));
    QVERIFY(r.error().message.contains(refusedAtLine == 1 ? QLatin1String("latin-1") : QLatin1String("iso-8859-15")));
}

void TestLoaderInput::fiveMegabytes()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("loader.py")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray line = "x = torch.zeros((1, 2))\n";
    file.write("import torch\n");
    for (int i = 0; i < 5 * 1024 * 1024 / line.size() + 1; ++i)
        file.write(line);
    file.close();
    QElapsedTimer timer;
    timer.start();
    const Result<LoaderAnalysis> r = LoaderAnalyzer::analyzeBlocking(file.fileName());
    QVERIFY(!r);
    QVERIFY(r.error().message.contains(QStringLiteral("MB")));
    QVERIFY(timer.elapsed() < 2000);
}

void TestLoaderInput::oddButValid_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("note");
    QTest::addColumn<int>("findings");
    QTest::newRow("decorators") << "decorators.py" << "decorator" << 1;
    QTest::newRow("nested functions") << "nested_functions.py" << "nested function" << 0;
    QTest::newRow("exec") << "exec_loader.py" << "exec()" << 0;
    QTest::newRow("star-import") << "star_import.py" << "star-import" << 1;
}

void TestLoaderInput::oddButValid()
{
    QFETCH(QString, file);
    QFETCH(QString, note);
    QFETCH(int, findings);
    const Result<LoaderAnalysis> r = LoaderAnalyzer::analyzeBlocking(kSnippets + '/' + file);
    QVERIFY2(r, r ? "" : qPrintable(r.error().toString()));
    QVERIFY2(r->notes.join('\n').contains(note), qPrintable(r->notes.join('\n')));
    QCOMPARE(r->findings.size(), findings);
}

void TestLoaderInput::unreadable_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("folder named loader.py") << "folder";
    QTest::newRow("dangling symlink") << "dangling";
    QTest::newRow("missing") << "missing";
}

void TestLoaderInput::unreadable()
{
    // CI runs as root, where chmod 000 does not stop reads: use things no one can read.
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("loader.py"));
    if (kind == QLatin1String("folder"))
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("loader.py")));
    else if (kind == QLatin1String("dangling"))
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone.py")), path));
    const Result<LoaderAnalysis> r = LoaderAnalyzer::analyzeBlocking(path);
    QVERIFY(!r);
    QCOMPARE(r.error().file, path);
    QVERIFY(!r.error().message.isEmpty());
}

void TestLoaderInput::nothingWritten()
{
    // Analysis reads only: no __pycache__, no .pyc next to the loaders.
    QTemporaryDir dir;
    QVERIFY(QFile::copy(kLoaders + QStringLiteral("/whisper/pytorch/loader.py"),
                        dir.filePath(QStringLiteral("loader.py"))));
    const QStringList before = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden);
    QVERIFY(LoaderAnalyzer::analyzeBlocking(dir.filePath(QStringLiteral("loader.py"))));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden), before);
}

QTEST_GUILESS_MAIN(TestLoaderInput)
#include "tst_loaderinput.moc"
