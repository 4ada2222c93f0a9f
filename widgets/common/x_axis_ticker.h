#pragma once

#include <QString>

#include "core/metrics/series_key.h"

class QCPAxis;

namespace twb {

// One look for the x-axis of every plot over metrics: steps as numbers, wall time as clock time
// and date, relative time as h:m:s since the run's start; with the matching label.
void applyXAxisTicker(QCPAxis *axis, XAxis kind);
// The axis label applyXAxisTicker() sets ("step", ...).
QString xAxisLabel(XAxis kind);

} // namespace twb
