#pragma once

#include "core/remote/machine_transport.h"
#include "widgets/kernel/orchestrator_runner.h"

namespace twb {

// Transports for kernel runs: this machine (LocalTransport) for a run without a machine, else
// the registry entry's host 0 (a run's worker) through the registry's transport factory with
// the app's connection settings (known_hosts, defaults, host-key prompt). Called on the worker
// thread that will own the transport.
OrchestratorRunner::TransportFactory kernelTransportFactory(const QString &registryPath, const ConnectionSettings &settings);

} // namespace twb
