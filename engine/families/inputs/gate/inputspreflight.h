#pragma once
// The inputs family's pre-flight: what each loader's load_inputs returns, read
// from its text before anything runs. A positional list or tuple is flagged (the
// runner passes it by position, so a decoder tensor or targets can land in the
// wrong parameter); a dict or one value is clear. The probe decides; this is a
// hint for the list.
#include "families/preflightbadge.h"

#include <QCoreApplication>
#include <QFuture>
#include <QHash>
#include <QString>

namespace dtriage {

class InputsPreflight : public PreflightReading {
    Q_DECLARE_TR_FUNCTIONS(InputsPreflight)
public:
    struct Return {
        int line = 0;  // of load_inputs' last return; 0: none found
        QString value; // as written: "[input_features, decoder_input_ids]"
        bool positional() const { return value.startsWith(u'[') || value.startsWith(u'('); }
    };

    // Every loader.py under `loadersRoot`, in the background.
    static QFuture<PreflightOutcome> scan(const QString& loadersRoot);
    // The last `return` of load_inputs in a loader's text.
    static Return returnOf(const QByteArray& loader);

    PreflightBadge badge(const QString& modelPath, const QString& variant) const override;
    QString summary() const override;

private:
    QHash<QString, Return> m_returns;  // modelPath -> load_inputs' return
    qint64 m_elapsedMs = 0;
};

}  // namespace dtriage
