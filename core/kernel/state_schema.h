#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QStringList>

namespace twb::kernel {

// Field-by-field type check of a parsed state.json (docs/formats.md 6.2 and
// 6.3), tolerant of the known inconsistencies:
//  - the legacy "Infinity" string (and bare NaN/Infinity) in a number field becomes null,
//    with a warning;
//  - the older MaxCode variant's history `optimized_time` is copied to `optimized_time_ms`;
//  - a state with flat `input_language` but no `primary` gets a `primary` built from the flat
//    fields (MaxKernel's Setup 8 upgrade), with a warning.
// Unknown keys are left alone. A field of the wrong type is an error naming `file` and the
// field (e.g. "history[2].compile_ok"); the document may then be partly normalised and must
// not be written back.
Result<QStringList> checkAndNormalizeState(Json &document, const QString &file);

} // namespace twb::kernel
