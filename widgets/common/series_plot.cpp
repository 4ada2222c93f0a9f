#include "widgets/common/series_plot.h"
#include "widgets/common/series_plot_refresh.h"

#include "core/metrics/series_store.h"

#include "widgets/common/image_buffer_plot.h"
#include "widgets/common/plot_crosshair.h"
#include "widgets/common/plot_graphs.h"
#include "widgets/common/plot_device_ratio.h"
#include "widgets/common/plot_view_worker.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/log_axis_ticker.h"
#include "widgets/common/x_axis_ticker.h"
#include "widgets/common/palette.h"
#include "widgets/common/plot_theme.h"

#include <QFileInfo>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace twb {
using series_plot_detail::g_plots;
using series_plot_detail::kNaN;

SeriesPlot::SeriesPlot(SeriesStore &store, QWidget *parent) : SeriesPlot(parent)
{
    setStore(&store);
}

SeriesPlot::SeriesPlot(QWidget *parent) : QWidget(parent)
{
    ++g_plots;
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
    // Rows are added on purpose (named curves, legend entries): Compare has hundreds of curves.
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->legend->setVisible(false);
    QFont legendFont = font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
    m_plot->legend->setFont(legendFont);
    m_plot->legend->setRowSpacing(0);
    m_plot->legend->setBrush(Palette::plotLabelFill(palette()));
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    m_plot->setMinimumHeight(120);

    m_crosshair = std::make_unique<PlotCrosshair>(m_plot);
    m_graphs = std::make_unique<PlotGraphs>(m_plot);
    m_worker = std::make_unique<PlotViewWorker>();
    connect(m_worker.get(), &PlotViewWorker::finished, this, &SeriesPlot::onViewsComputed);

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kRefreshDelayMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &SeriesPlot::onRefreshTimer);
    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, &SeriesPlot::onUserRangeChanged);
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const double x = m_plot->xAxis->pixelToCoord(event->position().x());
        updateCrosshair(x);
        Q_EMIT crosshairMoved(x);
    });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent *) { setFollow(true); });
    m_plot->installEventFilter(this);

    m_nanMarkers = m_plot->addGraph();
    m_nanMarkers->setLineStyle(QCPGraph::lsNone);
    m_nanMarkers->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCrossCircle, Palette::color(Palette::Role::Error, palette()), 8));
    m_nanMarkers->setName(tr("NaN / inf"));
    m_logNote = new QCPItemText(m_plot);
    m_logNote->setObjectName(u"logNote"_s);
    m_logNote->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_logNote->position->setCoords(0.01, 0.03);
    m_logNote->setPositionAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_logNote->setTextAlignment(Qt::AlignLeft);
    m_logNote->setColor(Palette::color(Palette::Role::Warning, palette()));
    m_logNote->setBrush(Palette::plotLabelFill(palette()));
    m_logNote->setPadding(QMargins(4, 2, 4, 2));
    m_logNote->setClipToAxisRect(true);
    m_logNote->setVisible(false);
    applyAxisTicker();
    applyPalette();
    updateLegendVisibility();
}

void SeriesPlot::applyPalette()
{
    ++m_curveSetup;
    PlotTheme::apply(m_plot, palette());
    m_nanMarkers->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCrossCircle, Palette::color(Palette::Role::Error, palette()), 8));
    m_logNote->setColor(Palette::color(Palette::Role::Warning, palette()));
    m_logNote->setBrush(Palette::plotLabelFill(palette()));
}

void SeriesPlot::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        if (!m_markers.isEmpty())
            setEventMarkers(QList<PlotEventMarker>(m_markers)); // their pens come from the palette too
    }
}

SeriesPlot::~SeriesPlot() { --g_plots; }

