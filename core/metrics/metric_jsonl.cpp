#include "core/metrics/metric_jsonl.h"

#include "core/metrics/series_store.h"
#include "core/util/json.h"

#include <cmath>

namespace twb {
namespace {

void appendNumber(std::string &out, double v)
{
    if (std::isnan(v))
        out += "NaN";
    else if (std::isinf(v))
        out += v > 0 ? "Infinity" : "-Infinity";
    else
        out += pythonFloatRepr(v);
}

} // namespace

void MetricJsonl::append(std::map<int, std::string> &perHost, MetricFormat format, const MetricLine &line,
                         std::int64_t step, double time, std::string_view raw, int fallbackHost)
{
    std::string &out = perHost[line.host >= 0 ? line.host : fallbackHost];
    if (format == MetricFormat::Jsonl) {
        out.append(raw);
        out += '\n';
        return;
    }
    out += "{\"step\": " + std::to_string(step) + ", \"time\": ";
    appendNumber(out, time);
    for (const auto &v : line.values) {
        out += ", ";
        out += canonicalJson(Json(std::string(v.key)));
        out += ": ";
        appendNumber(out, v.value);
    }
    out += "}\n";
}

std::map<int, std::string> MetricJsonl::convert(const QByteArray &bytes, MetricFormat format, int host,
                                                const QString &source)
{
    std::map<int, std::string> perHost;
    SeriesStore scratch;   // the ingestor wants a store; the text is what is kept
    MetricIngestor ingestor(scratch, QStringLiteral("convert"), host, format, source);
    ingestor.setLineObserver([&](const MetricLine &line, std::int64_t step, double time, std::string_view raw) {
        append(perHost, format, line, step, time, raw, host);
    });
    ingestor.feed(bytes.constData(), std::size_t(bytes.size()));
    ingestor.finish();
    return perHost;
}

} // namespace twb
