#pragma once
// The fields of one probe event read as data. A probe's events may come from a
// file printed on another machine (File ▸ Import Probe Result…, `--probe FILE`),
// so nothing in them is trusted to be what the probe scripts print: each getter
// checks its field's type and, where the value reaches a file we write, its form
// — a Python name, a constant, a member of a closed list (a dtype, a stage). The
// first field that does not fit is the event's error, naming the event and the
// field's path; later getters then return empty values (docs/architecture.md,
// "Outside text is data").
#include "core/error.h"
#include "core/pythonliteral.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <memory>
#include <optional>

namespace dtriage {

class ProbeFields {
    Q_DECLARE_TR_FUNCTIONS(ProbeFields)
public:
    // The fields of `event` (its name is its "event" field).
    explicit ProbeFields(const QJsonObject& event);
    // The fields of an object inside `parent`'s, at `path` ("tree.entries[2].value");
    // its error becomes the parent's.
    ProbeFields(const QJsonObject& object, ProbeFields& parent, const QString& path);
    ~ProbeFields();
    ProbeFields(const ProbeFields&) = delete;
    ProbeFields& operator=(const ProbeFields&) = delete;

    const QString& eventName() const { return m_state->event; }
    const QJsonObject& object() const { return m_object; }
    bool has(const char* key) const { return m_object.contains(QLatin1String(key)); }

    // Any text (shown, or written only through an escaping writer); "" when absent.
    QString text(const char* key);
    // "" or a Python name (isPythonName).
    QString identifier(const char* key);
    // "" or one of `allowed`.
    QString oneOf(const char* key, std::initializer_list<QLatin1StringView> allowed);
    // "" or a torch dtype's name as str(dtype) prints it ("torch.bfloat16").
    QString dtype(const char* key);
    // "" or a stage the probe scripts name (probe_runtime.py's `staged`).
    QString stage(const char* key);
    bool flag(const char* key);
    // An integral number in [min, max]; `fallback` when absent or null.
    qint64 integer(const char* key, qint64 min, qint64 max, qint64 fallback = 0);
    std::optional<qint64> optionalInteger(const char* key, qint64 min, qint64 max);
    // A mapping key or index as the probe printed it (its repr), parsed as a
    // constant; `shownAs` is str() of it, which the constant must give.
    PythonLiteral constant(const char* key, const QString& shownAs);
    QJsonArray array(const char* key);
    // A list of objects, at most `max` of them (each its own ProbeFields at "key[i]").
    QList<QJsonObject> objects(const char* key, qsizetype max);
    // A tensor's sizes: at most 64 whole numbers from 0 to 10^15.
    QList<qint64> shape(const char* key);
    QStringList identifiers(const char* key);
    // An object field; an empty one when absent.
    QJsonObject objectField(const char* key);

    // Records a problem with `key` (a field whose values do not agree).
    void refuse(const QString& key, const QString& why);
    bool ok() const { return m_state->error.isEmpty(); }
    // The first problem: 'event "output_tree", field "tree.entries[0].literal": …'.
    Result<void> result() const;

    static const QStringList& dtypes();
    static const QStringList& stages();

private:
    struct State {
        QString event;
        QString error;
    };
    QJsonValue field(const char* key, QJsonValue::Type type);
    QString pathOf(const QString& key) const;

    QJsonObject m_object;
    QString m_path;
    std::shared_ptr<State> m_state;
};

}  // namespace dtriage
