// SeriesPlot: the widget, its settings and the user's zoom, pan and crosshair. A refresh is
// PlotRefresh's; the setters change the PlotContent it draws and schedule one.
#include "widgets/common/series_plot.h"

#include "core/metrics/series_store.h"
#include "core/util/atomic_file.h"
#include "widgets/common/image_buffer_plot.h"
#include "widgets/common/live_refresh_scheduler.h"
#include "widgets/common/palette.h"
#include "widgets/common/plot_axes.h"
#include "widgets/common/plot_crosshair.h"
#include "widgets/common/plot_csv_writer.h"
#include "widgets/common/plot_device_ratio.h"
#include "widgets/common/plot_event_markers.h"
#include "widgets/common/plot_image_writer.h"
#include "widgets/common/plot_legend.h"
#include "widgets/common/plot_refresh.h"
#include "widgets/common/plot_summary_display.h"
#include "widgets/common/plot_theme.h"
#include "widgets/common/plot_view_cache.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/x_axis_ticker.h"

#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
} // namespace

SeriesPlot::SeriesPlot(SeriesStore &store, QWidget *parent) : SeriesPlot(parent)
{
    setStore(&store);
}

SeriesPlot::SeriesPlot(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_plot = new ImageBufferPlot(this);   // M4EnvelopeGraph writes its spans into its pixels
    followDevicePixelRatio(m_plot);
    m_plot->setObjectName(u"plot"_s);
    layout->addWidget(m_plot);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->setNoAntialiasingOnDrag(true);
    m_legend = std::make_unique<PlotLegend>(m_plot, font(), palette());
    m_plot->setMinimumHeight(120);

    m_crosshair = std::make_unique<PlotCrosshair>(m_plot);
    m_axes = std::make_unique<PlotAxes>(m_plot);
    m_refresh = std::make_unique<PlotRefresh>(
        m_plot, m_content, *m_axes, palette(),
        [this]() -> std::optional<QPair<double, double>> {
            if (!m_follow)
                return std::nullopt;
            return followXRange();
        },
        [this](double lower, double upper) {
            m_settingRange = true;
            m_plot->xAxis->setRange(lower, upper);
            m_settingRange = false;
        });
    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, &SeriesPlot::onUserRangeChanged);
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const double x = m_plot->xAxis->pixelToCoord(event->position().x());
        updateCrosshair(x);
        Q_EMIT crosshairMoved(x);
    });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent *) { setFollow(true); });
    m_plot->installEventFilter(this);

    applyPalette();
}

void SeriesPlot::applyPalette()
{
    ++m_content.setup;
    PlotTheme::apply(m_plot, palette());
    m_refresh->summary().applyPalette(palette());
}

void SeriesPlot::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        const QList<PlotEventMarker> markers = m_refresh->eventMarkers().markers();
        if (!markers.isEmpty())
            setEventMarkers(markers); // their pens come from the palette too
    }
}

SeriesPlot::~SeriesPlot() = default;

void SeriesPlot::setStore(SeriesStore *store)
{
    if (store == m_content.store)
        return;
    if (m_content.store)
        disconnect(m_content.store, nullptr, this, nullptr);
    // A job in flight reads the old store, which may go once this returns.
    m_refresh->scheduler().dropJobAndWait();
    m_content.store = store;
    if (m_content.store) {
        connect(m_content.store, &SeriesStore::dataArrived, this,
                [this] { m_refresh->scheduler().scheduleLiveRefresh(); });
        connect(m_content.store, &SeriesStore::seriesAdded, this, &SeriesPlot::scheduleRefresh);
    }
    scheduleRefresh();
}

bool SeriesPlot::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_plot && event->type() == QEvent::Leave) {
        updateCrosshair(kNaN);
        Q_EMIT crosshairMoved(kNaN);
    }
    return QWidget::eventFilter(watched, event);
}

