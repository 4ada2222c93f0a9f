#pragma once

#include "core/runs/run_filter.h"
#include "core/runs/run_record.h"

#include <QHash>
#include <QList>
#include <QString>

namespace twb {

class RunFolder;

// What RunFilter needs of a run beyond run.json, read from its local folder: the config the
// run was launched with (config.json) and each metric's final value. Blocking: call it off the
// GUI thread (the CLI, a TaskGroup job).
class RunFilterSubjects final
{
public:
    // How much of the end of a metrics file is read for the final values: enough for the
    // last lines of every metric, without reading a long run's whole stream.
    static constexpr qint64 kTailBytes = 256 * 1024;

    // A run's subject; a folder without config.json or metrics gives an empty config or none.
    static RunFilterSubject load(const QString &runsDir, const RunRecord &record);
    // The last value of each metric of the lowest host that has a metrics file (`eval`
    // events as eval/<key>); NaN and Infinity are values.
    static QHash<QString, double> finalMetrics(const RunFolder &folder);
    // The records that match, in their order; folders are read only when the filter needs them.
    static QList<RunRecord> select(const QString &runsDir, const QList<RunRecord> &records, const RunFilter &filter);
};

} // namespace twb
