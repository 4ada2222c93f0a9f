#include "app/cli/command_table.h"

#include <array>

namespace twb::cli {

// Each group lives in its own <group>_command.cpp; add one line here per group.
std::span<const CommandGroup> commandGroups()
{
    static const std::array<CommandGroup, 0> groups{};
    return groups;
}

} // namespace twb::cli
