#pragma once

#include "core/metrics/metric_ingestor.h"

#include <QString>

#include <optional>

namespace twb {

// The names a user types for a metrics format (`tpuwb run attach --format`, run.json's
// "attach"): jsonl, maxtext, csv, tfevents.
std::optional<MetricFormat> metricFormatFromName(const QString &name);
QString metricFormatName(MetricFormat format);

} // namespace twb
