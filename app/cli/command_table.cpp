#include "app/cli/command_table.h"

#include <QtGlobal>

namespace twb::cli {

int runKernelCommand(CliContext &context, const QStringList &arguments);
int runMeshCommand(CliContext &context, const QStringList &arguments);

// Each group lives in its own <group>_command.cpp; add one line here per group.
std::span<const CommandGroup> commandGroups()
{
    static const CommandGroup groups[] = {
        {"kernel", QT_TRANSLATE_NOOP("tpuwb", "kernel-optimization runs: validate MaxKernel jobs, run, approve, stop"), &runKernelCommand},
        {"mesh", QT_TRANSLATE_NOOP("tpuwb", "mesh designer: validate a device mesh, map it, estimate HBM, generate code"), &runMeshCommand},
    };
    return groups;
}

} // namespace twb::cli
