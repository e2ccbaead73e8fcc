#pragma once
// A failure family's pre-flight verdict on one test key, as the failure list
// shows it before anything ran: flagged (the family's fix would apply), clear,
// not analysable, or no loader. PreflightReading gives one per key.
#include <QCoreApplication>
#include <QString>

#include <memory>

namespace dtriage {

struct PreflightBadge {
    Q_DECLARE_TR_FUNCTIONS(PreflightBadge)

public:
    enum class State { Pending, Flagged, Clear, Error, NoLoader };
    State state = State::Pending;
    QString text;     // short: "fixable: decoder_input_values (l. 119)"
    QString tooltip;  // every finding's sentence, or the error
    // Flagged: where in the loader the family would act, before anything ran (the
    // window shows it as a prediction until the repro or probe confirms it).
    int line = 0;       // 1-based; 0: no site
    QString siteText;   // the call or statement there
    QString inputKey;   // the model input it feeds, when the family knows one

    static PreflightBadge pending();
};

// What a family's pre-flight over every loader of a checkout found, read for the
// window (FailureFamily::preflight): a badge per test key, and one line for the
// status bar.
class PreflightReading {
public:
    virtual ~PreflightReading() = default;
    // `modelPath` and `variant` of a test key.
    virtual PreflightBadge badge(const QString& modelPath, const QString& variant) const = 0;
    // "7 of 13 loaders flagged, 0 not analysable (69 ms)"; translated.
    virtual QString summary() const = 0;
};

using PreflightOutcome = std::shared_ptr<const PreflightReading>;

}  // namespace dtriage
