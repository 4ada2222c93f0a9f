#pragma once

#include "core/kernel/run_overview.h"

#include <QString>

namespace twb::kernel {

// The words people read for a kernel run's machine keys: run statuses and their finish
// details, phase statuses, iteration outcomes, assurance levels and the orchestrator's
// decision actions and outcomes. The Kernels panel, `tpuwb kernel status` (text) and the
// Markdown report all show these labels; `--json` and the journal keep the raw keys.
class StatusText final
{
public:
    // The translated label of `key`; an unknown key is returned as is (a newer worker's word).
    static QString label(const QString &key);

    // "finished: kernel published · orchestrator running", from an overview.
    static QString runStatus(const RunOverview &overview);
    // One journal decision for people: "Dispatch: state.json unchanged (attempt retried) - detail".
    static QString decision(const QString &action, const QString &outcome, const QString &detail);
};

} // namespace twb::kernel
