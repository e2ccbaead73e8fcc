#pragma once
// A whole number read from JSON exactly, or not at all: the one reading of a JSON
// integer (a probe's field, run.json's ids and attempt, gh's answers). Qt keeps a
// number written without fraction or exponent that fits 64 bits as an integer;
// read through toDouble() 9007199254740993 became …992, 2^63 or 1e30 became some
// other id, silently. Anything else counts only as a double that holds a whole
// number exactly (|x| < 2^53).
#include <QJsonValue>
#include <QString>

#include <optional>

namespace dtriage {

class JsonInteger {
public:
    static std::optional<qint64> exact(const QJsonValue& value);
    // The value as it reads, for a message: "9223372036854775808", "1e+30", "\"x\"".
    static QString shown(const QJsonValue& value);
};

}  // namespace dtriage
