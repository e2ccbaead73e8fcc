#pragma once
// What the newest run says that the run before it did not (tt-xla's
// compare-nightly skill: failures new, persisting, fixed), per entry and arch:
// each arch's newest mark against the newest earlier run that saw the test there
// (a run that did not run it is no evidence either way). A failure that persists
// with another error is said too (its root cause changed). "Regressed in the
// newest run" is news even where the whole window reads as flaky. Runs of several
// workflows: the newest run of each is news of the tests no newer run saw.
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace dtriage {

class CiHistory;

struct NewsItem {
    enum class Kind { New, Fixed, Persisting };
    Kind kind = Kind::New;
    QString key;
    QString arch;
    QString error;   // the newest run's (New, Persisting)
    QString before;  // the earlier run's (Fixed, Persisting)
    bool causeChanged = false;  // Persisting with another error (ObservedReason)
    qint64 run = 0;             // the newest run of its workflow that saw the test: whose news it is
};

struct RunNews {
    Q_DECLARE_TR_FUNCTIONS(RunNews)
public:
    qint64 run = 0;  // the newest run of all; 0: fewer than two runs, no news
    QList<qint64> runs;  // each workflow's newest run, newest first (runs of several workflows)
    QList<NewsItem> items;  // in the YAML's order, archs in the history's

    static RunNews of(const CiHistory& history);
    QList<NewsItem> ofKind(NewsItem::Kind kind) const;
    // The items worth a line of their own: new, fixed, and persisting with another error.
    QList<NewsItem> listed() const;
    // "new", "fixed", "persisting" (JSON).
    static QString kindName(NewsItem::Kind kind);
    // "2 new failures, 1 fixed, 5 persisting (1 with another error)"; empty without news.
    QString summary() const;
};

}  // namespace dtriage
