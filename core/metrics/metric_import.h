#pragma once

#include "core/metrics/metric_ingestor.h"
#include "core/runs/run_record.h"
#include "core/util/error.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace twb {

// `tpuwb metrics import FILE --run NAME` and the monitor's Import: a metrics file from
// anywhere (JSONL as train.py writes it, a MaxText log, CSV with a header) becomes a finished
// run of the workspace, `runs/<NAME>/run.json` plus `metrics/host-<i>.jsonl` per host, so it
// opens in the monitor and the compare view like any run. JSONL lines are copied as they are
// (split by their `host` field); other formats are written as JSONL. A TensorBoard event file
// (`events.out.tfevents.*`) is read by TfEventReader: each scalar tag is a series.
//
// importPath also takes a TensorBoard log directory: each folder under it that holds event
// files becomes a run (all its event files, in name order, as one run): the directory's own
// files `NAME`, a sub-directory `a/b` the run `NAME.a.b` (a run id is one folder name, so '/'
// becomes '.'). All the names are checked before anything is written.
class MetricImport final
{
public:
    struct Summary
    {
        RunRecord record;
        MetricFormat format = MetricFormat::Jsonl;
        qint64 lines = 0;       // lines with metrics or events
        qint64 malformed = 0;   // counted and skipped (for event files: damaged records)
        int tornRecords = 0;    // event files whose last record is not all there yet
        int hosts = 1;
    };

    static Result<Summary> importFile(const QString &path, const QString &runsDir, const QString &runName);
    // A file (as importFile) or a TensorBoard log directory; one summary per run made.
    static Result<QList<Summary>> importPath(const QString &path, const QString &runsDir, const QString &runName);

    static bool isEventFileName(const QString &fileName);
    // The run id of `relativeDir` (a sub-directory of a log directory) under `runName`.
    static QString runNameFor(const QString &runName, const QString &relativeDir);

private:
    static Result<Summary> importFiles(const QStringList &paths, const QString &runsDir, const QString &runName);
};

} // namespace twb
