#pragma once

#include "core/metrics/metric_ingestor.h"
#include "core/runs/run_record.h"
#include "core/util/error.h"

#include <QString>

namespace twb {

// `tpuwb metrics import FILE --run NAME` and the monitor's Import: a metrics file from
// anywhere (JSONL as train.py writes it, a MaxText log, CSV with a header) becomes a finished
// run of the workspace, `runs/<NAME>/run.json` plus `metrics/host-<i>.jsonl` per host, so it
// opens in the monitor and the compare view like any run. JSONL lines are copied as they are
// (split by their `host` field); other formats are written as JSONL.
class MetricImport final
{
public:
    struct Summary
    {
        RunRecord record;
        MetricFormat format = MetricFormat::Jsonl;
        qint64 lines = 0;       // lines with metrics or events
        qint64 malformed = 0;   // counted and skipped
        int hosts = 1;
    };

    static Result<Summary> importFile(const QString &path, const QString &runsDir, const QString &runName);
};

} // namespace twb
