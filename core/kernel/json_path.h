#pragma once

#include "core/util/json.h"

#include <string_view>

namespace twb::kernel {

// The value at a dotted path ("jax_conversion.method"), or nullptr when a part is missing or
// a parent is not an object: MaxKernel's `_get(job, path, default)` with the default left to
// the caller.
const Json *findPath(const Json &document, std::string_view dottedPath);

// Sets the value at a dotted path, creating (or replacing non-object) parents as objects.
void setPath(Json &document, std::string_view dottedPath, Json value);

// Removes the value at a dotted path; empty parent objects are left in place.
void erasePath(Json &document, std::string_view dottedPath);

} // namespace twb::kernel
