#pragma once
// What a CPU probe of one loader variant is asked to run (a failure family's
// probe script under the scripts' root, resources/python/families/<id>/, on
// probe_runtime.py); travels as JSON, never as Python source. A cold run starts
// the script; the warm worker loads it in a forked child and runs it there.
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QVariantMap>

namespace dtriage {

struct ProbeRequest {
    // The probe's name: what a warm job carries and its greeting says. The
    // family's job sets it, and the script.
    QString probe;
    // Its script, relative to the scripts' root (PythonScripts): "families/<id>/<name>.py".
    QString script;
    QString checkoutRoot;  // absolute; the script's cwd and sys.path[0]
    QString modelPath;     // the loader's folder under third_party/tt_forge_models: "speecht5/pytorch"
    QString variant;       // the ModelVariant *value* ("Tts"); empty: ModelLoader()
    QVariantMap kwargs;    // e.g. {"batch_size": 2}; passed only where the signature takes it
    QVariantMap kwargsSource;  // why each kwarg is passed, printed in the probe's header
    // When set, the loader's source to import in place of its file (an edit not yet
    // written, checked by a real import before it is offered): text, never run by
    // anything but the runner's import of that one loader.
    QByteArray loaderSource;
    bool importOnly = false;  // stop once the loader imported (its greeting, setup_failed or done)
    int seed = 0;
    int threads = 0;  // torch threads; 0: torch's default cold, cores / slots warm
    // ProcessTree's token for what this probe spawns (a warm child exports it);
    // made by ProbeJob when empty.
    QByteArray token;

    // modelPath from a loader.py path (absolute, or relative to the checkout root).
    static ProbeRequest forLoader(const QString& checkoutRoot, const QString& loaderPath,
                                  const QString& variant);
    QJsonObject toJsonObject() const;
    QByteArray toJson() const;
    // "speecht5/pytorch-Tts", for job names and logs.
    QString displayName() const;
};

}  // namespace dtriage