void SeriesPlot::setStore(SeriesStore *store)
{
    if (store == m_store)
        return;
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    // A job in flight reads the old store, which may go once this returns.
    m_worker->dropAndWait();
    m_jobKey.reset();
    m_store = store;
    if (m_store) {
        connect(m_store, &SeriesStore::dataArrived, this, &SeriesPlot::scheduleLiveRefresh);
        connect(m_store, &SeriesStore::seriesAdded, this, &SeriesPlot::scheduleRefresh);
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
    m_curves = curves;
    rebuildGraphs();
    scheduleRefresh();
}

void SeriesPlot::setCurves(const QList<PlotCurve> &curves, const QList<PlotAggregate> &aggregates)
{
    m_curves = curves;
    m_aggregates = aggregates;
    rebuildGraphs();
    scheduleRefresh();
}

void SeriesPlot::setAggregates(const QList<PlotAggregate> &aggregates)
{
    m_aggregates = aggregates;
    rebuildGraphs();
    scheduleRefresh();
}

void SeriesPlot::setEventMarkers(const QList<PlotEventMarker> &markers)
{
    m_markers = markers;
    for (auto *line : std::as_const(m_markerLines))
        m_plot->removeItem(line);
    for (auto *label : std::as_const(m_markerLabels))
        m_plot->removeItem(label);
    m_markerLines.clear();
    m_markerLabels.clear();
    for (const auto &marker : markers) {
        auto *line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(marker.x, 0);
        line->point2->setCoords(marker.x, 1);
        line->setPen(marker.loud ? QPen(Palette::color(Palette::Role::Error, palette()), 2, Qt::DashLine)
                                  : QPen(Palette::color(Palette::Role::Muted, palette()), 1, Qt::DotLine));
        m_markerLines << line;
        if (marker.loud && !marker.label.isEmpty()) {
            auto *label = new QCPItemText(m_plot);
            label->position->setTypeX(QCPItemPosition::ptPlotCoords);
            label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
            label->position->setCoords(marker.x, 0.98);
            label->setPositionAlignment(Qt::AlignBottom | Qt::AlignLeft);
            label->setRotation(-90);
            label->setColor(Palette::color(Palette::Role::Error, palette()));
            label->setText(marker.label);
            m_markerLabels << label;
        }
    }
    scheduleRefresh();
}

void SeriesPlot::rebuildGraphs()
{
    ++m_curveSetup;
    m_keptRanges.clear();   // they point at the graphs rebuilt here
    m_graphs->rebuild(int(m_curves.size()), m_aggregates);
    updateLegendVisibility();
}

void SeriesPlot::updateLegendVisibility()
{
    const bool visible =
        m_legendEnabled && (!m_legendGraphs.isEmpty() || m_curves.size() + m_aggregates.size() > 1);
    m_plot->legend->setVisible(visible);
    // Hidden, it leaves the layout: QCustomPlot sizes what is in it, visible or not, and
    // measured each legend row's text on every replot.
    QCPLayoutInset *inset = m_plot->axisRect()->insetLayout();
    if (visible && !m_plot->legend->layout())
        inset->addElement(m_plot->legend, Qt::AlignTop | Qt::AlignRight);
    else if (!visible && m_plot->legend->layout() == inset)
        inset->take(m_plot->legend);
}

void SeriesPlot::setLegendEnabled(bool enabled)
{
    ++m_curveSetup;
    m_legendEnabled = enabled;
    updateLegendVisibility();
    scheduleRefresh();
}

void SeriesPlot::setLegendEntries(const QList<PlotLegendEntry> &entries)
{
    ++m_curveSetup;
    for (auto *g : std::as_const(m_legendGraphs))
        m_plot->removeGraph(g);
    m_legendGraphs.clear();
    for (const auto &entry : entries) {
        QCPGraph *g = m_plot->addGraph();   // no data: only its legend row is seen
        g->setPen(entry.pen);
        g->setName(entry.label);
        g->addToLegend();
        m_legendGraphs << g;
    }
    updateLegendVisibility();
    scheduleRefresh();
}

void SeriesPlot::setXMargin(double fraction)
{
    m_xMargin = std::max(0.0, fraction);
    scheduleRefresh();
}

void SeriesPlot::setHorizontalMargins(int left, int right)
{
    m_plot->axisRect()->setAutoMargins(QCP::msTop | QCP::msBottom);
    m_plot->axisRect()->setMargins(QMargins(left, 0, right, 0));
}

void SeriesPlot::setXAxisLabelsVisible(bool visible)
{
    m_plot->xAxis->setTickLabels(visible);
    if (!visible)
        m_plot->xAxis->setLabel(QString());
    else
        applyAxisTicker();   // puts the label back
    scheduleRefresh();
}

void SeriesPlot::setXAxisTitleVisible(bool visible)
{
    m_xTitleVisible = visible;
    m_plot->xAxis->setTickLabels(true);
    applyAxisTicker();
    scheduleRefresh();
}

void SeriesPlot::setXAxis(XAxis axis)
{
    if (axis == m_axis)
        return;
    m_axis = axis;
    applyAxisTicker();
    setFollow(true);
}

void SeriesPlot::applyAxisTicker()
{
    applyXAxisTicker(m_plot->xAxis, m_axis);
    if (!m_xTitleVisible)
        m_plot->xAxis->setLabel(QString());
}

void SeriesPlot::setSmoothing(double weight)
{
    weight = std::clamp(weight, 0.0, 0.999);
    if (weight == m_smoothing)
        return;
    m_smoothing = weight;
    scheduleRefresh();
}

void SeriesPlot::setSmoothingEnabled(bool enabled)
{
    m_smoothingEnabled = enabled;
    scheduleRefresh();
}

void SeriesPlot::setLogY(bool logarithmic)
{
    if (logarithmic == m_logY)
        return;
    m_logY = logarithmic;
    m_plot->yAxis->setScaleType(logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (logarithmic)
        m_plot->yAxis->setTicker(QSharedPointer<LogAxisTicker>(new LogAxisTicker));
    else
        m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
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
    m_setupChanged = true;
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start();
}

void SeriesPlot::showCrosshairAt(double x)
{
    updateCrosshair(x);
}

void SeriesPlot::updateCrosshair(double x)
{
    m_crosshair->show(x, m_store, m_curves, m_aggregates, m_axis);
}

QStringList SeriesPlot::crosshairLines() const
{
    return m_crosshair->lines();
}

void SeriesPlot::setSecondaryAxis(const QString &label, double factor)
{
    m_secondaryFactor = label.isEmpty() ? 0 : factor;
    m_plot->yAxis2->setVisible(!label.isEmpty() && factor > 0);
    m_plot->yAxis2->setLabel(label);
    m_plot->yAxis2->setTickLabels(true);
    disconnect(m_plot->yAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, nullptr);
    if (m_secondaryFactor > 0) {
        connect(m_plot->yAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, [this](const QCPRange &range) {
            m_plot->yAxis2->setRange(range.lower * m_secondaryFactor, range.upper * m_secondaryFactor);
        });
        m_plot->yAxis2->setRange(m_plot->yAxis->range().lower * factor, m_plot->yAxis->range().upper * factor);
    }
    scheduleRefresh();
}

} // namespace twb
