#pragma once
// The black version a repository's pre-commit pins: the `rev:` of its black hook
// (repo psf/black, psf/black-pre-commit-mirror, or any repo with a hook of id
// `black`) in .pre-commit-config.yaml. That
// black is what reshapes the user's PR in CI, so it is what an edit should match
// (tt-forge-models pins 22.3.0, tt-xla 25.9.0). A loader lives in tt-forge-models,
// so the loaders' own config governs; the checkout's serves as a hint when they
// have none (tt-xla's pre-commit does not run inside the submodule).
#include <QString>

namespace dtriage {

struct BlackPin {
    QString rev;   // as written: "22.3.0", "v22.3.0"; empty when nothing pins black
    QString file;  // the config it came from, relative to the checkout root

    bool isSet() const { return !rev.isEmpty(); }
    // The rev without a leading "v": "22.3.0".
    QString version() const;
    // Whether `formatter` ("black 22.3.0") is the pinned version.
    bool matches(const QString& formatter) const;

    // The pin in `configPath` (the black hook's rev); unset when the file is
    // missing, does not parse, or has no black hook. `file` is made relative to `root`.
    static BlackPin readFrom(const QString& configPath, const QString& root);
    // The loaders' pin, else the checkout's. Blocking: worker threads.
    static BlackPin forLoaders(const QString& checkoutRoot, const QString& loadersRoot);
};

}  // namespace dtriage
