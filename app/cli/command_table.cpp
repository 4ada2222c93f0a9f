#include "app/cli/command_table.h"

#include <QtGlobal>

namespace twb::cli {

int runKernelCommand(CliContext &context, const QStringList &arguments);
int runMeshCommand(CliContext &context, const QStringList &arguments);
int runScaffoldCommand(CliContext &context, const QStringList &arguments);
int runHashCommand(CliContext &context, const QStringList &arguments);
int runLintCommand(CliContext &context, const QStringList &arguments);
int runRegistryCommand(CliContext &context, const QStringList &arguments);
int runExecCommand(CliContext &context, const QStringList &arguments);
int runDemoCommand(CliContext &context, const QStringList &arguments);

// Each group lives in its own <group>_command.cpp; add one line here per group.
std::span<const CommandGroup> commandGroups()
{
    static const CommandGroup groups[] = {
        {"registry", QT_TRANSLATE_NOOP("tpuwb", "the machine registry: list, add, remove, probe"), &runRegistryCommand},
        {"exec", QT_TRANSLATE_NOOP("tpuwb", "run a command on every host of a machine"), &runExecCommand},
        {"demo", QT_TRANSLATE_NOOP("tpuwb", "create the bundled demo workspace"), &runDemoCommand},
        {"kernel", QT_TRANSLATE_NOOP("tpuwb", "kernel-optimization runs: validate MaxKernel jobs, run, approve, stop"), &runKernelCommand},
        {"mesh", QT_TRANSLATE_NOOP("tpuwb", "mesh designer: validate a device mesh, map it, estimate HBM, generate code"), &runMeshCommand},
        {"scaffold", QT_TRANSLATE_NOOP("tpuwb", "render a PyTorch/XLA training project from an experiment"), &runScaffoldCommand},
        {"hash", QT_TRANSLATE_NOOP("tpuwb", "print the config hash of experiment files"), &runHashCommand},
        {"lint", QT_TRANSLATE_NOOP("tpuwb", "report (and --fix) legacy torch_xla API uses in Python files"), &runLintCommand},
    };
    return groups;
}

} // namespace twb::cli
