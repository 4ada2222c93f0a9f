#pragma once

#include "app/cli/cli_context.h"

#include <QString>
#include <QStringList>

namespace twb::cli {

// True when `tpuwb <group> <arguments>` writes to the workspace (saves, launches, creates),
// so it is refused up front in a read-only workspace instead of failing half-way.
bool writesToWorkspace(const CliContext &context, const QString &group, const QStringList &arguments);

// The refusal of a writing command in a read-only workspace (names the folder and what to
// do), or an empty string when the command may run.
QString refuseInReadOnlyWorkspace(const CliContext &context, const QString &group, const QStringList &arguments);

} // namespace twb::cli
