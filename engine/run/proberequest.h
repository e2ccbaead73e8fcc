#pragma once
// What a CPU probe of one loader variant is asked to run (resources/python/:
// repro.py for the bfloat16 family, forward_probe.py for the unpack family,
// inputs_probe.py for the inputs family);
// travels as JSON, never as Python source. The warm worker runs the probe the
// job's "probe" names; a cold run starts that probe's script.
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QVariantMap>

namespace dtriage {

struct ProbeRequest {
    // "repro", "forward" or "inputs": the script, and the name a warm job carries.
    QString probe = QStringLiteral("repro");
    QString checkoutRoot;  // absolute; the script's cwd and sys.path[0]
    QString modelPath;     // the loader's folder under third_party/tt_forge_models: "speecht5/pytorch"
    QString variant;       // the ModelVariant *value* ("Tts"); empty: ModelLoader()
    QVariantMap kwargs;    // e.g. {"batch_size": 2}; passed only where the signature takes it
    QVariantMap kwargsSource;  // why each kwarg is passed, printed in the probe's header
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
    // The script of `probe`: "repro.py", "forward_probe.py", "inputs_probe.py".
    QString scriptFile() const;
};

}  // namespace dtriage
