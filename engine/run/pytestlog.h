#pragma once
// pytest's console log, read for one test node: the part of the log that
// belongs to a key, for the error line when the JUnit file says too little.
#include <QString>

namespace dtriage {

class PytestLog {
public:
    // The section of `logText` about `key` ("____ test_all_models_torch[key] ____"
    // up to the next section), else from its last mention; the whole log when it
    // names no test node at all; empty when it names others only.
    static QString section(const QString& logText, const QString& key);
};

}  // namespace dtriage
