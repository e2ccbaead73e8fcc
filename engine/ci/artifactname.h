#pragma once
// The name tt-xla's call-test.yml gives the JUnit report artifact of one CI job:
// test-reports-<matrix hash>-<run attempt>.<job index>-<runs-on>-<test mark, spaces
// as underscores>-<check run id>. A re-run's later attempt of the same run has its
// own number; the check run id is the job's id in `gh run view --json jobs`;
// runs-on is the runner's arch (n150, p150, n300-llmbox, ...).
#include <QString>

#include <optional>

namespace dtriage {

struct ArtifactName {
    QString hash;
    int attempt = 1;
    int index = 0;   // the job's strategy.job-index
    QString runsOn;  // "n150"; an arch of EntrySchema's when it names one
    QString mark;    // "n150_and_training_and_weekly_..."
    qint64 jobId = 0;

    // nullopt for a name that is not a test-reports artifact's (a ".zip" ending is
    // left out first: an artifact downloaded from GitHub's page).
    static std::optional<ArtifactName> parse(const QString& name);
    // The arch the job ran on: runs-on when it is one of tt-xla's archs, else empty.
    QString arch() const;
};

}  // namespace dtriage
