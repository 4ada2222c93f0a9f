#pragma once

#include "core/kernel/kernel_worker.h"
#include "core/kernel/run_overview.h"
#include "core/util/json.h"

#include <QStringList>

namespace twb::kernel {

class KernelState;

// `tpuwb kernel status`: a run's worker, phases, iterations and best, as JSON (--json, raw
// keys) or as text (translated labels; a replayed run says so on its first lines and on every
// number). `worker` null: not recorded.
class RunStatusReport final
{
public:
    static Json toJson(const RunOverview &overview, const KernelState *state, const QString &machine,
                       const std::optional<KernelWorker> &worker);
    static QStringList toText(const RunOverview &overview, const KernelState *state, const QString &machine,
                              const std::optional<KernelWorker> &worker);
};

} // namespace twb::kernel
