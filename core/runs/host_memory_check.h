#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QByteArray>
#include <QString>

namespace twb {

// A run on the CPU (`--device cpu` or `xla-cpu`) holds the whole model, its gradients, optimizer
// state and activations in the host's RAM; a TPU-sized experiment there grows until the kernel
// kills it. Before such a launch or smoke test starts, its estimate (FitAdvisor::hostBytes, the
// same MemoryEstimator the mesh designer uses) is compared with the RAM the machine has
// available (/proc/meminfo MemAvailable, read on the host itself), and the run is refused
// when it needs more, naming both figures and the smallest change that fits.
class HostMemoryCheck final
{
public:
    // Success for a TPU run, a config with no model or mesh to estimate, or one that fits in
    // `availableBytes`; otherwise an error that names `hostName`, what the run needs, what is
    // available, and FitAdvisor's proposals as `--set` arguments.
    static Result<void> check(const Json &config, const QString &device, qint64 availableBytes,
                              const QString &hostName);

    // The MemAvailable line of /proc/meminfo in bytes; -1 when there is none.
    static qint64 parseMemAvailable(const QByteArray &meminfo);
    // This machine's MemAvailable, read from `meminfoPath` (a test points it at a file of its
    // own rather than allocating the RAM); -1 when it cannot be read.
    static qint64 localAvailable(const QString &meminfoPath = QStringLiteral("/proc/meminfo"));
};

} // namespace twb
