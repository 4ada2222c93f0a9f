#include "widgets/common/series_plot.h"

#include "core/metrics/series_store.h"

#include "widgets/common/image_buffer_plot.h"
#include "widgets/common/plot_crosshair.h"
#include "widgets/common/plot_graphs.h"
#include "widgets/common/plot_device_ratio.h"
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
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// Plots that exist (all on the GUI thread): their refreshes share that thread.
int g_plots = 0;

} // namespace

struct SeriesPlot::RefreshPass
{
    double lo = 0;            // the visible x-range
    double hi = 0;
    int width = 0;            // pixels the views are decimated for
    double smoothing = 0;
    bool logY = false;
    double yMin = HUGE_VAL;   // of the finite (with logY: positive) values drawn
    double yMax = -HUGE_VAL;
    QVector<QCPGraphData> nanPoints;
    int nonPositiveSeries = 0;      // with logY: series with no value above 0 (nothing drawn)
    bool someNonPositive = false;   // with logY: a drawn series has values <= 0 left out

    void checkLog(const std::vector<double> &ys, double scale)
    {
        if (!logY)
            return;
        bool positive = false;
        bool nonPositive = false;
        for (double y : ys) {
            y *= scale;
            if (!std::isfinite(y))
                continue;
            positive = positive || y > 0;
            nonPositive = nonPositive || y <= 0;
        }
        if (nonPositive && !positive)
            ++nonPositiveSeries;
        else if (nonPositive)
            someNonPositive = true;
    }

    void fold(const std::vector<double> &ys, double scale)
    {
        for (double y : ys) {
            y *= scale;
            if (!std::isfinite(y) || (logY && y <= 0))
                continue;
            yMin = std::min(yMin, y);
            yMax = std::max(yMax, y);
        }
    }
};

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

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kRefreshDelayMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &SeriesPlot::refreshNow);
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

// What refreshNow() drew the curves and aggregates from, and what that pass collected: the
// same store revision, visible range, width and settings give the same views, so a refresh
// that changes none of them (a repaint, a pane's neighbour zooming back, another plot's data
// arriving) keeps the graphs' data instead of decimating again.
struct SeriesPlot::ViewCache
{
    const SeriesStore *store = nullptr;
    quint64 revision = 0;
    quint64 curveSetup = 0;
    double lo = 0, hi = 0, smoothing = 0;
    int width = 0;
    bool logY = false;
    XAxis axis = XAxis::Step;
    RefreshPass pass;
    std::size_t drawnPoints = 0;

    bool matches(const ViewCache &other) const
    {
        return store == other.store && revision == other.revision && curveSetup == other.curveSetup && lo == other.lo
               && hi == other.hi && smoothing == other.smoothing && width == other.width && logY == other.logY
               && axis == other.axis;
    }
};

SeriesPlot::~SeriesPlot() { --g_plots; }

