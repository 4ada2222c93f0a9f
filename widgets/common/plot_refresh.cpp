#include "widgets/common/plot_refresh.h"

#include "widgets/common/live_refresh_scheduler.h"
#include "widgets/common/plot_axes.h"
#include "widgets/common/plot_content.h"
#include "widgets/common/plot_event_markers.h"
#include "widgets/common/plot_graphs.h"
#include "widgets/common/plot_summary_display.h"
#include "widgets/common/plot_view_cache.h"
#include "widgets/common/plot_views.h"
#include "widgets/common/qcustomplot_include.h"

#include <QElapsedTimer>
#include <QScopeGuard>

#include <algorithm>
#include <cmath>

namespace twb {

PlotRefresh::PlotRefresh(QCustomPlot *plot, const PlotContent &content, PlotAxes &axes, const QPalette &palette,
                         FollowRange follow, ShowXRange showXRange)
    : m_plot(plot), m_content(content), m_axes(axes), m_follow(std::move(follow)), m_showXRange(std::move(showXRange)),
      m_graphs(std::make_unique<PlotGraphs>(plot)), m_eventMarkers(std::make_unique<PlotEventMarkers>(plot)),
      m_views(std::make_unique<PlotViewCache>()), m_summary(std::make_unique<PlotSummaryDisplay>(plot, palette)),
      m_scheduler(std::make_unique<LiveRefreshScheduler>(
          plot, [this](PlotViews &views, const PlotViewKey &key) { return drawJobViews(views, key); }))
{
    QObject::connect(m_scheduler.get(), &LiveRefreshScheduler::refreshDue, m_scheduler.get(), [this] { refreshNow(); });
    QObject::connect(m_scheduler.get(), &LiveRefreshScheduler::liveRefreshDue, m_scheduler.get(),
                     [this] { startLiveRefresh(); });
}

PlotRefresh::~PlotRefresh() = default;

void PlotRefresh::rebuildGraphs()
{
    m_views->forgetRanges();   // they point at the graphs rebuilt here
    m_graphs->rebuild(int(m_content.curves.size()), m_content.aggregates);
}

void PlotRefresh::setExportSize(int width, int height)
{
    m_exportWidth = width;
    m_exportHeight = height;
}

int PlotRefresh::pixelWidth() const
{
    if (m_exportWidth > 0)
        return m_exportWidth;
    // Before the first layout (a hidden widget) the axis rect has no size yet. Device pixels:
    // at a device pixel ratio of 2 the M4 view has a column per device pixel, not one per two.
    const int axisWidth = m_plot->axisRect()->width();
    const int logical = std::max(100, axisWidth > 10 ? axisWidth : m_plot->width() - 60);
    return int(std::ceil(logical * m_plot->devicePixelRatioF()));
}

PlotViewKey PlotRefresh::viewKey() const
{
    QPair<double, double> range{m_plot->xAxis->range().lower, m_plot->xAxis->range().upper};
    range = m_follow().value_or(range);
    return m_content.viewKey(range.first, range.second, pixelWidth());
}

void PlotRefresh::refreshNow()
{
    m_scheduler->beginRefresh();
    QElapsedTimer took;
    took.start();
    const auto pace = qScopeGuard([&] { m_scheduler->pace(took.nsecsElapsed()); });
    if (!m_content.store) {
        clearGraphs();
        return;
    }
    PlotViewKey key = viewKey();
    if (!m_views->show(key, m_graphs->graphs()))
        drawViews(m_scheduler->computeNow(m_content.viewRequest(key)), std::move(key));
    finish();
}

void PlotRefresh::startLiveRefresh()
{
    if (!m_views->shown() || !m_content.store) {
        refreshNow();   // the first refresh is synchronous
        return;
    }
    QElapsedTimer took;
    took.start();
    PlotViewKey key = viewKey();
    if (m_views->shown()->matches(key))
        return;   // nothing new in this plot's range
    if (m_views->show(key, m_graphs->graphs())) {
        finish();
        m_scheduler->pace(took.nsecsElapsed());
        return;
    }
    m_scheduler->startJob(m_content.viewRequest(key), key, took.nsecsElapsed());
}

bool PlotRefresh::drawJobViews(PlotViews &views, const PlotViewKey &key)
{
    // Views of other curves, another store, axis or setting are not drawn (a refresh for that
    // change is due).
    if (!m_content.fits(key, views))
        return false;
    drawViews(views, key);
    finish();
    return true;
}

void PlotRefresh::drawViews(PlotViews &views, PlotViewKey key)
{
    m_views->beforeDraw(m_graphs->graphs());
    key.drawnPoints = m_graphs->draw(views, m_content.curves, m_content.aggregates, m_content.logY);
    key.summary = std::move(views.summary);
    m_views->drawn(key, m_graphs->graphs());
}

void PlotRefresh::finish()
{
    const PlotViewKey &shown = *m_views->shown();
    // The follow range: shown with the views computed for it, not before.
    if (shown.lo != m_plot->xAxis->range().lower || shown.hi != m_plot->xAxis->range().upper)
        m_showXRange(shown.lo, shown.hi);
    m_summary->show(shown.summary, m_content.logY);
    m_eventMarkers->stretch();
    m_axes.fitTickCount(m_exportHeight > 0 ? m_exportHeight : m_plot->height());
    ++m_refreshCount;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotRefresh::clearGraphs()
{
    m_views->clear();
    // Nothing to draw: no stale lines either.
    m_graphs->clearData();
    ++m_refreshCount;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

std::size_t PlotRefresh::drawnPoints() const
{
    return m_views->shown() ? m_views->shown()->drawnPoints : 0;
}

} // namespace twb
