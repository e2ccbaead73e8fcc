// The black a repository's pre-commit pins (BlackPin: the demo's two configs, the
// loaders' governing the checkout's, every way a config can pin nothing), which
// black the checkout's Python has (its probe), and the sentence the diff panel,
// the report and `propose` print (FormattingVerdict).
#include "format/blackchoice.h"
#include "format/blackpin.h"
#include "format/formattingverdict.h"
#include "run/pythonenvironment.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;

namespace {

const QString kLoadersConfig = QStringLiteral("third_party/tt_forge_models/.pre-commit-config.yaml");

void write(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

}  // namespace

Q_DECLARE_METATYPE(dtriage::BlackPin)

class TestFormatting : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void demoPins()
    {
        const QString root = QStringLiteral(DTRIAGE_DEMO_DIR);
        const QString loaders = root + QStringLiteral("/third_party/tt_forge_models");
        const BlackPin pin = BlackPin::forLoaders(root, loaders);
        QCOMPARE(pin.rev, QStringLiteral("22.3.0"));
        QCOMPARE(pin.file, kLoadersConfig);
        // The checkout's own (tt-xla's, on black's pre-commit mirror) pins another.
        const BlackPin checkout = BlackPin::readFrom(root + QStringLiteral("/.pre-commit-config.yaml"), root);
        QCOMPARE(checkout.rev, QStringLiteral("25.9.0"));
        QCOMPARE(checkout.file, QStringLiteral(".pre-commit-config.yaml"));
    }

    void theCheckoutsPinServesWhenTheLoadersHaveNone()
    {
        QTemporaryDir dir;
        const QString loaders = dir.filePath(QStringLiteral("third_party/tt_forge_models"));
        QDir().mkpath(loaders);
        write(dir.filePath(QStringLiteral(".pre-commit-config.yaml")),
              "repos:\n  - repo: https://github.com/psf/black\n    rev: v24.2.0\n    hooks:\n      - id: black\n");
        BlackPin pin = BlackPin::forLoaders(dir.path(), loaders);
        QCOMPARE(pin.rev, QStringLiteral("v24.2.0"));
        QCOMPARE(pin.version(), QStringLiteral("24.2.0"));  // the leading v is the tag's, not the version's
        QCOMPARE(pin.file, QStringLiteral(".pre-commit-config.yaml"));
        QVERIFY(pin.matches(QStringLiteral("black 24.2.0")));
        QVERIFY(!pin.matches(QStringLiteral("black 24.2.1")));
        // The loaders' own config, once there, governs.
        write(loaders + QStringLiteral("/.pre-commit-config.yaml"),
              "repos:\n  - repo: https://github.com/psf/black-pre-commit-mirror\n    rev: 23.1.0\n"
              "    hooks:\n      - id: black\n");
        pin = BlackPin::forLoaders(dir.path(), loaders);
        QCOMPARE(pin.rev, QStringLiteral("23.1.0"));
        QCOMPARE(pin.file, kLoadersConfig);
        // Black from another mirror is known by its hook's id.
        write(loaders + QStringLiteral("/.pre-commit-config.yaml"),
              "repos:\n  - repo: https://example.org/mirrors/formatter\n    rev: 24.1.1\n"
              "    hooks:\n      - id: black\n        language_version: python3\n");
        QCOMPARE(BlackPin::forLoaders(dir.path(), loaders).rev, QStringLiteral("24.1.1"));
    }

