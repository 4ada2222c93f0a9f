// SeriesPlot, part 2: a refresh. The visible range and width give each curve's M4 view from
// the store (PlotViews, computed here or on PlotViewWorker's thread; or the cached ones when
// nothing changed), which fill the graphs; then the y-range, the NaN markers, the log-scale
// note and the event markers follow.
#include "widgets/common/series_plot.h"
#include "widgets/common/series_plot_refresh.h"

#include "core/metrics/series_store.h"
#include "widgets/common/plot_graphs.h"
#include "widgets/common/plot_view_worker.h"
#include "widgets/common/plot_views.h"

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

void SeriesPlot::scheduleLiveRefresh()
{
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start();
}

void SeriesPlot::onRefreshTimer()
{
    // Only a refresh for data arriving computes its views off the GUI thread: with 64 hosts
    // streaming, decimating every pane's curves there was ~30 % of that thread and made the
    // event loop late (issue 30). A refresh the user asked for (zoom, curves, settings) and the
    // first one stay synchronous: they show what was asked in the next frame, and a kept range
    // is shown without decimating anyway.
    if (m_setupChanged || !m_viewCache || !m_store) {
        refreshNow();
        return;
    }
    if (m_worker->busy()) {
        m_refreshAfterJob = true;   // started when the job ends, with the data there is then
        return;
    }
    startLiveRefresh();
}

void SeriesPlot::startLiveRefresh()
{
    QElapsedTimer took;
    took.start();
    auto key = viewKey();
    if (m_viewCache->matches(*key))
        return;   // nothing new in this plot's range
    if (showCachedViews(*key)) {
        finishRefresh();
        paceRefreshes(took.nsecsElapsed());
        return;
    }
    PlotViewRequest request = viewRequest(*key);
    m_jobKey = std::move(key);
    m_worker->start(std::move(request));
    m_jobStartNs = took.nsecsElapsed();
}

bool SeriesPlot::viewJobInFlight() const
{
    return m_worker->busy();
}

void SeriesPlot::onViewsComputed()
{
    QElapsedTimer took;
    took.start();
    std::unique_ptr<ViewCache> key = std::move(m_jobKey);
    PlotViews *views = m_worker->result();
    // Views of other curves, another store, axis or setting are not drawn (a refresh for that
    // change is due: m_setupChanged), nor views older than what a synchronous refresh drew.
    const bool current = views && key && !m_setupChanged && key->store == m_store && key->curveSetup == m_curveSetup
                         && key->axis == m_axis && key->logY == m_logY
                         && views->curves.size() == std::size_t(m_curves.size())
                         && views->aggregates.size() == std::size_t(m_aggregates.size());
    if (current) {
        drawViews(*views, std::move(key));
        finishRefresh();
        // Paced by the whole refresh, the views' thread too: the cores are shared with the
        // streams (and the other panes' views), so a faster pace would only paint more often.
        paceRefreshes(took.nsecsElapsed() + m_jobStartNs + views->computeNs);
    }
    // Data that arrived while the job ran (or whose views were dropped) is drawn next.
    if (m_refreshAfterJob || !current) {
        m_refreshAfterJob = false;
        scheduleLiveRefresh();
    }
}

void SeriesPlot::refreshNow()
{
    m_refreshTimer.stop();
    m_setupChanged = false;
    m_worker->supersede();   // what is drawn now is newer than a job's views
    QElapsedTimer took;
    took.start();
    const auto pace = qScopeGuard([&] { paceRefreshes(took.nsecsElapsed()); });
    if (!m_store) {
        clearGraphs();
        return;
    }
    auto key = viewKey();
    if (!showCachedViews(*key)) {
        PlotViews &views = m_worker->compute(viewRequest(*key));
        drawViews(views, std::move(key));
    }
    finishRefresh();
}

void SeriesPlot::paceRefreshes(qint64 costNs)
{
    // Live data on many hosts asks for a refresh every few ms: the next one waits 4x what the
    // last refresh and paint cost, times the plots sharing the GUI thread, so together they
    // keep to ~25 % of it (64 hosts x 10 lines/s made the panes take all of it and the event
    // loop ran 300+ ms late; docs/robustness.md "Scale").
    const double cost = double(costNs) / 1e6 + m_plot->replotTime(true);
    m_refreshTimer.setInterval(std::clamp(int(4 * cost * std::max(1, g_plots)), kRefreshDelayMs, kMaxRefreshDelayMs));
}

std::unique_ptr<SeriesPlot::ViewCache> SeriesPlot::viewKey() const
{
    auto key = std::make_unique<ViewCache>();
    QPair<double, double> range{m_plot->xAxis->range().lower, m_plot->xAxis->range().upper};
    if (m_follow)
        range = followXRange().value_or(range);
    // Read before the views: data appended meanwhile makes the next refresh decimate again.
    key->store = m_store;
    key->revision = m_store->revision();
    key->curveSetup = m_curveSetup;
    key->lo = range.first;
    key->hi = range.second;
    key->smoothing = m_smoothingEnabled ? m_smoothing : 0.0;
    key->width = pixelWidth();
    key->logY = m_logY;
    key->axis = m_axis;
    return key;
}

PlotViewRequest SeriesPlot::viewRequest(const ViewCache &key) const
{
    return {.store = m_store,
            .axis = key.axis,
            .lo = key.lo,
            .hi = key.hi,
            .width = key.width,
            .smoothing = key.smoothing,
            .logY = key.logY,
            .curves = m_curves,
            .aggregates = m_aggregates};
}

