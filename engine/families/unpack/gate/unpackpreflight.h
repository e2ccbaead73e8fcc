#pragma once
// The unpack_forward_output family's pre-flight: which loaders already define
// their own unpack_forward_output (an entry of theirs that still claims this
// family's failure is likely stale), read from the loaders' text before
// anything runs. The forward probe decides; this is a hint for the list.
#include "families/preflightbadge.h"

#include <QCoreApplication>
#include <QFuture>
#include <QHash>
#include <QList>
#include <QString>

namespace dtriage {

class UnpackPreflight : public PreflightReading {
    Q_DECLARE_TR_FUNCTIONS(UnpackPreflight)
public:
    // Every loader.py under `loadersRoot`, in the background.
    static QFuture<PreflightOutcome> scan(const QString& loadersRoot);

    PreflightBadge badge(const QString& modelPath, const QString& variant) const override;
    QString summary() const override;

    // One loader.py under the loaders' root: its folder and the line of its own
    // `def unpack_forward_output` (0: none).
    struct Loader {
        QString modelPath;
        int overrideLine = 0;
    };
    // Every loader.py under `loadersRoot`, sorted by folder; blocking.
    static QList<Loader> readBlocking(const QString& loadersRoot);
    // The line of the first `def unpack_forward_output(` method in `source`; 0: none.
    static int overrideLineOf(const QByteArray& source);

private:
    QHash<QString, int> m_overrideLine;  // modelPath -> the line of `def unpack_forward_output` (0: none)
    qint64 m_elapsedMs = 0;
};

}  // namespace dtriage
