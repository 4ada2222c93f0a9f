#pragma once

#include "core/kernel/run_overview.h"
#include "core/util/json.h"

#include <QStringList>

namespace twb::kernel {

class KernelState;

// `tpuwb kernel status`: a run's phases, iterations and best, as JSON (--json) or as text.
class RunStatusReport final
{
public:
    static Json toJson(const RunOverview &overview, const KernelState *state, const QString &machine);
    static QStringList toText(const RunOverview &overview, const KernelState *state, const QString &machine);
};

} // namespace twb::kernel
