#include "widgets/common/plot_csv_writer.h"

#include "core/metrics/series_store.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QByteArray quoted(QString text)
{
    if (text.contains(u',') || text.contains(u'"') || text.contains(u'\n'))
        text = u'"' + text.replace(u"\""_s, u"\"\""_s) + u'"';
    return text.toUtf8();
}

} // namespace

QByteArray PlotCsvWriter::header()
{
    return "series,run,host,metric,step,time,value\n";
}

QString PlotCsvWriter::formatValue(double y)
{
    if (std::isnan(y))
        return u"NaN"_s;
    if (std::isinf(y))
        return y > 0 ? u"inf"_s : u"-inf"_s;
    return QString::number(y, 'g', 6);
}

QByteArray PlotCsvWriter::rows(const SeriesStore &store, const QList<PlotCurve> &curves,
                               const QList<PlotAggregate> &aggregates, XAxis axis, double lower, double upper)
{
    QByteArray out;
    auto writeSeries = [&](const QString &label, const SeriesKey &key, double scale) {
        const double offset = axis == XAxis::RelativeTime ? store.runStartTime(key.run) : 0.0;
        for (const auto &p : store.points(key)) {
            const double x = axis == XAxis::Step ? double(p.step) : p.time - offset;
            if (x < lower || x > upper)
                continue;
            out += quoted(label) + ',' + quoted(key.run) + ',' + QByteArray::number(key.host) + ','
                   + quoted(key.metric) + ',' + QByteArray::number(p.step) + ',' + QByteArray::number(p.time, 'f', 3)
                   + ',' + formatValue(p.y * scale).toUtf8() + '\n';
        }
    };
    for (const auto &curve : curves)
        writeSeries(curve.label, curve.key, curve.scale);
    for (const auto &aggregate : aggregates)
        for (const auto &key : aggregate.keys)
            writeSeries(aggregate.label, key, aggregate.scale);
    return out;
}

} // namespace twb
