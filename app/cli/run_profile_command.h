#pragma once

#include "app/cli/cli_context.h"

#include <QStringList>

namespace twb::cli {

// `tpuwb run profile RUN_ID [--steps N] [--timeout S] [--json]` ("Why is it slow?"): traces the
// next N steps on every host of a running run, pulls the traces into the run's folder and
// prints per host the trace file, the step-time breakdown and the top operators by self time.
// Exit 0 when at least one host's trace was pulled.
int runProfileCommand(CliContext &context, const QStringList &arguments);

} // namespace twb::cli
