#pragma once
// Calls back whenever the application palette changes. A highlighter is no widget, so it
// never gets QEvent::PaletteChange itself; it watches the application object instead.
#include <QObject>

#include <functional>

class QPalette;

namespace dtriage {

class PaletteFollower : public QObject {
    Q_OBJECT
public:
    using Apply = std::function<void(const QPalette&)>;

    // `parent` is the object being themed; the follower dies with it.
    PaletteFollower(QObject* parent, Apply apply);

    // Re-themes now, e.g. for a view whose own palette differs from the application's.
    void apply(const QPalette& palette) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    Apply m_apply;
};

}  // namespace dtriage
