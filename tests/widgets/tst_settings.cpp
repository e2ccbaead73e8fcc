// Preferences: a round trip through an INI file, bad stored values reading back as
// defaults, the recent-checkouts list, the dialog, and the light and dark themes.
#include "dialogs/settingsdialog.h"
#include "chrome/theme.h"
#include "chrome/workbenchsettings.h"
#include "run/job.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace dtriage;

class TestSettings : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    QString iniPath() { return m_dir.filePath(QStringLiteral("settings-%1.ini").arg(++m_files)); }

    static WorkbenchSettings sample()
    {
        WorkbenchSettings s;
        s.interpreter = QStringLiteral("/opt/venv/bin/python3");
        s.reproTimeoutS = 90;
        s.pytestTimeoutS = 3600;
        s.jobs = 3;
        s.theme = WorkbenchSettings::Theme::Dark;
        s.recentCheckouts = {QStringLiteral("/src/tt-xla"), QStringLiteral("/tmp/demo")};
        s.verifyThroughCi = true;
        s.ciRunsOn = QStringLiteral("p150");
        s.ciGroups = 4;
        s.ciPollS = 10;
        return s;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void defaults()
    {
        const WorkbenchSettings s;
        QVERIFY(s.interpreter.isEmpty());
        QCOMPARE(s.reproTimeoutS, 600);
        QCOMPARE(s.pytestTimeoutS, 1200);
        QCOMPARE(s.jobs, qBound(1, QThread::idealThreadCount(), 8));
        QCOMPARE(s.theme, WorkbenchSettings::Theme::System);
        QVERIFY(s.recentCheckouts.isEmpty());
        QCOMPARE(s.memoryLimitGb, 0);
        QCOMPARE(s.memoryLimitBytes(), Job::defaultMemoryLimitBytes());
        QVERIFY(Job::defaultMemoryLimitBytes() >= 2LL << 30);
    }

    void roundTripThroughIni()
    {
        const QString path = iniPath();
        {
            QSettings settings(path, QSettings::IniFormat);
            sample().save(settings);
        }
        QSettings settings(path, QSettings::IniFormat);
        const WorkbenchSettings loaded = WorkbenchSettings::load(settings);
        QCOMPARE(loaded.interpreter, sample().interpreter);
        QCOMPARE(loaded.reproTimeoutS, 90);
        QCOMPARE(loaded.pytestTimeoutS, 3600);
        QCOMPARE(loaded.jobs, 3);
        QCOMPARE(loaded.theme, WorkbenchSettings::Theme::Dark);
        QCOMPARE(loaded.recentCheckouts, sample().recentCheckouts);
        QVERIFY(loaded.verifyThroughCi);
        QCOMPARE(loaded.ciRunsOn, QStringLiteral("p150"));
        QCOMPARE(loaded.ciGroups, 4);
        QVERIFY(loaded == sample());
    }

    void emptyFileGivesDefaults()
    {
        QSettings settings(iniPath(), QSettings::IniFormat);
        QVERIFY(WorkbenchSettings::load(settings) == WorkbenchSettings{});
    }

    void invalidValuesFallBackToDefaults()
    {
        const QString path = iniPath();
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("[run]\nreproTimeoutS=-5\npytestTimeoutS=ten minutes\njobs=99\n"
                       "[ui]\ntheme=purple\n[ci]\nverifyThroughCi=maybe\nparallelGroups=11\nrunsOn=\n");
        }
        QSettings settings(path, QSettings::IniFormat);
        const WorkbenchSettings loaded = WorkbenchSettings::load(settings);
        const WorkbenchSettings defaults;
        QCOMPARE(loaded.reproTimeoutS, defaults.reproTimeoutS);
        QCOMPARE(loaded.pytestTimeoutS, defaults.pytestTimeoutS);
        QCOMPARE(loaded.jobs, defaults.jobs);
        QCOMPARE(loaded.theme, WorkbenchSettings::Theme::System);
        QVERIFY(!loaded.verifyThroughCi);
        QCOMPARE(loaded.ciGroups, defaults.ciGroups);
        QCOMPARE(loaded.ciRunsOn, defaults.ciRunsOn);

        settings.setValue(QStringLiteral("run/jobs"), 0);
        settings.setValue(QStringLiteral("run/reproTimeoutS"), 0);
        settings.setValue(QStringLiteral("ui/theme"), QStringLiteral("Light"));
        const WorkbenchSettings again = WorkbenchSettings::load(settings);
        QCOMPARE(again.jobs, defaults.jobs);
        QCOMPARE(again.reproTimeoutS, defaults.reproTimeoutS);
        QCOMPARE(again.theme, WorkbenchSettings::Theme::Light);
        settings.setValue(QStringLiteral("run/jobs"), 16);
        QCOMPARE(WorkbenchSettings::load(settings).jobs, 16);
    }

    void recentCheckoutsMostRecentFirstDedupCapped()
    {
        WorkbenchSettings s;
        s.addRecentCheckout(QStringLiteral("/a"));
        s.addRecentCheckout(QStringLiteral("/b"));
        s.addRecentCheckout(QStringLiteral("/a/"));  // the same folder
        s.addRecentCheckout(QString());
        QCOMPARE(s.recentCheckouts, (QStringList{QStringLiteral("/a"), QStringLiteral("/b")}));
        for (int i = 0; i < 10; ++i)
            s.addRecentCheckout(QStringLiteral("/c%1").arg(i));
        QCOMPARE(s.recentCheckouts.size(), WorkbenchSettings::kMaxRecentCheckouts);
        QCOMPARE(s.recentCheckouts.first(), QStringLiteral("/c9"));
        QCOMPARE(s.recentCheckouts.last(), QStringLiteral("/c2"));
        QVERIFY(!s.recentCheckouts.contains(QStringLiteral("/a")));

        // A stored list with duplicates and too many entries is cleaned on load.
        const QString path = iniPath();
        QSettings settings(path, QSettings::IniFormat);
        QStringList stored{QStringLiteral("/x"), QStringLiteral("/y"), QStringLiteral("/x/"), QString()};
        for (int i = 0; i < 10; ++i)
            stored << QStringLiteral("/z%1").arg(i);
        settings.setValue(QStringLiteral("ui/recentCheckouts"), stored);
        const QStringList loaded = WorkbenchSettings::load(settings).recentCheckouts;
        QCOMPARE(loaded.size(), WorkbenchSettings::kMaxRecentCheckouts);
        QCOMPARE(loaded.mid(0, 3), (QStringList{QStringLiteral("/x"), QStringLiteral("/y"), QStringLiteral("/z0")}));
    }

    void dialogReflectsAndReturnsValues()
    {
        SettingsDialog dialog(sample());
        QCOMPARE(dialog.interpreterEdit()->text(), sample().interpreter);
        QVERIFY(dialog.interpreterEdit()->placeholderText().contains(QLatin1String("auto-detect")));
        QCOMPARE(dialog.reproTimeoutSpin()->value(), 90);
        QCOMPARE(dialog.pytestTimeoutSpin()->value(), 3600);
        QCOMPARE(dialog.jobsSpin()->value(), 3);
        QCOMPARE(dialog.jobsSpin()->minimum(), 1);
        QCOMPARE(dialog.jobsSpin()->maximum(), 16);
        QCOMPARE(dialog.themeCombo()->currentText(), QStringLiteral("Dark"));
        QCOMPARE(dialog.themeCombo()->count(), 3);
        QVERIFY(dialog.browseButton()->text().startsWith(QLatin1String("Browse")));
        QVERIFY(dialog.settings() == sample());

        dialog.interpreterEdit()->setText(QStringLiteral("  /usr/bin/python3 "));
        dialog.reproTimeoutSpin()->setValue(120);
        dialog.pytestTimeoutSpin()->setValue(600);
        dialog.jobsSpin()->setValue(12);
        dialog.themeCombo()->setCurrentIndex(1);
        const WorkbenchSettings edited = dialog.settings();
        QCOMPARE(edited.interpreter, QStringLiteral("/usr/bin/python3"));
        QCOMPARE(edited.reproTimeoutS, 120);
        QCOMPARE(edited.pytestTimeoutS, 600);
        QCOMPARE(edited.jobs, 12);
        QCOMPARE(edited.theme, WorkbenchSettings::Theme::Light);
        QCOMPARE(edited.recentCheckouts, sample().recentCheckouts);  // not edited here, kept
    }

    void restoreDefaultsButton()
    {
        SettingsDialog dialog(sample());
        QPushButton* restore = dialog.buttonBox()->button(QDialogButtonBox::RestoreDefaults);
        QVERIFY(restore);
        QTest::mouseClick(restore, Qt::LeftButton);
        WorkbenchSettings expected;
        expected.recentCheckouts = sample().recentCheckouts;
        // Not the dialog's: the Triage menu's toggle and the dispatch dialog's last choices.
        expected.verifyThroughCi = sample().verifyThroughCi;
        expected.ciRunsOn = sample().ciRunsOn;
        expected.ciGroups = sample().ciGroups;
        expected.ciPollS = sample().ciPollS;
        QVERIFY(dialog.settings() == expected);
        QVERIFY(dialog.interpreterEdit()->text().isEmpty());
    }

    void okAndCancelCloseTheDialog()
    {
        SettingsDialog accepted(sample());
        accepted.show();
        QTest::mouseClick(accepted.buttonBox()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(accepted.result(), int(QDialog::Accepted));
        SettingsDialog rejected(sample());
        rejected.show();
        QTest::mouseClick(rejected.buttonBox()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        QCOMPARE(rejected.result(), int(QDialog::Rejected));
    }

    void screenshotOfTheDialog()
    {
        WorkbenchSettings s = sample();
        s.interpreter.clear();  // shows the auto-detect placeholder
        s.theme = WorkbenchSettings::Theme::System;
        SettingsDialog dialog(s);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QString dir = QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots");
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(dialog.grab().save(dir + QStringLiteral("/settingsdialog.png")));
    }

    // Last: it changes the application's look for what follows.
    void themesChangeTheApplicationPalette()
    {
        const QColor original = QApplication::palette().window().color();
        applyTheme(WorkbenchSettings::Theme::Dark);
        QVERIFY2(QApplication::palette().window().color().lightness() < 100,
                 qPrintable(QApplication::palette().window().color().name()));
        QVERIFY(isDarkPalette(QApplication::palette()));
        QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));

        QWidget window;  // widgets pick up the application palette, shown ones too
        auto* child = new QLineEdit(&window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(child->palette().color(QPalette::Base).lightness() < 100);
        SettingsDialog dialog(sample());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots/settingsdialog-dark.png")));

        applyTheme(WorkbenchSettings::Theme::Light);
        QVERIFY(QApplication::palette().window().color().lightness() > 200);
        QVERIFY(!isDarkPalette(QApplication::palette()));
        // Widgets hear of the change through a posted event.
        QTRY_VERIFY(child->palette().color(QPalette::Base).lightness() > 200);
        QTRY_VERIFY(window.palette().color(QPalette::Window).lightness() > 200);

        applyTheme(WorkbenchSettings::Theme::Dark);
        applyTheme(WorkbenchSettings::Theme::System);
        QCOMPARE(QApplication::palette().window().color(), original);
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
