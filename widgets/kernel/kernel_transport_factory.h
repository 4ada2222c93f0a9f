#pragma once

#include "widgets/kernel/orchestrator_runner.h"

namespace twb {

// Transports for kernel runs: this machine (LocalTransport) for a run without a machine, else
// the registry entry's first host over SSH with the workspace's known_hosts. Unknown host keys
// are refused here: a machine's key is accepted once, when it is added in the Machines panel.
// Called on the worker thread that will own the transport.
OrchestratorRunner::TransportFactory kernelTransportFactory(const QString &registryPath, const QString &knownHostsPath);

} // namespace twb
