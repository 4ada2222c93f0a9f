#pragma once

#include "app/cli/cli_context.h"

#include <QStringList>

namespace twb::cli {

// `tpuwb run tag RUN_ID [+TAG|-TAG ...]`: adds (+TAG, or TAG) and removes (-TAG) tags of a run
// in its run.json and prints its tags.
int runTagCommand(CliContext &context, const QStringList &arguments);

// `tpuwb run note RUN_ID TEXT`: sets the run's notes ("" clears them).
int runNoteCommand(CliContext &context, const QStringList &arguments);

// `tpuwb run list [--filter EXPR] [--json]`: the workspace's runs as run.json says (no host is
// asked), the ones that match the filter (RunFilter's syntax, as the GUI's runs lists).
int runListCommand(CliContext &context, const QStringList &arguments);

} // namespace twb::cli
