#pragma once

#include "core/metrics/metric_ingestor.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <string>
#include <string_view>

namespace twb {

// Metrics of any format the ingestor reads (a MaxText log, CSV, TensorBoard events) written as
// train.py's JSONL, one text per host: what `tpuwb metrics import` keeps, and what the run
// checklist reads for a job attached in another format. JSONL lines stay as they are.
class MetricJsonl final
{
public:
    // Appends one parsed line (a MetricIngestor line observer's arguments) to its host's text:
    // the line's own `host`, else `fallbackHost`.
    static void append(std::map<int, std::string> &perHost, MetricFormat format, const MetricLine &line,
                       std::int64_t step, double time, std::string_view raw, int fallbackHost = 0);

    // One line of `tpuwb metrics tail` (docs/monitor.md): train.py's JSONL with its `host`
    // always there. A JSONL line is kept as it is, `"host": <host>` put first when it has no
    // host of its own; a line of another format becomes {"host", "step", "time", metric:
    // value...}. Empty for a line that holds no point (an event of another format).
    static std::string tailLine(MetricFormat format, const MetricLine &line, std::int64_t step, double time,
                                std::string_view raw, int host);
    // A JSONL line with `"host": <host>` put first unless it names its host (a line of an
    // imported run's file; `tailLine` for lines that are parsed already).
    static std::string withHost(std::string_view jsonlLine, int host);

    // A whole file's bytes in `format` as JSONL per host (host: the line's own, else `host`).
    static std::map<int, std::string> convert(const QByteArray &bytes, MetricFormat format, int host,
                                              const QString &source);
};

} // namespace twb
