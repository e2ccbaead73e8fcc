#pragma once
// The survey's results kept per entry (issue 17: resumable and incremental), in
// one JSON file per checkout in the data home: each outcome with the fingerprint
// of what it depends on — the files of its loader's folder and the shared
// tt-forge-models files, its YAML entry's status and batch size (not its reason),
// the interpreter and torch. A survey run
// reuses an entry whose fingerprint is unchanged and repeats the others, so a
// re-run after a loader edit repeats only that loader's entries, and a killed
// survey continues where it stopped (results are saved as they come).
#include "checkout/testkey.h"
#include "config/entry.h"
#include "core/error.h"
#include "run/pythonenvironment.h"
#include "survey/surveyoutcome.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>

#include <optional>

namespace dtriage {

class SurveyStore {
    Q_DECLARE_TR_FUNCTIONS(SurveyStore)
public:
    // The file of the checkout at `checkoutRoot` in DataHome::surveysDir().
    static QString pathFor(const QString& checkoutRoot);
    explicit SurveyStore(QString path) : m_path(std::move(path)) {}

    // What the file holds; a missing file is an empty store.
    Result<void> load();
    // Merges what put() gave into the file as it is now (another survey of the
    // same checkout may have saved since): under FileReplacement's lock, the
    // file is read, this run's keys laid over it and written, again on conflict.
    Result<void> save() const;
    const QString& path() const { return m_path; }

    std::optional<SurveyOutcome> reuse(const QString& key, const QByteArray& fingerprint) const;
    void put(const SurveyOutcome& outcome, const QByteArray& fingerprint);
    int size() const { return int(m_entries.size()); }

    // What every entry's outcome depends on alike, computed once a run.
    struct Digests {
        QByteArray shared;    // sharedDigest(): the loaders' root modules and tools/
        QByteArray python;    // the interpreter and torch's version
        // PythonPackages::digest: what is installed, sys.path, the hub's variables;
        // "unknown" when it could not be read (then nothing is reused).
        QByteArray packages;
        QByteArray runner;    // the runner's default training batch size, as the probe is told it
        QByteArray probe;     // probeDigest(): the workbench's version and its probe scripts
    };
    static QByteArray sharedDigest(const QString& loadersRoot);
    static QByteArray probeDigest();
    // Blocking (reads files): what `key`'s outcome depends on, part by part
    // ("loader=…;shared=…;entry=…;python=…;packages=…;runner=…;probe=…"), each hashed:
    // the loader's folder, `digests`, the entry's status and batch size.
    static QByteArray fingerprint(const QString& loadersRoot, const TestKey& key, const Entry& entry,
                                  const Digests& digests);
    // Why `key`'s kept outcome is not reused with `fingerprint`: the parts that
    // changed, in words ("its loader's files changed"), or that none is kept; empty
    // when it is reused. Translated.
    QStringList changedSince(const QString& key, const QByteArray& fingerprint) const;

private:
    struct Kept {
        QByteArray fingerprint;
        SurveyOutcome outcome;
    };
    using Entries = QHash<QString, Kept>;
    static Entries entriesOf(const QByteArray& json);
    static QByteArray jsonOf(const Entries& entries);

    QString m_path;
    Entries m_entries;
    QSet<QString> m_put;  // keys put() since load(): what save() merges into the file
};

}  // namespace dtriage
