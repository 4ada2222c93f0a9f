#pragma once

#include "core/services/kernel_service.h"
#include "core/util/error.h"

#include <QString>

#include <optional>

namespace twb::test {

// The recorded example job bundled with the workbench (templates/kernel/examples/rmsnorm-torchax),
// which the replay worker replays.
QString kernelExampleDir();
// Copies the example's job.json and its inputs into `dir` (made if missing), byte for byte.
Result<void> copyKernelExample(const QString &dir);
// Makes `registryPath` a registry of one local entry `name` (MaxKernel allows one local entry):
// Debian's python, runs under `remoteRoot`, and `command` as its workbench.kernel_worker_command
// (nullopt: none).
Result<void> writeLocalKernelMachine(const QString &registryPath, const QString &name, const QString &remoteRoot,
                                     const std::optional<QString> &command);
// The kernel views' service, as the Kernels panel makes it (the user's default profile).
KernelServiceFactory kernelServices(const QString &registryPath, const QString &kernelRunsDir);

} // namespace twb::test
