// The first window on a copy of the demo checkout: the list fills from a
// background load, filters and toggles narrow it, a bad folder says what is missing.
#include "checkout/democheckout.h"
#include "families/families.h"
#include "list/failurefilterproxy.h"
#include "list/failurelistmodel.h"
#include "mainwindow.h"
#include "session/sessionpanel.h"

#include <QAction>
#include <QPushButton>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QMimeData>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QUrl>
#include <QTest>

using namespace dtriage;

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_work;
    QString m_demo;

    int visibleRows(MainWindow& window) { return window.failureProxy()->rowCount(); }

    bool openAndWait(MainWindow& window, const QString& dir)
    {
        QSignalSpy loaded(&window, &MainWindow::checkoutLoaded);
        window.openCheckout(dir);
        return loaded.wait(60000);  // a loaded 2-core machine
    }

    QStringList visibleKeys(MainWindow& window)
    {
        QStringList keys;
        for (int row = 0; row < window.failureProxy()->rowCount(); ++row)
            keys << window.failureProxy()->index(row, FailureListModel::KeyColumn).data(FailureListModel::KeyRole).toString();
        return keys;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_work.isValid());
        const auto copy = DemoCheckout::copyTo(m_work.path(), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY2(copy.has_value(), qPrintable(copy ? QString() : copy.error().toString()));
        m_demo = *copy;
    }

    void listsTrainingEntriesOfTheDemo()
    {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, m_demo));
        QVERIFY(window.failureModel()->rowCount() >= 11);
        const QStringList keys = visibleKeys(window);
        QVERIFY(keys.contains(QStringLiteral("speecht5/pytorch-Tts-single_device-training")));
        for (const QString& key : keys)
            QVERIFY2(key.endsWith(QLatin1String("-training")), qPrintable(key));
        QVERIFY(window.bannerText().isEmpty());
        QVERIFY(window.problemList()->count() == 0);
    }

    void togglesAndFilterNarrowTheList()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, m_demo));
        const int all = visibleRows(window);
        window.failingToggle()->setChecked(true);
        const int failing = visibleRows(window);
        QVERIFY(failing > 0 && failing < all);
        QComboBox* families = window.familyFilter();
        families->setCurrentIndex(families->findData(QStringLiteral("*")));
        const int gated = visibleRows(window);
        QVERIFY(gated > 0 && gated <= failing);
        for (int row = 0; row < gated; ++row) {
            const QString flavor = window.failureProxy()->index(row, FailureListModel::FlavorColumn).data().toString();
            QVERIFY2(!flavor.isEmpty(), "any family shows classified entries only");
        }
        // One family's entries: the Family column says which.
        for (const QString& id : {QStringLiteral("unpack"), QStringLiteral("dtype")}) {
            families->setCurrentIndex(families->findData(id));
            const int rows = visibleRows(window);
            QVERIFY2(rows > 0 && rows < gated, qPrintable(id));
            const QString shortName = Families::byId(id)->shortName();
            for (int row = 0; row < rows; ++row)
                QCOMPARE(window.failureProxy()->index(row, FailureListModel::FamilyColumn).data().toString(), shortName);
        }
        QTest::keyClicks(window.filterEdit(), QStringLiteral("speecht5"));
        QCOMPARE(visibleKeys(window), QStringList{QStringLiteral("speecht5/pytorch-Tts-single_device-training")});
        QCOMPARE(window.failureProxy()->index(0, FailureListModel::FlavorColumn).data().toString(),
                 QStringLiteral("cross_dtype"));
        // Issue 47 §13: Enter in the filter with one match opens it.
        QTest::keyClick(window.filterEdit(), Qt::Key_Return);
        QCOMPARE(window.currentKey(), QStringLiteral("speecht5/pytorch-Tts-single_device-training"));
        window.filterEdit()->clear();
        families->setCurrentIndex(0);
        window.failingToggle()->setChecked(false);
        QCOMPARE(visibleRows(window), all);
    }

    // The entry the user is on stays in a filtered list when its status is written
    // (on disk, as a triage writes it): a list of failing entries does not drop the
    // one just fixed from under the user. Moving off it, or changing a filter, lets
    // the filters apply to it again.
    void theEntryOnStaysListedWhenItsStatusChanges()
    {
        QTemporaryDir work;
        const auto copy = DemoCheckout::copyTo(work.path(), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(copy.has_value());
        const QString key = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
        const QString other = QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training");
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, *copy));
        window.failingToggle()->setChecked(true);
        window.selectKey(key);
        QCOMPARE(window.currentKey(), key);
        QFile yaml(*copy + QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml"));
        QVERIFY(yaml.open(QIODevice::ReadOnly));
        QByteArray text = yaml.readAll();
        yaml.close();
        const QByteArray skip = "speecht5/pytorch-Tts-single_device-training:\n    status: NOT_SUPPORTED_SKIP\n    bringup_status: FAILED_FE_COMPILATION\n";
        QVERIFY(text.contains(skip));
        text.replace(skip, "speecht5/pytorch-Tts-single_device-training:\n    status: EXPECTED_PASSING\n");
        QVERIFY(yaml.open(QIODevice::WriteOnly | QIODevice::Truncate) && yaml.write(text) == text.size());
        yaml.close();
        // The Status column follows the file; the row stays, and stays current.
        const int row = window.failureModel()->rowOfKey(key);
        QTRY_VERIFY_WITH_TIMEOUT(!window.failureModel()->rows().at(row).isFailing(), 10000);
        QTest::qWait(50);
        QVERIFY(visibleKeys(window).contains(key));
        QCOMPARE(window.currentKey(), key);
        // Moved off it: it is not failing, the list of failing entries lets it go.
        window.selectKey(other);
        QTRY_VERIFY(!visibleKeys(window).contains(key));
        QCOMPARE(window.currentKey(), other);
        // A filter changed while on a kept entry applies to it too.
        window.failingToggle()->setChecked(false);
        window.selectKey(key);
        window.failingToggle()->setChecked(true);
        QVERIFY(!visibleKeys(window).contains(key));
    }

    // A config file gone for longer than a write takes (a slow git checkout, an
    // editor that removes before it writes) is followed again once it is back, and
    // its next change too.
    void aConfigFileGoneAndBackIsFollowed()
    {
        QTemporaryDir work;
        const auto copy = DemoCheckout::copyTo(work.path(), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(copy.has_value());
        MainWindow window;
        QVERIFY(openAndWait(window, *copy));
        const QString path = *copy + QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml");
        const QString key = QStringLiteral("resnet/pytorch-ResNet18-single_device-training");
        FailureListModel* list = window.failureModel();
        const auto status = [&] { return list->index(list->rowOfKey(key), FailureListModel::StatusColumn).data().toString(); };
        QCOMPARE(status(), QStringLiteral("pass"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray original = file.readAll();
        file.close();
        const QByteArray passing = "  resnet/pytorch-ResNet18-single_device-training:\n    status: EXPECTED_PASSING\n";
        QVERIFY(original.contains(passing));
        QByteArray skipped = original;
        skipped.replace(passing, "  resnet/pytorch-ResNet18-single_device-training:\n    status: NOT_SUPPORTED_SKIP\n");
        QVERIFY(QFile::remove(path));
        QTest::qWait(1000);  // past the watcher's settling: read while the file is missing
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(skipped) == skipped.size());
        file.close();
        QTRY_COMPARE_WITH_TIMEOUT(status(), QStringLiteral("skip"), 10000);
        QTest::qWait(500);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(original) == original.size());
        file.close();
        QTRY_COMPARE_WITH_TIMEOUT(status(), QStringLiteral("pass"), 10000);
    }

    void sortsByColumn()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, m_demo));
        window.failureView()->sortByColumn(FailureListModel::KeyColumn, Qt::DescendingOrder);
        const QStringList keys = visibleKeys(window);
        QStringList sorted = keys;
        std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) {
            return QString::compare(a, b, Qt::CaseInsensitive) > 0;
        });
        QCOMPARE(keys, sorted);
    }

    void preflightBadgesFollowTheScan()
    {
        MainWindow window;
        QSignalSpy scanned(&window, &MainWindow::preflightFinished);
        QVERIFY(openAndWait(window, m_demo));
        QVERIFY(scanned.wait(60000));
        FailureListModel* model = window.failureModel();
        QHash<QString, QString> badgeByKey;
        for (int row = 0; row < model->rowCount(); ++row)
            badgeByKey.insert(model->index(row, FailureListModel::KeyColumn).data(FailureListModel::KeyRole).toString(),
                              model->index(row, FailureListModel::PreflightColumn).data().toString());
        // Case a: the zeros() in load_inputs is the one float32 input.
        QVERIFY2(badgeByKey.value(QStringLiteral("speecht5/pytorch-Tts-single_device-training"))
                     .startsWith(QLatin1String("fixable: decoder_input_values")),
                 qPrintable(badgeByKey.value(QStringLiteral("speecht5/pytorch-Tts-single_device-training"))));
        // Case c: the mask is built on some variants only (NoMask never does), and the
        // scan cannot tell which: the badge says so.
        QVERIFY(badgeByKey.value(QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-training"))
                    .startsWith(QLatin1String("maybe fixable: pixel_mask")));
        // Case d: op-not-implemented, nothing float32 to fix.
        QCOMPARE(badgeByKey.value(QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training")),
                 QStringLiteral("clear"));
        const QString tooltip = model->index(0, FailureListModel::PreflightColumn).data(Qt::ToolTipRole).toString();
        QVERIFY(!tooltip.isEmpty());
    }

    void notACheckoutSaysWhatIsMissing()
    {
        QTemporaryDir empty;
        MainWindow window;
        QSignalSpy failed(&window, &MainWindow::checkoutFailed);
        window.openCheckout(empty.path());
        QCOMPARE(failed.count(), 1);
        QVERIFY2(window.bannerText().contains(QLatin1String("tests/runner/test_config")),
                 qPrintable(window.bannerText()));
    }

    // A fresh clone of tt-xla (the loaders submodule not checked out): the YAML is
    // listed, a banner says what to run, and what needs loaders is off, saying why.
    void freshCloneWithoutLoadersListsAndExplains()
    {
        const auto clone = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("clone")), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(clone);
        QDir loaders(*clone + QStringLiteral("/third_party/tt_forge_models"));
        QVERIFY(loaders.removeRecursively() && QDir().mkpath(loaders.path()));
        MainWindow window;
        QSignalSpy failed(&window, &MainWindow::checkoutFailed);
        QVERIFY(openAndWait(window, *clone));
        QCOMPARE(failed.count(), 0);
        QVERIFY(visibleKeys(window).contains(QStringLiteral("speecht5/pytorch-Tts-single_device-training")));
        const QString command = QStringLiteral("git submodule update --init third_party/tt_forge_models");
        QVERIFY2(window.bannerText().contains(command), qPrintable(window.bannerText()));
        window.selectKey(QStringLiteral("speecht5/pytorch-Tts-single_device-training"));
        QPushButton* start = window.sessionPanel()->startButton();
        QVERIFY(!start->isEnabled());
        QVERIFY2(start->toolTip().contains(command), qPrintable(start->toolTip()));
        QCOMPARE(window.startTriage(), nullptr);
        window.resize(1366, 768);
        const QString shots = QStringLiteral(DTRIAGE_BUILD_DIR "/screenshots");
        QDir().mkpath(shots);
        QVERIFY(window.grab().save(shots + QStringLiteral("/mainwindow-no-loaders.png")));
        QVERIFY(!window.triageAllGated());
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->text().contains(QLatin1String("Start Triage")) || action->text().contains(QLatin1String("All bf16")))
                QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
        }
        // The same window on a checkout with loaders: everything on again.
        QVERIFY(openAndWait(window, m_demo));
        QVERIFY(window.sessionPanel()->startButton()->isEnabled());
        QVERIFY2(!window.bannerText().contains(command), qPrintable(window.bannerText()));
    }

    // Dropping a folder on the window opens it; a file is refused at the door.
    void droppingAFolderOpensIt()
    {
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::checkoutLoaded);
        auto* folder = new QMimeData;
        folder->setUrls({QUrl::fromLocalFile(m_demo)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, folder, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, folder, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        QVERIFY(loaded.wait(20000));
        QCOMPARE(window.checkoutRoot(), QFileInfo(m_demo).absoluteFilePath());

        QMimeData file;
        file.setUrls({QUrl::fromLocalFile(QDir(m_demo).filePath(QStringLiteral("pytest.ini")))});
        QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &file, Qt::LeftButton, Qt::NoModifier);
        refused.ignore();
        QCoreApplication::sendEvent(&window, &refused);
        QVERIFY(!refused.isAccepted());
        delete folder;
    }

    void brokenConfigIsListedOthersStillLoad()
    {
        QTemporaryDir work;
        const auto copy = DemoCheckout::copyTo(work.path(), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(copy.has_value());
        QFile broken(*copy + QStringLiteral("/tests/runner/test_config/torch/test_config_broken_training.yaml"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("test_config:\n  a/pytorch-X-single_device-training:\n    status: \"unterminated\n");
        broken.close();
        MainWindow window;
        QVERIFY(openAndWait(window, *copy));
        QVERIFY(window.problemList()->count() >= 1);
        QVERIFY(window.problemList()->item(0)->text().contains(QLatin1String("test_config_broken_training.yaml")));
        QVERIFY(window.failureModel()->rowCount() >= 11);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
