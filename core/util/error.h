#pragma once

#include <QString>

#include <expected>

namespace twb {

// A failure that reaches a user. `message` is a full sentence that names the file, host or
// field and says what to do; `where` repeats the file/host/field alone for tools that group
// errors.
struct Error
{
    enum class Kind { Failure, Usage, NotFound, Invalid, Security, Cancelled };

    QString message;
    QString where;
    Kind kind = Kind::Failure;

    static Error failure(QString message, QString where = {})
    {
        return {std::move(message), std::move(where), Kind::Failure};
    }
    static Error invalid(QString message, QString where = {})
    {
        return {std::move(message), std::move(where), Kind::Invalid};
    }
    static Error notFound(QString message, QString where = {})
    {
        return {std::move(message), std::move(where), Kind::NotFound};
    }
    static Error security(QString message, QString where = {})
    {
        return {std::move(message), std::move(where), Kind::Security};
    }
};

template <typename T>
using Result = std::expected<T, Error>;

// Shorthand for returning an error from a function that returns Result<T>.
inline std::unexpected<Error> fail(Error error)
{
    return std::unexpected<Error>(std::move(error));
}

} // namespace twb