bool SeriesPlot::showCachedViews(const ViewCache &key)
{
    m_lastReusedRange = false;
    if (m_viewCache && m_viewCache->matches(key)) {
        m_drawnPoints = m_viewCache->drawnPoints;
        return true;
    }
    const auto kept = std::find_if(m_keptRanges.begin(), m_keptRanges.end(),
                                   [&](const KeptRange &range) { return range.key.canStandFor(key); });
    if (kept == m_keptRanges.end())
        return false;
    // A range drawn before: its graphs' data back, nothing decimated.
    kept->graphs.restore(m_graphs->graphs());
    m_drawnPoints = kept->key.drawnPoints;
    m_keptRanges.splice(m_keptRanges.begin(), m_keptRanges, kept);
    // Shown for this width now: the next refresh of the same range keeps it as it is.
    m_viewCache = std::make_unique<ViewCache>(kept->key);
    m_viewCache->width = key.width;
    m_lastReusedRange = true;
    return true;
}

void SeriesPlot::drawViews(PlotViews &views, std::unique_ptr<ViewCache> key)
{
    // What the kept ranges hold is not written: the graphs get new containers first.
    if (m_rangeCacheBudget > 0)
        PlotGraphSnapshot::detach(m_graphs->graphs());
    m_drawnPoints = 0;
    for (int i = 0; i < m_curves.size(); ++i)
        drawCurve(i, views);
    for (int a = 0; a < m_aggregates.size(); ++a)
        m_drawnPoints += m_graphs->setAggregate(a, m_aggregates[a], views.aggregates[std::size_t(a)], m_logY);
    key->summary = std::move(views.summary);
    key->drawnPoints = m_drawnPoints;
    if (m_rangeCacheBudget > 0)
        keepRange(*key);
    m_viewCache = std::move(key);
}

void SeriesPlot::finishRefresh()
{
    if (m_viewCache->lo != m_plot->xAxis->range().lower || m_viewCache->hi != m_plot->xAxis->range().upper) {
        // The follow range: shown with the views computed for it, not before.
        m_settingRange = true;
        m_plot->xAxis->setRange(m_viewCache->lo, m_viewCache->hi);
        m_settingRange = false;
    }
    const PlotViewSummary &summary = m_viewCache->summary;
    fitYRange(summary);
    showLogNote(summary);
    showNanMarkers(summary);
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

void SeriesPlot::drawCurve(int index, PlotViews &views)
{
    using Line = PlotGraphs::Line;
    const PlotCurve &curve = m_curves[index];
    const PlotViews::CurveViews &lines = views.curves[std::size_t(index)];
    const bool smoothed = lines.smoothed;
    const bool raw = lines.raw;
    if (raw) {
        m_drawnPoints += m_graphs->setCurve(index, Line::Raw, curve, smoothed ? curve.rawAlpha : 255,
                                            smoothed ? 1.0 : (curve.width > 0 ? curve.width : 1.0), lines.rawView,
                                            m_logY);
        m_graphs->firstGraph(index, Line::Raw)->setName(curve.label);
    } else {
        m_graphs->hideCurve(index, Line::Raw);
    }
    QCPGraph *named = raw ? m_graphs->firstGraph(index, Line::Raw) : nullptr;
    if (smoothed) {
        m_drawnPoints += m_graphs->setCurve(index, Line::Smoothed, curve, 255, curve.width > 0 ? curve.width : 1.5,
                                            lines.smoothedView, m_logY);
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

void SeriesPlot::fitYRange(const PlotViewSummary &summary)
{
    // y follows the visible data, with a margin.
    if (!(summary.yMax >= summary.yMin)) {
        // Nothing to fit (no data, or log y over values none of which is above 0): a plain
        // range instead of whatever the last data or QCustomPlot's default left behind.
        if (m_logY && summary.nonPositiveSeries > 0)
            m_plot->yAxis->setRange(0.1, 10);
        return;
    }
    if (m_logY) {
        m_plot->yAxis->setRange(summary.yMin / 1.2, summary.yMax * 1.2);
    } else {
        // A flat line gets 5 % of its value around it; a flat zero line +-1, not +-1e-9.
        const double flatPad = summary.yMax != 0 ? std::abs(summary.yMax) * 0.05 : 1.0;
        const double pad = summary.yMax > summary.yMin ? (summary.yMax - summary.yMin) * 0.05 : flatPad;
        m_plot->yAxis->setRange(summary.yMin - pad, summary.yMax + pad);
    }
}

void SeriesPlot::showNanMarkers(const PlotViewSummary &summary)
{
    // A marker with no finite value before it sits on the bottom edge.
    const double bottom = m_plot->yAxis->range().lower;
    QVector<QCPGraphData> points = summary.nanPoints;
    for (auto &p : points)
        if (!std::isfinite(p.value) || (m_logY && p.value <= 0))
            p.value = bottom;
    m_nanMarkers->data()->set(points, false);
    if (points.isEmpty())
        m_nanMarkers->removeFromLegend();
    else if (m_plot->legend->visible())
        m_nanMarkers->addToLegend();
}

void SeriesPlot::showLogNote(const PlotViewSummary &summary)
{
    QStringList lines;
    if (summary.nonPositiveSeries > 0)
        lines << tr("Log scale: %n series with no value above 0 not drawn", nullptr, summary.nonPositiveSeries);
    if (summary.someNonPositive)
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