void SeriesPlot::setTitle(const QString &title)
{
    m_title = title;
    m_plot->setAccessibleName(tr("%1 plot").arg(title)); // a screen reader names the picture
    if (m_plot->plotLayout()->rowCount() == 1) {
        m_plot->plotLayout()->insertRow(0);
        auto *text = new QCPTextElement(m_plot, title, QFont(font().family(), font().pointSize(), QFont::Bold));
        text->setTextColor(Palette::plotForeground(palette()));
        m_plot->plotLayout()->addElement(0, 0, text);
    } else if (auto *text = qobject_cast<QCPTextElement *>(m_plot->plotLayout()->element(0, 0))) {
        text->setText(title);
    }
}

void SeriesPlot::setYLabel(const QString &label)
{
    m_plot->yAxis->setLabel(label);
    if (m_title.isEmpty())
        m_plot->setAccessibleName(tr("%1 plot").arg(label));
}

void SeriesPlot::setCurves(const QList<PlotCurve> &curves)
{
    m_content.curves = curves;
    rebuildGraphs();
    scheduleRefresh();
}

void SeriesPlot::setCurves(const QList<PlotCurve> &curves, const QList<PlotAggregate> &aggregates)
{
    m_content.curves = curves;
    m_content.aggregates = aggregates;
    rebuildGraphs();
    scheduleRefresh();
}

void SeriesPlot::setAggregates(const QList<PlotAggregate> &aggregates)
{
    m_content.aggregates = aggregates;
    rebuildGraphs();
    scheduleRefresh();
}

void SeriesPlot::setEventMarkers(const QList<PlotEventMarker> &markers)
{
    m_refresh->eventMarkers().set(markers, palette());
    scheduleRefresh();
}

void SeriesPlot::rebuildGraphs()
{
    ++m_content.setup;
    m_refresh->rebuildGraphs();
    m_legend->setLineCount(m_content.curves.size() + m_content.aggregates.size());
}

void SeriesPlot::setLegendEnabled(bool enabled)
{
    ++m_content.setup;
    m_legend->setEnabled(enabled);
    scheduleRefresh();
}

void SeriesPlot::setLegendEntries(const QList<PlotLegendEntry> &entries)
{
    ++m_content.setup;
    m_legend->setEntries(entries);
    scheduleRefresh();
}

void SeriesPlot::setXMargin(double fraction)
{
    m_xMargin = std::max(0.0, fraction);
    scheduleRefresh();
}

void SeriesPlot::setHorizontalMargins(int left, int right)
{
    m_axes->setHorizontalMargins(left, right);
}

void SeriesPlot::setXAxisLabelsVisible(bool visible)
{
    m_axes->setXLabelsVisible(visible);
    scheduleRefresh();
}

void SeriesPlot::setXAxisTitleVisible(bool visible)
{
    m_axes->setXTitleVisible(visible);
    scheduleRefresh();
}

void SeriesPlot::setXAxis(XAxis axis)
{
    if (axis == m_content.axis)
        return;
    m_content.axis = axis;
    m_axes->setXAxis(axis);
    setFollow(true);
}

void SeriesPlot::setSmoothing(double weight)
{
    weight = std::clamp(weight, 0.0, 0.999);
    if (weight == m_content.smoothing)
        return;
    m_content.smoothing = weight;
    scheduleRefresh();
}

void SeriesPlot::setSmoothingEnabled(bool enabled)
{
    m_content.smoothingEnabled = enabled;
    scheduleRefresh();
}

void SeriesPlot::setLogY(bool logarithmic)
{
    if (logarithmic == m_content.logY)
        return;
    m_content.logY = logarithmic;
    m_axes->setLogY(logarithmic);
    scheduleRefresh();
}

void SeriesPlot::setFollow(bool follow)
{
    if (follow == m_follow)
        return;
    m_follow = follow;
    Q_EMIT followChanged(follow);
    scheduleRefresh();
}

