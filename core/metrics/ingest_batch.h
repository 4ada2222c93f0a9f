#pragma once

#include "core/metrics/metric_event.h"

#include <cstdint>
#include <string>
#include <vector>

namespace twb {

// Points parsed off the store's lock, handed to SeriesStore::append in one go.
struct IngestBatch
{
    struct Value
    {
        std::uint32_t metric = 0;   // index into metricNames
        std::int64_t step = 0;
        double time = 0;
        double y = 0;
    };

    // The producer's name table; it only grows, so an index stays valid across batches.
    std::vector<std::string> metricNames;
    std::vector<Value> values;
    std::vector<MetricEvent> events;

    bool empty() const { return values.empty() && events.empty(); }
    void clearPoints()
    {
        values.clear();
        events.clear();
    }
};

} // namespace twb
