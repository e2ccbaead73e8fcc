#pragma once
// A YAML change carried through its approval (issue 49): the file read as it is
// now, off the event loop; the producer's entry changes planned against it
// (YamlChange); the diff put up; the one write once approved; and, when another
// write came first (a conflict), planned again from the file as it is then, at
// most kMaxReplans times. The session's step 7 is its producer: it knows what
// pytest observed and which entries change, this knows the file. It never blocks
// the caller's thread and keeps the change written, for the undo.
#include "config/configfile.h"
#include "config/entrychange.h"
#include "core/error.h"
#include "yamlchange/yamlchange.h"

#include <QFuture>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace dtriage {

class StagedYamlChange : public QObject {
    Q_OBJECT
public:
    // The entries' changes for the file as read; std::nullopt when the producer
    // took the step over (it will call plan() again, or end): nothing is planned.
    using Producer = std::function<std::optional<QList<EntryChange>>(const ConfigFile& file)>;
    enum class Outcome {
        Unreadable,  // the file could not be read: detail is why
        Invalid,     // a change does not validate or place: detail is why
        Unchanged,   // the file already holds every change
        Written,
        Refused,     // not written (a conflict that kept coming, or the write failed): detail is why
    };
    Q_ENUM(Outcome)

    // A file that keeps changing under its plan is left to a human after this.
    static constexpr int kMaxReplans = 3;

    // `displayRoot`: the diff's paths are relative to it.
    StagedYamlChange(QString path, QString displayRoot, Producer producer, QObject* parent = nullptr);

    void plan();     // planning(), then awaitingApproval() or settled()
    void approve();  // while awaiting: the write; settled(), or replanning() and plan()
    void cancel();   // results still to come are dropped
    bool isAwaiting() const { return m_awaiting; }
    // How many times a conflict planned it again.
    int replans() const { return m_replans; }
    // The change planned last (the one written, once settled as Written).
    const std::optional<YamlChange>& change() const { return m_change; }

Q_SIGNALS:
    void planning();
    void awaitingApproval(const QString& diff);
    // Another write came first (`why`): planning again from the file as it is now.
    void replanning(const QString& why);
    void settled(dtriage::StagedYamlChange::Outcome outcome, const QString& detail);

private:
    template <typename T, typename F>
    void await(QFuture<T> future, F onDone);
    void onLoaded(const Result<ConfigFile>& file);
    void onPlanned(Result<YamlChange> change);
    void onWritten(const Result<void>& written);

    QString m_path;
    QString m_displayRoot;
    Producer m_producer;
    std::optional<YamlChange> m_change;
    int m_replans = 0;
    bool m_awaiting = false;
    quint64 m_generation = 0;  // bumped by cancel()
};

}  // namespace dtriage