void SeriesPlot::setXRange(double lower, double upper)
{
    if (!(upper > lower))
        return;
    m_settingRange = true;
    m_plot->xAxis->setRange(lower, upper);
    m_settingRange = false;
    if (m_follow) {
        m_follow = false;
        Q_EMIT followChanged(false);
    }
    scheduleRefresh();
}

QPair<double, double> SeriesPlot::xRange() const
{
    return {m_plot->xAxis->range().lower, m_plot->xAxis->range().upper};
}

void SeriesPlot::onUserRangeChanged()
{
    if (m_settingRange)
        return;
    if (m_follow) {
        m_follow = false;
        Q_EMIT followChanged(false);
    }
    scheduleRefresh();
    Q_EMIT xRangeChanged(m_plot->xAxis->range().lower, m_plot->xAxis->range().upper);
}

void SeriesPlot::scheduleRefresh()
{
    m_refresh->scheduler().scheduleRefresh();
}

void SeriesPlot::showCrosshairAt(double x)
{
    updateCrosshair(x);
}

void SeriesPlot::updateCrosshair(double x)
{
    m_crosshair->show(x, m_content.store, m_content.curves, m_content.aggregates, m_content.axis);
}

QStringList SeriesPlot::crosshairLines() const
{
    return m_crosshair->lines();
}

void SeriesPlot::setSecondaryAxis(const QString &label, double factor)
{
    m_axes->setSecondaryAxis(label, factor);
    scheduleRefresh();
}

std::optional<QPair<double, double>> SeriesPlot::dataXRange() const
{
    return m_content.dataXRange();
}

std::optional<QPair<double, double>> SeriesPlot::followXRange() const
{
    auto range = m_followRange ? m_followRange() : dataXRange();
    if (!range)
        return std::nullopt;
    if (range->second == range->first) {
        range->first -= 1;
        range->second += 1;
    }
    range->second += (range->second - range->first) * m_xMargin;
    return range;
}

void SeriesPlot::refreshNow()
{
    m_refresh->refreshNow();
}

int SeriesPlot::refreshCount() const
{
    return m_refresh->refreshCount();
}

int SeriesPlot::refreshDelayMs() const
{
    return m_refresh->scheduler().delayMs();
}

bool SeriesPlot::viewJobInFlight() const
{
    return m_refresh->scheduler().jobInFlight();
}

void SeriesPlot::setRangeCacheBytes(std::size_t bytes)
{
    m_refresh->views().setBudget(bytes);
}

std::size_t SeriesPlot::rangeCacheBytes() const
{
    return m_refresh->views().keptBytes();
}

bool SeriesPlot::lastRefreshReusedRange() const
{
    return m_refresh->views().lastReusedRange();
}

std::size_t SeriesPlot::drawnPoints() const
{
    return m_refresh->drawnPoints();
}

QString SeriesPlot::logNote() const
{
    return m_refresh->summary().logNote();
}

void SeriesPlot::render(QCPPainter *painter, int width, int height)
{
    m_refresh->setExportSize(std::max(100, width - 60), height);
    refreshNow();
    m_refresh->setExportSize(0, 0);
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
    m_refresh->setExportSize(std::max(100, width - 60), height);
    refreshNow();
    m_refresh->setExportSize(0, 0);
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
    const QString x = xAxisLabel(m_content.axis);
    return y.isEmpty() ? x : tr("%1 over %2").arg(y, x);
}

QByteArray SeriesPlot::csvRows() const
{
    if (!m_content.store)
        return {};
    return PlotCsvWriter::rows(*m_content.store, m_content.curves, m_content.aggregates, m_content.axis,
                               m_plot->xAxis->range().lower, m_plot->xAxis->range().upper);
}

Result<void> SeriesPlot::exportCsv(const QString &path) const
{
    return writeFileAtomically(path, PlotCsvWriter::header() + csvRows());
}

} // namespace twb
