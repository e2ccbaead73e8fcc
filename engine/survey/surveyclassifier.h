#pragma once
// Where one surveyed entry belongs (tt-xla issue #4293's grouping of the
// front-end failures): a failure family and its sub-flavor (the families' own
// gates read the CPU error; a failure inside unpack_forward_output is the unpack
// family's), "passes on CPU" (what fails is TT-side: the YAML reason decides),
// "environment" (a missing module, a gated dataset, the network, missing
// weights), or an "other" cluster keyed by the error with its particulars
// (numbers, addresses, shapes, paths) masked, so that entries failing with one
// message form one cluster.
#include "survey/surveyoutcome.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

struct SurveyClass {
    enum class Kind { Family, Passes, Environment, Other, NotRun };
    Kind kind = Kind::NotRun;
    QString family;     // Family: its id (FailureFamily::id)
    QString flavor;     // Family: its sub-flavor
    QString signature;  // Other and Environment: the masked error line; NotRun: why

    // "dtype/cross_dtype", "passes", "environment", "other", "not run" (records, --json).
    QString name() const;
    // Whether the YAML's recorded reason says something else than what the survey
    // saw (a stale reason): another family, or a family's where it passes on CPU or
    // fails with an error no family takes.
    bool contradicts(const QString& recordedReason) const;
};

class SurveyClassifier {
    Q_DECLARE_TR_FUNCTIONS(SurveyClassifier)
public:
    static SurveyClass classify(const SurveyOutcome& outcome);
    // The error line with what varies between entries masked: numbers → N,
    // hexadecimal addresses → 0x…, file paths → <path>, torch.Size([..]) kept as
    // torch.Size([N, …]) with its numbers masked.
    static QString signatureOf(const QString& errorLine);
    // A missing module, a gated or unreachable download, missing weights.
    static bool isEnvironment(const SurveyOutcome& outcome);
};

}  // namespace dtriage
