#include "app/cli/command_table.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace twb::cli {
namespace {

std::vector<CommandGroup> &registry()
{
    // Function-local: safe to use from other translation units' static initializers.
    static std::vector<CommandGroup> groups;
    return groups;
}

} // namespace

CommandGroupRegistration::CommandGroupRegistration(const CommandGroup &group)
{
    auto &groups = registry();
    groups.push_back(group);
    std::sort(groups.begin(), groups.end(),
              [](const CommandGroup &a, const CommandGroup &b) { return std::strcmp(a.name, b.name) < 0; });
}

std::span<const CommandGroup> commandGroups()
{
    return registry();
}

} // namespace twb::cli
