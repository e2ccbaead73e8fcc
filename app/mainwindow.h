#pragma once
// The workbench window. It shows what the engine produced and never reads YAML
// on the GUI thread: a checkout's configs load through QtConcurrent.
#include "checkout/checkout.h"
#include "analysis/preflightscan.h"
#include "config/configset.h"

#include <QFutureWatcher>
#include <QMainWindow>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QDockWidget;
class QTableView;

namespace dtriage {

class FailureListModel;
class FailureFilterProxy;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Opens asynchronously; checkoutLoaded() or checkoutFailed() follows.
    void openCheckout(const QString& dir);
    QString checkoutRoot() const { return m_checkout ? m_checkout->root() : QString(); }

    QTableView* failureView() const { return m_view; }
    FailureFilterProxy* failureProxy() const { return m_proxy; }
    FailureListModel* failureModel() const { return m_model; }
    QLineEdit* filterEdit() const { return m_filter; }
    QCheckBox* bf16Toggle() const { return m_bf16Only; }
    QCheckBox* failingToggle() const { return m_failingOnly; }
    QListWidget* problemList() const { return m_problems; }
    QString bannerText() const;

Q_SIGNALS:
    void checkoutLoaded();
    void checkoutFailed(const QString& message);
    void preflightFinished();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildActions();
    void buildCentral();
    QWidget* buildFilterBar();
    void showConfigs(const ConfigSet& configs);
    void showBanner(const QString& message);
    void updateCount();
    void startPreflight();
    void showPreflight();
    void chooseCheckout();

    std::optional<Checkout> m_checkout;
    FailureListModel* m_model = nullptr;
    FailureFilterProxy* m_proxy = nullptr;
    QTableView* m_view = nullptr;
    QLineEdit* m_filter = nullptr;
    QCheckBox* m_bf16Only = nullptr;
    QCheckBox* m_failingOnly = nullptr;
    QLabel* m_banner = nullptr;
    QLabel* m_countLabel = nullptr;
    QLabel* m_checkoutLabel = nullptr;
    QListWidget* m_problems = nullptr;
    QDockWidget* m_problemDock = nullptr;
    QLabel* m_preflightLabel = nullptr;
    QFutureWatcher<ConfigSet> m_loading;
    QFutureWatcher<PreflightReport> m_preflight;
};

}  // namespace dtriage