    void configsThatPinNothing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("no black hook") << QByteArray(
            "repos:\n  - repo: https://github.com/pre-commit/pre-commit-hooks\n    rev: v2.3.0\n");
        QTest::newRow("black without rev") << QByteArray("repos:\n  - repo: https://github.com/psf/black\n");
        QTest::newRow("repos is no list") << QByteArray("repos: psf/black\n");
        QTest::newRow("not YAML") << QByteArray("repos: [\n  - {repo: psf/black\n");
        QTest::newRow("empty") << QByteArray();
    }

    void configsThatPinNothing()
    {
        QFETCH(QByteArray, text);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral(".pre-commit-config.yaml"));
        write(path, text);
        const BlackPin pin = BlackPin::readFrom(path, dir.path());
        QVERIFY(!pin.isSet());
        QVERIFY(pin.file.isEmpty());
        QVERIFY(!BlackPin::readFrom(dir.filePath(QStringLiteral("missing.yaml")), dir.path()).isSet());
    }

    void verdicts_data()
    {
        const BlackPin pinned{QStringLiteral("22.3.0"), kLoadersConfig};
        QTest::addColumn<QString>("formatter");
        QTest::addColumn<QString>("from");
        QTest::addColumn<BlackPin>("pin");
        QTest::addColumn<QString>("line");
        QTest::newRow("matches") << "black 22.3.0" << "checkout" << pinned
                                 << "formatted by black 22.3.0 (the checkout's Python), the version pinned in "
                                    "third_party/tt_forge_models/.pre-commit-config.yaml";
        QTest::newRow("differs") << "black 23.1.0" << "workbench" << pinned
                                 << "formatted by black 23.1.0 (the workbench's Python), but "
                                    "third_party/tt_forge_models/.pre-commit-config.yaml pins black 22.3.0: run "
                                    "pre-commit, it may reshape the edit";
        QTest::newRow("no pin") << "black 23.1.0" << "checkout" << BlackPin{}
                                << "formatted by black 23.1.0 (the checkout's Python); no black pin found in "
                                   ".pre-commit-config.yaml";
        QTest::newRow("no black") << "" << "" << pinned
                                  << "not black-formatted: run pre-commit (black 22.3.0, pinned in "
                                     "third_party/tt_forge_models/.pre-commit-config.yaml)";
        QTest::newRow("no black, no pin") << "" << "" << BlackPin{} << "not black-formatted: run pre-commit";
        QTest::newRow("nothing to shape") << "" << "nothing" << pinned
                                          << "nothing for black to shape: the edit is one line, written as it is";
        // A record of an earlier version, whose imitation of black shaped the edit.
        QTest::newRow("old built-in") << "built-in" << "" << pinned
                                      << "shaped by the built-in formatter of an earlier version, not black: run "
                                         "pre-commit";
    }

    void verdicts()
    {
        QFETCH(QString, formatter);
        QFETCH(QString, from);
        QFETCH(BlackPin, pin);
        QFETCH(QString, line);
        QCOMPARE(FormattingVerdict::line(formatter, from, pin), line);
    }

    void briefVerdicts()
    {
        const BlackPin pinned{QStringLiteral("22.3.0"), kLoadersConfig};
        const QString checkout = QStringLiteral("checkout");
        QCOMPARE(FormattingVerdict::brief(QStringLiteral("black 22.3.0"), checkout, pinned),
                 QStringLiteral("Formatted by black 22.3.0, as pre-commit pins"));
        QCOMPARE(FormattingVerdict::brief(QStringLiteral("black 23.1.0"), checkout, pinned),
                 QStringLiteral("Formatted by black 23.1.0; pre-commit pins 22.3.0"));
        QCOMPARE(FormattingVerdict::brief(QStringLiteral("black 23.1.0"), checkout, {}),
                 QStringLiteral("Formatted by black 23.1.0; no pre-commit pin"));
        QCOMPARE(FormattingVerdict::brief({}, {}, pinned), QStringLiteral("Not black-formatted: run pre-commit"));
        QCOMPARE(FormattingVerdict::brief({}, FormattingVerdict::nothingToShape(), pinned),
                 QStringLiteral("Nothing for black to shape"));
        QCOMPARE(FormattingVerdict::brief(QStringLiteral("built-in"), {}, pinned),
                 QStringLiteral("Not black-formatted: run pre-commit"));
    }

    // The probe that finds the checkout's Python says whether black imports there;
    // the choice follows it: the checkout's black when there, else the workbench's.
    void theCheckoutsPythonsBlack()
    {
        PythonEnvironment::clearCache();
        const auto python = PythonEnvironment::resolve(QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY2(python, qPrintable(python ? QString() : python.error().toString()));
        QVERIFY2(!python->blackVersion.isEmpty(), "black does not import in the demo's Python: run scripts/setup.sh");
        QCOMPARE(BlackChoice::of(python, {}).whose, BlackChoice::Whose::Checkout);
        QCOMPARE(BlackChoice::of(std::unexpected(Error{}), {}).whose, BlackChoice::Whose::Workbench);

        // An interpreter with torch where `import black` fails (a module named black
        // that raises, first on its path): the probe says so, the workbench's black serves.
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("shadow/black.py")), "raise ImportError('no black in this environment')\n");
        const QString wrapper = dir.filePath(QStringLiteral("python3"));
        write(wrapper, QStringLiteral("#!/bin/sh\nPYTHONPATH='%1' exec '%2' \"$@\"\n")
                           .arg(dir.filePath(QStringLiteral("shadow")), python->interpreter)
                           .toUtf8());
        QVERIFY(QFile::setPermissions(wrapper, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const auto shadowed = PythonEnvironment::resolve(QStringLiteral(DTRIAGE_DEMO_DIR), wrapper);
        QVERIFY2(shadowed, qPrintable(shadowed ? QString() : shadowed.error().toString()));
        QVERIFY(!shadowed->torchVersion.isEmpty());
        QVERIFY(shadowed->blackVersion.isEmpty());
        QCOMPARE(BlackChoice::of(shadowed, {}).whose, BlackChoice::Whose::Workbench);
    }
};

QTEST_GUILESS_MAIN(TestFormatting)
#include "tst_formatting.moc"
