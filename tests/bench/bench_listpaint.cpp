// Benchmark of the failure list's paint (issue "The window for a whole backlog"):
// one whole repaint of the list's viewport, as every scroll and every click that
// moves the selection out of view asks for, with the list's own delegate
// (ShapedTextDelegate: each text shaped once) and with Qt's QStyledItemDelegate
// (shaped at every paint), side by side in one run on the demo checkout, after its
// pre-flight. GUI-thread CPU time per paint; the ratio is the point. Built, not run
// by CTest. Usage: bench_listpaint [paints per turn, default 60]
#include "checkout/democheckout.h"
#include "list/failurelistpane.h"
#include "mainwindow.h"
#include "list/shapedtextdelegate.h"

#include <QApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace dtriage;

namespace {

double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// The median CPU time of `paints` whole repaints of the list's viewport.
double medianPaintMs(QTableView* view, int paints)
{
    std::vector<double> times;
    for (int i = 0; i < paints; ++i) {
        const double before = threadCpuMs();
        view->viewport()->repaint();
        times.push_back(threadCpuMs() - before);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

}  // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int paints = std::max(10, app.arguments().value(1, QStringLiteral("60")).toInt());
    QTemporaryDir work;
    const auto copy = DemoCheckout::copyTo(work.filePath(QStringLiteral("demo")), QStringLiteral(DTRIAGE_DEMO_DIR));
    if (!copy)
        return 1;
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QSignalSpy preflight(&window, &MainWindow::preflightFinished);
    window.openCheckout(*copy);
    if (!preflight.wait(180000)) {
        std::printf("MEASURED NOTHING: the demo checkout's pre-flight did not finish\n");
        return 1;
    }
    QTableView* view = window.failureList()->tableView();
    const int rows = view->rowAt(view->viewport()->height() - 1) < 0 ? view->model()->rowCount()
                                                                      : view->rowAt(view->viewport()->height() - 1) + 1;
    if (rows == 0) {
        std::printf("MEASURED NOTHING: the list shows no row\n");
        return 1;
    }
    auto* shaped = new ShapedTextDelegate(view);
    auto* styled = new QStyledItemDelegate(view);
    std::printf("bench_listpaint: one whole repaint of the failure list (%d rows, %dx%d), GUI-thread CPU\n\n", rows,
                view->viewport()->width(), view->viewport()->height());
    std::printf("%-6s %14s %14s %8s\n", "turn", "styled ms", "shaped ms", "ratio");
    for (int turn = 1; turn <= 3; ++turn) {
        view->setItemDelegate(styled);
        medianPaintMs(view, 5);  // warm: glyph caches, style pixmaps
        const double styledMs = medianPaintMs(view, paints);
        view->setItemDelegate(shaped);
        medianPaintMs(view, 5);
        const double shapedMs = medianPaintMs(view, paints);
        std::printf("%-6d %14.2f %14.2f %7.1fx\n", turn, styledMs, shapedMs, shapedMs > 0 ? styledMs / shapedMs : 0.0);
    }
    return 0;
}
