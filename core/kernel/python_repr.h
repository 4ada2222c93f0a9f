#pragma once

#include "core/util/json.h"

#include <QString>

namespace twb::kernel {

// Python's repr() of a JSON value ('text', None, True, [1, 2], {'k': 'v'}). MaxKernel's
// validate_job.py formats offending values with !r; the workbench produces the same error
// text so that a report written by either tool reads the same.
QString pythonRepr(const Json &value);

// Python's str() of a JSON number or other value: like repr, but a string is not quoted.
QString pythonStr(const Json &value);

} // namespace twb::kernel
