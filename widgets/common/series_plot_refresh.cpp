// SeriesPlot, part 2: a refresh. The visible range and width give each curve's M4 view from
// the store (or the cached one when nothing changed), which fills the graphs; then the
// y-range, the NaN markers, the log-scale note and the event markers follow.
#include "widgets/common/series_plot.h"
#include "widgets/common/series_plot_refresh.h"

#include "core/metrics/series_store.h"
#include "widgets/common/plot_graphs.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {

using series_plot_detail::g_plots;
using series_plot_detail::kNaN;

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
    m_lastReusedRange = false;
    const auto kept = std::find_if(m_keptRanges.begin(), m_keptRanges.end(),
                                   [&](const KeptRange &range) { return range.key.canStandFor(*key); });
    if (m_viewCache && m_viewCache->matches(*key)) {
        pass = m_viewCache->pass;
        m_drawnPoints = m_viewCache->drawnPoints;
    } else if (kept != m_keptRanges.end()) {
        // A range drawn before: its graphs' data back, nothing decimated.
        kept->graphs.restore(m_graphs->graphs());
        pass = kept->key.pass;
        m_drawnPoints = kept->key.drawnPoints;
        m_keptRanges.splice(m_keptRanges.begin(), m_keptRanges, kept);
        // Shown for this width now: the next refresh of the same range keeps it as it is.
        m_viewCache = std::make_unique<ViewCache>(kept->key);
        m_viewCache->width = key->width;
        m_lastReusedRange = true;
    } else {
        // What the kept ranges hold is not written: the graphs get new containers first.
        if (m_rangeCacheBudget > 0)
            PlotGraphSnapshot::detach(m_graphs->graphs());
        m_drawnPoints = 0;
        for (int i = 0; i < m_curves.size(); ++i)
            drawCurve(i, pass);
        for (int a = 0; a < m_aggregates.size(); ++a)
            drawAggregate(a, pass);
        key->pass = pass;
        key->drawnPoints = m_drawnPoints;
        if (m_rangeCacheBudget > 0)
            keepRange(*key);
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

void SeriesPlot::keepRange(const ViewCache &key)
{
    // Ranges of other data (a revision, curves or store since) are never shown again.
    m_keptRanges.remove_if([&](const KeptRange &range) {
        return range.key.store != key.store || range.key.revision != key.revision
               || range.key.curveSetup != key.curveSetup;
    });
    m_keptRanges.push_front({key, PlotGraphSnapshot::take(m_graphs->graphs())});
    while (m_keptRanges.size() > 1 && rangeCacheBytes() > m_rangeCacheBudget)
        m_keptRanges.pop_back();
}

void SeriesPlot::setRangeCacheBytes(std::size_t bytes)
{
    m_rangeCacheBudget = bytes;
    if (bytes == 0)
        m_keptRanges.clear();
    while (m_keptRanges.size() > 1 && rangeCacheBytes() > m_rangeCacheBudget)
        m_keptRanges.pop_back();
}

std::size_t SeriesPlot::rangeCacheBytes() const
{
    std::size_t bytes = 0;
    for (auto it = std::next(m_keptRanges.begin(), m_keptRanges.empty() ? 0 : 1); it != m_keptRanges.end(); ++it)
        bytes += it->graphs.bytes();
    return bytes;
}

void SeriesPlot::clearGraphs()
{
    m_keptRanges.clear();
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

} // namespace twb
