#pragma once

#include "core/metrics/series_key.h"
#include "core/metrics/series_view.h"

#include <QColor>
#include <QList>
#include <QString>

namespace twb {

// One line of a SeriesPlot: a stored series, drawn with `scale` applied (MFU from tokens/s and
// HBM fraction from bytes are a constant factor of a logged series).
struct PlotCurve
{
    SeriesKey key;
    QString label;
    QColor color;
    double scale = 1.0;
};

// A mean line with a band over several series (hosts of a run, or seeds of an ablation cell).
struct PlotAggregate
{
    QList<SeriesKey> keys;
    QString label;
    QColor color;
    BandKind band = BandKind::MinMax;
    double scale = 1.0;
};

// A vertical line at an x (a recompilation, a checkpoint); `loud` ones are red and labelled.
struct PlotEventMarker
{
    double x = 0;
    QString label;
    bool loud = false;
};

// Distinguishable colours for curves (Tableau 10), cycling.
inline QColor seriesColor(int index)
{
    static const QRgb palette[] = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd,
                                   0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf};
    return QColor::fromRgb(palette[index % 10]);
}

} // namespace twb
