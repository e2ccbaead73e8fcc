#pragma once
// How the failure list's columns share its width (issue 14: at 1366×768 and
// 1920×1080 the key's model and variant, the status badge, family, flavor,
// pre-flight and triage state are all readable without scrolling): in that
// order, each as wide as its content up to a cap (a longer text elides, its
// tooltip keeps it whole), the reason taking what is left.
#include <QCoreApplication>

class QTableView;

namespace dtriage {

class FailureListColumns {
    Q_DECLARE_TR_FUNCTIONS(FailureListColumns)
public:
    // Once, on a new view: order, hidden columns, elision.
    static void setUp(QTableView* view);
    // After the rows or their badges changed: every column to its content, capped.
    static void fit(QTableView* view);
    // The width the columns before the reason need (with the view's frame and
    // scroll bar): what the list pane should get when the window allows.
    static int neededWidth(const QTableView* view);
    // The Triage column's width: its widest mark, whole.
    static int triageWidth(const QTableView* view);
};

}  // namespace dtriage
