#include "survey/environmentcause.h"

#include <QList>
#include <QRegularExpression>

namespace dtriage {
namespace {

struct Cause {
    QStringList types;          // exception class names that are this cause whatever they say
    QRegularExpression words;   // or the message's words
    const char* label;  // not translated: a cluster's name in reports and --json, as "environment" is
};

QRegularExpression words(const char* pattern)
{
    return QRegularExpression(QString::fromLatin1(pattern), QRegularExpression::CaseInsensitiveOption);
}

// In order: the first that matches names the cause (a gated repository's message
// also says 401, and is "gated" rather than "network").
const QList<Cause>& causes()
{
    static const QList<Cause> table{
        // huggingface_hub GatedRepoError; transformers' "You are trying to access a gated
        // repo." / "<id> is a gated repository."; datasets' "Dataset '<id>' is a gated
        // dataset on the Hub. You must be authenticated to access it."
        {{QStringLiteral("GatedRepoError")},
         words(R"(gated (repo|repository|dataset)|You must (have access|be authenticated))"),
         "hub: gated, no access"},
        // huggingface_hub RepositoryNotFoundError / RevisionNotFoundError; transformers'
        // "<id> is not a local folder and is not a valid model identifier listed on
        // 'https://huggingface.co/models'"; datasets' "Dataset '<id>' doesn't exist on
        // the Hub or cannot be accessed."
        {{QStringLiteral("RepositoryNotFoundError"), QStringLiteral("RevisionNotFoundError")},
         words(R"(is not a (local folder and is not a )?valid (model identifier|repository name)|)"
               R"(doesn't exist on the Hub or cannot be accessed|is not a valid git identifier)"),
         "hub: no such repository, or private"},
        // transformers' "We couldn't connect to 'https://huggingface.co' to load this file,
        // couldn't find it in the cached files …" (4.3x) and "… to load the files, and
        // couldn't find them in the cached files." (4.4x+), "There was a specific
        // connection error when trying to load <id>"; huggingface_hub's
        // LocalEntryNotFoundError ("Cannot find the requested files in the disk cache and
        // outgoing traffic has been disabled", "… we cannot find the requested files in
        // the local cache") and OfflineModeIsEnabled; datasets' "Couldn't reach '<id>' on
        // the Hub" and "Offline mode is enabled".
        {{QStringLiteral("LocalEntryNotFoundError"), QStringLiteral("OfflineModeIsEnabled")},
         words(R"(We couldn't connect to '|couldn't find (it|them) in the cached files|)"
               R"(cannot find the requested files in the (disk|local) cache|offline mode is enabled|)"
               R"(Couldn't reach '.*' on the Hub|specific connection error when trying to load)"),
         "hub: offline, not cached"},
        // requests/urllib3 (huggingface_hub, timm), urllib (torch.hub, torchvision's
        // weights: "<urlopen error [Errno -3] Temporary failure in name resolution>");
        // torchvision's datasets, which retry every mirror and then say only "Error
        // downloading train-images-idx3-ubyte.gz" (torchvision/datasets/mnist.py).
        {{QStringLiteral("ConnectionError"), QStringLiteral("URLError"), QStringLiteral("ConnectTimeout"),
          QStringLiteral("ReadTimeout"), QStringLiteral("MaxRetryError"), QStringLiteral("NewConnectionError"),
          QStringLiteral("ProxyError"), QStringLiteral("SSLError")},
         words(R"(Max retries exceeded|Temporary failure in name resolution|Name or service not known|)"
               R"(Network is unreachable|Connection (refused|reset|timed out)|urlopen error|)"
               R"(40[13] Client Error|HTTP Error 40[13]|^Error downloading \S+$)"),
         "network unreachable"},
        // Weights a loader reads from disk (tt-forge-models' IRD_LF_CACHE, a checkpoint path).
        {{},
         words(R"(IRD_LF_CACHE|No such file or directory.*\.(pt|pth|bin|safetensors|ckpt)\b)"),
         "weights missing on disk"},
    };
    return table;
}

}  // namespace

QString EnvironmentCause::of(const QString& errorType, const QString& message)
{
    if (errorType == QLatin1String("ModuleNotFoundError") || errorType == QLatin1String("ImportError")) {
        // An import inside the loaders (a wrong relative import, a name a loader no
        // longer has) is the loader's error, not the machine's.
        static const QRegularExpression own(QStringLiteral(R"(['"](tt_forge_models|third_party)[.'"])"));
        if (own.match(message).hasMatch())
            return {};
        // The package, not the dotted path: "No module named 'detectron2.layers'" is detectron2's.
        // With the loaders' root first on sys.path (tt-xla's dynamic_loader.py), a package
        // not installed whose name is a model folder's is that folder, a namespace without
        // the name: "cannot import name 'BiRnnCrf' from 'bi_lstm_crf' (unknown location)".
        static const QRegularExpression module(QStringLiteral(
            R"(No module named '([^'.]+)|cannot import name '[^']+' from '([^'.]+)[^']*' \(unknown location\))"));
        const QRegularExpressionMatch named = module.match(message);
        if (!named.hasMatch())
            return QStringLiteral("import failed");
        return QStringLiteral("module not installed: %1")
            .arg(named.captured(1).isEmpty() ? named.captured(2) : named.captured(1));
    }
    for (const Cause& cause : causes())
        if (cause.types.contains(errorType) || cause.words.match(message).hasMatch())
            return QString::fromLatin1(cause.label);
    return {};
}

}  // namespace dtriage