void SeriesPlot::setStore(SeriesStore *store)
{
    if (store == m_store)
        return;
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (m_store) {
        connect(m_store, &SeriesStore::dataArrived, this, &SeriesPlot::scheduleRefresh);
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
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start();
}

int SeriesPlot::pixelWidth() const
{
    if (m_exportWidth > 0)
        return m_exportWidth;
    // Before the first layout (a hidden widget) the axis rect has no size yet. Device pixels:
    // at a device pixel ratio of 2 the M4 view has a column per device pixel, not one per two.
    const int axisWidth = m_plot->axisRect()->width();
    const int logical = std::max(100, axisWidth > 10 ? axisWidth : m_plot->width() - 60);
    return int(std::ceil(logical * m_plot->devicePixelRatioF()));
}

std::optional<QPair<double, double>> SeriesPlot::dataXRange() const
{
    if (!m_store)
        return std::nullopt;
    double lo = HUGE_VAL;
    double hi = -HUGE_VAL;
    auto include = [&](const SeriesKey &key) {
        if (auto range = m_store->xRange(key, m_axis)) {
            lo = std::min(lo, range->first);
            hi = std::max(hi, range->second);
        }
    };
    for (const auto &curve : std::as_const(m_curves)) {
        include(curve.key);
        for (const auto &key : curve.meanOf)
            include(key);
    }
    for (const auto &aggregate : std::as_const(m_aggregates))
        for (const auto &key : aggregate.keys)
            include(key);
    if (!(hi >= lo))
        return std::nullopt;
    return QPair<double, double>{lo, hi};
}

void SeriesPlot::fitFollowRange()
{
    const auto range = m_followRange ? m_followRange() : dataXRange();
    if (!range)
        return;
    double lo = range->first;
    double hi = range->second;
    if (hi == lo) {
        lo -= 1;
        hi += 1;
    }
    hi += (hi - lo) * m_xMargin;
    m_settingRange = true;
    m_plot->xAxis->setRange(lo, hi);
    m_settingRange = false;
}

bool SeriesPlot::curveView(const PlotCurve &curve, double lo, double hi, int width, double smoothing)
{
    if (curve.meanOf.isEmpty())
        return m_store->view(curve.key, m_axis, lo, hi, width, m_view, smoothing);
    // A run over several hosts: their mean, as one line.
    AggregateView mean = m_store->aggregate(curve.meanOf, m_axis, lo, hi, width, BandKind::MinMax, smoothing);
    m_view.clear();
    m_view.x = std::move(mean.x);
    m_view.y = std::move(mean.mean);
    return true;
}

void SeriesPlot::refreshNow()
{
    m_refreshTimer.stop();
    QElapsedTimer took;
    took.start();
    // Live data on many hosts asks for a refresh every few ms: the next one waits 4x what the
    // last refresh and paint cost, times the plots sharing the GUI thread, so together they
    // keep to ~25 % of it (64 hosts x 10 lines/s made the panes take all of it and the event
    // loop ran 300+ ms late; docs/robustness.md "Scale").
    const auto pace = qScopeGuard([&] {
        const double cost = double(took.nsecsElapsed()) / 1e6 + m_plot->replotTime(true);
        m_refreshTimer.setInterval(std::clamp(int(4 * cost * std::max(1, g_plots)), kRefreshDelayMs, kMaxRefreshDelayMs));
    });
    if (!m_store) {
        clearGraphs();
        return;
    }
    if (m_follow)
        fitFollowRange();
    RefreshPass pass;
    pass.lo = m_plot->xAxis->range().lower;
    pass.hi = m_plot->xAxis->range().upper;
    pass.width = pixelWidth();
    pass.smoothing = m_smoothingEnabled ? m_smoothing : 0.0;
    pass.logY = m_logY;
    // Read before the views: data appended meanwhile makes the next refresh decimate again.
    auto key = std::make_unique<ViewCache>();
    key->store = m_store;
    key->revision = m_store->revision();
    key->curveSetup = m_curveSetup;
    key->lo = pass.lo;
    key->hi = pass.hi;
    key->smoothing = pass.smoothing;
    key->width = pass.width;
    key->logY = pass.logY;
    key->axis = m_axis;
    if (m_viewCache && m_viewCache->matches(*key)) {
        pass = m_viewCache->pass;
        m_drawnPoints = m_viewCache->drawnPoints;
    } else {
        m_drawnPoints = 0;
        for (int i = 0; i < m_curves.size(); ++i)
            drawCurve(i, pass);
        for (int a = 0; a < m_aggregates.size(); ++a)
            drawAggregate(a, pass);
        key->pass = pass;
        key->drawnPoints = m_drawnPoints;
        m_viewCache = std::move(key);
    }
    fitYRange(pass);
    showLogNote(pass);
    showNanMarkers(pass);
    stretchEventMarkers();
    // Short panes get fewer y ticks, so the labels do not run into each other (but at least
    // three: a stacked loss pane showed one label).
    const int plotHeight = m_exportHeight > 0 ? m_exportHeight : m_plot->height();
    m_plot->yAxis->ticker()->setTickCount(std::clamp(plotHeight / 45, 3, 6));
    ++m_refreshCount;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void SeriesPlot::clearGraphs()
{
    m_viewCache.reset();
    // Nothing to draw: no stale lines either.
    m_graphs->clearData();
    m_drawnPoints = 0;
    ++m_refreshCount;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void SeriesPlot::drawCurve(int index, RefreshPass &pass)
{
    using Line = PlotGraphs::Line;
    const PlotCurve &curve = m_curves[index];
    // With smoothing the EMA is drawn over the faint raw curve (none when rawAlpha is 0).
    const bool smoothed = pass.smoothing > 0;
    const bool raw = !smoothed || curve.rawAlpha > 0;
    if (raw) {
        curveView(curve, pass.lo, pass.hi, pass.width, 0);
        pass.fold(m_view.y, curve.scale);
        pass.checkLog(m_view.y, curve.scale);
        for (std::size_t k = 0; k < m_view.markerX.size(); ++k)
            pass.nanPoints.push_back({m_view.markerX[k], m_view.markerY[k] * curve.scale});
        m_drawnPoints += m_graphs->setCurve(index, Line::Raw, curve, smoothed ? curve.rawAlpha : 255,
                                            smoothed ? 1.0 : (curve.width > 0 ? curve.width : 1.0), m_view, m_logY);
        m_graphs->firstGraph(index, Line::Raw)->setName(curve.label);
    } else {
        m_graphs->hideCurve(index, Line::Raw);
    }
    QCPGraph *named = raw ? m_graphs->firstGraph(index, Line::Raw) : nullptr;
    if (smoothed) {
        curveView(curve, pass.lo, pass.hi, pass.width, pass.smoothing);
        if (!raw) {
            pass.fold(m_view.y, curve.scale);
            pass.checkLog(m_view.y, curve.scale);
        }
        m_drawnPoints += m_graphs->setCurve(index, Line::Smoothed, curve, 255, curve.width > 0 ? curve.width : 1.5,
                                            m_view, m_logY);
        named = m_graphs->firstGraph(index, Line::Smoothed);
        named->setName(curve.label);
        if (raw)
            m_graphs->firstGraph(index, Line::Raw)->removeFromLegend();
    } else {
        m_graphs->hideCurve(index, Line::Smoothed);
    }
    if (named && curve.inLegend)
        named->addToLegend();
}

void SeriesPlot::drawAggregate(int index, RefreshPass &pass)
{
    const PlotAggregate &aggregate = m_aggregates[index];
    const AggregateView view =
        m_store->aggregate(aggregate.keys, m_axis, pass.lo, pass.hi, pass.width, aggregate.band, pass.smoothing);
    m_drawnPoints += m_graphs->setAggregate(index, aggregate, view, m_logY);
    pass.fold(view.low, aggregate.scale);
    pass.fold(view.high, aggregate.scale);
    pass.checkLog(view.mean, aggregate.scale);
}

void SeriesPlot::fitYRange(const RefreshPass &pass)
{
    // y follows the visible data, with a margin.
    if (!(pass.yMax >= pass.yMin)) {
        // Nothing to fit (no data, or log y over values none of which is above 0): a plain
        // range instead of whatever the last data or QCustomPlot's default left behind.
        if (m_logY && pass.nonPositiveSeries > 0)
            m_plot->yAxis->setRange(0.1, 10);
        return;
    }
    if (m_logY) {
        m_plot->yAxis->setRange(pass.yMin / 1.2, pass.yMax * 1.2);
    } else {
        // A flat line gets 5 % of its value around it; a flat zero line +-1, not +-1e-9.
        const double flatPad = pass.yMax != 0 ? std::abs(pass.yMax) * 0.05 : 1.0;
        const double pad = pass.yMax > pass.yMin ? (pass.yMax - pass.yMin) * 0.05 : flatPad;
        m_plot->yAxis->setRange(pass.yMin - pad, pass.yMax + pad);
    }
}

void SeriesPlot::showNanMarkers(RefreshPass &pass)
{
    // A marker with no finite value before it sits on the bottom edge.
    const double bottom = m_plot->yAxis->range().lower;
    for (auto &p : pass.nanPoints)
        if (!std::isfinite(p.value) || (m_logY && p.value <= 0))
            p.value = bottom;
    m_nanMarkers->data()->set(pass.nanPoints, false);
    if (pass.nanPoints.isEmpty())
        m_nanMarkers->removeFromLegend();
    else if (m_plot->legend->visible())
        m_nanMarkers->addToLegend();
}

void SeriesPlot::showLogNote(const RefreshPass &pass)
{
    QStringList lines;
    if (pass.nonPositiveSeries > 0)
        lines << tr("Log scale: %n series with no value above 0 not drawn", nullptr, pass.nonPositiveSeries);
    if (pass.someNonPositive)
        lines << tr("Log scale: values ≤ 0 left out");
    m_logNoteText = lines.join(u'\n');
    m_logNote->setText(m_logNoteText);
    m_logNote->setVisible(!m_logNoteText.isEmpty());
}

void SeriesPlot::stretchEventMarkers()
{
    for (auto *line : std::as_const(m_markerLines)) {
        const double x = line->point1->coords().x();
        line->point1->setCoords(x, m_plot->yAxis->range().lower);
        line->point2->setCoords(x, m_plot->yAxis->range().upper);
    }
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
