#pragma once

#include "widgets/common/plot_curve.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace twb {

class SeriesStore;

// The points behind a plot as CSV (`series,run,host,metric,step,time,value`): every curve's and
// every aggregate member's points whose x lies in [lower, upper] on the plot's x-axis. Values
// are written as the crosshair shows them (6 significant digits, NaN and inf spelled out).
class PlotCsvWriter final
{
public:
    static QByteArray header();
    static QByteArray rows(const SeriesStore &store, const QList<PlotCurve> &curves,
                           const QList<PlotAggregate> &aggregates, XAxis axis, double lower, double upper);
    static QString formatValue(double y);
};

} // namespace twb
