#pragma once

#include "app/cli/cli_context.h"

#include <span>

namespace twb::cli {

// A top-level command group (`tpuwb registry ...`). `run` receives the arguments after the
// group's name.
struct CommandGroup
{
    const char *name;
    const char *summary; // translated in context "tpuwb"
    int (*run)(CliContext &context, const QStringList &arguments);
};

// Every registered group, sorted by name.
std::span<const CommandGroup> commandGroups();

// Each <group>_command.cpp registers itself at start-up with TWB_CLI_COMMAND_GROUP, so adding a
// group touches no shared file (the sources are linked into tpuwb directly, so the registration
// objects are never dropped as they could be from a static library).
struct CommandGroupRegistration
{
    explicit CommandGroupRegistration(const CommandGroup &group);
};

} // namespace twb::cli

#define TWB_CLI_COMMAND_GROUP(name, summary, function)                                                    \
    static const ::twb::cli::CommandGroupRegistration twbCliGroupRegistration_##function{                \
        ::twb::cli::CommandGroup{name, QT_TRANSLATE_NOOP("tpuwb", summary), &function}}
