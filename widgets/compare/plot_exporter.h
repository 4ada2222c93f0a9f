#pragma once

#include "core/util/error.h"

#include <QString>

class QCustomPlot;

namespace twb {

// Saves a QCustomPlot as PNG, SVG or PDF, chosen by the file's extension, at the plot's size
// (PNG at twice the pixels, for papers and READMEs). SVG keeps lines as vectors.
class PlotExporter final
{
public:
    static Result<void> save(QCustomPlot *plot, const QString &path);
    static QStringList extensions(); // png, svg, pdf
};

} // namespace twb
