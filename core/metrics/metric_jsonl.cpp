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

std::string MetricJsonl::tailLine(MetricFormat format, const MetricLine &line, std::int64_t step, double time,
                                  std::string_view raw, int host)
{
    if (format == MetricFormat::Jsonl) {
        if (line.host >= 0)
            return std::string(raw);
        return withHost(raw, host);
    }
    if (line.values.empty())
        return {};
    std::string out = "{\"host\": " + std::to_string(line.host >= 0 ? line.host : host) + ", \"step\": "
                      + std::to_string(step) + ", \"time\": ";
    appendNumber(out, time);
    for (const auto &v : line.values) {
        out += ", ";
        out += canonicalJson(Json(v.evalPrefix ? "eval/" + std::string(v.key) : std::string(v.key)));
        out += ": ";
        appendNumber(out, v.value);
    }
    out += '}';
    return out;
}

std::string MetricJsonl::withHost(std::string_view jsonlLine, int host)
{
    // Trimmed of the spaces and \r around it; a line that is no object is left as it is.
    const auto first = jsonlLine.find_first_not_of(" \t\r");
    const auto last = jsonlLine.find_last_not_of(" \t\r");
    if (first == std::string_view::npos || jsonlLine[first] != '{')
        return std::string(jsonlLine);
    const std::string_view object = jsonlLine.substr(first, last - first + 1);
    const std::string head = "{\"host\": " + std::to_string(host);
    // {"host": h} alone for "{}"; else the host, then the line's own fields.
    const auto rest = object.substr(1).find_first_not_of(" \t");
    if (rest != std::string_view::npos && object[1 + rest] == '}')
        return head + '}';
    if (object.find("\"host\"") != std::string_view::npos)
        return std::string(object);
    return head + ", " + std::string(object.substr(1));
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
