#pragma once

#include "core/metrics/metric_ingestor.h"

#include <cstddef>
#include <cstdint>

namespace twb::fuzz {

// One metrics stream in `format` through the reader the monitor and `metrics import` use:
// line splitting over two chunks (cut where the first byte says), parsing, ingestion into a
// series store, then every series read back decimated.
void ingestMetrics(MetricFormat format, const std::uint8_t *data, std::size_t size);

} // namespace twb::fuzz
