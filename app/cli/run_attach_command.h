#pragma once

#include "app/cli/cli_context.h"

#include <QStringList>

namespace twb::cli {

// `tpuwb run attach --machine M --metrics PATH_OR_GLOB [--log PATH] [--format F] --name NAME`:
// records a job the workbench did not launch as a running run of machine M, followed at its
// own files on every worker (`{worker}` in a path is the worker's index) by `tpuwb metrics
// tail`, `tpuwb run watch` and the Monitor, like a launched run. Prints the run id.
int runAttachCommand(CliContext &context, const QStringList &arguments);

// `tpuwb run detach RUN_ID`: stops following an attached run (its state becomes stopped, with
// the detail "detached"); the job itself is never signalled.
int runDetachCommand(CliContext &context, const QStringList &arguments);

} // namespace twb::cli
