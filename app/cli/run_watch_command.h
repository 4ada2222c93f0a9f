#pragma once

#include "app/cli/cli_context.h"

#include <QStringList>

namespace twb::cli {

// `tpuwb run watch RUN_ID [--json] [--print-only]`: follows a run's hosts and prints one line
// per alert as it happens (stalled, crashed, nan, straggler, finished; JSON lines with --json),
// for scripts and servers. Unless --print-only, each alert also runs the user's alert command
// and shows a desktop notification, as the Monitor does. Exits when the run has ended.
int runWatchCommand(CliContext &context, const QStringList &arguments);

} // namespace twb::cli
