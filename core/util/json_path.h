#pragma once

#include "core/util/json.h"

#include <QString>

#include <string_view>

namespace twb {

// The value at a dotted path ("train.lr", "jax_conversion.method"), or nullptr when a part is
// missing or a parent is not an object (MaxKernel's `_get(job, path, default)` with the default
// left to the caller).
const Json *findPath(const Json &document, std::string_view dottedPath);
Json *findPath(Json &document, std::string_view dottedPath);
inline const Json *findPath(const Json &document, const QString &dottedPath)
{
    return findPath(document, std::string_view(toStd(dottedPath)));
}
inline Json *findPath(Json &document, const QString &dottedPath)
{
    return findPath(document, std::string_view(toStd(dottedPath)));
}
// Literals would match both of the above (QT_RESTRICTED_CAST_FROM_ASCII allows them).
inline const Json *findPath(const Json &document, const char *dottedPath)
{
    return findPath(document, std::string_view(dottedPath));
}
inline Json *findPath(Json &document, const char *dottedPath) { return findPath(document, std::string_view(dottedPath)); }

// Sets the value at a dotted path, creating (or replacing non-object) parents as objects.
void setPath(Json &document, std::string_view dottedPath, Json value);
inline void setPath(Json &document, const QString &dottedPath, Json value)
{
    setPath(document, std::string_view(toStd(dottedPath)), std::move(value));
}
inline void setPath(Json &document, const char *dottedPath, Json value)
{
    setPath(document, std::string_view(dottedPath), std::move(value));
}

// Removes the value at a dotted path; empty parent objects are left in place.
void erasePath(Json &document, std::string_view dottedPath);

} // namespace twb
