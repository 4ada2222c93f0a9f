#include "fuzz/metrics_fuzzer.h"

#include "core/metrics/series_store.h"
#include "core/metrics/series_view.h"
#include "fuzz/fuzz_support.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb::fuzz {

void ingestMetrics(MetricFormat format, const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return;
    const std::size_t cut = std::min<std::size_t>(data[0], size - 1);
    ++data;
    --size;
    SeriesStore store;
    MetricIngestor ingestor(store, u"run"_s, 0, format, u"fuzz/host-0"_s);
    ingestor.feed(reinterpret_cast<const char *>(data), cut);
    ingestor.feed(reinterpret_cast<const char *>(data) + cut, size - cut);
    ingestor.finish();
    if (ingestor.completeOffset() < 0 || std::size_t(ingestor.completeOffset()) > size)
        violated("the complete offset is outside the stream", QString::number(ingestor.completeOffset()));
    for (const SeriesKey &key : store.keys()) {
        for (const XAxis axis : {XAxis::Step, XAxis::WallTime, XAxis::RelativeTime}) {
            const auto range = store.xRange(key, axis);
            if (!range)
                continue;
            SeriesView view;
            store.view(key, axis, range->first, range->second, 64, view);
            store.view(key, axis, range->first, range->second, 64, view, 0.6);
            store.nearest(key, axis, (range->first + range->second) / 2);
        }
    }
}

} // namespace twb::fuzz
