#pragma once

#include "app/cli/cli_context.h"

#include <span>

namespace twb::cli {

// A top-level command group (`tpuwb registry ...`). `run` receives the arguments after the
// group's name.
struct CommandGroup
{
    const char *name;
    const char *summary;
    int (*run)(CliContext &context, const QStringList &arguments);
};

std::span<const CommandGroup> commandGroups();

} // namespace twb::cli
