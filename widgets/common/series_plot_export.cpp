// SeriesPlot's exports: an image (PNG/SVG/PDF) decimated for the exported width and titled with
// the run and metric, and the visible range as CSV. Split from series_plot.cpp, which draws.
#include "widgets/common/series_plot.h"

#include "core/metrics/series_store.h"
#include "core/util/atomic_file.h"
#include "widgets/common/plot_csv_writer.h"
#include "widgets/common/plot_image_writer.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/x_axis_ticker.h"

using namespace Qt::StringLiterals;

namespace twb {

void SeriesPlot::render(QCPPainter *painter, int width, int height)
{
    m_exportWidth = std::max(100, width - 60);
    m_exportHeight = height;
    refreshNow();
    m_exportWidth = 0;
    m_exportHeight = 0;
    m_plot->toPainter(painter, width, height);
    scheduleRefresh();
}

Result<void> SeriesPlot::exportImage(const QString &path, int width, int height)
{
    if (width <= 0)
        width = std::max(m_plot->width(), 640);
    if (height <= 0)
        height = std::max(m_plot->height(), 360);
    // The image is width x height with the heading in it.
    height = std::max(100, height - PlotImageWriter::kTitleHeight);
    // Decimate for the exported width, not the widget's.
    m_exportWidth = std::max(100, width - 60);
    m_exportHeight = height;
    refreshNow();
    m_exportWidth = 0;
    m_exportHeight = 0;
    const QString heading = m_exportTitle.isEmpty() ? m_title : m_exportTitle;
    auto written = PlotImageWriter::write(
        path, QSize(width, height), [&](QCPPainter &painter) { m_plot->toPainter(&painter, width, height); },
        PlotImageWriter::Title{heading, exportDetail()});
    scheduleRefresh();   // back to the widget's own width
    return written;
}

QString SeriesPlot::exportDetail() const
{
    // The metric as the y-axis names it, with the x-axis's kind.
    const QString y = m_plot->yAxis->label();
    const QString x = xAxisLabel(m_axis);
    return y.isEmpty() ? x : tr("%1 over %2").arg(y, x);
}

QByteArray SeriesPlot::csvRows() const
{
    if (!m_store)
        return {};
    return PlotCsvWriter::rows(*m_store, m_curves, m_aggregates, m_axis, m_plot->xAxis->range().lower,
                               m_plot->xAxis->range().upper);
}

Result<void> SeriesPlot::exportCsv(const QString &path) const
{
    return writeFileAtomically(path, PlotCsvWriter::header() + csvRows());
}

} // namespace twb
