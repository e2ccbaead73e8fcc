#pragma once
// Errors are values (docs/architecture.md): functions that can fail on user input return
// Result<T>, never throw across Qt signal boundaries.
#include <QString>
#include <expected>

namespace dtriage {

struct Error {
    Error() = default;
    Error(QString message_, QString file_ = {}, int line_ = 0, bool conflict_ = false)
        : message(std::move(message_)), file(std::move(file_)), line(line_), conflict(conflict_)
    {
    }

    QString message;
    QString file;  // empty when the error is not about a file
    int line = 0;  // 1-based; 0 when unknown
    // A conflict: the file changed since the plan was made from it. Nothing was
    // written; the caller may plan again against the file as it is now.
    bool conflict = false;

    // "file:line: message", or just the message when there is no location.
    QString toString() const;
};

template <typename T>
using Result = std::expected<T, Error>;

inline std::unexpected<Error> fail(QString message, QString file = {}, int line = 0)
{
    return std::unexpected(Error{std::move(message), std::move(file), line});
}

// The file changed since the plan was made (Error::conflict).
inline std::unexpected<Error> conflict(QString message, QString file)
{
    return std::unexpected(Error{std::move(message), std::move(file), 0, true});
}

}  // namespace dtriage
