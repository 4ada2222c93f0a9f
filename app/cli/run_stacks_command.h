#pragma once

#include "app/cli/cli_context.h"

#include <QStringList>

namespace twb::cli {

// `tpuwb run stacks RUN_ID [--json]` ("Why is it stuck?"): takes the stacks of every thread of
// train.py on every host of the run at once, groups the hosts by stack (the odd ones first),
// prints them and saves the dump in the run's folder. Exit 0 when at least one host was sampled.
int runStacksCommand(CliContext &context, const QStringList &arguments);

} // namespace twb::cli
