#pragma once

#include <QHashFunctions>
#include <QString>

#include <compare>

namespace twb {

// What the x axis of a plot measures (TensorBoard's STEP / WALL_TIME / RELATIVE).
enum class XAxis { Step, WallTime, RelativeTime };

// One series: a metric of one host of one run. The compare view uses the same key for runs of
// an ablation, so nothing here is specific to a live run.
struct SeriesKey
{
    QString run;
    int host = 0;
    QString metric;

    friend bool operator==(const SeriesKey &, const SeriesKey &) = default;
    friend auto operator<=>(const SeriesKey &a, const SeriesKey &b)
    {
        if (auto c = QString::compare(a.run, b.run); c != 0)
            return c <=> 0;
        if (auto c = a.host <=> b.host; c != 0)
            return c;
        return QString::compare(a.metric, b.metric) <=> 0;
    }
};

inline size_t qHash(const SeriesKey &key, size_t seed = 0)
{
    return qHashMulti(seed, key.run, key.host, key.metric);
}

} // namespace twb
