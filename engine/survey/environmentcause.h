#pragma once
// Why a training step failed outside the model and the loader's code: the
// machine's environment (issue 31). A module not installed; the hub libraries
// (transformers, huggingface_hub, timm, datasets) or torchvision's weights unable
// to fetch what the loader asks for: offline, not cached, gated, no such repository;
// the network itself; weights missing on disk. Matched on the libraries' own
// wordings, torch 1.x and 2.x era alike (CASES.md names each source). The cause is
// a few words naming no model, so that 69 offline loaders are one cluster, not 55.
// An environment failure hides whatever the step would have met after it: it never
// contradicts a recorded reason (SurveyClass::contradicts).
#include <QString>

namespace dtriage {

class EnvironmentCause {
public:
    // The cause, or empty when `errorType: message` (its first line) is not one.
    static QString of(const QString& errorType, const QString& message);
};

}  // namespace dtriage
