#include "list/failurelistcolumns.h"

#include "list/failurelistmodel.h"
#include "list/triagemark.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>

#include <array>

namespace dtriage {
namespace {

struct Cap {
    int column;
    int chars;  // the widest it gets, in average characters
};

// In the order they are shown; the reason (last) stretches. Where the triage
// stands matters most after the key: next to it, as wide as its longest mark
// (fixed: it does not jump as sessions come and go).
// Caps that leave the Pre-flight column in a 1366-px window's list, in German too
// (issue 47 §10); a key keeps its variant when cut (WordElide::keepingTail).
constexpr std::array<Cap, 6> kShown{{{FailureListModel::KeyColumn, 26},
                                     {FailureListModel::TriageColumn, 0},
                                     {FailureListModel::StatusColumn, 8},
                                     {FailureListModel::FamilyColumn, 9},
                                     {FailureListModel::FlavorColumn, 17},
                                     {FailureListModel::PreflightColumn, 11}}};

}  // namespace

void FailureListColumns::setUp(QTableView* view)
{
    QHeaderView* header = view->horizontalHeader();
    header->setStretchLastSection(true);
    view->setColumnHidden(FailureListModel::BringupColumn, true);
    view->setTextElideMode(Qt::ElideRight);  // at a word's end (ShapedTextDelegate, WordElide)
    view->setWordWrap(false);
    for (int visual = 0; visual < int(kShown.size()); ++visual)
        header->moveSection(header->visualIndex(kShown[visual].column), visual);
    header->moveSection(header->visualIndex(FailureListModel::ReasonColumn), header->count() - 1);
}

void FailureListColumns::fit(QTableView* view)
{
    const int average = view->fontMetrics().averageCharWidth();
    for (const Cap& cap : kShown) {
        if (cap.chars == 0) {
            view->setColumnWidth(cap.column, triageWidth(view));
            continue;
        }
        view->resizeColumnToContents(cap.column);
        view->setColumnWidth(cap.column, qMin(view->columnWidth(cap.column), cap.chars * average));
    }
}

int FailureListColumns::triageWidth(const QTableView* view)
{
    // In the bold a mark waiting for approval has, with the cell's margins: whole.
    QFont bold = view->font();
    bold.setBold(true);
    const int margins = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1) + 8;
    return QFontMetrics(bold).horizontalAdvance(TriageMark::widestText()) + margins;
}

int FailureListColumns::neededWidth(const QTableView* view)
{
    int width = 2 * view->frameWidth() + view->verticalScrollBar()->sizeHint().width();
    for (const Cap& cap : kShown) {
        if (cap.column == FailureListModel::TriageColumn)
            width += triageWidth(view);  // shown or not: the divider does not jump when it appears (issue 47 §6)
        else if (!view->isColumnHidden(cap.column))
            width += view->columnWidth(cap.column);
    }
    return width;
}

}  // namespace dtriage
