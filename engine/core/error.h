#pragma once
// Errors are values (docs/architecture.md): functions that can fail on user input return
// Result<T>, never throw across Qt signal boundaries.
#include <QString>
#include <expected>

namespace dtriage {

struct Error {
    QString message;
    QString file;  // empty when the error is not about a file
    int line = 0;  // 1-based; 0 when unknown

    // "file:line: message", or just the message when there is no location.
    QString toString() const;
};

template <typename T>
using Result = std::expected<T, Error>;

inline std::unexpected<Error> fail(QString message, QString file = {}, int line = 0)
{
    return std::unexpected(Error{std::move(message), std::move(file), line});
}

}  // namespace dtriage
