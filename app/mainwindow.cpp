#include "mainwindow.h"

#include "failurefilterproxy.h"
#include "failurelistmodel.h"
#include "triage/failurelist.h"

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMimeData>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace dtriage {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("dtype-triage"));
    setAcceptDrops(true);
    m_model = new FailureListModel(this);
    m_proxy = new FailureFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    buildCentral();
    buildActions();
    connect(&m_loading, &QFutureWatcher<ConfigSet>::finished, this,
            [this] { showConfigs(m_loading.result()); });
    connect(&m_preflight, &QFutureWatcher<PreflightReport>::finished, this, &MainWindow::showPreflight);
    connect(&m_preflight, &QFutureWatcher<PreflightReport>::progressValueChanged, this, [this](int done) {
        m_preflightLabel->setText(tr("Pre-flight: %1 of %2 loaders").arg(done).arg(m_preflight.progressMaximum()));
    });
    resize(1280, 800);
}

void MainWindow::buildActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open Checkout…"), QKeySequence::Open, this, &MainWindow::chooseCheckout);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Find"), QKeySequence::Find, this, [this] {
        m_filter->setFocus();
        m_filter->selectAll();
    });
    view->addAction(m_problemDock->toggleViewAction());
}

QWidget* MainWindow::buildFilterBar()
{
    auto* bar = new QWidget(this);
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    m_filter = new QLineEdit(bar);
    m_filter->setPlaceholderText(tr("Filter by key, status, flavor or reason (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);
    m_bf16Only = new QCheckBox(tr("bf16 only"), bar);
    m_bf16Only->setToolTip(tr("Only entries whose reason is a bfloat16 dtype failure"));
    m_failingOnly = new QCheckBox(tr("All failing"), bar);
    m_failingOnly->setToolTip(tr("Only entries that are not expected to pass"));
    layout->addWidget(m_filter, 1);
    layout->addWidget(m_bf16Only);
    layout->addWidget(m_failingOnly);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &FailureFilterProxy::setText);
    connect(m_bf16Only, &QCheckBox::toggled, m_proxy, &FailureFilterProxy::setBf16Only);
    connect(m_failingOnly, &QCheckBox::toggled, m_proxy, &FailureFilterProxy::setFailingOnly);
    // The proxy re-filters on every change; the count follows all of them.
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateCount);
    return bar;
}

void MainWindow::buildCentral()
{
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    m_banner = new QLabel(central);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: palette(alternate-base); "
                                           "border: 1px solid #c0392b; padding: 6px; }"));
    m_banner->hide();
    m_view = new QTableView(central);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    layout->addWidget(buildFilterBar());
    layout->addWidget(m_banner);
    layout->addWidget(m_view, 1);
    setCentralWidget(central);

    m_problems = new QListWidget(this);
    m_problemDock = new QDockWidget(tr("Config problems"), this);
    m_problemDock->setObjectName(QStringLiteral("problems"));
    m_problemDock->setWidget(m_problems);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemDock);
    m_problemDock->hide();

    m_checkoutLabel = new QLabel(this);
    m_countLabel = new QLabel(this);
    m_preflightLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_preflightLabel);
    statusBar()->addWidget(m_checkoutLabel, 1);
    statusBar()->addPermanentWidget(m_countLabel);
}

void MainWindow::openCheckout(const QString& dir)
{
    auto checkout = Checkout::open(dir);
    if (!checkout) {
        const QString message = checkout.error().toString();
        showBanner(tr("Cannot open %1: %2").arg(dir, message));
        Q_EMIT checkoutFailed(message);
        return;
    }
    m_checkout = *checkout;
    m_preflight.cancel();
    m_banner->hide();
    m_checkoutLabel->setText(tr("Checkout: %1 — loading configs…").arg(m_checkout->root()));
    setWindowTitle(tr("dtype-triage — %1").arg(QFileInfo(m_checkout->root()).fileName()));
    const QStringList paths = m_checkout->configFiles();
    m_loading.setFuture(QtConcurrent::run([paths] { return ConfigSet::load(paths); }));
}

void MainWindow::showConfigs(const ConfigSet& configs)
{
    m_model->setRows(FailureList::build(configs));
    m_problems->clear();
    for (const Error& problem : configs.errors)
        m_problems->addItem(problem.toString());
    m_problemDock->setVisible(!configs.errors.isEmpty());
    m_checkoutLabel->setText(tr("Checkout: %1 — %n config file(s)", nullptr, int(configs.files.size()))
                                 .arg(m_checkout->root()));
    m_view->resizeColumnToContents(FailureListModel::KeyColumn);
    m_view->resizeColumnToContents(FailureListModel::StatusColumn);
    m_view->resizeColumnToContents(FailureListModel::BringupColumn);
    m_view->resizeColumnToContents(FailureListModel::FlavorColumn);
    if (m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    updateCount();
    startPreflight();
    Q_EMIT checkoutLoaded();
}

void MainWindow::startPreflight()
{
    m_preflightLabel->setText(tr("Pre-flight: scanning loaders…"));
    m_preflight.setFuture(PreflightScan::scan(*m_checkout));
}

void MainWindow::showPreflight()
{
    if (m_preflight.isCanceled() || m_preflight.future().resultCount() == 0)
        return;
    const PreflightReport report = m_preflight.result();
    m_model->setPreflight(report);
    m_view->resizeColumnToContents(FailureListModel::PreflightColumn);
    m_preflightLabel->setText(tr("Pre-flight: %1 of %2 loaders flagged, %3 not analysable (%4 ms)")
                                  .arg(report.flaggedCount())
                                  .arg(report.loaders.size())
                                  .arg(report.errorCount())
                                  .arg(report.elapsedMs));
    Q_EMIT preflightFinished();
}

void MainWindow::showBanner(const QString& message)
{
    m_banner->setText(message);
    m_banner->show();
}

QString MainWindow::bannerText() const
{
    return m_banner->isHidden() ? QString() : m_banner->text();
}

void MainWindow::updateCount()
{
    m_countLabel->setText(tr("%1 of %2 entries").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

void MainWindow::chooseCheckout()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a tt-xla checkout"), checkoutRoot());
    if (!dir.isEmpty())
        openCheckout(dir);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile() && QFileInfo(urls.first().toLocalFile()).isDir())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    openCheckout(event->mimeData()->urls().first().toLocalFile());
}

}  // namespace dtriage
