#pragma once

#include "core/metrics/metric_line.h"

#include <QString>

#include <cstdint>

namespace twb {

// An event of a metrics stream as the store keeps it (config, eval, checkpoint, compile, done).
struct MetricEvent
{
    MetricEventKind kind = MetricEventKind::Other;
    std::int64_t step = 0;
    double time = 0;
    bool hasNumber = false;
    std::int64_t number = 0;  // compile count, done exit code
    QString name;             // the `event` string as written
    QString text;             // checkpoint path, compile reason, config line
};

} // namespace twb
