#include "core/metrics/metric_format_name.h"

using namespace Qt::StringLiterals;

namespace twb {

std::optional<MetricFormat> metricFormatFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"jsonl"_s)
        return MetricFormat::Jsonl;
    if (n == u"maxtext"_s)
        return MetricFormat::MaxTextLog;
    if (n == u"csv"_s)
        return MetricFormat::Csv;
    if (n == u"tfevents"_s)
        return MetricFormat::TfEvents;
    return std::nullopt;
}

QString metricFormatName(MetricFormat format)
{
    switch (format) {
    case MetricFormat::Jsonl: return u"jsonl"_s;
    case MetricFormat::MaxTextLog: return u"maxtext"_s;
    case MetricFormat::Csv: return u"csv"_s;
    case MetricFormat::TfEvents: return u"tfevents"_s;
    }
    return u"jsonl"_s;
}

} // namespace twb
