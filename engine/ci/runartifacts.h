#pragma once
// A CI run's test-reports-* artifacts downloaded as their zips: the one way the
// workbench takes an artifact from GitHub (CiSync for the history, CiRun for a
// verification). The artifacts API's list of the run, page by page (`gh api
// repos/<repo>/actions/runs/<id>/artifacts`; gh api takes the repository in the
// path, not as -R), then each zip (`gh api .../actions/artifacts/<id>/zip`) into a
// .part file renamed once complete, at most maxArtifactBytes: a larger one is
// refused, said in the notes and beside the zips as "<name>.zip.refused" (a
// reading knows its arch there is unknown), the others taken. A zip already there,
// or refused, is not asked for again: an interrupted download resumes. A name
// that is no test-reports artifact's (ArtifactName, one path segment) and an
// expired artifact are said, not taken. Asynchronous, every gh call a Job.
#include "ci/ghcommand.h"

#include <QJsonArray>
#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>

namespace dtriage {

struct RunArtifactsConfig {
    QString gh = QStringLiteral("gh");
    QString workingDirectory;  // the checkout
    QString repo = QStringLiteral("tenstorrent/tt-xla");
    qint64 callTimeoutMs = 120 * 1000;
    qint64 downloadTimeoutMs = 20 * 60 * 1000;
    // No byte from gh (on its pipes, or into the artifact's file) for this long: stopped.
    qint64 idleTimeoutMs = 120 * 1000;
    qint64 maxArtifactBytes = 0;  // 0: RunArtifacts::maxArtifactBytes()
};

struct RunArtifactsOutcome {
    bool ok = false;
    QString error;        // translated; why not ok
    QStringList notes;    // translated: expired artifacts, names refused, artifacts not taken
    int listed = 0;       // test-reports-* artifacts the run has
    int downloaded = 0;   // zips downloaded now
};

class RunArtifacts : public QObject {
    Q_OBJECT
public:
    // The largest artifact taken: the largest ArtifactZip reads (BoundedFile's Report limit).
    static qint64 maxArtifactBytes();

    explicit RunArtifacts(RunArtifactsConfig config, QObject* parent = nullptr);
    // Run `runId`'s artifacts into `folder` (which exists); finished() follows once.
    void fetch(qint64 runId, const QString& folder);
    void cancel();  // the gh call in flight is stopped; no finished() follows
    // What the fetch under way (or the last one) has done so far: a canceled
    // fetch's zips and notes are no less real for it.
    const RunArtifactsOutcome& soFar() const { return m_outcome; }

Q_SIGNALS:
    void progress(const QString& line);
    void finished(const dtriage::RunArtifactsOutcome& outcome);

private:
    void call(const QString& what, const QStringList& arguments, std::function<void(const QByteArray&)> onDone);
    void listPage(QJsonArray found, int page);
    void next(QJsonArray artifacts);
    void download(const QJsonObject& artifact, const QString& zip, const QJsonArray& rest);
    bool refuse(const QString& zip, const QString& why);
    void end(const QString& error = {});

    RunArtifactsConfig m_config;
    qint64 m_runId = 0;
    QString m_folder;
    RunArtifactsOutcome m_outcome;
    QPointer<Job> m_job;
    bool m_active = false;
    quint64 m_generation = 0;  // bumped by fetch() and cancel(): a late answer is dropped
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::RunArtifactsOutcome)
