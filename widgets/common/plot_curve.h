#pragma once

#include "core/metrics/series_key.h"
#include "core/metrics/series_view.h"
#include "widgets/common/palette.h"

#include <QColor>
#include <QPen>
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

    // Style hooks (Compare, the smoke test); the defaults are the monitor's look.
    QList<SeriesKey> meanOf;           // not empty: the line is these series' mean (a run's hosts); `key` unused
    Qt::PenStyle penStyle = Qt::SolidLine;
    double width = 0;                  // the line's width; 0: 1.5 px when smoothed, else 1 px
    int rawAlpha = 70;                 // the faint raw line under a smoothed one; 0: none
    double pointSize = 0;              // > 0: a disc of this size per point and no line (eval losses)
    bool inLegend = true;              // false: no legend row of its own (see SeriesPlot::setLegendEntries)
    bool onTop = false;                // drawn above the aggregates' bands (Compare's highlighted run)
};

// A mean line with a band over several series (hosts of a run, or seeds of an ablation cell).
struct PlotAggregate
{
    QList<SeriesKey> keys;
    QString label;
    QColor color;
    BandKind band = BandKind::MinMax;
    double scale = 1.0;
    double width = 1.5;                // the mean line
    int bandAlpha = 50;
    bool inLegend = true;
};

// A legend row that names a style rather than a curve (Compare: a colour per config value, a
// dash per seed).
struct PlotLegendEntry
{
    QString label;
    QPen pen;
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
    return Palette::series(index);
}

} // namespace twb
