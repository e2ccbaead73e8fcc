#pragma once
// Where the user put the session panel's dividers, one layout per failure family
// (issue 30: "a splitter state per family"): each family's evidence needs its own
// room (a dtype table, an output tree, a probe's inputs). A divider the user moves
// is remembered for the family shown; another family shows its own, or follows
// what has content (SessionPanel::balance) when the user never set one. Kept
// across runs by WindowLayout; the splitters are marked so that it does not also
// keep them as the window's own.
#include <QHash>
#include <QList>
#include <QObject>
#include <QVariantMap>

class QSplitter;

namespace dtriage {

class FamilySplits : public QObject {
    Q_OBJECT
public:
    // The dynamic property that marks a splitter whose state is per family.
    static const char* const kPerFamily;

    FamilySplits(const QList<QSplitter*>& splitters, QObject* parent);

    // `family` is now shown: its layout applied when the user chose one (true).
    bool show(const QString& family);
    bool chosen(const QString& family) const { return m_states.contains(family); }
    QString family() const { return m_family; }

    // family -> {splitter name -> state}, for QSettings.
    QVariantMap saved() const;
    void restore(const QVariantMap& saved);
    void clear();

Q_SIGNALS:
    void cleared();  // no family has a layout of the user's any more

private:
    void remember();

    QList<QSplitter*> m_splitters;
    QString m_family;
    QHash<QString, QHash<QString, QByteArray>> m_states;  // family -> splitter name -> state
};

}  // namespace dtriage
