#include "session/familysplits.h"

#include <QSplitter>

namespace dtriage {

const char* const FamilySplits::kPerFamily = "dtriagePerFamily";

FamilySplits::FamilySplits(const QList<QSplitter*>& splitters, QObject* parent)
    : QObject(parent), m_splitters(splitters)
{
    for (QSplitter* splitter : m_splitters) {
        splitter->setProperty(kPerFamily, true);
        // Emitted for the user's drags only, never for setSizes() or restoreState().
        connect(splitter, &QSplitter::splitterMoved, this, &FamilySplits::remember);
    }
}

bool FamilySplits::show(const QString& family)
{
    m_family = family;
    const auto states = m_states.constFind(family);
    if (states == m_states.cend())
        return false;
    for (QSplitter* splitter : m_splitters)
        if (const auto state = states->constFind(splitter->objectName()); state != states->cend())
            splitter->restoreState(*state);
    return true;
}

void FamilySplits::remember()
{
    // Every divider of the panel as it is now: the one moved and the others as they were shown.
    QHash<QString, QByteArray>& states = m_states[m_family];
    for (QSplitter* splitter : m_splitters)
        states.insert(splitter->objectName(), splitter->saveState());
}

QVariantMap FamilySplits::saved() const
{
    QVariantMap saved;
    for (auto family = m_states.cbegin(); family != m_states.cend(); ++family) {
        QVariantMap states;
        for (auto state = family->cbegin(); state != family->cend(); ++state)
            states.insert(state.key(), state.value());
        saved.insert(family.key(), states);
    }
    return saved;
}

void FamilySplits::restore(const QVariantMap& saved)
{
    m_states.clear();
    for (auto family = saved.cbegin(); family != saved.cend(); ++family) {
        const QVariantMap states = family.value().toMap();
        for (auto state = states.cbegin(); state != states.cend(); ++state)
            m_states[family.key()].insert(state.key(), state.value().toByteArray());
    }
    show(m_family);
}

void FamilySplits::clear()
{
    m_states.clear();
    Q_EMIT cleared();
}

}  // namespace dtriage
